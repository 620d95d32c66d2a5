import { describe, expect, it } from 'vitest';
import { HIDDEN_GROUP } from '../contracts/catalogue.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { act, cap, role, WORKED_EXAMPLE } from '../schedule/worked-example.ts';
import {
  ALSO_NOT_INCLUDED,
  deliveryApproach,
  keyOutputs,
  outOfScope,
  scopeOfWork,
  writtenSection,
  type SectionBlock,
  type WrittenSectionsInput,
} from './written-sections.ts';

const doc = (id: string, description = '') => ({
  id,
  name: id,
  description,
  format: { id: 'docx', name: 'Word' },
});

/**
 * A solution as the builder holds it: the area 'Workplace' chosen with two of its three capabilities (the third,
 * 'Printing', left out), one action of 'Devices' taken out of scope, and a hidden capability.
 */
const TREE = [
  cap(
    'Workplace',
    [act('Workshop', 16, [role('architect', 100)], { description: 'Agree the <b>target</b> design.' })],
    {
      description: 'Modern workplace services.',
      items: [
        cap(
          'Devices',
          [
            act('Image build', 40, [], {
              aepPhase: 'Build',
              description: 'Build the Windows 11 image.',
              deliverables: [doc('Build book', 'How the image is built.')],
              workProducts: [doc('Image checklist')],
            }),
            act('Kiosk mode', 24, [], { selected: false, aepPhase: 'Build' }),
          ],
          { description: '' },
        ),
        cap('Printing', [act('Print servers', 30, [])], { selected: false, description: 'Print services.' }),
        cap('Secret', [act('Hidden work', 8, [])], { selected: false, groups: [HIDDEN_GROUP] }),
      ],
    },
  ),
  cap('Security', [act('Firewall', 10, [])], { selected: false }),
];

const list = (
  heading: string,
  columns: readonly [string, string],
  items: [string, string][],
  intro = '',
): SectionBlock => ({
  kind: 'list',
  heading,
  intro,
  columns,
  items: items.map(([name, detail]) => ({ name, detail })),
});
const ACTIVITIES = ['Activity', 'What it covers'] as const;
const OUTPUTS = ['Output', 'What it is'] as const;
const text = (t: string): SectionBlock => ({ kind: 'text', lines: [[{ text: t }]] });

