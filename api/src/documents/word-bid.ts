/**
 * The bid's sections of the Word documents (issue 29), laid out from the document model's bid (packages/domain
 * bid-model.ts) and nothing else (the summaries: word-summary.ts): the scope table (every hour in one row, the total under
 * it), the sizing volumes, deliverables with their acceptance, the phases and milestones, the team in client terms,
 * the price, the next steps and the signatures (the terms: word-terms.ts). word-documents.ts puts them in order per
 * document.
 */
import {
  apportion,
  approvalsOutdated,
  ACCEPTANCE_WORKING_DAYS,
  formatDateLong,
  formatHours,
  inSentence,
  formatNumber1,
  formatPounds,
  formatPoundsExact,
  roundTo,
  daysOfHours,
  scopeRowName,
  SEVERITIES,
  unbroken,
  type BidSignatory,
  type DocumentModel,
} from '@portal/domain';
import { bullets, heading, para, type BodyBlock } from '../templates/word-blocks.ts';
import { expensesTerm, furtherTermsParagraphs } from './word-terms.ts';
import { part, sub, type Part, type Tables } from './word-sections.ts';
import { listed } from './word-summary.ts';
import { offshoreCentre } from './word-governance.ts';

/** '8 h' with a no-break space, so no cell shows '8' and 'h' on two lines. */
const hours = (h: number) => `${formatNumber1(h)}\u00a0h`;
/** Days to one decimal always ('8.0'), so a column of them lines up. */
const days = (d: number) => d.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** The scope tables' row of the project management across the programme (its hours are in the team's days). */
export const MANAGEMENT_ROW = 'Project management across the programme';

/** How the scope tables read their rows (the proposal's, the plan's and the contract's; the ROM deck's has no dates). */
export const scopeNote = (dates = true) =>
  // In the reader's words (the thirty-third reading found 'the capabilities that are not part of another' generated).
  // Plain words (the forty-second reading found 'so the total counts each hour once' generated).
  `The ${dates ? 'hours and dates' : 'hours'} of a capability include those of the parts listed under it (\u201cof which\u201d); the total does not add them again.`;

/**
 * The scope table: one row per capability with its hours and those of the capabilities under it, which follow as
 * "of which" rows; its dates; and the total, which adds the top-level rows.
 */
export function scopeTable(tx: Tables, m: DocumentModel): BodyBlock[] {
  const { scope } = m.bid;
  if (!scope.rows.length) return [];
  const rows = scope.rows.map((r) => [
    scopeRowName(r),
    r.totalActivities ? String(r.totalActivities) : '',
    r.totalActivities ? hours(r.totalHours) : '',
    r.start ? unbroken(formatDateLong(r.start)) : '',
    r.end ? unbroken(formatDateLong(r.end)) : '',
  ]);
  const start =
    scope.rows
      .map((r) => r.start)
      .filter(Boolean)
      .sort()[0] ?? '';
  const end =
    scope.rows
      .map((r) => r.end)
      .filter(Boolean)
      .sort()
      .at(-1) ?? '';
  // The project management across the programme, under the capabilities: the team's days are these hours / 8
  // (readers divided the capabilities' hours by 8 and missed the project manager's days).
  const management = m.bid.team.managementHours;
  if (management > 0) rows.push([MANAGEMENT_ROW, '', hours(management), '', '']);
  rows.push([
    'Total',
    String(scope.activities),
    hours(roundTo(scope.hours + management, 0.1)),
    start ? unbroken(formatDateLong(start)) : '',
    end ? unbroken(formatDateLong(end)) : '',
  ]);
  return [
    para(scopeNote(), {
      keepNext: true,
    }),
    ...tx.table(['Capability', 'Activities', 'Hours', 'Start', 'Finish'], rows, undefined, { total: true }),
  ];
}

/** The volumes the estimate rests on, as assumptions the client confirms. */
export function volumeAssumptions(m: DocumentModel): BodyBlock[] {
  if (!m.bid.volumes.length) return [];
  return [
    para(
      `The scope and the price are sized on these volumes, which the Client confirms before ${m.bid.acceptanceRoute === 'contract' ? 'the contract is signed' : 'accepting the proposal'}; a change to them is a change to the scope:`,
      {
        keepNext: true,
      },
    ),
    ...bullets(m.bid.volumes.map((v) => v.text)),
  ];
}

