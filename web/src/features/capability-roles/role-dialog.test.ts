/** A capability role's team (spec: free text, default the provider): what the Team box stores and shows. */
import { describe, expect, it } from 'vitest';
import { teamFromInput, teamName } from './role-dialog.tsx';

describe('the Team box', () => {
  it.each([
    ['Provider', 'PROVIDER'],
    ['Accenture', 'ACCENTURE'],
    ['accenture', 'ACCENTURE'],
    ['  PROVIDER ', 'PROVIDER'],
    ['Northwind Partners', 'Northwind Partners'],
    ['  HP ', 'HP'],
    ['', ''],
  ])('stores %j as %j', (typed, stored) => {
    expect(teamFromInput(typed)).toBe(stored);
  });

  it.each([
    ['PROVIDER', 'Provider'],
    ['ACCENTURE', 'Accenture'],
    ['Northwind Partners', 'Northwind Partners'],
  ])('shows %j as %j', (team, shown) => {
    expect(teamName(team)).toBe(shown);
  });
});