describe('sections written from what the portal knows', () => {
  it.each<[string, SectionBlock[], SectionBlock[]]>([
    [
      'Scope of Work: each selected capability with its description and in-scope actions',
      scopeOfWork(TREE),
      [
        list(
          'Workplace',
          ACTIVITIES,
          [['Workshop', 'Agree the target design.']],
          'Modern workplace services.',
        ),
        list('Devices, part of Workplace', ACTIVITIES, [['Image build', 'Build the Windows 11 image.']]),
      ],
    ],
    [
      'Key Outputs: deliverables, then work products (no description: the format and the action)',
      keyOutputs(TREE),
      [
        list('Deliverables', OUTPUTS, [['Build book', 'How the image is built.']]),
        list('Work products', OUTPUTS, [['Image checklist', 'Word · Image build']]),
      ],
    ],
    [
      'Out of Scope: the capability left out under a chosen one, the action taken out, then the typed text',
      outOfScope(TREE, 'Servers and <i>printers</i>'),
      [
        list(
          'Capabilities not included',
          ['Capability', 'What it covers'],
          [['Printing', 'Print services.']],
        ),
        list(
          'Activities not included',
          ['Activity', 'Capability'],
          [['Kiosk mode', 'Devices, part of Workplace']],
        ),
        { kind: 'text', lines: [[{ text: 'Servers and ' }, { text: 'printers', italic: true }]] },
      ],
    ],
    [
      'Out of Scope with nothing left out and nothing typed: the house\u2019s own exclusions',
      outOfScope(WORKED_EXAMPLE, ''),
      outOfScope(WORKED_EXAMPLE, ALSO_NOT_INCLUDED),
    ],
    [
      'Out of Scope typed: what was typed, not the house\u2019s',
      outOfScope(WORKED_EXAMPLE, 'Typed.'),
      [text('Typed.')],
    ],
    ['Scope of Work of nothing chosen: left out', scopeOfWork([TREE[1]!]), []],
    ['Key Outputs without deliverables or work products: left out', keyOutputs(WORKED_EXAMPLE), []],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it('leaves out a sub-action with the action taken out (only the action is named)', () => {
    const tree = [
      cap('Area', [
        act('Parent', 10, [], { selected: false, actions: [act('Child', 5, [], { selected: false })] }),
      ]),
    ];
    expect(outOfScope(tree, '')).toEqual([
      list('Activities not included', ['Activity', 'Capability'], [['Parent', 'Area']]),
      ...outOfScope([], ''),
    ]);
  });

  it('the house\u2019s exclusions read as one paragraph of clauses', () => {
    const [block] = outOfScope([], '');
    expect(block?.kind).toBe('text');
    const plain =
      block?.kind === 'text'
        ? block.lines
            .flat()
            .map((r) => r.text)
            .join('')
        : '';
    expect(plain).toMatch(
      /^Also not included\. Hardware, software and licences, which the Client provides; .*; and support/,
    );
  });
});

describe('the delivery approach and mobilisation of the worked example (docs/schedule.md)', () => {
  const schedule = computeSchedule({ items: WORKED_EXAMPLE, expectedStart: '2027-03', settings: undefined });
  const input = (fields: WrittenSectionsInput['fields'] = {}): WrittenSectionsInput => ({
    items: WORKED_EXAMPLE,
    fields,
    requirementDescription: 'Move <b>2,000</b> users.',
    expectedStart: '2027-03',
    schedule,
  });

  it('names the phases in AEP order with their dates written out and the delivery window in calendar weeks', () => {
    expect(deliveryApproach(input())).toEqual([
      text(
        'The work follows the delivery phases below. Delivery takes 4 weeks and 2 days, 15 March 2027 to 13 April 2027, after 2 weeks of mobilisation from 1 March 2027.',
      ),
      list(
        'Phases',
        ['Phase', 'When'],
        [
          ['Plan', '15 March 2027 to 18 March 2027 · 1 activity'],
          ['Analyze', '30 March 2027 to 1 April 2027 · 1 activity'],
          ['Design', '19 March 2027 to 30 March 2027 · 1 activity'],
          ['Build', '15 March 2027 to 22 March 2027 · 1 activity'],
          ['Deploy', '30 March 2027 to 13 April 2027 · 1 activity'],
        ],
      ),
    ]);
  });

  it.each<[string, WrittenSectionsInput['fields'], Parameters<typeof writtenSection>[0], SectionBlock[]]>([
    [
      'Opportunity Background from the requirement when nothing is typed',
      {},
      'opportunityBackground',
      [{ kind: 'text', lines: [[{ text: 'Move ' }, { text: '2,000', bold: true }, { text: ' users.' }]] }],
    ],
    ['typed text wins', { opportunityBackground: 'Typed.' }, 'opportunityBackground', [text('Typed.')]],
    [
      'Mobilisation from the schedule',
      { mobilization: '<br>' },
      'mobilization',
      [
        text(
          'Mobilisation takes 2 weeks from 1 March 2027: the project manager staffs and onboards the team and agrees access and environments with the Client, as part of the project management across the programme (priced with it), and delivery starts on 15 March 2027.',
        ),
      ],
    ],
    ['Sourcing Strategy is typed only: left out', {}, 'sourcingStrategy', []],
    ['Scope Definition is typed only: left out', { scopeDefinition: '  ' }, 'scopeDefinition', []],
  ])('%s', (_name, fields, key, expected) => expect(writtenSection(key, input(fields))).toEqual(expected));
});