export function deliverablesAndAcceptance(tx: Tables, m: DocumentModel): Part[] {
  // The defined term: each Word document defines "the Client" where it starts.
  const who = 'the Client';
  return part(
    'Deliverables and acceptance',
    m.deliverables.length
      ? [
          para(
            `A deliverable is accepted when ${who} approves it in writing after its review cycles, each with the working days below to review it, to update it and to approve it. A deliverable that ${who} has neither approved nor rejected by the end of its review period is accepted five working days after the Supplier reminds ${who} of it in writing, unless ${who} rejects it within those days; a rejection says in writing where the deliverable falls short of its acceptance criterion.${m.deliverables.some((d) => /severity 1 or 2/.test(d.acceptance ?? '')) ? ` ${SEVERITIES}` : ''} The work that follows a deliverable starts when it is delivered and runs while it is reviewed: comments within the scope, volumes and assumptions of this document are taken into that work as they come, in the price; a comment that would change them, or any change after acceptance, follows change control.`,
            { keepNext: true },
          ),
        ]
      : [],
    tx.table(
      ['Deliverable', 'What it is', 'Review and acceptance'],
      m.deliverables.map((d) => [d.name, d.description, d.acceptance ?? '']),
    ),
    // The working documents the plan names (a readiness report, a pilot report) are shared, not accepted: said so,
    // so a reader never looks for their acceptance.
    m.workProducts.length
      ? [
          para(
            `Also shared along the way, as working documents without an acceptance of their own (each informs the decision it is written for, such as a wave plan or a go-ahead): ${listed(m.workProducts.map((w) => `the ${inSentence(w.name)}`))}.`,
          ),
        ]
      : [],
    m.bid.milestones.length
      ? sub('Acceptance of the work', [
          para(
            `Each milestone of the plan is reached when the supplier confirms in writing that its activities are complete and ${who} raises no severity 1 or 2 defect against it (as the test reports grade them) within five working days; such a defect is put right and the milestone confirmed again, and a lesser one is listed and fixed without holding the milestone back. The work is complete, and the service handed to ${who}\u2019s support, ${m.endReviewDays > ACCEPTANCE_WORKING_DAYS ? 'when the last milestone is reached and the deliverables handed over at the end of delivery are accepted after their review' : 'when the last milestone is reached'} (the last payment is planned for then).`,
          ),
        ])
      : [],
  );
}

/** The team in client terms: role, onshore or offshore, days; the total is the plan's hours / 8 and the programme's project management. */
export function teamTable(tx: Tables, m: DocumentModel): BodyBlock[] {
  const { team } = m.bid;
  if (!team.rows.length) return [];
  const split =
    team.offshoreDays > 0
      ? ` (${days(team.onshoreDays)} onshore and ${days(team.offshoreDays)} offshore, from the Supplier\u2019s ${offshoreCentre(m)})`
      : '';
  // Each row is rounded once: the total of the rows can sit a tenth or two from all the hours / 8, which a reader
  // works out from the scope table, so the documents say so where it does.
  const allHours = team.activityHours + team.managementHours;
  const people = team.rows.some((r) => r.people !== undefined);
  // The rows' hours add up to the total printed under them (one rounding rule).
  const rowHours = apportion(
    team.rows.map((r) => r.hours ?? r.days * 8),
    0.1,
    allHours,
  );
  const apart = roundTo(team.days - daysOfHours(allHours), 0.1);
  // The client's copy says it no more (readers of the forty-sixth round read it as arithmetic not meant for them).
  const rounding =
    apart && m.variant === 'internal'
      ? ` The rows\u2019 rounding puts the total ${days(Math.abs(apart))} days ${apart > 0 ? 'above' : 'below'} the scope\u2019s ${formatHours(allHours)} at 8 hours a day.`
      : '';
  return [
    para(
      // Plain words first, the arithmetic after (readers of issue 29 read the rule as the pricing model explaining
      // itself, and added the plan's hours / 8 to the management days to a total a tenth away from the rows').
      `The team works ${days(team.days)} person-days${split}${team.managementDays > 0 ? `, of which ${days(team.managementDays)} are project management across the programme (the ${team.managementRole}\u2019s ${days(team.rows.find((r) => r.role === team.managementRole && !r.offshore)?.days ?? team.managementDays)} days include them)` : ''}. Each role\u2019s days are its hours at 8 hours a day, to a tenth of a day, rounded so that the roles add up to all the hours at 8 a day${people ? '; the People column counts those in the role at work in its busiest week of the plan' : ''}.${rounding}`,
      { keepNext: true },
    ),
    // The hours beside the days, so each row's days read as its hours / 8, and the people at most (readers asked how
    // many work at once; a role's busiest week over one person's hours takes two).
    ...tx.table(
      ['Role', 'Onshore or offshore', 'Hours', 'Days', ...(people ? ['People'] : [])],
      [
        ...team.rows.map((r, i) => [
          r.role,
          r.where,
          days(rowHours[i] ?? 0),
          days(r.days),
          ...(people ? [String(r.people ?? 1)] : []),
        ]),
        ['Total', '', days(allHours), days(team.days), ...(people ? [''] : [])],
      ],
      undefined,
      { total: true },
    ),
  ];
}

