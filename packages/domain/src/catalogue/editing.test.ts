import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { findAction, findCapability } from '../builder/tree.ts';
import {
  addAction,
  addCapability,
  addOwner,
  canReorderAction,
  deleteAction,
  deleteCapability,
  DUPLICATE_OWNER_MESSAGE,
  editItemText,
  INVALID_EMAIL_MESSAGE,
  MAX_DEPTH_MESSAGE,
  MOVE_INTO_ITSELF_MESSAGE,
  moveAction,
  moveCapability,
  removeOwner,
  reorderAction,
  setCapabilityHidden,
  setOwners,
} from './editing.ts';

const tree: Capability[] = [
  {
    id: 'c1',
    name: 'Workplace',
    areaId: 'area-core',
    items: [
      {
        id: 'c1a',
        name: 'Intune',
        actions: [
          { id: 'a1', name: 'Plan', effort: 2 },
          { id: 'a2', name: 'Enrol', effort: 8, actions: [{ id: 'a2x', name: 'Pilot', effort: 1 }] },
          { id: 'a3', name: 'Handover', effort: 1 },
        ],
        items: [{ id: 'c1a1', name: 'Autopilot' }],
      },
    ],
  },
  { id: 'c2', name: 'Security', groups: ['CORE'] },
];

/** A chain of `n` nested capabilities: d1 > d2 > ... > dn. */
function chain(n: number): Capability[] {
  let node: Capability = { id: `d${n}`, name: `D${n}` };
  for (let i = n - 1; i >= 1; i -= 1) node = { id: `d${i}`, name: `D${i}`, items: [node] };
  return [node];
}

const names = (caps: readonly Capability[] | undefined) => (caps ?? []).map((c) => c.name);
const ok = <T extends { ok: boolean }>(r: T) => {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
};

describe('add a capability', () => {
  it.each([
    ['an admin', 'ADMIN', []],
    ['an area owner', 'SOLUTION_AREA_OWNER', ['area.owner@provider.example']],
    [
      'a capability owner (e-mail lower-cased and trimmed)',
      'SOLUTION_CAPABILITY_OWNER',
      ['area.owner@provider.example'],
    ],
  ] as const)('by %s: owners %j', (_who, role, owners) => {
    const r = ok(addCapability(tree, 'c1a', 'new-1', { role, email: ' Area.Owner@provider.example ' }));
    const added = findCapability(r.items, 'new-1');
    expect(added?.node.owners).toEqual(owners);
    expect(added?.node.name).toBe('New Capability');
    expect(added?.ancestors.map((a) => a.id)).toEqual(['c1', 'c1a']);
    expect(added?.node.areaId).toBe('area-core');
  });

  it('adds at the top level with null', () => {
    const r = ok(addCapability(tree, null, 'top', { role: 'ADMIN', email: 'a@x.example' }));
    expect(names(r.items)).toEqual(['Workplace', 'Security', 'New Capability']);
  });

  it.each([
    [7, true],
    [8, false],
  ])('under a parent at depth %i: allowed %s (depth below 8)', (depth, allowed) => {
    const r = addCapability(chain(depth), `d${depth}`, 'n', { role: 'ADMIN', email: 'a@x.example' });
    expect(r.ok).toBe(allowed);
    if (!r.ok) expect(r.message).toBe(MAX_DEPTH_MESSAGE);
  });
});

describe('delete', () => {
  it('removes a capability with its subtree, leaving the rest shared', () => {
    const r = ok(deleteCapability(tree, 'c1a'));
    expect(findCapability(r.items, 'c1a1')).toBeUndefined();
    expect(r.items[1]).toBe(tree[1]);
  });
  it('removes an action with its sub-actions', () => {
    const r = ok(deleteAction(tree, 'a2'));
    expect(findAction(r.items, 'a2x')).toBeUndefined();
    expect(findCapability(r.items, 'c1a')?.node.actions?.map((a) => a.id)).toEqual(['a1', 'a3']);
  });
  it.each([
    ['capability', () => deleteCapability(tree, 'nope')],
    ['action', () => deleteAction(tree, 'nope')],
  ])('refuses an unknown %s', (_k, run) => expect(run().ok).toBe(false));
});

describe('move a capability', () => {
  it.each([
    ['into another capability', 'c1a', 'c2', true],
    ['to the top level', 'c1a1', null, true],
    ['into itself', 'c1a', 'c1a', false],
    ['into its own child', 'c1', 'c1a1', false],
  ] as const)('%s: allowed %s', (_what, id, target, allowed) => {
    const r = moveCapability(tree, id, target);
    expect(r.ok).toBe(allowed);
    if (r.ok) {
      expect(findCapability(r.items, id)?.ancestors.at(-1)?.id ?? null).toBe(target);
      // exactly one copy of the moved node remains
      expect(JSON.stringify(r.items).split(`"id":"${id}"`)).toHaveLength(2);
    } else expect(r.message).toBe(MOVE_INTO_ITSELF_MESSAGE);
  });

  it('keeps the moved subtree within depth 8', () => {
    const deep = [
      ...chain(6),
      { id: 'x1', name: 'X1', items: [{ id: 'x2', name: 'X2', items: [{ id: 'x3', name: 'X3' }] }] },
    ];
    expect(moveCapability(deep, 'x1', 'd5').ok).toBe(true); // 5 + 3 = 8
    expect(moveCapability(deep, 'x1', 'd6')).toEqual({ ok: false, message: MAX_DEPTH_MESSAGE }); // 6 + 3 = 9
  });
});

