/**
 * Users admin (issue 9, ADR 0016): an admin opens Users from the Admin menu, finds a user with the search, sorts by
 * a column, changes the user's role in the row's dropdown, invites someone ('Invite has been sent to:') whose first
 * sign-in then takes the invited role. Provider staff see role names only; partners are told the page is not theirs.
 */
import { expect, test, type Page } from './support/test.ts';
import { authHeaders, tokenFor } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** A user of the test's own (signed in once through the API), so no seeded user's role moves. */
async function freshUser(page: Page, label: string) {
  const email = `${label}.${stamp()}@provider.example`;
  const token = await tokenFor(page.request, email);
  const res = await page.request.get('/api/v2/users/current', { headers: authHeaders(token) });
  expect(res.status()).toBe(200);
  return { email, name: email.split('@')[0]!, token };
}

test('an admin changes a role and invites a user', async ({ page }) => {
  test.setTimeout(150_000);
  const portal = new Portal(page);
  const someone = await freshUser(page, 'e2e.role');
  await portal.signIn(USERS.ADMIN, '/sales/solution');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/sales\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Users' });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveText(['Name', 'E-mail', 'Organization', 'Role']);
  await expect(table.getByRole('row', { name: /Martin Hughes/ })).toContainText('HP');
  // The admin's own row is read-only.
  await expect(page.getByRole('combobox', { name: 'Role of Alex Morgan' })).toBeDisabled();
  await expectAccessible(page, 'the users admin page');
  await page.screenshot({ path: 'test-results/shots/admin-users-1440.png', fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: 'test-results/shots/admin-users-1024.png', fullPage: true });
  await expectAccessible(page, 'the users admin page at 1,024 px');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Sorting: by e-mail descending puts it.director@client.example above admin@provider.example.
  await headers.filter({ hasText: 'E-mail' }).getByRole('button').click();
  await expect(headers.filter({ hasText: 'E-mail' })).toHaveAttribute('aria-sort', 'ascending');
  await headers.filter({ hasText: 'E-mail' }).getByRole('button').click();
  await expect(headers.filter({ hasText: 'E-mail' })).toHaveAttribute('aria-sort', 'descending');
  const emails = await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a, 'en-GB', { sensitivity: 'base' })));

  // Search, then change the role in the row's dropdown.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(someone.email);
  await expect(table.getByRole('row')).toHaveCount(2);
  const role = page.getByRole('combobox', { name: `Role of ${someone.name}` });
  await expect(role).toHaveText('Sales Person');
  await role.click();
  await expectAccessible(page, 'the open role dropdown');
  await page.getByRole('option', { name: 'Solution Reviewer' }).click();
  await expect(portal.toast(`${someone.name} is now Solution Reviewer.`)).toBeVisible();
  await expect(role).toHaveText('Solution Reviewer');
  const me = await page.request.get('/api/v2/users/current', { headers: authHeaders(someone.token) });
  expect(((await me.json()) as { role: { id: string } }).role.id).toBe('SOLUTION_REVIEWER');
  await page.getByRole('button', { name: 'Recent role changes' }).click();
  await expect(
    page.getByRole('table', { name: 'Recent role changes' }).getByRole('row').nth(1),
  ).toContainText(`Changed ${someone.name}`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('no such person at all');
  await expect(page.getByText('No users match the search.')).toBeVisible();

  // Invite User: a bad address is explained, a good one is sent.
  const invited = `e2e.invited.${stamp()}@provider.example`;
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Invite', exact: true })).toBeDisabled();
  await expectAccessible(page, 'the Invite User dialog');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('new joiner');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(
    dialog.getByText('The user email address is not in the expected form. Correct it and try again.'),
  ).toBeVisible();
  await expectAccessible(page, 'the Invite User dialog with an error');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(invited);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Deal Team' }).click();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog.getByText('Invite has been sent to:')).toBeVisible();
  await expect(dialog.getByText(invited, { exact: true })).toBeVisible();
  await expectAccessible(page, 'the invitation sent');
  await page.screenshot({ path: 'test-results/shots/admin-users-invited-1440.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(invited);

  // The invitation e-mail is in the local mailbox, and the first sign-in of the address takes the role.
  const adminToken = await tokenFor(page.request, USERS.ADMIN.email);
  const mails = (await (
    await page.request.get('/api/local/mail', { headers: authHeaders(adminToken) })
  ).json()) as { to: string; subject: string }[];
  expect(mails.find((m) => m.to.includes(invited))?.subject).toBe('You are invited to the Solution Portal');
  const first = await page.request.get('/api/v2/users/current', {
    headers: authHeaders(await tokenFor(page.request, invited)),
  });
  expect(((await first.json()) as { role: { id: string } }).role.id).toBe('DEAL_TEAM');
});

test("provider staff see the users' role names only", async ({ page }) => {
  const portal = new Portal(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  await portal.signIn(USERS.SALES_PERSON, '/sales/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row', { name: /Alex Morgan/ })).toContainText('Admin');
  await expect(table.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
  await expect(page.getByText('Only admins can change roles.', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/admin-users-staff-1024.png', fullPage: true });
});

test('a partner is told the users are for the provider', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.HP_SALES_PERSON, '/sales/admin/users');
  await expect(page.getByText("Only the provider's staff can see the portal's users.")).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
});
