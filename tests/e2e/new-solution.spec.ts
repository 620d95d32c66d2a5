/** Step 1 of a new solution: required fields, the client search, and creation. */
import { expect, test } from './support/test.ts';
import { Portal, USERS } from './support/portal.ts';

test('a sales person creates a solution from the Information step', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await page.goto('/sales/solution');
  await page.getByRole('button', { name: 'New Solution' }).click();
  await expect(page).toHaveURL(/\/sales\/solution\/new$/);
  await expect(
    page.getByText(
      'Choose a client, specify expected start date and provide opportunity name and description of requirements.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('*Please specify').first()).toBeVisible();

  const client = page.getByRole('combobox', { name: 'Client' });
  await client.pressSequentially('zzzz-no-such');
  await expect(page.getByText('No client match the search!')).toBeVisible();
  await client.fill('');
  await client.pressSequentially('Northbridge');
  await page
    .getByRole('option', { name: /Northbridge/ })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Opportunity Name' })).toHaveValue(/^Draft for Northbridge/);
  await page
    .getByRole('textbox', { name: 'Description of Requirements' })
    .fill('Pilot of Windows 365 for 200 users.');
  // The optional client contacts and proposal status (spec: solution fields), kept line by line.
  await page
    .getByRole('textbox', { name: 'Client Contacts' })
    .fill('Priya Shah, IT Director, priya.shah@northbridge.example\nTom Reed, Procurement');
  await page.getByRole('combobox', { name: 'Proposal Status' }).click();
  await page.getByRole('option', { name: 'In preparation' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(portal.toast('Solution Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/solution\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Draft for Northbridge/ })).toBeVisible();
  // The details panel shows them, and they were saved with the solution.
  await page.reload();
  const details = page.getByRole('complementary', { name: 'Solution details' });
  await expect(details.getByText('Priya Shah, IT Director, priya.shah@northbridge.example')).toBeVisible();
  await expect(details.getByText('Tom Reed, Procurement')).toBeVisible();
  await expect(details.getByText('In preparation', { exact: true })).toBeVisible();

  await page.goto('/sales/solution');
  expect((await portal.opportunities())[0]).toMatch(/^Draft for Northbridge/);
});
