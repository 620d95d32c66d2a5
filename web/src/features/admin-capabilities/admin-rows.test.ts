import type { Capability } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { adminRows } from './admin-rows.ts';

const tree: Capability[] = [
  {
    id: 'c1',
    name: 'Workplace',
    actions: [
      { id: 'a1', name: 'Plan rollout', effort: 1, actions: [{ id: 'a1x', name: 'Pilot', effort: 1 }] },
    ],
    items: [{ id: 'c1a', name: 'Intune', groups: ['HIDDEN'], items: [{ id: 'c1a1', name: 'Autopilot' }] }],
  },
  { id: 'c2', name: 'Security' },
];

const shown = (options: Partial<Parameters<typeof adminRows>[1]>) =>
  adminRows(tree, { expanded: new Set(), showHidden: false, search: '', ...options }).map(
    (r) => `${'-'.repeat(r.level)}${r.node.name}`,
  );

describe('the admin tree rows', () => {
  it.each([
    ['collapsed: only the top level', {}, ['Workplace', 'Security']],
    [
      'expanded: actions first, hidden left out',
      { expanded: new Set(['c1']) },
      ['Workplace', '-Plan rollout', 'Security'],
    ],
    [
      'Show Hidden',
      { expanded: new Set(['c1', 'c1a']), showHidden: true },
      ['Workplace', '-Plan rollout', '-Intune', '--Autopilot', 'Security'],
    ],
    ['a search opens the path to an action', { search: 'PILOT' }, ['Workplace', '-Plan rollout', '--Pilot']],
    ['a search does not look inside hidden capabilities', { search: 'autopilot' }, []],
    [
      'a search inside hidden ones with Show Hidden',
      { search: 'autopilot', showHidden: true },
      ['Workplace', '-Intune', '--Autopilot'],
    ],
  ])('%s', (_what, options, rows) => {
    expect(shown(options)).toEqual(rows);
  });

  it('renders 200 collapsed capabilities as 200 rows, nothing below', () => {
    const many: Capability[] = Array.from({ length: 200 }, (_, i) => ({
      id: `c${i}`,
      name: `Cap ${i}`,
      items: [{ id: `c${i}-x`, name: 'Child' }],
    }));
    expect(adminRows(many, { expanded: new Set(), showHidden: false, search: '' })).toHaveLength(200);
  });
});
