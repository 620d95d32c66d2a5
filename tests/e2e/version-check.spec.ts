/**
 * The reload prompt (spec: the ping sends the app version every 60 s): when the server answers with another version
 * than the page's build, 'Portal requires a reload!' opens, on every page: a page without presence (Search) and a
 * presence page (an admin page). The server's real answer is passed through with only its version changed, as a
 * deployment of a new build would answer an old tab.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

async function serverRunsANewBuild(page: Page) {
  await page.route('**/api/presence', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, version: '99.0.0' } });
  });
}

const prompt = (page: Page) => page.getByRole('alertdialog').getByText('Portal requires a reload!');

test('a stale build is told to reload on a page without presence and on a presence page', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await serverRunsANewBuild(page);
  // Search has no presence strip: the tab's version ping asks all the same.
  await page.goto('/search');
  await expect(prompt(page)).toBeVisible();
  // The Search box focuses itself as the page mounts, often after the alert opened: the alert keeps the focus,
  // and so stays in the accessibility tree (it was hidden there, aria-hidden, while still on screen).
  await expect(page.getByPlaceholder('Name, client or solution number')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Reload' })).toBeFocused();
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectAccessible(page, 'the reload prompt');

  // A presence page (the solutions' pages and admin) checks the answer of its own report.
  await page.goto('/sales/solution/1001');
  await expect(prompt(page)).toBeVisible();
});
