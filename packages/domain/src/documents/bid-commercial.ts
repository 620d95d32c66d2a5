/**
 * The commercial block of a customer document (issue 29; docs/documents.md "The commercial block"): one price with
 * its basis, excluding VAT, the VAT and the total; a low / expected / high range where the figure is an estimate
 * (time and materials, or a ROM before the work is detailed); how long it stands; when it is paid (a fixed price's
 * payment milestones on the plan's milestones, or monthly in arrears); day rates for time and materials; change
 * control and the governing terms; who the supplier is and who to call. All money in whole pounds: the price
 * excluding VAT is the estimate's price rounded once, and every table of parts adds up to it.
 */
import type { AepPhase } from '../contracts/catalogue.ts';
import {
  furtherTermsOf,
  governingTermsFor,
  PRICE_BASIS_LABELS,
  type CommercialSettings,
  type MilestoneTrigger,
  type PriceBasis,
} from '../contracts/commercial-settings.ts';
import { formatDateLong } from '../format/dates.ts';
import { PHASE_MILESTONE_NAMES, type PhaseCompletion } from './bid-plan.ts';
import type { BidTeamRow } from './bid-team.ts';
import { byRateCard, type BidRate } from './bid-rates.ts';
import { withPounds } from './bid-terms.ts';

/** What the commercial block reads of `solutionEstimate(...)` (its result is assignable to this). */
export interface CommercialEstimate {
  basis: 'rom' | 'detailed';
  hours: { low: number; expected: number; high: number };
  governance: { hours: number; price: number };
  price: { amount: number };
  byLevel?: readonly { levelId: number; location: string; pricePerHour: number }[];
}

export interface BidPayment {
  name: string;
  /** 'On signature of the contract', '12 April 2027' */
  due: string;
  percent: number;
  amount: number;
}

export interface BidCommercial {
  basis: PriceBasis;
  /** 'Fixed price' or 'Time and materials' */
  basisLabel: string;
  /** The parts of the price excluding VAT; they add up to `priceExVat`. */
  lines: { label: string; amount: number }[];
  /** The hours of project management across the programme, beyond the activities (the 'Project management' line). */
  managementHours: number;
  priceExVat: number;
  vatPercent: number;
  vat: number;
  total: number;
  /** Excluding VAT, where the figure is an estimate; null for a fixed price on a detailed estimate. */
  range: { low: number; expected: number; high: number } | null;
  /** The estimate's range in pounds whatever the basis (the ROM deck is always indicative). */
  estimateRange: { low: number; expected: number; high: number };
  /** 'YYYY-MM-DD': the settings' validity days from the document's date, on a weekday. */
  validUntil: string;
  /** What the plan's dates assume, in a sentence. */
  datesAssume: string;
  /** A fixed price's payment milestones (they add up to `priceExVat`); none for time and materials. */
  payments: BidPayment[];
  /** How invoices are raised and paid, in a sentence. */
  paymentTerms: string;
  /** Time and materials: the day rates of the team's roles. */
  rates: BidRate[];
  /**
   * The day rates a change is priced at (the team's roles), whatever the basis: for a fixed price, the rates the price
   * is built on (`fixedPriceRates`), so the team's days at them come to the price to the rates' rounding.
   */
  changeRates: BidRate[];
  /** The rate card's day rates of the team's roles (a fixed price's `changeRates` are built from them). */
  rateCardRates: BidRate[];
  /** The team's days at `changeRates`, whole pounds (what readers work out from the team and the rates). */
  daysAtRates: number;
  /** The team's days at the rate card's day rates, whole pounds (the internal documents' bridge to the price). */
  daysAtRateCard: number;
  changeControl: string;
  governingTerms: string;
  /** The further terms' paragraphs (furtherTermsOf): 'Title. Text.' each. */
  furtherTerms: string[];
}

