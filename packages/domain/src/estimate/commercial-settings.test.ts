import { describe, expect, it } from 'vitest';
import { byRateCard } from '../documents/bid-rates.ts';
import { orderOfPrecedence, withPounds } from '../documents/bid-terms.ts';
import {
  DEFAULT_COMMERCIAL_SETTINGS,
  furtherTermsOf,
  governingTermsFor,
  workshopsOf,
} from '../contracts/commercial-settings.ts';
import { commercialSettingsFromTyped, typedCommercialSettingsOf } from './commercial-settings-input.ts';

describe('furtherTermsOf: the clauses a proposal and a contract print under Further terms', () => {
  const { furtherTerms: _default, ...stored } = DEFAULT_COMMERCIAL_SETTINGS;
  it.each([
    ['settings stored before the field: the default clauses', stored, 19],
    ['an admin who emptied it: none', { ...stored, furtherTerms: '' }, 0],
    ['one clause', { ...stored, furtherTerms: 'Expenses. None.' }, 1],
    ['blank lines (with spaces) between clauses', { ...stored, furtherTerms: 'A. One.\n \n\nB. Two.' }, 2],
  ])('%s', (_name, settings, count) => {
    expect(furtherTermsOf(settings)).toHaveLength(count);
  });

  it('joins the lines of one clause and keeps its words', () => {
    expect(
      furtherTermsOf({ ...stored, furtherTerms: 'Expenses. At\ncost.\n\nSite access. Escorted.' }),
    ).toEqual(['Expenses. At cost.', 'Site access. Escorted.']);
  });

  it('the default clauses name the relief for a late dependency and expenses (the precedence is each document\u2019s)', () => {
    const text = furtherTermsOf(DEFAULT_COMMERCIAL_SETTINGS).join(' ');
    for (const part of [
      'The Client\u2019s dependencies.',
      'Delay.',
      'Liability.',
      'Termination.',
      'Intellectual property.',
      'Records and audit.',
      'Confidentiality.',
      'Subcontracting.',
      'Screening.',
      'Standard of work.',
      'Insurance.',
      'Exit.',
      'Key people.',
      'Business continuity.',
      'Disputes.',
      'Warranty.',
      'Expenses.',
    ])
      expect(text).toContain(part);
    expect(DEFAULT_COMMERCIAL_SETTINGS.furtherTerms!.length).toBeLessThanOrEqual(8000);
  });

  it('round-trips through the Settings form as typed', () => {
    const typed = typedCommercialSettingsOf(DEFAULT_COMMERCIAL_SETTINGS);
    expect(commercialSettingsFromTyped(typed).value).toEqual(DEFAULT_COMMERCIAL_SETTINGS);
    expect(typedCommercialSettingsOf(stored).furtherTerms).toBe(DEFAULT_COMMERCIAL_SETTINGS.furtherTerms);
  });
});

describe('orderOfPrecedence: each document names only what the Client signs or holds', () => {
  const refs = { contract: '1010-CON', proposal: '1010-PROP', plan: '1010-PLAN' };
  const terms = 'the Supplier\u2019s standard terms and conditions';
  it.each([
    // The standard terms rank above the description of the work; a signed contract above both (ADR 0066: one way).
    [
      'contract',
      'proposal',
      false,
      `, this contract, then ${terms}. This contract is the whole agreement for this work: it replaces the proposal 1010\u2011PROP and anything said or written about the work before it was signed.`,
    ],
    // With part of the team offshore, the remote access model and the transfer risk assessment are its schedules.
    [
      'contract',
      'proposal',
      true,
      `, this contract, its schedules (Schedule 1, the remote access model; Schedule 2, the transfer risk assessment), then ${terms}. This contract and its schedules are the whole agreement for this work: they replace the proposal 1010\u2011PROP and anything said or written about the work before it was signed. The schedules follow the signatures.`,
    ],
    [
      'proposal',
      'proposal',
      false,
      `, this proposal\u2019s price and commercial terms, ${terms}, then the rest of this proposal.`,
    ],
    [
      'proposal',
      'contract',
      false,
      `, the contract 1010\u2011CON once signed, then ${terms}. This proposal is accepted by signing that contract, which replaces it.`,
    ],
    [
      'plan',
      'proposal',
      false,
      `; then the proposal 1010\u2011PROP\u2019s price and commercial terms, ${terms} and the rest of that proposal; then this solution plan, which describes how the work is delivered.`,
    ],
    [
      'plan',
      'contract',
      false,
      `; then the contract 1010\u2011CON and ${terms}; then this solution plan, which describes how the work is delivered.`,
    ],
  ] as const)('%s, accepted by signing the %s (offshore: %s)', (kind, route, offshore, order) => {
    expect(orderOfPrecedence(kind, refs, route, offshore)).toBe(
      `Order of precedence. Where documents conflict, they prevail in this order: change requests signed by both parties (the latest first)${order}`,
    );
  });
});

