/**
 * The estimate panel (issue 19; docs/estimate.md, "The estimate panel"): a sales person sees it beside the ROM
 * summary and on the Close step, and a size change moves the expected hours and the price at once (computed in the
 * browser, before any save); a partner sees no panel and never asks for the rate card. Each journey works on its
 * own copy of a seeded solution, so the seeded ones stay where other journeys read them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/axe.ts';
import { authHeaders, copyOfSolution, pageToken, storedSolution, type CopyRequest } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { atWidth, fullShot, WIDTHS } from './support/shots.ts';

test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string) {
  await fullShot(page, `estimate-panel-${name}`);
}

const FULL_ONLY_FIELDS = [
  'approvals',
  'isExportedToDeliver',
  'aepUrl',
  'c365Url',
  'roles',
  'aepSolutionType',
];

/** The copy is the sales person's own: the source's approvals were given by others. */
const withoutApprovals = (copy: CopyRequest): CopyRequest => {
  const { approvals: _approvals, ...fields } = copy.fields;
  return { ...copy, fields };
};

/** A new solution starts at Scope at the furthest. */
const atScope = (copy: CopyRequest): CopyRequest => ({
  ...withoutApprovals(copy),
  state: { ...copy.state, step: 2, steps: [1, 2] },
});

/** Moves a stored solution on step by step through the API, as Next would. */
async function walkTo(page: Page, id: string, steps: number[]) {
  for (const step of steps) {
    const stored = (await storedSolution(page, id)) as unknown as CopyRequest & { etag: string };
    const res = await page.request.post('/api/sales/solutions', {
      headers: { ...authHeaders(await pageToken(page)), 'If-Match': stored.etag },
      data: {
        solutionId: id,
        salesClient: stored.salesClient,
        expectedStart: stored.expectedStart,
        salesCountry: stored.salesCountry,
        requirementDescription: stored.requirementDescription,
        catalogueVersion: stored.catalogueVersion,
        fields: stored.fields,
        state: { ...stored.state, step },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

const panel = (page: Page) => page.getByRole('region', { name: 'Estimate', exact: true });
const figure = (page: Page, name: string) => panel(page).locator(`[data-estimate-${name}]`);

test('a sales person sees the estimate beside the ROM, moves it with a size, and on the Close step', async ({
  page,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON, '/');
  // Kestrel (1007, sized XL / C / M at complexity 2), taken back to Scope: the estimate is on the ROM basis.
  const id = await copyOfSolution(page, '1007', `Estimate ROM ${Date.now()}`, { change: atScope });
  await page.goto(`/sales/solution/${id}`);
  await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByText('Based on the ROM')).toBeVisible();
  // The ROM card's total and the estimate's range are named apart, and the panel says the proposal uses it.
  await expect(builder.rom().getByText('ROM hours (by size)', { exact: true })).toBeVisible();
  await expect(figure(page, 'basis')).toHaveText(
    /^Low, expected and high come from the ROM hours by size \([\d,.]+ h\)\. The proposal is priced on this estimate\.$/,
  );
  await expect(figure(page, 'price')).toHaveText(/^£\d{1,3}(,\d{3})+$/);
  await expect(panel(page).getByText(/person-weeks$/)).toBeVisible();
  await expect(panel(page).getByText(/^\d+ (weeks?|days?)( and \d days?)?$/)).toBeVisible();
  await expect(
    panel(page).getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}$/),
  ).toBeVisible();
  await expect(panel(page).getByText(/Rate card version \d+/)).toBeVisible();

  for (const width of WIDTHS) {
    await atWidth(page, width);
    await panel(page).scrollIntoViewIfNeeded();
    await shot(page, `rom-${width}`);
    await expectAccessible(page, `the estimate panel on the ROM view at ${width} px`);
  }

  // A size change (all three capabilities to S) moves the expected hours and the price.
  const expected = await figure(page, 'expected').innerText();
  const price = await figure(page, 'price').innerText();
  await builder.saved(() =>
    page.getByRole('button', { name: 'Set size S for all selected capabilities' }).click(),
  );
  await expect(figure(page, 'expected')).not.toHaveText(expected);
  await expect(figure(page, 'price')).not.toHaveText(price);
  await builder.expectAllSaved();

  // The breakdown by level and location opens in place.
  await panel(page).getByRole('button', { name: 'Hours by level and location' }).click();
  const table = panel(page).getByRole('table', { name: 'Hours by level and location' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page, 'the estimate panel with its breakdown open');

  // The Close step (a copy of 1007 as it is, at Close).
  const closeId = await copyOfSolution(page, '1007', `Estimate Close ${Date.now()}`, { change: atScope });
  await walkTo(page, closeId, [5, 6, 7]);
  await page.goto(`/sales/solution/${closeId}`);
  await expect(builder.stepTab('Close')).toHaveAttribute('aria-selected', 'true');
  await expect(figure(page, 'price')).toHaveText(/^£\d{1,3}(,\d{3})+$/);
  await expect(figure(page, 'margin')).toHaveText(/^\d+(\.\d)?%$/);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await panel(page).scrollIntoViewIfNeeded();
    await shot(page, `close-${width}`);
    await expectAccessible(page, `the estimate panel on the Close step at ${width} px`);
  }
});

test('a partner sees no estimate and never asks for the rate card', async ({ page }) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/sales\/(configuration\/rate-card|solutions\/\d+\/estimate)/.test(r.url()))
      asked.push(r.url());
  });
  await portal.signIn(USERS.HP_SALES_PERSON, '/');
  const id = await copyOfSolution(page, '1004', `Partner estimate ${Date.now()}`, {
    change: (copy) => {
      // What only full users may set stays unset in the partner's own copy.
      const fields = Object.fromEntries(
        Object.entries(copy.fields).filter(([key]) => !FULL_ONLY_FIELDS.includes(key)),
      );
      return {
        ...copy,
        fields: { ...fields, aepSolutionType: 'Hero Offer' },
        state: { ...copy.state, step: 2, steps: [1, 2] },
      };
    },
  });
  await page.goto(`/sales/solution/${id}`);
  await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  await expect(builder.scopeTree()).toBeVisible();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByText(/person-weeks|Blended price rate|£\d/)).toHaveCount(0);
    await shot(page, `partner-${width}`);
  }
  expect(asked).toEqual([]);
});
