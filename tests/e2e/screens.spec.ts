/**
 * The screens of issue 30 (ADR 0056), at 1,440 and 1,024 px: the shell fills the window exactly (a short page does
 * not scroll, its footer is in sight); the builder's header keeps its layout when the save state changes; the
 * Proposal Status dropdown stands level with Client Contacts; the tree beside the action editor shows whole names;
 * the header's menus are there as soon as the navigation is, and nothing in the header moves when they (or the
 * notification counts) arrive; an admin's solutions list opens on All; the rate card's Save is in sight without
 * scrolling and its levels are not typed onshore / offshore beside the onshore and offshore columns; the Timeline
 * and People views log no warning; a solution the person may not open reports no presence.
 */
import type { Page, Route } from '@playwright/test';
import { copyOfSolution, type CopyRequest } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { atWidth, WIDTHS } from './support/shots.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 120_000 });

type Box = { x: number; y: number; width: number; height: number };

/** A copy starts its own CPoR (the seeded one may have been carried on by another journey). */
const freshCpor = (copy: CopyRequest): CopyRequest => {
  const { cpor: _cpor, ...state } = copy.state as CopyRequest['state'] & { cpor?: unknown };
  return { ...copy, state: state as CopyRequest['state'] };
};

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

const footerInView = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return {
      scrollHeight: document.scrollingElement!.scrollHeight,
      innerHeight: window.innerHeight,
      footerBottom: footer.bottom,
    };
  });

test('a short page fills the window exactly: nothing scrolls and the footer is in sight', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  for (const path of ['/', '/sales/solution?view=created']) {
    if (path !== '/') await page.goto(path);
    await expect(page.locator('footer')).toBeVisible();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const m = await footerInView(page);
      expect(m.scrollHeight, `${path} at ${width} px`).toBeLessThanOrEqual(m.innerHeight);
      expect(m.footerBottom, `${path} at ${width} px`).toBeLessThanOrEqual(m.innerHeight);
      await page.screenshot({ path: `test-results/shots/screens-short-${width}.png` });
    }
  }
  // A page taller than the window grows, its footer after the content.
  await page.goto('/sales/admin/rate-card');
  await expect(page.getByRole('table', { name: 'Rates per hour by staffing level' })).toBeVisible();
  const tall = await footerInView(page);
  expect(tall.scrollHeight).toBeGreaterThan(tall.innerHeight);
  expect(tall.footerBottom).toBeGreaterThan(tall.innerHeight);
});

test("an admin's solutions list opens on All and shows the solutions", async ({ page }) => {
  await new Portal(page).signIn(USERS.ADMIN, '/sales/solution');
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveText('All');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect(page.getByText('No solutions found!')).toHaveCount(0);
  await expectAccessible(page, 'the solutions list on All');
});

test('an empty view offers the wider one, and the view chosen stays in the address', async ({ page }) => {
  // A reviewer creates no solutions (other journeys may have left the admin some): Created by me is empty.
  await new Portal(page).signIn(USERS.REVIEWER, '/sales/solution?view=created');
  await expect(page.getByText('No solutions found!')).toBeVisible();
  await page.getByRole('button', { name: 'Show all solutions' }).click();
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveText('All');
  await expect(page).toHaveURL(/view=all/);
  await expect(page.getByText('No solutions found!')).toHaveCount(0);
});

test('the save state never moves the builder header, and Proposal Status is level with Client Contacts', async ({
  page,
}) => {
  const builder = new Builder(page);
  await new Portal(page).signIn(USERS.SALES_PERSON, '/');
  // As long a name as the seeded Mercia solution's, which made Resources wrap at 1,024 px.
  const id = await copyOfSolution(page, '1003', `Mercia Cloud PC for hybrid working ${Date.now() % 1000}`, {
    change: freshCpor,
  });
  await atWidth(page, 1024);
  await page.goto(`/sales/solution/${id}`);
  await builder.openStep('Information');
  const heading = 'section[aria-labelledby="page-title"] > div:first-child';
  const resources = page.getByRole('button', { name: 'Resources' });
  await expect(resources).toBeVisible();
  const before = { heading: await boxOf(page, heading), resources: await resources.boundingBox() };

  // Saving…, then the time of the save: the same header throughout.
  const seen: { heading: Box; resources: Box | null }[] = [];
  await builder.saved(async () => {
    await builder.descriptionBox().fill(`Changed at ${Date.now()}`);
    await expect(builder.savingIndicator()).toBeVisible();
    seen.push({ heading: await boxOf(page, heading), resources: await resources.boundingBox() });
  });
  await expect(page.getByText(/^Saved \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText('Saved!')).toHaveCount(0);
  seen.push({ heading: await boxOf(page, heading), resources: await resources.boundingBox() });
  for (const after of seen) {
    expect(after.heading.height).toBe(before.heading.height);
    expect(after.resources).toEqual(before.resources);
  }
  await page.screenshot({ path: 'test-results/shots/screens-builder-header-1024.png' });

  // Proposal Status: its box starts where Client Contacts' does, at a dropdown's own height.
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const contacts = await page.getByRole('textbox', { name: 'Client Contacts' }).boundingBox();
    const status = await page.getByRole('combobox', { name: 'Proposal Status' }).boundingBox();
    expect(Math.abs(status!.y - contacts!.y), `at ${width} px`).toBeLessThanOrEqual(1);
    expect(status!.height, `at ${width} px`).toBeLessThanOrEqual(40);
    await page.screenshot({ path: `test-results/shots/screens-information-${width}.png`, fullPage: true });
  }
  await expectAccessible(page, 'the Information step');
});

