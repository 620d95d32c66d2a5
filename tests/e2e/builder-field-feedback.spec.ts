/**
 * Issue 18: values are never changed without a word. In the builder a sales person types a month before 2000-01
 * (refused beside the field, the stored start kept), pastes a name longer than the limit (refused whole, with a
 * message; typing stops at the limit with the limit said), and in an action's panel types 12000 hours (set to
 * 9,999 with a note), -5 and 'abc' as a quantity (refused, the last quantity kept). The stored solution is read
 * back through the API. axe on each state; screenshots at 1,440 and 1,024 px.
 */
import { storedSolution } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { findActionJson } from './support/solution-json.ts';
import { expect, test } from './support/test.ts';

const DISCOVERY = 'Discovery & Assessment';
const KICKOFF = 'Mobilise and run discovery workshops';
const SITES = 'Number of sites';

test('the builder says beside each field what it refused or changed', async ({ page }) => {
  test.setTimeout(240_000);
  const runId = Date.now();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await new Portal(page).signIn(USERS.SALES_PERSON);
  const builder = new Builder(page);
  const { id } = await builder.createSolution({
    clientSearch: 'Pennine',
    expectedStart: '2027-03',
    name: `Field feedback ${runId}`,
  });

  await test.step('Information: a start before 2000-01 is refused; a long name stops at 300', async () => {
    await builder.openStep('Information');
    await builder.expectedStart().fill('1900-01');
    await expect(page.getByText('The expected start cannot be before 2000-01.')).toBeVisible();
    await expect(builder.expectedStart()).toHaveAttribute('aria-invalid', 'true');

    // A paste that does not fit is refused whole (nothing cut), and says so.
    const long = 'N'.repeat(320);
    await page.evaluate((text) => navigator.clipboard.writeText(text), long);
    await builder.nameBox().fill('');
    await builder.nameBox().focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(
      page.getByText(
        'Not pasted: the text has 320 characters and 300 fit (the most is 300). Shorten it and paste again.',
      ),
    ).toBeVisible();
    await expect(builder.nameBox()).toHaveValue('');
    // Typing stops at the limit, and the limit is said.
    await builder.nameBox().fill('A'.repeat(300));
    await builder.nameBox().press('B');
    await expect(builder.nameBox()).toHaveValue('A'.repeat(300));
    await expect(page.getByText('The most is 300 characters.')).toBeVisible();
    await expectAccessible(page, 'the Information step with field messages');
    await shotsAtTwoWidths(page, 'field-feedback-information');

    await builder.saved(() => builder.nameBox().fill(`Field feedback ${runId}`));
    await expect(page.getByText('The most is 300 characters.')).toHaveCount(0);
    // The refused month never reached the server.
    const stored = await storedSolution(page, id);
    expect(stored.expectedStart).toBe('2027-03');
    expect(stored.fields.name).toBe(`Field feedback ${runId}`);
    await builder.saved(() => builder.expectedStart().fill('2000-01'));
    await expect(page.getByText('The expected start cannot be before 2000-01.')).toHaveCount(0);
    expect((await storedSolution(page, id)).expectedStart).toBe('2000-01');
  });

  await test.step('Detail: 12000 hours is set to 9,999 with a note; -5 and abc are refused', async () => {
    await builder.openStep('Scope');
    await builder.capabilityCheckbox(DISCOVERY).check();
    await builder.sizeRadio(DISCOVERY, 'S').check();
    await builder.expectAllSaved();
    await builder.next();
    await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
    const tree = builder.scopeTree();
    await builder.expandRow(tree, 's:cap-discovery-assessment');
    await builder.openItem(builder.actionRow(tree, KICKOFF), KICKOFF, 'Action');

    await builder.saved(() => builder.typeNumber('Effort (hours)', '12000'));
    await expect(builder.numberField('Effort (hours)')).toHaveValue('9999');
    await expect(page.getByText('The most is 9,999: set to 9,999.')).toBeVisible();

    await builder.saved(() => builder.typeNumber(`Quantity of ${SITES}`, '12'));
    await builder.typeNumber(`Quantity of ${SITES}`, '-5');
    await expect(builder.numberField(`Quantity of ${SITES}`)).toHaveValue('12');
    await expect(page.getByText('No negative numbers: enter 0 to 9,999. Kept 12.')).toBeVisible();
    await builder.typeNumber(`Quantity of ${SITES}`, 'abc');
    await expect(builder.numberField(`Quantity of ${SITES}`)).toHaveValue('12');
    await expect(page.getByText('Not a number: enter 0 to 9,999. Kept 12.')).toBeVisible();
    await expectAccessible(page, 'the action panel with field messages');
    await shotsAtTwoWidths(page, 'field-feedback-action');

    await builder.expectAllSaved();
    const stored = await storedSolution(page, id);
    const action = findActionJson(stored.state.items, 'act-discovery-kickoff');
    expect(action?.effort).toBe(9999);
    expect(action?.metrics?.find((m) => m.name === SITES)?.value).toBe(12);
  });
});
