/**
 * Engagements (issue 10): in demo mode a sales person opens 'Create an Engagement' from the home page, picks a client
 * by keyboard (the name follows), sets a priority and offerings, creates the engagement with a framework solution,
 * downloads the slide deck once its job has finished (a real pptx), opens the solution in the builder and finds the
 * engagement in the list; another user's engagement is neither listed nor reachable. A partner has no Engagements
 * menu, and /sales/engagements tells them so. axe on every state; screenshots at 1,440 and 1,024 px.
 */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

// Sign-in, the deck job, axe on every state and screenshots at two widths take a while on a shared machine.
test.describe.configure({ timeout: 240_000 });

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/shots/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `test-results/shots/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

const CLIENT = 'Kestrel Retail Group';

test('a sales person creates an engagement with a framework solution, downloads the deck and opens the solution', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.ensureMode(USERS.SALES_PERSON.name, 'demo');
  expect(await portal.navLabels()).toContain('Engagements');

  // The home card leads to the wizard.
  await page.getByRole('link', { name: 'Create an Engagement' }).click();
  await expect(page).toHaveURL(/\/sales\/engagements\/new$/);
  const clientBox = page.getByRole('combobox', { name: /Client/ });
  await expect(clientBox).toBeVisible();
  await expect(clientBox).toContainText('Select Client');
  const create = page.getByRole('button', { name: 'Create Engagement', exact: true });
  const createWithSolution = page.getByRole('button', { name: 'Create Engagement & Framework Solution' });
  await expect(create).toBeDisabled();
  await expect(createWithSolution).toBeDisabled();
  await expect(page.getByRole('img', { name: 'Choose a client' })).toBeVisible();
  await expectAccessible(page, 'the new engagement wizard');
  await shots(page, 'engagement-new');

  // By keyboard: open the client list, move to the client, choose it.
  await clientBox.focus();
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: CLIENT });
  await expect(option).toBeVisible();
  for (let i = 0; i < 20 && (await option.getAttribute('data-activedescendant-focusvisible')) === null; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(clientBox).toContainText(CLIENT);
  await expect(page.getByRole('textbox', { name: 'Engagement name' })).toHaveValue(
    `Engagement for ${CLIENT}`,
  );
  await expect(page.getByRole('img', { name: 'Client chosen' })).toBeVisible();
  await expect(createWithSolution).toBeEnabled();

  await page
    .getByPlaceholder('Notes...')
    .fill('Store estate refresh: 4,000 tills and back-office PCs.\nCIO wants a plan by May.');
  // What the client told us: printed on the deck for them (the notes above are not).
  await page
    .getByRole('textbox', { name: 'What we heard from the client' })
    .fill('- 4,000 tills and back-office PCs in 120 stores\n- Stores stay open while devices change');
  // When and whom we met, the date typed day first as in the UK: said on the deck beside what we heard.
  const metOn = page.getByRole('combobox', { name: 'When we met' });
  await metOn.fill('12/11/2026');
  await metOn.press('Tab');
  await expect(metOn).toHaveValue('12 November 2026');
  await page.getByRole('textbox', { name: 'Who we met' }).fill('Dana Reyes, Chief Information Officer');
  await page.getByRole('combobox', { name: 'Employee Experience (EX)' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await page.getByRole('combobox', { name: 'Cyber Security (CS)' }).click();
  await page.getByRole('option', { name: 'Medium' }).click();
  const core = page.getByRole('group', { name: 'Core' });
  const firstOffering = core.getByRole('checkbox').first();
  const offeringName = (
    await firstOffering.evaluate((el) => el.closest('.fui-Checkbox')?.textContent ?? '')
  ).trim();
  await firstOffering.focus();
  await page.keyboard.press('Space');
  await expect(firstOffering).toBeChecked();
  await page.getByRole('group', { name: 'Security' }).getByRole('checkbox').first().check();
  // The offering's description is the tooltip of its info button.
  await core.getByRole('button', { name: `About ${offeringName}` }).hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectAccessible(page, 'the filled wizard with a tooltip');
  await shots(page, 'engagement-filled');

  // Confirm, then the created dialog.
  await createWithSolution.click();
  const confirm = page.getByRole('dialog', { name: 'Ready to create engagement and solution?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(CLIENT);
  await expectAccessible(page, 'the confirmation dialog');
  await shots(page, 'engagement-confirm');
  await confirm.getByRole('button', { name: 'Create' }).click();

  const created = page.getByRole('dialog', { name: 'You have created new engagement and solution!' });
  await expect(created).toBeVisible();
  // The address and the heading are the created engagement's, no longer /new and 'New Engagement'.
  await expect(page).toHaveURL(/\/sales\/engagements\/(?!new$)[^/]+$/);
  // (The page behind the modal dialog is hidden from the accessibility tree: read its heading directly.)
  await expect(page.locator('h1')).toHaveText(`Engagement for ${CLIENT}`);
  const download = created.getByRole('button', { name: 'Download the slide deck' });
  // Enabled once the deck's job has finished.
  await expect(download).toBeEnabled({ timeout: 90_000 });
  await expect(portal.toast('Slide Deck Created!')).toBeVisible();
  await expectAccessible(page, 'the created dialog');
  await shots(page, 'engagement-created');

  const fileEvent = page.waitForEvent('download');
  await download.click();
  const file = await fileEvent;
  expect(file.suggestedFilename()).toMatch(/\.pptx$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('ppt/presentation.xml'))).toBe(true);
  const zip = await JSZip.loadAsync(bytes);
  const slides = await Promise.all(
    Object.keys(zip.files)
      .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
      .map((n) => zip.file(n)!.async('string')),
  );
  const deckText = slides.join(' ');
  expect(deckText).toContain('What we heard');
  expect(deckText).toContain('4,000 tills and back-office PCs in 120 stores');
  expect(deckText).not.toContain('CIO wants a plan by May.');
  expect(deckText).toContain('On 12\u00a0November\u00a02026, with Dana Reyes, Chief Information Officer.');

  const solutionText = await created.textContent();
  const solutionId = /Framework solution (\d+)/.exec(solutionText ?? '')?.[1];
  expect(solutionId).toBeTruthy();
  await created.getByRole('button', { name: 'Open Solution' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/solution/${solutionId}$`));
  await expect(page.getByText(CLIENT).first()).toBeVisible({ timeout: 30_000 });

  // The list: the new engagement with its deck and solution; nobody else's.
  await page.goto('/sales/engagements');
  const table = page.getByRole('table', { name: 'Engagements' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Client',
    'Notes',
    'Owner',
    'Created',
    'Slide Deck',
    'Solution',
  ]);
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: CLIENT, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(USERS.SALES_PERSON.name);
  await expect(row).toContainText(/\d{2}:\d{2}, \d{2}-\d{2}-\d{4}/);
  await expect(row.getByRole('button', { name: `Download the slide deck for ${CLIENT}` })).toBeVisible();
  await expect(row.getByRole('link', { name: `Open Solution ${solutionId} for ${CLIENT}` })).toHaveAttribute(
    'href',
    `/sales/solution/${solutionId}`,
  );
  await expect(table).not.toContainText('Severn Valley NHS Trust');
  // Notes are cut in the table; the whole text is there on focus.
  await row.getByText(/^Store estate refresh/).focus();
  await expect(page.getByRole('tooltip')).toContainText('CIO wants a plan by May.');
  await expectAccessible(page, 'the engagements list');
  await shots(page, 'engagements-list');

  // The engagement page: the stored form, by keyboard from the list.
  await row.getByRole('link', { name: CLIENT, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Engagement for ${CLIENT}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: offeringName })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'What we heard from the client' })).toHaveValue(
    '- 4,000 tills and back-office PCs in 120 stores\n- Stores stay open while devices change',
  );
  await expect(page.getByRole('combobox', { name: 'When we met' })).toHaveValue('12 November 2026');
  await expect(page.getByRole('textbox', { name: 'Who we met' })).toHaveValue(
    'Dana Reyes, Chief Information Officer',
  );
  await expect(page.getByRole('button', { name: 'Open Solution' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the slide deck' })).toBeEnabled();
  await expectAccessible(page, 'the engagement page');
  await shots(page, 'engagement-page');

  // Another user's engagement (the seeded solution architect's) is not reachable.
  await page.goto('/sales/engagements/engagement-demo-severn');
  await expect(page.getByText('This engagement does not exist, or it is not one of yours.')).toBeVisible();

  await portal.ensureMode(USERS.SALES_PERSON.name, 'production');
});

test('a partner has no Engagements menu and /sales/engagements tells them so', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.HP_SALES_PERSON);
  await portal.ensureMode(USERS.HP_SALES_PERSON.name, 'demo');
  expect(await portal.navLabels()).not.toContain('Engagements');
  await expect(page.getByRole('link', { name: 'Create an Engagement' })).toHaveCount(0);
  await page.goto('/sales/engagements');
  await expect(
    page.getByText("Engagements are for the provider's own staff; your role has no engagements."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Engagement' })).toHaveCount(0);
  await expectAccessible(page, 'the engagements page for a partner');
  await shots(page, 'engagements-partner');
  await portal.ensureMode(USERS.HP_SALES_PERSON.name, 'production');
});
