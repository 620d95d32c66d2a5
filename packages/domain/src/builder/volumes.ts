/**
 * Volumes first (issue 32, ADR 0060): the client's users, computers, phones and tablets, applications and sites are
 * asked where a solution starts (Information). They fill the catalogue's metrics that read them (by the metric's
 * name: 'Number of devices' reads the computers) and suggest each capability's size from the volumes its own
 * metrics hold, with the reason; the seller may choose another size. A metric someone changed in Detail keeps
 * their quantity when the volumes change.
 */
import type { Capability, Metric, SizeCode } from '../contracts/catalogue.ts';
import { VOLUME_KINDS, type SalesClientFields, type Volumes, type VolumeKind } from '../contracts/places.ts';
import { parseMetricQuantity } from './clamps.ts';
import { setCapabilityMetricValue } from './metric-quantities.ts';
import { sizeLabel, type SizeLabelContext } from './sizes.ts';

/** The Information step's labels. */
export const VOLUME_LABELS: Readonly<Record<VolumeKind, string>> = {
  users: 'Users',
  devices: 'Computers',
  mobileDevices: 'Phones and tablets',
  applications: 'Applications',
  sites: 'Sites',
};

/** How a volume reads in a sentence ('2,600 computers'). */
const NOUNS: Readonly<Record<VolumeKind, string>> = {
  users: 'users',
  devices: 'computers',
  mobileDevices: 'phones and tablets',
  applications: 'applications',
  sites: 'sites',
};

/** The catalogue's metrics that read each volume, by name (compared without case). */
const VOLUME_METRICS: Readonly<Record<string, VolumeKind>> = {
  'number of users': 'users',
  'number of mailboxes': 'users',
  'number of devices': 'devices',
  'number of mobile devices': 'mobileDevices',
  'number of applications': 'applications',
  'number of sites': 'sites',
};

/** The volume a metric reads, if any. */
export function volumeOfMetric(metric: Pick<Metric, 'name'>): VolumeKind | undefined {
  return VOLUME_METRICS[metric.name.trim().toLowerCase()];
}

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** '2,600 computers' */
export function volumeText(kind: VolumeKind, value: number): string {
  return `${count.format(value)} ${NOUNS[kind]}`;
}

function walk(items: readonly Capability[], visit: (cap: Capability) => void) {
  for (const cap of items) {
    visit(cap);
    if (cap.items) walk(cap.items, visit);
  }
}

/**
 * The tree with the volumes in the metrics that read them (every capability's, chosen or not, so a capability
 * chosen later is sized already; the actions' metrics linked to them follow). A metric takes the new volume where
 * it is 0 or still holds the previous one; a volume cleared sets such a metric back to 0.
 */
export function applyVolumes(items: Capability[], next: Volumes, previous: Volumes = {}): Capability[] {
  const changes: { capabilityId: string; metricId: string; value: number }[] = [];
  walk(items, (cap) => {
    for (const metric of cap.metrics ?? []) {
      const kind = volumeOfMetric(metric);
      if (!kind || next[kind] === previous[kind]) continue;
      const before = previous[kind] === undefined ? 0 : parseMetricQuantity(previous[kind]);
      const after = next[kind] === undefined ? 0 : parseMetricQuantity(next[kind]);
      if ((metric.value === 0 || metric.value === before) && metric.value !== after) {
        changes.push({ capabilityId: cap.id, metricId: metric.id, value: after });
      }
    }
  });
  return changes.reduce(
    (tree, c) => setCapabilityMetricValue(tree, c.capabilityId, c.metricId, c.value),
    items,
  );
}

/** The volumes a tree's metrics hold (the largest of each), for a solution whose volumes were never typed. */
export function volumesFromMetrics(items: readonly Capability[]): Volumes {
  const out: Volumes = {};
  walk(items, (cap) => {
    for (const metric of cap.metrics ?? []) {
      const kind = volumeOfMetric(metric);
      if (kind && metric.value > 0 && metric.value > (out[kind] ?? 0)) out[kind] = metric.value;
    }
  });
  return out;
}

/** A solution's volumes: those typed on Information, else those its metrics hold. */
export function solutionVolumes(typed: Volumes | undefined, items: readonly Capability[]): Volumes {
  return typed ?? volumesFromMetrics(items);
}

/** The volumes kept with a client (its record's numbers; 0 is none typed). */
export function clientVolumes(fields: Partial<SalesClientFields> | undefined): Volumes {
  const out: Volumes = {};
  for (const kind of VOLUME_KINDS) {
    const value = fields?.[kind];
    if (typeof value === 'number' && value > 0) out[kind] = value;
  }
  return out;
}

