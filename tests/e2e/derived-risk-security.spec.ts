/**
 * Risk Assessment, Security and the screenshot routes (issue 7): a sales person answers risk questions on a
 * seeded step-5 solution (each move saves; the scores table and the radar follow), reads the applicable
 * security controls, and every screenshot route renders its view alone and signals when it is drawn; a
 * reviewer reads Timeline and People in the read-only view and cannot change the people settings.
 */
import { expect, test } from './support/test.ts';
import { storedSolution } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

test('a sales person answers the risk assessment and reads the security controls', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution/1003');
  await builder.subTab('Risk Assessment').click();
  const blocks = page.getByRole('tablist', { name: 'Risk blocks' });
  expect(await builder.tabLabels(blocks)).toEqual([
    'Client Expectations',
    'Alignment Client Expectations and Contract',
    'Contract and Deal Structure',
    'Alignment Contract and Solution',
    'Solution Plan and Cost',
    'Alignment Solution Plan and Capability',
    'Capability',
  ]);
  // Block 1: High (10) and Normal (1.4) → 11.40; overall 11.4 / 7 = 1.63.
  await page
    .getByRole('radiogroup', { name: 'Answer to question 1' })
    .getByRole('radio', { name: 'High' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Answer to question 2' })
    .getByRole('radio', { name: 'Normal', exact: true })
    .check();
  await page
    .getByRole('textbox', { name: 'Mitigating actions' })
    .first()
    .fill('Weekly steering with the client’s CIO');
  const scores = page.getByRole('table', { name: 'Risk scores' });
  // Each score with its scale (issue 18): 3 questions of at most 10 a block; overall out of 30 / 7 x 7 = 30.
  await expect(scores.getByRole('row', { name: /^Client Expectations 11\.40 \/ 30 1$/ })).toBeVisible();
  await expect(scores.getByRole('row', { name: /^Overall 1\.63 \/ 30 19$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Risk radar (overall 1.63 / 30)' })).toBeVisible();
  await page.getByRole('button', { name: 'Next block' }).click();
  await expect(
    blocks.getByRole('tab', { name: 'Alignment Client Expectations and Contract' }),
  ).toHaveAttribute('aria-selected', 'true');
  await builder.expectAllSaved();
  const stored = await storedSolution(page, '1003');
  const first = stored.state.risk?.questions.find((q) => q.id === 'risk-q-1-1');
  expect(first?.answers.find((a) => a.selected)?.id).toBe(3);
  await page.screenshot({ path: 'test-results/shots/risk-1400.png', fullPage: true });

  await builder.subTab('Security').click();
  const counts = page.getByRole('table', { name: 'Applicable controls per domain' });
  for (const [domain, total] of [
    ['Solution', 56],
    ['Engagement', 25],
    ['Environment', 19],
  ] as const)
    await expect(counts.getByRole('row', { name: new RegExp(`^${domain} \\d+ ${total}$`) })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: 'test-results/shots/security-1024.png', fullPage: true });
});

/** What marks each view: its own landmark, chart or table, by its accessible name (each page shows its own view). */
const MARKS = {
  timeline: ['region', /^Timeline$/],
  people: ['region', /^Roles timeline$/],
  pyramids: ['img', /^Overall \(/],
  risk: ['img', /Risk/],
  security: ['table', /^Applicable controls per domain$/],
} as const;

const ROUTES = [
  ['timeline', 'timeline'],
  ['people', 'people'],
  ['pyramids', 'pyramids'],
  ['risk', 'risk'],
  ['security', 'security'],
  // An unknown page shows the Timeline.
  ['anything', 'timeline'],
] as const;

// One sign-in for the six routes (each was a journey of its own, signed in afresh): each route is its own step,
// with the axe check the journeys' `test` made at the end of each.
test('every screenshot route renders its view alone and signals when drawn', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  for (const [route, shows] of ROUTES) {
    await test.step(`the screenshot route ${route}`, async () => {
      await page.goto(`/sales/solution/screenshot/1002/${route}`);
      await expect(page.locator('html')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('slider')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Download|PNG/ })).toHaveCount(0);
      for (const [view, [role, name]] of Object.entries(MARKS)) {
        const mark = page.getByRole(role, { name });
        if (view === shows) await expect(mark.first()).toBeVisible();
        else await expect(mark, `${route} shows no ${view}`).toHaveCount(0);
      }
      await page.screenshot({ path: `test-results/shots/screenshot-${route}.png`, fullPage: true });
      await expectAccessible(page, `the screenshot route ${route}`);
    });
  }
});

test('a reviewer (lead provider, read-only) reads Timeline and People; the settings cannot change', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.REVIEWER, '/sales/solution/1002');
  await builder.readOnlyTabList().getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  // A reviewer is a lead-provider user: the slider zooms the view, it changes nothing stored.
  await expect(page.getByRole('slider', { name: 'Scale' })).toBeVisible();
  await builder.readOnlyTabList().getByRole('tab', { name: 'People' }).click();
  await expect(page.getByRole('region', { name: 'Roles timeline' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bridge Gap (Days)' })).toBeDisabled();
});
