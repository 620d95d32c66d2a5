/**
 * Issue 6 in the browser: a refused save keeps the person's edit (in plain words, offered back after a reload),
 * the builder works from 1,024 px wide with every column of the tree visible, and read-only roles are offered
 * only what they can do.
 */
import { expect, test } from './support/test.ts';
import { storedSolution } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

test('a refused save keeps the edit, says what to do, and offers it back after a reload', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON);
  const { id } = await builder.createSolution({
    clientSearch: 'Albion',
    name: `Albion refused ${Date.now()}`,
  });
  await builder.openStep('Information');

  const message =
    'The description of requirements is too long (at most 20,000 characters). Correct it and try again.';
  await page.route('**/api/sales/solutions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'bad_request', message } }),
        })
      : route.fallback(),
  );
  const typed = 'Keep this text even though the save is refused.';
  await builder.descriptionBox().fill(typed);
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toContainText(
    'Your changes are kept in this browser until you correct them or discard them.',
  );
  await expect(alert.getByRole('button', { name: 'Discard changes' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await page.unroute('**/api/sales/solutions');
  await page.reload();
  const kept = page.getByRole('region', { name: 'Unsaved changes' }).or(page.getByLabel('Unsaved changes'));
  await expect(kept).toContainText('that were not saved');
  await kept.getByRole('button', { name: 'Restore changes' }).click();
  await expect(builder.savedIndicator()).toBeVisible();
  await expect.poll(async () => (await storedSolution(page, id)).requirementDescription).toBe(typed);
  await page.reload();
  await expect(page.getByLabel('Unsaved changes')).toHaveCount(0);
});

test('the builder at 1,024 px shows every column of the tree, with readable names', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON);
  await builder.createSolution({ clientSearch: 'Albion', name: `Albion narrow ${Date.now()}` });
  await builder.capabilityCheckbox('Windows 11 Migration').check();
  await builder.dismissAlert();
  const tree = builder.scopeTree();
  await builder.sizeRadio('Windows 11 Migration', 'M').check();

  const overflowOf = () =>
    tree.evaluate((el) => {
      const scroller = [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))].find(
        (n) =>
          n.scrollWidth > n.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(n).overflowX),
      );
      return scroller ? `${scroller.className}: ${scroller.scrollWidth} > ${scroller.clientWidth}` : '';
    });
  expect(await overflowOf()).toBe('');
  const row = builder.treeRow(tree, 'Windows 11 Migration');
  for (const cell of [
    row.getByRole('radio', { name: 'VC' }),
    row.getByText('250 h'),
    row.getByLabel('Team of Windows 11 Migration'),
  ]) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    await expect(cell).toBeInViewport();
  }
  // The full name is readable (the cell is wide enough, or the name is there on hover).
  await expect(row.getByTitle('Windows 11 Migration')).toBeVisible();
  // With the Documents panel open beside it, still no column is hidden.
  await page.getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
  expect(await overflowOf()).toBe('');
  const team = (await row.getByLabel('Team of Windows 11 Migration').boundingBox())!;
  expect(team.x + team.width).toBeLessThanOrEqual(1024 - 280);
  await page.getByRole('button', { name: 'Documents', pressed: true }).click();
  // The details panel is a click away.
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(builder.leftPanel()).toBeVisible();
  await expectAccessible(page, 'the builder at 1,024 px with the details panel');

  // Manage Roles offers each entry only users of that role (the API refuses anyone else).
  await page.getByRole('button', { name: 'Manage Roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Roles' });
  await expect(dialog).toBeVisible();
  // The spec's fixed text names the roles that are not held per solution.
  await expect(dialog).toContainText(
    'Not assigned here: Solution Area Owner and Solution Capability Owner (they own parts of the catalogue), ' +
      'Deal Team (approves the deal at Review) and Solution Reviewer (reviews solutions at Review).',
  );
  await expectAccessible(page, 'the Manage Roles dialog');
  await dialog.getByRole('combobox', { name: 'Solution Architect', exact: true }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.allInnerTexts()).toEqual([
    expect.stringContaining('solution.architect@provider.example'),
  ]);
});

test('read-only roles get View Solutions on the home page, not Create a Solution', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.REVIEWER);
  await expect(page.getByRole('link', { name: 'View Solutions' })).toBeVisible();
  await expect(page.getByText('Create a Solution')).toHaveCount(0);
  await expect(page.getByText('cannot create them')).toHaveCount(0);
  await page.getByRole('link', { name: 'View Solutions' }).click();
  await expect(page).toHaveURL(/\/sales\/solution$/);
});
