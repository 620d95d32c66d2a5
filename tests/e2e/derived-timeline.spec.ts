/**
 * The Timeline (issue 7): a sales person (lead provider, full) on a seeded solution in step 6 sees capability
 * rows with bars, expands a capability into actions and an action into its roles, zooms with the Scale slider,
 * opens an action from its bar in the side panel, and reads the page of 5 capabilities from `?page=`; a reviewer
 * sees it in the read-only view without the slider. On delivered 1001's Review tab (nothing saved there) the scale
 * is kept for the person in their browser (issue 30).
 */
import { expect, test } from './support/test.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { copyOfSolution, storedSolution } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';

test('a sales person reads the timeline of a seeded solution, zooms (kept after a reload), expands and opens an action', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  // A copy of seeded 1002 at Detail: the zoom is saved with the solution, and the seeded ones stay as they are.
  await portal.signIn(USERS.SALES_PERSON);
  const id = await copyOfSolution(page, '1002', 'Severn Valley timeline', { step: 5 });
  await page.goto(`/sales/solution/${id}`);
  await expect(builder.title()).toHaveText('Severn Valley timeline');
  await builder.subTab('Timeline').click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toBeVisible();
  await expect(
    page.getByText(/^Delivery starts on \d\d-\d\d-\d{4} after 2 weeks of mobilisation/),
  ).toBeVisible();
  await expect(timeline.getByText('W1', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/timeline-1400.png', fullPage: true });

  // The slider (lead provider): scale 2 triples the day width of scale 0.
  const slider = page.getByRole('slider', { name: 'Scale' });
  await expect(slider).toBeVisible();
  const grid = timeline.locator('[data-scale]');
  const before = await grid.getAttribute('data-scale');
  // The save's answer (the whole solution) is parsed in the answer worker, off the page's main thread (ADR 0049).
  const answerWorker = page.waitForEvent('worker');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await builder.saved(async () => {
    await slider.focus();
    await page.keyboard.press('End');
  });
  expect((await answerWorker).url()).toMatch(/\/assets\/answer-worker-[\w-]+\.js$/);
  await builder.expectAllSaved();
  expect(warnings.filter((w) => w.includes('answer worker'))).toEqual([]);
  await expect(grid).toHaveAttribute('data-scale', '5');
  expect(before).not.toBe('5');
  // The chosen scale is saved with the solution: after a reload the timeline opens at it.
  await page.reload();
  await builder.subTab('Timeline').click();
  await expect(timeline.locator('[data-scale]')).toHaveAttribute('data-scale', '5');
  await expect(slider).toHaveValue('5');

  // Expand a capability: one row per action; expand an action: its roles.
  await timeline.getByRole('button', { name: 'Expand Identity Foundation (Entra ID)' }).click();
  const roles = timeline.getByRole('button', { name: /^Expand .* roles$/ }).first();
  await roles.click();
  await expect(timeline.getByText(/ · \d+ % · [\d.]+ days$/).first()).toBeVisible();

  // Clicking an action's bar opens it in the side panel.
  const bar = timeline
    .getByRole('button', { name: /: \d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}, [\d.]+ h$/ })
    .first();
  const label = (await bar.getAttribute('aria-label')) ?? '';
  await bar.click();
  const name = label.split(':')[0] ?? '';
  await expect(page.getByLabel(`${name} (Action)`, { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: 'test-results/shots/timeline-1024.png', fullPage: true });
});

test('on delivered 1001 the scale a sales person chooses on the Review tab is kept for them, not saved to the solution', async ({
  page,
}) => {
  // Issue 30: a solution the person cannot save from this view keeps the scale in their browser (ADR 0036).
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON);
  const before = await storedSolution(page, '1001');
  let saves = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/sales/solutions') saves++;
  });
  const openTimeline = async () => {
    await page.goto('/sales/solution/1001');
    await builder.openStep('Review');
    await builder.subTab('Timeline').click();
    await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  };
  await openTimeline();
  const grid = page.getByRole('region', { name: 'Timeline' }).locator('[data-scale]');
  const slider = page.getByRole('slider', { name: 'Scale' });
  await expect(grid).not.toHaveAttribute('data-scale', '4');
  await slider.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(grid).toHaveAttribute('data-scale', '4');
  // The slider rests for 0.5 s before the scale is handed on (kept here, where a save would be).
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(localStorage)
          .filter(([key]) => key.startsWith('portal.timelineScale.') && key.endsWith('.1001'))
          .map(([, value]) => value),
      ),
    )
    .toEqual(['4']);

  // Back on the Timeline later: it opens at the chosen scale; the solution is as it was.
  await page.goto('/sales/solution');
  await openTimeline();
  await expect(grid).toHaveAttribute('data-scale', '4');
  await expect(slider).toHaveValue('4');
  await expectAccessible(page, 'the Timeline of delivered 1001 at a kept scale');
  expect(saves, 'saves sent by choosing a scale').toBe(0);
  expect((await storedSolution(page, '1001')).etag).toBe(before.etag);
});
