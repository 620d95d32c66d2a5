import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { duplicateCapability } from '../builder/tree-copy.ts';
import {
  catalogueChangesWithin,
  catalogueDiff,
  duplicateCatalogueId,
  refusedCatalogueChange,
  summariseCatalogueDiff,
} from './diff.ts';
import {
  addCapability,
  deleteCapability,
  editItemText,
  moveCapability,
  reorderAction,
  setCapabilityHidden,
  setOwners,
} from './editing.ts';
import { editableIds, editableIdsInDraft } from './ownership.ts';

const OWNER = 'area.owner@provider.example';

const tree: Capability[] = [
  {
    id: 'c1',
    name: 'Workplace',
    owners: ['Area.Owner@provider.example'],
    items: [
      {
        id: 'c1a',
        name: 'Intune',
        actions: [
          { id: 'a1', name: 'Plan', effort: 2 },
          { id: 'a2', name: 'Enrol', effort: 8 },
        ],
      },
    ],
  },
  {
    id: 'c2',
    name: 'Security',
    items: [
      { id: 'c2a', name: 'Defender', actions: [{ id: 'a9', name: 'Tune', effort: 3, owners: [OWNER] }] },
    ],
  },
  { id: 'c3', name: 'Virtualisation' },
];

const ok = <T extends { ok: boolean }>(r: T) => {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return (r as unknown as { items: Capability[] }).items;
};

describe('catalogueDiff', () => {
  it.each([
    ['nothing', tree, []],
    [
      'a rename',
      ok(editItemText(tree, { capabilityId: 'c1a' }, { name: 'Intune Suite', description: '' })),
      [
        {
          kind: 'capability',
          change: 'changed',
          id: 'c1a',
          name: 'Intune Suite',
          fields: ['description', 'name'],
        },
      ],
    ],
    [
      'a hide',
      ok(setCapabilityHidden(tree, 'c3', true)),
      [{ kind: 'capability', change: 'changed', id: 'c3', name: 'Virtualisation', fields: ['groups'] }],
    ],
    [
      'a delete (with its actions)',
      ok(deleteCapability(tree, 'c1a')),
      [
        { kind: 'capability', change: 'removed', id: 'c1a', name: 'Intune' },
        { kind: 'action', change: 'removed', id: 'a1', name: 'Plan' },
        { kind: 'action', change: 'removed', id: 'a2', name: 'Enrol' },
      ],
    ],
    [
      'a move',
      ok(moveCapability(tree, 'c1a', 'c3')),
      [{ kind: 'capability', change: 'changed', id: 'c1a', name: 'Intune', fields: ['moved'] }],
    ],
    [
      'a reorder of actions',
      ok(reorderAction(tree, 'a2', 'up')),
      [{ kind: 'capability', change: 'changed', id: 'c1a', name: 'Intune', fields: ['actions order'] }],
    ],
    [
      'an added capability',
      ok(addCapability(tree, 'c3', 'n1', { role: 'ADMIN', email: 'a@x.example' })),
      [{ kind: 'capability', change: 'added', id: 'n1', name: 'New Capability' }],
    ],
  ])('%s', (_what, after, expected) => {
    expect(catalogueDiff(tree, after)).toEqual(expected);
  });

  it('a duplicate adds the copy and its actions with new ids', () => {
    let n = 0;
    const r = duplicateCapability(tree, 'c1a', () => `copy-${(n += 1)}`);
    if (!r.ok) throw new Error('duplicate failed');
    expect(catalogueDiff(tree, r.items).map((c) => `${c.change} ${c.kind} ${c.name}`)).toEqual([
      'added capability Intune (COPY)',
      'added action Plan',
      'added action Enrol',
    ]);
  });

  it('ignores key order', () => {
    const reordered: Capability[] = tree.map(
      (c) => Object.fromEntries(Object.entries(c).reverse()) as Capability,
    );
    expect(catalogueDiff(tree, reordered)).toEqual([]);
  });

  it('summarises', () => {
    const after = ok(setCapabilityHidden(ok(deleteCapability(tree, 'c3')), 'c1', true));
    expect(summariseCatalogueDiff(catalogueDiff(tree, after))).toBe(
      "Added 0, removed 1, changed 1: changed capability 'Workplace' (groups); removed capability 'Virtualisation'",
    );
    expect(summariseCatalogueDiff([])).toBe('No changes');
  });
});

describe('who may edit which item', () => {
  it.each([
    ['ADMIN', 'admin@x.example', ['a1', 'a2', 'a9', 'c1', 'c1a', 'c2', 'c2a', 'c3']],
    ['SOLUTION_AREA_OWNER', OWNER.toUpperCase(), ['a1', 'a2', 'a9', 'c1', 'c1a']],
    ['SOLUTION_CAPABILITY_OWNER', OWNER, ['a1', 'a2', 'a9', 'c1', 'c1a']],
    ['SOLUTION_AREA_OWNER', 'someone@else.example', []],
    ['SALES_PERSON', OWNER, []],
  ] as const)('%s %s edits %j', (role, email, ids) => {
    expect([...editableIds(tree, { role, email })].sort()).toEqual(ids);
  });
});

