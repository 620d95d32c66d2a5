/**
 * A solution reviewer (neither full nor partner) opens seeded solutions past step 5: the read-only tabbed view
 * (Scope, Metrics, Timeline, People, Deliverables, Work Products, Solution, Documents), without step tabs, Next, Resources,
 * Documents button or the left panel's edit actions, and nothing on it can be changed.
 */
import { expect, test } from './support/test.ts';
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

    expect(await builder.tabLabels(builder.readOnlyTabList())).toEqual(READ_ONLY_TABS);
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
  });
}
