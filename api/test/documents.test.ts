/**
 * Document generation on the real stack: POST /sales/generate queues a 'document' job, the queue poller runs it,
 * the pptx or docx lands in blob storage and on the solution's documents, and every file opens in LibreOffice
 * with the solution's name, hours and person-weeks as the screens show them. Downloads are read-only SAS links for
 * the lead provider's users who may see the solution.
 *
 * Issue 19: the customer variant (the default) holds no internal data and no placeholder, writes its empty
 * sections from what the portal knows (Out of Scope names the action taken out), and the internal variant keeps the
 * risk scores. The pages are left as PNGs in test-results/shots/documents/ for a reader to look at.
 */
import {
  formatNumber1,
  formatPounds,
  type Action,
  type Capability,
  type JobView,
  type Solution,
  type SolutionDocument,
} from '@portal/domain';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
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

/** The action the test takes out of scope: the second top-level action of the first capability that has two. */
function takeOneActionOut(items: Capability[]): { items: Capability[]; action: string } {
  const out = (a: Action): Action => ({
    ...a,
    selected: false,
    ...(a.actions ? { actions: a.actions.map(out) } : {}),
  });
  let action = '';
  const walk = (caps: Capability[]): Capability[] =>
    caps.map((c) => {
      if (!action && c.selected && (c.actions?.filter((a) => a.selected).length ?? 0) >= 2) {
        const target = c.actions!.filter((a) => a.selected)[1]!;
        action = target.name;
        return { ...c, actions: c.actions!.map((a) => (a === target ? out(a) : a)) };
      }
      return c.items ? { ...c, items: walk(c.items) } : c;
    });
  const next = walk(items);
  if (!action) throw new Error('The seeded solution has no capability with two actions in scope');
  return { items: next, action };
}

let outOfScopeAction = '';

/**
 * A copy of the seeded Windows 11 solution (1001), so the seeded one is never changed, with one action taken out of
 * scope and the internal data a customer must never read (AEP type 'Hero Offer', an approver).
 */
