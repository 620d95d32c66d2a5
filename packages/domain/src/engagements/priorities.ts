/**
 * Engagement priorities (spec §2 "New engagement wizard", §4, §9): five client priorities, each unset (-1), N/A (0),
 * Low (1), Medium (2) or High (3); every priority starts unset.
 *
 * Decision where the spec is silent: an unset selector shows the label 'Not set'.
 */
import { PRIORITY_KEYS, type PriorityKey } from '../contracts/catalogue.ts';
import { ENGAGEMENT_PRIORITY_VALUES, type EngagementPriority } from '../contracts/engagements.ts';

export const UNSET_PRIORITY: EngagementPriority = -1;

export const ENGAGEMENT_PRIORITY_LABELS: Readonly<Record<EngagementPriority, string>> = {
  [-1]: 'Not set',
  0: 'N/A',
  1: 'Low',
  2: 'Medium',
  3: 'High',
};

/** The choices a selector offers, in the spec's order (N/A, Low, Medium, High); unset is the placeholder. */
export const ENGAGEMENT_PRIORITY_OPTIONS = ([0, 1, 2, 3] as const).map((value) => ({
  value,
  label: ENGAGEMENT_PRIORITY_LABELS[value],
}));

export function isEngagementPriority(value: unknown): value is EngagementPriority {
  return typeof value === 'number' && (ENGAGEMENT_PRIORITY_VALUES as readonly number[]).includes(value);
}

export function engagementPriorityLabel(value: EngagementPriority): string {
  return ENGAGEMENT_PRIORITY_LABELS[value];
}

/** The five client priorities with the spec's names, in the spec's order (EX, CS, ROI, TCO, OE). */
export const CLIENT_PRIORITIES: readonly { key: PriorityKey; name: string; label: string }[] = [
  { key: 'EX', name: 'Employee Experience', label: 'Employee Experience (EX)' },
  { key: 'CS', name: 'Cyber Security', label: 'Cyber Security (CS)' },
  { key: 'ROI', name: 'Increased ROI', label: 'Increased ROI (ROI)' },
  { key: 'TCO', name: 'Reduced TCO', label: 'Reduced TCO (TCO)' },
  { key: 'OE', name: 'Operational Efficiency', label: 'Operational Efficiency (OE)' },
];

export type EngagementPriorities = Record<PriorityKey, EngagementPriority>;

/** A new engagement's priorities: all unset. */
export function unsetPriorities(): EngagementPriorities {
  return Object.fromEntries(PRIORITY_KEYS.map((k) => [k, UNSET_PRIORITY])) as EngagementPriorities;
}
