/**
 * The engagement deck's wording (split from deck-model.ts): catalogue texts addressed to the client, what each
 * priority means, the client's next steps and the stages to a proposal, what we heard a point a line, the cover's
 * title and reference, and where to start. Decisions in deck-model.ts and docs/documents.md.
 */
import { andList } from '../format/lists.ts';
import { formatDateLong } from '../format/dates.ts';
import { formatPounds } from '../format/numbers.ts';
import type { PriorityKey } from '../contracts/catalogue.ts';
import type { RelevanceBand } from '../relevance/relevance.ts';
import { engagementNameOrDefault } from './engagement.ts';

export interface DeckRelevance {
  name: string;
  relevance: number;
  band: RelevanceBand;
}

/**
 * A catalogue text addressed to the client, as the rest of the deck is ('with the client' is 'with you'; 'is the
 * client\u2019s.' is 'is yours.'); where 'the client' is a sentence's subject, the client's name, so no verb
 * disagrees with 'you'.
 */
export function addressedToClient(text: string, client: string): string {
  return (
    text
      .replace(/\bthe client[\u2019']s(?=[.,;:!?]|$)/g, 'yours')
      .replace(/\bThe client[\u2019']s\b/g, 'Your')
      .replace(/\bthe client[\u2019']s\b/g, 'your')
      .replace(/\b(with|for|to|by|from|of) the client\b/g, '$1 you')
      // The client as a sentence's subject, before a verb in the present: 'The client buys' is 'You buy'.
      .replace(
        /\b([Tt])he client (has|is|does)\b/g,
        (_m, t: string, verb: string) =>
          `${t === 'T' ? 'Y' : 'y'}ou ${({ has: 'have', is: 'are', does: 'do' } as Record<string, string>)[verb]}`,
      )
      .replace(
        /\b([Tt])he client ([a-z]+[^s\W])s(?: and ([a-z]+[^s\W])s)?\b/g,
        (_m, t: string, verb: string, next?: string) =>
          `${t === 'T' ? 'Y' : 'y'}ou ${verb}${next ? ` and ${next}` : ''}`,
      )
      .replace(/\b[Tt]he client\b/g, client)
  );
}

/** What each client priority means for the client, in a line (the spec names them only). */
export const DECK_PRIORITY_MEANINGS: Readonly<Record<PriorityKey, string>> = {
  EX: 'Tools and support that help your people work well',
  CS: 'Your people, devices and data kept safe from threats',
  ROI: 'IT spending that pays back in measurable business benefits',
  TCO: 'Spending less on devices, licences and support over their life',
  OE: 'Less effort to run, support and change your IT',
};

export const DECK_JOURNEY: readonly string[] = [
  'This summary',
  'Discovery workshops',
  'Solution workshop',
  'Proposal for your review',
];

/** Small counts in words, as prose says them ('All three'). */
export const DECK_NUMBER_WORDS: Readonly<Record<number, string>> = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
};

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
 * The workshops offered before a proposal, as the commercial settings keep them (contracts/commercial-settings.ts
 * `workshopOfferSchema`; the shape is restated here so the engagements do not import the estimate's folder).
 */
export interface DeckWorkshopOffer {
  discoveryCount: number;
  discoveryHours: number;
  solutionHours: number;
  /** In pounds, excluding VAT, for all the workshops together; 0 is at no charge. */
  feePounds: number;
}

export const spokenHours = (n: number) => (n === 1 ? 'one hour' : `${DECK_NUMBER_WORDS[n] ?? n} hours`);

/**
 * What the workshops are, as the admin's offer says (commercial settings): 'two discovery workshops of three hours
 * each with the people you name, then a solution workshop of three hours, at no charge' (readers of the engagement
 * decks asked how many, how long and at what cost).
 */
export function deckWorkshops(offer: DeckWorkshopOffer): string {
  const n = offer.discoveryCount;
  const discovery =
    n === 1
      ? `one discovery workshop of ${spokenHours(offer.discoveryHours)}`
      : `${DECK_NUMBER_WORDS[n] ?? n} discovery workshops of ${spokenHours(offer.discoveryHours)} each`;
  const fee =
    offer.feePounds > 0 ? `for ${formatPounds(offer.feePounds)} excluding VAT in all` : 'all at no charge';
  return `We run ${discovery} with the people you name, then a solution workshop of ${spokenHours(offer.solutionHours)}, ${fee}. After it we send you a proposal with the scope, plan and price for your review.`;
}

/**
 * The panels beside the next steps: what happens next (the workshops offered) and that nothing is committed. An
 * offering left out because the workshops cover it is not named: the client never saw it, so a sentence on it read
 * as internal.
 */
export const deckAfterwards = (offer: DeckWorkshopOffer): { heading: string; text: string }[] => [
  { heading: 'What happens next', text: deckWorkshops(offer) },
  ...DECK_AFTERWARDS.slice(1),
];

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
 * The conversation what we heard comes from, as the deck's 'From our conversation' panel opens: 'On 12 November 2026,
 * with Fiona MacLeod, Head of IT Infrastructure.' (the date never split over lines); undefined when neither is given.
 */
export function deckConversation(metOn: string | undefined, metWith: string | undefined): string | undefined {
  const when = metOn ? `On ${formatDateLong(metOn).replace(/ /g, '\u00a0')}` : '';
  const who = metWith?.trim() ? `with ${metWith.trim().replace(/[.;,]+$/, '')}` : '';
  if (!when && !who) return undefined;
  const sentence = [when, who].filter(Boolean).join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * The cover's title: the engagement's name as given; one still named 'Engagement for {client}' (the default, which
 * readers took for a placeholder) is titled by what the client needs (deck-cover-title.ts: from what we heard, else
 * its priorities), never by the products suggested (ADR 0068, amended).
 */
export function deckTitle(name: string, client: string, fromNeeds?: string): string {
  const trimmed = name.trim();
  return !trimmed || trimmed === engagementNameOrDefault('', client)
    ? (fromNeeds ?? 'Your priorities and where we can help')
    : trimmed;
}

/**
 * What a High or Medium priority no suggested offering serves says on its row (ADR 0068, amended: it was left
 * hanging): the discovery workshops look at it, as many as the commercial settings offer ('the two discovery
 * workshops'); without an offer, 'the discovery workshops'.
 */
export function deckUnservedLine(offer?: DeckWorkshopOffer): string {
  const n = offer?.discoveryCount;
  const workshops =
    n === 1
      ? 'the discovery workshop'
      : n
        ? `the ${DECK_NUMBER_WORDS[n] ?? n} discovery workshops`
        : 'the discovery workshops';
  return `No offering we suggest serves this yet: we look at it with you in ${workshops}, and suggest more if it helps.`;
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

const joinNames = andList;

/**
 * Which offerings the discovery workshops should start with: those sharing the best match, or the best two when one
 * leads alone (issue 29: the chart says something a client can act on). With every match at 0 (no priority
 * counted) nothing is suggested.
 */

/** Matches this many points apart (0 to 100) serve the priorities about equally. */
export const CLOSE_MATCH = 5;

export function deckWhereToStart(relevance: readonly DeckRelevance[]): string | undefined {
  const best = relevance[0]?.relevance ?? 0;
  if (best <= 0) return undefined;
  // Those within a few points of the best: a one-point lead is no reason to start with one offering and not the
  // next (readers of the thirty-third round), and one ten points behind is not a best match.
  const lead = relevance.filter((r) => r.relevance > 0 && best - r.relevance <= CLOSE_MATCH);
  if (lead.length > 2 && lead.length === relevance.length)
    return `All ${DECK_NUMBER_WORDS[lead.length] ?? lead.length} match your priorities about equally, so we suggest the discovery workshops cover them together.`;
  if (lead.length === 1)
    return `${lead[0]!.name} matches your priorities best, so we suggest the discovery workshops start with it.`;
  return `${joinNames(lead.map((r) => r.name))} match your priorities best, so we suggest the discovery workshops start with them.`;
}