export interface CommercialInput {
  estimate: CommercialEstimate;
  /** The nation whose bank holidays the plan follows ('Scotland'): its law governs (governingTermsFor). */
  nation?: string | undefined;
  settings: CommercialSettings;
  basis: PriceBasis;
  /** When each phase is complete across the programme (the payments' due dates). */
  completions: readonly PhaseCompletion[];
  /** The first day of the expected start month, the first and last day of delivery ('YYYY-MM-DD'); '' unscheduled. */
  contractStart: string;
  workStart: string;
  endDate: string;
  team: readonly BidTeamRow[];
  /** The bank holidays the schedule skips ('YYYY-MM-DD'): mobilisation and acceptance fall on working days. */
  holidays?: readonly string[];
  /** The document's date ('YYYY-MM-DD'). */
  issued: string;
  /** Working days the last deliverables' review takes (the completed work is accepted with them): 5 at least. */
  acceptanceDays?: number;
  /** Working days the longest review of each phase's deliverables takes (its payment waits for their acceptance). */
  phaseReviewDays?: Partial<Record<AepPhase, { days: number; names: readonly string[] }>>;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The working days the client has to raise a defect against a milestone before it is reached (the acceptance). */
export const ACCEPTANCE_WORKING_DAYS = 5;

/** The date `days` working days (no weekend, none of `holidays`) after `iso`. */
export function workingDaysAfter(iso: string, days: number, holidays: readonly string[]): string {
  const off = new Set(holidays);
  let date = iso;
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6 && !off.has(date)) left -= 1;
  }
  return date;
}

/**
 * A document's date: the day it is generated, or the next working day when that is a weekend or a bank holiday (a
 * bid generated on a Sunday goes out dated the Monday it is sent; the house's reading, the spec is silent).
 */
