/** Valid request bodies for the API tests, built with the shared contracts' shapes. */
import type { SaveSolutionRequest } from '@portal/domain';

export function newSolutionBody(overrides: Partial<SaveSolutionRequest> = {}): SaveSolutionRequest {
  return {
    salesClient: { id: 'client-northbridge-building-society', name: 'Northbridge Building Society' },
    expectedStart: '2027-02',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Move 4,000 users to Windows 11 and Intune.',
    fields: {
      organization: 'PROVIDER',
      name: 'Draft for Northbridge Building Society',
      regionId: 'EME-UKI',
      complexity: 1,
      aepSolutionType: 'Hero Offer',
    },
    state: { step: 1, steps: [1], items: [] },
    ...overrides,
  };
}
