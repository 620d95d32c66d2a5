/**
 * Issue 6, section 4: the portal by keyboard alone. Sign in, open the solutions list, start a new solution,
 * fill the Information step, move on, tick a capability and choose its size in the tree, open and close a
 * dialog and the user menu: Tab, Shift+Tab, Enter, Space, arrows and Escape only, with focus always visible.
 */
import type { Page } from '@playwright/test';
import { Builder } from './support/builder.ts';
import { USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

/** What has focus: its role, accessible-ish name and whether the focus is shown. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', role: '', visible: false };
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
    const visible = el.matches(':focus-visible') || !!el.closest('[data-fui-focus-visible]');
    return { name, role: el.getAttribute('role') ?? el.tagName.toLowerCase(), visible };
  });

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 60, role = '' } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (name.test(f.name) && (!role || f.role === role)) {
      expect(f.visible, `focus on "${f.name}" is visible`).toBe(true);
      return f;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

test('a sales person works by keyboard alone', async ({ page }) => {
  const builder = new Builder(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome/);
  await tabTo(page, /^Continue$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await tabTo(page, new RegExp(USERS.SALES_PERSON.email.replace(/\./g, '\\.')));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `User menu for ${USERS.SALES_PERSON.name}` })).toBeVisible();

  await test.step('the user menu opens with Enter and closes with Escape', async () => {
    await tabTo(page, /^User menu for/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  await test.step('the solutions list, then New Solution', async () => {
    await tabTo(page, /^Solutions$/, { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sales\/solution$/);
    await expect(page.getByRole('table', { name: 'Solutions' })).toBeVisible();
    await tabTo(page, /^New Solution$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sales\/solution\/new$/);
  });

  await test.step('the Information step by keyboard, then Next', async () => {
    await tabTo(page, /^Client/, { role: 'combobox' });
    await page.keyboard.type('Albion');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(builder.clientBox()).toHaveValue(/Albion/);
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sales\/solution\/\d+$/);
    await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('the tree: Down to a capability, Space ticks it, Right to its sizes, Space picks one', async () => {
    const tree = builder.scopeTree();
    // The 'Solution Created!' toast is focusable while shown (Fluent toasts are); it goes after 2 s. Tabbing
    // starts once it has gone, so the walk below is the same each run.
    await expect(page.locator('.fui-Toast')).toHaveCount(0, { timeout: 15_000 });
    // Tab past the header's size buttons into the tree's active row.
    for (let i = 0; i < 40 && (await focused(page)).role !== 'row'; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).role).toBe('row');
    expect(await tree.evaluate((t) => t.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 20 && !(await focused(page)).name.includes('Discovery & Assessment'); i++)
      await page.keyboard.press('ArrowDown');
    expect((await focused(page)).name).toContain('Discovery & Assessment');
    await page.keyboard.press(' ');
    await expect(builder.capabilityCheckbox('Discovery & Assessment')).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const radio = builder.sizeRadio('Discovery & Assessment', 'S');
    await expect(radio).toBeFocused();
    await page.keyboard.press(' ');
    await expect(radio).toBeChecked();
    await page.keyboard.press('Escape');
    await builder.expectAllSaved();
  });

  await test.step('a dialog opens with Enter and closes with Escape, focus back on its button', async () => {
    await tabTo(page, /^Change complexity$/, { back: true, max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Solution Complexity' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await focused(page)).name).toBe('Change complexity');
  });
});
