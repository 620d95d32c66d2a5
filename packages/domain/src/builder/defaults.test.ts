import { describe, expect, it } from 'vitest';
import { saveSolutionRequestSchema } from '../contracts/solutions.ts';
import {
  defaultExpectedStart,
  missingInformationFields,
  newSolutionRequest,
  opportunityNameFor,
  solutionNameOrDefault,
} from './defaults.ts';

describe('opportunity name from the client', () => {
  it.each([
    ['', 'Contoso', 'Draft for Contoso'],
    ['Draft for Fabrikam', 'Contoso', 'Draft for Contoso'],
    ['Windows 11 rollout', 'Contoso', 'Windows 11 rollout'],
    ['Draft for Fabrikam', '', ''],
    ['', '', ''],
    ['Windows 11 rollout', '', 'Windows 11 rollout'],
  ])('name %j with client %j becomes %j', (name, client, expected) => {
    expect(opportunityNameFor(name, client)).toBe(expected);
  });
});

describe('defaults', () => {
  it.each([
    ['', 'Draft'],
    ['   ', 'Draft'],
    [undefined, 'Draft'],
    ['Intune for Contoso', 'Intune for Contoso'],
  ])('name %j is stored as %j', (name, stored) => {
    expect(solutionNameOrDefault(name)).toBe(stored);
  });

  it.each([
    ['2025-03-31T23:30:00Z', '2025-03'],
    ['2025-12-01T00:00:00Z', '2025-12'],
  ])('expected start at %s is %s', (now, month) => {
    expect(defaultExpectedStart(new Date(now))).toBe(month);
  });

  it('a new solution starts at step 0 as Draft, complexity 1, Hero Offer, this month', () => {
    const request = newSolutionRequest({ organization: 'HP', now: new Date('2025-06-15T10:00:00Z') });
    expect(request).toEqual({
      salesClient: null,
      expectedStart: '2025-06',
      salesCountry: null,
      requirementDescription: '',
      fields: { organization: 'HP', name: 'Draft', complexity: 1, aepSolutionType: 'Hero Offer' },
      state: { step: 0, steps: [], items: [] },
    });
    expect(saveSolutionRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('step 1 Next', () => {
  it.each([
    [{ client: { id: 'c1' }, expectedStart: '2025-06', name: 'Draft' }, []],
    [{ client: null, expectedStart: '', name: ' ' }, ['client', 'expectedStart', 'name']],
    [{ client: { id: '' }, expectedStart: '2025-06', name: 'X' }, ['client']],
  ] as const)('%j misses %j', (form, missing) => {
    expect(missingInformationFields(form)).toEqual(missing);
  });
});
