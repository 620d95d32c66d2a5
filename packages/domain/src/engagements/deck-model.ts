/**
 * What the engagement slide deck (document type 1) says, as plain data: the API's deck writer only lays it out
 * (docs/documents.md "Engagement slide deck"). The deck goes to the client, so it holds only what the client may
 * read (issue 29): never the engagement's notes (the seller's own notes of a sales draft, spec §3), the sales
 * helper's slider values and weights, internal codes (priority keys, the framework solution's number) or a link the
 * client cannot open.
 *
 * Decisions where the spec is silent (also in docs/documents.md):
 * - Client priorities: by their names in sentence case without the internal keys ('Employee experience', not 'Employee Experience
 *   (EX)'), each with what it means for the client, as outcomes of what we heard (deck-priority-outcomes.ts), most
 *   important first (ties in the spec's order); a Low one nothing we heard bears on is left out. An
 *   engagement made in the wizard shows its priority values (High, Medium, Low, and N/A as 'Not a priority'); a
 *   priority not set yet is left out (a client slide never says 'Not set', issue 19), and with none set the slide
 *   lists the five to be agreed in the first workshop. One made by the sales helper (sliders present) shows each
 *   slider as the priority it becomes (slider-priorities.ts: 50 or 60 High, 70 or 80 Medium, 90 Low, 100 not a
 *   priority), never the slider or its weight.
 * - Offerings: one list without the catalogue's area headings (ADR 0068), each with its name, a plain line for the
 *   client and what it does about each point of what was heard it answers (deck-offerings.ts, deck-answers.ts), what
 *   it serves, and why it is suggested where nobody raised it; no relevance figure is printed (a client cannot
 *   reproduce it). Beside the next steps, the workshops' agenda (deck-workshops.ts).
 * - What we heard (issue 29, thirty-fifth reading): the engagement's client-facing record of the conversation
 *   (fields.clientNeeds, not the notes), on its own slide after the cover, a line the seller typed a point
 *   (deckHeard); none typed, no slide. The cover says which version of the summary it is (decks generated before,
 *   plus one), and an engagement still called 'Engagement for {client}' is titled by what the client needs
 *   (deckTitle, deck-cover-title.ts), since the default name read as a placeholder.
 * - Next steps are the client's (deckNextSteps): confirm the priorities and offerings, name the stakeholders for the
 *   discovery workshops, agree a date for the solution workshop, and whom to contact (the engagement's owner, name
 *   and the e-mail the engagement holds for them: deckContactOf); then what happens after. The framework solution's link is printed only on a public address
 *   (public-link.ts), without its number.
 */
import type { PriorityKey } from '../contracts/catalogue.ts';
import type { Capability } from '../contracts/catalogue.ts';
import { ENGAGEMENT_OFFERING_AREAS, type Offering } from '../contracts/reference.ts';
import { formatDateLong } from '../format/dates.ts';
import { isHidden } from '../builder/tree.ts';
import { sliderToEngagementPriority } from './slider-priorities.ts';
import type { SliderPriorities, SliderValue } from '../contracts/sliders.ts';
import { capabilityRelevance, relevanceBand } from '../relevance/relevance.ts';
import { relevanceCapabilities } from '../relevance/table-rows.ts';
import { engagementOfferings, offeringIdOf } from './offerings.ts';
import type { EngagementPriority } from '../contracts/engagements.ts';
import {
  CLIENT_PRIORITIES,
  engagementPriorityLabel,
  UNSET_PRIORITY,
  type EngagementPriorities,
} from './priorities.ts';
import { publicLink } from './public-link.ts';
import {
  DECK_AFTERWARDS,
  deckAfterwards,
  type DeckWorkshopOffer,
  DECK_JOURNEY,
  DECK_PRIORITY_MEANINGS,
  deckConversation,
  deckHeard,
  deckReference,
  deckTitle,
  deckUnservedLine,
  deckWhereToStart,
  type DeckRelevance,
} from './deck-wording.ts';
import { deckNextSteps, deckPlan, deckTiming, personWithTitle, type DeckContact } from './deck-next-steps.ts';
import { filedUnder, priorityPoints } from './deck-heard-links.ts';
import { catalogueTexts, deckOfferings, type DeckOffering } from './deck-offerings.ts';
import { titleFromNeeds, titleFromPriorities } from './deck-cover-title.ts';
import { deckWorkshopAgenda, type DeckWorkshopAgenda } from './deck-workshops.ts';
import { priorityOutcomes } from './deck-priority-outcomes.ts';

