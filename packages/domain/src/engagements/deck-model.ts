/**
 * What the engagement slide deck (document type 1) says, as plain data: the API's deck writer only lays it out
 * (docs/documents.md "Engagement slide deck").
 *
 * Decisions where the spec is silent (also in docs/documents.md):
 * - Client priorities: the five in the spec's order with their labels. An engagement made in the wizard shows its
 *   priority values (High, Medium, Low, N/A); a priority not set yet is left out (a client slide never says
 *   'Not set', issue 19), and with none set the slide says they are to be agreed. One made by the sales helper (sliders present) shows each
 *   slider as the priority it becomes (slider-priorities.ts: 50 or 60 High, 70 or 80 Medium, 90 Low, 100 N/A), with
 *   the slider value and its weight from the relevance rule beside it.
 * - Offerings: grouped by the four offering areas (areas without a chosen offering are left out), each with its
 *   name and description as the stored offerings say (ADR 0041; one they no longer hold as its capability says) and
 *   the names of its capability's visible sub-capabilities (none for an offering without a capability).
 * - Relevance chart: only with sliders; one bar per chosen offering's capability, its relevance from
 *   relevance/relevance.ts (whole numbers 0-100), highest first (ties in the catalogue's order).
 * - Next steps: fixed texts; with a framework solution the last two shape and open it, without one the last
 *   asks for a solution to be built.
 */
import type { PriorityKey } from '../contracts/catalogue.ts';
import type { Capability } from '../contracts/catalogue.ts';
import { ENGAGEMENT_OFFERING_AREAS, type Offering } from '../contracts/reference.ts';
import { formatDateLong } from '../format/dates.ts';
import { isHidden } from '../builder/tree.ts';
import { sliderToEngagementPriority } from './slider-priorities.ts';
import {
  capabilityRelevance,
  relevanceBand,
  sliderWeight,
  type RelevanceBand,
  type SliderPriorities,
  type SliderValue,
} from '../relevance/relevance.ts';
import { relevanceCapabilities } from '../relevance/table-rows.ts';
import { engagementOfferings, offeringIdOf } from './offerings.ts';
import {
  CLIENT_PRIORITIES,
  engagementPriorityLabel,
  UNSET_PRIORITY,
  type EngagementPriorities,
} from './priorities.ts';

export interface DeckPriority {
  key: PriorityKey;
  label: string;
  /** 'High', 'Medium', 'Low' or 'N/A' (unset priorities are left out). */
  value: string;
  /** With sliders: 'Slider 50 · weight 1'. */
  detail?: string;
}

export interface DeckOffering {
  id: string;
  name: string;
  description: string;
  capabilities: string[];
}

export interface DeckArea {
  id: string;
  name: string;
  offerings: DeckOffering[];
}

export interface DeckRelevance {
  name: string;
  relevance: number;
  band: RelevanceBand;
}

export interface EngagementDeckModel {
  client: string;
  name: string;
  /** '24 November 2026' (UTC date of generation). */
  date: string;
  notes: string;
  preparedBy: string;
  priorities: DeckPriority[];
  /** True when the priorities come from the sales helper's sliders. */
  fromSliders: boolean;
  areas: DeckArea[];
  /** Only with sliders. */
  relevance?: DeckRelevance[];
  nextSteps: string[];
  solution?: { id: string; url?: string };
}

export interface EngagementDeckInput {
  client: string;
  name: string;
  notes: string;
  preparedBy: string;
  generatedAt: Date;
  priorities: EngagementPriorities;
  sliders?: SliderPriorities;
  offeringIds: readonly string[];
  catalogue: readonly Capability[];
  /**
   * The stored offerings (ADR 0041): the deck names and describes a chosen offering as they say; a chosen offering
   * they no longer hold is named after its capability. Without them, every offering is its capability's.
   */
  offerings?: readonly Offering[];
  solutionId?: string;
  /** The portal's public address, for the solution's link. */
  publicUrl?: string;
}

/** A slider as the engagement priority it becomes, in words: one mapping for the sales helper and the deck. */
export function sliderImportance(value: SliderValue): string {
  return engagementPriorityLabel(sliderToEngagementPriority(value));
}

export const DECK_NEXT_STEPS = [
  'Confirm the client priorities and the chosen offerings with the client',
  'Agree the scope and timeline of a first workshop',
] as const;
export const DECK_NEXT_STEP_NO_SOLUTION =
  'Build a solution for the chosen offerings with a solution architect';
export const DECK_NEXT_STEP_SOLUTION =
  'Shape the framework solution into a proposal with the solution architect';

export function engagementDeckModel(input: EngagementDeckInput): EngagementDeckModel {
  const { sliders } = input;
  const set = CLIENT_PRIORITIES.filter((p) => sliders || input.priorities[p.key] !== UNSET_PRIORITY);
  const priorities: DeckPriority[] = set.map((p) =>
    sliders
      ? {
          key: p.key,
          label: p.label,
          value: sliderImportance(sliders[p.key]),
          detail: `Slider ${sliders[p.key]} · weight ${sliderWeight(sliders[p.key])}`,
        }
      : { key: p.key, label: p.label, value: engagementPriorityLabel(input.priorities[p.key]) },
  );
  const chosen = new Set(input.offeringIds);
  const capabilities = relevanceCapabilities(input.catalogue, ENGAGEMENT_OFFERING_AREAS).filter((c) =>
    chosen.has(offeringIdOf(c.id)),
  );
  const byId = new Map(capabilities.map((c) => [offeringIdOf(c.id), c]));
  const stored = input.offerings ?? [];
  const storedIds = new Set(stored.map((o) => o.id));
  const offered = [
    ...stored.filter((o) => chosen.has(o.id)),
    ...engagementOfferings(input.catalogue).filter((o) => chosen.has(o.id) && !storedIds.has(o.id)),
  ];
  const areas: DeckArea[] = ENGAGEMENT_OFFERING_AREAS.map((area) => ({
    id: area.id,
    name: area.name,
    offerings: offered
      .filter((o) => o.areaId === area.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        description: o.description,
        capabilities: (byId.get(o.id)?.items ?? []).filter((i) => !isHidden(i)).map((i) => i.name),
      })),
  })).filter((a) => a.offerings.length > 0);
  const relevance = sliders
    ? capabilities
        .map((c) => {
          const r = capabilityRelevance(c.relevance ?? { EX: 0, CS: 0, ROI: 0, TCO: 0, OE: 0 }, sliders);
          return { name: c.name, relevance: r, band: relevanceBand(r) };
        })
        .sort((a, b) => b.relevance - a.relevance)
    : undefined;
  const url =
    input.solutionId && input.publicUrl
      ? `${input.publicUrl.replace(/\/+$/, '')}/sales/solution/${input.solutionId}`
      : undefined;
  return {
    client: input.client,
    name: input.name,
    date: formatDateLong(input.generatedAt.toISOString().slice(0, 10)),
    notes: input.notes,
    preparedBy: input.preparedBy,
    priorities,
    fromSliders: !!sliders,
    areas,
    ...(relevance ? { relevance } : {}),
    nextSteps: [
      ...DECK_NEXT_STEPS,
      ...(input.solutionId
        ? [DECK_NEXT_STEP_SOLUTION, `Open framework solution ${input.solutionId} in the Solution Portal`]
        : [DECK_NEXT_STEP_NO_SOLUTION]),
    ],
    ...(input.solutionId ? { solution: { id: input.solutionId, ...(url ? { url } : {}) } } : {}),
  };
}
