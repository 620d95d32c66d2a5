/**
 * Opens generated files the way a reader would: LibreOffice (headless) converts them to PDF, poppler reads the
 * pages and the text back. `.ci/run` installs both; locally see the README (Documents).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OpenedFile {
  name: string;
  pages: number;
  text: string;
  pdf: string;
}

/** Converts every file in one LibreOffice run (own profile, so parallel test files do not collide). */
export async function openInOffice(files: { name: string; data: Buffer }[]): Promise<OpenedFile[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'office-'));
  const inputs = await Promise.all(
    files.map(async (f) => {
      const file = path.join(dir, f.name);
      await fs.writeFile(file, f.data);
      return file;
    }),
  );
  const profile = `file://${path.join(os.tmpdir(), `lo-profile-${randomUUID()}`)}`;
  await run(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...inputs],
    { timeout: 120_000 },
  );
  return Promise.all(
    files.map(async (f) => {
      const pdf = path.join(dir, `${path.parse(f.name).name}.pdf`);
      await fs.access(pdf);
      const info = (await run('pdfinfo', [pdf])).stdout;
      const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
      const text = (await run('pdftotext', ['-layout', pdf, '-'])).stdout;
      return { name: f.name, pages, text, pdf };
    }),
  );
}
