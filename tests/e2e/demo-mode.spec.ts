/** Demo mode: the server allows it; the user switches, gets the demo menus and the role switcher, and back. */
import { expect, test } from './support/test.ts';
import { Portal, USERS } from './support/portal.ts';

test('switching to demo mode, acting as an HP sales person, and back to production', async ({ page }) => {
  const portal = new Portal(page);
  const me = USERS.DEAL_TEAM;
  await portal.signIn(me);
  expect(await portal.navLabels()).toEqual(['Solutions']);

  await portal.openUserMenu(me.name);
  await expect(page.getByText(me.email)).toBeVisible();
  await page.getByRole('menuitemcheckbox', { name: 'Production Mode' }).click();
  await page.waitForURL(/\/\?t=\d+$/);
  await expect(portal.userMenuButton(me.name)).toBeVisible();
  expect(await portal.navLabels()).toEqual(['Engagements', 'Solutions', 'People']);
  await expect(page.getByText('Create an Engagement')).toBeVisible();

  // The role switcher: the server decides, and the shell follows the role in effect.
  await portal.openUserMenu(me.name);
  await page.getByRole('menuitem', { name: 'Switch Role' }).click();
  await page.getByRole('menuitemradio', { name: 'HP Sales Person' }).click();
  await expect.poll(() => portal.theme()).toBe('hp');
  expect(await portal.navLabels()).toEqual(['Solutions', 'People']);
  await page.goto('/sales/solution');
  expect(await portal.viewOptions()).toEqual(['Created by me', 'Assigned to me', 'Assigned to me, open']);

  // Unknown paths go to / in demo mode.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);

  await portal.openUserMenu(me.name);
  await page.getByRole('menuitemcheckbox', { name: 'Production Mode' }).click();
  await page.waitForURL(/\/\?t=\d+$/);
  await expect.poll(() => portal.theme()).toBe('default');
  expect(await portal.navLabels()).toEqual(['Solutions']);
});
