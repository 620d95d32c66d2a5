/**
 * `npm run documents:preview`: every generated document of every demo solution with a scope, and of a solution made
 * as a new seller makes it (the wizard's path through the API, with its volumes entered), written on the real local
 * stack (the same HTTP calls, queue and job as the portal), then opened as a reader opens it: LibreOffice converts
 * each file to PDF and pdftoppm turns the pages into PNGs. Everything lands in test-results/document-previews/, one
 * folder per solution, with an index.md listing the files and their pages, so anyone can read them in a minute.
 *
 * Options: `-- 1001 1007` only those solutions (`new` is the wizard's one, `scope` the same sent from Scope,
 * `engagement` the engagement slide decks:
 * documents-preview-engagement.ts); `--no-png` PDFs only; `--out=DIR` another folder (a test run empties
 * test-results/). PORTAL_PUBLIC_URL is passed on (a public address puts the
 * framework solution's link in the engagement decks; the default local one leaves it out).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Capability, JobView, SolutionStep } from '@portal/domain';
import { startLocalStack } from '../api/src/local/stack.ts';
import { userIdForEmail } from '../api/src/identity/user-id.ts';
import { previewEngagementDecks } from './documents-preview-engagement.ts';
import { previewSolutionBody } from './documents-preview-solution.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
// --out=DIR writes elsewhere (test-results/ is emptied by a test run).
const outArg = args.find((a) => a.startsWith('--out='))?.slice('--out='.length);
const out = outArg ? path.resolve(outArg) : path.join(root, 'test-results/document-previews');
const only = args.filter((a) => !a.startsWith('--'));
const png = !args.includes('--no-png');

/** The demo solutions with a scope (the others have nothing to put in a document yet). */
const DEMO_IDS = ['1001', '1002', '1003', '1007', '1009'];
const KINDS = [
  { type: 2, name: 'ROM', ext: 'pptx' },
  { type: 3, name: 'Proposal', ext: 'docx' },
  { type: 4, name: 'SP051', ext: 'docx' },
  { type: 5, name: 'Contract', ext: 'docx' },
] as const;
const SELLER = { email: 'sales.person@provider.example', name: 'Sam Patel' };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-previews-'));
const stack = await startLocalStack({
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    AUTH_MODE: 'local',
    SEED_DEMO_DATA: 'true',
    COSMOS_ENDPOINT: '',
    STORAGE_CONNECTION_STRING: '',
    WEBPUBSUB_CONNECTION_STRING: '',
  },
  port: 0,
  serveWeb: false,
  timers: false,
  pollQueues: true,
  log: () => undefined,
});

