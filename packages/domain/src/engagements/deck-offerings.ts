/**
 * The offerings on the engagement deck (split from deck-model.ts; bid manager's review), one list without the
 * catalogue's area headings ('Foundations' over two rows read internal):
 * - each offering named with 'and' for '&', described in a plain line (deck-offering-text.ts), with the points of
 *   what we heard it answers (deck-heard-links.ts), what it does about each of them (deck-answers.ts: the deck
 *   answers the points rather than quoting them back) and the priorities it serves: those its answered points bear on,
 *   and those its capability serves strongly (STRONG_AT or more), most important first;
 * - offerings answering something we heard first, in the order chosen; one answering nothing we heard says why we
 *   suggest it (the priority its capability serves best), or that it is the client's to keep or drop;
 * - alternatives (Azure Virtual Desktop and Windows 365) framed as options to decide between;
 * - with discovery workshops offered at no charge, a Discovery and Assessment offering is not suggested beside them
 *   (the workshops cover it; the deck says so), so the client never reads a paid and a free discovery side by side;
 * - an offering claims a point of what we heard only for the priority the point is filed under (the priorities
 *   slide's row that shows it) and says it serves that priority, Low included (bid managers' reading: a point filed
 *   under one priority was claimed under another);
 * - the client's High and Medium priorities they raised (points heard bear on them) that no offering serves are
 *   named under the table, so the deck says so honestly; one they did not raise is not. Every High or Medium
 *   priority no offering serves is reported (notServed): its row on the priorities slide says the discovery
 *   workshops look at it.
 */
import type { Capability, PriorityKey } from '../contracts/catalogue.ts';
import type { Offering } from '../contracts/reference.ts';
import { richTextPlain } from '../format/rich-text-runs.ts';
import { offeringAnswers, type HeardAnswer } from './deck-answers.ts';
import { offeringPoints, prioritiesOfPoints } from './deck-heard-links.ts';
import {
  clientOfferingName,
  offeringOptions,
  PLAIN_OFFERING_LINES,
  plainDescription,
} from './deck-offering-text.ts';
import { addressedToClient } from './deck-wording.ts';
import { whyLine } from './deck-offering-why.ts';
import { offeringCapabilityIds } from './offerings.ts';

/** The relevance from which a capability is said to serve a priority on its own (0 to 100, the catalogue's). */
export const STRONG_AT = 80;
/** The relevance from which an offering nothing we heard bears on is said to serve a priority. */
export const SERVES_AT = 60;

/** The catalogue's discovery capability: covered by the discovery workshops when they are at no charge. */
export const DISCOVERY_CAPABILITY = 'cap-discovery-assessment';

export interface DeckOffering {
  id: string;
  name: string;
  description: string;
  capabilities: string[];
  /** The points of what we heard the offering answers, strongest first (at most three). */
  heard: string[];
  /** What it does about those points, a topic a line in the client's terms (deck-answers.ts): the deck prints these,
   * not the points again. */
  answers: HeardAnswer[];
  /** The client's priorities it serves, most important first, by name: High or Medium, and a Low one a point it
   * answers is filed under. */
  serves: string[];
  /** With alternatives suggested: that it is one of the options to decide between. */
  option?: string;
  /** Answering nothing we heard: why we suggest it (deck-offering-why.ts). */
  why?: string;
}

export interface DeckOfferingsInput {
  client: string;
  heard: readonly string[];
  /** The priorities that count (High or Medium), most important first, with the points heard on each (the
   * priorities slide's: none, the stock line in italics). */
  priorities: readonly { key: PriorityKey; label: string; value?: string; heard?: readonly string[] }[];
  /** Every priority the priorities slide rates (High, Medium or Low), most important first; without it, those above. */
  rated?: readonly { key: PriorityKey; label: string }[];
  /** Where each point is filed (deck-heard-links.ts filedUnder): the priority whose row shows it. */
  filed?: ReadonlyMap<string, PriorityKey>;
  /** The offerings chosen, in the order the stored offerings hold them. */
  offered: readonly Offering[];
  /** Each chosen offering's capability, by offering id (for its relevance and visible sub-capabilities). */
  capabilityOf: ReadonlyMap<string, Capability>;
  /** The capabilities' own descriptions (the catalogue's), by offering id: an offering still saying it is plain-worded. */
  catalogueText: ReadonlyMap<string, string>;
  /** Discovery workshops are offered at no charge. */
  freeDiscovery: boolean;
  visibleItems: (c: Capability) => string[];
}

