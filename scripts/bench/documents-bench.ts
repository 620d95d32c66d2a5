/**
 * Documents (issue 8): (1) the SP051 solution plan of a 200-capability solution (1,000 actions with roles) built as
 * the job builds it, model and docx, warm, median of 5 (target < 1 s), and the other types for comparison;
 * (2) on the real local stack with the queue polled, POST /api/sales/generate to the finished job's download link
 * for the seeded solution 1001, median of 5 (target < 3 s); (3) a 20 MB upload (POST /api/sales/documents/upload, a
 * .pptx zip checked by its central directory), median of 5, with the API process's peak memory above its resting
 * level while one upload runs, and what is left after the five (bounded: a few copies of the file, none kept).
 */
import {
  bigSolution,
  buildDocumentModel,
  type Solution,
  type StaffingResourceLevel,
  type StaticRole,
  type User,
} from '@portal/domain';
import { writeRomDeck } from '../../api/src/documents/rom-deck.ts';
import { DEFAULT_LOOK } from '../../api/src/templates/document-look.ts';
import { writeWordDocument } from '../../api/src/documents/word-documents.ts';
import { readReference } from '../../api/src/reference/reference-store.ts';
import { SECURITY_CONTROLS } from '../../api/src/reference/built-in/security-controls.ts';
import { userIdForEmail } from '../../api/src/identity/user-id.ts';
import { startBenchStack } from './bench-stack.ts';
import { median } from './browser-session.ts';
import { withActionRoles } from './fixtures.ts';

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Quick mode: 40 capability nodes with 200 actions, one run of each with no warm-up, a 1 MB upload. */
export async function runDocumentsBench({ quick = false } = {}) {
  const RUNS = quick ? 1 : 5;
  const [nodes, actions] = quick ? [40, 200] : [240, 1000];
  const stack = await startBenchStack({ serveWeb: false, pollQueues: true });
  try {
    const { services } = stack;
    const roles = (await readReference<StaticRole[]>(services, 'roles')) ?? [];
    const levels = (await readReference<StaffingResourceLevel[]>(services, 'staffing-levels')) ?? [];
    const seeded = (await services.store.container<Solution>('solutions').read('1001'))!.item;
    const items = bigSolution(nodes, actions).map(withActionRoles);
    const solution: Solution = { ...seeded, etag: '"bench"', state: { ...seeded.state, items } };
    const model = () =>
      buildDocumentModel({
        solution,
        roles,
        levels,
        controls: SECURITY_CONTROLS,
        generatedAt: new Date(),
        preparedBy: 'Bench',
      });
    const build = {
      2: () => writeRomDeck(model(), DEFAULT_LOOK),
      3: () => writeWordDocument(model(), 3, DEFAULT_LOOK),
      4: () => writeWordDocument(model(), 4, DEFAULT_LOOK),
      5: () => writeWordDocument(model(), 5, DEFAULT_LOOK),
    } as const;
    const inJob: Record<string, number> = {};
    for (const type of [4, 2, 3, 5] as const) {
      if (!quick) await build[type](); // warm
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timed(build[type]));
      inJob[type] = Math.round(median(runs));
    }
    const capabilities = model().capabilities.length;

    const email = 'sales.person@provider.example';
    const owner = (await services.store.container<User>('users').read(userIdForEmail(email)))!.item;
    const { token } = await services.localTokens!.issue({ id: owner.id, email, name: owner.name });
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const generateToLink = async () => {
      const res = await fetch(`${stack.url}/api/sales/generate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ solutionId: '1001', documentType: 4 }),
      });
      const { traceId } = (await res.json()) as { traceId: string };
      for (;;) {
        const job = (await (await fetch(`${stack.url}/api/jobs/${traceId}`, { headers })).json()) as {
          status: string;
          url?: string;
        };
        if (job.status === 'succeeded' && job.url) return;
        if (job.status === 'failed') throw new Error('The document job failed');
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    if (!quick) await generateToLink(); // warm
    const clicks = [];
    for (let i = 0; i < RUNS; i++) clicks.push(await timed(generateToLink));
    const upload = await uploadBench(stack.url, token, quick ? 1 : 20, RUNS, !quick);
    return {
      capabilities,
      actions,
      runs: RUNS,
      inJobMs: inJob,
      generateToLinkMs: Math.round(median(clicks)),
      worstGenerateToLinkMs: Math.round(Math.max(...clicks)),
      upload,
    };
  } finally {
    await stack.stop();
  }
}

const MB = 1024 * 1024;
/** Memory that holds request bodies and files: the JS heap and the buffers outside it. */
const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/** A deck of `mb` MB: a real zip whose one big slide media part does not compress (random bytes). */
async function deckOf(mb: number): Promise<Buffer> {
  const { zipSync } = await import('fflate');
  const media = new Uint8Array(mb * MB - 4096);
  for (let i = 0; i < media.length; i += 65536) crypto.getRandomValues(media.subarray(i, i + 65536));
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode('<?xml version="1.0"?><Types/>'),
        'ppt/presentation.xml': new TextEncoder().encode('<p:presentation/>'),
        'ppt/media/image1.bin': [media, { level: 0 }],
      },
      { level: 0 },
    ),
  );
}

async function uploadBench(url: string, token: string, mb: number, count: number, warm: boolean) {
  const deck = await deckOf(mb);
  const bytes = new Uint8Array(deck); // a copy on its own ArrayBuffer, as Blob wants
  const send = async () => {
    const form = new FormData();
    form.set('documentType', '101');
    form.set('documentFile', new Blob([bytes]), 'Bench deck.pptx');
    const res = await fetch(`${url}/api/sales/documents/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`Upload answered ${res.status}: ${await res.text()}`);
  };
  const gc = (globalThis as { gc?: () => void }).gc;
  if (warm) await send();
  gc?.();
  const resting = held();
  let peak = resting;
  const sampler = setInterval(() => (peak = Math.max(peak, held())), 2);
  const runs = [];
  for (let i = 0; i < count; i++) runs.push(await timed(send));
  clearInterval(sampler);
  gc?.();
  return {
    fileMB: Math.round((deck.length / MB) * 100) / 100,
    medianMs: Math.round(median(runs)),
    peakAboveRestingMB: Math.round((peak - resting) / MB),
    leftAfterRunsMB: Math.round((held() - resting) / MB),
    measuredWithGc: Boolean(gc),
  };
}
