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

/**
 * A PDF's text in reading order (pdftotext without -layout: a text box's lines stay together instead of sitting
 * beside the next column's), with every run of white space made one space: what a reader reads, sentence by sentence.
 */
export async function readingText(pdf: string): Promise<string> {
  return (await run('pdftotext', [pdf, '-'])).stdout.replace(/\s+/g, ' ').trim();
}

/**
 * Opens a workbook in LibreOffice Calc, which computes every formula, and reads each sheet back as rows of cells
 * (values as computed, not as formatted), keyed by sheet name.
 */
export async function sheetsAsCsv(file: { name: string; data: Buffer }): Promise<Record<string, string[][]>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'calc-'));
  const input = path.join(dir, file.name);
  await fs.writeFile(input, file.data);
  const profile = `file://${path.join(os.tmpdir(), `lo-profile-${randomUUID()}`)}`;
  // CSV filter options: comma, double quote, UTF-8, from line 1, ..., the last token -1 writes every sheet.
  const filter = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';
  await run(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', filter, '--outdir', dir, input],
    {
      timeout: 120_000,
    },
  );
  const base = path.parse(file.name).name;
  const sheets: Record<string, string[][]> = {};
  for (const name of await fs.readdir(dir)) {
    if (!name.startsWith(`${base}-`) || !name.endsWith('.csv')) continue;
    const text = await fs.readFile(path.join(dir, name), 'utf8');
    sheets[name.slice(base.length + 1, -4)] = text
      .split('\n')
      .filter((l) => l !== '')
      .map((l) =>
        [...l.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
          .map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'))
          .slice(0, -1),
      );
  }
  return sheets;
}
