/**
 * What a reader finds in the generated documents (issue 29, ../shared/DOCUMENT-REVIEW.md), read as the reader reads
 * them: each file generated on the real stack, converted by LibreOffice and read back with poppler.
 *
 * - One set of figures: the price excluding VAT is GET .../estimate's price rounded once; the VAT and the total;
 *   the scope table's total is the solution's hours and the team's days are those hours / 8.
 * - The commercial block: basis, VAT, validity, payment milestones, change control, governing terms, the supplier,
 *   next steps; the volumes the estimate is sized on.
 * - Internal variants say INTERNAL on every page and hold their review; customer ones hold nothing internal.
 * - Typography: no table row splits (every row carries cantSplit), every heading is kept with what follows it
 *   (keepNext) and no page ends on a heading; true file properties.
 */
import {
  daysOfHours,
  formatHours,
  formatPoundsExact,
  type Capability,
  type JobView,
  type Solution,
} from '@portal/domain';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, USERS, waitFor } from './support/client.ts';
import { openInOffice, type OpenedFile } from './support/office.ts';
import { newSolutionBody } from './support/payloads.ts';

const OWNER = USERS.SALES_PERSON;
const DEVICES = 4000;

/** The seeded Windows 11 and Intune solution (1001) copied, with its volume entered: 4,000 devices. */
async function solutionWithVolumes(): Promise<Solution> {
  const seeded = (await as(OWNER).get<Solution>('sales/solutions/1001')).body;
  const withDevices = (caps: Capability[]): Capability[] =>
    caps.map((c) => ({
      ...c,
      metrics: c.metrics?.map((m) => (m.name === 'Number of devices' ? { ...m, value: DEVICES } : m)),
      actions: c.actions?.map((a) => ({
        ...a,
        metrics: a.metrics?.map((m) => (m.name === 'Number of devices' ? { ...m, value: DEVICES } : m)),
      })),
      ...(c.items ? { items: withDevices(c.items) } : {}),
    }));
  const items = withDevices(seeded.state.items);
  const body = newSolutionBody({
    requirementDescription: 'Move <b>4,000</b> devices<br>to Windows 11 &amp; Intune.',
    fields: {
      ...seeded.fields,
      name: 'Documents content – Northbridge',
      clientContacts: 'Ann Buyer, IT Director\nBob Finance',
      // Accepted by signing the proposal (the seeded solution's is the contract: ADR 0066's other way, which
      // api/src/documents/estimate-in-documents.test.ts reads).
      acceptanceRoute: 'proposal',
      approvals: [],
      isExportedToDeliver: false,
    },
    // Unanswered (the seeded one is assessed): the internal variants say 'Not assessed'.
    state: { ...seeded.state, items, step: 1, steps: [1], risk: undefined },
  });
  let saved = (await as(OWNER).post<Solution>('sales/solutions', body)).body;
  for (const step of [2, 5, 6] as const) {
    const res = await as(OWNER).post<Solution>(
      'sales/solutions',
      { ...body, solutionId: saved.id, state: { ...seeded.state, items, step, risk: undefined } },
      { headers: { 'If-Match': saved.etag } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    saved = res.body;
  }
  return saved;
}

interface Generated {
  job: JobView;
  data: Buffer;
  file: OpenedFile;
}

async function generateAll(solutionId: string, variant: 'customer' | 'internal') {
  const out = new Map<number, Omit<Generated, 'file'>>();
  for (const type of [2, 3, 4, 5]) {
    const started = await as(OWNER).post<JobView>('sales/generate', {
      solutionId,
      documentType: type,
      variant,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await waitFor(async () => {
      const res = await as(OWNER).get<JobView>(`jobs/${started.body.traceId}`);
      return res.body.status === 'succeeded' || res.body.status === 'failed' ? res.body : undefined;
    }, 60_000);
    expect(job.status, job.text).toBe('succeeded');
    out.set(type, { job, data: Buffer.from(await (await fetch(job.url!)).arrayBuffer()) });
  }
  const files = [...out].map(([type, g]) => ({ name: `${variant}-${type}-${g.job.fileName}`, data: g.data }));
  const opened = await openInOffice(files);
  return new Map([...out].map(([type, g], i) => [type, { ...g, file: opened[i]! }]));
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const pounds = (n: number) => `£${Math.round(n).toLocaleString('en-GB')}`;
const pagesOf = (text: string) => text.split('\f').filter((p) => p.trim());
const xmlOf = (data: Buffer, name: string) =>
  strFromU8(unzipSync(data, { filter: (f) => f.name === name })[name]!);

let solution: Solution;
let estimate: {
  price: { amount: number };
  cost: { amount: number };
  variance: { detailedHours: number };
  governance: { hours: number };
  duration: { start: string; end: string; weeks: number } | null;
};
let customer: Map<number, Generated>;
let internal: Map<number, Generated>;

beforeAll(async () => {
  solution = await solutionWithVolumes();
  estimate = (await as(OWNER).get(`sales/solutions/${solution.id}/estimate`)).body;
  customer = await generateAll(solution.id, 'customer');
  internal = await generateAll(solution.id, 'internal');
}, 300_000);

describe('one set of figures and the commercial block in every customer document', () => {
  it.each([3, 4, 5])('type %i: the price excluding VAT, the VAT at 20% and the total', (type) => {
    const text = flat(customer.get(type)!.file.text);
    const ex = Math.round(estimate.price.amount);
    // VAT to the penny, as an invoice charges it.
    const vat = Math.round(ex * 20) / 100;
    for (const figure of [
      pounds(ex),
      formatPoundsExact(vat),
      formatPoundsExact(ex + vat),
      'VAT at 20%',
      'excluding VAT',
    ])
      expect(text).toContain(figure);
    expect(text).not.toContain(pounds(estimate.cost.amount));
  });

  it('type 2: the ROM deck is indicative: a range to the nearest £1,000 around the price, not an offer', () => {
    const text = flat(customer.get(2)!.file.text);
    const ex = Math.round(estimate.price.amount);
    const range = /Indicative price, excluding VAT (£[\d,]+) to (£[\d,]+)/.exec(text);
    expect(range).not.toBeNull();
    const [low, high] = [range![1]!, range![2]!].map((p) => Number(p.replace(/[£,]/g, '')));
    expect(low).toBeLessThanOrEqual(ex);
    expect(high).toBeGreaterThanOrEqual(ex);
    // The VAT row is 20% of the range as printed, to the pound.
    const vat = /VAT at 20% (£[\d,]+) to (£[\d,]+)/.exec(text);
    expect(vat?.slice(1).map((p) => Number(p.replace(/[£,]/g, '')))).toEqual([low! * 0.2, high! * 0.2]);
    for (const part of ['VAT at 20%', 'not an offer', 'Next steps', 'Provider Technology Services Limited'])
      expect(text).toContain(part);
    expect(text).not.toContain(pounds(ex));
    // What the proposal will ask, said now: the payments, how a change is agreed, the governing terms by title.
    expect(text).toMatch(/Payments, as the proposal will set them 10% [a-z]+/);
    expect(text).toContain('Each change agreed in writing');
    // What the price buys: each capability's activities on a slide of their own.
    expect(text).toMatch(/What the work covers .*Assess Windows 11 readiness/);
    // (The slide's two columns interleave in the extracted text: the title's start.)
    expect(text).toContain('governing terms are our Standard Terms and Conditions for');
  });

  it.each([3, 4, 5])('type %i: the supplier, the payment, change control and the governing terms', (type) => {
    const text = flat(customer.get(type)!.file.text);
    for (const part of [
      'Provider Technology Services Limited',
      '04417592',
      'fixed price below, in pounds sterling',
      'Payment milestone',
      'Change control',
      'Governing terms',
      // Accepted by signing the proposal: its first payment falls due on that acceptance; the contract's on its own
      // signature (ADR 0066).
      type === 5 ? 'Contract signature' : 'Proposal accepted',
      type === 5 ? 'On signature of the' : 'On acceptance of',
      // The further terms: the client's dependencies and the relief when one is late, the liability cap in pounds,
      // termination, intellectual property, expenses, precedence.
      'Further terms',
      'the dates and milestones it affects move by the length of the delay',
      'limited to 100% of the price (\u00a3',
      'Termination.',
      'Intellectual property.',
      'Order of precedence.',
      'Expenses.',
    ])
      expect(text).toContain(part);
    // A change to the fixed price is priced at the team's day rates, printed under change control.
    expect(text).toMatch(
      /A change is priced at these day rates, excluding VAT.*Role Onshore or offshore Day rate \(excluding VAT\) [A-Z][a-z]+.*(Onshore|Offshore) £\d{3}/,
    );
  });

  it.each([
    [3, true],
    [4, false],
    [5, true],
  ])(
    'type %i: the document the client signs sets out the processing of personal data (%s)',
    (type, signed) => {
      const text = flat(customer.get(type)!.file.text);
      expect(text).toContain('as the Client\u2019s processor');
      // The group company employing the delivery centre's people is named as the sub-processor (commercial settings).
      expect(text).toContain(
        'Provider Technology Services India Private Limited (a company of the Supplier\u2019s group',
      );
      expect(
        text.includes('engages no sub-processor but Provider Technology Services India Private Limited'),
      ).toBe(signed);
      // UK GDPR Article 28(3): subject matter and duration, nature and purpose, the data, its subjects, the duties.
      for (const part of [
        'Subject matter',
        'Nature and purpose',
        'Data subjects',
        'within 24 hours of learning',
      ])
        expect(text.includes(part)).toBe(signed);
    },
  );

  it.each([
    [
      3,
      /[Vv]alid until \d{1,2} \w+ \d{4}.*To accept, have someone authorised to commit .+ sign the acceptance/,
    ],
    [
      4,
      /Next steps\W+This solution plan describes how the work accepted in the proposal is delivered; where they differ, the proposal prevails/,
    ],
    [5, /This contract takes effect on the date of the last signature.*Signed for and on behalf/],
  ])('type %i: what happens next, in the words of its kind', (type, words) => {
    expect(flat(customer.get(type)!.file.text)).toMatch(words);
  });

  it.each([2, 3, 4, 5])('type %i: the volumes it was sized on, as assumptions', (type) => {
    expect(flat(customer.get(type)!.file.text)).toContain('4,000 devices');
  });

  it.each([3, 4, 5])('type %i: the scope table adds up to the solution\u2019s hours', (type) => {
    const text = flat(customer.get(type)!.file.text);
    const tenth = (n: number) => Math.round(n * 10) / 10;
    // The project management across the programme is a row of its own under the capabilities, so the table's hours
    // are the team's days at 8 a day.
    const management = tenth(estimate.governance.hours);
    expect(management).toBeGreaterThan(0);
    // The row's name may wrap in its cell: its hours follow its first line in the page's text.
    const hoursText = formatHours(management).replace('.', '\\.');
    expect(text).toMatch(new RegExp(`Project management (?:across the programme )?${hoursText}`));
    const total = formatHours(tenth(tenth(estimate.variance.detailedHours) + management));
    expect(text).toMatch(new RegExp(`Total \\d+ ${total.replace('.', '\\.')}`));
  });

  it.each([3, 4])(
    'type %i: the team\u2019s days are the plan\u2019s hours at 8 a day and the programme\u2019s project management',
    (type) => {
      const text = flat(customer.get(type)!.file.text);
      const tenth = (n: number) => Math.round(n * 10) / 10;
      const activities = tenth(estimate.variance.detailedHours / 8);
      const management = tenth(estimate.governance.hours / 8);
      // Each role's hours / 8 to a tenth, added up: within a twentieth of a day a role of the plan's hours / 8.
      const days = Number(/The team works ([\d,.]+) person-days/.exec(text)?.[1]?.replace(/,/g, ''));
      // All the hours (the scope table's total, with the project management) at 8 a day, to a tenth, or the rows'
      // rounding away from it, which the document then says (each row is its own hours / 8, rounded once).
      const all = estimate.variance.detailedHours + estimate.governance.hours;
      const apart = tenth(days - daysOfHours(all));
      // Said in the internal variant only (the client's read it as arithmetic not meant for them).
      expect(text).not.toContain('rounding puts the total');
      const internalText = flat(internal.get(type)!.file.text);
      if (apart)
        expect(internalText).toContain(
          `The rows\u2019 rounding puts the total ${Math.abs(apart)} days ${apart > 0 ? 'above' : 'below'} the scope\u2019s ${formatHours(all)} at 8 hours a day.`,
        );
      expect(Math.abs(apart)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(days - (activities + management))).toBeLessThanOrEqual(0.5);
      const managementDays = Number(
        /of which ([\d,.]+) are project management across the programme/.exec(text)?.[1]?.replace(/,/g, ''),
      );
      // Said as its own hours / 8 (the scope table's row), to a tenth.
      expect(managementDays).toBe(management);
    },
  );

  it.each([3, 4, 5])(
    'type %i: the client\u2019s signatory and the supplier\u2019s, never an approver',
    (type) => {
      const text = flat(customer.get(type)!.file.text);
      if (type === 4) return; // The solution plan is accepted by the proposal or the contract it goes with.
      expect(text).toContain('Ann Buyer');
      expect(text).toContain('Helen Carter');
      expect(text).not.toMatch(/approver/i);
    },
  );

  it('type 5: a summary before the detail: what, when, the price and until when it may be signed', () => {
    const text = flat(customer.get(5)!.file.text);
    const summary = /Summary The Supplier delivers (.*?) Requirements /.exec(text)?.[1] ?? '';
    expect(summary).toContain(pounds(estimate.price.amount));
    expect(summary).toMatch(/Delivery takes \d+ weeks?( and \d days?)?, /);
    expect(summary).toMatch(
      /The Client accepts this contract by signing it under Acceptance, at its end, by \d{1,2} \w+ \d{4}\./,
    );
    // What follows signature, before the signatures.
    expect(text).toMatch(
      /Next steps and acceptance\W+On signature the Supplier names the project manager and the lead engineers and begins mobilisation on \d{1,2} \w+ \d{4}/,
    );
  });

  it('type 5: the client party with its registration number and registered office from its record', () => {
    const text = flat(customer.get(5)!.file.text);
    expect(text).toMatch(
      /Client Northbridge Building Society Registration number 206080 Registered office Northbridge House/,
    );
    expect(text).toContain('Contact Ann Buyer, IT Director');
  });

  it('type 5: the schedules its order of precedence ranks follow the signatures (part of the team offshore)', () => {
    const text = flat(customer.get(5)!.file.text);
    expect(text).toContain(
      'this contract, its schedules (Schedule 1, the remote access model; Schedule 2, the transfer risk assessment)',
    );
    const signed = text.indexOf('Signed for and on behalf');
    const first = text.indexOf('Schedule 1: The remote access model');
    const second = text.indexOf('Schedule 2: The transfer risk assessment');
    expect(signed).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(signed);
    expect(second).toBeGreaterThan(first);
    for (const term of ['Who has access', 'What never leaves', 'When access ends'])
      expect(text.slice(first, second)).toContain(term);
    expect(text.slice(second)).toMatch(/Mechanism The UK International Data Transfer Agreement/);
    expect(text.slice(second)).toContain('Provider Technology Services India Private Limited in India');
    // Each starts a page of its own.
    const xml = xmlOf(customer.get(5)!.data, 'word/document.xml');
    for (const title of ['Schedule 1: The remote access model', 'Schedule 2: The transfer risk assessment'])
      expect(xml).toMatch(
        new RegExp(
          `<w:pStyle w:val="Heading1"/>(?:(?!</w:p>).)*<w:pageBreakBefore/>(?:(?!</w:p>).)*${title}`,
        ),
      );
  });

  it.each([3, 4])('type %i: the deployment waves add up to the devices, one a week', (type) => {
    const text = flat(customer.get(type)!.file.text);
    expect(text).toContain('Deployment waves');
    // The Windows 11 waves follow the enrolment's groups (Intune is in scope): one table with both rollouts' dates.
    const section =
      /then deploy Windows 11 in waves .*? Wave Volume .*? Deploy Windows 11 in waves (.*?) Total ([\d,]+) devices/.exec(
        text,
      );
    expect(section).not.toBeNull();
    // Each wave's span in long dates, the year once ('24 May to 28 May 2027').
    const span = '\\d{1,2} [A-Z][a-z]+(?: \\d{4})? to \\d{1,2} [A-Z][a-z]+ \\d{4}';
    const waves = [...section![1]!.matchAll(new RegExp(`(\\d+) ([\\d,]+) devices ${span} ${span}`, 'g'))];
    expect(waves.length).toBeGreaterThanOrEqual(2);
    expect(waves.map((w) => Number(w[1]))).toEqual(waves.map((_w, i) => i + 1));
    const count = (n: string) => Number(n.replace(/,/g, ''));
    expect(waves.reduce((t, w) => t + count(w[2]!), 0)).toBe(DEVICES);
    expect(count(section![2]!)).toBe(DEVICES);
  });

  it.each([3, 4, 5])(
    'type %i: "the Client" and "the Supplier" defined once and said so throughout',
    (type) => {
      const text = flat(customer.get(type)!.file.text);
      expect(text).toMatch(
        /\u201cthe Supplier\u201d (is|are) Provider Technology Services Limited and \u201cthe Client\u201d is Northbridge Building Society\./,
      );
      // The catalogue's "the client's test devices" included: one defined term, never two spellings of it.
      expect(text).not.toMatch(/\b[Tt]he (client|supplier)\b(?!-)/);
    },
  );

  it.each([2, 3, 4, 5])('type %i: nothing internal and no internal grade names', (type) => {
    const text = flat(customer.get(type)!.file.text);
    for (const term of [
      /INTERNAL/,
      /\bATC\b/,
      /Offshore India/,
      /Hero Offer/,
      /\bmargin\b/i,
      /Risk Score/,
      /Solution 1\d{3}/,
    ])
      expect(text).not.toMatch(term);
  });
});

describe('a plan a delivery lead believes', () => {
  it.each([2, 3, 4, 5])('type %i: no date of the plan falls on a bank holiday', async (type) => {
    const settings = await as(OWNER).get<{ bankHolidays: { dates: string[] } }>(
      'sales/configuration/settings',
    );
    const holidays = new Set(settings.body.bankHolidays.dates);
    expect(holidays.size).toBeGreaterThan(20);
    const long = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const today = new Date().toISOString().slice(0, 10);
    const text = flat(customer.get(type)!.file.text);
    // The document's own date and its validity date are calendar dates, not days of work.
    const valid = /[Vv]alid until (\d{1,2} \w+ \d{4})/.exec(text)?.[1] ?? '';
    const planned = text.replaceAll(long(today), '').replaceAll(valid || '\u0000', '');
    // A whole date: '1 January 2027' but not the end of '11 January 2027'.
    for (const day of holidays)
      expect(planned, `${long(day)} is a bank holiday`).not.toMatch(new RegExp(`(?<!\\d)${long(day)}`));
  });
});

describe('internal variants', () => {
  it.each([2, 3, 4, 5])('type %i says INTERNAL on every page and adds its review', (type) => {
    const { file, job } = internal.get(type)!;
    expect(job.fileName).toMatch(/-internal-\d{12}\.(pptx|docx)$/);
    const pages = pagesOf(file.text);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('INTERNAL');
    const text = flat(file.text);
    expect(text).toContain(pounds(estimate.cost.amount));
    expect(text).toMatch(/Margin/);
  });

  it('type 3: the staffing\u2019s days of work add up to the team\u2019s days, the project management across the programme a row of its own', () => {
    const text = flat(internal.get(3)!.file.text);
    const team = /The team works ([\d,.]+) person-days/.exec(text)?.[1];
    expect(team).toBeDefined();
    const total = /Staffing \(internal\).*? Total ([\d,.]+) ([\d,.]+) ([\d,.]+)/.exec(text);
    expect(total?.[1]).toBe(team);
  });

  it.each([2, 3])(
    'type %i: an unanswered risk assessment reads Not assessed, never a row of zeros',
    (type) => {
      const text = flat(internal.get(type)!.file.text);
      expect(text).toContain('Not assessed');
      expect(text).not.toMatch(/0\.00 0\.00/);
    },
  );
});

describe('typography', () => {
  it.each([3, 4, 5])('type %i: no table row splits across pages and header rows repeat', (type) => {
    const xml = xmlOf(customer.get(type)!.data, 'word/document.xml');
    const rows = xml.match(/<w:tr>[\s\S]*?<\/w:tr>/g) ?? [];
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row).toContain('<w:cantSplit/>');
    expect(xml).toContain('<w:tblHeader/>');
  });

  it.each([3, 4, 5])('type %i: every heading is kept with what follows, and no page ends on one', (type) => {
    const { data, file } = customer.get(type)!;
    const xml = xmlOf(data, 'word/document.xml');
    const headings = [...xml.matchAll(/<w:p><w:pPr><w:pStyle w:val="Heading\d"\/>(.*?)<\/w:p>/g)].map(
      (m) => ({
        keep: m[1]!.includes('<w:keepNext/>'),
        text: m[1]!.replace(/<[^>]+>/g, '').trim(),
      }),
    );
    expect(headings.length).toBeGreaterThan(5);
    for (const h of headings) expect(h.keep, h.text).toBe(true);
    const titles = new Set(headings.map((h) => h.text));
    for (const page of pagesOf(file.text)) {
      const lines = page
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !/Page \d+ of \d+|Commercial in confidence|INTERNAL/.test(l));
      const last = lines.at(-1) ?? '';
      expect(titles.has(last), `a page ends on the heading "${last}"`).toBe(false);
    }
  });

  it.each([3, 4, 5])('type %i: true file properties (title, author, subject, created now)', (type) => {
    const core = xmlOf(customer.get(type)!.data, 'docProps/core.xml');
    expect(core).toContain('Documents content – Northbridge');
    expect(core).toMatch(/<dc:creator>[^<]+<\/dc:creator>/);
    expect(core).not.toContain('Un-named');
    expect(core).toMatch(/<dc:subject>[^<]+for Northbridge Building Society<\/dc:subject>/);
    const created = /<dcterms:created[^>]*>([^<]+)</.exec(core)?.[1] ?? '';
    expect(Math.abs(Date.parse(created) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('the ROM deck: true properties, no "PptxGenJS" subject', () => {
    const core = xmlOf(customer.get(2)!.data, 'docProps/core.xml');
    expect(core).not.toContain('PptxGenJS');
    expect(core).toMatch(
      /<dc:subject>Rough order of magnitude for Northbridge Building Society<\/dc:subject>/,
    );
  });
});
