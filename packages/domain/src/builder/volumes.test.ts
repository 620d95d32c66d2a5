import { describe, expect, it } from 'vitest';
import type { Capability, Metric } from '../contracts/catalogue.ts';
import {
  applyVolumes,
  clientVolumes,
  sameVolumes,
  setSuggestedSizes,
  sizeKeyText,
  sizeOfVolume,
  suggestedSize,
  volumeOfMetric,
  volumesFromMetrics,
  withClientVolumes,
} from './volumes.ts';

const metric = (id: string, name: string, value = 0): Metric => ({
  id,
  name,
  effort: 0.1,
  value,
  core: true,
});

/** Caledonia's request (issue 32): Windows 11 on 2,600 laptops, 900 phones, 140 applications. */
const tree = (): Capability[] => [
  {
    id: 'dm',
    name: 'Device Management (Intune)',
    metrics: [metric('dm-1', 'Number of devices'), metric('dm-2', 'Number of configuration profiles', 12)],
    actions: [
      {
        id: 'dm-enrol',
        name: 'Enrol devices',
        effort: 10,
        metrics: [{ id: 'dm-enrol-m', name: 'Number of devices', effort: 0.1, value: 0, metricId: 'dm-1' }],
      },
    ],
    items: [
      { id: 'mdm', name: 'Mobile Device Management', metrics: [metric('mdm-1', 'Number of mobile devices')] },
    ],
  },
  {
    id: 'w11',
    name: 'Windows 11 Migration',
    metrics: [metric('w11-1', 'Number of devices'), metric('w11-2', 'Number of applications')],
  },
  {
    id: 'da',
    name: 'Discovery & Assessment',
    metrics: [metric('da-1', 'Number of users'), metric('da-2', 'Number of sites')],
  },
  { id: 'print', name: 'Print Services', metrics: [metric('p-1', 'Number of printers')] },
];

const values = (items: readonly Capability[]) => {
  const out: Record<string, number> = {};
  const walk = (caps: readonly Capability[]) => {
    for (const c of caps) {
      for (const m of c.metrics ?? []) out[m.id] = m.value;
      for (const a of c.actions ?? []) for (const m of a.metrics ?? []) out[m.id] = m.value;
      walk(c.items ?? []);
    }
  };
  walk(items);
  return out;
};

const CALEDONIA = { users: 2400, devices: 2600, mobileDevices: 900, applications: 140, sites: 6 };

