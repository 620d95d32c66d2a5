/**
 * A solution reviewer (neither full nor partner) opens seeded solutions past step 5: the read-only tabbed view
 * (Scope, Metrics, Timeline, People, Deliverables, Work Products, Solution, Documents), without step tabs, Next, Resources,
 * Documents button or the left panel's edit actions, and nothing on it can be changed. Named as a solution's
 * approver (ADR 0054), they also get the Approvals tab and approve there at Review, and that is all they change.
 */
import { expect, test } from './support/test.ts';
import { apiGet, authHeaders, copyOfSolution, pageToken, storedSolution } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

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

const SOLUTIONS = [
  {
    id: '1002',
    step: 6,
    name: 'Severn Valley clinical virtual desktops',
    capability: 'Identity Foundation (Entra ID)',
    deliverable: 'Identity design',
    background: 'Clinicians lose several minutes per shift signing in to shared devices.',
    stage: 'Approve',
    named: false,
    // Azure Virtual Desktop L (C: 400 h) + Identity Foundation M (250 h), complexity 1.5: 975 h; 975 / 40 = 24.375.
    rom: '975 h (24.4 weeks)',
  },
  {
    id: '1001',
    step: 8,
    name: 'Northbridge Windows 11 and Intune',
    capability: 'Windows 11 Migration',
    deliverable: 'Windows 11 build book',
    background: 'The society runs Windows 10 on ageing branch devices managed by Configuration Manager.',
    stage: 'Deliver',
    // The reviewer approved it and was named as its approver: the Approvals tab shows it, without controls.
    named: true,
    // Windows 11 Migration L (C: 400 h) + Device Management L (C: 400 h), its sub-capabilities included in its size
    // (issue 29: a size counts once for its subtree), complexity 1: 800 h; 800 / 40 = 20 weeks.
    rom: '800 h (20 weeks)',
  },
] as const;

for (const s of SOLUTIONS) {
  test(`a solution reviewer sees solution ${s.id} (step ${s.step}) in the read-only tabbed view`, async ({
    page,
  }) => {
    const portal = new Portal(page);
    const builder = new Builder(page);
    await portal.signIn(USERS.REVIEWER);
    await page.goto('/sales/solution?view=all');
    await portal.solutionsTable().getByRole('link', { name: s.name }).click();
    await expect(page).toHaveURL(new RegExp(`/sales/solution/${s.id}$`));
    await expect(builder.title()).toHaveText(s.name);
    // The browser's title names the solution, as its heading does (WCAG 2.4.2).
    await expect(page).toHaveTitle(`${s.name} – Solution Portal`);

    expect(await builder.tabLabels(builder.readOnlyTabList())).toEqual(
      s.named ? [...READ_ONLY_TABS, 'Approvals'] : READ_ONLY_TABS,
    );
    await expect(builder.readOnlyTabList().getByRole('tab', { name: 'Scope' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // No builder: no step tabs, guidance, Back / Next; no full-user tools.
    await expect(builder.stepTabs()).toHaveCount(0);
    await expect(builder.guidance()).toHaveCount(0);
    await expect(builder.nextButton()).toHaveCount(0);
    await expect(builder.backButton()).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resources' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Documents' })).toHaveCount(0);
    await expect(builder.leftPanel()).toBeVisible();
    for (const action of ['Change complexity', 'Change AEP solution type', 'Set Link', 'Manage Roles']) {
      await expect(builder.leftPanel().getByRole('button', { name: action })).toHaveCount(0);
    }
    // A reviewer is not of the lead provider's full level but is a provider user: the progress bar is shown.
    await expect(builder.progress()).toBeVisible();

    // Scope: the selected capabilities; their actions cannot be put in or out of scope.
    const tree = builder.scopeTree();
    const row = builder.treeRow(tree, s.capability);
    await expect(row).toBeVisible();
    await expect(row.getByRole('gridcell').nth(2)).toHaveText(/^In Scope - \d+$/);
    await builder.openItem(row, s.capability, 'Capability');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const capKey = await row.getAttribute('data-key');
    await builder.expandRow(tree, capKey ?? '');
    await builder.expandRow(tree, (capKey ?? '').replace(/^c:/, 's:'));
    const actionBoxes = tree.getByRole('checkbox', { name: /^In scope: / });
    await expect(actionBoxes.first()).toBeVisible();
    for (const box of await actionBoxes.all()) await expect(box).toBeDisabled();

    await builder.readOnlyTabList().getByRole('tab', { name: 'Metrics' }).click();
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await builder.readOnlyTabList().getByRole('tab', { name: 'Deliverables' }).click();
    await expect(
      page.getByRole('table', { name: 'Deliverables' }).getByRole('row').filter({ hasText: s.deliverable }),
    ).toBeVisible();

    await builder.readOnlyTabList().getByRole('tab', { name: 'Work Products' }).click();
    await expect(page.getByRole('table', { name: 'Work Products' })).toBeVisible();

    await builder.readOnlyTabList().getByRole('tab', { name: 'Solution' }).click();
    await expect(page.getByText(s.background)).toBeVisible();
    const summary = page.getByRole('tabpanel', { name: 'Solution' });
    await expect(builder.definition(summary, 'ROM estimate (from capability sizes)')).toHaveText(s.rom);
    await expect(builder.definition(summary, 'Detailed effort (from in-scope actions)')).toContainText(
      'The ROM comes from the size of each selected capability',
    );
    await expect(builder.definition(summary, 'Stage')).toHaveText(s.stage);
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await builder.readOnlyTabList().getByRole('tab', { name: 'Documents' }).click();
    // The seeded solutions have no documents (spec: 'No Documents').
    await expect(page.getByRole('tabpanel', { name: 'Documents' })).toHaveText('No Documents');

    if (s.named) {
      await builder.readOnlyTabList().getByRole('tab', { name: 'Approvals' }).click();
      const approvals = page.getByRole('tabpanel', { name: 'Approvals' });
      await expect(approvals.getByText('Approved', { exact: true })).toBeVisible();
      await expect(approvals.getByRole('button')).toHaveCount(0);
    }
  });
}

