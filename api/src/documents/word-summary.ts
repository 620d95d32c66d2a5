/**
 * The summaries of the Word documents and the ROM deck (issue 29): what the client asked for, what we propose, how
 * long delivery takes, the price in a sentence and the defined terms; the proposal's and the plan's executive
 * summary and the contract's summary put them together. Laid out from the document model's bid only.
 */
import {
  andList,
  formatDateLong,
  formatNumber1,
  formatPounds,
  formatPoundsExact,
  inSentence,
  PHASE_NOUNS,
  type DocumentModel,
} from '@portal/domain';
import { para } from '../templates/word-blocks.ts';
import { expensesCapPercent, expensesTerm } from './word-terms.ts';
import { part, type Part } from './word-sections.ts';

/** One to nine in words in prose (UK house style), 10 and over in figures. */
const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${Number.isInteger(n) && n >= 0 && n < 10 ? SMALL[n] : n} ${n === 1 ? one : many}`;

/** 'A, B and C' (the domain's andList). */
export const listed = andList;

/** The price sentence of the summary: basis, excluding VAT, the VAT, the range where it is an estimate, validity. */
export function priceSentence(m: DocumentModel): string {
  const c = m.bid.commercial;
  if (!c) return '';
  const what =
    c.basis === 'fixed' ? 'The fixed price' : 'The estimated price, charged on time and materials,';
  const range = c.range
    ? `, within a range of ${formatPounds(c.range.low)} to ${formatPounds(c.range.high)} excluding VAT`
    : '';
  const expenses = expensesTerm(c.furtherTerms) ? ' and expenses' : '';
  // The most the client may pay for expenses, in the summary too (procurement reads the summary for the total).
  const cap = expensesCapPercent(c.furtherTerms);
  const recharged =
    cap === undefined
      ? ' Expenses are recharged as the price section sets out.'
      : ` Expenses are recharged without mark-up (plus VAT), within a budget of at most ${formatPounds(Math.round((c.priceExVat * cap) / 100))} (${formatNumber1(cap)}% of the price) unless the Client agrees more in writing, as the price section sets out.`;
  return `${what} is ${formatPounds(c.priceExVat)} excluding VAT${expenses} (${formatPoundsExact(c.total)} including VAT at ${formatNumber1(c.vatPercent)}%${expenses ? ', before expenses' : ''})${range}.${expenses ? recharged : ''} The price is valid until ${formatDateLong(c.validUntil)}.`;
}

/**
 * What we propose in a sentence (the proposal's summary and the ROM deck's): the top-level capabilities, the phases,
 * the rollouts in weekly waves, and (in the proposal) the volumes they are sized on.
 */
export function proposeSentence(
  m: DocumentModel,
  withVolumes = true,
  subject = 'We propose to deliver',
  /** The phases counted ('in six phases, from analysis to deployment'): not where the phases are not shown. */
  withPhases = true,
): string {
  const { bid } = m;
  const top = bid.scope.rows.filter((r) => r.depth === 0).map((r) => r.name);
  if (!top.length) return '';
  const volumes = withVolumes ? bid.volumes.map((v) => v.text) : [];
  const rollouts = new Set(bid.waves.map((w) => w.activity)).size;
  const phases = withPhases
    ? // 'together' where there are several: a reader took 'A, B and C in six phases' for C's phases alone.
      `${top.length > 1 ? ', together' : ''} in ${plural(bid.phases.length, 'phase')} from ${PHASE_NOUNS[bid.phases[0]?.phase ?? 'Plan']} to ${PHASE_NOUNS[bid.phases.at(-1)?.phase ?? 'Deploy']}`
    : '';
  return `${subject} ${listed(top)}${phases}${rollouts ? `, ${rollouts === 1 ? 'the rollout moving' : 'the rollouts moving'} in weekly waves` : ''}${volumes.length ? `, sized on ${listed(volumes)}` : ''}.`;
}

/** Half a page of prose: the need, what is proposed, the plan, the outcome and the price. */
/**
 * The defined terms, said once where the document starts (the text says "the Client" and "the Supplier" throughout:
 * withDefinedTerms capitalises the catalogue's "the client" too).
 */
export function definedTermsSentence(m: DocumentModel, document: string, we: boolean): string {
  const client = m.client || 'the client named above';
  return `In this ${document}, ${we ? '\u201cwe\u201d and ' : ''}\u201cthe Supplier\u201d ${we ? 'are' : 'is'} ${m.bid.supplier.legalName} and \u201cthe Client\u201d is ${client}.`;
}

/**
 * What the client asked for, as the seller recorded it: after a colon in lower case ('to meet this need: move 7,400
 * devices'), or as a sentence of its own when it starts with the client's name ('Caledonia Energy wants ...').
 */
/** Verbs a request starts with when it is an instruction ('Move 7,400 devices ...'). */
const IMPERATIVES = new Set(
  'move migrate upgrade replace deploy enrol enroll roll implement set build deliver secure manage modernise modernize consolidate assess design provide support introduce bring put get make reduce improve protect standardise standardize transition refresh'.split(
    ' ',
  ),
);

export function requestSentence(client: string, requirement: string, document: string): string {
  const need = /[.!?]$/.test(requirement) ? requirement : `${requirement}.`;
  const who = client || 'The Client';
  const asked =
    document === 'proposal' ? `${who} asked us for a proposal` : `${who} asked us to plan the work`;
  const first = /^[A-Za-z]+/.exec(need)?.[0] ?? '';
  const named = first.length > 1 && client.toLowerCase().split(/\s+/).includes(first.toLowerCase());
  if (named) return `${asked}. ${need}`;
  // An instruction reads on from the request ('asked us for a proposal to move 7,400 devices'): 'to meet this need:'
  // read as a template to readers of the forty-ninth round.
  if (IMPERATIVES.has(first.toLowerCase()))
    return document === 'proposal'
      ? `${who} asked us for a proposal to ${inSentence(need)}`
      : `${who} asked us to plan the work to ${inSentence(need)}`;
  return `${asked} to meet this need: ${inSentence(need)}`;
}

/** How long delivery takes (its dates), after how much mobilisation, and what its last milestone completes. */
export function deliverySentence(m: DocumentModel): string {
  const { bid } = m;
  if (!bid.durationText) return '';
  const last = bid.milestones.at(-1);
  const lastPhase = bid.phases.at(-1);
  // What the last milestone completes: the hypercare when the deployment ends with it.
  const lastWork = lastPhase?.milestone.includes('hypercare')
    ? 'hypercare'
    : PHASE_NOUNS[lastPhase?.phase ?? 'Deploy'];
  return `Delivery takes ${bid.durationText}, after ${plural(m.totals.mobilisationWeeks, 'week')} of mobilisation${last ? `, and ends when ${lastWork} is complete` : ''}.`;
}

/**
 * The outcome: what is in service when the last milestone is reached, for whom, and who supports it (readers took
 * capability names for systems: 'Windows 11 Migration is in service').
 */
export function outcomeSentence(m: DocumentModel): string {
  const { bid } = m;
  if (!bid.milestones.length || !bid.scope.rows.length) return '';
  const support = m.client ? `${m.client}\u2019s` : 'your';
  // Not 'for 7,400 devices': devices held back for their applications, or replaced by the client, are not (readers
  // of the thirty-second round took it for a commitment the assumptions contradict).
  return `When the last milestone is reached, the work in scope is in service and handed over to ${support} support.`;
}

/** The contract's summary, before its detail: what the Supplier delivers, when, for what price, and until when. */
export function contractSummary(m: DocumentModel): Part[] {
  const validUntil = m.bid.commercial?.validUntil;
  const paragraphs = [
    proposeSentence(m, true, 'The Supplier delivers'),
    deliverySentence(m),
    outcomeSentence(m),
    priceSentence(m),
    validUntil
      ? `The Client accepts this contract by signing it under Acceptance, at its end, by ${formatDateLong(validUntil)}.`
      : '',
  ].filter(Boolean);
  return paragraphs.length
    ? part(
        'Summary',
        paragraphs.map((p) => para(p)),
      )
    : [];
}

/** What a deliverable is, by its name, for the summary's count of them. */
const DELIVERABLE_KINDS: readonly (readonly [RegExp, string])[] = [
  [/design|wave plan/i, 'designs'],
  [/record|build book/i, 'configuration records'],
  [/test|results/i, 'test reports'],
  [/handover/i, 'the handover to support'],
];

/**
 * The deliverables as the executive summary says them: each by name when there are five or fewer, else how many and
 * what kinds (a reader of the Caledonia proposal found fourteen names in a summary that should fit half a page).
 */
export function deliverablesInBrief(names: readonly string[]): string {
  if (names.length <= 5) return listed(names.map((d) => `the ${inSentence(d)}`));
  const kinds = DELIVERABLE_KINDS.filter(([test]) => names.some((n) => test.test(n))).map(([, kind]) => kind);
  const others = names.some((n) => !DELIVERABLE_KINDS.some(([test]) => test.test(n)));
  return `${names.length} documents: ${listed([...kinds, ...(others ? ['reports'] : [])])}`;
}

export function executiveSummary(m: DocumentModel, document: string): Part[] {
  const requirement = m.requirement
    .map((l) => l.map((r) => r.text).join(''))
    .join(' ')
    .trim();
  const deliverables = m.deliverables.map((d) => d.name);
  const paragraphs = [
    // What the client asked for (the seller's record of the request, not a quotation of the client), then what we do
    // about it.
    requirement ? requestSentence(m.client, requirement, document) : '',
    proposeSentence(m),
    deliverySentence(m),
    deliverables.length
      ? `Along the way we deliver ${deliverablesInBrief(deliverables)}, each reviewed and accepted as set out under Deliverables and acceptance.`
      : '',
    outcomeSentence(m),
    priceSentence(m),
    definedTermsSentence(m, document, true),
  ].filter(Boolean);
  return part(
    'Executive summary',
    paragraphs.map((p) => para(p)),
  );
}
