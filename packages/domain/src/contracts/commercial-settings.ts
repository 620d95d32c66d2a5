/**
 * The commercial terms every customer document carries (issue 29; docs/documents.md "The commercial block"), kept
 * with the other settings (`/sales/admin/settings`) by admins: who the supplier is (legal name, company number,
 * registered office, where bids are answered), the VAT rate, how long a quote stands, when invoices are paid, the
 * payment milestones of a fixed price, change control and the terms that govern the contract. A solution chooses
 * its price basis (fixed price or time and materials): `PriceBasis` on its fields.
 */
import { z } from 'zod';
import { AEP_PHASES } from './catalogue.ts';
import { line, text } from './common.ts';

export const PRICE_BASES = ['fixed', 'tm'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const priceBasisSchema = z.enum(PRICE_BASES);
export const PRICE_BASIS_LABELS: Readonly<Record<PriceBasis, string>> = {
  fixed: 'Fixed price',
  tm: 'Time and materials',
};
/** A solution that has not chosen is priced as a fixed price: what a proposal with one price means. */
export const DEFAULT_PRICE_BASIS: PriceBasis = 'fixed';

/**
 * How the client accepts the offer (issue 29): by signing the proposal, or by signing the contract sent with it (the
 * proposal then points to the contract and has no signature page of its own). One way, so a reader of both documents
 * never finds two (ADR 0066).
 */
export const ACCEPTANCE_ROUTES = ['proposal', 'contract'] as const;
export type AcceptanceRoute = (typeof ACCEPTANCE_ROUTES)[number];
export const acceptanceRouteSchema = z.enum(ACCEPTANCE_ROUTES);
export const ACCEPTANCE_ROUTE_LABELS: Readonly<Record<AcceptanceRoute, string>> = {
  proposal: 'The client signs the proposal',
  contract: 'The client signs the contract',
};
/** A solution that has not chosen is accepted by signing its proposal. */
export const DEFAULT_ACCEPTANCE_ROUTE: AcceptanceRoute = 'proposal';

/**
 * When a payment milestone of a fixed price falls due: on signature, at the start of delivery, at the end of an AEP
 * phase of the plan (its last action of that phase), or at completion (the last day of delivery and its acceptance).
 */
export const MILESTONE_TRIGGERS = ['signature', 'start', ...AEP_PHASES, 'completion'] as const;
export type MilestoneTrigger = (typeof MILESTONE_TRIGGERS)[number];

export const paymentMilestoneSchema = z.object({
  name: text(120).min(1, 'Name the milestone'),
  trigger: z.enum(MILESTONE_TRIGGERS),
  percent: z
    .number({ error: 'Enter a whole percent from 1 to 100' })
    .int('Enter a whole percent from 1 to 100')
    .min(1, 'Enter a whole percent from 1 to 100')
    .max(100, 'Enter a whole percent from 1 to 100'),
});
export type PaymentMilestone = z.infer<typeof paymentMilestoneSchema>;

export const supplierSchema = z.object({
  legalName: text(200).min(1, 'Enter the supplier\u2019s legal name'),
  companyNumber: line(20),
  registeredOffice: text(300).min(1, 'Enter the registered office'),
  /** Where clients send questions and acceptances (the solution's owner is the named contact). */
  email: line(320),
  phone: line(40),
  /** Who signs contracts for the supplier: a name and a title (left for the signature block to fill when empty). */
  signatoryName: text(120),
  signatoryTitle: text(120),
  /**
   * The group company that employs the people of the delivery centre, named where a document says who works on the
   * client's systems remotely (a regulated client's procurement asks who its sub-processor is); empty where the
   * supplier employs them itself. Settings stored before it read empty.
   */
  deliveryCentreCompany: text(200).default(''),
});
export type Supplier = z.infer<typeof supplierSchema>;

const wholeFrom = (min: number, max: number) =>
  z
    .number({ error: `Enter a whole number from ${min} to ${max}` })
    .int(`Enter a whole number from ${min} to ${max}`)
    .min(min, `Enter a whole number from ${min} to ${max}`)
    .max(max, `Enter a whole number from ${min} to ${max}`);

/**
 * The workshops the provider offers before a proposal (the engagement deck's 'What happens next', issue 29): how many
 * discovery workshops, how long each and the solution workshop are, and their fee (0: at no charge). Readers of the
 * engagement decks asked how many, how long and at what cost; a provider's commercial choice, so an admin keeps it.
 */
export const workshopOfferSchema = z.object({
  discoveryCount: wholeFrom(1, 10),
  discoveryHours: wholeFrom(1, 8),
  solutionHours: wholeFrom(1, 8),
  /** In pounds, excluding VAT, for all the workshops together. */
  feePounds: wholeFrom(0, 1_000_000),
});
export type WorkshopOffer = z.infer<typeof workshopOfferSchema>;

export const commercialSettingsSchema = z
  .object({
    supplier: supplierSchema,
    vatPercent: z.number().min(0).max(100),
    /** Calendar days a quote stands from its date. */
    validityDays: z.number().int().min(1).max(365),
    /** Days after an invoice within which it is paid. */
    paymentDays: z.number().int().min(0).max(120),
    /** The payment milestones of a fixed price, in order; their percents add up to 100. */
    milestones: z.array(paymentMilestoneSchema).min(1).max(10),
    changeControl: text(2000).min(1),
    governingTerms: text(2000).min(1),
    /**
     * The further terms a contract and a proposal print under 'Further terms' (the client's dependencies and the
     * relief when one is late, expenses, which document prevails): paragraphs separated by a blank line. Optional
     * in storage (settings stored before it get DEFAULT_COMMERCIAL_SETTINGS' text; an admin may empty it).
     */
    furtherTerms: text(8000).optional(),
    /** Optional in storage: settings stored before it get DEFAULT_COMMERCIAL_SETTINGS' offer (workshopsOf). */
    workshops: workshopOfferSchema.optional(),
  })
  .check((ctx) => {
    const total = ctx.value.milestones.reduce((s, m) => s + m.percent, 0);
    if (total !== 100)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value.milestones,
        path: ['milestones'],
        message: `The payment milestones must add up to 100% (they add up to ${total}%)`,
      });
  });
