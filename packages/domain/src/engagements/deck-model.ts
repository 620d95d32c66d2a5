/**
 * What the engagement slide deck (document type 1) says, as plain data: the API's deck writer only lays it out
 * (docs/documents.md "Engagement slide deck"). The deck goes to the client, so it holds only what the client may
 * read (issue 29): never the engagement's notes (the seller's own notes of a sales draft, spec §3), the sales
 * helper's slider values and weights, internal codes (priority keys, the framework solution's number) or a link the
 * client cannot open.
 *
 * Decisions where the spec is silent (also in docs/documents.md):
 * - Client priorities: by their names in sentence case without the internal keys ('Employee experience', not 'Employee Experience
 *   (EX)'), each with a line on what it means for the client, most important first (ties in the spec's order). An
 *   engagement made in the wizard shows its priority values (High, Medium, Low, and N/A as 'Not a priority'); a
 *   priority not set yet is left out (a client slide never says 'Not set', issue 19), and with none set the slide
 *   lists the five to be agreed in the first workshop. One made by the sales helper (sliders present) shows each
 *   slider as the priority it becomes (slider-priorities.ts: 50 or 60 High, 70 or 80 Medium, 90 Low, 100 not a
 *   priority), never the slider or its weight.
 * - Offerings: grouped by the four offering areas (areas without a chosen offering are left out; 'Virtualization'
 *   is spelt the UK way for the client), each with its name and description as the stored offerings say (ADR 0041;
 *   one they no longer hold as its capability says) and the names of its capability's visible sub-capabilities
 *   (none for an offering without a capability).
 * - Relevance chart: only with sliders; one bar per chosen offering's capability, named as the offerings table names
 *   it, its relevance from relevance/relevance.ts (whole numbers 0-100), highest first (ties in the catalogue's
 *   order).
 * - What we heard (issue 29, thirty-fifth reading): the engagement's client-facing record of the conversation
 *   (fields.clientNeeds, not the notes), on its own slide after the cover, a line the seller typed a point
 *   (deckHeard); none typed, no slide. The cover says which version of the summary it is (decks generated before,
 *   plus one), and an engagement still called 'Engagement for {client}' is titled by what the deck holds
 *   (deckTitle), since the default name read as a placeholder.
 * - Next steps are the client's (deckNextSteps): confirm the priorities and offerings, name the stakeholders for the
 *   discovery workshops, agree a date for the solution workshop, and whom to contact (the engagement's owner, name
 *   and e-mail); then what happens after. The framework solution's link is printed only on a public address
 *   (public-link.ts), without its number.
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
  type EngagementPriority,
} from './priorities.ts';
import { publicLink } from './public-link.ts';
import { engagementNameOrDefault } from './engagement.ts';

export interface DeckPriority {
  key: PriorityKey;
  /** The priority's name as the client reads it: 'Employee experience'. */
  label: string;
  /** 'High', 'Medium', 'Low' or 'Not a priority' (unset priorities are left out). */
  value: string;
  /** What the priority means for the client, in a line. */
  meaning: string;
}

export interface DeckOffering {
  id: string;
  name: string;
  description: string;
  capabilities: string[];
  /**
   * The client's priorities (High or Medium) the offering serves strongly (its capability's relevance to it at
   * SERVES_AT or more), most important first, at most three: what ties an offering to what the client said.
   */
  serves: string[];
}

/** The relevance from which an offering is said to serve a priority (0 to 100, the catalogue's scores). */
export const SERVES_AT = 60;

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

export interface DeckContact {
  name: string;
  email: string;
  /** The supplier's telephone (the commercial settings), beside the owner's e-mail. */
  phone?: string | undefined;
}

