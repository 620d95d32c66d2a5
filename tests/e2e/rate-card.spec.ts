/**
 * The rate card (issue 19, docs/estimate.md). An admin changes a rate on /sales/admin/rate-card (a typing error
 * first shows its field message; a save that meets a newer card opens the dialog with Reload) and saves a new
 * version. A sales person opening a solution priced with the old version sees "Newer rates", takes them through the
 * normal save, and the estimate API then prices with the new rate. Screenshots at 1,440 and 1,024 px, axe clean.
 * The journey puts the sample rates back at the end (as a newer version).
 */
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, tokenFor } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 180_000 });

interface Rate {
  levelId: number;
  location: 'ONSHORE' | 'OFFSHORE';
  costPerHour: number;
  pricePerHour: number;
}
interface RateCard {
  currency: 'GBP';
  version: number;
  sample: boolean;
  rates: Rate[];
}
interface Estimate {
  rateCardVersion: number;
  price: { amount: number };
  governance: { hours: number; levelId: number; price: number };
}

/** Project management is priced at Manager (level 5) onshore by default: the rate this journey changes. */
const MANAGER = 5;
const NEW_PRICE = 175;
let sampleRates: Rate[] = [];

async function headersOf(request: APIRequestContext, email: string) {
  return authHeaders(await tokenFor(request, email));
}

async function readCard(request: APIRequestContext) {
  const res = await request.get('/api/sales/configuration/rate-card', {
    headers: await headersOf(request, USERS.ADMIN.email),
  });
  expect(res.status()).toBe(200);
  return { card: (await res.json()) as RateCard, etag: res.headers()['etag'] ?? '' };
}

