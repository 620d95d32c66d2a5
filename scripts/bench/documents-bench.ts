/**
 * Documents (issue 8): (1) the SP051 solution plan of a 200-capability solution (1,000 actions with roles) built as
 * the job builds it, model and docx, warm, median of 5 (target < 1 s), and the other types for comparison;
 * (2) on the real local stack with the queue polled, POST /api/sales/generate to the finished job's download link
 * for the seeded solution 1001, median of 5 (target < 3 s).
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
import { DEFAULT_LOOK } from '../../api/src/documents/document-look.ts';
import { writeWordDocument } from '../../api/src/documents/word-documents.ts';
import { readReference } from '../../api/src/reference/reference-store.ts';
import { SECURITY_CONTROLS } from '../../api/src/seed/seed-data/security-controls.ts';
import { userIdForEmail } from '../../api/src/seed/user-id.ts';
import { startBenchStack } from './bench-stack.ts';
import { median } from './browser-session.ts';
import { withActionRoles } from './fixtures.ts';

const RUNS = 5;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export async function runDocumentsBench() {
  const stack = await startBenchStack({ serveWeb: false, pollQueues: true });
  try {
    const { services } = stack;
    const roles = (await readReference<StaticRole[]>(services, 'roles')) ?? [];
    const levels = (await readReference<StaffingResourceLevel[]>(services, 'staffing-levels')) ?? [];
    const seeded = (await services.store.container<Solution>('solutions').read('1001'))!.item;
    const items = bigSolution(240, 1000).map(withActionRoles);
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
      await build[type](); // warm
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
    await generateToLink(); // warm
    const clicks = [];
    for (let i = 0; i < RUNS; i++) clicks.push(await timed(generateToLink));
    return {
      capabilities,
      inJobMs: inJob,
      generateToLinkMs: Math.round(median(clicks)),
      worstGenerateToLinkMs: Math.round(Math.max(...clicks)),
    };
  } finally {
    await stack.stop();
  }
}
