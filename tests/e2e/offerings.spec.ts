/**
 * Offerings (issue 21, ADR 0041): in demo mode an admin opens Admin > Offerings from the menu, adds an offering
 * (the empty form shows the field messages first), sees 'Saved!' and the change in the area's audit trail; the
 * engagement wizard then offers it in its area with its description as the tooltip. The admin removes it again
 * (other specs see the seeded offerings). axe on the page, the dialog and the wizard; screenshots at 1,440 and
 * 1,024 px.
 */
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 180_000 });

const NAME = 'Sustainability Review';
const DESCRIPTION = 'A two-week review of device energy use and a plan to reduce it.';

test('an admin adds an offering on Admin > Offerings and the engagement wizard offers it', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN);
  await portal.ensureMode(USERS.ADMIN.name, 'demo');

  await test.step('Admin > Offerings lists the seeded offerings with the audit trail', async () => {
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Offerings' }).click();
    await expect(page).toHaveURL(/\/sales\/admin\/offerings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offerings' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Offerings' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('Recent changes to the offerings')).toBeVisible();
    await expectAccessible(page, 'the offerings admin');
    await shotsAtTwoWidths(page, 'offerings-admin');
  });

  await test.step('Add: the rules first, then a save by keyboard shows Saved! and the audit entry', async () => {
    await page.getByRole('button', { name: 'Add offering' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add offering' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('is required')).toBeVisible();
    await expectAccessible(page, 'the add offering dialog with field messages');
    await dialog.getByRole('textbox', { name: /Name/ }).fill(NAME);
    await dialog.getByRole('combobox', { name: /Area/ }).click();
    await page.getByRole('option', { name: 'Manage & Evolve' }).click();
    await dialog.getByRole('textbox', { name: /Description/ }).fill(DESCRIPTION);
    await shotsAtTwoWidths(page, 'offerings-add-dialog');
    await dialog.getByRole('textbox', { name: /Name/ }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').getByText('Saved!')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('Manage & Evolve');
    await page.getByRole('button', { name: /Recent changes to the offerings/ }).click();
    await expect(page.getByText('[offering-sustainability-review]').first()).toBeVisible();
  });

  await test.step('the engagement wizard offers it in its area, its description as the tooltip', async () => {
    await page.goto('/sales/engagements/new');
    const area = page.getByRole('group', { name: 'Manage & Evolve' });
    await expect(area.getByRole('checkbox', { name: NAME })).toBeVisible();
    await area.getByRole('button', { name: `About ${NAME}` }).focus();
    await expect(page.getByRole('tooltip')).toHaveText(DESCRIPTION);
    await expectAccessible(page, 'the wizard with the added offering');
    await shotsAtTwoWidths(page, 'offerings-wizard');
  });

  await test.step('the admin removes it again', async () => {
    await page.goto('/sales/admin/offerings');
    await page.getByRole('button', { name: `Remove ${NAME}` }).click();
    await page
      .getByRole('alertdialog', { name: `Remove ${NAME}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
    // The confirmation has closed and Fluent has given the page back before the last axe check.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  });
});
