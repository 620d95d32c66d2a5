/**
 * The bid model (issue 29): every figure a document, the workbook and the screen state about a solution's bid,
 * computed once from the solution, its schedule and its estimate, so each document only lays it out. Scope rows
 * (every hour in one row), the sizing volumes, the team in client terms, the phases and milestones, the commercial
 * block, who signs, the next steps, and for the provider alone the cost, margin, variance and risk.
 * docs/documents.md "One set of figures" has the rules.
 */
import { andList } from '../format/lists.ts';
import type { AepPhase, Capability } from '../contracts/catalogue.ts';
import type { StaticRole } from '../contracts/reference.ts';
import {
  DEFAULT_COMMERCIAL_SETTINGS,
  DEFAULT_PRICE_BASIS,
  type CommercialSettings,
  DEFAULT_ACCEPTANCE_ROUTE,
  type AcceptanceRoute,
  type PriceBasis,
  type Supplier,
} from '../contracts/commercial-settings.ts';
import { calendarWeeks, formatCalendarSpan, formatDateLong, formatWeeksSpoken } from '../format/dates.ts';
import type { Schedule } from '../schedule/schedule.ts';
import {
  assumedDates,
  bidCommercial,
  type BidCommercial,
  type CommercialEstimate,
} from './bid-commercial.ts';
import { fixedPriceRates } from './bid-rates.ts';
import { bidMilestones, bidPhases, phaseCompletions, type BidMilestone, type BidPhase } from './bid-plan.ts';
import { bidScope, sizingVolumes, withTypedSites, type BidScope, type SizingVolume } from './bid-scope.ts';
import type { Volumes } from '../contracts/places.ts';
import { bidTeam, withManagement, withPeople, type BidTeam } from './bid-team.ts';
import { bidWaves, type BidWave } from './bid-waves.ts';

export interface BidSignatory {
  organisation: string;
  name: string;
  title: string;
}

export interface BidModel {
  supplier: Supplier;
  /** Who the client calls: the solution's owner. */
  contact: { name: string; email: string };
  scope: BidScope;
  volumes: SizingVolume[];
  team: BidTeam;
  phases: BidPhase[];
  milestones: BidMilestone[];
  /** The deployment waves: each Deploy activity's own volume, week by week at the plan's pace. */
  waves: BidWave[];
  /** Calendar weeks from the first to the last day of delivery, rounded up (the one week of every document). */
  weeks: number;
  /** '12 weeks, 15 March 2027 to 4 June 2027' ('' while nothing is scheduled). */
  durationText: string;
  /** How long delivery takes, as a person says it: '23 weeks and 4 days' ('' when nothing is scheduled). */
  durationWeeks: string;
  /** With an estimate. */
  commercial?: BidCommercial;
  signatories: { client: BidSignatory; supplier: BidSignatory };
  /** The client's next steps, in order: after an offer (proposal, contract), after a ROM, after a solution plan. */
  nextSteps: { offer: string[]; rom: string[]; plan: string[]; contract: string[] };
  /** How the client accepts: the proposal signed, or the contract sent with it (the proposal then has no signatures). */
  acceptanceRoute: AcceptanceRoute;
}

export interface BidInput {
  items: readonly Capability[];
  schedule: Schedule;
  /**
   * Every bank holiday of the admin's region, not only the plan's (the schedule keeps those within its span): a
   * payment due after the last day of work skips them too. The schedule's when absent.
   */
  holidays?: readonly string[] | undefined;
  /** Whose bank holidays they are ('Scotland'): the client's nation, whose law governs the contract. */
  nation?: string | undefined;
  roles: readonly StaticRole[];
  client: string;
  /** The volumes typed on Information (issue 32): the sites among them are stated where no metric counts them. */
  volumes?: Volumes | undefined;
  /** The solution's client contacts as typed (one per line, 'Name, Title'): the first signs for the client. */
  clientContacts?: string | undefined;
  owner: { name: string; email: string };
  priceBasis?: PriceBasis | undefined;
  /** How the client accepts (ADR 0066): the proposal's signature page, or the contract sent with it. */
  acceptanceRoute?: AcceptanceRoute | undefined;
  settings?: CommercialSettings | undefined;
  estimate?: CommercialEstimate | undefined;
  /** The document's date ('YYYY-MM-DD'). */
  issued: string;
  /** Working days the review of the deliverables delivered on the last day takes (the last payment waits for it). */
  acceptanceDays?: number | undefined;
  /** Working days the longest review of each phase's deliverables takes (phaseReviewDays). */
  phaseReviewDays?: Partial<Record<AepPhase, { days: number; names: readonly string[] }>> | undefined;
}