export interface EngagementDeckModel {
  client: string;
  name: string;
  /** '24 November 2026' (UTC date of generation). */
  date: string;
  preparedBy: string;
  /** The supplier's legal name (the commercial settings), on the cover under who prepared it. */
  supplier?: string | undefined;
  /** The cover's title: the engagement's name, or what the deck holds when it still has the default name. */
  title: string;
  /** Which summary this is for the client: 1 for the first deck of the engagement, 2 for the next... */
  version: number;
  /** The engagement's reference, the same on each of its decks: 'ENG-7K2Q9D' (deckReference). */
  reference: string;
  /** What we heard from the client, a point a line; empty: no slide. */
  heard: string[];
  /** The priorities that are set, most important first (ties in the spec's order); none 'Not a priority'. */
  priorities: DeckPriority[];
  /** The priorities the client said are not one now (N/A), by name: said under the table, not listed in it. */
  notPriorities: string[];
  /** With no priority set: the five, to be agreed in the first workshop. */
  prioritiesToAgree: { label: string; meaning: string }[];
  areas: DeckArea[];
  /** Only with sliders. */
  relevance?: DeckRelevance[];
  /** Only with sliders: which offerings to start with, in a sentence (deckWhereToStart). */
  whereToStart?: string;
  /** The client's next steps, in order. */
  nextSteps: string[];
  /** The stages from this summary to a proposal, in order (the first is where the client is now). */
  journey: string[];
  /** What happens once the client has taken them, as short headed paragraphs. */
  afterwards: { heading: string; text: string }[];
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
  /** The supplier's legal name (readers asked whose document it is). */
  supplier?: string | undefined;
  /** What we heard from the client (the engagement's clientNeeds), as typed. */
  clientNeeds?: string;
  /** How many slide decks were generated for the engagement before this one. */
  earlierDecks?: number;
  /** The day (ISO) by which we ask the client to confirm or correct the summary (the job: ten working days on). */
  replyBy?: string;
  /** Whom the client contacts: the engagement's owner. */
  contact: DeckContact;
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
  // (thirty-sixth reading), and 'after the project' assumed one.
  'area-core': 'Your workplace',
  'area-security': 'Security',
  'area-virtualization': 'Virtual desktops and cloud PCs',
  'area-manage-evolve': 'Ongoing support and services',
};

/**
 * A catalogue text addressed to the client, as the rest of the deck is ('with the client' is 'with you'; 'is the
 * client\u2019s.' is 'is yours.'); where 'the client' is a sentence's subject, the client's name, so no verb
 * disagrees with 'you'.
 */
