/**
 * The lists completed in issue 7: the Deliver step's Capability Documents (seeded 1001, step 8) with the
 * spec's columns and a download link for a lead-provider user, and the Combined Tools dialog from the Review
 * accordion's Tools/Resources (seeded 1002, step 6).
 */
import { expect, test } from './support/test.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

test('Deliver lists the capability documents with the spec columns', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution/1001');
  await expect(builder.title()).toHaveText('Northbridge Windows 11 and Intune');
  const table = page.getByRole('table', { name: 'Capability Documents' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Document',
    'Name',
    'Download',
    'Format',
    'Review',
    'Action',
    'Path',
  ]);
  const build = table.getByRole('row', { name: /Windows 11 build book/ });
  await expect(build.getByRole('cell').first()).toHaveText('Deliverable');
  await expect(build.getByRole('link', { name: 'Download Windows 11 build book' })).toHaveAttribute(
    'href',
    /^https:\/\/provider\.sharepoint\.example\/.*build%20book\.docx$/,
  );
  await expect(build.getByRole('cell').nth(4)).toHaveText(/Default|\d/);
  const readiness = table.getByRole('row', { name: /Readiness report/ });
  await expect(readiness.getByRole('cell').first()).toHaveText('Work Product');
  await readiness.getByText('Readiness report').focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Eligible, ineligible and unknown devices and applications.',
  );
  await page.setViewportSize({ width: 1024, height: 800 });
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/shots/capability-documents-1024.png', fullPage: true });
});

test('the Combined Tools dialog lists the tools of the in-scope actions', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution/1002');
  await builder.subTab('Review').click();
  await page.getByRole('button', { name: 'Combined Tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Combined Tools' });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Combined Tools' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Description',
    'Format',
    'Document',
    'Used by',
    'Path',
  ]);
  await expect(table.getByRole('row', { name: /AVD accelerator templates/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/combined-tools-1400.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
