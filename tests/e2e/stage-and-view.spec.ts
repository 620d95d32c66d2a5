/**
 * The stage and the view (issue 30, ADR 0051). Each role that may look at a closed or delivered solution but not
 * move it back (the bid team's full users on the builder's tabs, a reviewer on the read-only view) opens seeded 1007
 * (Close) and 1001 (Deliver): two of the four walk every step tab of each (users 0 and 1 of 1007, 2 and 3 of 1001), every
 * one opens Review's Resources menu with document items on both and goes Back from the stage's step: the page sends
 * no save, and the stored solution (ETag, state.step, visited steps, modifiedAt) is
 * unchanged once the documents are written. A document generation is what once saved a delivered solution back
 * from step 8 to 6, so each full user generates from the menu on both solutions; but each of its nine document
 * items is generated once per solution across the four full users, not by each of them: the items are shared out
 * by index (item k to user (k + solution) mod 4, so each user generates two or three on each solution, a different
 * share on each, and the file refuses to load if an item is left out). Every other role does the same with a
 * solution it may only read, on every tab of its read-only view: the area and capability owners with 1007 or 1001,
 * the partners' and the client's users with a submitted solution of their own. The owner's Next and Back on an
 * editable solution still save the stage, and every screen names one stage for the same solution. axe on every
 * step and dialog, and on every tab of the read-only view in each theme; screenshots at 1,440 and 1,024 px.
 */
import type { Page } from '@playwright/test';
import { apiGet, authHeaders, copyOfSolution, pageToken, storedSolution } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder, GUIDANCE } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import type { SolutionJson } from './support/solution-json.ts';
import { expect, test } from './support/test.ts';

const CLOSED = { id: '1007', name: 'Kestrel managed workplace renewal', tab: 'Close', stage: 'Close' };
const DELIVERED = { id: '1001', name: 'Northbridge Windows 11 and Intune', tab: 'Deliver', stage: 'Deliver' };

const TABS = { Information: 1, Scope: 2, Detail: 5, Review: 6, Close: 7, Deliver: 8 } as const;
type Tab = keyof typeof TABS;

/** The Resources menu's document items (the customer's and the internal versions) on the Review step. */
const DOCUMENT_ITEMS = [
  'Generate Solution Plan (SP051)',
  'Generate ROM',
  'Generate Proposal',
  'Generate Capability Contract',
  'Internal Solution Plan (SP051)',
  'Internal ROM',
  'Internal Proposal',
  'Internal Capability Contract',
  'Estimate Workbook',
];

/** What a save would change: the stored version, its stage, its visited steps and its time. */
async function storedStage(page: Page, id: string) {
  const s = await storedSolution(page, id);
  return { etag: s.etag, step: s.state.step, steps: s.state.steps, modifiedAt: s.modifiedAt };
}

/** Counts the solution saves the page sends from now on (POST /api/sales/solutions). */
function countSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/sales/solutions') saves++;
  });
  return () => saves;
}

/**
 * The document items the full user at `userIndex` generates on the solution at `solutionIndex`: every
 * FULL_USERS.length-th item, shifted by the solution, so that across the four users each item is generated exactly
 * once per solution (and each user gets a different share on each solution).
 */
function documentShare(userIndex: number, solutionIndex: number, users: number): string[] {
  return DOCUMENT_ITEMS.filter((_, k) => (k + solutionIndex) % users === userIndex);
}

/**
 * Generates the given document items of the Resources menu in turn, each job finished before the next (a job's toast
 * arriving while the menu is open closes it).
 */
async function generateDocuments(page: Page, items: readonly string[]) {
  expect(items.length, 'document items to generate').toBeGreaterThan(0);
  for (const item of items) {
    await page.getByRole('button', { name: 'Resources' }).click();
    const menuItem = page.getByRole('menu').getByRole('menuitem', { name: item, exact: true });
    await expect(menuItem).toBeEnabled();
    const started = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/sales/generate',
      { timeout: 20_000 },
    );
    await menuItem.click();
    const res = await started;
    expect(res.status(), `${item}: ${await res.text()}`).toBe(202);
    const job = ((await res.json()) as { traceId: string }).traceId;
    await expect
      .poll(async () => (await apiGet<{ status: string }>(page, `/api/jobs/${job}`)).status, {
        // A job takes a second or two: asked every quarter second, not every second after the first two.
        intervals: [100, 250],
        timeout: 60_000,
      })
      .toBe('succeeded');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
}

