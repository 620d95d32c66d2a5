/** Who sees the estimate panel: the lead provider's full users; never partners, clients or read-only users. */
import { userKind, type RoleId } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { seesEstimatePanel } from './use-estimate-solution.ts';

describe('the estimate panel is for', () => {
  it.each([
    ['SALES_PERSON', true],
    ['SOLUTION_ARCHITECT', true],
    ['DEAL_TEAM', true],
    ['ADMIN', true],
    ['SOLUTION_REVIEWER', false],
    ['HP_SALES_PERSON', false],
    ['ACCENTURE_SALES_PERSON', false],
    ['CLIENT', false],
  ] as [RoleId, boolean][])('%s: %s', (role, sees) => {
    expect(seesEstimatePanel(userKind(role), role)).toBe(sees);
  });

  it('no one looking at a solution read-only', () => {
    expect(seesEstimatePanel('read', 'SALES_PERSON')).toBe(false);
  });
});
