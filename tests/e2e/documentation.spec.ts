/**
 * The guides (issue 9): the Documentation page (text from the Introduction heading on, the generated version
 * table, the numbered, nested, collapsible table of contents that takes the reader to a heading, by mouse and by
 * keyboard; #anchor links) and the User Guide (its steps and lazily loaded pictures), both reached from the user
 * menu; axe on both pages and the dialog; screenshots at 1,440 and 1,024 px.
 */
import type { Locator, Page } from '@playwright/test';
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

const tocItem = (dialog: Locator, name: string) => dialog.getByRole('treeitem', { name, exact: true });

test('the documentation: version table, table of contents by mouse and keyboard, anchors', async ({
  page,
}) => {
  // axe reads a page of several thousand words more than once: slow on a busy machine.
  test.setTimeout(300_000);
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.openUserMenu(USERS.SALES_PERSON.name);
  await page.getByRole('menuitem', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/\/sales\/documentation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();

  // The spec's last-updated label and the version table generated from the list beside the text.
  await expect(page.getByText('Version 3.7.31 · Last updated 11/02/2025 15:12')).toBeVisible();
  const versions = page.getByRole('table', { name: 'Document versions' });
  await expect(versions.getByRole('columnheader')).toHaveText(['Version', 'Date', 'Author', 'Change']);
  await expect(versions.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('3.7.31');
  await expect(versions.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('11/02/2025 15:12');

  // The text from the Introduction heading on: the editors' notes before it are not shown.
  const content = page.locator('article');
  await expect(content.getByRole('heading', { level: 2 }).nth(1)).toHaveText('1 Introduction');
  await expect(page.getByText('Notes for editors')).toHaveCount(0);
  await expect(content.getByRole('heading', { level: 2, name: '2 Roles and permissions' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 6, name: /Worked example$/ })).toBeAttached();
  // Formatted text: tables, lists, links.
  await expect(content.getByRole('table').filter({ hasText: 'VC (very complex)' })).toContainText('600');
  await expect(content.getByRole('link', { name: 'User Guide' }).first()).toHaveAttribute(
    'href',
    '/sales/user-guide',
  );
  await expectAccessible(page, 'the documentation page');
  await shots(page, 'documentation');

  // ---- The table of contents, by mouse ----
  const tocButton = page.getByRole('button', { name: 'Table of Contents' });
  await tocButton.click();
  const dialog = page.getByRole('dialog', { name: 'Table of Contents' });
  await expect(dialog).toBeVisible();
  const tree = dialog.getByRole('tree', { name: 'Table of Contents' });
  // Numbered; the first level starts open, deeper levels closed.
  await expect(tocItem(tree, '1 Introduction')).toBeVisible();
  await expect(tocItem(tree, '4 The solution lifecycle')).toHaveAttribute('aria-expanded', 'true');
  await expect(tocItem(tree, '4.5 Step 5: Detail')).toBeVisible();
  await expect(tocItem(tree, '4.5.1 Scope in detail')).toBeHidden();
  await expectAccessible(page, 'the table of contents dialog', '[role="dialog"]');
  await shots(page, 'documentation-toc');

  // Collapse works: the chevron closes the branch and hides its entries.
  const lifecycle = tocItem(tree, '4 The solution lifecycle');
  await lifecycle.locator('.fui-TreeItemLayout__expandIcon').first().click();
  await expect(lifecycle).toHaveAttribute('aria-expanded', 'false');
  await expect(tocItem(tree, '4.5 Step 5: Detail')).toBeHidden();
  await lifecycle.locator('.fui-TreeItemLayout__expandIcon').first().click();
  await expect(tocItem(tree, '4.5 Step 5: Detail')).toBeVisible();

  // A nested entry: the dialog closes and the heading is in view, with the focus on it.
  await tocItem(tree, '2.1 Provider roles').click();
  await expect(dialog).toBeHidden();
  const providerRoles = content.getByRole('heading', { name: '2.1 Provider roles' });
  await expect(providerRoles).toBeInViewport();
  await expect(providerRoles).toBeFocused();
  await expect(page).toHaveURL(/#provider-roles$/);

  // ---- The table of contents, by keyboard, down to the fifth level ----
  await tocButton.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tocItem(tree, '4.5 Step 5: Detail').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tocItem(tree, '4.5.1 Scope in detail')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(tocItem(tree, '4.5.1 Scope in detail')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(tocItem(tree, '4.5.1.1 Actions and their effort')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const worked = tocItem(tree, '4.5.1.1.1 Worked example');
  await expect(worked).toBeFocused();
  await expect(worked).toHaveAttribute('aria-level', '5');
  // Left closes the parent branch again (from a child it first moves to the parent).
  await page.keyboard.press('ArrowLeft');
  await expect(tocItem(tree, '4.5.1.1 Actions and their effort')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(worked).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(worked).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const workedHeading = content.getByRole('heading', { name: '4.5.1.1.1 Worked example' });
  await expect(workedHeading).toBeInViewport();
  await expect(workedHeading).toBeFocused();
  await expect(page).toHaveURL(/#worked-example$/);

  // Escape closes the dialog without moving; the branches opened stay open.
  await tocButton.click();
  await expect(tocItem(tree, '4.5.1.1.1 Worked example')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A link to a section opens the page there.
  await page.goto('/sales/documentation#the-rom-estimate');
  const rom = page.getByRole('heading', { name: '4.4 The ROM estimate' });
  await expect(rom).toBeInViewport();
  await shots(page, 'documentation-section');
});

test('the user guide: its steps and its pictures, lazily loaded', async ({ page }) => {
  test.setTimeout(180_000);
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.openUserMenu(USERS.SALES_PERSON.name);
  await page.getByRole('menuitem', { name: 'User Guide' }).click();
  await expect(page).toHaveURL(/\/sales\/user-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
  const content = page.locator('article');
  for (const step of [
    'Step 1: Open the solutions list',
    'Step 2: Describe the opportunity',
    'Step 3: Choose the scope and sizes',
    'Step 4: Detail the solution',
    'Step 5: Review and approve',
    'Step 6: Close and deliver',
  ]) {
    await expect(content.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  await expect(page.getByText('Notes for editors')).toHaveCount(0);
  await expectAccessible(page, 'the user guide');
  await shots(page, 'user-guide');

  const images = content.getByRole('img');
  await expect(images).toHaveCount(13);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    expect((await image.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
      )
      .toBe(1280);
  }
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.getByRole('heading', { name: 'Step 4: Detail the solution' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/user-guide-step4-1024.png` });
  // Pictures never overflow the page at 1,024 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});