export function price(tx: Tables, m: DocumentModel, contract = false): Part[] {
  const c = m.bid.commercial;
  if (!c) return [];
  const expenses = expensesTerm(c.furtherTerms);
  const rows: (string | number)[][] = [
    // A single line would repeat the price excluding VAT under it.
    // To the penny like the VAT under them (a reader found '£271,409' above '£54,281.80').
    ...(c.lines.length > 1 ? c.lines.map((l) => [l.label, formatPoundsExact(l.amount)]) : []),
    ['Price excluding VAT', formatPoundsExact(c.priceExVat)],
    [`VAT at ${formatNumber1(c.vatPercent)}%`, formatPoundsExact(c.vat)],
    ['Total including VAT', formatPoundsExact(c.total)],
  ];
  // The basis, the currency and the validity in one sentence above the amounts: a heading, one paragraph and a short
  // table stay on one page (a table of facts between them let the amounts fall to the next page).
  const sterling = 'in pounds sterling';
  const valid = contract ? '' : `, valid until ${formatDateLong(c.validUntil)}`;
  const basis = contract
    ? c.basis === 'fixed'
      ? `The supplier delivers the scope of this contract for the fixed price below, ${sterling}.`
      : `The supplier charges the time worked at the day rates below; the price below is the estimate of it, ${sterling}.`
    : c.basis === 'fixed'
      ? `The work in this document is offered for the fixed price below, ${sterling}${valid}.`
      : `The work in this document is offered on time and materials: the time worked is charged at the day rates below, and the price below is our estimate of it, ${sterling}${valid}.`;
  return part(
    'Price',
    [para(basis, { keepNext: true })],
    tx.table(['Item', 'Amount'], rows, undefined, { total: true }),
    // What is charged on top of the price is said with it, not only among the further terms.
    expenses ? furtherTermsParagraphs([expenses]) : [],
    c.range
      ? [
          para(
            `As an estimate, the price lies between ${formatPounds(c.range.low)} and ${formatPounds(c.range.high)} excluding VAT, with ${formatPounds(c.range.expected)} the expected figure. What moves it: the volumes the scope is sized on, the assumptions and dependencies in this document, and changes agreed under change control.`,
          ),
        ]
      : [
          para(
            'What would change the price: a change to the volumes the scope is sized on, to the assumptions and dependencies in this document, or to the scope itself, each agreed under change control.',
          ),
        ],
    sub(
      'Day rates',
      tx.table(
        ['Role', 'Onshore or offshore', 'Day rate (excluding VAT)'],
        c.rates.map((r) => [r.role, r.where, formatPounds(r.dayRate)]),
      ),
    ),
  );
}

export function supplierFacts(tx: Tables, m: DocumentModel): BodyBlock[] {
  const s = m.bid.supplier;
  return tx.facts([
    ['Supplier', s.legalName],
    ['Company number', s.companyNumber],
    ['Registered office', s.registeredOffice],
    ['Contact', m.bid.contact.email ? `${m.bid.contact.name}, ${m.bid.contact.email}` : m.bid.contact.name],
    ['Bids and contracts', [s.email, s.phone].filter(Boolean).join(', ')],
  ]);
}

/** The signature block: the client's signatory and the supplier's, never an approver. */
export function signatures(tx: Tables, m: DocumentModel): BodyBlock[] {
  const { client, supplier } = m.bid.signatories;
  const who = (s: BidSignatory, fallback: string) => `For ${s.organisation || fallback}`;
  // Room to sign: the signature and date lines are left empty, each row tall enough to write in.
  // The organisations that sign, by their registration numbers (a reader of the Caledonia proposal looked for the
  // client's on the page it signs; a building society is registered, not a company): left out when neither is known.
  const numbers = [m.clientLegal.companyNumber, m.bid.supplier.companyNumber];
  return tx.table(
    ['', who(client, 'the client'), who(supplier, 'the supplier')],
    [
      ...(numbers.some(Boolean) ? [['Registration number', ...numbers]] : []),
      ['Name', client.name, supplier.name],
      ['Title', client.title, supplier.title],
      ['Signature', '\n\n', '\n\n'],
      ['Date', '\n', '\n'],
    ],
    [20, 40, 40],
  );
}