describe('the owner check of a non-admin save', () => {
  const owner = { role: 'SOLUTION_AREA_OWNER', email: OWNER } as const;
  const refused = (after: Capability[]) => refusedCatalogueChange(tree, after, owner)?.change.name;

  it.each([
    [
      'renames an owned child',
      ok(editItemText(tree, { capabilityId: 'c1a' }, { name: 'X', description: '' })),
      undefined,
    ],
    [
      'renames an action owned directly',
      ok(editItemText(tree, { actionId: 'a9' }, { name: 'X', description: '' })),
      undefined,
    ],
    ['adds under an owned capability', ok(addCapability(tree, 'c1', 'n1', owner)), undefined],
    ['reorders actions of an owned capability', ok(reorderAction(tree, 'a2', 'up')), undefined],
    ['deletes an owned child', ok(deleteCapability(tree, 'c1a')), undefined],
    [
      'renames an item of someone else',
      ok(editItemText(tree, { capabilityId: 'c2a' }, { name: 'X', description: '' })),
      'X',
    ],
    ['hides an item of someone else', ok(setCapabilityHidden(tree, 'c3', true)), 'Virtualisation'],
    ['adds at the top level', ok(addCapability(tree, null, 'n1', owner)), 'New Capability'],
    ['adds under an item of someone else', ok(addCapability(tree, 'c3', 'n1', owner)), 'New Capability'],
    ['moves an owned item into an item of someone else', ok(moveCapability(tree, 'c1a', 'c3')), 'Intune'],
    ['deletes an item of someone else', ok(deleteCapability(tree, 'c3')), 'Virtualisation'],
    [
      'adds themselves as owner of an item of someone else',
      ok(setOwners(tree, { capabilityId: 'c3' }, [OWNER])),
      'Virtualisation',
    ],
  ])('%s: refused item %s', (_what, after, item) => {
    expect(refused(after)).toBe(item);
  });

  it('an admin may change anything', () => {
    expect(
      refusedCatalogueChange(tree, ok(deleteCapability(tree, 'c3')), { role: 'ADMIN', email: 'a@x' }),
    ).toBeUndefined();
  });

  it('the refusal names the item', () => {
    expect(refusedCatalogueChange(tree, ok(deleteCapability(tree, 'c3')), owner)?.message).toBe(
      "You may not change the capability 'Virtualisation': you are not an owner of it or of a capability above it.",
    );
  });
});

describe('duplicateCatalogueId', () => {
  it.each([
    ['none', tree, undefined],
    ['a capability twice', [...tree, { id: 'c1a', name: 'Again' }], 'c1a'],
    ['an action id reused by a capability', [...tree, { id: 'a9', name: 'Again' }], 'a9'],
  ])('%s', (_what, items, dup) => expect(duplicateCatalogueId(items)).toBe(dup));
});

describe('editable rows of a draft', () => {
  const owner = { role: 'SOLUTION_AREA_OWNER', email: OWNER } as const;
  it('reads ownership of stored items from the stored tree and lets new items follow their place', () => {
    let draft = ok(addCapability(tree, 'c1a', 'n1', owner));
    draft = ok(addCapability(draft, 'c3', 'n2', owner));
    draft = ok(setOwners(draft, { capabilityId: 'c3' }, [OWNER]));
    const ids = editableIdsInDraft(tree, draft, owner);
    expect(ids.has('n1')).toBe(true);
    expect(ids.has('c3')).toBe(false);
    expect(ids.has('n2')).toBe(false);
  });
  it('an admin edits every row, new ones at the top level too', () => {
    const draft = ok(addCapability(tree, null, 'n1', { role: 'ADMIN', email: 'a@x' }));
    expect(editableIdsInDraft(tree, draft, { role: 'ADMIN', email: 'a@x' }).has('n1')).toBe(true);
  });
});

describe('catalogueChangesWithin (what changed in the capabilities a solution uses)', () => {
  const after = ok(
    editItemText(
      ok(setCapabilityHidden(ok(deleteCapability(tree, 'c3')), 'c2', true)),
      { actionId: 'a1' },
      {
        name: 'Plan it',
        description: '',
      },
    ),
  );
  it.each([
    [['c1'], ['changed action Plan it']],
    [['c2'], ['changed capability Security']],
    [['c3'], ['removed capability Virtualisation']],
    [
      ['c1', 'c3'],
      ['changed action Plan it', 'removed capability Virtualisation'],
    ],
    // Asked in another order (or twice), the changes keep the diff's order and come once.
    [
      ['c3', 'c1', 'c3'],
      ['changed action Plan it', 'removed capability Virtualisation'],
    ],
    [[], []],
  ])('%j: %j', (ids, expected) => {
    expect(catalogueChangesWithin(tree, after, ids).map((c) => `${c.change} ${c.kind} ${c.name}`)).toEqual(
      expected,
    );
  });
});