export interface DeckOfferings {
  offerings: DeckOffering[];
  /** Priorities (High or Medium) the client raised (with points heard) that no offering serves, by name: one they
   * did not raise is not reported as unserved (it read as a gap the deck made up). */
  unserved: string[];
  /** Every High or Medium priority no offering serves, raised or not, by key (its row says the workshops look at it). */
  notServed: PriorityKey[];
  /** Offerings left out because the discovery workshops cover them, by name. */
  coveredByWorkshops: string[];
}

export function deckOfferings(input: DeckOfferingsInput): DeckOfferings {
  const covered = input.freeDiscovery
    ? input.offered.filter((o) => {
        const ids = offeringCapabilityIds(o);
        return ids.length === 1 && ids[0] === DISCOVERY_CAPABILITY;
      })
    : [];
  const kept = input.offered.filter((o) => !covered.includes(o));
  const options = offeringOptions(
    kept.map((o) => ({
      id: o.id,
      name: clientOfferingName(o.name),
      capabilityId: offeringCapabilityIds(o)[0]!,
    })),
  );
  const rated = input.rated ?? input.priorities;
  const counted = new Set(input.priorities.map((p) => p.key));
  const rows = kept.map((o): DeckOffering => {
    const capIds = offeringCapabilityIds(o);
    const capability = input.capabilityOf.get(o.id);
    const filed = input.filed ?? new Map<string, PriorityKey>();
    const heard = offeringPoints(input.heard, capIds, filed);
    // The priorities its answered points are filed under (a point about a costly virtual desktop estate, filed under
    // total cost of ownership, ties the desktop offerings to it); a point filed nowhere, those its themes bear on.
    const under = new Set(heard.flatMap((p) => filed.get(p) ?? []));
    const linked = prioritiesOfPoints(heard.filter((p) => !filed.has(p)));
    const relevance = (key: PriorityKey) => capability?.relevance?.[key] ?? 0;
    const serves = rated
      .filter(
        (p) =>
          under.has(p.key) || (counted.has(p.key) && (linked.has(p.key) || relevance(p.key) >= STRONG_AT)),
      )
      .map((p) => p.label);
    const plain =
      (!input.catalogueText.has(o.id) || input.catalogueText.get(o.id) === o.description) &&
      PLAIN_OFFERING_LINES[capIds[0]!] &&
      capIds.length === 1
        ? PLAIN_OFFERING_LINES[capIds[0]!]!
        : plainDescription(addressedToClient(o.description, input.client));
    const best = [...input.priorities]
      .filter((p) => relevance(p.key) >= SERVES_AT)
      .sort((a, b) => relevance(b.key) - relevance(a.key))[0];
    const option = options.get(o.id);
    return {
      id: o.id,
      name: clientOfferingName(o.name),
      description: plain,
      capabilities: capability ? input.visibleItems(capability) : [],
      heard,
      answers: offeringAnswers(heard, capIds, filed, input.heard),
      serves: heard.length ? serves : best ? [best.label] : [],
      ...(option ? { option } : {}),
      ...(heard.length ? {} : { why: whyLine(capIds[0] ?? '', best, input.heard) }),
    };
  });
  // Those answering what we heard first. Alternatives answering the same points each say what they would do about
  // them (the answers differ, which is what the client compares); the quotes the fifty-second round found repeated
  // are no longer printed.
  const offerings = [...rows.filter((r) => r.heard.length), ...rows.filter((r) => !r.heard.length)];
  const served = new Set(offerings.flatMap((o) => o.serves));
  return {
    offerings,
    unserved: input.priorities
      .filter((p) => (p.heard?.length ?? 0) > 0 && !served.has(p.label))
      .map((p) => p.label),
    notServed: input.priorities.filter((p) => !served.has(p.label)).map((p) => p.key),
    coveredByWorkshops: covered.map((o) => clientOfferingName(o.name)),
  };
}

/** The stored offerings' descriptions as the catalogue first gave them (plain text), by offering id. */
export function catalogueTexts(offerings: readonly Offering[]): Map<string, string> {
  return new Map(offerings.map((o) => [o.id, richTextPlain(o.description)]));
}
