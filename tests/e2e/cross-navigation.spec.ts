/**
 * Cross-navigation (issue 18 §1, ADR 0028): every page reads its data through the one data module of its resource,
 * so the order a person visits pages in never matters. Before, the builder cached `{ id, name, regionId }` under
 * `/sales/countries` and the countries admin its stored countries under the same key: whichever page came first
 * filled the cache for the other (a crash one way, a missing region the other way). These journeys go through the
 * menus as a person clicks, so the SWR cache lives on from page to page. axe on every page once, in the first
 * journey; the second visits the admin pages in the other order for their data only.
 */
import type { Page } from '@playwright/test';
import { apiGet, authHeaders, storedSolution, tokenFor } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

// Every admin and demo page with axe on each, on a shared machine.
test.describe.configure({ timeout: 300_000 });

const me = USERS.ADMIN;
/** The route error page or the shell's alert (the documentation quotes the words too). */
const reloadAlert = (page: Page) =>
  page.locator('[role="alert"], [role="alertdialog"]').getByText('Portal requires a reload!');

/** The first data row of a table, by the table's name. */
const firstRow = (page: Page, table: string) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row').nth(1);

/** Demo mode's Admin menu (the domain's adminMenu), each with what its page shows once its data is in. */
const ADMIN_PAGES: {
  label: string;
  heading: string;
  content: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  { label: 'Settings', heading: 'Settings', content: (p) => p.getByRole('textbox', { name: 'Cycles' }) },
  {
    label: 'Countries',
    heading: 'Countries',
    content: (p) =>
      p
        .getByRole('table', { name: 'Countries' })
        .getByRole('row')
        .filter({ has: p.getByRole('button', { name: 'Germany', exact: true }) })
        .filter({ hasText: 'Germany, Austria & Switzerland (EME-DACH)' }),
  },
  { label: 'Clients', heading: 'Clients', content: (p) => firstRow(p, 'Clients') },
  {
    label: 'Notifications',
    heading: 'Notifications',
    content: (p) => p.getByRole('rowheader', { name: 'Global' }),
  },
  {
    label: 'Capabilities',
    heading: 'Capabilities',
    content: (p) => p.getByRole('main').getByText('Discovery & Assessment').first(),
  },
  { label: 'Capability Roles', heading: 'Capability Roles', content: (p) => firstRow(p, 'Capability roles') },
  { label: 'Deliverables', heading: 'Deliverables', content: (p) => firstRow(p, 'Deliverables') },
  { label: 'Work Products', heading: 'Work Products', content: (p) => firstRow(p, 'Work Products') },
  {
    label: 'Baseline Security Controls',
    heading: 'Baseline Security Controls',
    content: (p) => firstRow(p, 'Baseline security controls'),
  },
  { label: 'Templates', heading: 'Templates', content: (p) => firstRow(p, 'Templates') },
  { label: 'Users', heading: 'Users', content: (p) => firstRow(p, 'Users') },
  { label: 'Changelog', heading: 'Changelog', content: (p) => p.getByRole('heading', { level: 2 }).first() },
];

/**
 * The page has its heading and its content and no reload alert; axe on it unless `axe` is false (a page the first
 * journey has already checked, visited again in another order: what the order can break is the data, not the markup).
 */
async function expectPage(
  page: Page,
  heading: string,
  content?: ReturnType<Page['getByRole']>,
  { axe }: { axe: boolean } = { axe: true },
) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  if (content) await expect(content).toBeVisible();
  await expect(reloadAlert(page)).toHaveCount(0);
  if (axe) await expectAccessible(page, `${heading} (${page.url()})`);
}