export function addressedToClient(text: string, client: string): string {
  return text
    .replace(/\bthe client[\u2019']s(?=[.,;:!?]|$)/g, 'yours')
    .replace(/\bThe client[\u2019']s\b/g, 'Your')
    .replace(/\bthe client[\u2019']s\b/g, 'your')
    .replace(/\b(with|for|to|by|from|of) the client\b/g, '$1 you')
    .replace(/\b[Tt]he client\b/g, client);
}

/** What each client priority means for the client, in a line (the spec names them only). */
export const DECK_PRIORITY_MEANINGS: Readonly<Record<PriorityKey, string>> = {
  EX: 'Tools and support that help your people work well',
  CS: 'Your people, devices and data kept safe from threats',
  ROI: 'More return on what you invest in IT',
  TCO: 'A lower total cost of owning and running your IT',
  OE: 'Less effort to run, support and change your IT',
};

export const DECK_JOURNEY: readonly string[] = [
  'This summary',
  'Discovery workshops',
  'Solution workshop',
  'Proposal for your review',
];

export const DECK_AFTERWARDS: readonly { heading: string; text: string }[] = [
  {
    heading: 'What happens next',
    text: 'We run the discovery workshops with the people you name, then the solution workshop. After it we send you a proposal with the scope, plan and price for your review.',
  },
  {
    heading: 'Nothing is committed yet',
    text: 'This summary is a starting point: the priorities and offerings can change until you accept a proposal.',
  },
];

/**
 * The client's next steps (issue 29): what the client does next, addressed to them, in UK English. The first
 * step follows what the deck holds (priorities and offerings to confirm, or to tell us); the workshop step says
 * whether an outline solution is already being shaped; the last names whom to contact.
 */
export function deckNextSteps(input: {
  /** What we heard is on a slide: the first step asks the client to correct it too. */
  hasHeard?: boolean;
  /** '14 December 2026': the first step asks for the answer by then. */
  replyBy?: string;
  hasPriorities: boolean;
  hasOfferings: boolean;
  hasSolution: boolean;
  contact: DeckContact;
}): string[] {
  const { hasPriorities, hasOfferings, hasSolution, contact } = input;
  const confirm = hasPriorities
    ? hasOfferings
      ? 'Confirm what we heard, your priorities and the offerings we suggest, or tell us what to change'
      : 'Confirm what we heard and your priorities, and tell us which offerings interest you'
    : undefined;
  const first =
    input.hasHeard && confirm
      ? confirm
      : hasPriorities
        ? hasOfferings
          ? 'Confirm your priorities and the offerings we suggest, or tell us what to change'
          : 'Confirm your priorities, and tell us which offerings interest you'
        : hasOfferings
          ? 'Tell us which priorities matter most to you, and confirm the offerings we suggest'
          : 'Tell us which priorities matter most to you and which offerings interest you';
  const name = contact.name.trim();
  const email = contact.email.trim();
  const phone = contact.phone?.trim();
  const person = name
    ? email
      ? `${name} (${email})`
      : name
    : email
      ? `us at ${email}`
      : 'your account team';
  const who = phone ? `${person}, or our team on ${phone},` : person;
  return [
    // The date never split over two lines (a wrapped date read as a fault).
    input.replyBy ? `${first}, by\u00a0${input.replyBy.replace(/ /g, '\u00a0')}` : first,
    'Agree dates for the discovery workshops and name their stakeholders, from IT and from the business',
    hasSolution
      ? 'Agree a date for the solution workshop, where we shape the outline solution with you'
      : 'Agree a date for the solution workshop, where we shape the solution with you',
    `Contact ${who} to arrange the workshops or with any questions`,
  ];
}

/** What we heard as the deck prints it: a point a line typed, bullet marks and blank lines taken out. */
export function deckHeard(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) =>
      l
        .trim()
        .replace(/^(?:[-\u2022*\u2013]|\d{1,2}[.)])\s+/, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The cover's title: the engagement's name as given; one still named 'Engagement for {client}' (the default, which
 * readers took for a placeholder) is titled by what the deck holds.
 */
export function deckTitle(name: string, client: string): string {
  const trimmed = name.trim();
  return !trimmed || trimmed === engagementNameOrDefault('', client)
    ? 'Your priorities and where we can help'
    : trimmed;
}

/**
 * The reference a client quotes for an engagement: 'ENG-' and six letters and digits made from its id (FNV-1a,
 * base 36 without the look-alikes 0, 1, I, O), the same on every deck of the engagement.
 */
export function deckReference(engagementId: string): string {
  let hash = 0x811c9dc5;
  for (const char of engagementId) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const digits = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += digits[hash % 32];
    hash = Math.floor(hash / 32);
  }
  return `ENG-${out}`;
}

/** Names joined as a reader says them: 'A', 'A and B', 'A, B and C'. */
function joinNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Which offerings the discovery workshops should start with: those sharing the best match, or the best two when one
 * leads alone (issue 29: the chart says something a client can act on). With every match at 0 (no priority
 * counted) nothing is suggested.
 */
/** Small counts in words, as prose says them ('All three'). */
const NUMBER_WORDS: Readonly<Record<number, string>> = {
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
};

/** Matches this many points apart (0 to 100) serve the priorities about equally. */
export const CLOSE_MATCH = 5;

export function deckWhereToStart(relevance: readonly DeckRelevance[]): string | undefined {
  const best = relevance[0]?.relevance ?? 0;
  if (best <= 0) return undefined;
  // Those within a few points of the best: a one-point lead is no reason to start with one offering and not the
  // next (readers of the thirty-third round), and one ten points behind is not a best match.
  const lead = relevance.filter((r) => r.relevance > 0 && best - r.relevance <= CLOSE_MATCH);
  if (lead.length > 2 && lead.length === relevance.length)
    return `All ${NUMBER_WORDS[lead.length] ?? lead.length} match your priorities about equally, so we suggest the discovery workshops cover them together.`;
  if (lead.length === 1)
    return `${lead[0]!.name} matches your priorities best, so we suggest the discovery workshops start with it.`;
  return `${joinNames(lead.map((r) => r.name))} match your priorities best, so we suggest the discovery workshops start with them.`;
}

export function engagementDeckModel(input: EngagementDeckInput): EngagementDeckModel {
  const { sliders } = input;
  const importance = (key: PriorityKey): EngagementPriority =>
    sliders ? sliderToEngagementPriority(sliders[key]) : input.priorities[key];
  const set = CLIENT_PRIORITIES.filter((p) => importance(p.key) !== UNSET_PRIORITY);
  // Most important first; Array.prototype.sort is stable, so ties keep the spec's order. With sliders, by the
  // slider (50 before 60, both High): the Severn reader read 'Security comes first' above a table led by Employee
  // Experience.
  const rank = (key: PriorityKey) => (sliders ? -sliders[key] : importance(key));
  const ranked: DeckPriority[] = [...set]
    .sort((a, b) => rank(b.key) - rank(a.key))
    .map((p) => ({
      key: p.key,
      label: DECK_PRIORITY_NAMES[p.key],
      value: deckImportance(importance(p.key)),
      meaning: DECK_PRIORITY_MEANINGS[p.key],
    }));
  // 'Not a priority' listed under 'Your priorities' read as a contradiction (thirty-third reading).
  const priorities = ranked.filter((p) => p.value !== NOT_A_PRIORITY);
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
  const areas: DeckArea[] = ENGAGEMENT_OFFERING_AREAS.map((area) => ({
    id: area.id,
    name: DECK_AREA_NAMES[area.id] ?? area.name,
    offerings: offered
      .filter((o) => o.areaId === area.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        description: addressedToClient(o.description, input.client),
        capabilities: (byId.get(o.id)?.items ?? []).filter((i) => !isHidden(i)).map((i) => i.name),
        // Readers found nothing linking the offerings to the priorities on the slide before (thirty-third reading).
        serves: priorities
          .filter((p) => p.value === 'High' || p.value === 'Medium')
          .filter((p) => (byId.get(o.id)?.relevance?.[p.key] ?? 0) >= SERVES_AT)
          .slice(0, 3)
          .map((p) => p.label),
      })),
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
  return {
    client: input.client,
    name: input.name,
    date: formatDateLong(input.generatedAt.toISOString().slice(0, 10)),
    preparedBy: input.preparedBy,
    ...(input.supplier ? { supplier: input.supplier } : {}),
    title: deckTitle(input.name, input.client),
    version: (input.earlierDecks ?? 0) + 1,
    reference: deckReference(input.engagementId ?? input.name),
    heard: deckHeard(input.clientNeeds),
    priorities,
    notPriorities,
    prioritiesToAgree: ranked.length
      ? []
      : CLIENT_PRIORITIES.map((p) => ({
          label: DECK_PRIORITY_NAMES[p.key],
          meaning: DECK_PRIORITY_MEANINGS[p.key],
        })),
    areas,
    ...(relevance ? { relevance } : {}),
    ...(relevance && deckWhereToStart(relevance) ? { whereToStart: deckWhereToStart(relevance) } : {}),
    nextSteps: deckNextSteps({
      hasHeard: deckHeard(input.clientNeeds).length > 0,
      ...(input.replyBy ? { replyBy: formatDateLong(input.replyBy) } : {}),
      hasPriorities: priorities.length > 0,
      hasOfferings: areas.length > 0,
      hasSolution: !!input.solutionId,
      contact: input.contact,
    }),
    journey: [...DECK_JOURNEY],
    afterwards: [...DECK_AFTERWARDS],
    contact: input.contact,
    ...(url ? { link: { text: 'The outline solution online (sign-in needed)', url } } : {}),
  };
}
