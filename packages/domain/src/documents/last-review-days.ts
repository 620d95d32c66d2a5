import { effectiveReviewSettings } from '../builder/review-settings.ts';
import type { AepPhase, Capability, ReviewSettings } from '../contracts/catalogue.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { documentItemRows } from './document-item-rows.ts';

/**
 * The working days after the last day of delivery that the deliverables' reviews still run (cycles of review and
 * update, then approval, from the day each is delivered): the completed work is accepted with them, so the last
 * payment waits for the latest. A deliverable handed over weeks before the end is accepted by then.
 */
export function lastReviewDays(
  items: readonly Capability[],
  schedule: Schedule,
  defaults: ReviewSettings | undefined,
): number {
  let lastEnd = 0;
  for (const a of schedule.actions.values()) if (a.end > lastEnd) lastEnd = a.end;
  let days = 0;
  for (const row of documentItemRows(items, 'deliverables')) {
    const delivered = schedule.actions.get(row.actionId)?.end;
    const s = effectiveReviewSettings(row.item.reviewSettings, defaults);
    if (delivered === undefined || !s) continue;
    const review = s.cycles * (s.review + s.update) + s.approve;
    days = Math.max(days, Math.ceil(review - (lastEnd - delivered) - 1e-9));
  }
  return days;
}

/**
 * For each AEP phase, the working days the longest review of its deliverables takes: a payment due when a phase is
 * complete waits for its deliverables' acceptance, not only for the five days a milestone has for defects.
 */
export function phaseReviewDays(
  items: readonly Capability[],
  schedule: Schedule,
  defaults: ReviewSettings | undefined,
): Partial<Record<AepPhase, PhaseReview>> {
  const out: Partial<Record<AepPhase, PhaseReview>> = {};
  for (const row of documentItemRows(items, 'deliverables')) {
    const phase = schedule.actions.get(row.actionId)?.phase;
    const s = effectiveReviewSettings(row.item.reviewSettings, defaults);
    if (!phase || !s) continue;
    const entry = (out[phase] ??= { days: 0, names: [] });
    entry.days = Math.max(entry.days, s.cycles * (s.review + s.update) + s.approve);
    entry.names.push(row.item.name);
  }
  return out;
}

/** The longest review of a phase's deliverables (working days) and their names, as the payment names them. */
export interface PhaseReview {
  days: number;
  names: string[];
}
