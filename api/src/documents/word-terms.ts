/**
 * The terms as the documents print them (issue 29): validity or the contract's term, the payments, change control,
 * the governing terms and the further terms (each paragraph's title before its first full stop in bold), then data
 * protection; the expenses term is said with the price rather than among the other further terms.
 */
import {
  formatDateLong,
  formatPounds,
  orderOfPrecedence,
  percentOfPrice,
  type AcceptanceRoute,
  type BidCommercial,
  type DocumentModel,
  type PrecedenceKind,
} from '@portal/domain';
import { para, richParagraphs, type BodyBlock } from '../templates/word-blocks.ts';
import { dataProtection, processingDetails } from './word-governance.ts';
import { part, sub, type Part, type Tables } from './word-sections.ts';

/**
 * What the change rates are. A fixed price's rates are the ones it is built on (`fixedPriceRates`): the client's copy
 * prints them alone (''); the internal copy says the team's days at them come to the price, the rate card's sum and
 * what the difference is for (the approver's question). Time and materials charges the rates themselves.
 */
export function ratesAgainstPrice(
  c: Pick<BidCommercial, 'basis' | 'daysAtRates' | 'daysAtRateCard' | 'priceExVat'>,
  internalVariant: boolean,
): string {
  if (c.basis !== 'fixed' || c.daysAtRates <= 0) return 'These are the day rates the price is built on.';
  // The client's copy says what the rates are and no sum: readers of the forty-sixth round asked about the pounds
  // between the sum and the price however the rounding was explained; the team's days at them come to the price but
  // for each rate's rounding to whole pounds (fixedPriceRates).
  // Nor the claim that they are the ones it is built on (forty-eighth round): a reader multiplied the team's days,
  // rounded to a tenth, by them and found the price some pounds away. The internal copy keeps the reconciliation.
  if (!internalVariant) return '';
  const sum =
    c.daysAtRates === c.priceExVat
      ? 'the team\u2019s days at them come to the fixed price'
      : `the team\u2019s days at them come to ${formatPounds(c.daysAtRates)}; the fixed price of ${formatPounds(c.priceExVat)} differs only by the rates\u2019 rounding to whole pounds`;
  const above = c.priceExVat - c.daysAtRateCard;
  const share = Math.abs(Math.round((above / (c.daysAtRateCard || 1)) * 1000) / 10);
  const bridge =
    c.daysAtRateCard <= 0 || above === 0
      ? ''
      : above > 0
        ? ` At the rate card\u2019s day rates the days come to ${formatPounds(c.daysAtRateCard)}; these rates are ${share}% above them, for the estimate\u2019s allowance and the contingency against the risks a fixed price moves to the Supplier.`
        : ` At the rate card\u2019s day rates the days come to ${formatPounds(c.daysAtRateCard)}; these rates are ${share}% below them, as the price is: a discount on the rate card for the approvers to accept.`;
  return `These are the day rates the fixed price is built on: ${sum}.${bridge}`;
}

/**
 * A payment's name and when it is due as a document says them: where the client accepts by signing the proposal, the
 * payment on signature falls due on that acceptance, not on a contract's signature (a reader of the proposal found
 * 'Contract signature' where no contract is signed); the contract itself keeps its signature.
 */
export function paymentWords(
  p: { name: string; due: string },
  kind: PrecedenceKind,
  route: AcceptanceRoute,
): [string, string] {
  if (kind === 'contract' || route !== 'proposal' || p.due !== 'On signature of the contract')
    return [p.name, p.due];
  return [
    p.name === 'Contract signature' ? 'Proposal accepted' : p.name,
    kind === 'proposal' ? 'On acceptance of this proposal' : 'On acceptance of the proposal',
  ];
}

/** The further term on expenses ('Expenses. ...'), printed with the price rather than among the further terms. */
export function expensesTerm(terms: readonly string[]): string | undefined {
  return terms.find((t) => /^expenses\b/i.test(t));
}

/** The expenses term's cap as a percentage of the price ('… at most 3% of the price': 3), if it sets one. */
export function expensesCapPercent(terms: readonly string[]): number | undefined {
  const cap = /(\d{1,3}(?:\.\d+)?)% of the price/.exec(expensesTerm(terms) ?? '')?.[1];
  return cap === undefined ? undefined : Number(cap);
}

