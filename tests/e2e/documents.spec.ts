/**
 * Documents (issue 8) on the seeded step-7 solution 1007: from the Review step the sales person generates the
 * SP051 solution plan, the ROM deck, the proposal and the capability contract from the Resources menu; each toast
 * ends with the spec's notice and the file downloads; the Documents panel lists them (only the latest ROM), the preview dialog downloads one through
 * a short-lived link, and the Close step's preview pages through them. A reviewer sees them in the read-only view.
 */
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/axe.ts';
import { authHeaders, tokenFor } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

const SOLUTION = '/sales/solution/1007';
const NAME = 'Kestrel managed workplace renewal';

async function generate(page: Page, portal: Portal, item: string, notice: string): Promise<Download> {
  await page.getByRole('button', { name: 'Resources' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  await expect(portal.toast(notice)).toBeVisible({ timeout: 20_000 });
  return download;
}

test('a sales person generates the SP051 and the ROM deck and downloads them', async ({ page }) => {
  // Five documents and a preview drawn by LibreOffice: more than a minute on a busy machine.
  test.setTimeout(120_000);
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, SOLUTION);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await builder.openStep('Review');

  const plan = await generate(
    page,
    portal,
    'Generate Solution Plan (SP051)',
    'Solution Plan (SP051) Created!',
  );
  expect(plan.suggestedFilename()).toMatch(/^SP051-1007-Kestrel-managed-workplace-renewal-\d{12}\.docx$/);
  const rom = await generate(page, portal, 'Generate ROM', 'ROM Created!');
  expect(rom.suggestedFilename()).toMatch(/^ROM-1007-Kestrel-managed-workplace-renewal-\d{12}\.pptx$/);
  const proposal = await generate(page, portal, 'Generate Proposal', 'Proposal Created!');
  expect(proposal.suggestedFilename()).toMatch(/^Proposal-1007-.*\.docx$/);
  const contract = await generate(
    page,
    portal,
    'Generate Capability Contract',
    'Capability Contract Created!',
  );
  expect(contract.suggestedFilename()).toMatch(/^Contract-1007-.*\.docx$/);
  // A second ROM replaces the first in the lists (spec: only the latest ROM is shown).
  const second = await generate(page, portal, 'Generate ROM', 'ROM Created!');

  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Documents' });
  const table = panel.getByRole('table', { name: 'Solution documents' });
  await expect(table.getByRole('button', { name: `ROM: ${NAME}` })).toHaveCount(1);
  await expect(table.getByRole('button', { name: `Solution Plan (SP051): ${NAME}` }).first()).toBeVisible();

  await table.getByRole('button', { name: `ROM: ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `ROM: ${NAME}` });
  await expect(dialog.getByText(second.suggestedFilename())).toBeVisible();
  // The real slides, drawn on the server: the first, then the next.
  await expect(dialog.getByRole('img', { name: `Page 1 of ${second.suggestedFilename()}` })).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Next document page' }).click();
  await expect(dialog.getByRole('img', { name: `Page 2 of ${second.suggestedFilename()}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/document-preview-1440.png' });
  await expectAccessible(page, 'the document preview dialog', '[role="dialog"]');
  const again = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await again).suggestedFilename()).toBe(second.suggestedFilename());
  await dialog.getByRole('button', { name: 'Close' }).click();

  await builder.openStep('Close');
  const preview = page.getByRole('region', { name: 'Document preview' });
  await expect(preview.getByText('Solution Summary')).toBeVisible();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByText(/^(ROM|Solution Plan \(SP051\)): /)).toBeVisible();
});

