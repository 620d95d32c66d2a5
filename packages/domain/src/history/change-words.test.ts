/**
 * Issue 30: every field a person edits in a solution is named in the history as the screen names it, with its own
 * values. Each row drives one edit through the diff and asserts the exact lines the History tab shows, for a full
 * reader and for a partner (who never sees hours).
 */
import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { answerCporQuestion, initialCpor } from '../cpor/wizard.ts';
import {
  diffForHistory,
  diffSolutions,
  redactHistoryChanges,
  sizeLabelsFor,
  type DiffOptions,
} from './diff.ts';
import { historyChangeLine } from './change-words.ts';
import { capabilityOf, edited, testSolution, type TestSolution } from './test-solution.ts';

/** The worked example with the action: Provision Cloud PCs (Windows 365), 9,999 h, nothing in parallel. */
const WINDOWS_365: Capability = {
  id: 'w365',
  name: 'Windows 365',
  selected: true,
  size: 'M',
  metrics: [{ id: 'users', name: 'Users', effort: 0, value: 2000 }],
  actions: [
    {
      id: 'cloud-pcs',
      name: 'Provision Cloud PCs',
      effort: 9999,
      selected: true,
      metrics: [
        { id: 'pcs', name: 'Cloud PCs', effort: 0.5, value: 100 },
        { id: 'users-linked', name: 'Users', effort: 0.25, value: 2000, metricId: 'users' },
      ],
      roles: [{ staticId: 'engineer', name: 'Engineer', value: 50 }],
      deliverables: [
        {
          id: 'guide',
          name: 'Build guide',
          description: 'How the <b>Cloud PCs</b> are built.',
          format: { id: 'word', name: 'Word' },
        },
      ],
      assumptions: [{ id: 'licences', name: 'Licences are in place' }],
    },
    { id: 'handover', name: 'Handover', effort: 8, selected: true },
  ],
};
const base = edited(testSolution(), (s) => s.state.items.push(WINDOWS_365));
const cloudPcs = (s: TestSolution) => capabilityOf(s, 'w365').actions![0]!;
const ACTION = 'Provision Cloud PCs (Windows 365)';

const linesOf = (edit: (s: TestSolution) => void, options: DiffOptions) =>
  diffSolutions({ solution: base }, { solution: edited(base, edit) }, options).map(historyChangeLine);

type Row = [
  field: string,
  edit: (s: TestSolution) => void,
  lines: string[],
  /** Only readers with full access see these lines (hours). */
  fullOnly?: boolean,
];

describe('a capability: each field as the Scope step and the capability panel name it', () => {
  it.each<Row>([
    [
      'selection (the tick in the tree)',
      (s) => (capabilityOf(s, 'w365').selected = false),
      ['Scope: Windows 365 removed: In scope (Windows 365) → Not in scope'],
    ],
    [
      'name',
      (s) => (capabilityOf(s, 'w365').name = 'Windows 365 Enterprise'),
      ['Name of Windows 365: Windows 365 → Windows 365 Enterprise'],
    ],
    [
      'size M to L, which the Scope step shows as C',
      (s) => (capabilityOf(s, 'w365').size = 'L'),
      ['Size of Windows 365: M → C'],
    ],
    [
      'size M to XL, shown as VC',
      (s) => (capabilityOf(s, 'w365').size = 'XL'),
      ['Size of Windows 365: M → VC'],
    ],
    ['size cleared', (s) => (capabilityOf(s, 'w365').size = ''), ['Size of Windows 365: M → No size']],
    [
      'team (the ROM team picker)',
      (s) => (capabilityOf(s, 'w365').teamId = 'ACCENTURE'),
      ['Team of Windows 365: No team → Accenture'],
    ],
    [
      'a metric value (Quantity, with the action quantity linked to it)',
      (s) => {
        capabilityOf(s, 'w365').metrics![0]!.value = 2500;
        cloudPcs(s).metrics![1]!.value = 2500;
      },
      ['Quantity of Users (Windows 365): 2,000 → 2,500'],
    ],
    [
      'a linked capability',
      (s) => (capabilityOf(s, 'w365').linkIds = ['Security Baseline']),
      ['Linked Capability of Windows 365: added Security Baseline'],
    ],
    [
      'owners (Manage owners)',
      (s) => (capabilityOf(s, 'w365').owners = ['jo@provider.example']),
      ['Owners of Windows 365: added jo@provider.example'],
      true,
    ],
  ])('%s', (_field, edit, lines, fullOnly) => {
    expect(linesOf(edit, { fullAccess: true })).toEqual(lines);
    expect(linesOf(edit, { fullAccess: false })).toEqual(fullOnly ? [] : lines);
  });
});

