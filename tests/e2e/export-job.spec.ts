/** The export: Resources → Export Solution queues a job; toasts follow its progress; the file downloads. */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';

test('a sales person exports a solution and gets the JSON file', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.openFromList('Northbridge Windows 11 and Intune');

  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menuitem', { name: 'Create AEP Record' })).toBeEnabled();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export Solution' }).click();
  await expect(portal.toast('Solution exported!')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^solution-\d+-Northbridge-Windows-11-and-Intune-\d{12}\.json$/);
  const json = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(json).toMatchObject({
    schema: 'solution-portal/solution-export',
    version: 1,
    solution: { fields: { name: 'Northbridge Windows 11 and Intune' } },
    exportedBy: { email: USERS.SALES_PERSON.email },
  });
  // The success toast closes by itself after about 2 s, wherever the pointer is (issue 18).
  await expect(portal.toast('Solution exported!')).toHaveCount(0, { timeout: 6000 });

  // The exported file imports as a new draft of the person importing it, which opens in the builder. Its name is
  // in use (1001 itself): the draft is numbered, and the toast says so (issue 30).
  await page.goto('/sales/solution');
  await page.getByRole('button', { name: 'Import Solution' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Solution' });
  await expect(
    dialog.getByRole('button', { name: 'Drop Solution file here or click to browse!' }),
  ).toBeVisible();
  await expectAccessible(page, 'the import dialog', '[role="dialog"]');
  await dialog.getByLabel('Solution file').setInputFiles({
    name: 'not-an-export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ hello: 'world' })),
  });
  await expect(dialog.getByText('This is not a Solution Portal export file.')).toBeVisible();
  await dialog.getByLabel('Solution file').setInputFiles((await file.path())!);
  await expect(portal.toast('Solution imported!')).toBeVisible();
  const renamed = page
    .locator('.fui-Toast')
    .getByText(
      /^It is named “Northbridge Windows 11 and Intune \(\d+\)”, as a solution named “Northbridge Windows 11 and Intune” already exists\.$/,
    );
  await expect(renamed).toBeVisible();
  const numbered = /“(.+)”, as/.exec((await renamed.innerText()) ?? '')?.[1] ?? '';
  await expect(page).toHaveURL(/\/sales\/solution\/(?!1001$)\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: numbered, exact: true })).toBeVisible();
  await expectAccessible(page, 'the imported solution with its toast');
  await expect(page.getByRole('tab', { name: 'Information', selected: true })).toBeVisible();
});

test('a reviewer (read-only) has no Resources menu', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.REVIEWER);
  await page.goto('/sales/solution/1001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resources' })).toHaveCount(0);
});
