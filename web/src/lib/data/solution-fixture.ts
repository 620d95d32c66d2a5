/**
 * A stored solution for the web's tests (the builder's component tests, the API client's): Contoso's workplace
 * solution at Detail, with `patch` over it.
 */
import type { Solution } from '@portal/domain';

export function solutionFixture(patch: Partial<Solution> = {}): Solution {
  return {
    id: '1001',
    type: 1,
    userId: 'u-1',
    clientId: 'c-1',
    clientName: 'Contoso Ltd',
    salesClient: { id: 'c-1', name: 'Contoso Ltd' },
    expectedStart: '2026-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Move 2,000 users to Windows 11.',
    owner: { id: 'u-1', name: 'Sam Seller', email: 'sam@provider.example' },
    modifiedBy: { id: 'u-1', name: 'Sam Seller', email: 'sam@provider.example' },
    createdAt: '2026-01-10T09:00:00.000Z',
    modifiedAt: '2026-01-12T09:30:00.000Z',
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    fields: {
      organization: 'PROVIDER',
      name: 'Contoso workplace',
      regionId: 'EME-UKI',
      complexity: 1,
      aepSolutionType: 'Hero Offer',
    },
    state: { step: 5, steps: [1, 2, 5], items: [] },
    etag: '"v1"',
    ...patch,
  };
}
