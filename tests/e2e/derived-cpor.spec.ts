/**
 * The CPoR wizard (issue 7) end to end on the seeded step-5 solution 1003: the sales person answers the
 * eligibility questions and requests the regional alliance lead's approval from the reviewer; the reviewer
 * (read-only view) approves; the compliance approval goes to the solution architect (builder); then the
 * disclosure (FALSE shows the disclosure text), back from Acceptance to Disclosure by its tab, client acceptance,
 * and the proof template download and Finish. Each move is saved; the sales person cannot answer for an approver.
 * The wizard has one button that goes on, named for where it goes, and no Back / Next pair of its own: the step's
 * Back and Next are the page's one pair (issue 30).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { storedSolution } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

const SOLUTION = '/sales/solution/1003';
const SIGNED_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function openCpor(page: Page, readOnly = false) {
  const builder = new Builder(page);
  if (readOnly) await builder.readOnlyTabList().getByRole('tab', { name: 'CPoR' }).click();
  else await builder.subTab('CPoR').click();
  await expect(page.getByRole('tablist', { name: 'CPoR steps' })).toBeVisible();
  return builder;
}

const wizard = (page: Page) => page.getByRole('region', { name: 'Claiming Partner of Record' });
const card = (page: Page, name: string) => page.getByRole('region', { name });
const answer = (page: Page, question: number, value: 'TRUE' | 'FALSE') =>
  page
    .getByRole('radiogroup', { name: `Answer to question ${question}` })
    .getByRole('radio', { name: value, exact: true })
    .check();

async function requestFrom(page: Page, approval: string, person: string) {
  const builder = new Builder(page);
  const region = card(page, approval);
  await region.getByRole('combobox', { name: 'Approver' }).click();
  await page.getByRole('option', { name: new RegExp(`^${person} \\(`) }).click();
  await builder.saved(() => region.getByRole('button', { name: 'Request approval' }).click());
  await expect(region.getByText('Requested', { exact: true })).toBeVisible();
}

async function approveAs(
  browser: Browser,
  user: { email: string; name: string },
  approval: string,
  readOnly: boolean,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new Portal(page).signIn(user, SOLUTION);
  await openCpor(page, readOnly);
  const region = card(page, approval);
  await region.getByRole('radio', { name: 'APPROVE' }).check();
  await region.getByRole('textbox', { name: 'Comment' }).fill('Partner involvement confirmed in the CRM.');
  await expectAccessible(page, `the CPoR approval form (${user.name})`);
  const answered = page.waitForResponse(
    (r) => r.url().includes('/cpor/approvals/') && r.request().method() === 'POST',
  );
  await region.getByRole('button', { name: 'Submit' }).click();
  expect((await answered).status()).toBe(200);
  await expect(region.getByText('Approved', { exact: true })).toBeVisible();
  await context.close();
}

test('a CPoR goes from eligibility through two approvals to the proof of execution', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON, SOLUTION);
  const builder = await openCpor(page);
  const steps = page.getByRole('tablist', { name: 'CPoR steps' });
  expect(await builder.tabLabels(steps)).toEqual(['Eligibility', 'Disclosure', 'Acceptance', 'Proof']);
  await expect(steps.getByRole('tab', { name: 'Disclosure' })).toBeDisabled();
  await expect(wizard(page).getByRole('button', { name: 'Continue to Disclosure' })).toBeDisabled();
  await expect(wizard(page).getByRole('button', { name: /^(Back|Next)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(1);
  await expect(
    page.getByText('Answer all four questions to see whether the solution is eligible.'),
  ).toBeVisible();

  // One state at a time: with a FALSE but questions still open, only the prompt (no 'not eligible' beside it).
  const prompt = page.getByText('Answer all four questions to see whether the solution is eligible.');
  await builder.saved(() => answer(page, 4, 'FALSE'));
  await expect(prompt).toBeVisible();
  await expect(wizard(page).getByText(/not eligible|Ineligible/)).toHaveCount(0);
  // Three TRUE and one FALSE: ineligible (and no prompt), nothing can be requested; all four TRUE: eligible.
  for (const q of [1, 2, 3]) await answer(page, q, 'TRUE');
  await expect(page.getByText('Ineligible: a CPoR needs all four answers TRUE.')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(
    card(page, 'Regional alliance lead').getByRole('button', { name: 'Request approval' }),
  ).toBeDisabled();
  await builder.saved(() => answer(page, 4, 'TRUE'));
  await expect(page.getByText('Eligible: all four answers are TRUE.')).toBeVisible();
  await expect(card(page, 'Compliance team').getByText('Waiting for the first approval')).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/cpor-eligibility-1400.png', fullPage: true });

  await requestFrom(page, 'Regional alliance lead', USERS.REVIEWER.name);
  // The requester cannot answer for the approver, and the answers are now fixed.
  await expect(page.getByRole('radio', { name: 'APPROVE' })).toHaveCount(0);
  await expect(
    page.getByRole('radiogroup', { name: 'Answer to question 1' }).getByRole('radio', { name: 'FALSE' }),
  ).toBeDisabled();

  // The reviewer (read-only view) sees the CPoR tab because they are asked, and approves.
  await approveAs(browser, USERS.REVIEWER, 'Regional alliance lead', true);
  await page.reload();
  await openCpor(page);
  await expect(card(page, 'Regional alliance lead').getByText('Approved', { exact: true })).toBeVisible();
  await requestFrom(page, 'Compliance team', USERS.SOLUTION_ARCHITECT.name);
  await approveAs(browser, USERS.SOLUTION_ARCHITECT, 'Compliance team', false);
  await page.reload();
  await openCpor(page);
  await expect(card(page, 'Compliance team').getByText('Approved', { exact: true })).toBeVisible();

  // Disclosure: not notified (FALSE) shows the disclosure text (step 3) under the question.
  await builder.saved(() => wizard(page).getByRole('button', { name: 'Continue to Disclosure' }).click());
  await expect(steps.getByRole('tab', { name: 'Disclosure' })).toHaveAttribute('aria-selected', 'true');
  await builder.saved(() => answer(page, 1, 'FALSE'));
  await builder.saved(() => wizard(page).getByRole('button', { name: 'Continue', exact: true }).click());
  await expect(
    page.getByText('The client has not been notified yet: send them this disclosure.'),
  ).toBeVisible();
  await builder.saved(() => wizard(page).getByRole('button', { name: 'Continue to Acceptance' }).click());
  await expect(steps.getByRole('tab', { name: 'Acceptance' })).toHaveAttribute('aria-selected', 'true');
  await expect(wizard(page).getByRole('button', { name: 'Continue to Proof' })).toBeDisabled();
  await expect(page.getByText('The client must have accepted (TRUE) to move on.')).toBeVisible();

  // Back from Acceptance (its tab) returns to the notification question (step 2), not the text.
  await builder.saved(() => steps.getByRole('tab', { name: 'Disclosure' }).click());
  await expect(page.getByRole('radiogroup', { name: 'Answer to question 1' })).toBeVisible();
  await expect(
    page.getByText('The client has not been notified yet: send them this disclosure.'),
  ).toHaveCount(0);
  await builder.saved(() => answer(page, 1, 'TRUE'));
  // Notified: the move skips the text.
  await builder.saved(() => wizard(page).getByRole('button', { name: 'Continue to Acceptance' }).click());
  await expect(steps.getByRole('tab', { name: 'Acceptance' })).toHaveAttribute('aria-selected', 'true');
  await builder.saved(() => answer(page, 1, 'TRUE'));
  await builder.saved(() => wizard(page).getByRole('button', { name: 'Continue to Proof' }).click());
  await expect(steps.getByRole('tab', { name: 'Proof' })).toHaveAttribute('aria-selected', 'true');

  const template = page.getByRole('link', { name: 'Download template' });
  const res = await page.request.get((await template.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 2).toString()).toBe('PK');
  // The signed proof: uploaded to the solution, named by the store, downloadable, kept in the CPoR.
  await expect(page.getByText('No signed proof has been uploaded yet.')).toBeVisible();
  await builder.saved(() =>
    wizard(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Signed proof.pdf', mimeType: 'application/pdf', buffer: SIGNED_PDF }),
  );
  const proof = page.getByRole('group', { name: 'Signed proof of execution' });
  await expect(proof.getByText('Signed proof.pdf')).toBeVisible();
  await expect(proof.getByText(/^uploaded \d{2}:\d{2}, \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await proof.getByRole('button', { name: 'Download the signed proof' }).click();
  expect((await download).suggestedFilename()).toBe('Signed proof.pdf');
  await expectAccessible(page, 'the CPoR proof step');
  await builder.saved(() => wizard(page).getByRole('button', { name: 'Finish' }).click());
  await expect(page.getByText('The CPoR is complete and saved.')).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: 'test-results/shots/cpor-proof-1024.png', fullPage: true });

  const stored = await storedSolution(page, '1003');
  const cpor = (stored.state as { cpor?: { step: number; approvals: { answers: number[] }[] } }).cpor;
  expect(cpor?.step).toBe(5);
  expect(cpor?.approvals.map((a) => a.answers)).toEqual([[1], [1]]);
  expect((stored.state as { cpor?: { proof?: { fileName?: string } } }).cpor?.proof?.fileName).toBe(
    'Signed proof.pdf',
  );
});
