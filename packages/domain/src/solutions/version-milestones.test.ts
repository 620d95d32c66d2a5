import { describe, expect, it } from 'vitest';
import type { SolutionStep } from '../contracts/solutions.ts';
import { milestoneVersion, newApprovals, versionMilestones } from './version-milestones.ts';

const side = (
  over: {
    approvals?: { id: string; name: string; approverId?: string }[];
    step?: number;
    partnerSubmitted?: boolean;
    deliver?: boolean;
  } = {},
) => ({
  fields: { approvals: over.approvals ?? [], isExportedToDeliver: over.deliver ?? false },
  state: { step: (over.step ?? 6) as SolutionStep, partnerSubmitted: over.partnerSubmitted ?? false },
});
const jane = { id: 'solution', name: 'Jane Smith', approverId: 'u-jane' };
const omar = { id: 'delivery', name: 'Omar Ali', approverId: 'u-omar' };

describe('the versions the portal takes by itself', () => {
  it.each([
    ['nothing happened', side(), side(), []],
    ['a new approval', side(), side({ approvals: [jane] }), [['approval', 'Approved by Jane Smith']]],
    ['an approval already given', side({ approvals: [jane] }), side({ approvals: [jane] }), []],
    [
      'two approvals',
      side(),
      side({ approvals: [jane, omar] }),
      [['approval', 'Approved by Jane Smith and Omar Ali']],
    ],
    [
      'a partner submission',
      side({ step: 3 }),
      side({ step: 5, partnerSubmitted: true }),
      [['partner-submit', 'Submitted by partner']],
    ],
    ['the move to Close', side({ step: 6 }), side({ step: 7 }), [['close', 'Closed']]],
    ['a save at Close', side({ step: 7 }), side({ step: 7 }), []],
    ['back to Close from Deliver', side({ step: 8 }), side({ step: 7 }), []],
    [
      'the Deliver export',
      side({ step: 8 }),
      side({ step: 8, deliver: true }),
      [['deliver', 'Handed to delivery']],
    ],
    ['a Deliver export already made', side({ step: 8, deliver: true }), side({ step: 8, deliver: true }), []],
  ] as const)('%s', (_what, before, after, expected) => {
    expect(versionMilestones(before, after).map((m) => [m.kind, m.name])).toEqual(expected);
  });

  it('a new solution reaching a milestone in its first save', () => {
    expect(versionMilestones(undefined, side({ approvals: [jane] }))).toHaveLength(1);
  });

  it('takes one version a save, named for all its milestones', () => {
    const milestones = versionMilestones(side({ step: 6 }), side({ step: 7, approvals: [jane] }));
    expect(milestoneVersion(milestones)).toEqual({
      kind: 'approval',
      name: 'Approved by Jane Smith, closed',
    });
    expect(milestoneVersion([])).toBeUndefined();
  });

  it('tells a new approval by its row and approver', () => {
    expect(newApprovals([jane], [jane, { ...jane, approverId: 'u-other' }])).toEqual([
      { ...jane, approverId: 'u-other' },
    ]);
  });
});