describe('volumes first (issue 32)', () => {
  it.each([
    ['Number of users', 'users'],
    ['number of MAILBOXES', 'users'],
    [' Number of devices ', 'devices'],
    ['Number of mobile devices', 'mobileDevices'],
    ['Number of applications', 'applications'],
    ['Number of sites', 'sites'],
    ['Number of printers', undefined],
    ['Number of federated applications', undefined],
  ])('the metric %j reads %j', (name, kind) => {
    expect(volumeOfMetric({ name })).toBe(kind);
  });

  it('fills every metric that reads a volume, and the action metrics linked to them', () => {
    expect(values(applyVolumes(tree(), CALEDONIA))).toEqual({
      'dm-1': 2600,
      'dm-2': 12,
      'dm-enrol-m': 2600,
      'mdm-1': 900,
      'w11-1': 2600,
      'w11-2': 140,
      'da-1': 2400,
      'da-2': 6,
      'p-1': 0,
    });
  });

  it('keeps a quantity someone changed in Detail; one still holding the old volume follows', () => {
    const first = applyVolumes(tree(), CALEDONIA);
    // In Detail the seller sizes Windows 11 on the 2,100 laptops still on Windows 10.
    const edited = first.map((c) =>
      c.id === 'w11'
        ? { ...c, metrics: c.metrics?.map((m) => (m.id === 'w11-1' ? { ...m, value: 2100 } : m)) }
        : c,
    );
    const next = applyVolumes(edited, { ...CALEDONIA, devices: 2700 }, CALEDONIA);
    expect(values(next)).toMatchObject({ 'dm-1': 2700, 'dm-enrol-m': 2700, 'w11-1': 2100 });
    // A volume cleared takes the metrics holding it back to 0.
    const { sites: _gone, ...withoutSites } = CALEDONIA;
    expect(values(applyVolumes(first, withoutSites, CALEDONIA))['da-2']).toBe(0);
    // Nothing changed: the same tree.
    expect(applyVolumes(first, CALEDONIA, CALEDONIA)).toBe(first);
  });

  it('clamps a volume to the largest metric quantity (spec: 0-9999)', () => {
    expect(values(applyVolumes(tree(), { users: 12000 }))['da-1']).toBe(9999);
  });

  it('reads the volumes back from the metrics of a solution whose volumes were never typed', () => {
    expect(volumesFromMetrics(applyVolumes(tree(), CALEDONIA))).toEqual(CALEDONIA);
    expect(volumesFromMetrics(tree())).toEqual({});
  });

  it.each([
    ['users', 1, 'S'],
    ['users', 500, 'S'],
    ['users', 501, 'M'],
    ['devices', 2000, 'M'],
    ['devices', 2600, 'L'],
    ['devices', 5000, 'L'],
    ['devices', 7400, 'XL'],
    ['applications', 50, 'S'],
    ['applications', 140, 'M'],
    ['applications', 151, 'L'],
    ['applications', 401, 'XL'],
    ['sites', 3, 'S'],
    ['sites', 6, 'M'],
    ['sites', 31, 'XL'],
  ] as const)('%s %i is size %s', (kind, value, size) => {
    expect(sizeOfVolume(kind, value)).toBe(size);
  });

  it.each([
    ['w11', { size: 'L', reason: '2,600 computers: C is 2,001 to 5,000.' }],
    ['mdm', { size: 'M', reason: '900 phones and tablets: M is 501 to 2,000.' }],
    // 2,400 users (C) outweigh 6 sites (M).
    ['da', { size: 'L', reason: '2,400 users: C is 2,001 to 5,000.' }],
    ['print', undefined],
  ])('%s is suggested %j', (id, suggestion) => {
    const filled = applyVolumes(tree(), CALEDONIA);
    const find = (caps: readonly Capability[]): Capability | undefined =>
      caps.flatMap((c) => [c, ...(c.items ?? [])]).find((c) => c.id === id);
    const cap = find(filled)!;
    expect(suggestedSize(cap)).toEqual(suggestion);
  });

  it.each([
    [
      'rom',
      'Sizes by volume: S up to 500 users or devices (50 applications), M up to 2,000 (150), C up to 5,000 (400), ' +
        'VC more. Suggested reads the client volumes on Information.',
    ],
    [
      'wizard',
      'Sizes by volume: S up to 500 users or devices (50 applications), M up to 2,000 (150), L up to 5,000 (400), ' +
        'XL more. Suggested reads the client volumes on Information.',
    ],
  ] as const)('keys the sizes in the %s view', (where, text) => {
    expect(sizeKeyText(where)).toBe(text);
  });

  it('keeps the volumes with the client for its next solution', () => {
    const fields = {
      industry: 'Energy',
      strategy: '',
      users: 2400,
      devices: 0,
      applications: 0,
      c365id: '',
      hpid: '',
    };
    expect(clientVolumes(fields)).toEqual({ users: 2400 });
    const kept = withClientVolumes(fields, CALEDONIA);
    expect(clientVolumes(kept)).toEqual(CALEDONIA);
    expect(kept.industry).toBe('Energy');
    expect(sameVolumes(clientVolumes(kept), CALEDONIA)).toBe(true);
    expect(sameVolumes({ users: 1 }, {})).toBe(false);
    expect(sameVolumes(undefined, {})).toBe(true);
  });

  it('sets each selected capability with a suggestion to it, and leaves the rest', () => {
    const filled = applyVolumes(tree(), CALEDONIA).map((c) =>
      c.id === 'print' ? c : { ...c, selected: c.id !== 'da', size: 'S' as const },
    );
    const sized = setSuggestedSizes(filled);
    expect(sized.map((c) => [c.id, c.size])).toEqual([
      ['dm', 'L'],
      ['w11', 'L'],
      ['da', 'S'],
      ['print', undefined],
    ]);
    // Mobile Device Management is not selected: no size.
    expect(sized[0]?.items?.[0]?.size).toBeUndefined();
    // Under a selected capability a selected one keeps its size (its hours are included in its parent's); under
    // one not selected it is sized.
    const withChild = (parentSelected: boolean) =>
      setSuggestedSizes(
        filled.map((c) =>
          c.id === 'dm'
            ? { ...c, selected: parentSelected, items: c.items?.map((m) => ({ ...m, selected: true })) }
            : c,
        ),
      )[0]?.items?.[0]?.size;
    expect(withChild(true)).toBeUndefined();
    expect(withChild(false)).toBe('M');
    expect(setSuggestedSizes(sized)).toBe(sized);
  });
});