/** 'Ann Buyer, IT Director' on the first line of the client contacts. */
function clientSignatory(client: string, contacts: string | undefined): BidSignatory {
  const first = (contacts ?? '').split(/\r?\n/).find((l) => l.trim()) ?? '';
  const [name = '', ...title] = first.split(',');
  return { organisation: client, name: name.trim(), title: title.join(',').trim() };
}

/**
 * The address a client document gives for its owner: the owner's own when it is in the supplier's domain (the bids
 * address's), otherwise the supplier's bids address, so a document never sends the client to a demo, partner or
 * personal mailbox.
 */
export function contactEmail(ownerEmail: string, supplierEmail: string): string {
  const domain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!supplierEmail) return ownerEmail;
  return ownerEmail && domain(ownerEmail) === domain(supplierEmail) ? ownerEmail : supplierEmail;
}

export function buildBid(input: BidInput): BidModel {
  const settings = input.settings ?? DEFAULT_COMMERCIAL_SETTINGS;
  const { schedule } = input;
  const scope = bidScope(input.items, schedule);
  const activityTeam = bidTeam(input.items, input.roles);
  const milestones = bidMilestones(schedule);
  const scheduled = schedule.hours > 0;
  const weeks = scheduled ? calendarWeeks(schedule.workStart, schedule.endDate) : 0;
  const durationText = scheduled ? formatCalendarSpan(schedule.workStart, schedule.endDate) : '';
  const durationWeeks = scheduled ? formatWeeksSpoken(schedule.workStart, schedule.endDate) : '';
  // Nothing priced (no scope yet) has no commercial block: never a price of £0.
  const commercial =
    input.estimate && input.estimate.price.amount > 0
      ? bidCommercial({
          estimate: input.estimate,
          settings,
          basis: input.priceBasis ?? DEFAULT_PRICE_BASIS,
          completions: phaseCompletions(schedule),
          contractStart: scheduled ? schedule.contractStart : '',
          workStart: scheduled ? schedule.workStart : '',
          endDate: scheduled ? schedule.endDate : '',
          holidays: input.holidays ?? schedule.holidays,
          nation: input.nation,
          team: activityTeam.rows,
          issued: input.issued,
          ...(input.acceptanceDays ? { acceptanceDays: input.acceptanceDays } : {}),
          ...(input.phaseReviewDays ? { phaseReviewDays: input.phaseReviewDays } : {}),
        })
      : undefined;
  // The team a reader sees: the activities' days and the project management across the programme, one row a role.
  const team = withPeople(
    commercial ? withManagement(activityTeam, commercial.managementHours, input.roles) : activityTeam,
    schedule,
    input.roles,
  );
  if (commercial) Object.assign(commercial, fixedPriceRates(commercial, team.rows));
  const ownerEmail = contactEmail(input.owner.email, settings.supplier.email);
  const phone = settings.supplier.phone ? `, or our bids team on ${settings.supplier.phone}` : '';
  // A person with the bids team's shared mailbox read as an internal address (forty-eighth round): said as the team's.
  const viaTeam = !!ownerEmail && ownerEmail === settings.supplier.email;
  const contact = viaTeam
    ? `${input.owner.name} through our bids team (${ownerEmail}${settings.supplier.phone ? `, ${settings.supplier.phone}` : ''})`
    : `${ownerEmail ? `${input.owner.name} (${ownerEmail})` : input.owner.name}${phone}`;
  const questions = `Send any questions about this document to ${contact}.`;
  const dates = scheduled
    ? assumedDates(schedule.contractStart, schedule.workStart, schedule.holidays)
    : undefined;
  const starts = dates
    ? `On acceptance we confirm the team and begin mobilisation: accepted by ${formatDateLong(dates.acceptBy)}, delivery starts on ${formatDateLong(schedule.workStart)}; a later acceptance moves every date by the same number of working days.`
    : 'On acceptance we confirm the team and agree the start date.';
  const volumes = withTypedSites(sizingVolumes(input.items), input.volumes);
  const signatory = clientSignatory(input.client, input.clientContacts);
  // Readers asked who may sign for the client: the signature block names the client's contact, not their authority.
  const signer = signatory.name
    ? ` (prepared for ${[signatory.name, signatory.title].filter(Boolean).join(', ')}; tell us if someone else is to sign)`
    : '';
  const route = input.acceptanceRoute ?? DEFAULT_ACCEPTANCE_ROUTE;
  const toAccept = commercial
    ? `To accept, have someone authorised to commit ${input.client} sign ${route === 'contract' ? 'the Contract for Services we send with the proposal' : 'the acceptance at the end of the proposal'}${signer} by ${formatDateLong(commercial.validUntil)}.`
    : undefined;
  const nextSteps = {
    offer: [
      questions,
      // Readers took volumes the request never stated for facts: the client confirms them before it accepts.
      ...(commercial && volumes.length
        ? [
            `Confirm the volumes the price is sized on (${andList(volumes.map((v) => v.text))}), or tell us where they differ before accepting.`,
          ]
        : []),
      commercial
        ? `To accept, have someone authorised to commit ${input.client} sign ${route === 'contract' ? 'the Contract for Services we send with this proposal' : 'the acceptance at the end of this document'}${signer} by ${formatDateLong(commercial.validUntil)}; a purchase order quoting its reference is for invoicing, and its own terms do not apply.`
        : 'Confirm the scope and the volumes it was sized on, so that we can price the work.',
      // What goes with the proposal, listed (a reader of the Caledonia proposal looked for the enclosures).
      ...(commercial
        ? [
            `Sent with this proposal: ${andList([
              ...(route === 'contract' ? ['the Contract for Services to sign'] : []),
              'the Supplier\u2019s standard terms and conditions',
              ...(team.offshoreDays > 0
                ? ['the remote access model for the delivery centre and its transfer risk assessment']
                : []),
            ])}.`,
          ]
        : []),
      starts,
    ],
    // What follows signature (a procurement reader of the contract looked for it, fifty-second round): the dates
    // assume signature by the validity date, as the contract says.
    contract: [
      dates
        ? `On signature the Supplier names the project manager and the lead engineers and begins mobilisation on ${formatDateLong(dates.mobilisation)}, with a kick-off meeting in its first week; delivery starts on ${formatDateLong(schedule.workStart)}.`
        : 'On signature the Supplier names the project manager and the lead engineers, begins mobilisation and agrees the start date at its kick-off meeting.',
      // In the contract's own voice (a reader found 'we' and 'our bids team' where every clause says 'the Supplier').
      `Questions about this contract go to ${contact.replace(/\bour bids team\b/g, 'the Supplier\u2019s bids team')}.`,
    ],
    rom: [
      'Confirm the scope and the volumes this estimate is sized on, or tell us what differs.',
      'We then send a proposal with the price, the plan and the terms for you to accept.',
      questions,
    ],
    plan: [
      // Readers found a plan 'accepted with the contract' that the contract's whole agreement replaced: the plan
      // describes the delivery of what was accepted, and gives way to it.
      `This solution plan describes how the work ${route === 'contract' ? 'signed in the contract' : 'accepted in the proposal'} is delivered; where they differ, the ${route} prevails, and a change to the plan that changes it follows change control.`,
      questions,
      ...(toAccept ? [toAccept] : []),
      starts,
    ],
  };
  return {
    supplier: settings.supplier,
    contact: { name: input.owner.name, email: ownerEmail },
    scope,
    volumes,
    team,
    phases: bidPhases(schedule),
    milestones,
    waves: bidWaves(input.items, schedule),
    weeks,
    durationText,
    durationWeeks,
    ...(commercial ? { commercial } : {}),
    signatories: {
      client: signatory,
      supplier: {
        organisation: settings.supplier.legalName,
        name: settings.supplier.signatoryName,
        title: settings.supplier.signatoryTitle,
      },
    },
    nextSteps,
    acceptanceRoute: route,
  };
}