try {
  const { token } = await stack.services.localTokens!.issue({ id: userIdForEmail(SELLER.email), ...SELLER });
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const api = async <T>(
    method: string,
    route: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const res = await fetch(`${stack.url}/api/${route}`, {
      method,
      headers: { ...headers, ...extra },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
    return { body: (text ? JSON.parse(text) : undefined) as T, etag: res.headers.get('ETag') ?? '' };
  };

  const ids = DEMO_IDS.filter((id) => !only.length || only.includes(id));
  // `new`: as the seller goes to Review (Information, Scope, Detail with the volumes, Review); `scope`: the same
  // request sent from the end of Scope, as a first-time seller sends it (issue 32: priced on the ROM sizes).
  for (const [option, steps] of [
    ['new', [2, 5, 6]],
    ['scope', [2]],
  ] as const)
    if ((!only.length && option === 'new') || only.includes(option)) ids.push(await wizardSolution(steps));

  async function wizardSolution(steps: readonly SolutionStep[]): Promise<string> {
    const catalogue = await api<{ version: number; capabilities: Capability[] }>(
      'GET',
      'sales/configuration',
    );
    const created = await api<{ id: string; etag: string }>('POST', 'sales/solutions', {
      ...previewSolutionBody(catalogue.body.capabilities, catalogue.body.version, 1),
    });
    let saved = created.body;
    for (const step of steps) {
      const next = await api<{ id: string; etag: string }>(
        'POST',
        'sales/solutions',
        {
          ...previewSolutionBody(catalogue.body.capabilities, catalogue.body.version, step),
          solutionId: saved.id,
        },
        { 'If-Match': saved.etag },
      );
      saved = next.body;
    }
    return saved.id;
  }

  const index: string[] = ['# Document previews', '', `Generated ${new Date().toISOString()}`, ''];
  if (!only.length || only.includes('engagement')) {
    const folder = path.join(out, 'engagements');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    index.push('## Engagement slide decks', '');
    const files: string[] = [];
    for (const deck of await previewEngagementDecks(stack)) {
      const file = path.join(folder, `SlideDeck-${deck.slug}.pptx`);
      writeFileSync(file, deck.data);
      files.push(file);
    }
    await toPdf(folder, files);
    for (const file of files) {
      const pdf = file.replace(/\.\w+$/, '.pdf');
      const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [pdf])).stdout)?.[1] ?? 0);
      if (png) await run('pdftoppm', ['-png', '-r', '60', pdf, pdf.replace(/\.pdf$/, '')]);
      index.push(`- ${path.relative(out, pdf)} (${pages} page${pages === 1 ? '' : 's'})`);
    }
    index.push('');
    console.log(`Engagement slide decks: ${files.length} files in ${path.relative(root, folder)}`);
  }
  for (const id of ids) {
    const solution = (await api<{ fields: { name: string } }>('GET', `sales/solutions/${id}`)).body;
    const folder = path.join(out, `${id}-${slug(solution.fields.name)}`);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    index.push(`## ${id} ${solution.fields.name}`, '');
    const files: string[] = [];
    for (const kind of KINDS)
      for (const variant of ['customer', 'internal'] as const) {
        const file = path.join(folder, `${kind.name}-${variant}.${kind.ext}`);
        writeFileSync(file, await generate(id, kind.type, variant));
        files.push(file);
      }
    const workbook = path.join(folder, 'Estimate-internal.xlsx');
    writeFileSync(workbook, await generate(id, 6, 'internal'));
    files.push(workbook);
    await toPdf(folder, files);
    for (const file of files) {
      const pdf = file.replace(/\.\w+$/, '.pdf');
      const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [pdf])).stdout)?.[1] ?? 0);
      if (png) await run('pdftoppm', ['-png', '-r', '60', pdf, pdf.replace(/\.pdf$/, '')]);
      index.push(`- ${path.relative(out, pdf)} (${pages} page${pages === 1 ? '' : 's'})`);
    }
    index.push('');
    console.log(`${id} ${solution.fields.name}: ${files.length} files in ${path.relative(root, folder)}`);
  }
  writeFileSync(path.join(out, 'index.md'), index.join('\n'));
  console.log(`Index: ${path.relative(root, path.join(out, 'index.md'))}`);

  async function generate(solutionId: string, documentType: number, variant: string): Promise<Buffer> {
    const started = await api<{ traceId: string }>('POST', 'sales/generate', {
      solutionId,
      documentType,
      variant,
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const job = (await api<JobView>('GET', `jobs/${started.body.traceId}`)).body;
      if (job.status === 'succeeded' && job.url)
        return Buffer.from(await (await fetch(job.url)).arrayBuffer());
      if (job.status === 'failed')
        throw new Error(`Document ${documentType} of ${solutionId} failed: ${job.text}`);
      if (Date.now() > deadline)
        throw new Error(`Document ${documentType} of ${solutionId} took over 2 minutes`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/** One LibreOffice run for a folder's files (its own profile, so it never meets a running office). */
async function toPdf(folder: string, files: string[]) {
  const profile = `file://${path.join(os.tmpdir(), `lo-previews-${process.pid}`)}`;
  await run(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', folder, ...files],
    { timeout: 300_000 },
  );
}