export interface DeckPriority {
  key: PriorityKey;
  /** The priority's name as the client reads it: 'Employee experience'. */
  label: string;
  /** 'High', 'Medium', 'Low' or 'Not a priority' (unset priorities are left out). */
  value: string;
  /** What the priority means for a client, in a line: said where nothing we heard bears on it. */
  meaning: string;
  /** What we heard that bears on it, in the client's words (at most two points): where the offerings claim it. */
  heard: string[];
  /** What it means for the client, from what we heard, as outcomes (deck-priority-outcomes.ts), never the points
   * quoted; empty: the stock meaning. */
  outcomes: string[];
  /** High or Medium, with offerings suggested and none serving it: that the discovery workshops look at it
   * (deckUnservedLine), said on its row. */
  unserved?: string;
}

export interface DeckArea {
  id: string;
  name: string;
  offerings: DeckOffering[];
}

export interface EngagementDeckModel {
  client: string;
  name: string;
  /** '24 November 2026' (UTC date of generation). */
  date: string;
  preparedBy: string;
  /** Who prepared it, with their job title where known: 'Sam Patel, Account Manager' (the cover). */
  preparedByLine: string;
  /** The supplier's legal name (the commercial settings), on the cover under who prepared it. */
  supplier?: string | undefined;
  /** The cover's title: the engagement's name, or what the client needs when it still has the default name. */
  title: string;
  /** Which summary this is for the client: 1 for the first deck of the engagement, 2 for the next... */
  version: number;
  /** The engagement's reference, the same on each of its decks: 'ENG-7K2Q9D' (deckReference). */
  reference: string;
  /** What we heard from the client, a point a line; empty: no slide. */
  heard: string[];
  /** When and with whom we heard it ('On 12 November 2026, with …'), when the engagement says (deckConversation). */
  conversation?: string;
  /** The priorities that are set, most important first (ties in the spec's order); none 'Not a priority'. */
  priorities: DeckPriority[];
  /** The priorities the client said are not one now (N/A), by name: said under the table, not listed in it. */
  notPriorities: string[];
  /** With no priority set: the five, to be agreed in the first workshop. */
  prioritiesToAgree: { label: string; meaning: string }[];
  areas: DeckArea[];
  /** The offerings as the client reads them, in one list: those answering what we heard first (deck-offerings.ts). */
  offerings: DeckOffering[];
  /** The client's High and Medium priorities no suggested offering serves, by name. */
  unserved: string[];
  /** Offerings chosen but not suggested, because the discovery workshops cover them, by name. */
  coveredByWorkshops: string[];
  /** Only with sliders (not printed for the client: figures they cannot reproduce). */
  relevance?: DeckRelevance[];
  /** Only with sliders: which offerings to start with, in a sentence (deckWhereToStart). */
  whereToStart?: string;
  /** The client's next steps, in order. */
  nextSteps: string[];
  /** The stages from this summary to a proposal, in order (the first is where the client is now). */
  journey: string[];
  /** With a deadline the client told us of: how the next steps' dates meet it, in a sentence (deckTiming; the
   * fourth step says it on the slide). */
  timing?: string;
  /** What happens once the client has taken them, as short headed paragraphs. */
  afterwards: { heading: string; text: string }[];
  /** With workshops offered (the commercial settings): each one's length, topics, whom it needs and what comes out
   * (deck-workshops.ts), said beside the next steps in place of `afterwards`. */
  workshopAgenda?: DeckWorkshopAgenda;
  contact: DeckContact;
  /** The framework solution online, only on a public address (public-link.ts). */
  link?: { text: string; url: string };
}

export interface EngagementDeckInput {
  /** The engagement's id, from which its reference is made. */
  engagementId?: string;
  client: string;
  name: string;
  /** Who generates the deck (the cover's 'Prepared by' and the file's author). */
  preparedBy: string;
  /** Their job title as a client reads it (deck-next-steps.ts DECK_ROLE_TITLES). */
  preparedByTitle?: string | undefined;
  /** The client's nation's bank holidays (ISO), skipped by the next steps' dates. */
  holidays?: readonly string[];
  /** The supplier's legal name (readers asked whose document it is). */
  supplier?: string | undefined;
  /** What we heard from the client (the engagement's clientNeeds), as typed. */
  clientNeeds?: string;
  /** The day of that conversation (ISO date) and whom we met (the engagement's metOn and metWith). */
  metOn?: string;
  metWith?: string;
  /** How many slide decks were generated for the engagement before this one. */
  earlierDecks?: number;
  /** Whom the client contacts: the engagement's owner. */
  contact: DeckContact;
  /** The workshops offered before a proposal (the commercial settings); without it 'What happens next' names none. */
  workshops?: DeckWorkshopOffer;
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
  /** The portal's public address (`PORTAL_PUBLIC_URL`), for the solution's link; a local one gives no link. */
  publicUrl?: string;
}

