/**
 * The sales helper's choices (step 2 and Generate), pure so the page and its tests share them.
 *
 * Decisions where the spec is silent (docs/engagements.md, "Sales helper: ticks and offerings"):
 * - Every shown top-4 capability starts ticked for the materials; low-relevancy ones start unticked. A tick or
 *   untick by the user is kept as the user's own choice (also across slider changes); capabilities without a
 *   choice follow the top 4 of the current sliders.
 * - Only capabilities listed under the current sliders (top 4 or low relevancy) go into the materials; a ticked
 *   capability that the sliders no longer show is not sent (it is not on screen), but its tick comes back with it.
 * - The offering of a ticked capability is `offeringIdOf` (engagements/offerings.ts).
 */
import type { AreaRelevance, RelevanceCandidate } from '../relevance/relevance.ts';

/** The user's own ticks (true) and unticks (false), by capability id. */
export type HelperChoices = Readonly<Record<string, boolean>>;

export function isCapabilityTicked(id: string, isTop: boolean, choices: HelperChoices): boolean {
  return choices[id] ?? isTop;
}

/** The ticked capability ids among those listed, in area order then rank order. */
export function tickedCapabilityIds<T extends RelevanceCandidate>(
  areas: readonly AreaRelevance<T>[],
  choices: HelperChoices,
): string[] {
  return areas.flatMap((area) => [
    ...area.top.filter((r) => isCapabilityTicked(r.capability.id, true, choices)).map((r) => r.capability.id),
    ...area.lowRelevancy
      .filter((r) => isCapabilityTicked(r.capability.id, false, choices))
      .map((r) => r.capability.id),
  ]);
}