describe('withPounds: a share of the price is said in pounds as well', () => {
  it.each([
    [
      'a budget of at most 3% of the price, unless',
      253_860,
      'a budget of at most 3% of the price (\u00a37,616), unless',
    ],
    [
      'limited to 100% of the price, excluding VAT',
      253_860,
      'limited to 100% of the price (\u00a3253,860), excluding VAT',
    ],
    [
      '2.5% of the price and 10% of the price',
      1_000,
      '2.5% of the price (\u00a325) and 10% of the price (\u00a3100)',
    ],
    ['already 3% of the price (\u00a330)', 1_000, 'already 3% of the price (\u00a330)'],
    ['3% of the prices', 1_000, '3% of the prices'],
    ['no share at all', 1_000, 'no share at all'],
  ])('%j at %d', (term, price, text) => expect(withPounds(term, price)).toBe(text));
});

describe('byRateCard: the change rates read by seniority, onshore before offshore', () => {
  it('orders the roles by their highest day rate, then by name, each onshore rate first', () => {
    const rates = [
      { role: 'Workplace Engineer', where: 'Onshore', dayRate: 840 },
      { role: 'Test Analyst', where: 'Offshore', dayRate: 224 },
      { role: 'Workplace Engineer', where: 'Offshore', dayRate: 336 },
      { role: 'Intune Engineer', where: 'Offshore', dayRate: 272 },
      { role: 'Project Manager', where: 'Onshore', dayRate: 1200 },
      { role: 'Intune Engineer', where: 'Onshore', dayRate: 1000 },
      { role: 'Change Manager', where: 'Onshore', dayRate: 1000 },
    ];
    expect(byRateCard(rates).map((r) => `${r.role} ${r.where}`)).toEqual([
      'Project Manager Onshore',
      'Change Manager Onshore',
      'Intune Engineer Onshore',
      'Intune Engineer Offshore',
      'Workplace Engineer Onshore',
      'Workplace Engineer Offshore',
      'Test Analyst Offshore',
    ]);
  });
});

describe('the governing law of a client of another UK nation', () => {
  const text = DEFAULT_COMMERCIAL_SETTINGS.governingTerms;
  it.each([
    [undefined, 'the laws of England and Wales', 'the courts of England and Wales'],
    ['England and Wales', 'the laws of England and Wales', 'the courts of England and Wales'],
    ['Scotland', 'the laws of Scotland', 'the courts of Scotland'],
    ['Northern Ireland', 'the laws of Northern Ireland', 'the courts of Northern Ireland'],
  ])('a plan on the bank holidays of %s is governed by %s in %s', (nation, law, courts) => {
    const terms = governingTermsFor(text, nation);
    expect(terms).toContain(law);
    expect(terms).toContain(courts);
  });

  it('keeps a text that names no law of England and Wales as the admin typed it', () => {
    expect(governingTermsFor('Governed by the laws of Ireland.', 'Scotland')).toBe(
      'Governed by the laws of Ireland.',
    );
  });
});

