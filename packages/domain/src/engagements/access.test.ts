import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../auth/roles.ts';
import {
  canAccessEngagement,
  canUseEngagements,
  emptyEngagementsText,
  engagementListRestriction,
  visibleEngagements,
} from './access.ts';

describe('engagement list access (spec §6: OWNER_FULL own items; HP, Accenture and client none)', () => {
  it.each([
    ['ADMIN', { kind: 'none' }],
    ['SALES_PERSON', { kind: 'own', ownerId: 'u1' }],
    ['SOLUTION_ARCHITECT', { kind: 'none' }],
    ['SOLUTION_AREA_OWNER', { kind: 'none' }],
    ['SOLUTION_CAPABILITY_OWNER', { kind: 'none' }],
    ['SOLUTION_REVIEWER', { kind: 'none' }],
    ['DEAL_TEAM', { kind: 'none' }],
    ['HP_SALES_PERSON', { kind: 'denied' }],
    ['HP_SOLUTION_ARCHITECT', { kind: 'denied' }],
    ['ACCENTURE_SALES_PERSON', { kind: 'denied' }],
    ['ACCENTURE_SOLUTION_ARCHITECT', { kind: 'denied' }],
    ['CLIENT', { kind: 'denied' }],
    ['NOT_A_ROLE', { kind: 'denied' }],
  ])('%s: %j', (role, restriction) => {
    expect(engagementListRestriction({ id: 'u1', role })).toEqual(restriction);
    expect(canUseEngagements(role)).toBe(restriction.kind !== 'denied');
  });

  it('covers every role', () => {
    expect(ROLE_IDS).toHaveLength(12);
  });
});

describe('one engagement', () => {
  const mine = { owner: { id: 'u1' } };
  const theirs = { owner: { id: 'u2' } };
  it.each([
    ['ADMIN', mine, true],
    ['ADMIN', theirs, true],
    ['DEAL_TEAM', theirs, true],
    ['SALES_PERSON', mine, true],
    ['SALES_PERSON', theirs, false],
    ['HP_SALES_PERSON', mine, false],
    ['ACCENTURE_SALES_PERSON', mine, false],
    ['CLIENT', mine, false],
  ] as const)('%s on %j: %s', (role, engagement, ok) => {
    expect(canAccessEngagement({ id: 'u1', role }, engagement)).toBe(ok);
  });

  it('filters a list down to what the actor may see', () => {
    const list = [mine, theirs, { owner: { id: 'u1' } }];
    expect(visibleEngagements({ id: 'u1', role: 'SALES_PERSON' }, list)).toEqual([mine, mine]);
    expect(visibleEngagements({ id: 'u1', role: 'SOLUTION_ARCHITECT' }, list)).toHaveLength(3);
    expect(visibleEngagements({ id: 'u1', role: 'CLIENT' }, list)).toEqual([]);
  });
});

describe('empty list texts as the spec places them', () => {
  it.each([
    ['SALES_PERSON', 'No sales engagements found!'],
    ['ADMIN', 'No sales engagements!'],
    ['SOLUTION_ARCHITECT', 'No sales engagements!'],
    ['HP_SALES_PERSON', undefined],
    ['CLIENT', undefined],
  ])('%s: %s', (role, text) => {
    expect(emptyEngagementsText(role)).toBe(text);
  });
});