export function issueDate(generated: string, holidays: readonly string[]): string {
  const day = new Date(`${generated}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6 || holidays.includes(generated)
    ? workingDaysAfter(generated, 1, holidays)
    : generated;
}

/** When a payment falls due, in words; undefined when the plan has no such phase (it folds into the next). */
function dueOf(
  trigger: MilestoneTrigger,
  input: Pick<
    CommercialInput,
    'completions' | 'workStart' | 'endDate' | 'holidays' | 'acceptanceDays' | 'phaseReviewDays'
  >,
  rest: readonly string[] = [],
) {
  if (trigger === 'signature') return 'On signature of the contract';
  if (trigger === 'start')
    return input.workStart ? `When delivery starts, planned ${formatDateLong(input.workStart)}` : undefined;
  if (trigger === 'completion') {
    if (!input.endDate) return 'On acceptance';
    // Said with its reason, as the phases' payments are: the last deliverables' review, or the five days a milestone
    // has for defects.
    const reviewing = (input.acceptanceDays ?? 0) > ACCEPTANCE_WORKING_DAYS;
    const days = reviewing ? input.acceptanceDays! : ACCEPTANCE_WORKING_DAYS;
    // The deliverables no earlier payment names (the deployment's, those of a phase without a payment) are accepted
    // with the completed work, and named, so every deliverable belongs to a payment (readers of issue 29 found the
    // Autopilot set-up record in none).
    const work = rest.length
      ? `the completed work and of the deliverables not named above (${rest.join(', ')})${reviewing ? ',' : ''}`
      : 'the completed work';
    const why = reviewing
      ? `after the review of ${rest.length ? 'those' : 'the deliverables'} still in review when delivery ends (${days} working days after it ends)`
      : '(five working days without a severity 1 or 2 defect)';
    return `On acceptance of ${work} ${why}, planned ${formatDateLong(workingDaysAfter(input.endDate, days, input.holidays ?? []))}`;
  }
  // A milestone is reached when the client has had its five working days to raise a defect (the acceptance of the
  // work): its payment falls due then, not on the day the phase ends.
  // Where the phase delivers documents with review cycles, its payment waits for the longest of them too.
  const done = input.completions.find((x) => x.phase === trigger);
  if (!done) return undefined;
  // The deployment's payment never waits for its deliverables' review: what it hands over (a handover, the test
  // results) is accepted with the work at completion, so this payment cannot fall after the last one.
  const review = trigger === 'Deploy' ? undefined : input.phaseReviewDays?.[trigger];
  const days = Math.max(ACCEPTANCE_WORKING_DAYS, review?.days ?? 0);
  // The deliverables are named, so the reader knows which documents the payment waits for.
  const accepted =
    review && review.days > ACCEPTANCE_WORKING_DAYS
      ? `its deliverables (${review.names.join(', ')}) accepted after their review (${review.days} working days)`
      : 'accepted (five working days without a severity 1 or 2 defect)';
  return `${done.name} and ${accepted}, planned ${formatDateLong(workingDaysAfter(done.date, days, input.holidays ?? []))}`;
}

/** The testing's completion taking in its fixes where they end later: 'Testing and its fixes complete'. */
export function withFixes(completions: readonly PhaseCompletion[]): PhaseCompletion[] {
  const fixes = completions.find((c) => c.phase === 'Test Fix');
  return completions.map((c) =>
    c.phase === 'Test Exec' && fixes && fixes.date > c.date
      ? { ...c, name: c.name.replace(/ complete$/, ' and its fixes complete'), date: fixes.date }
      : c,
  );
}

/** The payment milestones in effect: a milestone whose phase is not in the plan adds its share to the next one. */
export function bidPayments(
  settings: CommercialSettings,
  plan: Pick<
    CommercialInput,
    'completions' | 'workStart' | 'endDate' | 'holidays' | 'acceptanceDays' | 'phaseReviewDays'
  >,
  priceExVat: number,
): BidPayment[] {
  const due: Omit<BidPayment, 'amount'>[] = [];
  let carried = 0;
  // Without a payment of its own, the fixes of what testing found are part of the testing's milestone (readers of
  // issue 29: the testing payment fell due before its fixes were done).
  const completions = settings.milestones.some((m) => m.trigger === 'Test Fix')
    ? plan.completions
    : withFixes(plan.completions);
  plan = { ...plan, completions };
  // The deliverables a phase's payment names (dueOf): those of a phase with a payment of its own whose review is
  // longer than the five days for defects; the rest are named with the completed work.
  const named = new Set(
    settings.milestones.flatMap((m) => {
      const review = m.trigger === 'Deploy' ? undefined : plan.phaseReviewDays?.[m.trigger as AepPhase];
      return review && review.days > ACCEPTANCE_WORKING_DAYS && completions.some((c) => c.phase === m.trigger)
        ? review.names
        : [];
    }),
  );
  const rest = [...new Set(Object.values(plan.phaseReviewDays ?? {}).flatMap((r) => r?.names ?? []))].filter(
    (n) => !named.has(n),
  );
  settings.milestones.forEach((m, i) => {
    const when = dueOf(m.trigger, plan, rest);
    const last = i === settings.milestones.length - 1;
    if (!when && !last) {
      carried += m.percent;
      return;
    }
    // A payment keeping its phase's own milestone name takes the name the plan gives that milestone ('Testing
    // before deployment complete' where testing goes on beside the rollouts); a name the admins chose stays.
    const done = plan.completions.find((x) => x.phase === m.trigger);
    const planned = done && m.name === PHASE_MILESTONE_NAMES[m.trigger as AepPhase] ? done.name : undefined;
    due.push({ name: planned ?? m.name, due: when ?? 'On acceptance', percent: m.percent + carried });
    carried = 0;
  });
  // Each payment its share to the pound, the last taking what rounding leaves, so equal shares are equal amounts
  // (readers queried two 10% payments of £27,183 and £27,182).
  const amounts = due.map((d) => Math.round((priceExVat * d.percent) / 100));
  if (amounts.length)
    amounts[amounts.length - 1] = priceExVat - amounts.slice(0, -1).reduce((s, a) => s + a, 0);
  return due.map((d, i) => ({ ...d, amount: amounts[i] ?? 0 }));
}

/** The weekday on or before a date (an offer never expires, nor is acceptance due, on a weekend). */
function weekdayOnOrBefore(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 6 ? addDays(iso, -1) : day === 0 ? addDays(iso, -2) : iso;
}

/** How long the offer stands: the settings' validity days from the document's date (a weekday). */
export function validUntilOf(issued: string, validityDays: number): string {
  return weekdayOnOrBefore(addDays(issued, validityDays));
}

/** Whether a day falls between Christmas Eve and New Year's Day, when neither party's signatories are about. */
function inChristmasBreak(iso: string): boolean {
  const monthDay = iso.slice(5);
  return monthDay >= '12-24' || monthDay <= '01-01';
}

/**
 * What the plan's dates assume: mobilisation from the first working day of the contract start month (not a weekend
 * nor one of `holidays`), acceptance by the working day before it, the work starting on its first day; a later
 * acceptance moves every date by the same number of working days. An acceptance that would fall due between
 * Christmas Eve and New Year's Day is asked for by the last working day before Christmas Eve instead: nobody signs a
 * contract over Christmas (the house's reading; the spec is silent).
 */
export function assumedDates(
  contractStart: string,
  workStart: string,
  holidays: readonly string[] = [],
): { acceptBy: string; mobilisation: string } | undefined {
  if (!contractStart || !workStart) return undefined;
  const off = new Set(holidays);
  const working = (iso: string) => {
    const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6 && !off.has(iso);
  };
  let mobilisation = contractStart;
  while (!working(mobilisation) && mobilisation < workStart) mobilisation = addDays(mobilisation, 1);
  let acceptBy = addDays(mobilisation, -1);
  while (!working(acceptBy) || inChristmasBreak(acceptBy)) acceptBy = addDays(acceptBy, -1);
  return { acceptBy, mobilisation };
}

/** {@link assumedDates} as the sentence the documents print ('' when the plan has no dates). */
export function datesAssumed(
  contractStart: string,
  workStart: string,
  holidays: readonly string[] = [],
): string {
  const dates = assumedDates(contractStart, workStart, holidays);
  if (!dates) return '';
  return `The plan\u2019s dates assume acceptance by ${formatDateLong(dates.acceptBy)}, mobilisation from ${formatDateLong(dates.mobilisation)} and the work starting on ${formatDateLong(workStart)}; if acceptance comes later, every date moves by the same number of working days, and once the price is no longer valid, the price and the dates stand only when the Supplier confirms them in writing.`;
}

/** The commercial block of a solution's customer documents. */
export function bidCommercial(input: CommercialInput): BidCommercial {
  const { estimate, settings, basis } = input;
  const priceExVat = Math.round(estimate.price.amount);
  // One line: the project management across the programme is part of delivering the scope (a line of its own invited
  // a day rate of its own to be read from it); the internal documents split the price (delivery, project management,
  // contingency) in their bridge.
  const lines = [{ label: 'Delivery of the scope, with its project management', amount: priceExVat }];
  // VAT to the penny, as the invoices charge it (the price is in whole pounds).
  const vat = Math.round(priceExVat * settings.vatPercent) / 100;
  // The offer stands until the plan's acceptance date when that comes sooner than its validity days: an offer whose
  // dates would have moved is not offered unchanged.
  const assumed = assumedDates(input.contractStart, input.workStart, input.holidays ?? []);
  const standard = validUntilOf(input.issued, settings.validityDays);
  const validUntil =
    assumed && assumed.acceptBy > input.issued && assumed.acceptBy < standard ? assumed.acceptBy : standard;
  const { low, expected, high } = estimate.hours;
  const estimated = basis === 'tm' || estimate.basis === 'rom';
  const scale = (h: number) => (expected > 0 ? Math.round((priceExVat * h) / expected) : priceExVat);
  const rate = (levelId: number, offshore: boolean) =>
    estimate.byLevel?.find((l) => l.levelId === levelId && l.location === (offshore ? 'OFFSHORE' : 'ONSHORE'))
      ?.pricePerHour ?? 0;
  // The team's day rates: what time and materials charges, and what a change to a fixed price is priced at.
  const dayRates = byRateCard(
    input.team
      .map((t) => ({
        role: t.role,
        where: t.where,
        dayRate: Math.round(rate(t.levelId, t.offshore) * 8),
      }))
      .filter((r) => r.dayRate > 0),
  );
  const rates = basis === 'tm' ? dayRates : [];
  return {
    basis,
    basisLabel: PRICE_BASIS_LABELS[basis],
    lines,
    managementHours: Math.round(estimate.governance.hours * 10) / 10,
    priceExVat,
    vatPercent: settings.vatPercent,
    vat,
    total: Math.round((priceExVat + vat) * 100) / 100,
    range: estimated ? { low: scale(low), expected: priceExVat, high: scale(high) } : null,
    estimateRange: { low: scale(low), expected: priceExVat, high: scale(high) },
    validUntil,
    datesAssume: datesAssumed(input.contractStart, input.workStart, input.holidays),
    payments: basis === 'fixed' ? bidPayments(settings, input, priceExVat) : [],
    paymentTerms:
      basis === 'fixed'
        ? `Each payment milestone is invoiced when it is reached; invoices are payable within ${settings.paymentDays} days of their date.`
        : `The time worked is invoiced monthly in arrears at the day rates below; invoices are payable within ${settings.paymentDays} days of their date.`,
    rates,
    changeRates: dayRates,
    rateCardRates: dayRates,
    // The team with its project management is known once the price is (buildBid sets them: fixedPriceRates).
    daysAtRates: 0,
    daysAtRateCard: 0,
    changeControl: settings.changeControl,
    governingTerms: governingTermsFor(settings.governingTerms, input.nation),
    furtherTerms: furtherTermsOf(settings).map((t) => withPounds(t, priceExVat)),
  };
}

/**
 * A payment's share as the tables print it: the last of several takes the rounding of the others, so it reads as
 * the balance ('20% (the balance)': 20% of the price is not its amount to the penny).
 */
export function percentOfPrice(payments: readonly Pick<BidPayment, 'percent'>[], i: number): string {
  const share = `${payments[i]?.percent ?? 0}%`;
  return i === payments.length - 1 && payments.length > 1 ? `${share} (the balance)` : share;
}
