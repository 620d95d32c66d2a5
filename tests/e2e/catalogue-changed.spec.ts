/**
 * "Catalogue changed since" (issue 9, ADR 0020): a solution built on version n keeps its copy when an admin
 * renames an action it uses (version n+1). Its owner sees the banner, opens the changes dialog, takes the
 * changes (saved through the normal save), sees the renamed action and, after a reload, no banner. A reviewer
 * (read-only) sees nothing of this. The journey puts the seeded tree back at the end, so later journeys see the
 * catalogue they expect.
 */
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, storedSolution, tokenFor } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 180_000 });

const DISCOVERY_ID = 'cap-discovery-assessment';
const DISCOVERY = 'Discovery & Assessment';
const KICKOFF_ID = 'act-discovery-kickoff';
const KICKOFF = 'Mobilise and run discovery workshops';
const RENAMED = 'Mobilise the team and run discovery workshops';

interface Action {
  id: string;
  name: string;
  actions?: Action[];
  [key: string]: unknown;
}
interface Capability {
  id: string;
  name: string;
  actions?: Action[];
  items?: Capability[];
  [key: string]: unknown;
}
interface Catalogue {
  version: number;
  capabilities: Capability[];
}

async function adminHeaders(request: APIRequestContext) {
  return authHeaders(await tokenFor(request, USERS.ADMIN.email));
}

async function saveCatalogue(request: APIRequestContext, capabilities: Capability[]) {
  const headers = await adminHeaders(request);
  const current = await request.get('/api/sales/configuration', { headers });
  const res = await request.post('/api/sales/configuration', {
    headers: { ...headers, 'If-Match': current.headers()['etag'] ?? '' },
    data: { capabilities },
  });
  expect([200, 201], await res.text()).toContain(res.status());
  return (await res.json()) as Catalogue;
}

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const seeded = (await (
    await request.get('/api/sales/configuration?version=1', { headers })
  ).json()) as Catalogue;
  await saveCatalogue(request, seeded.capabilities);
});

test('the owner of a solution on an older catalogue sees what changed and takes the changes', async ({
  page,
  browser,
  request,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);

  const { id, other, from, to } =
    await test.step('a solution on the current version, then the admin renames one of its actions', async () => {
      const owner = authHeaders(await tokenFor(request, USERS.SALES_PERSON.email));
      const before = (await (
        await request.get('/api/sales/configuration', { headers: owner })
      ).json()) as Catalogue;
      const discovery = before.capabilities.find((c) => c.id === DISCOVERY_ID);
      if (!discovery) throw new Error(`The seeded catalogue has no ${DISCOVERY_ID}`);
      const create = async (name: string) => {
        const created = await request.post('/api/sales/solutions', {
          headers: owner,
          data: {
            salesClient: { id: 'client-northbridge-building-society', name: 'Northbridge Building Society' },
            expectedStart: '2027-03',
            salesCountry: { id: 'GB', name: 'United Kingdom' },
            requirementDescription: name,
            catalogueVersion: before.version,
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
              items: [
                {
                  ...discovery,
                  selected: true,
                  size: 'S',
                  actions: (discovery.actions ?? []).map((a) => ({ ...a, selected: true })),
                },
              ],
            },
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        return (await created.json()) as { id: string; catalogueVersion: number };
      };
      const solution = await create('Catalogue changed since');
      const untouched = await create('Catalogue changed since (kept)');

      const renamed = before.capabilities.map((c) =>
        c.id === DISCOVERY_ID
          ? { ...c, actions: c.actions?.map((a) => (a.id === KICKOFF_ID ? { ...a, name: RENAMED } : a)) }
          : c,
      );
      const saved = await saveCatalogue(request, renamed);
      expect(saved.version).toBe(before.version + 1);
      return { id: solution.id, other: untouched.id, from: solution.catalogueVersion, to: saved.version };
    });

  const bar = page
    .getByRole('group', { name: 'Catalogue changed' })
    .or(
      page
        .locator('.fui-MessageBar')
        .filter({ hasText: 'The catalogue changed since this solution was built' }),
    );
  const text = `The catalogue changed since this solution was built (version ${from}, now ${to}).`;

  await test.step('the owner sees the banner and the changes dialog', async () => {
    await portal.signIn(USERS.SALES_PERSON, `/sales/solution/${id}`);
    await expect(builder.title()).toHaveText('Catalogue changed since');
    await expect(bar.first()).toContainText(text);
    await expectAccessible(page, 'the catalogue changed banner');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: 'test-results/shots/catalogue-changed-1440.png' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: 'test-results/shots/catalogue-changed-1024.png' });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Show changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catalogue changes' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: DISCOVERY })).toBeVisible();
    await expect(dialog.getByText(`Action '${KICKOFF}' renamed to '${RENAMED}'.`)).toBeVisible();
    await expectAccessible(page, 'the catalogue changes dialog');
    await page.screenshot({ path: 'test-results/shots/catalogue-changes-dialog-1440.png' });
    // Escape closes it; the keyboard brings it back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Show changes' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
  });

  await test.step('taking the changes saves the solution on the new version; the banner goes', async () => {
    const dialog = page.getByRole('dialog', { name: 'Catalogue changes' });
    const saved = await builder.saved<{ catalogueVersion: number }>(() =>
      dialog.getByRole('button', { name: 'Take the changes' }).click(),
    );
    expect(saved.catalogueVersion).toBe(to);
    await expect(dialog).toBeHidden();
    await expect(bar).toHaveCount(0);
    const stored = await storedSolution(page, id);
    const discovery = stored.state.items.find((c) => c.id === DISCOVERY_ID);
    const kickoff = discovery?.actions?.find((a) => a.id === KICKOFF_ID);
    expect(kickoff?.name).toBe(RENAMED);
    expect(kickoff?.selected).toBe(true);
    expect(discovery?.size).toBe('S');
  });

  await test.step('after a reload: the renamed action in the Detail step, and no banner', async () => {
    await page.reload();
    await expect(builder.title()).toHaveText('Catalogue changed since');
    await builder.next();
    await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
    await builder.next();
    await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
    const tree = builder.scopeTree();
    await builder.expandRow(tree, `s:${DISCOVERY_ID}`);
    await expect(builder.actionRow(tree, RENAMED)).toBeVisible();
    await expect(builder.actionRow(tree, KICKOFF)).toHaveCount(0);
    await expect(bar).toHaveCount(0);
  });

  await test.step('a reviewer (read-only) sees nothing of this on a solution still on the old version', async () => {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const reviewerPage = await context.newPage();
    await new Portal(reviewerPage).signIn(USERS.REVIEWER, `/sales/solution/${other}`);
    await expect(new Builder(reviewerPage).title()).toHaveText('Catalogue changed since (kept)');
    await expect(reviewerPage.getByText('The catalogue changed since', { exact: false })).toHaveCount(0);
    await expect(reviewerPage.getByRole('button', { name: 'Take the changes' })).toHaveCount(0);
    await context.close();
  });
});
