/**
 * The capability relevance admin table (issue 10), /sales/admin/engagements in demo mode. An admin opens it from the
 * admin landing, edits two scores by keyboard ('abc' and '150' stay as typed with the field message and Save refuses,
 * issue 30; emptying gives 0), saves,
 * sees 'Saved!', reloads and finds them; the 29 rows fit and scroll at 1,024 px. A sales person is told the page is
 * for admins. Both users are put back in production mode at the end, and the seeded scores are restored.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 150_000 });

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/shots/${name}-1440.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `test-results/shots/${name}-1024.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

const CAPABILITY = 'Discovery & Assessment';
const EX = `Employee Experience (EX) score of ${CAPABILITY}`;
const CS = `Cyber Security (CS) score of ${CAPABILITY}`;

test('an admin edits two scores by keyboard, saves, and finds them after a reload', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN);
  await portal.ensureMode(USERS.ADMIN.name, 'demo');
  await page.goto('/sales/admin');
  await page.getByRole('link', { name: 'Capability Relevance' }).click();
  await expect(page).toHaveURL(/\/sales\/admin\/engagements$/);
  await expect(page.getByRole('heading', { name: 'Capability Relevance', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Capability relevance' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Area',
    'Name',
    'Description',
    'EX',
    'CS',
    'ROI',
    'TCO',
    'OE',
  ]);
  await expect(table.getByRole('row')).toHaveCount(30);
  const row = table.getByRole('row').filter({ hasText: CAPABILITY });
  await expect(row.getByRole('cell')).toHaveText([
    'Core',
    CAPABILITY,
    /^Baseline/,
    '70',
    '45',
    '60',
    '65',
    '75',
  ]);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page, 'the capability relevance table');
  await shots(page, 'relevance');

  // At 1,024 px the table fits the width and scrolls inside its region.
  await page.setViewportSize({ width: 1024, height: 768 });
  const region = page.getByRole('region', { name: 'Capability relevance scores' });
  const size = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
  expect(size.scrollHeight).toBeGreaterThan(size.clientHeight);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Edit turns the scores into inputs; the keyboard moves from EX to CS with Tab.
  await page.getByRole('button', { name: 'Edit' }).click();
  const ex = page.getByRole('textbox', { name: EX });
  const cs = page.getByRole('textbox', { name: CS });
  const save = page.getByRole('button', { name: 'Save' });
  const message = page.getByText('Enter a whole number from 0 to 100.', { exact: true });
  await ex.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('abc');
  await expect(ex).toHaveValue('abc');
  await expect(message).toBeVisible();
  await expect(save).toBeDisabled();
  // Typed key by key, 150 stays 150 (it used to leave 15 without a word) and says what to enter.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('150');
  await expect(ex).toHaveValue('150');
  await expect(ex).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('29 capabilities · 1 score to correct before saving')).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page, 'a score to correct');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('42');
  await expect(ex).toHaveValue('42');
  await expect(message).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(cs).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expect(cs).toHaveValue('');
  await expect(page.getByText('29 capabilities · 1 changed, not saved')).toBeVisible();
  await expectAccessible(page, 'the table while editing');
  await shots(page, 'relevance-editing');

  await expect(save).toBeEnabled();
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: EX })).toHaveCount(0);
  await expect(page.getByText('Saved!')).toBeHidden({ timeout: 4_000 });
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(row.getByRole('cell')).toHaveText([
    'Core',
    CAPABILITY,
    /^Baseline/,
    '42',
    '0',
    '60',
    '65',
    '75',
  ]);
  // The audit trail names the capability whose scores changed.
  await page.getByRole('button', { name: 'Recent changes to the capability catalogue' }).click();
  await expect(
    page.getByRole('table', { name: 'Recent changes to the capability catalogue' }).getByRole('row').nth(1),
  ).toContainText(`relevance scores changed: '${CAPABILITY}'`);
  await expectAccessible(page, 'the audit trail of the relevance table');

  // The area filter narrows the rows.
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: /^Security \(/ }).click();
  await expect(page.getByText(/^7 of 29 capabilities/)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: CAPABILITY })).toHaveCount(0);
  await expectAccessible(page, 'the table filtered by area');
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: /^All areas/ }).click();

  // Put the seeded scores back for later journeys.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: EX }).fill('70');
  await page.getByRole('textbox', { name: CS }).fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([
    'Core',
    CAPABILITY,
    /^Baseline/,
    '70',
    '45',
    '60',
    '65',
    '75',
  ]);
  await portal.ensureMode(USERS.ADMIN.name, 'production');
});

test('a sales person is told the relevance table is for admins', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.ensureMode(USERS.SALES_PERSON.name, 'demo');
  await page.goto('/sales/admin/engagements');
  await expect(page.getByRole('heading', { name: 'Capability Relevance', level: 1 })).toBeVisible();
  await expect(
    page.getByText('This page is for admins: only admins can change the capability relevance scores.'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Capability relevance' })).toHaveCount(0);
  await expectAccessible(page, 'the relevance page for a sales person');
  await portal.ensureMode(USERS.SALES_PERSON.name, 'production');
});