async function richSolution(): Promise<Solution> {
  const seeded = (await as(OWNER).get<Solution>('sales/solutions/1001')).body;
  const { items, action } = takeOneActionOut(seeded.state.items);
  outOfScopeAction = action;
  // Nobody has answered this copy's risk assessment (the seeded one is answered).
  const demo = { ...seeded, state: { ...seeded.state, items, risk: undefined } };
  const body = newSolutionBody({
    requirementDescription: 'Move <b>4,000</b> users<br>to Windows 11 &amp; Intune.',
    fields: {
      ...demo.fields,
      name: 'Documents test – Northbridge',
      opportunityBackground: 'Northbridge runs <i>Windows 10</i> on 4,000 devices.',
      aepSolutionType: 'Hero Offer',
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

async function generate(solutionId: string, documentType: number, email = OWNER, variant?: string) {
  return as(email).post<JobView>('sales/generate', {
    solutionId,
    documentType,
    ...(variant ? { variant } : {}),
  });
}

/** The text of a file as a reader sees it, with the cells of a -layout line split apart. */
const chunks = (text: string) =>
  text
    .split('\n')
    .flatMap((line) => line.split(/\s{2,}/))
    .map((c) => c.trim())
    .filter(Boolean);

/** Terms a customer document never holds (issue 19): risk block names, AEP data, approvals, stage, money inside. */
const INTERNAL_TERMS = [
  /Contract and Deal Structure/,
  /Hero Offer/,
  /Solution Play/,
  /approver/i,
  /\bStage\b/,
  /\bmargin\b/i,
  /\bcost\b/i,
  /Risk Score/,
];
/** Placeholders that are never a client document's text, nor a line or cell of their own. */
const PLACEHOLDER_TEXTS = [/\bNone\b/, /Not set/, /No notes yet/];
const PLACEHOLDER_CELL = /^(None|Not set|—|-|N\/A|TBC|TBD|Pending|No notes yet\.?)$/;

async function leavePictures(file: OpenedFile, name: string) {
  const out = path.resolve('test-results/shots/documents');
  await fs.mkdir(out, { recursive: true });
  await promisify(execFile)('pdftoppm', ['-png', '-r', '50', file.pdf, path.join(out, name)]);
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
    await Promise.all([...opened].map(([type, file]) => leavePictures(file, `customer-${type}`)));
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
    [2, 6, 10],
    [3, 5, 30],
    [4, 6, 60],
    [5, 4, 30],
  ])(
    'type %i opens in LibreOffice with %i to %i pages holding the name and the requirement',
    (type, min, max) => {
      const file = opened.get(type)!;
      expect(file.pages).toBeGreaterThanOrEqual(min);
      expect(file.pages).toBeLessThanOrEqual(max);
      const text = file.text.replace(/\s+/g, ' ');
      expect(text).toContain('Documents test – Northbridge');
      // Rich text is formatting, never raw tags; entities read as the screen shows them.
      expect(text).not.toMatch(/<\/?(b|i|u|br)>|&amp;/);
      expect(text).toContain('Windows 11 & Intune');
    },
  );

  it.each([2, 3, 4, 5])(
    'type %i (customer): no internal term, no placeholder, dates written out, durations in weeks with dates',
    (type) => {
      const file = opened.get(type)!;
      const text = file.text.replace(/\s+/g, ' ');
      for (const term of [...INTERNAL_TERMS, ...PLACEHOLDER_TEXTS]) expect(text).not.toMatch(term);
      expect(chunks(file.text).filter((c) => PLACEHOLDER_CELL.test(c))).toEqual([]);
      // No 'DD-MM-YYYY' dates and no bare 'weeks' of effort: '15 March 2027', 'person-weeks', 'calendar weeks'.
      expect(text).not.toMatch(/\b\d{2}-\d{2}-\d{4}\b/);
      expect(text).toMatch(
        /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/,
      );
      if (type !== 5)
        expect(text).toMatch(/\d+ weeks?(?: and \d days?)?, \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}/);
    },
  );

  it.each([3, 4, 5])(
    'type %i (customer): Out of Scope names the action the user took out of scope',
    (type) => {
      const text = opened.get(type)!.text.replace(/\s+/g, ' ');
      const at = text.indexOf('Activities not included');
      expect(at).toBeGreaterThan(-1);
      expect(text.indexOf(outOfScopeAction, at)).toBeGreaterThan(at);
      // The scope is written from the chosen capabilities (no 'None' under it).
      expect(text).toMatch(/Scope .*Windows 11/);
    },
  );

  it.each([3, 4, 5])(
    'type %i: a document control table (reference, version, date, author, reader); contents in the proposal and SP051',
    (type) => {
      const text = opened.get(type)!.text.replace(/\s+/g, ' ');
      expect(text).toMatch(
        /Document control Reference Version Date Author For \d+-(PROP|PLAN|CON) 1\.0 \d{1,2} \w+ \d{4} .+ Northbridge Building Society/,
      );
      // Each line of the contents ends with its page (a reference to the heading's bookmark).
      if (type !== 5) expect(text).toMatch(/Contents 1\. Executive summary\.+\d+ 2\. Background\.+\d+ /);
      expect(opened.get(type)!.text).toMatch(/Page 2 of \d+/);
    },
  );

  it.each([3, 4])('type %i: no word broken inside a table cell', (type) => {
    const cells = chunks(opened.get(type)!.text);
    for (const word of ['Probability', 'Consequence', 'Deliverable', 'Description', 'Capability'])
      if (cells.some((c) => c.startsWith(word.slice(0, 6)))) expect(cells.join(' ')).toContain(word);
    // A broken word leaves a fragment of one or two lower-case letters as a cell line of its own.
    expect(cells.filter((c) => /^[a-z]{1,2}$/.test(c))).toEqual([]);
  });

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

describe('the internal variant', () => {
  let solution: Solution;
  const files = new Map<number, OpenedFile>();
  const jobs = new Map<number, JobView>();

  beforeAll(async () => {
    solution = await richSolution();
    const data: { type: number; name: string; data: Buffer }[] = [];
    for (const type of [2, 3]) {
      const started = await generate(solution.id, type, OWNER, 'internal');
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const job = await waitForJob(
        started.body.traceId,
        (j) => j.status !== 'queued' && j.status !== 'running',
      );
      jobs.set(type, job);
      data.push({
        type,
        name: `i${type}-${job.fileName}`,
        data: Buffer.from(await (await fetch(job.url!)).arrayBuffer()),
      });
    }
    const results = await openInOffice(data);
    data.forEach((d, i) => files.set(d.type, results[i]!));
    await Promise.all([...files].map(([type, file]) => leavePictures(file, `internal-${type}`)));
  }, 240_000);

  it.each([
    [2, /^ROM-\d+-Documents-test-Northbridge-internal-\d{12}\.pptx$/],
    [3, /^Proposal-\d+-Documents-test-Northbridge-internal-\d{12}\.docx$/],
  ])('type %i is named -internal and keeps the risk assessment, the AEP type and the stage', (type, name) => {
    expect(jobs.get(type)!.fileName).toMatch(name);
    const text = files.get(type)!.text.replace(/\s+/g, ' ');
    // Nobody answered this solution's risk assessment: it says so rather than printing a row of zeros.
    expect(text).toMatch(/Risk assessment Not assessed/);
    expect(text).toContain('Hero Offer');
    // The stage as the list and the progress bar name it (solutionStage; ADR 0051).
    expect(text).toMatch(/Stage (Draft|Submit|Collaborate|Define|Approve|Close|Deliver)\b/);
    if (type === 3) expect(text).toMatch(/Document control .* Internal/);
  });

  it.each([2, 3])('type %i (internal) adds the cost and the margin of GET .../estimate', async (type) => {
    const estimate = await as(OWNER).get<{ cost: { amount: number }; marginPercent: number }>(
      `sales/solutions/${solution.id}/estimate`,
    );
    const text = files.get(type)!.text.replace(/\s+/g, ' ');
    expect(text).toContain(formatPounds(estimate.body.cost.amount));
    // As the Estimate view prints it: one decimal at most ('45%', '44.9%'); beside the margin to approve (with the
    // bridged days as a cost) where the team has bridged days, as the estimate's own margin before them.
    expect(text).toMatch(
      new RegExp(
        `Margin (before the bridged days )?${formatNumber1(estimate.body.marginPercent).replace('.', '\\.')}%`,
      ),
    );
  });

  it('is listed as internal beside the customer ones (the latest ROM of each variant)', async () => {
    const customer = await generate(solution.id, 2);
    await waitForJob(customer.body.traceId, (j) => j.status === 'succeeded');
    const list = await as(OWNER).get<SolutionDocument[]>(`sales/solutions/${solution.id}/documents`);
    expect(list.body.map((d) => [d.type, d.variant]).sort()).toEqual([
      [2, 'customer'],
      [2, 'internal'],
      [3, 'internal'],
    ]);
    expect(list.body.find((d) => d.variant === 'internal' && d.type === 3)!.name).toBe(
      'Proposal: Documents test – Northbridge (internal)',
    );
  });
});
