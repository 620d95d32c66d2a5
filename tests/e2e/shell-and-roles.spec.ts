/** Sign-in and the shell per role: menus, theme, the solutions list rows and columns. */
import { expect, test } from './support/test.ts';
import { Portal, USERS } from './support/portal.ts';

test('a visitor without a session is sent to the welcome page, with the spec text', async ({ page }) => {
  await page.goto('/sales/solution');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('This tool supplements the governed solutioning process.')).toBeVisible();
  await expect(
    page.getByText('The solution architect remains responsible for following the proper processes.'),
  ).toBeVisible();
});

test('a sales person signs in, sees Solutions only in production mode, the provider theme and every organisation', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signInThroughPages(USERS.SALES_PERSON);
  await expect(page.getByRole('heading', { name: `Welcome, ${USERS.SALES_PERSON.name}` })).toBeVisible();
  expect(await portal.navLabels()).toEqual(['Solutions']);
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  expect(await portal.theme()).toBe('default');
  await expect(page.getByText('Create a Solution')).toBeVisible();

  await portal.mainNav().getByRole('link', { name: 'Solutions' }).click();
  await expect(page).toHaveURL(/\/sales\/solution/);
  expect(await portal.columnHeaders()).toEqual([
    'Opportunity',
    'Client Name',
    'Region',
    'Owner',
    'Stage',
    'Links',
    'Updated',
  ]);
  // The four views, then the views of the sales person's notification counts (ADR 0023).
  expect(await portal.viewOptions()).toEqual([
    'Created by me',
    'Assigned to me',
    'My Region',
    'All',
    'Approvals waiting for me',
    'Assigned to me, open',
  ]);
  await portal.chooseView('All');
  await expect(page).toHaveURL(/view=all/);
  const rows = await portal.opportunities();
  expect(rows).toEqual(
    expect.arrayContaining([expect.stringMatching(/\(HP\)$/), expect.stringMatching(/\(Accenture\)$/)]),
  );
  // The updated time shows the exact time as a tooltip (HH:mm, DD-MM-YYYY).
  await portal.solutionsTable().locator('tbody tr').first().locator('td').last().locator('*').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^\d{2}:\d{2}, \d{2}-\d{2}-\d{4}$/);
});

test('an admin sees the production Admin menu', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN);
  // The production menu: an earlier journey (the rate card's, the settings') may have left the admin in demo mode.
  await portal.ensureMode(USERS.ADMIN.name, 'production');
  await page.getByRole('button', { name: 'Admin' }).click();
  const items = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  expect(items).toEqual([
    'Users',
    'Countries',
    'Notifications',
    'Capabilities',
    'Capability Roles',
    'Baseline Security Controls',
    'Templates',
    // Issue 19: the rate card the estimate prices with, in both modes.
    'Rate Card',
  ]);
});

test('an HP partner gets the HP theme and only HP solutions, with Country and without Links', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signInThroughPages(USERS.HP_SALES_PERSON);
  expect(await portal.theme()).toBe('hp');
  await page.goto('/sales/solution');
  expect(await portal.viewOptions()).toEqual(['Created by me', 'Assigned to me', 'Assigned to me, open']);
  expect(await portal.columnHeaders()).toEqual([
    'Opportunity',
    'Client Name',
    'Country',
    'Owner',
    'Stage',
    'Updated',
  ]);
  const rows = await portal.opportunities();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/\(HP\)$/);
  // My Region and All are not offered; asking for them in the URL falls back to Created by me.
  await page.goto('/sales/solution?view=all');
  for (const row of await portal.opportunities()) expect(row).toMatch(/\(HP\)$/);
});

test('a client gets the client theme and only their own solutions', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.CLIENT);
  expect(await portal.theme()).toBe('client');
  await page.goto('/sales/solution');
  const rows = await portal.opportunities();
  expect(rows).toEqual(['Harrowfield teaching software on any device']);
});

test('unknown paths go to the solutions list in production mode', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/sales\/solution$/);
  await page.goto('/sales/engagements');
  await expect(page).toHaveURL(/\/sales\/solution$/);
});

test('a window below 990x400 shows the too-small warning', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await page.setViewportSize({ width: 900, height: 380 });
  await expect(page.getByText('The browser window is too small')).toBeVisible();
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(page.getByText('The browser window is too small')).toHaveCount(0);
});
