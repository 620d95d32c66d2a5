import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_TYPES } from '../contracts/engagements.ts';
import {
  canCreateEngagement,
  defaultEngagementName,
  ENGAGEMENT_CONFIRM_TITLES,
  ENGAGEMENT_CREATED_TITLE,
  engagementCreatedTitle,
  engagementNameOrDefault,
  nameAfterChoosingClient,
} from './engagement.ts';

describe("choosing a client names the engagement 'Engagement for {client}'", () => {
  it('names it after the client', () => {
    expect(defaultEngagementName('Contoso Ltd')).toBe('Engagement for Contoso Ltd');
    expect(defaultEngagementName('  Contoso Ltd ')).toBe('Engagement for Contoso Ltd');
  });

  it.each([
    ['no name yet, first client', '', undefined, 'Contoso', 'Engagement for Contoso'],
    ['only spaces count as no name', '   ', undefined, 'Contoso', 'Engagement for Contoso'],
    [
      'untouched default follows the new client',
      'Engagement for Contoso',
      'Contoso',
      'Fabrikam',
      'Engagement for Fabrikam',
    ],
    ['a typed name is kept', 'Workplace refresh 2026', undefined, 'Contoso', 'Workplace refresh 2026'],
    [
      'a typed name is kept on a client switch',
      'Workplace refresh',
      'Contoso',
      'Fabrikam',
      'Workplace refresh',
    ],
    [
      'an edited default is the user’s own',
      'Engagement for Contoso (phase 2)',
      'Contoso',
      'Fabrikam',
      'Engagement for Contoso (phase 2)',
    ],
    [
      'a default for another client than the previous one is the user’s own',
      'Engagement for Northwind',
      'Contoso',
      'Fabrikam',
      'Engagement for Northwind',
    ],
    [
      'the same client again keeps the default',
      'Engagement for Contoso',
      'Contoso',
      'Contoso',
      'Engagement for Contoso',
    ],
  ])('%s', (_name, current, previous, next, expected) => {
    expect(nameAfterChoosingClient(current, previous, next)).toBe(expected);
  });
});

describe('the stored name', () => {
  it.each([
    ['', 'Contoso', 'Engagement for Contoso'],
    ['  ', 'Contoso', 'Engagement for Contoso'],
    [' Workplace refresh ', 'Contoso', 'Workplace refresh'],
  ])('%j for %s is %j', (name, client, expected) => {
    expect(engagementNameOrDefault(name, client)).toBe(expected);
  });
});

describe('engagement types and dialogs', () => {
  it('type 0 is engagement only, type 1 with a framework solution', () => {
    expect(ENGAGEMENT_TYPES).toEqual({ engagementOnly: 0, withFrameworkSolution: 1 });
  });
  it('uses the spec’s dialog texts', () => {
    expect(ENGAGEMENT_CONFIRM_TITLES[0]).toBe('Ready to create engagement?');
    expect(ENGAGEMENT_CONFIRM_TITLES[1]).toBe('Ready to create engagement and solution?');
    expect(ENGAGEMENT_CREATED_TITLE).toBe('You have created new engagement and solution!');
  });
  it('words the created dialog from what was made: no solution, no "and solution"', () => {
    expect(engagementCreatedTitle(true)).toBe('You have created new engagement and solution!');
    expect(engagementCreatedTitle(false)).toBe('You have created a new engagement!');
  });
});

describe('create buttons need a client with an id (spec §5)', () => {
  it.each([
    [{}, false],
    [{ salesClient: null }, false],
    [{ salesClient: {} }, false],
    [{ salesClient: { id: '' } }, false],
    [{ salesClient: { id: '  ' } }, false],
    [{ salesClient: { id: null } }, false],
    [{ salesClient: { id: 'client-1' } }, true],
  ])('%j: %s', (draft, ok) => {
    expect(canCreateEngagement(draft)).toBe(ok);
  });
});