test('the tree beside the action editor shows whole action names', async ({ page }) => {
  const builder = new Builder(page);
  await new Portal(page).signIn(USERS.SALES_PERSON, '/');
  const id = await copyOfSolution(page, '1003', `Screens tree ${Date.now()}`, { step: 5, change: freshCpor });
  await page.goto(`/sales/solution/${id}`);
  await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
  const tree = page.getByRole('treegrid', { name: 'Scope' });
  await expect(tree).toBeVisible();
  // Every row open.
  for (let round = 0; round < 4; round++) {
    const closed = tree.locator('[role="row"][aria-expanded="false"] [data-chevron]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  await builder.openItem(
    builder.actionRow(tree, 'Design Windows 365 provisioning'),
    'Design Windows 365 provisioning',
    'Action',
  );
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const cut = await tree
      .locator('[data-name]')
      .evaluateAll((names) =>
        names.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent),
      );
    expect(cut, `names cut short at ${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/shots/screens-action-editor-${width}.png` });
  }
  await expectAccessible(page, 'the action editor beside the tree');
});

/** Where the header's parts are in the first frame that shows the navigation, and once everything has arrived. */
async function headerAtFirstFrame(page: Page) {
  const handle = await page.waitForFunction(
    () => {
      const solutions = Array.from(document.querySelectorAll('nav[aria-label="Main"] a')).find(
        (a) => a.textContent?.trim() === 'Solutions',
      );
      if (!solutions) return null;
      const box = (el: Element | null | undefined) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      return {
        admin: box(
          Array.from(document.querySelectorAll('header button')).find((b) => b.textContent === 'Admin'),
        ),
        user: box(document.querySelector('header button[aria-label^="User menu for"]')),
        search: box(document.querySelector('header a[href="/search"]')),
      };
    },
    null,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await handle.jsonValue())!;
}

test('the header shows its menus with the navigation, and nothing in it moves when they arrive', async ({
  page,
}) => {
  // The notification counts arrive late, as on a slow connection (the menus are part of the shell's code).
  const late = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  };
  await page.route('**/api/notifications/counts', late);

  for (const user of [USERS.ADMIN, USERS.SOLUTION_ARCHITECT]) {
    const token = await page.request.post('/api/local-auth/token', { data: { email: user.email } });
    await page.goto('/privacy-statement.html');
    await page.evaluate(
      (session) => sessionStorage.setItem('portal.localToken', session),
      await token.text(),
    );
    await page.goto('/sales/solution');
    const first = await headerAtFirstFrame(page);
    expect(first.user, `${user.name}: the user menu with the navigation`).not.toBeNull();
    if (user === USERS.ADMIN) expect(first.admin, 'the Admin menu with the navigation').not.toBeNull();
    // Once the counts have come, everything is where it was.
    await expect(page.locator('header button[aria-haspopup="menu"]')).toHaveCount(
      user === USERS.ADMIN ? 2 : 1,
    );
    await page.waitForResponse('**/api/notifications/counts').catch(() => undefined);
    await page.waitForTimeout(300);
    const later = await headerAtFirstFrame(page);
    expect(later).toEqual(first);
    await page.getByRole('button', { name: new RegExp(`^User menu for ${user.name}`) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => sessionStorage.clear());
  }
});

test('the rate card: Save in sight without scrolling, no repeated onshore / offshore', async ({ page }) => {
  await new Portal(page).signIn(USERS.ADMIN, '/sales/admin/rate-card');
  const table = page.getByRole('table', { name: 'Rates per hour by staffing level' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Staffing level',
    'Onshore cost (£/h)',
    'Onshore price (£/h)',
    'Offshore cost (£/h)',
    'Offshore price (£/h)',
  ]);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await save.boundingBox();
    expect(box!.y + box!.height, `Save at ${width} px`).toBeLessThanOrEqual(900);
    await page.screenshot({ path: `test-results/shots/screens-rate-card-${width}.png` });
  }
  await expectAccessible(page, 'the rate card');
});

test('the Timeline and People views log no warning; a solution one may not open reports no presence', async ({
  page,
  browser,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const builder = new Builder(page);
  await new Portal(page).signIn(USERS.SALES_PERSON, '/sales/solution/1003');
  await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
  for (const view of ['Timeline', 'People']) {
    await builder.subTab(view).click();
    await expect(page.getByRole('slider', { name: 'Scale' })).toBeVisible();
  }
  expect(warnings).toEqual([]);

  // A partner on a provider solution: it cannot be shown, and the header reports no presence for it.
  const context = await browser.newContext();
  const partner = await context.newPage();
  const logged: string[] = [];
  partner.on('console', (m) => logged.push(m.text()));
  const refused: string[] = [];
  partner.on('response', (r) => {
    if (r.url().includes('/api/presence') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  await new Portal(partner).signIn(USERS.HP_SALES_PERSON, '/sales/solution/1002');
  await expect(partner.getByText('The solution cannot be shown')).toBeVisible();
  await partner.waitForTimeout(1_000);
  expect(refused).toEqual([]);
  expect(logged.filter((t) => t.includes('Presence report failed'))).toEqual([]);
  await context.close();
});
