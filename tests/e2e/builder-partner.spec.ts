/**
 * An HP partner (submit-only) creates and submits an opportunity: Information → Scope → core metrics (2.5) →
 * Submit tab (sizes S, M, L, XL) → Submit, which asks first since the partner cannot edit afterwards (issue 30;
 * Cancel keeps the tab) → the thank-you screen. Reopened, the solution shows the read-only
 * tabbed view, and the 'Opportunity submitted' e-mail is in the local mailbox.
 */
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { localMail, storedSolution } from './support/api.ts';
import { Builder, GUIDANCE } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

const DISCOVERY = 'Discovery & Assessment';
const USERS_METRIC = 'Number of users';

test('an HP partner submits an opportunity, gets the thank-you screen, the read-only view and the e-mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const portal = new Portal(page);
  const builder = new Builder(page);
  const name = `HP opportunity ${Date.now()}`;
  await portal.signIn(USERS.HP_SALES_PERSON);

  const { id } = await test.step('Information', async () => {
    const created = await builder.createSolution({
      clientSearch: 'Veldhoven',
      expectedStart: '2027-06',
      name,
      description: 'Intune and Defender for 900 laboratory devices.',
    });
    await expect(builder.title()).toHaveText(name);
    return created;
  });

  await test.step('Scope: the partner tabs, the scope tree without sizes or ROM', async () => {
    expect(await builder.tabStates()).toEqual({ Information: true, Scope: true, Submit: false });
    await expect(page.getByText(GUIDANCE[2], { exact: true })).toBeVisible();
    await expect(builder.currentStage()).toHaveText(/^Draft/);
    await expect(builder.rom()).toHaveCount(0);
    await builder.capabilityCheckbox(DISCOVERY).check();
    await expect(builder.capabilityCheckbox(DISCOVERY)).toBeChecked();
    await expect(builder.scopeTree().getByRole('radiogroup')).toHaveCount(0);
    await expect(builder.nextButton()).toBeVisible();
    await builder.next();
  });

  await test.step('Core metrics (step 2.5): whole numbers 0-9999', async () => {
    await expect(page.getByText(GUIDANCE[2.5], { exact: true })).toBeVisible();
    // Step 2.5 belongs to the Scope tab.
    await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Core Metrics' });
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(DISCOVERY);
    const quantity = `${USERS_METRIC} of ${DISCOVERY}`;
    await builder.typeNumber(quantity, '12000');
    await expect(builder.numberField(quantity)).toHaveValue('9999');
    // The quantity saves 2 s after the last change.
    await builder.saved(() => builder.typeNumber(quantity, '900'));
    await expect(builder.numberField(quantity)).toHaveValue('900');
    await builder.next();
  });

  await test.step('Submit tab: sizes S, M, L, XL and the Submit button', async () => {
    await expect(builder.stepTab('Submit')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(GUIDANCE[3], { exact: true })).toBeVisible();
    // At step 3 (highest 3 or less): the second stage.
    await expect(builder.currentStage()).toHaveText(/^Submit/);
    const tree = builder.sizeTree();
    await expect(builder.sizeLabels(DISCOVERY, tree)).toHaveText(['S', 'M', 'L', 'XL']);
    await builder.saved(() => builder.sizeRadio(DISCOVERY, 'L', tree).check());
    await expect(builder.nextButton()).toHaveCount(0);
    await expect(builder.submitButton()).toBeVisible();
  });

  await test.step('Submit asks first: the partner cannot edit afterwards (Cancel stays, Submit submits)', async () => {
    const dialog = page.getByRole('alertdialog', { name: 'Submit the opportunity?' });
    await builder.submitButton().click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You cannot edit the opportunity after submitting it');
    await expectAccessible(page, 'the partner submit confirmation', '[role="alertdialog"]');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(builder.stepTab('Submit')).toHaveAttribute('aria-selected', 'true');
    expect((await storedSolution(page, id)).state.step).toBe(3);
    await builder.submitButton().click();
    await builder.saved(() => dialog.getByRole('button', { name: 'Submit', exact: true }).click());
    await expect(dialog).toHaveCount(0);
  });

  await test.step('Thank-you screen', async () => {
    await expect(page.getByText('Thank you for submitting the opportunity!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You will get informed about the progress on e-mail.', { exact: true }),
    ).toBeVisible();
    await expect(builder.stepTabs()).toHaveCount(0);
    const stored = await storedSolution(page, id);
    expect(stored.state.step).toBe(5);
    expect(stored.state.partnerSubmitted).toBe(true);
    expect(stored.fields.organization).toBe('HP');
    expect(stored.state.items.find((c) => c.name === DISCOVERY)?.size).toBe('L');
  });

  await test.step('Reopened: the read-only tabbed view, no step tabs, no Next', async () => {
    await page.goto(`/sales/solution/${id}`);
    await expect(builder.title()).toHaveText(name);
    expect(await builder.tabLabels(builder.readOnlyTabList())).toEqual([
      'Scope',
      'Metrics',
      'Timeline',
      'People',
      'Deliverables',
      'Work Products',
      'Solution',
      'Documents',
    ]);
    await expect(builder.stepTabs()).toHaveCount(0);
    await expect(builder.nextButton()).toHaveCount(0);
    await expect(builder.submitButton()).toHaveCount(0);
    await expect(builder.treeRow(builder.scopeTree(), DISCOVERY)).toBeVisible();
    await page.getByRole('tab', { name: 'Metrics' }).click();
    const metrics = page.getByRole('table', { name: 'Core Metrics' });
    await expect(metrics.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      DISCOVERY,
      USERS_METRIC,
      '900',
    ]);
    await expect(metrics.getByRole('textbox')).toHaveCount(0);
  });

  await test.step('Timeline and People past submit: dated bars from the server, no Effort, no slider', async () => {
    await builder.readOnlyTabList().getByRole('tab', { name: 'Timeline' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Scale' })).toHaveCount(0);
    await expect(
      page.getByText(/^Delivery starts on \d\d-\d\d-\d{4} after 2 weeks of mobilisation/),
    ).toBeVisible();
    // The partner's copy has no hours: the bars still span their working days (the server's schedule).
    const bars = timeline.getByRole('button', { name: /: \d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}$/ });
    await expect(bars.first()).toBeVisible();
    expect((await bars.first().boundingBox())?.width ?? 0).toBeGreaterThan(1);
    await expect(timeline.getByText(/ h$/)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/shots/partner-timeline-1400.png', fullPage: true });
    await builder.readOnlyTabList().getByRole('tab', { name: 'People' }).click();
    await expect(page.getByRole('table', { name: 'Total Team' })).toBeVisible();
  });

  await test.step("The 'Opportunity submitted' e-mail", async () => {
    await expect
      .poll(
        async () => (await localMail(page)).filter((m) => m.subject.includes(name)).map((m) => m.subject),
        {
          timeout: 15_000,
        },
      )
      .toContainEqual(expect.stringMatching(new RegExp(`^Opportunity submitted: ${name}`)));
  });
});
