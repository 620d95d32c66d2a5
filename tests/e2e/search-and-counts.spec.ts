/**
 * Search, notification counts and the changelog (issue 10, ADR 0023): a sales person finds a seeded solution by
 * part of its name from the header's Search link (by keyboard), opens it and comes Back to the same results; the
 * counts in the user menu lead to the list view showing exactly what they count; the changelog page lists the
 * dated releases (demo mode, and back to production at the end). axe on every page and the open menu;
 * screenshots at 1,440 and 1,024 px.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

const SHOTS = 'test-results/shots';

async function shots(page: Page, name: string) {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('a sales person searches a seeded solution by part of its name, opens it and comes back', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.ensureMode(USERS.SALES_PERSON.name, 'production');

  // At 1,024 px the header's Search link is an icon, named 'Search', with a tooltip for the eye.
  const searchLink = page.getByRole('banner').getByRole('link', { name: 'Search' });
  await page.setViewportSize({ width: 1024, height: 900 });
  await searchLink.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Search');
  await page.mouse.move(0, 600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.setViewportSize({ width: 1400, height: 900 });

  // The header's Search link, by keyboard.
  await searchLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Find solutions, clients and capabilities' });
  await expect(box).toBeFocused();

  // One character searches nothing; then part of the name, case as typed.
  await page.keyboard.type('c');
  await expect(page.getByText('Type at least 2 characters.')).toBeVisible();
  await page.keyboard.type('linical VIRT');
  await expect(page).toHaveURL(/\/search\?q=clinical\+VIRT$/);
  const solutions = page.getByRole('region', { name: /^Solutions/ });
  const result = solutions.getByRole('link', { name: 'Severn Valley clinical virtual desktops' });
  await expect(result).toBeVisible();
  // The stage as the list and the progress bar name it (ADR 0051).
  await expect(solutions).toContainText('Severn Valley NHS Trust · 1002 · Approve');
  await expect(page.getByRole('region', { name: /^Clients/ })).toContainText('None');
  await expectAccessible(page, 'the search results');
  await shots(page, 'search-results');

  await result.click();
  await expect(page).toHaveURL(/\/sales\/solution\/1002$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=clinical\+VIRT$/);
  await expect(box).toHaveValue('clinical VIRT');
  await expect(result).toBeVisible();

  // Clients and capabilities; a query that finds nothing says so.
  await box.fill('print');
  await expect(page.getByRole('region', { name: /^Capabilities/ })).toContainText('Print Services');
  await expect(page.getByRole('region', { name: /^Capabilities/ })).toContainText('Core');
  // What a capability does (issue 32): no capability is named after Conditional Access or Autopilot; the
  // capabilities that do them are found by their descriptions, and each result says where it matched.
  const capabilities = page.getByRole('region', { name: /^Capabilities/ });
  await box.fill('conditional access');
  await expect(capabilities).toContainText('Identity Foundation (Entra ID)');
  await expect(capabilities).toContainText('Description: …');
  await expect(capabilities).toContainText('and Conditional Access baselines.');
  await box.fill('autopilot');
  await expect(capabilities).toContainText('Windows Device Management');
  await expect(capabilities).toContainText('Description: Windows Autopilot provisioning and Windows…');
  await box.fill('zzqqxx');
  await expect(page.getByRole('status').filter({ hasText: 'No results for "zzqqxx"' })).toBeVisible();
  await shots(page, 'search-no-results');
});

test('the counts in the user menu lead to the list showing exactly those solutions', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.ensureMode(USERS.SALES_PERSON.name, 'production');
  await portal.openUserMenu(USERS.SALES_PERSON.name);
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Notifications')).toBeVisible();
  const assigned = menu.getByRole('menuitem', { name: /^Assigned to me, open/ });
  await expect(assigned).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Approvals waiting for me/ })).toBeVisible();
  const count = Number((await assigned.innerText()).replace(/\D+/g, ''));
  expect(count).toBeGreaterThanOrEqual(2);
  await shots(page, 'counts-menu');

  await assigned.click();
  await expect(page).toHaveURL(/\/sales\/solution\?view=assigned-open$/);
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveText(/Assigned to me, open/);
  await expect(portal.solutionsTable().locator('tbody tr')).toHaveCount(count);
  const opportunities = await portal.opportunities();
  expect(opportunities).toEqual(expect.arrayContaining(['Mercia Cloud PC for hybrid working']));
  // 1001 is at Deliver and 1007 at Close: assigned, but not open.
  expect(opportunities).not.toContain('Northbridge Windows 11 and Intune');
  await shots(page, 'counts-list');

  // A reviewer has 'In review' instead, with the seeded solution at the Review step.
  await portal.openUserMenu(USERS.SALES_PERSON.name);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await portal.signIn(USERS.REVIEWER);
  await portal.openUserMenu(USERS.REVIEWER.name);
  await page.getByRole('menuitem', { name: /^In review/ }).click();
  await expect(page).toHaveURL(/\/sales\/solution\?view=in-review$/);
  await expect(portal.solutionsTable()).toContainText('Severn Valley clinical virtual desktops');
});

test('the changelog lists the dated releases, newest first', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN);
  await portal.ensureMode(USERS.ADMIN.name, 'demo');
  try {
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/sales\/changelog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
    const releases = page.getByRole('list', { name: 'Releases, newest first' }).locator(':scope > li');
    expect(await releases.count()).toBeGreaterThanOrEqual(7);
    const dates = await releases.locator('time').allInnerTexts();
    for (const d of dates) expect(d).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const iso = dates.map((d) => d.split('-').reverse().join('-'));
    expect([...iso].sort().reverse()).toEqual(iso);
    await expect(releases.last().getByRole('heading', { level: 2 })).toHaveText('The platform 0.1.0');
    await expect(releases.last().locator('time')).toHaveText('21-11-2026');
    await expectAccessible(page, 'the changelog');
    await shots(page, 'changelog');
  } finally {
    await portal.ensureMode(USERS.ADMIN.name, 'production');
  }
});