/** A slider as the engagement priority it becomes, in words: one mapping for the sales helper and the deck. */
export function sliderImportance(value: SliderValue): string {
  return engagementPriorityLabel(sliderToEngagementPriority(value));
}

const NOT_A_PRIORITY = 'Not a priority';

/**
 * The spec's priority names as a client reads them: abbreviations spelt out, in sentence case as the rest of the
 * deck is (readers of the thirty-sixth round read the Title Case names as the catalogue's labels).
 */
const DECK_PRIORITY_NAMES: Record<PriorityKey, string> = {
  EX: 'Employee experience',
  CS: 'Cyber security',
  ROI: 'Increased return on investment',
  TCO: 'Reduced total cost of ownership',
  OE: 'Operational efficiency',
};

/** An importance as the client reads it: 'N/A' is 'Not a priority'. */
export function deckImportance(value: EngagementPriority): string {
  return value === 0 ? NOT_A_PRIORITY : engagementPriorityLabel(value);
}

/** Area names as the client reads them (UK spelling; the spec's area name stays in the portal). */
const DECK_AREA_NAMES: Readonly<Record<string, string>> = {
  // The portal's area names are the catalogue's groupings; a client reads what each area does (issue 29, thirty-third
  // reading: 'Core' and 'Manage & Evolve' read as internal).
  // Named for the whole area, not a list of what it may hold: a list promised identity where none was offered
  // (thirty-sixth reading), and 'after the project' assumed one; 'Your workplace' read wrong over one offering such as
  // Discovery or Identity alone (thirty-ninth reading).
  'area-core': 'Foundations',
  'area-security': 'Security',
  'area-virtualization': 'Virtual desktops and cloud PCs',
  'area-manage-evolve': 'Ongoing support and services',
};