async function putCard(request: APIRequestContext, rates: Rate[]) {
  const { etag } = await readCard(request);
  const res = await request.put('/api/sales/configuration/rate-card', {
    headers: { ...(await headersOf(request, USERS.ADMIN.email)), 'If-Match': etag },
    data: { currency: 'GBP', rates },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as RateCard;
}

async function estimateOf(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/sales/solutions/${id}/estimate`, {
    headers: await headersOf(request, USERS.SALES_PERSON.email),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Estimate;
}

/** Project management's price is its hours (shown to 0.1 h) at this rate. */
const pricedAt = (e: Estimate, rate: number) =>
  Math.abs(e.governance.price / rate - e.governance.hours) <= 0.05;

test.afterAll(async ({ request }) => {
  if (sampleRates.length) await putCard(request, sampleRates);
});

test('an admin changes a rate; a sales person takes the new rates and the estimate prices with them', async ({
  page,
  browser,
  request,
}) => {
  const portal = new Portal(page);
  const { card: before } = await readCard(request);
  sampleRates = before.rates;
  const oldManager = before.rates.find((r) => r.levelId === MANAGER && r.location === 'ONSHORE')!;
  expect(oldManager.pricePerHour).not.toBe(NEW_PRICE);

  const { id, priced } = await test.step('a solution priced with the current card', async () => {
    const owner = await headersOf(request, USERS.SALES_PERSON.email);
    const catalogue = (await (await request.get('/api/sales/configuration', { headers: owner })).json()) as {
      capabilities: { id: string; actions?: object[] }[];
    };
    const cap = catalogue.capabilities.find((c) => (c.actions ?? []).length > 0)!;
    const created = await request.post('/api/sales/solutions', {
      headers: owner,
      data: {
        salesClient: { id: 'client-northbridge-building-society', name: 'Northbridge Building Society' },
        expectedStart: '2027-03',
        salesCountry: { id: 'GB', name: 'United Kingdom' },
        requirementDescription: 'Priced with the old rates',
        fields: {
          organization: 'PROVIDER',
          name: 'Priced with the old rates',
          regionId: 'EME-UKI',
          complexity: 1,
          aepSolutionType: 'Hero Offer',
        },
        state: {
          step: 1,
          steps: [1],
          items: [
            {
              ...cap,
              selected: true,
              size: 'M',
              actions: (cap.actions ?? []).map((a) => ({ ...a, selected: true })),
            },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const solution = (await created.json()) as { id: string; rateCardVersion: number };
    expect(solution.rateCardVersion).toBe(before.version);
    const estimate = await estimateOf(request, solution.id);
    expect(estimate.rateCardVersion).toBe(before.version);
    expect(estimate.governance.levelId).toBe(MANAGER);
    expect(pricedAt(estimate, oldManager.pricePerHour)).toBe(true);
    return { id: solution.id, priced: estimate };
  });

  const managerPrice = page.getByRole('textbox', {
    name: 'Manager onshore price per hour in pounds',
    exact: true,
  });
  const save = page.getByRole('button', { name: 'Save', exact: true });

  await test.step('the admin sees the card, with the sample bar while the rates are the samples', async () => {
    await portal.signIn(USERS.ADMIN, '/sales/admin/rate-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Rate Card' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Rate card version ${before.version}`, exact: true }),
    ).toBeVisible();
    if (before.sample) await expect(page.getByText('Sample rates', { exact: true })).toBeVisible();
    await expect(managerPrice).toHaveValue(String(oldManager.pricePerHour));
    await expectAccessible(page, 'the rate card admin');
    await shotsAtTwoWidths(page, 'rate-card');
  });

  await test.step('a typing error shows its field message and keeps Save off', async () => {
    await managerPrice.fill('1O0');
    await expect(page.getByText('Enter the price per hour in pounds')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectAccessible(page, 'the rate card with a field message');
  });

  await test.step('a save that meets a newer card opens the dialog; Reload shows the newer card', async () => {
    await managerPrice.fill(String(NEW_PRICE));
    await expect(save).toBeEnabled();
    const other = await putCard(request, before.rates);
    await save.click();
    const dialog = page.getByRole('alertdialog', { name: 'Someone else saved the rate card first' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the rate card conflict dialog');
    await page.screenshot({ path: 'test-results/shots/rate-card-conflict-1440.png' });
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { name: `Rate card version ${other.version}`, exact: true }),
    ).toBeVisible();
    await expect(managerPrice).toHaveValue(String(oldManager.pricePerHour));
    await expect(page.getByText('Sample rates', { exact: true })).toHaveCount(0);
  });

  const saved = await test.step('the admin changes the Manager price by keyboard and saves', async () => {
    await managerPrice.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(NEW_PRICE));
    await save.click();
    await expect(page.getByText('Saved!')).toBeVisible();
    const { card } = await readCard(request);
    expect(card.sample).toBe(false);
    expect(card.rates.find((r) => r.levelId === MANAGER && r.location === 'ONSHORE')?.pricePerHour).toBe(
      NEW_PRICE,
    );
    await expect(
      page.getByRole('heading', { name: `Rate card version ${card.version}`, exact: true }),
    ).toBeVisible();
    return card;
  });

  await test.step('the sales person sees the newer rates, takes them, and the estimate prices with them', async () => {
    // The solution still holds the old version until its user takes the new one.
    expect(await estimateOf(request, id)).toEqual(priced);
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const salesPage = await context.newPage();
    const builder = new Builder(salesPage);
    await new Portal(salesPage).signIn(USERS.SALES_PERSON, `/sales/solution/${id}`);
    await expect(builder.title()).toHaveText('Priced with the old rates');
    const bar = salesPage.locator('.fui-MessageBar').filter({ hasText: 'Newer rates' });
    await expect(bar).toContainText(
      `This solution is priced with rate card version ${before.version}; an admin has saved version ${saved.version} since.`,
    );
    await expectAccessible(salesPage, 'the newer rates bar');
    await shotsAtTwoWidths(salesPage, 'rate-card-newer-rates');
    const stored = await builder.saved<{ rateCardVersion: number }>(() =>
      bar.getByRole('button', { name: 'Take the new rates' }).click(),
    );
    expect(stored.rateCardVersion).toBe(saved.version);
    await expect(bar).toHaveCount(0);
    const estimate = await estimateOf(request, id);
    expect(estimate.rateCardVersion).toBe(saved.version);
    expect(estimate.governance.hours).toBe(priced.governance.hours);
    expect(pricedAt(estimate, NEW_PRICE)).toBe(true);
    expect(estimate.price.amount).toBeGreaterThan(priced.price.amount);
    await context.close();
  });
});