test('the internal versions are a group of their own and the lists say who a file is for', async ({
  page,
}) => {
  // Three documents on a busy machine.
  test.setTimeout(120_000);
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, SOLUTION);
  await builder.openStep('Review');
  await page.getByRole('button', { name: 'Resources' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('group', { name: 'Internal versions' })).toBeVisible();
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/resources-menu-internal-${width}.png` });
  }
  await expectAccessible(page, 'the Resources menu with its internal versions', '[role="menu"]');
  const download = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Internal ROM' }).click();
  await expect(portal.toast('ROM Created!')).toBeVisible({ timeout: 20_000 });
  expect((await download).suggestedFilename()).toMatch(
    /^ROM-1007-Kestrel-managed-workplace-renewal-internal-\d{12}\.pptx$/,
  );
  await expect(portal.toast('ROM Created!')).toBeHidden({ timeout: 15_000 });
  const customer = await generate(page, portal, 'Generate ROM', 'ROM Created!');
  expect(customer.suggestedFilename()).not.toContain('internal');
  await expect(portal.toast('ROM Created!')).toBeHidden({ timeout: 15_000 });
  // The estimate workbook: internal only, an xlsx, through the same job, toast and download.
  const workbook = await generate(page, portal, 'Estimate Workbook', 'Estimate Workbook Created!');
  expect(workbook.suggestedFilename()).toMatch(
    /^Estimate-1007-Kestrel-managed-workplace-renewal-\d{12}\.xlsx$/,
  );

  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const table = page
    .getByRole('complementary', { name: 'Documents' })
    .getByRole('table', { name: 'Solution documents' });
  const internalRow = table.getByRole('row').filter({ hasText: `ROM: ${NAME} (internal)` });
  await expect(internalRow.getByText('Internal', { exact: true })).toBeVisible();
  const customerRow = table
    .getByRole('row')
    .filter({ hasText: `ROM: ${NAME}` })
    .filter({ hasNotText: '(internal)' });
  await expect(customerRow.getByText('Customer', { exact: true })).toBeVisible();
  const workbookRow = table.getByRole('row').filter({ hasText: `Estimate Workbook: ${NAME}` });
  await expect(workbookRow.getByText('Internal', { exact: true })).toBeVisible();
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/documents-panel-variants-${width}.png` });
  }
  await expectAccessible(page, 'the Documents panel with the Customer and Internal badges');
});

test("the ROM step's 'Create ROM Deck' starts the ROM deck when Next leaves the Scope step", async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, SOLUTION);
  await builder.openStep('Scope');
  const options = page.getByRole('group', { name: 'Documents to create' });
  // 1007 has an AEP link: the AEP checkbox shows it as created; C365 is always disabled.
  await expect(options.getByRole('checkbox', { name: 'Create AEP Record' })).toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'Create AEP Record' })).toBeDisabled();
  await expect(options.getByRole('checkbox', { name: 'Create C365 Record' })).toBeDisabled();
  await expectAccessible(page, 'the ROM step with its document options');
  await options.getByRole('checkbox', { name: 'Create ROM Deck' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(portal.toast('ROM Created!')).toBeVisible({ timeout: 20_000 });
  expect((await download).suggestedFilename()).toMatch(/^ROM-1007-.*\.pptx$/);
});

test('a reviewer sees the documents in the read-only view and may download them', async ({
  page,
  request,
}) => {
  // The sales person generates a proposal through the API; the reviewer then opens the solution.
  const headers = authHeaders(await tokenFor(request, USERS.SALES_PERSON.email));
  const started = await request.post('/api/sales/generate', {
    headers,
    data: { solutionId: '1007', documentType: 3 },
  });
  expect(started.status()).toBe(202);
  const { traceId } = (await started.json()) as { traceId: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/jobs/${traceId}`, { headers })).json()) as { status: string })
          .status,
      {
        timeout: 20_000,
      },
    )
    .toBe('succeeded');

  const portal = new Portal(page);
  await portal.signIn(USERS.REVIEWER, SOLUTION);
  const builder = new Builder(page);
  await builder.readOnlyTabList().getByRole('tab', { name: 'Documents' }).click();
  const table = page
    .getByRole('tabpanel', { name: 'Documents' })
    .getByRole('table', { name: 'Solution documents' });
  await table
    .getByRole('button', { name: `Proposal: ${NAME}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Proposal: ${NAME}` });
  await expect(dialog.getByText(/^Proposal-1007-.*\.docx$/)).toBeVisible();
  // A reviewer is a lead-provider user: the download is theirs too.
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  await expectAccessible(page, 'the read-only Documents tab preview', '[role="dialog"]');
});
