/**
 * Deliverable review settings (spec: Deliverable review settings: cycles, review, update, approve; defaults 1,
 * 5, 5, 2; options 1 to 10; saved automatically after about 0.8-1 s). A deliverable may carry its own settings;
 * otherwise the solution's default applies, and without one the admin setting or the built-in default.
 */
import type { Capability, ReviewSettings } from '../contracts/catalogue.ts';
import { DEFAULT_REVIEW_SETTINGS, REVIEW_SETTING_OPTIONS } from './clamps.ts';
import { mapAction } from './tree.ts';

export const REVIEW_SETTINGS_SAVE_DELAY_MS = 900;

export const REVIEW_SETTING_FIELDS: readonly { key: keyof ReviewSettings; label: string }[] = [
  { key: 'cycles', label: 'Cycles' },
  { key: 'review', label: 'Review (days)' },
  { key: 'update', label: 'Update (days)' },
  { key: 'approve', label: 'Approve (days)' },
];

/** A value from the options 1-10; anything else keeps the previous value. */
export function reviewSettingValue(input: unknown, previous: number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input), 10);
  return REVIEW_SETTING_OPTIONS.includes(n) ? n : previous;
}

/** The settings in effect for a deliverable. */
export function effectiveReviewSettings(
  own: ReviewSettings | undefined,
  solutionDefault: ReviewSettings | undefined,
  adminDefault: ReviewSettings | undefined = undefined,
): ReviewSettings {
  return own ?? solutionDefault ?? adminDefault ?? { ...DEFAULT_REVIEW_SETTINGS };
}

/** '1 cycle · review 5 d · update 5 d · approve 2 d' */
export function formatReviewSettings(s: ReviewSettings): string {
  return `${s.cycles} cycle${s.cycles === 1 ? '' : 's'} · review ${s.review} d · update ${s.update} d · approve ${s.approve} d`;
}

/** '1× 5/5/2 d' (cycles × review/update/approve days), for table cells; the long form goes in the tooltip. */
export function formatReviewSettingsShort(s: ReviewSettings): string {
  return `${s.cycles}× ${s.review}/${s.update}/${s.approve} d`;
}

/** Sets (or with undefined, clears back to the default) a deliverable's own review settings. */
export function setDeliverableReviewSettings(
  items: readonly Capability[],
  actionId: string,
  deliverableId: string,
  settings: ReviewSettings | undefined,
): Capability[] {
  return mapAction(items, actionId, (action) => ({
    ...action,
    deliverables: (action.deliverables ?? []).map((d) => {
      if (d.id !== deliverableId) return d;
      const { reviewSettings: _old, ...rest } = d;
      return settings ? { ...rest, reviewSettings: settings } : rest;
    }),
  }));
}