describe('move and reorder actions', () => {
  it('moves an action to another capability (at the end)', () => {
    const r = ok(moveAction(tree, 'a1', { capabilityId: 'c2' }));
    expect(findAction(r.items, 'a1')?.capability.id).toBe('c2');
    expect(findCapability(r.items, 'c1a')?.node.actions?.map((a) => a.id)).toEqual(['a2', 'a3']);
  });
  it('moves an action under another action', () => {
    const r = ok(moveAction(tree, 'a3', { actionId: 'a2' }));
    expect(findAction(r.items, 'a3')?.ancestors.map((a) => a.id)).toEqual(['a2']);
  });
  it('refuses to move an action into its own sub-action', () => {
    expect(moveAction(tree, 'a2', { actionId: 'a2x' }).ok).toBe(false);
  });
  it.each([
    ['a2', 'up', ['a2', 'a1', 'a3'], true],
    ['a2', 'down', ['a1', 'a3', 'a2'], true],
    ['a1', 'up', ['a1', 'a2', 'a3'], false],
    ['a3', 'down', ['a1', 'a2', 'a3'], false],
  ] as const)('%s %s gives %j (possible: %s)', (id, dir, order, possible) => {
    expect(canReorderAction(tree, id, dir)).toBe(possible);
    const r = ok(reorderAction(tree, id, dir));
    expect(findCapability(r.items, 'c1a')?.node.actions?.map((a) => a.id)).toEqual(order);
  });
  it('adds an action to a capability and a sub-action to an action', () => {
    const r1 = ok(addAction(tree, { capabilityId: 'c2' }, 'n1'));
    expect(findAction(r1.items, 'n1')?.capability.id).toBe('c2');
    const r2 = ok(addAction(tree, { actionId: 'a2x' }, 'n2'));
    expect(findAction(r2.items, 'n2')?.ancestors.map((a) => a.id)).toEqual(['a2', 'a2x']);
  });
});

describe('hide and show', () => {
  it.each([
    ['hide adds HIDDEN and keeps other groups', 'c2', true, ['CORE', 'HIDDEN']],
    ['show removes HIDDEN', 'c2', false, ['CORE']],
  ] as const)('%s', (_what, id, hidden, groups) => {
    const hiddenTree = ok(setCapabilityHidden(tree, id, true)).items;
    const r = ok(setCapabilityHidden(hidden ? tree : hiddenTree, id, hidden));
    expect(findCapability(r.items, id)?.node.groups).toEqual(groups);
  });
  it('hiding twice does not add HIDDEN twice', () => {
    const once = ok(setCapabilityHidden(tree, 'c1', true)).items;
    expect(ok(setCapabilityHidden(once, 'c1', true)).items).toBe(once);
  });
});

describe('owners', () => {
  it.each([
    [
      'a new e-mail, trimmed and lower-cased',
      ['a@x.example'],
      '  Bob@X.example ',
      { ok: true, owners: ['a@x.example', 'bob@x.example'] },
    ],
    [
      'the same e-mail in other case',
      ['a@x.example'],
      'A@X.EXAMPLE',
      { ok: false, message: DUPLICATE_OWNER_MESSAGE },
    ],
    ['not an e-mail', [], 'bob', { ok: false, message: INVALID_EMAIL_MESSAGE }],
    ['an empty string', [], '   ', { ok: false, message: INVALID_EMAIL_MESSAGE }],
  ])('adding %s', (_what, owners, email, expected) => {
    expect(addOwner(owners, email)).toEqual(expected);
  });
  it('removes case-insensitively', () => {
    expect(removeOwner(['A@x.example', 'b@x.example'], 'a@X.example')).toEqual(['b@x.example']);
  });
  it('sets the owners of a capability or an action', () => {
    const r = ok(setOwners(tree, { actionId: 'a1' }, ['o@x.example']));
    expect(findAction(r.items, 'a1')?.action.owners).toEqual(['o@x.example']);
  });
});

describe('edit name and description', () => {
  it.each([
    ['a trimmed name', { name: '  Intune 2 ', description: 'd' }, true],
    ['an empty name', { name: '   ', description: '' }, false],
    ['a control character', { name: 'A\u0007', description: '' }, false],
    ['301 characters', { name: 'x'.repeat(301), description: '' }, false],
  ])('%s: accepted %s', (_what, text, accepted) => {
    const r = editItemText(tree, { capabilityId: 'c1a' }, text);
    expect(r.ok).toBe(accepted);
    if (r.ok) expect(findCapability(r.items, 'c1a')?.node.name).toBe('Intune 2');
  });
});