describe('the workshops offered before a proposal (the engagement deck, issue 29)', () => {
  const { workshops: _default, ...stored } = DEFAULT_COMMERCIAL_SETTINGS;
  const typed = typedCommercialSettingsOf(DEFAULT_COMMERCIAL_SETTINGS);
  const withWorkshops = (patch: Partial<typeof typed.workshops>) =>
    commercialSettingsFromTyped({ ...typed, workshops: { ...typed.workshops, ...patch } });

  it('settings stored before the offer get the default: two discovery workshops of three hours, free', () => {
    expect(workshopsOf(stored)).toEqual({
      discoveryCount: 2,
      discoveryHours: 3,
      solutionHours: 3,
      feePounds: 0,
    });
    expect(typedCommercialSettingsOf(stored).workshops).toEqual({
      discoveryCount: '2',
      discoveryHours: '3',
      solutionHours: '3',
      feePounds: '0',
    });
  });

  it.each([
    ['a fee typed with its pound sign and commas', { feePounds: '£1,500' }, { feePounds: 1500 }],
    [
      'one discovery workshop of a whole day',
      { discoveryCount: '1', discoveryHours: '8' },
      { discoveryCount: 1 },
    ],
    ['ten discovery workshops', { discoveryCount: '10' }, { discoveryCount: 10 }],
  ])('takes %s', (_name, patch, expected) => {
    expect(withWorkshops(patch).value?.workshops).toMatchObject(expected);
  });

  it.each([
    ['no discovery workshop', { discoveryCount: '0' }, 'workshops.discoveryCount'],
    ['eleven discovery workshops', { discoveryCount: '11' }, 'workshops.discoveryCount'],
    ['a workshop of half an hour', { discoveryHours: '0.5' }, 'workshops.discoveryHours'],
    ['a solution workshop of nine hours', { solutionHours: '9' }, 'workshops.solutionHours'],
    ['a fee in words', { feePounds: 'free' }, 'workshops.feePounds'],
    ['a negative fee', { feePounds: '-100' }, 'workshops.feePounds'],
    ['an empty count', { discoveryCount: '' }, 'workshops.discoveryCount'],
  ])('refuses %s, saying which field', (_name, patch, path) => {
    const result = withWorkshops(patch);
    expect(result.value).toBeUndefined();
    expect(Object.keys(result.problems)).toEqual([path]);
  });
});

describe('the company that employs the delivery centre (a regulated client asks who its sub-processor is)', () => {
  const { deliveryCentreCompany: _default, ...storedSupplier } = DEFAULT_COMMERCIAL_SETTINGS.supplier;
  const stored = { ...DEFAULT_COMMERCIAL_SETTINGS, supplier: storedSupplier };
  const typed = typedCommercialSettingsOf(DEFAULT_COMMERCIAL_SETTINGS);
  const withCompany = (company: string) =>
    commercialSettingsFromTyped({
      ...typed,
      supplier: { ...typed.supplier, deliveryCentreCompany: company },
    });

  it('settings stored before it read it empty, on the form and when parsed', () => {
    expect(
      typedCommercialSettingsOf(stored as typeof DEFAULT_COMMERCIAL_SETTINGS).supplier.deliveryCentreCompany,
    ).toBe('');
    expect(
      commercialSettingsFromTyped({ ...typed, supplier: storedSupplier as typeof typed.supplier }).value
        ?.supplier,
    ).toMatchObject({ deliveryCentreCompany: '' });
  });

  it.each([
    ['the default', 'Provider Technology Services India Private Limited', undefined],
    ['empty: the supplier employs them itself', '', undefined],
    ['200 characters', 'A'.repeat(200), undefined],
    ['201 characters', 'A'.repeat(201), 'supplier.deliveryCentreCompany'],
    ['a control character', 'Provider\u0007 India', 'supplier.deliveryCentreCompany'],
  ])('%s', (_name, company, problem) => {
    const result = withCompany(company);
    if (problem) expect(Object.keys(result.problems)).toEqual([problem]);
    else expect(result.value?.supplier.deliveryCentreCompany).toBe(company);
  });
});