export function engagementDeckModel(input: EngagementDeckInput): EngagementDeckModel {
  const { sliders } = input;
  const importance = (key: PriorityKey): EngagementPriority =>
    sliders ? sliderToEngagementPriority(sliders[key]) : input.priorities[key];
  const set = CLIENT_PRIORITIES.filter((p) => importance(p.key) !== UNSET_PRIORITY);
  // Most important first; Array.prototype.sort is stable, so ties keep the spec's order. With sliders, by the
  // slider (50 before 60, both High): the Severn reader read 'Security comes first' above a table led by Employee
  // Experience.
  const rank = (key: PriorityKey) => (sliders ? -sliders[key] : importance(key));
  const heard = deckHeard(input.clientNeeds);
  const sorted = [...set].sort((a, b) => rank(b.key) - rank(a.key));
  const rankedKeys = sorted.filter((p) => importance(p.key) > 0).map((p) => p.key);
  const points = priorityPoints(heard, rankedKeys);
  const ranked: DeckPriority[] = sorted.map((p) => ({
    key: p.key,
    label: DECK_PRIORITY_NAMES[p.key],
    value: deckImportance(importance(p.key)),
    meaning: DECK_PRIORITY_MEANINGS[p.key],
    heard: points[p.key] ?? [],
    outcomes: priorityOutcomes(points[p.key] ?? [], p.key),
  }));
  // 'Not a priority' listed under 'Your priorities' read as a contradiction (thirty-third reading). A Low priority
  // nothing we heard bears on is left out too, once the client has told us something (a client-side reader found
  // 'Reduced total cost of ownership', Low, with a stock line, though the client never raised it), while another
  // remains.
  const rated = ranked.filter((p) => p.value !== NOT_A_PRIORITY);
  const unraisedLow = (p: DeckPriority) => heard.length > 0 && p.value === 'Low' && !p.heard.length;
  const priorities = rated.some((p) => !unraisedLow(p)) ? rated.filter((p) => !unraisedLow(p)) : rated;
  const notPriorities = ranked.filter((p) => p.value === NOT_A_PRIORITY).map((p) => p.label);
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
  const offeredName = new Map(offered.map((o) => [o.id, o.name]));
  const visibleItems = (c: Capability) => (c.items ?? []).filter((i) => !isHidden(i)).map((i) => i.name);
  const counted = priorities.filter((p) => p.value === 'High' || p.value === 'Medium');
  const suggested = deckOfferings({
    client: input.client,
    heard,
    priorities: counted,
    rated: priorities,
    filed: filedUnder(points),
    offered,
    capabilityOf: byId,
    catalogueText: catalogueTexts(engagementOfferings(input.catalogue)),
    freeDiscovery: !!input.workshops && input.workshops.feePounds === 0 && input.workshops.discoveryCount > 0,
    visibleItems,
  });
  // A High or Medium priority no offering serves says on its row that the discovery workshops look at it (it was
  // left hanging); with no offering suggested, the offerings slide says they are agreed in the first workshop.
  if (suggested.offerings.length)
    for (const p of priorities)
      if (suggested.notServed.includes(p.key)) p.unserved = deckUnservedLine(input.workshops);
  const byOffering = new Map(suggested.offerings.map((o) => [o.id, o]));
  const areas: DeckArea[] = ENGAGEMENT_OFFERING_AREAS.map((area) => ({
    id: area.id,
    name: DECK_AREA_NAMES[area.id] ?? area.name,
    offerings: offered
      .filter((o) => o.areaId === area.id && byOffering.has(o.id))
      .map((o) => byOffering.get(o.id)!),
  })).filter((a) => a.offerings.length > 0);
  const relevance = sliders
    ? capabilities
        .map((c) => {
          const r = capabilityRelevance(c.relevance ?? { EX: 0, CS: 0, ROI: 0, TCO: 0, OE: 0 }, sliders);
          return {
            name: offeredName.get(offeringIdOf(c.id)) ?? c.name,
            relevance: r,
            band: relevanceBand(r),
          };
        })
        .sort((a, b) => b.relevance - a.relevance)
    : undefined;
  const url = input.solutionId
    ? publicLink(input.publicUrl, `/sales/solution/${input.solutionId}`)
    : undefined;
  const conversation = deckConversation(input.metOn, input.metWith);
  const whereToStart = relevance ? deckWhereToStart(relevance) : undefined;
  const generated = input.generatedAt.toISOString().slice(0, 10);
  const plan = deckPlan({
    issued: generated,
    metOn: input.metOn,
    heard,
    ...(input.holidays ? { holidays: input.holidays } : {}),
  });
  const timing = deckTiming(plan);
  return {
    client: input.client,
    name: input.name,
    date: formatDateLong(generated),
    preparedBy: input.preparedBy,
    preparedByLine: personWithTitle(input.preparedBy, input.preparedByTitle),
    ...(input.supplier ? { supplier: input.supplier } : {}),
    title: deckTitle(
      input.name,
      input.client,
      titleFromNeeds(heard, points, rankedKeys) ??
        titleFromPriorities(
          (counted.some((p) => p.value === 'High') ? counted.filter((p) => p.value === 'High') : counted).map(
            (p) => p.label,
          ),
        ),
    ),
    version: (input.earlierDecks ?? 0) + 1,
    reference: deckReference(input.engagementId ?? input.name),
    heard,
    ...(conversation ? { conversation } : {}),
    priorities,
    notPriorities,
    prioritiesToAgree: ranked.length
      ? []
      : CLIENT_PRIORITIES.map((p) => ({
          label: DECK_PRIORITY_NAMES[p.key],
          meaning: DECK_PRIORITY_MEANINGS[p.key],
        })),
    areas,
    offerings: suggested.offerings,
    unserved: suggested.unserved,
    coveredByWorkshops: suggested.coveredByWorkshops,
    ...(relevance ? { relevance } : {}),
    ...(whereToStart ? { whereToStart } : {}),
    nextSteps: deckNextSteps({
      hasHeard: heard.length > 0,
      plan,
      hasPriorities: priorities.length > 0,
      hasOfferings: areas.length > 0,
      hasSolution: !!input.solutionId,
      contact: input.contact,
    }),
    journey: [...DECK_JOURNEY],
    ...(timing ? { timing } : {}),
    afterwards: input.workshops ? deckAfterwards(input.workshops) : [...DECK_AFTERWARDS],
    ...(input.workshops
      ? {
          workshopAgenda: deckWorkshopAgenda(
            input.workshops,
            suggested.offerings.filter((o) => o.option).map((o) => o.name),
            heard,
          ),
        }
      : {}),
    contact: input.contact,
    ...(url ? { link: { text: 'The outline solution online (sign-in needed)', url } } : {}),
  };
}
