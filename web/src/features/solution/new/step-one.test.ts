import { saveSolutionRequestSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createRequest, missingFields, opportunityNameFor, type StepOneState } from './step-one.ts';

const filled: StepOneState = {
  client: { id: 'c-1', name: 'Contoso Ltd' },
  expectedStart: '2025-04',
  country: { id: 'GB', name: 'United Kingdom', regionId: 'EME-UKI' },
  name: 'Draft for Contoso Ltd',
  description: 'Move 2,000 users to a modern workplace.',
};

describe('opportunityNameFor', () => {
  it("defaults to 'Draft for {client}' when empty or still a default", () => {
    expect(opportunityNameFor('', { name: 'Contoso Ltd' })).toBe('Draft for Contoso Ltd');
    expect(opportunityNameFor('  ', { name: 'Contoso Ltd' })).toBe('Draft for Contoso Ltd');
    expect(opportunityNameFor('Draft for Fabrikam', { name: 'Contoso Ltd' })).toBe('Draft for Contoso Ltd');
  });

  it('keeps a name the user typed and clears the name with the client', () => {
    expect(opportunityNameFor('Workplace refresh', { name: 'Contoso Ltd' })).toBe('Workplace refresh');
    expect(opportunityNameFor('Workplace refresh', null)).toBe('');
  });
});

describe('missingFields', () => {
  it('needs a client, an expected start and a name', () => {
    expect(missingFields(filled)).toEqual([]);
    expect(missingFields({ ...filled, client: null, expectedStart: '', name: ' ' })).toEqual([
      'client',
      'expectedStart',
      'name',
    ]);
    expect(missingFields({ ...filled, expectedStart: '2025-13' })).toEqual(['expectedStart']);
    expect(missingFields({ ...filled, country: null, description: '' })).toEqual([]);
  });
});

describe('createRequest', () => {
  it('builds a valid create call with step 1 state and the role organisation', () => {
    const request = createRequest(filled, 'HP_SALES_PERSON');
    expect(saveSolutionRequestSchema.parse(request)).toEqual(request);
    expect(request.solutionId).toBeUndefined();
    expect(request.fields).toEqual({
      organization: 'HP',
      name: 'Draft for Contoso Ltd',
      regionId: 'EME-UKI',
      complexity: 1,
      aepSolutionType: 'Hero Offer',
    });
    expect(request.state).toEqual({ step: 1, steps: [1], items: [] });
    expect(request.salesClient).toEqual({ id: 'c-1', name: 'Contoso Ltd' });
    expect(request.salesCountry).toEqual({ id: 'GB', name: 'United Kingdom' });
    expect(createRequest({ ...filled, country: null }, 'ADMIN').fields.regionId).toBeUndefined();
    expect(createRequest(filled, 'ADMIN').fields.organization).toBe('PROVIDER');
  });
});
