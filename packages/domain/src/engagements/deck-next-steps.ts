/**
 * The client's next steps on the engagement deck, dated from the engagement (bid manager's review: every deck said
 * 'By 14 December 2026' whatever the conversation), planned forward, as early as they can be: the answer is asked
 * ten working days after the conversation (never sooner than five after the deck's date), then the discovery
 * workshops, the solution workshop and the proposal a week apart. Where the client told us of a deadline ('a decision
 * is needed before the 2027/28 budget is set in February 2027'), the answer is asked five working days after the
 * conversation (never sooner than five after the deck's date), and the deck says the timing supports the deadline
 * only when the proposal reaches them a week or more before it. No workshop is planned over Christmas (the weeks
 * from the one holding 25 December to 1 January).
 *
 * The contact is a person with their job title and the e-mail the engagement holds for them (deckContactOf); the
 * supplier's shared mailbox only where the store holds none, said as the team's ('our team at bids@…': 'bids team'
 * read as internal).
 */
import { formatDateLong } from '../format/dates.ts';
import { workingDaysAfter } from '../documents/bid-commercial.ts';
import { contactEmail } from '../documents/bid-model.ts';
import type { RoleId } from '../auth/roles.ts';

export interface DeckContact {
  name: string;
  email: string;
  /** The supplier's telephone (the commercial settings), beside the owner's e-mail. */
  phone?: string | undefined;
  /** The person's job title as a client reads it ('Account Manager'). */
  title?: string | undefined;
  /** The supplier's shared mailbox: when `email` is it, the deck names it as the team's. */
  teamEmail?: string | undefined;
}

/** Job titles a client reads, by role (the portal keeps roles, not job titles). */
export const DECK_ROLE_TITLES: Partial<Record<RoleId, string>> = {
  SALES_PERSON: 'Account Manager',
  SOLUTION_ARCHITECT: 'Solution Architect',
  SOLUTION_AREA_OWNER: 'Practice Lead',
  SOLUTION_CAPABILITY_OWNER: 'Practice Lead',
  DEAL_TEAM: 'Bid Manager',
  ADMIN: 'Account Manager',
};

/**
 * Whom the client contacts, resolved from the engagement (client-side reader: the bids mailbox read as generic,
 * where the client wanted the person they met): its owner by name, with their job title where the store knows their
 * role, and the e-mail the engagement holds for them (`owner.email`), else the one their user record holds; only with
 * neither, the supplier's shared mailbox, said as the team's. The supplier's telephone goes beside it. Nothing the
 * store does not hold is made up: no address is built from a name.
 */
export function deckContactOf(input: {
  owner: { name: string; email: string };
  /** The owner's user record's address, where the engagement holds none. */
  userEmail?: string | undefined;
  title?: string | undefined;
  supplier: { email: string; phone?: string | undefined };
}): DeckContact {
  const own = input.owner.email.trim() || input.userEmail?.trim() || '';
  const team = input.supplier.email.trim();
  // As every client document (contactEmail): the owner's own address only in the supplier's domain, so a deck never
  // sends the client to a partner's or a personal mailbox; the person stays named either way.
  return {
    name: input.owner.name.trim(),
    email: contactEmail(own, team),
    ...(input.supplier.phone?.trim() ? { phone: input.supplier.phone.trim() } : {}),
    ...(input.title ? { title: input.title } : {}),
    ...(team ? { teamEmail: team } : {}),
  };
}

/** A person with their title: 'Sam Patel, Account Manager'. */
export function personWithTitle(name: string, title: string | undefined): string {
  return title?.trim() ? `${name.trim()}, ${title.trim()}` : name.trim();
}

