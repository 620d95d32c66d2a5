/**
 * People (issue 7): a sales person on a seeded solution in step 5 reads the roles timeline, the Total Team and
 * team tables and the four pyramids, changes Mobilisation Time and Bridge Gap (saved at once, the timeline
 * and the stored solution follow), and downloads nothing by accident; a reviewer sees the read-only People tab.
 */
import { expect, test } from './support/test.ts';
import { storedSolution } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

test('a sales person reads People, changes the settings and the schedule follows', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution/1003');
  await expect(builder.title()).toHaveText('Mercia Cloud PC for hybrid working');
  await builder.subTab('People').click();

  const roles = page.getByRole('region', { name: 'Roles timeline' });
  await expect(roles).toBeVisible();
  const total = page.getByRole('table', { name: 'Total Team' });
  await expect(total.getByRole('row', { name: /^Onshore \d+ [\d.,]+$/ })).toBeVisible();
  await expect(total.getByRole('row', { name: /^Onshore \/ Offshore\s+\d+ : \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Provider Team' })).toBeVisible();
  for (const name of ['Overall', 'Provider UK', 'Provider', 'Provider Offshore'])
    // A pyramid with no roles (here Provider: no onshore roles outside the UK) says None instead of a chart.
    await expect(
      page
        .getByRole('img', { name: new RegExp(`^${name} \\([\\d.]+ FTE\\)$`) })
        .or(page.getByRole('group', { name: `${name} pyramid` })),
    ).toBeVisible();
  await expect(page.locator('.main-svg').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/people-1400.png', fullPage: true });

  // Mobilisation 2 → 4 weeks: the first bar moves two weeks later; saved as 28 days.
  const firstBar = roles.getByRole('img').first();
  const before = await firstBar.boundingBox();
  await page.getByRole('combobox', { name: 'Mobilisation Time (Weeks)' }).selectOption('4');
  await expect.poll(async () => (await firstBar.boundingBox())?.x ?? 0).toBeGreaterThan((before?.x ?? 0) + 5);
  await builder.expectAllSaved();
  await page.getByRole('combobox', { name: 'Bridge Gap (Days)' }).selectOption('30');
  await builder.expectAllSaved();
  const stored = await storedSolution(page, '1003');
  expect(stored.state.peopleSettings).toEqual({ gap: 30, mobilisation: 28 });

  // The Timeline follows the same settings: delivery starts after 28 days.
  await builder.subTab('Timeline').click();
  await expect(page.getByText(/after 4 weeks of mobilisation/)).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await builder.subTab('People').click();
  await expect(roles).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/people-1024.png', fullPage: true });
});
