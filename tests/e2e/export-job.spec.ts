/** The export: Resources → Export Solution queues a job; toasts follow its progress; the file downloads. */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { Portal, USERS } from './support/portal.ts';

test('a sales person exports a solution and gets the JSON file', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await page.goto('/sales/solution?view=all');
  await portal.solutionsTable().getByRole('link', { name: 'Northbridge Windows 11 and Intune' }).click();
  await expect(page.getByRole('heading', { name: 'Northbridge Windows 11 and Intune' })).toBeVisible();

  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menuitem', { name: 'Create AEP Record' })).toBeDisabled();
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
  // The success toast closes by itself after about 2 s (toasts pause while hovered: move the pointer away from the
  // top-right corner, where both the Resources menu and the toasts are).
  await page.mouse.move(700, 800);
  await expect(portal.toast('Solution exported!')).toHaveCount(0, { timeout: 6000 });
});

test('a reviewer (read-only) has no Resources menu', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.REVIEWER);
  await page.goto('/sales/solution/1001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resources' })).toHaveCount(0);
});