describe('an action: each field as the action panel and its dialogs name it', () => {
  it.each<Row>([
    [
      'selection (in or out of scope)',
      (s) => (cloudPcs(s).selected = false),
      [`Scope: ${ACTION} left out: In scope → Left out`],
    ],
    [
      'name',
      (s) => (cloudPcs(s).name = 'Provision Cloud PCs for pilot users'),
      [`Name of ${ACTION}: Provision Cloud PCs → Provision Cloud PCs for pilot users`],
    ],
    ['Effort (hours)', (s) => (cloudPcs(s).effort = 120), [`Effort (hours) of ${ACTION}: 9,999 → 120`], true],
    [
      // The line: was 'Effort of Provision Cloud PCs: 9,999 h -> 100 h'.
      'Work in Parallel, 0 to 100: its own values, not the effort it divides',
      (s) => (cloudPcs(s).parallel = 100),
      [`Work in Parallel of ${ACTION}: 0 → 100`],
    ],
    [
      'Work in Tranches (missing before)',
      (s) => (cloudPcs(s).tranches = 3),
      [`Work in Tranches of ${ACTION}: 0 → 3`],
    ],
    [
      'Wave size (a week), none to 500',
      (s) => (cloudPcs(s).waveSize = 500),
      [`Wave size (a week) of ${ACTION}: No limit → 500`],
    ],
    ['AEP phase', (s) => (cloudPcs(s).aepPhase = 'Build'), [`AEP phase of ${ACTION}: Plan → Build`]],
    ['Sequential', (s) => (cloudPcs(s).sequential = false), [`Sequential of ${ACTION}: Yes → No`]],
    [
      'a metric Quantity',
      (s) => (cloudPcs(s).metrics![0]!.value = 250),
      [`Quantity of Cloud PCs (${ACTION}): 100 → 250`],
    ],
    [
      'a metric Effort per unit (hours)',
      (s) => (cloudPcs(s).metrics![0]!.effort = 0.7),
      [`Effort per unit of Cloud PCs (${ACTION}): 0.5 → 0.7`],
      true,
    ],
    [
      'a role: its percentage changed',
      (s) => (cloudPcs(s).roles![0]!.value = 75),
      [`Percentage of Engineer on ${ACTION}: 50% → 75%`],
    ],
    [
      'a role added and one removed (a role replaced)',
      (s) => (cloudPcs(s).roles = [{ staticId: 'architect', name: 'Solution Architect', value: 100 }]),
      [
        `Percentage of Solution Architect on ${ACTION}: added 100%`,
        `Percentage of Engineer on ${ACTION}: removed (was 50%)`,
      ],
    ],
    [
      'a dependency action',
      (s) => (cloudPcs(s).dependencyIds = ['Design']),
      [`Dependency Action of ${ACTION}: added Design`],
    ],
    [
      'a deliverable added',
      (s) =>
        cloudPcs(s).deliverables!.push({
          id: 'runbook',
          name: 'Runbook',
          description: 'Day-2 operations.',
          format: { id: 'pdf', name: 'PDF' },
        }),
      [`Deliverable of ${ACTION}: added Runbook`],
    ],
    [
      'a deliverable’s format and description',
      (s) => {
        const d = cloudPcs(s).deliverables![0]!;
        d.format = { id: 'pdf', name: 'PDF' };
        d.description = 'How the Cloud PCs are built and tested.';
      },
      [
        `Description of Deliverable 'Build guide' on ${ACTION}: How the Cloud PCs are built. → How the Cloud PCs are built and tested.`,
        `Format of Deliverable 'Build guide' on ${ACTION}: Word → PDF`,
      ],
    ],
    [
      'a deliverable’s review settings',
      (s) => (cloudPcs(s).deliverables![0]!.reviewSettings = { cycles: 2, review: 5, update: 5, approve: 2 }),
      [
        `Review settings of Deliverable 'Build guide' on ${ACTION}: Default → 2 cycles · review 5 d · update 5 d · approve 2 d`,
      ],
    ],
    [
      'a risk added',
      (s) =>
        (cloudPcs(s).risks = [
          {
            id: 'r-1',
            name: 'Licence delay',
            consequence: 'Late start',
            mitigation: 'Order early',
            impact: 'High',
            probability: 'Low',
            owner: 'Sam Patel',
          },
        ]),
      [`Risk of ${ACTION}: added Licence delay`],
    ],
    [
      'an assumption removed',
      (s) => (cloudPcs(s).assumptions = []),
      [`Assumption of ${ACTION}: removed (was Licences are in place)`],
    ],
    [
      'owners',
      (s) => (cloudPcs(s).owners = ['jo@provider.example']),
      [`Owners of ${ACTION}: added jo@provider.example`],
      true,
    ],
  ])('%s', (_field, edit, lines, fullOnly) => {
    expect(linesOf(edit, { fullAccess: true })).toEqual(lines);
    expect(linesOf(edit, { fullAccess: false })).toEqual(fullOnly ? [] : lines);
  });
});

