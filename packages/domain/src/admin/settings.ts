/**
 * Settings admin (spec: Settings, Deliverables section with cycles, review, update, approve; "converted to number,
 * empty becomes 0"). These are the default review settings of every deliverable: the builder shows them when a
 * solution has no default of its own, and generated documents use them too.
 */
import type { ReviewSettings } from '../contracts/catalogue.ts';
import { DELIVERABLE_REVIEW_MAX, type DeliverableReviewDefaults } from '../contracts/reference.ts';

export const DELIVERABLE_REVIEW_FIELDS: readonly {
  key: keyof DeliverableReviewDefaults;
  label: string;
  unit: string;
}[] = [
  { key: 'cycles', label: 'Cycles', unit: 'review cycles' },
  { key: 'review', label: 'Review', unit: 'days' },
  { key: 'update', label: 'Update', unit: 'days' },
  { key: 'approve', label: 'Approve', unit: 'days' },
];

/**
 * What a typed setting becomes: empty (or spaces) is 0 (spec), a whole number is itself, anything else (letters,
 * decimals, negative or too large) is undefined, which the page shows as a field message instead of saving.
 */
export function settingInputValue(typed: string): number | undefined {
  const t = typed.trim();
  if (t === '') return 0;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number.parseInt(t, 10);
  return n <= DELIVERABLE_REVIEW_MAX ? n : undefined;
}

export const settingInputProblem = (unit: string) =>
  `Enter a whole number of ${unit} from 0 to ${DELIVERABLE_REVIEW_MAX}.`;

/**
 * The admin's defaults as review settings a solution can hold (options 1 to 10): a 0 (an emptied field) counts as
 * the lowest option, 1, so a solution that takes the default can always be saved.
 */
export function reviewDefaultFromSettings(
  settings: { deliverableReview?: DeliverableReviewDefaults } | undefined,
): ReviewSettings | undefined {
  const d = settings?.deliverableReview;
  if (!d) return undefined;
  const clamp = (n: number) => Math.min(DELIVERABLE_REVIEW_MAX, Math.max(1, Math.round(n)));
  return {
    cycles: clamp(d.cycles),
    review: clamp(d.review),
    update: clamp(d.update),
    approve: clamp(d.approve),
  };
}
