/**
 * Capabilities admin (issue 9, ADR 0020): an admin duplicates, renames, moves, hides and deletes items, manages
 * owners by keyboard and saves ('Saved!'); after a reload the changes are there and the page shows the new
 * catalogue version. An area owner sees only what they own as editable. The journey edits copies it makes, and
 * puts the seeded tree back at the end, so later journeys see the catalogue they expect.
 */
import type { Page } from '@playwright/test';
import { authHeaders, tokenFor } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { expect, test } from './support/test.ts';

// Long journeys on a shared machine: each step is quick, but there are many of them.
test.describe.configure({ timeout: 240_000 });

const AREA_OWNER = { email: 'area.owner@provider.example', name: 'Richard Ellis' };

const row = (page: Page, name: string) =>
  page
    .getByRole('treegrid', { name: 'Capabilities' })
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

/** The last row of that name (a copy inside an expanded copy comes after the original's rows). */
async function rowMenu(page: Page, name: string, item: string) {
  await page
    .getByRole('button', { name: `Edit options for ${name}`, exact: true })
    .last()
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function openCapabilities(page: Page) {
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Capabilities', exact: true }).click();
  await expect(page).toHaveURL(/\/sales\/admin\/capabilities$/);
  await expect(page.getByRole('heading', { name: 'Capabilities', exact: true })).toBeVisible();
}

test.afterAll(async ({ request }) => {
  const headers = authHeaders(await tokenFor(request, USERS.ADMIN.email));
  const seeded = await (await request.get('/api/sales/configuration?version=1', { headers })).json();
  const current = await request.get('/api/sales/configuration', { headers });
  const res = await request.post('/api/sales/configuration', {
    headers: { ...headers, 'If-Match': current.headers()['etag'] ?? '' },
    data: { capabilities: seeded.capabilities },
  });
  expect([200, 201]).toContain(res.status());
});

test('an admin duplicates, renames, moves, hides and deletes capabilities and saves a new version', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/solution');
  await openCapabilities(page);
  await expect(page.getByText('Catalogue version 1.', { exact: false })).toBeVisible();
  await expect(row(page, 'Print Services')).toBeVisible();
  await expectAccessible(page, 'the capabilities admin');
  await page.screenshot({ path: 'test-results/shots/admin-capabilities-1440.png', fullPage: false });

  // Duplicate: the copy comes right after the original, named ' (COPY)'.
  await rowMenu(page, 'Print Services', 'Duplicate');
  await expect(row(page, 'Print Services (COPY)')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Rename the copy.
  await rowMenu(page, 'Print Services (COPY)', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit capability' });
  await expect(edit).toBeVisible();
  await expectAccessible(page, 'the Edit capability dialog');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Print Services Plus');
  await edit.getByRole('button', { name: 'OK' }).click();
  await expect(row(page, 'Print Services Plus')).toBeVisible();

  // Duplicate the renamed copy and move that copy into it (Select item picker).
  await rowMenu(page, 'Print Services Plus', 'Duplicate');
  await rowMenu(page, 'Print Services Plus (COPY)', 'Move');
  const picker = page.getByRole('dialog', { name: 'Select item' });
  await picker.getByRole('combobox', { name: 'Capability' }).click();
  await page.keyboard.type('Print Services Plus');
  await page.getByRole('option', { name: 'Print Services Plus', exact: true }).click();
  await expectAccessible(page, 'the Select item dialog');
  await picker.getByRole('button', { name: 'Move' }).click();
  await expect(row(page, 'Print Services Plus (COPY)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand Print Services Plus' }).click();
  // One level down: indented, and a level-2 row of the treegrid.
  const moved = row(page, 'Print Services Plus (COPY)');
  await expect(moved).toHaveAttribute('style', /padding-left: 20px/);
  await expect(moved).toHaveAttribute('aria-level', '2');

  // Delete an action of the moved copy (confirm prompt).
  await page.getByRole('button', { name: 'Expand Print Services Plus (COPY)' }).click();
  await rowMenu(page, 'Migrate printers', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete action' });
  await expect(confirm).toContainText("Delete 'Migrate printers' with its sub-actions?");
  await expectAccessible(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The original's 'Migrate printers' is collapsed; the copies' rows show one left (in the first copy).
  await expect(page.getByText('Migrate printers', { exact: true })).toHaveCount(1);

  // Per action (spec: admin mode): add one to the moved copy, duplicate it, move the copy up, down and up again (it
  // is saved above the original, which the reload below reads).
  await rowMenu(page, 'Print Services Plus (COPY)', 'Add action');
  await expect(row(page, 'New Action')).toBeVisible();
  await rowMenu(page, 'New Action', 'Duplicate');
  await expect(row(page, 'New Action (COPY)')).toBeVisible();
  const order = async () => {
    const texts = await page.getByRole('treegrid', { name: 'Capabilities' }).getByRole('row').allInnerTexts();
    const at = (name: string) => texts.findIndex((t) => t.split('\n')[0]?.trim() === name);
    return at('New Action (COPY)') - at('New Action');
  };
  expect(await order()).toBe(1);
  await rowMenu(page, 'New Action (COPY)', 'Move up');
  expect(await order()).toBe(-1);
  await rowMenu(page, 'New Action (COPY)', 'Move down');
  expect(await order()).toBe(1);
  await rowMenu(page, 'New Action (COPY)', 'Move up');
  expect(await order()).toBe(-1);

  // Hide the renamed copy: it leaves the tree until 'Show Hidden' is on.
  await rowMenu(page, 'Print Services Plus', 'Hide');
  await expect(row(page, 'Print Services Plus')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show Hidden' }).check();
  await expect(row(page, 'Print Services Plus').getByText('Hidden')).toBeVisible();

  await page.screenshot({ path: 'test-results/shots/admin-capabilities-edited-1440.png', fullPage: false });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: 'test-results/shots/admin-capabilities-edited-1024.png', fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  // The change survives a reload, as version 2; version 1 is still there.
  await page.reload();
  await expect(page.getByText('Catalogue version 2.', { exact: false })).toBeVisible();
  await expect(row(page, 'Print Services Plus')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show Hidden' }).check();
  await expect(row(page, 'Print Services Plus')).toBeVisible();
  await page.getByRole('button', { name: 'Expand Print Services Plus' }).click();
  await expect(row(page, 'Print Services Plus (COPY)')).toBeVisible();
  await page.getByRole('button', { name: 'Expand Print Services Plus (COPY)' }).click();
  await expect(row(page, 'New Action')).toBeVisible();
  await expect(row(page, 'New Action (COPY)')).toBeVisible();
  // The move was saved: the copy is still above the original.
  expect(await order()).toBe(-1);
  const headers = authHeaders(await tokenFor(page.request, USERS.ADMIN.email));
  const v1 = await (await page.request.get('/api/sales/configuration?version=1', { headers })).json();
  expect(JSON.stringify(v1)).not.toContain('Print Services Plus');
});

test('an admin manages owners by keyboard, and the search finds an action', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/solution');
  await openCapabilities(page);
  await page.getByRole('searchbox', { name: 'Search capabilities and actions' }).fill('migrate printers');
  await expect(page.getByText('Migrate printers', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search capabilities and actions' }).fill('');

  await page.getByRole('button', { name: 'Edit options for Print Services', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Manage owners' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Manage owners: Print Services' });
  await expect(dialog.getByRole('listitem')).toHaveText([AREA_OWNER.email]);
  const email = dialog.getByRole('combobox', { name: 'Add owner (e-mail)' });
  await email.focus();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await email.fill('');
  await page.keyboard.type('  Area.Owner@Provider.example ');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('This e-mail is already an owner.')).toBeVisible();
  await email.fill('');
  await page.keyboard.type('New.Owner@Provider.example');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem')).toHaveText([AREA_OWNER.email, 'new.owner@provider.example']);
  await expectAccessible(page, 'the Manage owners dialog');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: 'test-results/shots/admin-capabilities-owners-1024.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'OK' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Print Services').getByText('2 owners')).toBeVisible();

  // Someone else saves first: Save Changes is refused (409) and Reload brings their version.
  const headers = authHeaders(await tokenFor(page.request, USERS.ADMIN.email));
  const current = await page.request.get('/api/sales/configuration', { headers });
  const body = (await current.json()) as { version: number; capabilities: { id: string; name: string }[] };
  const theirs = body.capabilities.map((c) =>
    c.id === 'cap-citrix' ? { ...c, name: 'Citrix DaaS (theirs)' } : c,
  );
  const saved = await page.request.post('/api/sales/configuration', {
    headers: { ...headers, 'If-Match': current.headers()['etag'] ?? '' },
    data: { capabilities: theirs },
  });
  expect(saved.status()).toBe(201);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Someone else saved the capabilities first. Reload to see their changes.'),
  ).toBeVisible();
  await expectAccessible(page, 'the conflict message');
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(page.getByText(`Catalogue version ${body.version + 1}.`, { exact: false })).toBeVisible();
  await expect(row(page, 'Citrix DaaS (theirs)')).toBeVisible();
  await expect(row(page, 'Print Services').getByText('1 owner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

test('an area owner sees only what they own as editable', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(AREA_OWNER, '/sales/solution');
  await openCapabilities(page);
  await expect(page.getByRole('button', { name: 'Add capability' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Edit options for Discovery & Assessment', exact: true }),
  ).toBeVisible();
  await expect(row(page, 'Identity Foundation (Entra ID)').getByText('Read only')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Edit options for Identity Foundation (Entra ID)', exact: true }),
  ).toHaveCount(0);
  // What is inside an owned capability is theirs too.
  await page.getByRole('button', { name: 'Expand Discovery & Assessment' }).click();
  const firstInside = page.locator('[role="row"][aria-level="2"]').first();
  await expect(firstInside.getByRole('button', { name: /^Edit options for / })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/admin-capabilities-owner-1440.png' });
});

test('the capabilities tree is a treegrid: levels, open state and arrow keys', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/solution');
  await openCapabilities(page);
  const tree = page.getByRole('treegrid', { name: 'Capabilities' });
  const discovery = row(page, 'Discovery & Assessment');
  await expect(discovery).toHaveAttribute('aria-level', '1');
  await expect(discovery).toHaveAttribute('aria-expanded', 'false');
  // One tab stop: the first row.
  const first = tree.getByRole('row').first();
  await expect(first).toHaveAttribute('tabindex', '0');
  await expect(tree.locator('[role="row"][tabindex="0"]')).toHaveCount(1);

  await discovery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(discovery).toHaveAttribute('aria-expanded', 'true');
  // Right again: into the first child, one level down.
  await page.keyboard.press('ArrowRight');
  const child = tree.locator('[role="row"]:focus');
  await expect(child).toHaveAttribute('aria-level', '2');
  await expect(child).toHaveAttribute('tabindex', '0');
  // Down and up move between rows; Left goes back to the parent, and closes it.
  await page.keyboard.press('ArrowDown');
  await expect(tree.locator('[role="row"]:focus')).toHaveAttribute('aria-level', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(discovery).toBeFocused();
  await expectAccessible(page, 'the capabilities treegrid with an open row');
  await shotsAtTwoWidths(page, 'admin-capabilities-treegrid');
  await discovery.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(discovery).toHaveAttribute('aria-expanded', 'false');
  // Home and End.
  await page.keyboard.press('End');
  await expect(tree.getByRole('row').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
});