export type CommercialSettings = z.infer<typeof commercialSettingsSchema>;

/** Applied when the settings hold none; the seed stores these (an admin names the real supplier). */
export const DEFAULT_COMMERCIAL_SETTINGS: CommercialSettings = {
  supplier: {
    legalName: 'Provider Technology Services Limited',
    companyNumber: '04417592',
    registeredOffice: '30 Broad Street, Reading RG1 2BT, United Kingdom',
    email: 'bids@providertechnology.co.uk',
    phone: '0118 496 0000',
    signatoryName: 'Helen Carter',
    signatoryTitle: 'Director, Commercial',
    deliveryCentreCompany: 'Provider Technology Services India Private Limited',
  },
  vatPercent: 20,
  validityDays: 90,
  paymentDays: 30,
  milestones: [
    // Payments follow the work: most of a rollout's hours are its pilot and waves, so half the price waits for the
    // deployment (with 70% paid before any production device moved, readers expected a challenge): 30% when the
    // last wave is done, 20% when the work is accepted after the hypercare.
    { name: 'Contract signature', trigger: 'signature', percent: 10 },
    { name: 'Design complete', trigger: 'Design', percent: 10 },
    { name: 'Build complete', trigger: 'Build', percent: 15 },
    { name: 'Testing complete', trigger: 'Test Exec', percent: 15 },
    { name: 'Deployment complete', trigger: 'Deploy', percent: 30 },
    { name: 'Work complete and accepted', trigger: 'completion', percent: 20 },
  ],
  changeControl:
    'Any change to the scope, volumes, assumptions or plan in this document is raised as a written change request. The Supplier assesses its effect on the price and the timescale within five working days, and a change takes effect only when both parties have signed it.',
  governingTerms:
    'The Supplier\u2019s Standard Terms and Conditions for Professional Services (version 3.2, January 2026) apply to this work and form part of the contract for it; they are published at www.providertechnology.co.uk/terms, and a copy goes to the Client with this document. The contract is governed by the laws of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
  furtherTerms: [
    'The Client\u2019s dependencies. The Client provides what the assumptions and dependencies in this document ask of it by the dates the plan needs it. The Supplier tells the Client in writing as soon as it sees that a dependency will be late, and at the latest within five working days of its date. Where a dependency is late or not met, the Supplier is not in breach for the delay it causes from that notice: the dates and milestones it affects move by the length of the delay, and any extra effort is agreed under change control.',
    // A regulated client's lawyer (fifty-second reading) found the client's delays answered and the supplier's not, no
    // way to settle a dispute short of court, no continuity and no named people.
    'Delay. Where the Supplier\u2019s own fault makes a milestone more than ten working days late, the Supplier adds at no charge the people needed to recover the plan and reports weekly on the recovery; where it makes a milestone more than 30 working days late, the Client may treat that as a material breach.',
    'Liability. As the standard terms set out in full: each party\u2019s total liability arising from this work is limited to 100% of the price, excluding VAT; for a breach of data protection or confidentiality the limit is instead the higher of 200% of the price and \u00a35 million, in all; neither limit, nor the exclusion that follows, applies to the Client\u2019s payment of the price; neither party is liable for loss of profit or revenue, or for any indirect loss; nothing limits liability for death or personal injury caused by negligence, for fraud, or where the law does not allow it.',
    'Termination. The Client may end the work by 30 days\u2019 written notice; either party may end it at once where the other commits a material breach it has not put right within 30 days of being told of it, or becomes insolvent; and the Client may end it at once where a regulator with authority over it directs it to. On termination the Client pays for the payment milestones reached, for the work done towards the next one (the days worked at the day rates for changes, never more than that milestone\u2019s amount), and for any commitment made for the work with the Client\u2019s written approval that the Supplier cannot cancel; where the Client ends the work for the Supplier\u2019s material breach, it pays only for the milestones reached and accepted.',
    'Records and audit. The Supplier keeps the records of the work for six years after it ends and gives the Client, its auditors and its regulators reasonable access to them, and to the people who did the work, on reasonable notice, and co-operates with the Client\u2019s regulators as they require.',
    'Intellectual property. The designs, configurations and documents made for the Client in this work belong to the Client once paid for; the Supplier keeps its own tools, methods and know-how, and the Client may use any of them built into what it receives. The Supplier defends the Client against any claim that what it delivered infringes another\u2019s intellectual property and meets what a court awards or the Supplier agrees in settling it; it may put the infringement right by securing the right, or changing what it delivered without loss of function.',
    // Readers of the contract (forty-second reading) looked for confidentiality, who the delivery centre's people are,
    // and what happens to a defect found after the handover.
    'Confidentiality. Each party keeps the other\u2019s confidential information confidential and uses it only for this work, during the work and for five years after it ends (personal data and the Client\u2019s security information without end), unless the law requires its disclosure.',
    'Subcontracting. The Supplier\u2019s people do the work, with those of the group company that runs its delivery centre (named in the data protection terms); it subcontracts no other part of the work without the Client\u2019s written agreement, and stays responsible for that company and any subcontractor as for itself.',
    // A regulated client's procurement looked for the screening of the people with access to its systems (forty-sixth
    // reading).
    'Screening. Everyone who works on the Client\u2019s systems, at its sites or remotely, has passed the Supplier\u2019s pre-employment screening (identity, right to work, employment history and a criminal record check, or their local equivalents) and follows the security policies the Client gives the Supplier in writing.',
    // Readers for a regulated client (forty-eighth reading) looked for the standard of the work, insurance and exit.
    'Standard of work. The Supplier does the work with reasonable skill and care, as good industry practice expects, under its information security management system certified to ISO/IEC 27001.',
    'Insurance. The Supplier holds professional indemnity and cyber insurance of at least \u00a35 million each and public liability insurance of at least \u00a310 million, and shows the certificates on request.',
    'Exit. When the work ends, for any reason, the Supplier hands over the work in progress and its documents, returns or deletes the Client\u2019s data as the Client chooses and removes its accounts and access from the Client\u2019s systems.',
    'Key people. The project manager and the lead engineers are named at mobilisation; the Supplier replaces one only with the Client\u2019s agreement, which is not unreasonably withheld, or when they leave its employment, with a handover at no charge to the Client.',
    'Business continuity. The Supplier keeps a business continuity plan for its delivery centre and its UK team, tests it every year and sends its summary on request; where the delivery centre or its remote access is lost, the work moves to other engineers or on site within five working days.',
    'Disputes. A dispute goes first to the two project managers, then, after ten working days, to the sponsors named at mobilisation and, after ten more, to mediation under the CEDR Model Mediation Procedure before either party goes to court; either may ask a court for urgent relief at any time.',
    // A regulated client's lawyer (fifty-third reading) looked for force majeure and the laws on bribery and modern
    // slavery, which the standard terms hold but a regulated client expects to read here.
    'Force majeure. Neither party is liable for a delay caused by events beyond its reasonable control, such as fire, flood, war or a national power failure (not the acts of its own people, its subcontractors or the loss of the delivery centre, which business continuity covers), when it tells the other promptly and does what it reasonably can to limit the delay; where such an event stops the work for more than 60 days, either party may end it by written notice.',
    'Compliance. Each party complies with the Bribery Act 2010 and the Modern Slavery Act 2015; the Supplier keeps the policies these require and applies them to its delivery centre and to any subcontractor.',
    'Warranty. The Supplier puts right at no charge any defect in what it delivered that the Client reports within 90 days after the handover to support.',
    'Expenses. Travel and subsistence for the work at the Client\u2019s sites are not in the price: they are recharged monthly without mark-up (plus VAT), only as the plan needs them and within a budget agreed at mobilisation of at most 3% of the price, unless the Client agrees more in writing. Any other expense is recharged only when the Client has agreed it in writing beforehand.',
  ].join('\n\n'),
  workshops: { discoveryCount: 2, discoveryHours: 3, solutionHours: 3, feePounds: 0 },
};

/** The workshops offered: the stored offer, or the default for settings stored before there was one. */
export const workshopsOf = (s: CommercialSettings | undefined): WorkshopOffer =>
  s?.workshops ?? (DEFAULT_COMMERCIAL_SETTINGS.workshops as WorkshopOffer);

/**
 * The governing terms for a client of another UK nation (ADR 0059, amended): where the client's plan follows
 * Scotland's or Northern Ireland's bank holidays (its registration there), the law and the courts the admin's text
 * names as England and Wales's are its nation's; any other text is kept as typed. Readers of five rounds expected a
 * Scottish plc's contract under Scots law.
 */
export function governingTermsFor(text: string, nation: string | undefined): string {
  if (nation !== 'Scotland' && nation !== 'Northern Ireland') return text;
  return text
    .replace(/\bthe laws of England and Wales\b/g, `the laws of ${nation}`)
    .replace(/\bthe courts of England and Wales\b/g, `the courts of ${nation}`);
}

/** The further terms in effect: the stored text, or the default for settings stored before there was one. */
export const furtherTermsOf = (s: CommercialSettings): string[] =>
  (s.furtherTerms ?? DEFAULT_COMMERCIAL_SETTINGS.furtherTerms ?? '')
    .split(/\n\s*\n/)
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