/** The one stage name a screen shows: the progress bar's current stage, or its last once every stage is done. */
async function barStage(builder: Builder): Promise<string> {
  await expect(builder.progress().getByRole('listitem').first()).toBeVisible();
  const current = builder.currentStage();
  if ((await current.count()) > 0) return (await current.locator('span').first().innerText()).trim();
  return (await builder.progress().getByRole('listitem').last().locator('span').first().innerText()).trim();
}

const FULL_USERS = [USERS.ADMIN, USERS.SALES_PERSON, USERS.SOLUTION_ARCHITECT, USERS.DEAL_TEAM];

/** Whether the full user at `userIndex` walks every step of the solution at `solutionIndex` (two users each). */
const walked = (userIndex: number, solutionIndex: number) => Math.floor(userIndex / 2) === solutionIndex;

// Across the four users each document item is generated exactly once on each solution (checked as the file loads).
for (const solutionIndex of [0, 1]) {
  const shared = FULL_USERS.flatMap((_user, u) => documentShare(u, solutionIndex, FULL_USERS.length));
  if (shared.sort().join('|') !== [...DOCUMENT_ITEMS].sort().join('|'))
    throw new Error(
      `Document items not shared out once each on solution ${solutionIndex}: ${shared.join(', ')}`,
    );
}

for (const [userIndex, user] of FULL_USERS.entries()) {
  const walks = [CLOSED, DELIVERED].filter((_, i) => walked(userIndex, i)).map((s) => s.id);
  test(`${user.name} looks at every step of ${walks.join(' and ')}, generates a share of the documents on closed 1007 and delivered 1001: nothing is saved`, async ({
    page,
  }) => {
    // Two solutions, six steps, their share of the nine documents each, on a shared machine.
    test.setTimeout(300_000);
    const portal = new Portal(page);
    const builder = new Builder(page);
    await portal.signIn(user);
    const saves = countSaves(page);

    for (const [solutionIndex, solution] of [CLOSED, DELIVERED].entries()) {
      await test.step(`${solution.id} at ${solution.tab}`, async () => {
        const before = await storedStage(page, solution.id);
        await page.goto(`/sales/solution/${solution.id}`);
        await expect(page.getByRole('heading', { level: 1, name: solution.name })).toBeVisible();
        // The loaded step is the stored stage's.
        await expect(builder.stepTab(solution.tab)).toHaveAttribute('aria-selected', 'true');
        // Each solution's every step is walked by two of the four users (users 0 and 1 walk 1007, 2 and 3 walk 1001);
        // on the other solution a user goes straight to Review for its share of the documents, then Back.
        const walks = walked(userIndex, solutionIndex);
        for (const [tab, step] of Object.entries(TABS) as [Tab, number][]) {
          if (step > before.step) {
            await expect(builder.stepTab(tab)).toBeDisabled();
            continue;
          }
          if (!walks && tab !== 'Review') continue;
          await builder.openStep(tab);
          await expect(builder.guidance()).toHaveText(GUIDANCE[step as keyof typeof GUIDANCE]);
          // Looking is not moving: the bar still names the stored stage.
          expect(await barStage(builder)).toBe(solution.stage);
          if (tab === 'Review')
            await generateDocuments(page, documentShare(userIndex, solutionIndex, FULL_USERS.length));
        }
        // Back from the stage's step only shows the step before it (the step had its axe check in the walk above).
        await builder.openStep(solution.tab, { axe: false });
        await builder.backButton().click();
        const previous = solution.tab === 'Close' ? 'Review' : 'Close';
        await expect(builder.stepTab(previous)).toHaveAttribute('aria-selected', 'true');
        expect(saves(), 'saves sent by looking').toBe(0);
        expect(await storedStage(page, solution.id)).toEqual(before);
      });
    }
  });
}

