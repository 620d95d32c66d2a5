import { describe, expect, it } from 'vitest';
import { HISTORY_AREAS, historyChangeSchema, type HistoryChange } from '../contracts/history.ts';
import { answerRiskQuestion } from '../risk/questions.ts';
import { answerCporQuestion, initialCpor, requestApproval } from '../cpor/wizard.ts';
import { diffSolutions } from './diff.ts';
import { capabilityOf, edited, testSolution, type TestSolution } from './test-solution.ts';

const base = testSolution();

/** The changes a full reader sees from the base solution to the edited one, without the word comparison. */
function changes(edit: (s: TestSolution) => void, fullAccess = true): HistoryChange[] {
  return diffSolutions({ solution: base }, { solution: edited(base, edit) }, { fullAccess });
}

/** [label, before, after] of each change: what the compare view shows. */
const lines = (list: HistoryChange[]) => list.map((c) => [c.area, c.label, c.before, c.after]);

const architect = { id: 'u-7', name: 'Priya Shah', email: 'priya@provider.example' };

describe('diffSolutions: one edit, one line in plain words', () => {
  it.each<[string, (s: TestSolution) => void, (string | undefined)[][]]>([
    [
      'the name',
      (s) => (s.fields.name = 'Contoso modern workplace'),
      [['details', 'Opportunity name', 'Contoso workplace', 'Contoso modern workplace']],
    ],
    [
      'the client',
      (s) => {
        s.salesClient = { id: 'c-2', name: 'Fabrikam plc' };
        s.clientName = 'Fabrikam plc';
      },
      [['details', 'Client', 'Contoso Ltd', 'Fabrikam plc']],
    ],
    [
      'the country and region',
      (s) => {
        s.salesCountry = { id: 'IE', name: 'Ireland' };
        s.fields.regionId = 'UKI';
      },
      [
        ['details', 'Primary country', 'United Kingdom', 'Ireland'],
        ['details', 'Geographic region', undefined, 'UKI'],
      ],
    ],
    [
      'the expected start',
      (s) => (s.expectedStart = '2027-06'),
      [['details', 'Expected start', '2027-03', '2027-06']],
    ],
    [
      'the volumes the work is sized on (issue 32)',
      (s) => (s.fields.volumes = { users: 2400, devices: 2600 }),
      [
        ['details', 'Users', undefined, '2,400'],
        ['details', 'Computers', undefined, '2,600'],
      ],
    ],
    [
      'the complexity and AEP solution type',
      (s) => {
        s.fields.complexity = 1.5;
        s.fields.aepSolutionType = 'Bespoke';
      },
      [
        ['details', 'Solution complexity', '1', '1.5'],
        ['details', 'AEP solution type', 'Hero Offer', 'Bespoke'],
      ],
    ],
    [
      'client contacts and proposal status',
      (s) => {
        s.fields.clientContacts = 'Jo Bloggs, CIO';
        s.fields.proposalStatus = 'Submitted to client';
      },
      [
        ['details', 'Proposal status', undefined, 'Submitted to client'],
        ['details', 'Client contacts', undefined, 'Jo Bloggs, CIO'],
      ],
    ],
    [
      'the step, read as the progress bar names the stage',
      (s) => {
        s.state.step = 5;
        s.state.steps = [1, 2, 5];
      },
      [['details', 'Stage', 'Draft', 'Collaborate']],
    ],
    [
      'a role given to someone (the stage follows: an architect is assigned)',
      (s) => {
        s.state.step = 5;
        s.state.steps = [1, 2, 5];
        s.fields.roles = [{ id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user: architect }];
      },
      [
        ['details', 'Stage', 'Draft', 'Define'],
        ['details', 'Role: Solution Architect', undefined, 'Priya Shah'],
      ],
    ],
    [
      'a capability taken out of scope (its actions go with it, in one line)',
      (s) => {
        const c = capabilityOf(s, 'Security Baseline');
        c.selected = false;
        for (const a of c.actions ?? []) a.selected = false;
      },
      [['scope', 'Scope: Security Baseline removed', 'In scope (Security Baseline)', 'Not in scope']],
    ],
    [
      'a new capability in scope, nested under another',
      (s) =>
        capabilityOf(s, 'Modern Workplace').items?.push({
          id: 'win11',
          name: 'Windows 11',
          selected: true,
          size: 'M',
          actions: [{ id: 'pilot', name: 'Pilot', effort: 40, selected: true }],
        }) ??
        (capabilityOf(s, 'Modern Workplace').items = [
          { id: 'win11', name: 'Windows 11', selected: true, size: 'M', actions: [] },
        ]),
      [['scope', 'Scope: Windows 11 added', 'Not in scope', 'In scope (Modern Workplace / Windows 11)']],
    ],
    [
      'an action left out and one added to scope',
      (s) => {
        const actions = capabilityOf(s, 'Modern Workplace').actions!;
        actions[2]!.selected = false;
        actions.push({ id: 'Handover', name: 'Handover', effort: 8, selected: true });
      },
      [
        ['scope', 'Scope: Rollout (Modern Workplace) left out', 'In scope', 'Left out'],
        ['scope', 'Scope: Handover (Modern Workplace) added to scope', 'Left out', 'In scope'],
      ],
    ],
    [
      'an action in scope gone from the tree (a catalogue update took it out)',
      (s) => capabilityOf(s, 'Security Baseline').actions!.pop(),
      [['scope', 'Scope: Baseline review (Security Baseline) left out', 'In scope', 'Left out']],
    ],
    [
      'a size, as the Scope step labels it (L reads C)',
      (s) => (capabilityOf(s, 'Modern Workplace').size = 'L'),
      [['sizes', 'Size of Modern Workplace', 'M', 'C']],
    ],
    [
      'a size cleared',
      (s) => (capabilityOf(s, 'Security Baseline').size = ''),
      [['sizes', 'Size of Security Baseline', 'S', 'No size']],
    ],
    [
      'quantities, without the effort they drive (the estimate says that)',
      (s) => {
        capabilityOf(s, 'Modern Workplace').actions![2]!.metrics = [
          { id: 'devices', name: 'Devices', effort: 0.5, value: 100 },
        ];
        capabilityOf(s, 'Modern Workplace').metrics = [
          { id: 'users', name: 'Users', effort: 0, value: 2000 },
        ];
      },
      [
        ['sizes', 'Quantity of Users (Modern Workplace)', undefined, '2,000'],
        ['sizes', 'Quantity of Devices (Rollout (Modern Workplace))', undefined, '100'],
      ],
    ],
    [
      'a role on an action: share changed, one added, one removed',
      (s) => {
        const discovery = capabilityOf(s, 'Modern Workplace').actions![0]!;
        discovery.roles = [
          { staticId: 'architect', name: 'architect', value: 50 },
          { staticId: 'engineer', name: 'engineer', value: 100 },
        ];
      },
      [
        ['staffing', 'Percentage of architect on Discovery (Modern Workplace)', '100%', '50%'],
        ['staffing', 'Percentage of engineer on Discovery (Modern Workplace)', undefined, '100%'],
        ['staffing', 'Percentage of workplace-architect on Discovery (Modern Workplace)', '50%', undefined],
      ],
    ],
    [
      'the people settings',
      (s) => (s.state.peopleSettings = { gap: 14, mobilisation: 21 }),
      [['schedule', 'Mobilisation', '14 days', '21 days']],
    ],
    [
      'a risk answer and the overall score',
      (s) => (s.state.risk!.questions = answerRiskQuestion(s.state.risk!.questions, 'risk-q-1-1', 3)),
      [
        [
          'risk',
          'Risk: How far do the client’s expected outcomes go beyond what was discussed in the opportunity?',
          'Not answered',
          'High',
        ],
        ['risk', 'Overall risk score', '0.00', '1.43'],
      ],
    ],
    [
      'a generated document and the CPoR proof',
      (s) => {
        s.documents = [
          {
            id: 'd-1',
            name: 'Proposal',
            type: 3,
            modifiedAt: '2026-11-03T10:00:00.000Z',
            fileName: 'Contoso proposal.docx',
            variant: 'customer',
          },
        ];
        s.state.cpor = { ...initialCpor(), proof: { documentId: 'p-1', fileName: 'Signed proof.pdf' } };
      },
      [
        ['documents', 'Proposal (Customer) added', undefined, 'Contoso proposal.docx'],
        ['documents', 'CPoR proof of execution', undefined, 'Signed proof.pdf'],
        ['approvals', 'CPoR approval: Regional alliance lead', undefined, 'Not requested'],
        ['approvals', 'CPoR approval: Compliance team', undefined, 'Waiting'],
      ],
    ],
    [
      'an approval given',
      (s) =>
        (s.fields.approvals = [
          {
            id: 'solution',
            name: 'George Whitaker',
            approverId: 'u-9',
            approvedAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
      [['approvals', 'Approval of the solution given', undefined, 'George Whitaker, 10:00, 20-11-2026']],
    ],
  ])('%s', (_name, edit, expected) => {
    expect(lines(changes(edit))).toEqual(expected);
  });
});

describe('diffSolutions: the whole comparison', () => {
  it('finds no change between a solution and its copy', () => {
    expect(
      diffSolutions({ solution: base }, { solution: edited(base, () => {}) }, { fullAccess: true }),
    ).toEqual([]);
  });

  it('an approval withdrawn and a CPoR approval requested name who', () => {
    const approved = edited(base, (s) => {
      s.fields.approvals = [{ id: 'deal-team', name: 'Dana Reid', approverId: 'u-3' }];
      // Requesting needs an eligible solution: the four eligibility questions answered TRUE.
      s.state.cpor = [1, 2, 3, 4].reduce(
        (state, n) => answerCporQuestion(state, `cpor-q-1-${n}`, 1),
        initialCpor(),
      );
    });
    const later = edited(approved, (s) => {
      s.fields.approvals = [];
      s.state.cpor = requestApproval(s.state.cpor!, 'alliance', architect);
    });
    expect(lines(diffSolutions({ solution: approved }, { solution: later }, { fullAccess: true }))).toEqual([
      ['approvals', 'Approval of the Deal Team withdrawn', 'Dana Reid', undefined],
      ['approvals', 'CPoR approval: Regional alliance lead', 'Not requested', 'Requested (Priya Shah)'],
    ]);
  });

  it('lists every area in HISTORY_AREAS order, each change valid against the contract', () => {
    const after = edited(base, (s) => {
      s.fields.approvals = [{ id: 'solution', name: 'George Whitaker', approverId: 'u-9' }];
      s.fields.mobilization = 'Two weeks.';
      s.state.risk!.questions = answerRiskQuestion(s.state.risk!.questions, 'risk-q-7-1', 2);
      capabilityOf(s, 'Modern Workplace').size = 'XL';
      capabilityOf(s, 'Modern Workplace').actions![1]!.selected = false;
      s.fields.name = 'Renamed';
    });
    const list = diffSolutions({ solution: base }, { solution: after }, { fullAccess: true });
    const order = list.map((c) => HISTORY_AREAS.indexOf(c.area));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(new Set(list.map((c) => c.area))).toEqual(
      new Set(['details', 'scope', 'sizes', 'risk', 'content', 'approvals']),
    );
    for (const change of list) expect(historyChangeSchema.parse(change)).toEqual(change);
  });

  it('compares capabilities by id wherever they sit: a capability moved is no change', () => {
    const moved = edited(base, (s) => {
      const [first, ...rest] = s.state.items;
      s.state.items = [{ ...first!, items: rest }];
    });
    expect(diffSolutions({ solution: base }, { solution: moved }, { fullAccess: true })).toEqual([]);
  });
});
