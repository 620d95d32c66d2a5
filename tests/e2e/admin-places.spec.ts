/**
 * Countries and clients admin (issue 9, ADR 0017). An admin opens a country from the table by keyboard, meets the
 * e-mail field message, saves the contacts and a region and sees them after a reload; a save that meets a newer
 * version offers Reload. In demo mode the admin creates a client (name required, numbers in UK format) and edits
 * it; /sales/clients is the same page. A sales person is told the countries page is for admins.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

// Sign-in, axe on every state and screenshots at two widths take a while on a shared machine.
test.describe.configure({ timeout: 150_000 });

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/shots/${name}-1440.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `test-results/shots/${name}-1024.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Calls the API with the page's own session (the local token), as another tab of the same admin would. */
async function apiAsPage(page: Page, method: string, path: string, body?: unknown, ifMatch?: string) {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const { token } = JSON.parse(sessionStorage.getItem('portal.localToken') ?? '{}') as { token: string };
      const res = await fetch(`/api/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...(ifMatch ? { 'If-Match': ifMatch } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    },
    { method, path, body, ifMatch },
  );
}

test('an admin edits a country’s contacts and regions, by keyboard, and sees them after a reload', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/admin/countries');
  await expect(page.getByRole('heading', { name: 'Countries', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Countries' });
  await expect(table.getByRole('columnheader')).toHaveText(['Country', 'Provider Region', 'HP Region']);
  const germanyRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Germany', exact: true }) });
  await expect(germanyRow).toContainText('Germany, Austria & Switzerland (EME-DACH)');
  await expect(germanyRow).toContainText('DACH (HP-DACH)');
  await expectAccessible(page, 'the countries page');
  await shots(page, 'countries');

  // Keyboard: the country is a button in the table; Enter opens its dialog.
  await table.getByRole('button', { name: 'Germany' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Germany' });
  await expect(dialog).toBeVisible();
  const provider = dialog.getByRole('group', { name: 'Provider' });
  const hp = dialog.getByRole('group', { name: 'HP' });
  await expect(provider.getByRole('textbox', { name: 'Provider sales name' })).toHaveValue('Stefan Krüger');
  await expect(hp.getByRole('textbox', { name: 'HP sales name' })).toHaveValue('Tobias Wagner');
  await expectAccessible(page, 'the country dialog');
  await shots(page, 'country-dialog');

  // A bad e-mail: the field says what is wrong, nothing is sent.
  const salesEmail = provider.getByRole('textbox', { name: 'Provider sales e-mail' });
  await salesEmail.fill('stefan.krueger(at)provider');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Must be an e-mail address, such as name@example.com')).toBeVisible();
  await expectAccessible(page, 'the country dialog with a field message');
  await shots(page, 'country-dialog-error');
  await salesEmail.fill('stefan.krueger-lang@provider.example');
  await expect(dialog.getByText('Must be an e-mail address, such as name@example.com')).toHaveCount(0);
  await provider.getByRole('textbox', { name: 'Provider sales name' }).fill('Stefan Krüger-Lang');
  await hp.getByRole('combobox', { name: 'HP region' }).selectOption('HP-NORTH');
  await hp.getByRole('textbox', { name: 'HP solutions e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(portal.toast('Saved!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(germanyRow).toContainText('Northern Europe (HP-NORTH)');

  await page.reload();
  await expect(germanyRow).toContainText('Northern Europe (HP-NORTH)');
  await table.getByRole('button', { name: 'Germany' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Provider sales name' })).toHaveValue(
    'Stefan Krüger-Lang',
  );
  await expect(dialog.getByRole('textbox', { name: 'Provider sales e-mail' })).toHaveValue(
    'stefan.krueger-lang@provider.example',
  );
  // Escape closes without saving.
  await dialog.getByRole('textbox', { name: 'HP sponsor name' }).fill('Not kept');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Germany' })).toBeFocused();

  // The change is in the audit trail.
  await page.getByRole('button', { name: 'Recent changes to countries' }).click();
  const changes = page.getByRole('table', { name: 'Recent changes to countries' });
  await expect(changes.getByRole('row').nth(1)).toContainText('Changed Germany');
  await expect(changes.getByRole('row').nth(1)).toContainText('Stefan Krüger-Lang');
});

test('a country saved meanwhile elsewhere is offered with Reload, then saved', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN, '/sales/admin/countries');
  const table = page.getByRole('table', { name: 'Countries' });
  await table.getByRole('button', { name: 'Austria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Austria' });
  await expect(dialog).toBeVisible();

  // Another tab saves Austria first.
  const list = await apiAsPage(page, 'GET', 'sales/countries');
  const { etag, ...austria } = list.body.find((c: { id: string }) => c.id === 'AT');
  const seeded = structuredClone(austria);
  austria.fields.provider.contacts.solutions = { name: 'Other Tab', email: 'other.tab@provider.example' };
  expect((await apiAsPage(page, 'PUT', 'sales/countries', austria, etag)).status).toBe(200);

  await dialog.getByRole('textbox', { name: 'Provider sponsor name' }).fill('Mine');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Someone else saved this country first.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page, 'the country dialog after a conflict');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Provider solutions name' })).toHaveValue('Other Tab');
  await dialog.getByRole('textbox', { name: 'Provider sponsor name' }).fill('Mine after reload');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(portal.toast('Saved!')).toBeVisible();
  const after = await apiAsPage(page, 'GET', 'sales/countries');
  const saved = after.body.find((c: { id: string }) => c.id === 'AT');
  expect(saved.fields.provider.contacts.sponsor.name).toBe('Mine after reload');
  expect(saved.fields.provider.contacts.solutions.name).toBe('Other Tab');

  // Austria back as seeded: the contacts journey reads its contacts ('TBC' for the provider's solutions).
  expect((await apiAsPage(page, 'PUT', 'sales/countries', seeded, saved.etag)).status).toBe(200);
});

test('an admin creates and edits a client in demo mode; /sales/clients is the same page', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN);
  await portal.ensureMode(USERS.ADMIN.name, 'demo');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/sales\/admin\/clients$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Industry',
    'Strategy',
    'Number of users',
    'Number of devices',
    'Number of applications',
  ]);
  const northbridge = table.getByRole('row').filter({ hasText: 'Northbridge Building Society' });
  await expect(northbridge.getByRole('cell')).toHaveText([
    'Northbridge Building Society',
    'Financial Services',
    /^Move branch/,
    '6,200',
    '7,400',
    '410',
  ]);
  await expectAccessible(page, 'the clients page');
  await shots(page, 'clients');

  // New Client: a name is needed, numbers take UK separators, anything else is refused in the field.
  await page.getByRole('button', { name: 'New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Client' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expectAccessible(page, 'the new client dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("Enter the client's name.")).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Contoso Retail Group');
  await dialog.getByRole('textbox', { name: 'Industry' }).fill('Retail');
  await dialog.getByRole('textbox', { name: 'Number of users' }).fill('14,500');
  await dialog.getByRole('textbox', { name: 'Number of devices' }).fill('12 000');
  await dialog.getByRole('textbox', { name: 'Number of applications' }).fill('lots');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a whole number from 0 to 100,000,000.')).toBeVisible();
  await expectAccessible(page, 'the new client dialog with field messages');
  await shots(page, 'client-dialog-errors');
  await dialog.getByRole('textbox', { name: 'Number of applications' }).fill('320');
  // Its legal identity, for the contract's parties.
  await dialog.getByRole('textbox', { name: 'Registration number' }).fill('09876543');
  await dialog.getByRole('textbox', { name: 'Registered office' }).fill('1 Market Street, Leeds LS1 6DT');
  await dialog.getByRole('textbox', { name: 'HP ID' }).press('Enter');
  await expect(portal.toast('Client created!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const contoso = table.getByRole('row').filter({ hasText: 'Contoso Retail Group' });
  await expect(contoso.getByRole('cell')).toHaveText([
    'Contoso Retail Group',
    'Retail',
    '—',
    '14,500',
    '12,000',
    '320',
  ]);

  // Edit by keyboard: the name opens the dialog, the strategy keeps its lines.
  await contoso.getByRole('button', { name: 'Contoso Retail Group' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Contoso Retail Group' });
  await expect(edit.getByRole('textbox', { name: 'Number of users' })).toHaveValue('14,500');
  await expect(edit.getByRole('textbox', { name: 'Registration number' })).toHaveValue('09876543');
  await expect(edit.getByRole('textbox', { name: 'Registered office' })).toHaveValue(
    '1 Market Street, Leeds LS1 6DT',
  );
  await edit
    .getByRole('textbox', { name: 'Strategy' })
    .fill('Refresh 12,000 store devices.\nMove tills to the cloud.');
  await edit.getByRole('textbox', { name: 'Number of devices' }).fill('12,500');
  await shots(page, 'client-dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(portal.toast('Saved!')).toBeVisible();
  await page.goto('/sales/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(contoso.getByRole('cell').nth(2)).toContainText('Refresh 12,000 store devices.');
  await expect(contoso.getByRole('cell').nth(4)).toHaveText('12,500');
  await contoso.getByRole('button', { name: 'Contoso Retail Group' }).click();
  await expect(edit.getByRole('textbox', { name: 'Strategy' })).toHaveValue(
    'Refresh 12,000 store devices.\nMove tills to the cloud.',
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await expect(contoso.getByRole('button', { name: 'Contoso Retail Group' })).toBeFocused();
  // Later journeys expect the admin in production mode (the mode is kept per user on the server).
  await portal.ensureMode(USERS.ADMIN.name, 'production');
});

test('a sales person is told the countries page is for admins', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/admin/countries');
  await expect(page.getByText('Only admins can manage countries and their contacts.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Countries' })).toHaveCount(0);
});
