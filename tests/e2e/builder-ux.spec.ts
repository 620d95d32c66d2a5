/**
 * What a new user tripped over in the builder (issue 18, section 2), each at 1,024 and 1,440 px with
 * screenshots: job toasts that covered the Resources and Documents buttons and stayed under the pointer; the Risk
 * radar over its card and the Next button, two Back/Next pairs, scores without their scale; the cramped action
 * editor; 'Last Updated: in 1 minute' after a save; the bulk size buttons without undo; stage names that differed
 * between the list and the progress bar, and the pager over two lines; Next on Detail handing the solution to the
 * approvers without a word.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/axe.ts';
import { copyOfSolution, storedSolution } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { atWidth, fullShot, WIDTHS } from './support/shots.ts';

// Each test walks both widths on a busy shared machine.
test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string) {
  await fullShot(page, `builder-ux-${name}`);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`No box for ${String(locator)}`);
  return b;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box, slack = 1) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

test('job toasts cover no header action and a finished one closes under the pointer', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution/1002');
  const resources = page.getByRole('button', { name: 'Resources' });
  const documents = page.getByRole('button', { name: 'Documents', exact: true });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await resources.click();
    await page.getByRole('menuitem', { name: 'Generate Solution Plan (SP051)' }).click();
    const toast = page.locator('.fui-Toast').first();
    await expect(toast).toBeVisible();
    await shot(page, `toast-${width}`);
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(resources)), 'toast over Resources').toBe(false);
    expect(overlaps(toastBox, await box(documents)), 'toast over Documents').toBe(false);
    // The pointer rests on the toast: once the job is done it still closes by itself.
    await page.mouse.move(toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2);
    await expect(portal.toast('Solution Plan (SP051) Created!')).toBeVisible({ timeout: 20_000 });
    await page.mouse.move(toastBox.x + 10, toastBox.y + 10);
    await expect(page.locator('.fui-Toast')).toHaveCount(0, { timeout: 6_000 });
    // The next Generate is free to click.
    await resources.click({ trial: true });
  }
});

test('the risk radar fits its card with its labels, one Back/Next pair, scores with their scale', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution/1003');
  await builder.subTab('Risk Assessment').click();
  const scores = page.getByRole('table', { name: 'Risk scores' });
  await expect(scores.getByRole('row', { name: /^Client Expectations 0\.00 \/ 30 3$/ })).toBeVisible();
  await expect(scores.getByRole('row', { name: /^Overall 0\.00 \/ 30 21$/ })).toBeVisible();
  const radar = page.getByRole('img', { name: 'Risk radar (overall 0.00 / 30)' });
  await expect(radar).toBeVisible();
  // One Back / Next pair: the step's; the risk blocks have Previous block / Next block.
  await expect(page.getByRole('button', { name: /^Back$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Next($|:)/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next block' })).toBeVisible();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(radar.locator('.angularaxistick text')).toHaveCount(7);
    await page.waitForTimeout(500); // plotly redraws after a resize
    await shot(page, `risk-${width}`);
    const card = await box(builder.content());
    const chart = await box(radar);
    expect(inside(chart, card), `radar inside its card at ${width}`).toBe(true);
    expect(overlaps(chart, await box(builder.submitForApprovalButton()))).toBe(false);
    // Every axis label is drawn whole inside the chart.
    for (const label of await radar.locator('.angularaxistick text').all()) {
      expect(inside(await box(label), chart), `${await label.textContent()} at ${width}`).toBe(true);
    }
  }
});

test('the action editor lays out without overlaps at 1,440 and 1,024 px', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution/1003');
  const tree = builder.scopeTree();
  await builder.expandRow(tree, 'c:cap-windows-365');
  await builder.expandRow(tree, 's:cap-windows-365');
  const name = 'Provision Cloud PCs';
  const row = builder.actionRow(tree, name);
  await builder.openItem(row, name, 'Action');
  const roles = page.getByRole('region', { name: 'Roles' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    // The focused row keeps its name in its own cell, clear of the metrics text.
    await row.focus();
    await shot(page, `action-${width}`);
    const nameBox = await box(row.locator('[data-name]'));
    const metrics = await box(row.getByRole('gridcell').nth(1));
    expect(nameBox.x + nameBox.width, `name clear of metrics at ${width}`).toBeLessThanOrEqual(metrics.x + 1);
    // Each % box stays in its column, clear of Days; each role name is offered whole as the picker's title.
    const header = roles.locator('th');
    const daysHeader = await box(header.filter({ hasText: 'Days' }));
    for (const input of await roles.getByRole('textbox', { name: /^Percentage of / }).all()) {
      const b = await box(input);
      expect(b.x + b.width, `% box clear of Days at ${width}`).toBeLessThanOrEqual(daysHeader.x + 1);
    }
    for (const select of await roles.getByRole('combobox', { name: /^Replace / }).all()) {
      const label = (await select.getAttribute('aria-label'))?.replace(/^Replace /, '');
      await expect(select).toHaveAttribute('title', label ?? '');
    }
  }
  await expectAccessible(page, 'the action editor');
});

test('Last Updated never reads as future right after a save', async ({ page }) => {
  // The page's clock runs two minutes behind the server's, as a page whose clock ticked a while ago would.
  await page.clock.setFixedTime(new Date(Date.now() - 2 * 60_000));
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/');
  // A copy of 1003 at Detail; Back saves its move back to Scope (a tab only shows a step: ADR 0051).
  const id = await copyOfSolution(page, '1003', `Last Updated ${Date.now()}`, { step: 5 });
  await page.goto(`/sales/solution/${id}`);
  await builder.saved(() => builder.backButton().click());
  await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  const updated = builder.panelValue('Last Updated');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    // Below 1,280 px the details panel opens with its button.
    if (width < 1280) await page.getByRole('button', { name: 'Details' }).click();
    await expect(updated).toHaveText('just now');
    await shot(page, `last-updated-${width}`);
  }
  await builder.next();
  await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
  await expect(updated).toHaveText('just now');
});

test('the bulk size buttons can be undone, restoring every size exactly', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/');
  // A copy of 1002 (at Scope): opening Scope and saving moved 1002 itself there, and later journeys read it at Review.
  const id = await copyOfSolution(page, '1002', `Bulk sizes ${Date.now()}`);
  await page.goto(`/sales/solution/${id}`);
  await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  const before = (await storedSolution(page, id)).state.items;
  // Every capability's size by id (the builder may store the tree in the catalogue's order on its first save).
  const sizes = (items: typeof before) => {
    const out: Record<string, string> = {};
    const walk = (caps: typeof before) => {
      for (const c of caps) {
        out[c.id] = String(c.size ?? '');
        walk(c.items ?? []);
      }
    };
    walk(items);
    return JSON.stringify(Object.entries(out).sort());
  };
  const bar = page.locator('.fui-MessageBar').filter({ hasText: 'selected capabilities set to' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await builder.saved(() =>
      page.getByRole('button', { name: 'Set size VC for all selected capabilities' }).click(),
    );
    await expect(bar).toContainText('All 2 selected capabilities set to VC.');
    await expect(builder.sizeRadio('Identity Foundation (Entra ID)', 'VC')).toBeChecked();
    await shot(page, `bulk-size-${width}`);
    await expectAccessible(page, 'the bulk size message bar');
    await builder.saved(() => bar.getByRole('button', { name: 'Undo' }).click());
    await expect(bar).toHaveCount(0);
    await expect(builder.sizeRadio('Identity Foundation (Entra ID)', 'M')).toBeChecked();
    await builder.expectAllSaved();
    expect(sizes((await storedSolution(page, id)).state.items)).toBe(sizes(before));
  }
});

test('one stage name in the list and the progress bar; after delivery the bar is done; the pager on one line', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/sales/solution?view=all');
  const table = portal.solutionsTable();
  const stageOf = async (name: string) => {
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const row = table.getByRole('row').filter({ hasText: name });
    return (await row.getByRole('cell').nth(headers.indexOf('Stage')).innerText()).trim();
  };
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await shot(page, `list-${width}`);
  }
  expect(await stageOf('Severn Valley clinical virtual desktops')).toBe('Approve');
  expect(await stageOf('Mercia Cloud PC for hybrid working')).toBe('Define');
  expect(await stageOf('Northbridge Windows 11 and Intune')).toBe('Deliver');

  await page.goto('/sales/solution/1002');
  await expect(builder.currentStage()).toHaveText(/^Approve/);
  await page.goto('/sales/solution/1003');
  await expect(builder.currentStage()).toHaveText(/^Define/);

  // 1001 was exported to Deliver: every stage is done, the last one included.
  await page.goto('/sales/solution/1001');
  await expect(builder.progress().locator('[data-status="completed"]')).toHaveCount(7);
  await expect(builder.currentStage()).toHaveCount(0);
  const pager = page.getByRole('group', { name: 'Views pager' });
  const tabs = page.getByRole('tablist', { name: 'Solution views' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await shot(page, `deliver-${width}`);
    const previous = await box(pager.getByRole('button', { name: 'Previous view' }));
    const next = await box(pager.getByRole('button', { name: 'Next view' }));
    expect(Math.abs(previous.y - next.y), `pager on one line at ${width}`).toBeLessThan(2);
    expect(next.height, `Next on one line at ${width}`).toBeLessThan(40);
    expect(Math.abs(previous.y - (await box(tabs)).y), `pager beside the tabs at ${width}`).toBeLessThan(12);
  }
  // Step 8's previous and next (spec): one view along each way, each off at its end.
  const views = await tabs.getByRole('tab').allInnerTexts();
  const selected = tabs.getByRole('tab', { selected: true });
  await expect(selected).toHaveText(views[0]!);
  await expect(pager.getByRole('button', { name: 'Previous view' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next view' }).click();
  await expect(selected).toHaveText(views[1]!);
  await expect(page.getByRole('tabpanel', { name: views[1]! })).toBeVisible();
  await pager.getByRole('button', { name: 'Previous view' }).click();
  await expect(selected).toHaveText(views[0]!);
  await tabs.getByRole('tab', { name: views.at(-1)! }).click();
  await expect(pager.getByRole('button', { name: 'Next view' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous view' }).click();
  await expect(selected).toHaveText(views.at(-2)!);
});

test('Next on Detail says it submits for approval and asks first', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/');
  // A copy of 1003 at Detail: submitting 1003 itself would leave it at Review, and the CPoR journey needs it at Detail.
  const id = await copyOfSolution(page, '1003', `Submit for approval ${Date.now()}`, { step: 5 });
  await page.goto(`/sales/solution/${id}`);
  const next = builder.submitForApprovalButton();
  await expect(next).toBeVisible();
  await next.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Save, go to Review and hand the solution to the approvers',
  );
  const dialog = page.getByRole('alertdialog', { name: 'Submit for approval?' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await next.click();
    await expect(dialog).toBeVisible();
    await shot(page, `submit-for-approval-${width}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
  }
  expect((await storedSolution(page, id)).state.step).toBe(5);
  await builder.submitForApproval();
  await expect(builder.stepTab('Review')).toHaveAttribute('aria-selected', 'true');
  expect((await storedSolution(page, id)).state.step).toBe(6);
  // Elsewhere Next says where it goes.
  await page.getByRole('button', { name: 'Next', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Save and go to Close');
});
