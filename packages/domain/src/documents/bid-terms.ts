/**
 * The wording of a bid's terms (issue 29): a term's share of the price in pounds, what accepts a deliverable, the
 * review cycles, the supplier as a document names it, and which document prevails. bid-commercial.ts computes the
 * commercial block's figures; this file words what they stand on.
 */
import type { AepPhase, ReviewSettings } from '../contracts/catalogue.ts';
import {
  DEFAULT_ACCEPTANCE_ROUTE,
  type AcceptanceRoute,
  type Supplier,
} from '../contracts/commercial-settings.ts';
import { formatPounds } from '../format/numbers.ts';

/**
 * A term's share of the price said in pounds as well ('at most 3% of the price' becomes 'at most 3% of the price
 * (£7,616)'), so a cap reads as a figure the client can budget.
 */
export function withPounds(term: string, priceExVat: number): string {
  return term.replace(
    /\b(\d{1,3}(?:\.\d+)?)% of the price\b(?! \()/g,
    (whole, pct: string) => `${whole} (${formatPounds(Math.round((priceExVat * Number(pct)) / 100))})`,
  );
}

/**
 * A test report is accepted on what the supplier controls: the tests run and every failure recorded with its owner.
 * A failure the client's own people fix (an application's owner) does not hold it back; the supplier's defects do.
 */
/**
 * How a test report grades a failure, said once above the deliverables (readers found the same sixty words in every
 * test deliverable's row).
 */
export const SEVERITIES =
  'A test report records each failure with its severity (1, stops the work; 2, no workaround; 3, a workaround; 4, cosmetic) and its owner; a failure the Client\u2019s owners fix is retested when they hand it back.';

const TEST_CRITERION =
  'Accepted when every planned test has run and no severity 1 or 2 defect in the supplier\u2019s work is open';

/**
 * What a deliverable must show to be accepted, by the phase of the activity that delivers it: a design approved, a
 * test report with every planned test run and no severe defect open, a rollout's scope moved with its exceptions
 * listed. The review cycles (acceptanceCriteria) say how long each party has.
 */
export function deliverableCriterion(phase: AepPhase, name = ''): string {
  // A test report is judged as one, and a handover by the support that takes it, whatever the phase delivering it.
  if (/\btest/i.test(name)) return TEST_CRITERION;
  // A record of a set-up (Autopilot's profiles) is judged by what it sets up, whatever the phase (a reader of the
  // fifty-second round read migration wording, 'the scope it covers has moved', against it).
  if (/\bset-up record\b/i.test(name))
    return 'Accepted when the set-up it records matches the approved design and the first devices it sets up pass their tests';
  if (/\bhandover\b/i.test(name))
    return 'Accepted when the client\u2019s support confirms it can run the service from it, with any open issue listed with its owner';
  switch (phase) {
    case 'Plan':
    case 'Analyze':
      return 'Accepted when it covers the estate in scope and its findings and recommendations are agreed';
    case 'Design':
      return 'Accepted when it covers the activities, volumes and sites this document lists for it and the client\u2019s technical owners approve it';
    case 'Build':
      return 'Accepted when the configuration it records matches the approved design';
    case 'Test Prep':
      return 'Accepted when its test cases cover the scenarios of the approved design';
    case 'Test Exec':
    case 'Test Fix':
      return TEST_CRITERION;
    case 'Deploy':
      return 'Accepted when the scope it covers has moved, with any exception listed with its reason and owner';
  }
}

/**
 * What "accepted" means for a deliverable, from its review settings: the review cycles and the days each party has.
 */
export function acceptanceCriteria(s: ReviewSettings): string {
  const cycles = `${s.cycles} review cycle${s.cycles === 1 ? '' : 's'}`;
  return `${cycles}: ${s.review} working days to review, ${s.update} to update, ${s.approve} to approve`;
}

/** The supplier as a document names it: 'Provider Technology Services Limited (company 04417592)'. */
export function supplierLine(s: Supplier): string {
  return s.companyNumber ? `${s.legalName} (company number ${s.companyNumber})` : s.legalName;
}

export type PrecedenceKind = 'proposal' | 'plan' | 'contract';

/** The contract's schedules where part of the team works offshore: what the Supplier sent with the proposal. */
export const CONTRACT_SCHEDULES = [
  'Schedule 1, the remote access model',
  'Schedule 2, the transfer risk assessment',
] as const;

/**
 * Which document prevails where they conflict, as the document of `kind` words it (a clause under 'Further terms').
 * Each names only what the Client signs or already holds (issue 29: readers would not be bound by documents they
 * had not seen): the proposal, signed change requests, its own price and commercial terms, the standard terms, then
 * the rest of itself; the contract, signed change requests, itself, then the standard terms, with an
 * entire-agreement sentence that replaces the proposal it follows (`references.proposal`); the solution plan gives
 * way to whichever of the two was signed.
 */
export function orderOfPrecedence(
  kind: PrecedenceKind,
  references: Readonly<Record<PrecedenceKind, string>>,
  route: AcceptanceRoute = DEFAULT_ACCEPTANCE_ROUTE,
  remoteAccess = false,
): string {
  // A reference never breaks at its hyphen ('1001-PROP' on one line).
  const ref = (k: PrecedenceKind) => references[k].replace(/-/g, '\u2011');
  const terms = 'the Supplier\u2019s standard terms and conditions';
  const order =
    'Order of precedence. Where documents conflict, they prevail in this order: change requests signed by both parties (the latest first)';
  // A proposal's price and commercial terms (agreed for this work) rank above the standard terms, and the standard
  // terms (liability, termination, intellectual property) above the description of the work, so nothing in it
  // overrides them (readers of issue 29 expected the terms made for the work to prevail); a signed contract ranks
  // above the standard terms.
  // With part of the team offshore, the remote access model and the transfer risk assessment are the contract's
  // numbered schedules, ranked under it (a regulated client's lawyer, fifty-third reading, found a document that
  // 'forms part of this contract' without a place in the order).
  if (kind === 'contract')
    return remoteAccess
      ? `${order}, this contract, its schedules (${CONTRACT_SCHEDULES.join('; ')}), then ${terms}. This contract and its schedules are the whole agreement for this work: they replace the proposal ${ref('proposal')} and anything said or written about the work before it was signed. The schedules follow the signatures.`
      : `${order}, this contract, then ${terms}. This contract is the whole agreement for this work: it replaces the proposal ${ref('proposal')} and anything said or written about the work before it was signed.`;
  if (kind === 'proposal')
    // One way to accept (ADR 0066): this proposal signed, or the contract sent with it, which then replaces it
    // (readers of both found two ways to accept).
    return route === 'contract'
      ? `${order}, the contract ${ref('contract')} once signed, then ${terms}. This proposal is accepted by signing that contract, which replaces it.`
      : `${order}, this proposal\u2019s price and commercial terms, ${terms}, then the rest of this proposal.`;
  // As the document the client signed orders them.
  return route === 'contract'
    ? `${order}; then the contract ${ref('contract')} and ${terms}; then this solution plan, which describes how the work is delivered.`
    : `${order}; then the proposal ${ref('proposal')}\u2019s price and commercial terms, ${terms} and the rest of that proposal; then this solution plan, which describes how the work is delivered.`;
}
