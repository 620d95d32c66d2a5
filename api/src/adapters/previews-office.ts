/**
 * Previews with LibreOffice and poppler (ADR 0015): the document is converted to PDF by `soffice --headless` (a PDF
 * is used as it is) and its first pages drawn as PNG by `pdftoppm` at a width fit for a 600 px dialog. One
 * conversion at a time per process (LibreOffice is memory-hungry), each with its own profile and folder, removed
 * afterwards. Locally the machine's LibreOffice (`.ci/run` installs it); on Azure the Functions image that has it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PreviewUnavailableError, type DocumentPreviewer } from '../ports/previews.ts';

const run = promisify(execFile);
const TIMEOUT_MS = 90_000;
/** Pixels across a page image (the preview dialog is 600 px wide; 2x for sharp text on high-density screens). */
const WIDTH_PX = 1000;

export function createOfficePreviewer(
  options: { soffice?: string; pdftoppm?: string } = {},
): DocumentPreviewer {
  const soffice = options.soffice ?? 'soffice';
  const pdftoppm = options.pdftoppm ?? 'pdftoppm';
  let queue: Promise<unknown> = Promise.resolve();

  async function render(data: Buffer, extension: string, maxPages: number): Promise<Buffer[]> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'preview-'));
    try {
      const input = path.join(dir, `document${extension}`);
      await fs.writeFile(input, data);
      let pdf = input;
      if (extension !== '.pdf') {
        const profile = `file://${path.join(dir, 'profile')}`;
        await run(
          soffice,
          [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input],
          { timeout: TIMEOUT_MS },
        ).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') throw new PreviewUnavailableError('LibreOffice is not installed here');
          throw error;
        });
        pdf = path.join(dir, 'document.pdf');
      }
      await run(
        pdftoppm,
        [
          '-png',
          '-f',
          '1',
          '-l',
          String(maxPages),
          '-scale-to-x',
          String(WIDTH_PX),
          '-scale-to-y',
          '-1',
          pdf,
          path.join(dir, 'page'),
        ],
        { timeout: TIMEOUT_MS },
      ).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT')
          throw new PreviewUnavailableError('poppler (pdftoppm) is not installed here');
        throw error;
      });
      const names = (await fs.readdir(dir)).filter((n) => /^page-\d+\.png$/.test(n));
      names.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
      return Promise.all(names.map((n) => fs.readFile(path.join(dir, n))));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  return {
    pages(data, extension, maxPages) {
      const next = queue.then(() => render(data, extension, maxPages));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