/** The read-only view's tabs (spec: Step content); a person named as an approver also has Approvals (ADR 0054). */
const READ_ONLY_TABS = [
  'Scope',
  'Metrics',
  'Timeline',
  'People',
  'Deliverables',
  'Work Products',
  'Solution',
  'Documents',
];

/** Counts the requests that would change a solution: any POST under /api/sales/solutions (a save, an approval…). */
function countWrites(page: Page): () => number {
  let writes = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/sales/solutions')) writes++;
  });
  return () => writes;
}

/**
 * Opens a solution the signed-in person may only read and walks every tab of its read-only view, each once its
 * content has arrived: no builder, no Resources, nothing sent that would change a solution, and the stored solution
 * (ETag, stage, visited steps, modifiedAt) is unchanged. With `axeEachTab`, axe on every tab; otherwise the journeys'
 * `test` runs it on the page the test ends on.
 */
async function walkReadOnlyView(
  page: Page,
  solution: { id: string; name: string; stage?: string },
  tabs: readonly string[],
  { axeEachTab }: { axeEachTab: boolean },
) {
  const builder = new Builder(page);
  const before = await storedStage(page, solution.id);
  const writes = countWrites(page);
  await page.goto(`/sales/solution/${solution.id}`);
  await expect(page.getByRole('heading', { level: 1, name: solution.name })).toBeVisible();
  await expect(builder.stepTabs()).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resources' })).toHaveCount(0);
  const list = builder.readOnlyTabList();
  expect(await builder.tabLabels(list)).toEqual(tabs);
  for (const label of tabs) {
    await list.getByRole('tab', { name: label, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: label });
    await expect(panel).toBeVisible();
    // Loaded (a view that asks the server shows a spinner first; People waits for the schedule): what it shows is
    // what axe judges.
    await expect(panel.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    if (axeEachTab) await expectAccessible(page, `${label} in the read-only view of ${solution.id}`);
  }
  if (solution.stage) expect(await barStage(builder)).toBe(solution.stage);
  expect(writes(), `requests that would change ${solution.id}`).toBe(0);
  expect(await storedStage(page, solution.id)).toEqual(before);
}

/**
 * Those who read solutions without saving them (ADR 0004) read every solution of the provider, each in the
 * read-only view: the reviewer 1007 and 1001, named as their approver (ADR 0054) so with their Approvals tab
 * (without controls after Review); the area and capability owners one each. axe on every tab of the reviewer's
 * first: the others are the same view in the same theme.
 */
const READ_USERS = [
  { user: USERS.REVIEWER, role: 'Solution Reviewer', solutions: [CLOSED, DELIVERED], named: true },
  { user: USERS.AREA_OWNER, role: 'Solution Area Owner', solutions: [CLOSED], named: false },
  { user: USERS.CAPABILITY_OWNER, role: 'Solution Capability Owner', solutions: [DELIVERED], named: false },
];

for (const { user, role, solutions, named } of READ_USERS) {
  const which = solutions.map((s) => `${s === CLOSED ? 'closed' : 'delivered'} ${s.id}`).join(' and ');
  test(`${user.name} (${role}) looks at every view of ${which}: nothing is saved`, async ({ page }) => {
    test.setTimeout(120_000);
    await new Portal(page).signIn(user);
    for (const [index, solution] of solutions.entries()) {
      await test.step(`${solution.id} at ${solution.stage}`, () =>
        walkReadOnlyView(page, solution, named ? [...READ_ONLY_TABS, 'Approvals'] : READ_ONLY_TABS, {
          axeEachTab: named && index === 0,
        }));
    }
  });
}

/** What only full users may set (the API refuses a change of them from anyone else): left out of a partner's copy. */
const FULL_ONLY_FIELDS = [
  'approvals',
  'approvers',
  'isExportedToDeliver',
  'aepUrl',
  'c365Url',
  'roles',
  'aepSolutionType',
];

/**
 * A copy of a seeded solution the page's submit-only user (a partner or a client) may read, made and submitted by
 * them as their Next and Submit save it (steps 2, 2.5, 3, then the submit at 5). Returns its id.
 */
async function submittedCopy(page: Page, sourceId: string, name: string): Promise<string> {
  const id = await copyOfSolution(page, sourceId, name, {
    change: (copy) => ({
      ...copy,
      fields: {
        ...Object.fromEntries(Object.entries(copy.fields).filter(([key]) => !FULL_ONLY_FIELDS.includes(key))),
        // The default, which the API reads as unset.
        aepSolutionType: 'Hero Offer',
      },
    }),
  });
  const headers = authHeaders(await pageToken(page));
  for (const step of [2.5, 3, 5]) {
    const stored = (await storedSolution(page, id)) as SolutionJson & { catalogueVersion: number };
    const res = await page.request.post('/api/sales/solutions', {
      headers: { ...headers, 'If-Match': stored.etag },
      data: {
        solutionId: id,
        salesClient: stored.salesClient,
        expectedStart: stored.expectedStart,
        salesCountry: stored.salesCountry,
        requirementDescription: stored.requirementDescription,
        catalogueVersion: stored.catalogueVersion,
        fields: stored.fields,
        state: { ...stored.state, step },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const submitted = await storedSolution(page, id);
  expect(submitted.state).toMatchObject({ step: 5, partnerSubmitted: true });
  return id;
}

/**
 * The partners' and the client's users read only their own solutions, and cannot edit one once submitted. The seed
 * holds one submitted solution, HP's 1009 (Martin Hughes's); each other partner role and the client first submit a
 * copy of their own seeded draft (1004 HP, 1005 Accenture, 1006 Harrowfield's). axe on every tab once per theme
 * (HP, Accenture, client): the other role of the same organisation sees the same view in the same colours.
 */
const SUBMIT_USERS = [
  { user: USERS.HP_SALES_PERSON, role: 'HP Sales Person', seeded: '1009', axeEachTab: true },
  { user: USERS.HP_SOLUTION_ARCHITECT, role: 'HP Solution Architect', copyOf: '1004', axeEachTab: false },
  { user: USERS.ACCENTURE_SALES_PERSON, role: 'Accenture Sales Person', copyOf: '1005', axeEachTab: true },
  {
    user: USERS.ACCENTURE_SOLUTION_ARCHITECT,
    role: 'Accenture Solution Architect',
    copyOf: '1005',
    axeEachTab: false,
  },
  { user: USERS.CLIENT, role: 'Client', copyOf: '1006', axeEachTab: true },
];

for (const { user, role, seeded, copyOf, axeEachTab } of SUBMIT_USERS) {
  test(`${user.name} (${role}) looks at every view of a submitted solution of their own: nothing is saved`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await new Portal(page).signIn(user);
    const name = copyOf ? `Submitted by ${user.name} ${Date.now()}` : undefined;
    const id = copyOf ? await submittedCopy(page, copyOf, name!) : seeded!;
    const stored = await storedSolution(page, id);
    expect(stored.state).toMatchObject({ step: 5, partnerSubmitted: true });
    await walkReadOnlyView(page, { id, name: name ?? stored.fields.name }, READ_ONLY_TABS, { axeEachTab });
  });
}

test('the Resources menu on the Review step of a closed solution, and Back from Close, at two widths', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.ADMIN, `/sales/solution/${CLOSED.id}`);
  await builder.openStep('Review');
  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menuitem', { name: 'Generate Solution Plan (SP051)' })).toBeVisible();
  await expectAccessible(page, 'the Resources menu on Review of a closed solution', '[role="menu"]');
  await shotsAtTwoWidths(page, 'stage-view-closed-review-resources');
  await page.keyboard.press('Escape');
  // On Review of a closed solution Next only shows Close again, and says so.
  await builder.nextButton().hover();
  await expect(page.getByRole('tooltip')).toHaveText('Go to Close');
  await builder.openStep('Close');
  await builder.backButton().click();
  await expect(builder.stepTab('Review')).toHaveAttribute('aria-selected', 'true');
  await shotsAtTwoWidths(page, 'stage-view-closed-back-to-review');
});

test('the owner moves the stage with Next and Back; one stage on every screen', async ({ page }) => {
  test.setTimeout(180_000);
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON);
  const name = `Stage and view ${Date.now()}`;
  // A copy of 1007 at Detail, the sales person's own (it passes the Deal Team check on its way to Close).
  const id = await copyOfSolution(page, CLOSED.id, name, {
    step: 5,
    change: (copy) => ({ ...copy, fields: { ...copy.fields, approvals: [] } }),
  });
  await page.goto(`/sales/solution/${id}`);
  await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
  const saves = countSaves(page);

  await test.step('away from the stage, tabs and Next only show steps', async () => {
    await builder.openStep('Scope');
    await builder.nextButton().hover();
    await expect(page.getByRole('tooltip')).toHaveText('Go to Detail');
    await builder.nextButton().click();
    await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
    expect(saves()).toBe(0);
    expect((await storedSolution(page, id)).state.step).toBe(5);
  });

  await test.step('Back and Next on the stage step save the stage', async () => {
    const back = await builder.saved(() => builder.backButton().click());
    expect(back.state.step).toBe(2);
    await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
    await builder.next();
    expect((await storedSolution(page, id)).state).toMatchObject({ step: 5, steps: [1, 2, 5] });
    await builder.submitForApproval();
    expect((await storedSolution(page, id)).state).toMatchObject({ step: 6, steps: [1, 2, 5, 6] });
  });

  await test.step('an approval at Review: the bar, the tabs and the guidance all say Review/Approve', async () => {
    await builder.subTab('Approvals').click();
    const row = builder.approvalsTable().getByRole('row').filter({ hasText: name });
    await builder.saved(() => row.getByRole('button', { name: `Approve ${name}` }).click());
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await builder.expectAllSaved();
    await expect(builder.currentStage()).toHaveText(/^Approve/);
    await expect(builder.stepTab('Close')).toBeDisabled();
    await expect(builder.guidance()).toHaveText(GUIDANCE[6]);
    await shotsAtTwoWidths(page, 'stage-view-approved-at-review');
  });

  await test.step('Next closes it; Back from Close then only shows Review', async () => {
    await builder.next();
    await expect(builder.stepTab('Close')).toHaveAttribute('aria-selected', 'true');
    await expect(builder.currentStage()).toHaveText(/^Close/);
    const closed = await storedStage(page, id);
    expect(closed.step).toBe(7);
    const before = saves();
    await builder.backButton().click();
    await expect(builder.stepTab('Review')).toHaveAttribute('aria-selected', 'true');
    await builder.openStep('Information');
    expect(saves()).toBe(before);
    expect(await storedStage(page, id)).toEqual(closed);
  });

  await test.step('one stage for each solution: the list, the progress bar, Search and the summary', async () => {
    const solutions = [
      [id, name, 'Close'],
      [CLOSED.id, CLOSED.name, CLOSED.stage],
      [DELIVERED.id, DELIVERED.name, DELIVERED.stage],
    ] as const;
    // The list once, for the three rows (it was loaded again for each).
    await page.goto('/sales/solution?view=all');
    const table = portal.solutionsTable();
    const headers = await portal.columnHeaders();
    expect(headers).toContain('Stage');
    for (const [solutionId, , stage] of solutions) {
      // By its link: an imported copy may carry the same name (export-job.spec.ts).
      const row = table
        .getByRole('row')
        .filter({ has: page.locator(`a[href="/sales/solution/${solutionId}"]`) });
      await expect(row.getByRole('cell').nth(headers.indexOf('Stage'))).toHaveText(stage);
    }
    for (const [solutionId, solutionName, stage] of solutions) {
      await page.goto(`/search?q=${encodeURIComponent(solutionName)}`);
      const hits = page.getByRole('region', { name: /^Solutions/ });
      await expect(hits.getByRole('listitem').filter({ hasText: ` · ${solutionId} · ` })).toContainText(
        ` · ${solutionId} · ${stage}`,
      );

      await page.goto(`/sales/solution/${solutionId}`);
      expect(await barStage(builder)).toBe(stage);
      // axe on these Close steps ran already for this sales person: the copy's after its Next above, 1007's and
      // 1001's in Sam Patel's walk of every step.
      await builder.openStep('Close', { axe: false });
      // The Close step's first page, the solution's summary.
      const summary = page.locator('dl[aria-label="Solution summary"]');
      await expect(builder.definition(summary, 'Stage')).toHaveText(stage);
    }
  });
});
