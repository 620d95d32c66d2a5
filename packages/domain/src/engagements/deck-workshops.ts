/**
 * The workshops' agenda and format on the engagement deck's next steps slide (client-side reader, ADR 0068 amended:
 * the discovery workshops were named without an agenda). Each workshop the commercial settings offer says how long
 * it is, what it covers, whom from the client it needs and what the client leaves with, in a line; the number and
 * length come from the offer (deck-wording.ts DeckWorkshopOffer), the topics from how many discovery workshops there
 * are (one covers everything; two split today's estate from the needs; three give applications their own; more go
 * deeper on the areas the client chooses). Each discovery workshop names the topics of what we heard that it covers
 * (deck-workshop-topics.ts: Albion's first, 'shared devices at depots and on trains, and sign-in at the start of a
 * shift'), its stock line where none is heard. The solution workshop names the alternatives to choose between, when
 * the deck suggests some.
 */
import { formatPounds } from '../format/numbers.ts';
import { andList } from '../format/lists.ts';
import { spokenHours, type DeckWorkshopOffer } from './deck-wording.ts';
import { topicList } from './deck-places.ts';
import { WORKSHOP_TOPICS, workshopTopics, type WorkshopPart } from './deck-workshop-topics.ts';

export interface DeckWorkshopSession {
  /** 'Discovery workshop 1 · three hours' */
  title: string;
  /** What it covers, with whom, and what the client leaves with: 'Your people, sites and devices today. With …'. */
  text: string;
}

export interface DeckWorkshopAgenda {
  /** 'The workshops, at no charge' or 'The workshops, £4,500 excluding VAT in all'. */
  heading: string;
  sessions: DeckWorkshopSession[];
  /** How they are held, and that nothing is committed. */
  closing: string;
}

interface Session {
  what: string;
  who: string;
  out: string;
  /** With topics heard, what it covers opens with this, then the topics ('Your people, sites and devices today: …'). */
  head?: string;
  /** The parts of what we heard it covers (deck-workshop-topics.ts). */
  parts?: readonly WorkshopPart[];
}

/** The discovery workshops' topics. */
const TODAY: Session = {
  what: 'Your people, sites and devices today, and how they are used',
  who: 'your IT lead and a manager from the teams who use the devices',
  out: 'an agreed picture of today',
  head: 'Your people, sites and devices today',
  parts: ['today'],
};
const NEEDS: Session = {
  what: 'Your applications, security and support, and what must not change',
  who: 'your IT, security and service desk leads',
  out: 'the needs the solution must meet, in order of importance',
  head: 'Your applications, security and support',
  parts: ['applications', 'security-support'],
};
const APPLICATIONS: Session = {
  what: 'Your applications, and those that must keep working',
  who: 'your applications lead and the owners of key systems',
  out: 'the list of applications to carry over, and how',
  head: 'Your applications',
  parts: ['applications'],
};
const SECURITY_SUPPORT: Session = {
  what: 'Your security and support',
  who: 'your security and service desk leads',
  out: 'the needs the solution must meet, in order of importance',
  head: 'Your security and support',
  parts: ['security-support'],
};
const ALL: Session = {
  what: 'Your people, devices, applications, security and support today',
  who: 'your IT lead, your security lead and a manager from the teams who use the devices',
  out: 'an agreed picture of today and the needs the solution must meet',
  head: 'Your people, devices, applications, security and support today',
  parts: ['today', 'applications', 'security-support'],
};
const DEEPER: Session = {
  what: 'The areas you choose to go deeper on',
  who: 'the people those areas concern',
  out: 'the detail our proposal needs',
};

/** The discovery workshops' topics by how many there are (a fourth and later: deeper on chosen areas). */
export function discoveryTopics(count: number): Session[] {
  if (count <= 1) return [ALL];
  if (count === 2) return [TODAY, NEEDS];
  return [TODAY, APPLICATIONS, SECURITY_SUPPORT, ...(count > 3 ? [DEEPER] : [])];
}

/** A workshop's line: what it covers (the topics heard, else its stock words), with whom, what the client leaves with. */
function line(s: Session, heard: readonly string[] = [], limit = WORKSHOP_TOPICS): string {
  const topics = s.parts ? workshopTopics(heard, s.parts, limit) : [];
  const what = topics.length && s.head ? `${s.head}: ${topicList(topics)}` : s.what;
  return `${what}. With ${s.who}. You leave with ${s.out}.`;
}

/**
 * The agenda of the workshops offered: each discovery workshop (those after the third together) with the topics of
 * what we heard it covers (`heard`), then the solution workshop, which names the alternatives to choose between
 * (`choices`, the offerings framed as options) when there are some.
 */
export function deckWorkshopAgenda(
  offer: DeckWorkshopOffer,
  choices: readonly string[] = [],
  heard: readonly string[] = [],
): DeckWorkshopAgenda {
  const n = offer.discoveryCount;
  const each = spokenHours(offer.discoveryHours);
  const discovery = discoveryTopics(n).map((s, i): DeckWorkshopSession => ({
    title:
      n === 1
        ? `Discovery workshop \u00b7 ${each}`
        : i === 3 && n > 4
          ? `Discovery workshops 4 to ${n} \u00b7 ${each} each`
          : `Discovery workshop ${i + 1} \u00b7 ${each}`,
    text: line(s, heard, n <= 1 ? WORKSHOP_TOPICS + 1 : WORKSHOP_TOPICS),
  }));
  const solution: Session = {
    what: choices.length
      ? `The outline solution, and the choice between ${andList(choices)} or a mix of them`
      : 'The outline solution, offering by offering',
    who: 'your IT lead and whoever approves the budget',
    out: 'the scope and plan we price in our proposal',
  };
  const fee = offer.feePounds > 0 ? `${formatPounds(offer.feePounds)} excluding VAT in all` : 'at no charge';
  return {
    heading: `The workshops, ${fee}`,
    sessions: [
      ...discovery,
      { title: `Solution workshop \u00b7 ${spokenHours(offer.solutionHours)}`, text: line(solution) },
    ],
    closing: 'Online or at your offices, as you prefer. Nothing is committed until you accept our proposal.',
  };
}