/** 'Expenses. The price includes ...': the title before the first full stop in bold, as a clause reads. */
export function furtherTermsParagraphs(terms: readonly string[]): BodyBlock[] {
  return richParagraphs(
    terms.map((t) => {
      const cut = /^([^.]{1,60}\.)\s+(.+)$/.exec(t);
      return cut ? [{ text: cut[1]!, bold: true as const }, { text: ` ${cut[2]!}` }] : [{ text: t }];
    }),
  );
}

/** The terms of a proposal, a solution plan or a contract; `references` name the other documents (precedence). */
export function terms(
  tx: Tables,
  m: DocumentModel,
  kind: PrecedenceKind,
  references: Readonly<Record<PrecedenceKind, string>>,
): Part[] {
  const contract = kind === 'contract';
  const signed = contract || (kind === 'proposal' && m.bid.acceptanceRoute === 'proposal');
  const c = m.bid.commercial;
  if (!c) return [];
  return part(
    contract ? 'Terms' : 'Commercial terms',
    contract
      ? sub('Term', [
          para(
            'This contract takes effect on the date of the last signature below and ends when the completed work is accepted and its last payment made. Its terms on confidentiality, intellectual property, data protection, records and audit, the warranty and liability survive its end.',
          ),
          ...(c.datesAssume
            ? [
                // A contract signed after the price's validity would bind without an agreed price: the offer of it
                // lapses instead (a reader of the forty-sixth round).
                para(
                  // Not 'if signature comes later, every date moves': the offer lapses then (a reader of the
                  // forty-eighth round read the two as contradicting each other).
                  `${c.datesAssume
                    .replace('acceptance by', 'signature by')
                    .replace(
                      /;\s*if acceptance comes later.*$/,
                      '.',
                    )} The Supplier\u2019s offer of this contract lapses if the Client has not signed it by ${formatDateLong(c.validUntil)}.`,
                ),
              ]
            : []),
        ])
      : sub('Validity', [
          para(`The price and these terms are valid until ${formatDateLong(c.validUntil)}.`),
          ...(c.datesAssume ? [para(c.datesAssume)] : []),
        ]),
    sub('Payment', [
      para(c.paymentTerms, { keepNext: c.payments.length > 0 }),
      ...tx.table(
        ['Payment milestone', 'Due', 'Share', 'Amount (excluding VAT)'],
        c.payments.length
          ? [
              ...c.payments.map((p, i) => [
                ...paymentWords(p, kind, m.bid.acceptanceRoute),
                percentOfPrice(c.payments, i),
                formatPounds(p.amount),
              ]),
              ['Total', '', '100%', formatPounds(c.priceExVat)],
            ]
          : [],
        undefined,
        { total: true },
      ),
    ]),
    sub('Change control', [
      // Not kept with the rate table: held together, the heading, this paragraph, the table's intro and its rows
      // moved as one block and left most of a page empty before them (issue 29); the intro keeps the table.
      para(c.changeControl),
      ...(c.basis === 'tm'
        ? [para('A change is priced at the day rates in the price section.')]
        : c.changeRates.length
          ? [
              para(
                'A change is priced at these day rates, excluding VAT, which hold until the work ends (expenses as the price section sets out):',
                { keepNext: true },
              ),
              ...tx.table(
                ['Role', 'Onshore or offshore', 'Day rate (excluding VAT)'],
                c.changeRates.map((r) => [r.role, r.where, formatPounds(r.dayRate)]),
              ),
              // Readers multiply the team's days by these rates: they come to the price (issue 29).
              ...[ratesAgainstPrice(c, m.variant === 'internal')].filter(Boolean).map((t) => para(t)),
            ]
          : []),
    ]),
    sub('Governing terms', [para(c.governingTerms)]),
    sub(
      'Further terms',
      furtherTermsParagraphs([
        ...c.furtherTerms.filter((t) => t !== expensesTerm(c.furtherTerms)),
        orderOfPrecedence(kind, references, m.bid.acceptanceRoute, m.bid.team.offshoreDays > 0),
      ]),
    ),
    sub('Data protection', [
      para(dataProtection(m, contract), { keepNext: signed }),
      // The document the client signs sets out the processing (UK GDPR Article 28(3)).
      ...(signed ? tx.table(['Processing', 'What it is'], processingDetails(m)) : []),
    ]),
  );
}