/** What the house does before the customer variant of an internal document goes out. */
/** The internal variant's next steps: the bid team's, towards approval and the customer variant (never the client's). */
export function internalSteps(m: DocumentModel, kind: 'offer' | 'plan' | 'contract' | 'rom'): string[] {
  // Once the work is detailed, what goes to the client is the proposal with its price, not a ROM range beside it
  // (readers found 'send the customer variant of this ROM deck' next to 'the client sees the detailed figures only').
  const customer = {
    contract: 'contract',
    plan: 'solution plan',
    offer: 'proposal',
    rom: 'ROM deck',
  }[kind];
  const variantOf =
    kind === 'rom' && m.estimateBasis === 'detailed'
      ? 'the customer proposal'
      : `the customer variant of this ${customer}`;
  const approved = m.approvals.filter((a) => a.approvedAt);
  const outdated = approvalsOutdated(m.approvals, m.bid.commercial?.priceExVat);
  if (outdated.length)
    return [
      `The price has changed since ${listed(outdated.map((a) => `${a.name} approved the solution at ${formatPounds(a.priceThen ?? 0)} on ${a.approvedAt}`))}: it is ${formatPounds(m.bid.commercial?.priceExVat ?? 0)} now.`,
      'Ask for the approval again on the solution as it is now (its Approvals tab); the customer variant goes out only after it.',
      `Once approved again, send ${variantOf} to ${m.client || 'the client'}.`,
    ];
  if (approved.length)
    return [
      `The solution was approved by ${listed(approved.map((a) => `${a.name} on ${a.approvedAt}${a.priceThen !== undefined ? ` at ${formatPounds(a.priceThen)}, the price now` : ''}`))}.`,
      ...(m.internal.variance.flagged
        ? [
            `The difference between the ROM and the detailed estimate (${kind === 'rom' ? 'Variance to the ROM' : 'Internal review'}) stands: the client sees the detailed figures only.`,
          ]
        : []),
      `Send ${variantOf} to ${m.client || 'the client'}.`,
    ];
  return [
    ...(m.internal.variance.flagged
      ? [
          `Check the explanation of the difference between the ROM and the detailed estimate (${kind === 'rom' ? 'Variance to the ROM' : 'Internal review'}) with the solution architect before approval.`,
        ]
      : []),
    ...(m.internal.riskAssessed ? [] : ['Answer the risk assessment before the solution is approved.']),
    'Review the plan, the team and the price with the solution architect and the approvers.',
    `Once the solution is approved, generate ${variantOf} and send that to ${m.client || 'the client'}.`,
  ];
}

/**
 * The end of a document: the next steps of its kind (an offer's, a ROM's, a plan's), who we are, and where the
 * document is accepted by signature (the proposal and the contract, customer variants only) the signature block.
 */
export function nextSteps(
  tx: Tables,
  m: DocumentModel,
  kind: 'offer' | 'plan' | 'contract',
  withSignatures: boolean,
): Part[] {
  // The internal contract is the contract the approvers read: its signature block stays where the parties sign.
  if (m.variant !== 'customer')
    return [
      ...part('Next steps', bullets(internalSteps(m, kind))),
      ...(kind === 'contract' && withSignatures ? signingPart(tx, m) : []),
    ];
  // A proposal accepted by signing the contract sent with it has no signature page of its own (ADR 0066).
  const signing = withSignatures && !(kind === 'offer' && m.bid.acceptanceRoute === 'contract');
  return part(
    kind === 'contract' || signing ? 'Next steps and acceptance' : 'Next steps',
    bullets(m.bid.nextSteps[kind]),
    kind === 'contract' ? [] : sub('Who we are', supplierFacts(tx, m)),
    signing
      ? [
          heading('Acceptance', 2),
          para(
            kind === 'contract'
              ? 'Signed for and on behalf of the parties below, who agree this contract and its terms.'
              : 'Signed for and on behalf of the parties below, who accept this document and its terms.',
            { keepNext: true },
          ),
          ...signatures(tx, m),
        ]
      : [],
  );
}

/** The contract's signature block as its own part (the internal variant: after its next steps, before approvals). */
function signingPart(tx: Tables, m: DocumentModel): Part[] {
  return part('Acceptance', [
    para('Signed for and on behalf of the parties below, who agree this contract and its terms.', {
      keepNext: true,
    }),
    ...signatures(tx, m),
  ]);
}
