/**
 * Spec rows a person meets in passing, in one visit of a partner's sales person who has no solutions yet (issue 21):
 * the list's 'No solutions found!', the footer's brand, year and privacy statement, the presence report repeated
 * every 60 s, a non-numeric solution id opening a new solution, and New Client choosing the saved client.
 */
import type { Request } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { expect, test } from './support/test.ts';

/** Seeded with no solutions, and no other journey signs in as him. */
const ACCENTURE_SALES_PERSON = { email: 'sales.person@accenture.example', name: 'Tom Gallagher' };

test('a partner with no solutions: empty list, footer, presence every 60 s, a non-numeric id, New Client', async ({
  page,
}) => {
  // The page's timers run on a clock the test can move on; time still flows as usual until it does.
  await page.clock.install();
  const presenceReports: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/presence') presenceReports.push(r);
  });
  await new Portal(page).signIn(ACCENTURE_SALES_PERSON);
  await page.goto('/sales/solution');

  await test.step("an empty list says 'No solutions found!'", async () => {
    await expect(page.getByRole('status').filter({ hasText: 'No solutions found!' })).toBeVisible();
    await expectAccessible(page, 'the empty solutions list');
    await shotsAtTwoWidths(page, 'spec-rows-empty-list');
  });

  await test.step('the footer shows the Accenture brand, the year, the version and the privacy statement', async () => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025 Accenture');
    await expect(footer).toContainText('Version 3.7.31');
    const [statement] = await Promise.all([
      page.waitForEvent('popup'),
      footer.getByRole('link', { name: 'Privacy Statement' }).click(),
    ]);
    await expect(statement.getByRole('heading', { level: 1 })).toHaveText(
      'Solution Portal: Privacy Statement',
    );
    await statement.close();
  });

  await test.step('the presence report is sent once every 60 s', async () => {
    await expect.poll(() => presenceReports.length).toBeGreaterThan(0);
    const first = presenceReports.length;
    for (const minutes of [1, 2]) {
      await page.clock.fastForward('01:00');
      await expect.poll(() => presenceReports.length).toBe(first + minutes);
      await page.waitForTimeout(300);
      expect(presenceReports.length).toBe(first + minutes);
    }
  });

  await test.step('a non-numeric solution id opens a new solution', async () => {
    await page.goto('/sales/solution/not-a-number');
    await expect(
      page.getByText(
        'Choose a client, specify expected start date and provide opportunity name and description of requirements.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('');
  });

  await test.step('New Client saves the client and chooses it', async () => {
    const name = `Spec Rows Client ${Date.now()}`;
    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Client' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await expectAccessible(page, 'the New Client dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Opportunity Name' })).toHaveValue(`Draft for ${name}`);
  });
});

test('screens ask for their data at once, not after a delay (ADR 0058, item 4)', async ({ page }) => {
  await page.clock.install();
  await new Portal(page).signIn(USERS.SALES_PERSON);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toBeVisible();
  // From here no timer of the page fires: a screen that waited 100-500 ms before asking would never ask.
  await page.clock.pauseAt(Date.now() + 1_000);
  const asked = (path: RegExp) =>
    page.waitForRequest((r) => r.method() === 'GET' && path.test(new URL(r.url()).pathname), {
      timeout: 10_000,
    });

  await test.step('the solutions list', async () => {
    const list = asked(/^\/api\/sales\/solutions$/);
    await main.getByRole('link', { name: 'Solutions', exact: true }).click();
    await list;
    await expect(page.getByRole('table', { name: 'Solutions' })).toBeVisible();
  });

  await test.step('a solution, opened within the app', async () => {
    // An in-app navigation (the router's history), as a link in the list makes it: the list's first page may not
    // hold 1001 once other journeys have made solutions of their own, and its name repeats after an import.
    const solution = asked(/^\/api\/sales\/solutions\/1001$/);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/sales/solution/1001');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await solution;
  });
  // Time flows again for the accessibility check at the end.
  await page.clock.resume();
});