const eligibility1 =
  'CPoR: The partner identified or developed this opportunity before the provider was engaged.';

describe('the CPoR wizard: answers, notes, the tab and comments', () => {
  const started = edited(base, (s) => (s.state.cpor = initialCpor()));
  const cporLines = (edit: (s: TestSolution) => void) =>
    diffSolutions({ solution: started }, { solution: edited(started, edit) }, { fullAccess: false }).map(
      historyChangeLine,
    );

  it.each<[string, (s: TestSolution) => void, string[]]>([
    [
      'an answer (TRUE)',
      (s) => (s.state.cpor = answerCporQuestion(s.state.cpor!, 'cpor-q-1-1', 1)),
      [`${eligibility1}: Not answered → TRUE`],
    ],
    [
      'an answer (FALSE)',
      (s) => {
        s.state.cpor = answerCporQuestion(s.state.cpor!, 'cpor-q-1-1', 0);
      },
      [`${eligibility1}: Not answered → FALSE`],
    ],
    [
      'the notes of a question',
      (s) => (s.state.cpor!.questions[0]!.notes = 'Recorded in the CRM in May.'),
      [`${eligibility1} (notes): added Recorded in the CRM in May.`],
    ],
    ['the tab moved on', (s) => (s.state.cpor!.step = 2), ['CPoR step: Eligibility → Disclosure']],
    [
      'an approver’s comment',
      (s) => (s.state.cpor!.approvals[0]!.text = 'Please add the CRM record.'),
      ['CPoR approval: Regional alliance lead (comment): added Please add the CRM record.'],
    ],
  ])('%s', (_name, edit, lines) => {
    expect(cporLines(edit)).toEqual(lines);
  });

  it('reads a solution without a CPoR as a fresh one: starting the wizard is no line of its own', () => {
    expect(
      diffSolutions({ solution: base }, { solution: started }, { fullAccess: true }).map(historyChangeLine),
    ).toEqual([
      'CPoR approval: Regional alliance lead: added Not requested',
      'CPoR approval: Compliance team: added Waiting',
    ]);
  });
});

describe('sizes in the words of the screen where they were set', () => {
  const sized = edited(base, (s) => {
    capabilityOf(s, 'w365').size = 'L';
    capabilityOf(s, 'Security Baseline').size = 'XL';
  });

  it.each<[string, DiffOptions['sizes'], string[]]>([
    [
      'the Scope step (full users): S, M, C, VC',
      'rom',
      ['Size of Security Baseline: S → VC', 'Size of Windows 365: M → C'],
    ],
    [
      'the partner’s Submit step: S, M, L, XL',
      'wizard',
      ['Size of Security Baseline: S → XL', 'Size of Windows 365: M → L'],
    ],
  ])('%s', (_screen, sizes, lines) => {
    const list = diffSolutions(
      { solution: base },
      { solution: sized },
      { fullAccess: true, ...(sizes ? { sizes } : {}) },
    );
    expect(list.map(historyChangeLine).sort()).toEqual(lines);
  });

  it.each([
    ['SALES_PERSON', 'rom'],
    ['SOLUTION_ARCHITECT', 'rom'],
    ['HP_SALES_PERSON', 'wizard'],
    ['ACCENTURE_SOLUTION_ARCHITECT', 'wizard'],
  ] as const)('%s sizes with the %s labels', (role, labels) => {
    expect(sizeLabelsFor(role)).toBe(labels);
  });

  it('the audit trail of a save keeps the saver’s labels, and a partner reads the same', () => {
    const { changes } = diffForHistory({ solution: base }, { solution: sized }, 'wizard');
    expect(redactHistoryChanges(changes).map(historyChangeLine)).toContain('Size of Windows 365: M → L');
  });
});

describe('the solution-wide settings', () => {
  it('the default review settings of deliverables', () => {
    expect(
      linesOf((s) => (s.state.deliverableReviewSettings = { cycles: 1, review: 3, update: 3, approve: 1 }), {
        fullAccess: false,
      }),
    ).toEqual(['Default review settings: added 1 cycle · review 3 d · update 3 d · approve 1 d']);
  });
});

describe('historyChangeLine', () => {
  it.each([
    [{ label: 'Work in Parallel of X', before: '0', after: '100' }, 'Work in Parallel of X: 0 → 100'],
    [{ label: 'Deliverable of X', after: 'Runbook' }, 'Deliverable of X: added Runbook'],
    [{ label: 'Deliverable of X', before: 'Runbook' }, 'Deliverable of X: removed (was Runbook)'],
    [{ label: 'Solution created' }, 'Solution created'],
  ])('%o', (change, line) => {
    expect(historyChangeLine(change)).toBe(line);
  });
});
