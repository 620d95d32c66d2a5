/**
 * Reference admin pages (issue 9, docs/reference-admin.md): an admin adds a capability role through the 'Role'
 * dialog by keyboard (two-level AEP menu, level, governance), saves ('Saved!'), finds it after a reload and is
 * warned before leaving with unsaved changes; changes a setting; filters the baseline security controls; opens the
 * deliverables and work products lists and the admin landing's cards. axe on each page and dialog; screenshots at
 * 1,440 and 1,024 px.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';

// Four pages and their dialogs with axe on each: generous on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

const shots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/shots/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: `test-results/shots/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
};

async function toDemoMode(portal: Portal, name: string) {
  await portal.ensureMode(name, 'demo');
}

test('an admin adds a capability role through the dialog by keyboard, saves it and finds it after a reload', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/solution');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Capability Roles' }).click();
  await expect(page).toHaveURL(/\/sales\/admin\/capabilities\/roles$/);
  const table = page.getByRole('table', { name: 'Capability roles' });
  await expect(table.getByRole('row', { name: /Engagement Lead/ })).toBeVisible();
  for (const header of ['Role', 'Team', 'Location', 'AEP Role', 'AEP Level', 'Governance'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectAccessible(page, 'the capability roles page');
  await shots(page, 'capability-roles');

  // The dialog, by keyboard alone (the pointer parked in a corner, so hovering never opens another submenu).
  await page.mouse.move(1, 1);
  await page.getByRole('button', { name: 'Add Role' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Role' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'AEP project assigned role Select Role' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'AEP workforce level' })).toHaveText('Select Level');
  await expectAccessible(page, 'the Role dialog');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  const name = `Migration Engineer ${Date.now() % 100000}`;
  await page.keyboard.insertText(name);
  await page.keyboard.press('Tab'); // Team: Provider, Accenture, or any other team typed (spec: free text)
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('option', { name: 'Accenture' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('Northwind Partners');
  await expect(dialog.getByRole('combobox', { name: 'Team' })).toHaveValue('Northwind Partners');
  // A freeform combobox's Open button takes a Tab stop of its own (Fluent), then Location (typed freely, stored in
  // upper case).
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Open' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Location' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('offshore india');
  await page.keyboard.press('Tab'); // AEP role: community, then role
  await expect(dialog.getByRole('button', { name: /AEP project assigned role/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Infrastructure' })).toBeVisible();
  await expectAccessible(page, 'the AEP role menu');
  await page.getByRole('menuitem', { name: 'Infrastructure' }).focus();
  await page.keyboard.press('ArrowRight');
  const submenu = page.getByRole('menu', { name: 'Infrastructure', exact: true });
  await expect(submenu).toBeVisible();
  const firstRole = (await submenu.getByRole('menuitem').first().innerText()).trim();
  await expect(submenu.getByRole('menuitem').first()).toBeFocused();
  await page.screenshot({ path: 'test-results/shots/capability-role-menu-1400.png' });
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /AEP project assigned role/ })).toHaveText(
    `Infrastructure: ${firstRole}`,
  );
  await page.keyboard.press('Tab'); // Level
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Senior Consultant', exact: true })).toBeVisible();
  const levelBox = dialog.getByRole('combobox', { name: 'AEP workforce level' });
  const activeOption = () =>
    levelBox.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent,
    );
  for (let i = 0; i < 40 && (await activeOption()) !== 'Senior Consultant'; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'AEP workforce level' })).toHaveText('Senior Consultant');
  await page.keyboard.press('Tab'); // Governance
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Governance' })).toBeChecked();
  await shots(page, 'capability-role-dialog');
  await page.keyboard.press('Tab'); // OK: the primary button comes first, then Cancel, in every edit dialog
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Northwind Partners');
  await expect(row).toContainText('OFFSHORE_INDIA');
  await expect(row).toContainText(firstRole);
  await expect(row).toContainText('Senior Consultant');
  await expect(row).toContainText('Yes');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Templates' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'the unsaved changes dialog');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/capabilities\/roles$/);

  // A duplicate name is refused in the dialog.
  await page.getByRole('button', { name: 'Add Role' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText(/is already called/)).toBeVisible();
  await expectAccessible(page, 'the Role dialog with a field message');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(page.getByText('Saved!')).toBeHidden({ timeout: 4_000 });
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  await page.reload();
  const saved = table.getByRole('row', { name: new RegExp(name) });
  await expect(saved).toContainText(`${firstRole}Infrastructure`);
  await expect(saved).toContainText('Senior Consultant');

  // Editing replaces the role in the list; the audit trail shows the save.
  await saved.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await dialog.getByRole('checkbox', { name: 'Governance' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(saved).toContainText('No');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await page.getByRole('button', { name: 'Recent changes to capability roles' }).click();
  await expect(
    page.getByRole('table', { name: 'Recent changes to capability roles' }).getByRole('row').nth(1),
  ).toContainText('Alex Morgan');
});

test('a sales person is told capability roles are for admins', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/admin/capabilities/roles');
  await expect(page.getByText('Only admins can manage capability roles.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Capability roles' })).toHaveCount(0);
});

test('an admin filters the baseline security controls', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/admin/baseline-security-controls');
  const table = page.getByRole('table', { name: 'Baseline security controls' });
  await expect(page.getByText('100 controls', { exact: true })).toBeVisible();
  for (const header of ['Domain', 'Ref', 'Category', 'Title', 'Objective'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expectAccessible(page, 'the controls page');
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'Engagement (25)' }).click();
  await expect(page.getByText('25 of 100 controls')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  const firstTitle = (await table.locator('tbody tr').first().locator('td').nth(3).innerText()).trim();
  await page.getByRole('searchbox', { name: 'Filter' }).fill(firstTitle);
  await expect(table.locator('tbody tr').first()).toContainText(firstTitle);
  await expect(page.getByText(/^\d+ of 100 controls$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter' }).fill('no such control anywhere');
  await expect(page.getByText('No controls match the filter.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter' }).fill('');
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'All domains (100)' }).click();
  await expect(page.getByText('100 controls', { exact: true })).toBeVisible();
  await shots(page, 'security-controls');
});

test('in demo mode an admin uses the landing cards, changes a setting and opens the catalogue lists', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/solution');
  await toDemoMode(portal, USERS.ADMIN.name);

  await page.goto('/sales/admin');
  const cards = page.getByRole('navigation', { name: 'Admin pages' });
  await expect(cards.getByRole('link').first()).toBeVisible();
  const labels = (await cards.getByRole('link').allInnerTexts()).map((t) => t.trim());
  expect(labels).toEqual([
    'Settings',
    'Countries',
    'Clients',
    'Notifications',
    'Capabilities',
    'Capability Roles',
    'Deliverables',
    'Work Products',
    // Reached from the landing only (issue 10, docs/relevance-admin.md).
    'Capability Relevance',
    'Baseline Security Controls',
    'Templates',
    'Rate Card',
    'Offerings',
    'Users',
    'Changelog',
  ]);
  await expectAccessible(page, 'the admin landing');
  await shots(page, 'admin-landing');

  // Settings: empty becomes 0, a wrong value is a field message, Save then 'Saved!'.
  await cards.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/sales\/admin\/settings$/);
  const cycles = page.getByRole('textbox', { name: 'Cycles' });
  await expect(cycles).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Review (days)' })).toHaveValue('5');
  await expectAccessible(page, 'the settings page');
  await cycles.fill('12');
  await expect(page.getByText('Enter a whole number of review cycles from 0 to 10.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectAccessible(page, 'the settings page with a field message');
  await cycles.fill('3');
  await page.getByRole('textbox', { name: 'Approve (days)' }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await shots(page, 'settings');
  await page.reload();
  await expect(cycles).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'Approve (days)' })).toHaveValue('0');
  await page.getByRole('textbox', { name: 'Approve (days)' }).fill('2');
  await cycles.fill('1');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved!')).toBeVisible();

  // Bank holidays (issue 29, ADR 0050): the region as radios and the next two years' dates; at 1,024 px nothing
  // overflows; choosing Scotland lists Scotland's before it is saved; England and Wales is put back.
  await page.setViewportSize({ width: 1024, height: 800 });
  const region = page.getByRole('radiogroup', { name: 'Bank holidays of' });
  await expect(region.getByRole('radio', { name: 'England and Wales' })).toBeChecked();
  const used = page.getByText(/^Bank holidays used in plans: /);
  await expect(used).toContainText('25 December');
  const english = await used.innerText();
  await region.getByRole('radio', { name: 'Scotland' }).check();
  await expect(used).toContainText('Plans use them once you save.');
  expect(await used.innerText()).not.toBe(english);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'the settings page, bank holidays at 1,024 px');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(used).not.toContainText('once you save');
  await region.getByRole('radio', { name: 'England and Wales' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(used).toHaveText(english);
  await page.setViewportSize({ width: 1400, height: 900 });

  // Deliverables and work products: read-only, filterable, no Save Changes button.
  await page.goto('/sales/admin');
  await cards.getByRole('link', { name: 'Deliverables' }).click();
  const deliverables = page.getByRole('table', { name: 'Deliverables' });
  for (const header of ['Action', 'Name', 'Description', 'Format', 'Download'])
    await expect(deliverables.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(deliverables.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  const total = await deliverables.locator('tbody tr').count();
  expect(total).toBeGreaterThan(10);
  await expect(page.getByText(`${total} deliverables`, { exact: true })).toBeVisible();
  await expectAccessible(page, 'the deliverables list');
  await shots(page, 'deliverables');
  const firstName = (await deliverables.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
  await page.getByRole('searchbox', { name: 'Filter' }).fill(firstName);
  await expect(page.getByText(new RegExp(`^\\d+ of ${total} deliverables$`))).toBeVisible();

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Work Products' }).click();
  const workProducts = page.getByRole('table', { name: 'Work Products' });
  await expect(workProducts.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, 'the work products list');
  await shots(page, 'work-products');
  // Later journeys expect the admin in production mode (the mode is kept per user on the server).
  await portal.ensureMode(USERS.ADMIN.name, 'production');
});
