import type { Capability } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { conflictPartLabel, conflictGroups, conflictValueText } from './conflict-parts.ts';

const TREE: Capability[] = [
  {
    id: 'cap-intune',
    name: 'Device Management (Intune)',
    items: [{ id: 'cap-mdm', name: 'Mobile Device Management' }],
  },
];

describe('a conflicting value as the dialog shows it', () => {
  it.each([
    ['typed text', 'Devices for 4,000 staff', 'Devices for 4,000 staff'],
    ['nothing', undefined, '(empty)'],
    ['an empty text', '', '(empty)'],
    ['a number', 2.5, '2.5'],
    ['a flag', true, 'Yes'],
    ['a chosen client', { id: 'c1', name: 'Northwind' }, 'Northwind'],
    [
      'a capability with choices',
      { id: 'cap-a', name: 'A', size: 'M' },
      '{\n  "id": "cap-a",\n  "name": "A",\n  "size": "M"\n}',
    ],
    ['a list', [1, 2], '[\n  1,\n  2\n]'],
  ] as const)('%s', (_name, value, text) => {
    expect(conflictValueText(value)).toBe(text);
  });
});

describe('conflict parts in plain words', () => {
  it.each([
    ['salesClient', 'Client'],
    ['expectedStart', 'Expected start'],
    ['fields.name', 'Opportunity name'],
    ['fields.scopeDefinitionKeyOutputs', 'Key outputs'],
    ['fields.mobilization', 'Mobilisation'],
    ['fields.someNewField', 'Some new field'],
    ['state.step', 'Current step'],
    ['state.peopleSettings', 'People settings'],
    ['state.items.cap-intune', "Capability 'Device Management (Intune)'"],
    ['state.items.cap-gone', "Capability 'cap-gone'"],
  ])('%s → %s', (part, label) => {
    expect(conflictPartLabel(part, TREE)).toBe(label);
  });

  it('names each part once, the parts of one name together', () => {
    expect(
      conflictGroups(['fields.isExportedToDeliver', 'fields.exportedToDeliverAt', 'fields.name'], TREE),
    ).toEqual([
      { label: 'Export to Deliver', parts: ['fields.isExportedToDeliver', 'fields.exportedToDeliverAt'] },
      { label: 'Opportunity name', parts: ['fields.name'] },
    ]);
  });
});