/** A client record's numbers with a solution's volumes kept in them (issue 32: for the client's next solution). */
export function withClientVolumes<T extends SalesClientFields>(fields: T, volumes: Volumes): T {
  const out = { ...fields };
  for (const kind of VOLUME_KINDS) {
    const value = volumes[kind];
    if (value !== undefined) out[kind] = value;
  }
  return out;
}

/** Whether two sets of volumes are the same. */
export function sameVolumes(a: Volumes | undefined, b: Volumes | undefined): boolean {
  return VOLUME_KINDS.every((kind) => a?.[kind] === b?.[kind]);
}

// ---------------------------------------------------------------------------------------------------------------
// Suggested sizes

const SIZES: readonly SizeCode[] = ['S', 'M', 'L', 'XL'];

/** The largest volume of each size but the last (VC is anything over C's): people and devices, applications, sites. */
const BANDS: Readonly<Record<VolumeKind, readonly [number, number, number]>> = {
  users: [500, 2000, 5000],
  devices: [500, 2000, 5000],
  mobileDevices: [500, 2000, 5000],
  applications: [50, 150, 400],
  sites: [3, 10, 30],
};

function bandText(bands: readonly [number, number, number], index: number): string {
  if (index === 0) return `up to ${count.format(bands[0])}`;
  if (index === 3) return `over ${count.format(bands[2])}`;
  return `${count.format(bands[index - 1]! + 1)} to ${count.format(bands[index]!)}`;
}

/** The size a volume falls in. */
export function sizeOfVolume(kind: VolumeKind, value: number): SizeCode {
  return SIZES[BANDS[kind].filter((top) => value > top).length]!;
}

export interface SizeSuggestion {
  size: SizeCode;
  /** '2,600 computers: C is 2,001 to 5,000.' */
  reason: string;
}

/**
 * The size a capability's own volumes suggest: the largest size any of its metrics that read a volume falls in
 * (the first such metric on a tie). None when no such metric holds a quantity.
 */
export function suggestedSize(cap: Pick<Capability, 'metrics'>): SizeSuggestion | undefined {
  let best: { index: number; kind: VolumeKind; value: number } | undefined;
  for (const metric of cap.metrics ?? []) {
    const kind = volumeOfMetric(metric);
    if (!kind || !(metric.value > 0)) continue;
    const index = SIZES.indexOf(sizeOfVolume(kind, metric.value));
    if (!best || index > best.index) best = { index, kind, value: metric.value };
  }
  if (!best) return undefined;
  const size = SIZES[best.index]!;
  return {
    size,
    reason: `${volumeText(best.kind, best.value)}: ${sizeLabel(size, 'rom')} is ${bandText(
      BANDS[best.kind],
      best.index,
    )}.`,
  };
}

/**
 * The key to the sizes above the tree: 'Sizes by volume: S up to 500 users or devices (50 applications), M up to
 * 2,000 (150), C up to 5,000 (400), VC more.' (the ROM hours of each size are in the Effort column).
 */
export function sizeKeyText(where: SizeLabelContext = 'rom'): string {
  const label = (index: number) => sizeLabel(SIZES[index], where);
  const people = BANDS.devices;
  const apps = BANDS.applications;
  return (
    `Sizes by volume: ${label(0)} up to ${count.format(people[0])} users or devices (${apps[0]} applications), ` +
    `${label(1)} up to ${count.format(people[1])} (${apps[1]}), ${label(2)} up to ${count.format(people[2])} ` +
    `(${apps[2]}), ${label(3)} more. Suggested reads the client volumes on Information.`
  );
}

/**
 * The Size header's 'Suggested': each selected capability with a suggestion set to it, except one under a selected
 * capability (its hours are included in that one's size, never added); the others are left. The same tree when
 * nothing changes.
 */
export function setSuggestedSizes(items: Capability[]): Capability[] {
  let changed = false;
  const out = items.map((cap) => {
    let next = cap;
    if (cap.selected) {
      const suggestion = suggestedSize(cap);
      if (suggestion && cap.size !== suggestion.size) next = { ...next, size: suggestion.size };
    } else if (cap.items) {
      const children = setSuggestedSizes(cap.items);
      if (children !== cap.items) next = { ...next, items: children };
    }
    if (next !== cap) changed = true;
    return next;
  });
  return changed ? out : items;
}