test('a reviewer named as an approver approves at Review from the read-only view; nothing else is saved', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  const name = `Severn Valley – approved by the reviewer ${Date.now()}`;
  await portal.signIn(USERS.SALES_PERSON);
  // The sales person's copy of 1002 naming the reviewer as its approver, handed to the approvers (Review).
  const users = await apiGet<{ id: string; email: string; name: string }[]>(page, '/api/users');
  const reviewer = users.find((u) => u.email === USERS.REVIEWER.email)!;
  const id = await copyOfSolution(page, '1002', name, {
    step: 5,
    change: (request) => ({
      ...request,
      fields: { ...request.fields, approvers: [reviewer] },
      state: { ...request.state, cpor: undefined },
    }),
  });
  const detail = await storedSolution(page, id);
  const moved = await page.request.post('/api/sales/solutions', {
    headers: { ...authHeaders(await pageToken(page)), 'If-Match': detail.etag },
    data: {
      solutionId: id,
      salesClient: detail.salesClient,
      expectedStart: detail.expectedStart,
      salesCountry: detail.salesCountry,
      requirementDescription: detail.requirementDescription,
      catalogueVersion: (detail as unknown as { catalogueVersion: number }).catalogueVersion,
      fields: detail.fields,
      state: { ...detail.state, step: 6 },
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await test.step('the reviewer opens it, approves in the Approvals tab, and only the approval is stored', async () => {
    await portal.signIn(USERS.REVIEWER, `/sales/solution/${id}`);
    await expect(builder.title()).toHaveText(name);
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/sales/solutions') saves++;
    });
    expect(await builder.tabLabels(builder.readOnlyTabList())).toEqual([...READ_ONLY_TABS, 'Approvals']);
    await builder.readOnlyTabList().getByRole('tab', { name: 'Approvals' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Approvals' });
    await expect(panel.getByRole('group', { name: 'Named approvers' })).toContainText(USERS.REVIEWER.name);
    await expectAccessible(page, 'the Approvals tab of a named approver');
    const row = panel.getByRole('table', { name: 'Approvals' }).getByRole('row').nth(1);
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/sales/solutions/${id}/approvals/solution`) && r.request().method() === 'POST',
    );
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    expect((await answered).status()).toBe(200);
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row.getByText(USERS.REVIEWER.name)).toBeVisible();
    await expect(row.getByRole('button', { name: `Cancel approval of ${name}` })).toBeVisible();
    const stored = await storedSolution(page, id);
    expect(stored.fields.approvals?.map((a) => a.name)).toEqual([USERS.REVIEWER.name]);
    expect(stored.fields.name).toBe(name);
    expect(stored.state.step).toBe(6);
    expect(saves, 'saves of the solution sent by the reviewer').toBe(0);
  });
});
