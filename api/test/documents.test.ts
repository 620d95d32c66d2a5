/**
 * Document generation on the real stack: POST /sales/generate queues a 'document' job, the queue poller runs it,
 * the pptx or docx lands in blob storage and on the solution's documents, and every file opens in LibreOffice
 * with the solution's name, hours and weeks as the screens show them. Downloads are read-only SAS links for the
 * lead provider's users who may see the solution.
 */
import {
  formatHours,
  formatWeeks,
  solutionTotals,
  type JobView,
  type Solution,
  type SolutionDocument,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { openInOffice, type OpenedFile } from './support/office.ts';
import { newSolutionBody } from './support/payloads.ts';

const OWNER = USERS.SALES_PERSON;

async function waitForJob(traceId: string, done: (j: JobView) => boolean, email = OWNER): Promise<JobView> {
  return waitFor(async () => {
    const res = await as(email).get<JobView>(`jobs/${traceId}`);
    return done(res.body) ? res.body : undefined;
  }, 60_000);
}

/** A copy of the seeded Windows 11 solution (1001), so the seeded one is never changed. */
async function richSolution(): Promise<Solution> {
  const demo = (await as(OWNER).get<Solution>('sales/solutions/1001')).body;
  const body = newSolutionBody({
    requirementDescription: 'Move <b>4,000</b> users<br>to Windows 11 &amp; Intune.',
    fields: {
      ...demo.fields,
      name: 'Documents test – Northbridge',
      opportunityBackground: 'Northbridge runs <i>Windows 10</i> on 4,000 devices.',
      approvals: [],
      isExportedToDeliver: false,
    },
    state: { ...demo.state, step: 1, steps: [1] },
  });
  let saved = (await as(OWNER).post<Solution>('sales/solutions', body)).body;
  for (const step of [2, 5, 6] as const) {
    const res = await as(OWNER).post<Solution>(
      'sales/solutions',
      { ...body, solutionId: saved.id, state: { ...demo.state, step } },
      { headers: { 'If-Match': saved.etag } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    saved = res.body;
  }
  return saved;
}

async function generate(solutionId: string, documentType: number, email = OWNER) {
  return as(email).post<JobView>('sales/generate', { solutionId, documentType });
}

describe('generating the ROM deck, the proposal, the SP051 and the capability contract', () => {
  let solution: Solution;
  const jobs = new Map<number, JobView>();
  let opened: Map<number, OpenedFile>;

  beforeAll(async () => {
    solution = await richSolution();
    for (const type of [2, 3, 4, 5]) {
      const started = await generate(solution.id, type);
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      expect(started.body).toMatchObject({ type: 'document', status: 'queued' });
      jobs.set(
        type,
        await waitForJob(started.body.traceId, (j) => j.status !== 'queued' && j.status !== 'running'),
      );
    }
    const files = await Promise.all(
      [...jobs].map(async ([type, job]) => ({
        type,
        name: `t${type}-${job.fileName}`,
        data: Buffer.from(await (await fetch(job.url!)).arrayBuffer()),
      })),
    );
    const results = await openInOffice(files);
    opened = new Map(files.map((f, i) => [f.type, results[i]!]));
  }, 240_000);

  it.each([
    [2, 'ROM Created!', /^ROM-\d+-Documents-test-Northbridge-\d{12}\.pptx$/],
    [3, 'Proposal Created!', /^Proposal-\d+-.*\.docx$/],
    [4, 'Solution Plan (SP051) Created!', /^SP051-\d+-.*\.docx$/],
    [5, 'Capability Contract Created!', /^Contract-\d+-.*\.docx$/],
  ])('type %i: the job succeeds with the spec notice and a file', (type, text, fileName) => {
    const job = jobs.get(type)!;
    expect(job).toMatchObject({ status: 'succeeded', progress: 1, text });
    expect(job.fileName).toMatch(fileName);
    const url = new URL(job.url!);
    expect(url.searchParams.get('sp')).toBe('r');
  });

  it.each([
    [2, 7, 7],
    [3, 4, 30],
    [4, 5, 60],
    [5, 3, 30],
  ])(
    'type %i opens in LibreOffice with %i to %i pages holding the name, hours and weeks',
    (type, min, max) => {
      const file = opened.get(type)!;
      expect(file.pages).toBeGreaterThanOrEqual(min);
      expect(file.pages).toBeLessThanOrEqual(max);
      const totals = solutionTotals(solution.state.items);
      const text = file.text.replace(/\s+/g, ' ');
      expect(text).toContain('Documents test – Northbridge');
      expect(text).toContain(formatHours(totals.hours));
      if (type !== 5) expect(text).toContain(formatWeeks(totals.weeks));
      // Rich text is formatting, never raw tags; entities read as the screen shows them.
      expect(text).not.toMatch(/<\/?(b|i|u|br)>|&amp;/);
      if (type !== 2) expect(text).toContain('Windows 11 & Intune');
    },
  );

  it('records the documents on the solution without changing its ETag, showing only the latest ROM', async () => {
    const again = await generate(solution.id, 2);
    await waitForJob(again.body.traceId, (j) => j.status === 'succeeded');
    const list = await as(OWNER).get<SolutionDocument[]>(`sales/solutions/${solution.id}/documents`);
    expect(list.status).toBe(200);
    expect(list.body.map((d) => d.type).sort()).toEqual([2, 3, 4, 5]);
    expect(list.body.find((d) => d.type === 2)!.id).toBe(again.body.traceId);
    const read = await as(OWNER).get<Solution>(`sales/solutions/${solution.id}`);
    expect(read.headers.get('etag')).toBe(solution.etag);
    expect(read.body.documents.map((d) => d.type).sort()).toEqual([2, 3, 4, 5]);
  });

  it('hands out a read-only link under 15 minutes to the lead provider, 403 to others, 404 when none', async () => {
    const doc = (await as(OWNER).get<SolutionDocument[]>(`sales/solutions/${solution.id}/documents`))
      .body[0]!;
    const res = await as(USERS.SOLUTION_REVIEWER).post<{ sasUrl: string; documentFileName: string }>(
      `sales/documents/download/${doc.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.documentFileName).toBe(doc.fileName);
    const url = new URL(res.body.sasUrl);
    expect(url.searchParams.get('sp')).toBe('r');
    expect(new Date(url.searchParams.get('se')!).getTime() - Date.now()).toBeLessThanOrEqual(
      15 * 60_000 + 5_000,
    );
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(doc.fileName);
    const put = await fetch(url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'x' });
    expect(put.status).toBe(403);

    for (const email of [USERS.HP_SALES_PERSON, USERS.CLIENT]) {
      const refused = await as(email).post(`sales/documents/download/${doc.id}`);
      expect([403, 404]).toContain(refused.status);
      expectErrorShape(refused.body);
    }
    const none = await as(OWNER).post('sales/documents/download/no-such-document');
    expect(none.status).toBe(404);
    expect(expectErrorShape(none.body).message).toBe('Document does not exist in storage!');
    expect((await as(OWNER).post('sales/documents/download/..%2F..%2Fetc')).status).toBe(400);
  });
});

describe('what POST /sales/generate refuses', () => {
  it.each([
    ['document type 1 (engagements)', { solutionId: '1001', documentType: 1 }, 400],
    ['document type 6', { solutionId: '1001', documentType: 6 }, 400],
    ['a type as a string', { solutionId: '1001', documentType: '2' }, 400],
    ['a solution id that is not numeric', { solutionId: '../1001', documentType: 2 }, 400],
    ['no body fields', {}, 400],
    ['an unknown solution', { solutionId: '424242', documentType: 2 }, 404],
  ])('%s → %i', async (_name, body, status) => {
    const res = await as(OWNER).post('sales/generate', body);
    expect(res.status).toBe(status);
    expectErrorShape(res.body);
  });

  it.each([
    ['a reviewer', USERS.SOLUTION_REVIEWER],
    ['a partner', USERS.HP_SALES_PERSON],
    ['a client', USERS.CLIENT],
  ])('403 for %s', async (_name, email) => {
    const res = await as(email).post('sales/generate', { solutionId: '1001', documentType: 2 });
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
  });

  it('refuses text that is not JSON', async () => {
    const res = await as(OWNER).post('sales/generate', 'solutionId=1001', {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
  });
});