async function throughAdminMenu(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

async function everyAdminPage(page: Page, options: { axe: boolean }) {
  for (const { label, heading, content } of ADMIN_PAGES) {
    await test.step(`Admin > ${label}`, async () => {
      await throughAdminMenu(page, label);
      await expectPage(page, heading, content(page), options);
    });
  }
}

/**
 * A solution of this journey's own, so that opening it (and its Information step) changes no seeded solution that
 * other journeys read at a given step.
 */
async function ownSolution(page: Page): Promise<string> {
  const name = `Cross navigation ${Date.now()}`;
  const created = await page.request.post('/api/sales/solutions', {
    headers: authHeaders(await tokenFor(page.request, me.email)),
    data: {
      salesClient: { id: 'client-northbridge-building-society', name: 'Northbridge Building Society' },
      expectedStart: '2027-05',
      salesCountry: { id: 'GB', name: 'United Kingdom' },
      requirementDescription: 'Devices for every branch.',
      fields: { organization: 'PROVIDER', name, complexity: 1, aepSolutionType: 'Solution Play' },
      state: { step: 1, steps: [1], items: [] },
    },
  });
  expect(created.status()).toBe(201);
  return name;
}

/** Opens the solution of this name from the list 'All' through the Solutions menu, as a person would. */
async function openASolution(page: Page, portal: Portal, builder: Builder, name: string): Promise<string> {
  await portal.mainNav().getByRole('link', { name: 'Solutions', exact: true }).click();
  await portal.chooseView('All');
  await portal.solutionsTable().getByRole('link', { name, exact: true }).first().click();
  await expect(builder.stepTabs()).toBeVisible();
  await expect(builder.leftPanel()).toBeVisible();
  await expect(reloadAlert(page)).toHaveCount(0);
  return builder.solutionId();
}

test('a solution first, then every admin page and every demo page through the menus', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(me);
  await portal.ensureMode(me.name, 'demo');

  const name = await ownSolution(page);
  await test.step('open a solution (and its Information step: clients, countries, regions)', async () => {
    await openASolution(page, portal, builder, name);
    await builder.stepTab('Information').click();
    await expect(page.getByRole('combobox', { name: 'Primary Country' })).toBeVisible();
    await expect(builder.clientBox()).toBeEnabled();
  });

  // axe on every admin page here, once: the next journey visits them again in another order without it.
  await everyAdminPage(page, { axe: true });

  await test.step('the admin landing and Capability Relevance from its card', async () => {
    await page
      .getByRole('link', { name: /Solution Portal/ })
      .first()
      .click();
    await expect(reloadAlert(page)).toHaveCount(0);
    // The admin landing is reached from the Admin menu's pages' breadcrumbs in the app; here through the address
    // bar's history (client-side, so the cache lives on).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/sales/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectPage(page, 'Admin');
    await page.getByRole('link', { name: /Capability Relevance/ }).click();
    await expectPage(page, 'Capability Relevance', page.getByRole('table').first().getByRole('row').nth(1));
  });

  await test.step('the demo pages of the header: Engagements, a new engagement, People', async () => {
    await portal.mainNav().getByRole('link', { name: 'Engagements', exact: true }).click();
    await expectPage(page, 'Engagements');
    await page.getByRole('button', { name: 'New Engagement' }).click();
    await expectPage(page, 'New Engagement');
    await portal.mainNav().getByRole('link', { name: 'People', exact: true }).click();
    await expectPage(
      page,
      'Find Contacts for My Region and Industry',
      page
        .getByRole('list', { name: 'Provider regions on the map' })
        .getByText('Germany, Austria & Switzerland (EME-DACH)'),
    );
  });

  await test.step('the sales helper', async () => {
    await page.evaluate(() => {
      window.history.pushState(null, '', '/sales/engagements/sliders');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectPage(page, 'Sales Helper', page.getByRole('tablist', { name: 'Sales helper steps' }));
  });

  await test.step('the user menu pages: Documentation and User Guide; and Search', async () => {
    await portal.openUserMenu(me.name);
    await page.getByRole('menuitem', { name: 'Documentation' }).click();
    await expectPage(page, 'Documentation');
    await portal.openUserMenu(me.name);
    await page.getByRole('menuitem', { name: 'User Guide' }).click();
    await expectPage(page, 'User Guide');
    await page.getByRole('link', { name: 'Search' }).click();
    await expectPage(page, 'Search');
  });

  await test.step('and back to a solution: it still opens', async () => {
    await openASolution(page, portal, builder, name);
  });
});

test('every admin page first, then a solution: its country gives the right region and its saves succeed', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(me);
  await portal.ensureMode(me.name, 'demo');
  // The same pages as the first journey's, which ran axe on each: here only their data and the order matter.
  await everyAdminPage(page, { axe: false });

  const id = await test.step('a new solution with a country, created from the Solutions list', async () => {
    await portal.mainNav().getByRole('link', { name: 'Solutions', exact: true }).click();
    await page.getByRole('button', { name: 'New Solution' }).click();
    await expect(page).toHaveURL(/\/sales\/solution\/new$/);
    // New Client is the shared client dialog (lib/clients, ADR 0017): UK thousands separators are understood.
    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Client' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Cross Navigation Ltd');
    await dialog.getByRole('textbox', { name: 'Number of users' }).fill('14,500');
    await expectAccessible(page, 'the builder’s New Client dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(builder.clientBox()).toHaveValue('Cross Navigation Ltd');
    await page.getByRole('combobox', { name: 'Primary Country' }).click();
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    // The country's provider region replaces the region picker.
    await expect(page.getByRole('combobox', { name: 'Geographic Region' })).toHaveCount(0);
    const created = await builder.saved(() => builder.nextButton().click());
    expect(created.fields.regionId).toBe('EME-DACH');
    expect(created.salesClient?.name).toBe('Cross Navigation Ltd');
    await expect(page).toHaveURL(/\/sales\/solution\/\d+$/);
    return builder.solutionId();
  });

  await test.step('a change on Information saves (200, no 409 or 428) and keeps the region', async () => {
    await builder.openStep('Information');
    const saved = await builder.saved(async () => {
      await builder.descriptionBox().fill('Cross-navigation check');
      await builder.descriptionBox().blur();
    });
    expect(saved.requirementDescription).toBe('Cross-navigation check');
    await builder.expectAllSaved();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const stored = await storedSolution(page, id);
    expect(stored.fields.regionId).toBe('EME-DACH');
    expect(stored.salesCountry?.name).toBe('Germany');
    expect(stored.requirementDescription).toBe('Cross-navigation check');
    const clients = await apiGet<{ name: string; fields: { users: number } }[]>(page, '/api/sales/clients');
    expect(clients.find((c) => c.name === 'Cross Navigation Ltd')?.fields.users).toBe(14500);
  });

  await test.step('the admin pages again after the solution', async () => {
    await throughAdminMenu(page, 'Countries');
    await expectPage(page, 'Countries', ADMIN_PAGES[1]!.content(page), { axe: false });
    await throughAdminMenu(page, 'Clients');
    await expectPage(page, 'Clients', firstRow(page, 'Clients'), { axe: false });
  });
});
