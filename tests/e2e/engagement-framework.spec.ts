/**
 * The framework solution of an engagement (issue 10, ADR 0022) opens in the builder like any new solution: named
 * after the engagement, at Information, and at Scope with the chosen offerings' capabilities ticked (linked ones
 * too, as a tick does). The engagement is created through the API here; the engagement pages have their own
 * journeys.
 */
import { expect, test } from './support/test.ts';
import { authHeaders, tokenFor } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

test('a sales person’s framework solution opens in the builder with the offerings ticked', async ({
  page,
}) => {
  const token = await tokenFor(page.request, USERS.SALES_PERSON.email);
  const name = `Framework journey ${Date.now()}`;
  const res = await page.request.post('/api/sales/engagements', {
    headers: authHeaders(token),
    data: {
      salesClient: { id: 'client-albion-rail-services' },
      type: 1,
      fields: { name, offeringIds: ['offering-windows-11-migration', 'offering-endpoint-protection'] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { engagement } = (await res.json()) as { engagement: { solutionId: string } };

  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON);
  await page.goto(`/sales/solution/${engagement.solutionId}`);
  await expect(builder.title()).toHaveText(name);
  await expect(builder.stepTab('Information')).toHaveAttribute('aria-selected', 'true');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/shots/engagement-framework-1440.png' });

  await builder.next();
  await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  await expect(builder.capabilityCheckbox('Windows 11 Migration')).toBeChecked();
  // Its link ticks Device Management (Intune) too, as a tick in the builder does; a capability not chosen is not.
  await expect(builder.capabilityCheckbox('Device Management (Intune)')).toBeChecked({ indeterminate: true });
  await expect(builder.capabilityCheckbox('Discovery & Assessment')).not.toBeChecked();
  // (The tree draws only the rows in view; Endpoint Protection, further down, is checked by the API test.)
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/shots/engagement-framework-scope-1024.png' });
});
