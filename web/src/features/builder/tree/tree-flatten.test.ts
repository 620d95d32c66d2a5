import type { Capability } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { flattenTree } from './tree-flatten.ts';

const TREE: Capability[] = [
  {
    id: 'a',
    name: 'A',
    selected: true,
    actions: [{ id: 'a1', name: 'A1', effort: 1, actions: [{ id: 'a1x', name: 'A1x', effort: 1 }] }],
    items: [
      { id: 'b', name: 'B', selected: false },
      {
        id: 'c',
        name: 'C',
        selected: true,
        expanded: false,
        items: [{ id: 'd', name: 'D', selected: true }],
      },
      { id: 'h', name: 'Hidden', groups: ['HIDDEN'], selected: true },
    ],
  },
];

const keys = (rows: ReturnType<typeof flattenTree>) =>
  rows.map((r) => `${r.key}@${r.level}${r.open === undefined ? '' : r.open ? '+' : '-'}`);

describe('flattenTree', () => {
  it('lists open capabilities with their Scope row first, never hidden ones, closed subtrees left out', () => {
    expect(keys(flattenTree(TREE, false, new Map()))).toEqual(['c:a@1+', 's:a@2-', 'c:b@2', 'c:c@2-']);
  });

  it('follows the user choices for Scope rows, actions and capabilities', () => {
    const choices = new Map([
      ['s:a', true],
      ['a:a1', true],
      ['c:c', true],
    ]);
    expect(keys(flattenTree(TREE, false, choices))).toEqual([
      'c:a@1+',
      's:a@2+',
      'a:a1@3+',
      'a:a1x@4',
      'c:b@2',
      'c:c@2+',
      'c:d@3',
    ]);
  });

  it('lists only selected capabilities when asked, and marks actions of unselected ones disabled', () => {
    expect(keys(flattenTree(TREE, true, new Map([['c:c', true]])))).toEqual([
      'c:a@1+',
      's:a@2-',
      'c:c@2+',
      'c:d@3',
    ]);
    const rows = flattenTree([{ ...TREE[0]!, selected: false }], false, new Map([['s:a', true]]));
    expect(rows.find((r) => r.key === 'a:a1')).toMatchObject({ kind: 'action', enabled: false });
  });
});

describe('flattenTree: sizes included in a sized ancestor (issue 29)', () => {
  const sized: Capability[] = [
    {
      id: 'p',
      name: 'Parent',
      selected: true,
      size: 'L',
      items: [
        {
          id: 'q',
          name: 'Sized child',
          selected: true,
          size: 'M',
          items: [{ id: 'r', name: 'Grandchild', selected: true, size: 'S' }],
        },
        { id: 's', name: 'Unsized child', selected: true, size: '' },
      ],
    },
    { id: 't', name: 'Top', selected: true, size: 'M' },
  ];

  it('marks a sized capability under a sized ancestor as included (the ROM step shows Included, not hours)', () => {
    const open = new Map([
      ['c:p', true],
      ['c:q', true],
    ]);
    const included = flattenTree(sized, false, open)
      .filter((r) => r.kind === 'capability')
      .map((r) => [r.key, r.kind === 'capability' && r.included]);
    expect(included).toEqual([
      ['c:p', false],
      ['c:q', true],
      ['c:r', true],
      ['c:s', false],
      ['c:t', false],
    ]);
  });
});