test('a risky solution shows the Deal Team row, Close waits for it, and admins set the estimate settings', async ({
  page,
  browser,
  request,
}) => {
  const owner = await headersOf(request, USERS.SALES_PERSON.email);
  const name = 'Risky rollout';
  const id =
    await test.step('a solution at Review whose overall risk (20) is above the ceiling (18)', async () => {
      const catalogue = (await (
        await request.get('/api/sales/configuration', { headers: owner })
      ).json()) as {
        capabilities: { id: string; actions?: object[] }[];
      };
      const cap = catalogue.capabilities.find((c) => (c.actions ?? []).length > 0)!;
      const risk = {
        questions: Array.from({ length: 14 }, (_, i) => ({
          id: `q-${i}`,
          block: { id: (i % 7) + 1 },
          text: `Question ${i}`,
          answers: [
            { id: 3, selected: true },
            { id: 0, selected: false },
          ],
        })),
      };
      const body = {
        salesClient: { id: 'client-northbridge-building-society', name: 'Northbridge Building Society' },
        expectedStart: '2027-03',
        salesCountry: { id: 'GB', name: 'United Kingdom' },
        requirementDescription: name,
        fields: {
          organization: 'PROVIDER',
          name,
          regionId: 'EME-UKI',
          complexity: 1,
          aepSolutionType: 'Hero Offer',
        },
        state: {
          step: 1,
          steps: [1],
          risk,
          items: [
            {
              ...cap,
              selected: true,
              size: 'M',
              actions: (cap.actions ?? []).map((a) => ({ ...a, selected: true })),
            },
          ],
        },
      };
      let res = await request.post('/api/sales/solutions', { headers: owner, data: body });
      expect(res.status(), await res.text()).toBe(201);
      for (const step of [2, 5, 6]) {
        const saved = (await res.json()) as { id: string };
        res = await request.post('/api/sales/solutions', {
          headers: { ...owner, 'If-Match': res.headers()['etag'] ?? '' },
          data: { ...body, solutionId: saved.id, state: { ...body.state, step } },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
      return ((await res.json()) as { id: string }).id;
    });

  const reason = 'Overall risk 20.00 is above the ceiling of 18';
  await test.step('the owner sees the Deal Team row with its reason; Next to Close is refused with the reason', async () => {
    const portal = new Portal(page);
    const builder = new Builder(page);
    await portal.signIn(USERS.SALES_PERSON, `/sales/solution/${id}`);
    await expect(builder.stepTab('Review')).toHaveAttribute('aria-selected', 'true');
    await builder.subTab('Approvals').click();
    const row = builder.approvalsTable().getByRole('row').filter({ hasText: 'Deal Team' });
    await expect(row).toContainText(reason);
    await expect(row).toContainText('Needed before Close; only the Deal Team can approve');
    await expect(row.getByRole('button', { name: 'Approve Deal Team' })).toHaveCount(0);
    await expectAccessible(page, 'the approvals table with the Deal Team row');
    await shotsAtTwoWidths(page, 'deal-team-row');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'needs a Deal Team approval before Close' }),
    ).toContainText(reason);
  });

  await test.step('the Deal Team approves; then the owner may move to Close', async () => {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const dealPage = await context.newPage();
    const builder = new Builder(dealPage);
    await new Portal(dealPage).signIn(USERS.DEAL_TEAM, `/sales/solution/${id}`);
    await builder.subTab('Approvals').click();
    const row = builder.approvalsTable().getByRole('row').filter({ hasText: 'Deal Team' });
    await builder.saved(() => row.getByRole('button', { name: 'Approve Deal Team' }).click());
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(USERS.DEAL_TEAM.name);
    await context.close();
    const stored = await request.get(`/api/sales/solutions/${id}`, { headers: owner });
    const solution = (await stored.json()) as { state: object; [k: string]: unknown };
    const moved = await request.post('/api/sales/solutions', {
      headers: { ...owner, 'If-Match': stored.headers()['etag'] ?? '' },
      data: {
        solutionId: id,
        salesClient: solution['salesClient'],
        expectedStart: solution['expectedStart'],
        salesCountry: solution['salesCountry'],
        requirementDescription: solution['requirementDescription'],
        fields: solution['fields'],
        state: { ...solution.state, step: 7 },
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  });

  await test.step('the admin sets the estimate and changed-since-approval settings with field messages', async () => {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const adminPage = await context.newPage();
    const adminPortal = new Portal(adminPage);
    await adminPortal.signIn(USERS.ADMIN, '/sales/admin/rate-card');
    // Settings is a demo-mode page (an earlier journey may have left the admin in production mode).
    await adminPortal.ensureMode(USERS.ADMIN.name, 'demo');
    await adminPage.goto('/sales/admin/settings');
    await expect(adminPage.getByRole('heading', { name: 'Estimate', exact: true })).toBeVisible();
    const floor = adminPage.getByRole('textbox', { name: 'Margin floor (%)' });
    await expect(floor).toHaveValue('25');
    await floor.fill('101');
    await expect(adminPage.getByText('At most 100', { exact: true })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expectAccessible(adminPage, 'the settings page with an estimate field message');
    await shotsAtTwoWidths(adminPage, 'settings-estimate');
    await floor.fill('30');
    // "Changed since approval" (issue 22): saved with the same Save, kept after a reload.
    const percent = adminPage.getByRole('textbox', {
      name: 'Clear approvals when the price changes by more than (%)',
    });
    const scope = adminPage.getByRole('checkbox', { name: 'Clear approvals when the scope changes' });
    await expect(percent).toHaveValue('');
    await percent.fill('1001');
    await expect(adminPage.getByText(/^Enter a percentage from 0 to 1000/)).toBeVisible();
    await percent.fill('12.5');
    await scope.focus();
    await adminPage.keyboard.press('Space');
    await expect(scope).toBeChecked();
    await expectAccessible(adminPage, 'the settings page with the changed-since-approval section');
    await shotsAtTwoWidths(adminPage, 'settings-changed-since-approval');
    await adminPage.getByRole('button', { name: 'Save Changes' }).click();
    await expect(adminPage.getByText('Saved!')).toBeVisible();
    await adminPage.reload();
    await expect(percent).toHaveValue('12.5');
    await expect(scope).toBeChecked();
    const headers = await headersOf(request, USERS.ADMIN.email);
    const res = await request.get('/api/sales/configuration/settings', { headers });
    const settings = (await res.json()) as {
      value: { estimate: { marginFloorPercent: number }; history: unknown };
    };
    expect(settings.value.estimate.marginFloorPercent).toBe(30);
    expect(settings.value.history).toEqual({ clearApprovalOnChange: { pricePercent: 12.5, scope: true } });
    // The defaults back, so other journeys' approvals are only marked.
    const restored = await request.post('/api/sales/configuration/settings', {
      headers: { ...headers, 'If-Match': res.headers()['etag'] ?? '' },
      data: {
        ...settings.value,
        estimate: { ...settings.value.estimate, marginFloorPercent: 25 },
        history: { clearApprovalOnChange: { pricePercent: null, scope: false } },
      },
    });
    expect(restored.status()).toBe(200);
    await context.close();
  });
});