/** A deadline the client told us of: its date (ISO, the 1st for a month alone) and what it is, in their words. */
export interface DeckDeadline {
  date: string;
  /** 'before the 2027/28 budget is set in February 2027' */
  what: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The first deadline among what we heard: a point saying 'before …' or 'by …' with a month and year in it. */
export function deckDeadline(heard: readonly string[]): DeckDeadline | undefined {
  for (const point of heard) {
    const at = /\b(?:before|by)\s+(.+)$/i.exec(point);
    if (!at) continue;
    const when =
      /\b(?:(\d{1,2})\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})\b/i.exec(
        at[1]!,
      );
    if (!when) continue;
    const month = MONTHS.indexOf(when[2]!.toLowerCase()) + 1;
    const day = when[1] ? Number(when[1]) : 1;
    const date = `${when[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return { date, what: at[0].trim().replace(/[.;,]+$/, '') };
  }
  return undefined;
}

const DAY = 86_400_000;
const add = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The first Monday on or after `iso`. */
const mondayFrom = (iso: string) => add(iso, (8 - weekday(iso)) % 7);
/** A Monday of a week holding Christmas or New Year (from 19 December to 1 January) moves to the first Monday of the new year. */
function afterChristmas(monday: string): string {
  const [y, m, d] = monday.split('-').map(Number) as [number, number, number];
  if (m === 12 && d >= 19) return mondayFrom(`${y + 1}-01-02`);
  if (m === 1 && d <= 1) return mondayFrom(`${y}-01-02`);
  return monday;
}

export interface DeckPlan {
  replyBy: string;
  /** Mondays of the workshops' weeks, and the proposal's day (ISO). */
  discoveryWeek: string;
  solutionWeek: string;
  proposalBy: string;
  /** The client's deadline, when the proposal reaches them a week or more before it. */
  deadline?: DeckDeadline;
}

/**
 * The dates of the next steps, forward from the conversation (`metOn`) and the deck's date (`issued`): the answer
 * ten working days after the conversation (five with a deadline) and at least five after the deck's date; the
 * discovery workshops the week after, the solution workshop the week after that, the proposal on the Friday of the
 * week after (Christmas skipped for each).
 */
export function deckPlan(input: {
  issued: string;
  metOn?: string | undefined;
  heard: readonly string[];
  holidays?: readonly string[];
}): DeckPlan {
  const holidays = input.holidays ?? [];
  const deadline = deckDeadline(input.heard);
  const early = workingDaysAfter(input.issued, 5, holidays);
  const fromMeeting = input.metOn ? workingDaysAfter(input.metOn, deadline ? 5 : 10, holidays) : early;
  const replyBy = fromMeeting > early ? fromMeeting : early;
  const discoveryWeek = afterChristmas(mondayFrom(workingDaysAfter(replyBy, 3, holidays)));
  const solutionWeek = afterChristmas(add(discoveryWeek, 7));
  // The Friday of the week after the solution workshop's, Christmas skipped (a proposal on 25 December read badly).
  const proposalBy = add(afterChristmas(add(solutionWeek, 7)), 4);
  const inTime = !!deadline && proposalBy <= add(deadline.date, -7);
  return { replyBy, discoveryWeek, solutionWeek, proposalBy, ...(inTime ? { deadline } : {}) };
}

/** A date that never splits over two lines. */
const date = (iso: string) => formatDateLong(iso).replace(/ /g, '\u00a0');

/**
 * The client's next steps (issue 29), dated by the plan: what the client does next, addressed to them, in UK
 * English. The first step follows what the deck holds; the last names whom to contact.
 */
export function deckNextSteps(input: {
  hasHeard?: boolean;
  plan?: DeckPlan;
  hasPriorities: boolean;
  hasOfferings: boolean;
  hasSolution: boolean;
  contact: DeckContact;
}): string[] {
  const { hasPriorities, hasOfferings, hasSolution, contact, plan } = input;
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
  const shape = hasSolution ? 'the outline solution' : 'the solution';
  return [
    plan ? `By\u00a0${date(plan.replyBy)}, ${first.charAt(0).toLowerCase()}${first.slice(1)}` : first,
    plan
      ? `Hold the discovery workshops in the week of ${date(plan.discoveryWeek)} (agree the dates, and name your stakeholders from IT and from the teams who use the devices)`
      : 'Hold the discovery workshops (agree the dates, and name your stakeholders from IT and from the teams who use the devices)',
    plan
      ? `Agree a date for the solution workshop in the week of ${date(plan.solutionWeek)}, where we shape ${shape} with you`
      : `Agree a date for the solution workshop, where we shape ${shape} with you`,
    // With a deadline, the step says the timing supports it (a line under the list collided with it).
    ...(plan
      ? [
          `Review our proposal, which we send by ${date(plan.proposalBy)}${plan.deadline ? `, in time for your deadline: ${plan.deadline.what}` : ''}`,
        ]
      : []),
    `Contact ${deckContactLine(contact)} to arrange the workshops or with any questions`,
  ];
}

/**
 * Whom to contact, in a phrase: the person with their title, and their own address; a shared mailbox as the
 * team's ('Sam Patel, Account Manager, or our team at bids@… or on 0118 496 0000,'; 'our bids team' read as
 * internal).
 */
export function deckContactLine(contact: DeckContact): string {
  const name = contact.name.trim();
  const email = contact.email.trim();
  // A telephone number never splits over two lines (Albion's '0118 496 / 0000').
  const phone = contact.phone?.trim().replace(/ /g, '\u00a0');
  const shared = !!email && email.toLowerCase() === contact.teamEmail?.trim().toLowerCase();
  const person = name ? personWithTitle(name, contact.title) : '';
  if (!person) return email ? `us at ${email}${phone ? ` or on ${phone}` : ''}` : 'your account team';
  if (shared) return `${person}, or our team at ${email}${phone ? ` or on ${phone}` : ''},`;
  const own = email ? `${person} (${email})` : person;
  return phone ? `${own}, or our team on ${phone},` : own;
}

/** What the plan's timing does for the client's deadline, in a sentence. */
export function deckTiming(plan: DeckPlan | undefined): string | undefined {
  return plan?.deadline
    ? `These dates put our proposal in your hands by ${date(plan.proposalBy)}, in time for your deadline, ${plan.deadline.what}.`
    : undefined;
}
