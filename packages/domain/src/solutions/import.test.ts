import { describe, expect, it } from 'vitest';
import { SOLUTION_EXPORT_SCHEMA } from '../contracts/solutions.ts';
import { initialCpor } from '../cpor/wizard.ts';
import {
  importedSolutionName,
  importedSolutionRequest,
  importFileProblem,
  importNameBase,
  solutionImportSchema,
} from './import.ts';

const exported = {
  schema: SOLUTION_EXPORT_SCHEMA,
  version: 1,
  exportedAt: '2026-11-20T10:00:00.000Z',
  solution: {
    id: '1001',
    owner: { id: 'u-9', name: 'Someone Else', email: 'else@provider.example' },
    salesClient: { id: 'client-a', name: 'Client A' },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Move <b>users</b>',
    catalogueVersion: 2,
    fields: {
      organization: 'HP',
      name: 'Imported',
      complexity: 1.5,
      aepSolutionType: 'Bespoke',
      opportunityBackground: 'Background',
      approvals: [{ id: 'solution', name: 'George Whitaker' }],
      roles: [
        {
          id: 'SALES_PERSON',
          name: 'Sales Person',
          user: { id: 'u-9', name: 'Someone Else', email: 'else@provider.example' },
        },
      ],
      aepUrl: 'https://aep.example/1',
      c365Url: 'https://c365.example/1',
      isExportedToDeliver: true,
    },
    state: {
      step: 8,
      steps: [1, 2, 5, 6, 7, 8],
      items: [],
      partnerSubmitted: true,
      peopleSettings: { gap: 10, mobilisation: 21 },
      cpor: { ...initialCpor(), step: 4 },
    },
  },
};

describe('importing an exported solution', () => {
  const request = importedSolutionRequest(solutionImportSchema.parse(exported));

  it.each([
    ['starts as a draft at Information', request.state.step, 1],
    ['visited only Information', request.state.steps, [1]],
    ['keeps the people settings', request.state.peopleSettings, { gap: 10, mobilisation: 21 }],
    ['keeps the content', request.fields.opportunityBackground, 'Background'],
    ['keeps the complexity', request.fields.complexity, 1.5],
    ['keeps the catalogue version', request.catalogueVersion, 2],
    [
      'keeps the client as a reference (the server resolves it)',
      request.salesClient,
      { id: 'client-a', name: 'Client A' },
    ],
    ['leaves the approvals behind', request.fields.approvals, undefined],
    ['leaves the roles behind', request.fields.roles, undefined],
    ['leaves the AEP record behind', request.fields.aepUrl, undefined],
    ['leaves the C365 record behind', request.fields.c365Url, undefined],
    ['leaves the delivery export behind', request.fields.isExportedToDeliver, undefined],
    ['leaves the partner submission behind', request.state.partnerSubmitted, undefined],
    ['restarts the CPoR at eligibility', request.state.cpor?.step, 1],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it('carries no id or owner (the server gives a new id and the importer as owner)', () => {
    expect(request).not.toHaveProperty('solutionId');
    expect(JSON.stringify(request)).not.toContain('else@provider.example');
  });

  it.each([
    [
      'another schema',
      { ...exported, schema: 'something-else' },
      'This is not a Solution Portal export file.',
    ],
    ['another version', { ...exported, version: 2 }, 'This export file version cannot be imported.'],
    [
      'a control character in a name',
      {
        ...exported,
        solution: { ...exported.solution, fields: { ...exported.solution.fields, name: 'a\u0007b' } },
      },
      'control',
    ],
    [
      'a month that is not one',
      { ...exported, solution: { ...exported.solution, expectedStart: '2027-13' } },
      'YYYY-MM',
    ],
  ])('refuses %s', (_name, file, message) => {
    const result = solutionImportSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(message);
  });
});

describe('importFileProblem', () => {
  it.each([
    ['an export', exported, undefined],
    ['null', null, 'This is not a Solution Portal export file.'],
    ['an array', [exported], 'This is not a Solution Portal export file.'],
    ['a string', 'solution', 'This is not a Solution Portal export file.'],
    ['another schema', { ...exported, schema: 'x' }, 'This is not a Solution Portal export file.'],
    ['another version', { ...exported, version: 2 }, 'This export file version cannot be imported.'],
  ])('%s', (_name, file, problem) => expect(importFileProblem(file)).toBe(problem));
});

describe('importedSolutionName (issue 30: never a second solution of the same name)', () => {
  it.each([
    ['a free name stays as it is', 'Northbridge', ['Other'], 'Northbridge'],
    ['no solutions at all', 'Northbridge', [], 'Northbridge'],
    ['a taken name gets (2)', 'Northbridge', ['Northbridge'], 'Northbridge (2)'],
    ['case and outer spaces do not make a name free', 'Northbridge', [' northbridge '], 'Northbridge (2)'],
    [
      'the first free number',
      'Northbridge',
      ['Northbridge', 'Northbridge (2)', 'Northbridge (4)'],
      'Northbridge (3)',
    ],
    [
      'a numbered name counts on from its base',
      'Northbridge (2)',
      ['Northbridge', 'Northbridge (2)'],
      'Northbridge (3)',
    ],
    ['a free numbered name stays', 'Northbridge (2)', ['Northbridge'], 'Northbridge (2)'],
    [
      'brackets that are not a number stay in the base',
      'Kestrel (renewal)',
      ['Kestrel (renewal)'],
      'Kestrel (renewal) (2)',
    ],
  ])('%s', (_name, name, taken, expected) => expect(importedSolutionName(name, taken)).toBe(expected));

  it('keeps within the name limit (300 characters)', () => {
    const long = 'x'.repeat(300);
    const named = importedSolutionName(long, [long]);
    expect(named).toHaveLength(300);
    expect(named.endsWith('x (2)')).toBe(true);
  });

  it.each([
    ['Northbridge (12)', 'Northbridge'],
    ['Northbridge', 'Northbridge'],
    [' (2)', '(2)'],
  ])('the base of %j is %j', (name, base) => expect(importNameBase(name)).toBe(base));
});
