/**
 * The commercial terms in the settings (issue 29) on the real stack: seeded with the supplier and terms every
 * customer document prints; an admin's change is what the next proposal names; hostile or inconsistent terms are
 * refused with field messages in the one error shape; nobody but an admin may change them.
 */
import { DEFAULT_COMMERCIAL_SETTINGS, type JobView, type Settings } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { openInOffice } from './support/office.ts';

const admin = as(USERS.ADMIN);
const settings = async () => {
  const res = await admin.get<{ value: Settings }>('sales/configuration/settings');
  return { value: res.body.value, etag: res.headers.get('etag')! };
};
const save = (body: unknown, etag: string, who = admin) =>
  who.post<{ value: Settings }>('sales/configuration/settings', body, { headers: { 'If-Match': etag } });

beforeAll(async () => {
  const { value, etag } = await settings();
  await save({ ...value, commercial: DEFAULT_COMMERCIAL_SETTINGS }, etag);
});

afterAll(async () => {
  const { value, etag } = await settings();
  await save({ ...value, commercial: DEFAULT_COMMERCIAL_SETTINGS }, etag);
});

describe('the commercial terms in the settings', () => {
  it('are kept by a save that leaves them out (an older page), and read back as saved', async () => {
    const { value, etag } = await settings();
    expect(value.commercial).toEqual(DEFAULT_COMMERCIAL_SETTINGS);
    const res = await save({ deliverableReview: value.deliverableReview }, etag);
    expect(res.status).toBe(200);
    expect(res.body.value.commercial).toEqual(DEFAULT_COMMERCIAL_SETTINGS);
  });

  it.each([
    [
      'milestones that add up to 105%',
      {
        milestones: [
          { name: 'Signature', trigger: 'signature', percent: 25 },
          { name: 'Accepted', trigger: 'completion', percent: 80 },
        ],
      },
      'commercial.milestones',
    ],
    ['a VAT rate above 100', { vatPercent: 101 }, 'commercial.vatPercent'],
    ['a validity of 0 days', { validityDays: 0 }, 'commercial.validityDays'],
    [
      'an unknown milestone trigger',
      { milestones: [{ name: 'X', trigger: 'never', percent: 100 }] },
      'commercial.milestones.0.trigger',
    ],
    [
      'a control character in the legal name',
      { supplier: { ...DEFAULT_COMMERCIAL_SETTINGS.supplier, legalName: 'Acme\u0007 Ltd' } },
      'commercial.supplier.legalName',
    ],
    ['no change control', { changeControl: '' }, 'commercial.changeControl'],
    [
      'a control character in the further terms',
      { furtherTerms: 'Expenses.\u0000 None.' },
      'commercial.furtherTerms',
    ],
    ['further terms of 8,001 characters', { furtherTerms: 'x'.repeat(8001) }, 'commercial.furtherTerms'],
    [
      'no discovery workshop',
      { workshops: { discoveryCount: 0, discoveryHours: 3, solutionHours: 3, feePounds: 0 } },
      'commercial.workshops.discoveryCount',
    ],
    [
      'a workshop of two and a half hours',
      { workshops: { discoveryCount: 2, discoveryHours: 2.5, solutionHours: 3, feePounds: 0 } },
      'commercial.workshops.discoveryHours',
    ],
    [
      'a workshop fee in words',
      { workshops: { discoveryCount: 2, discoveryHours: 3, solutionHours: 3, feePounds: 'free' } },
      'commercial.workshops.feePounds',
    ],
  ])('refuses %s with a field message', async (_name, patch, field) => {
    const { value, etag } = await settings();
    const res = await save({ ...value, commercial: { ...DEFAULT_COMMERCIAL_SETTINGS, ...patch } }, etag);
    expect(res.status).toBe(400);
    const error = expectErrorShape(res.body) as { details?: { fields?: Record<string, string> } };
    expect(Object.keys(error.details?.fields ?? {})).toContain(field);
    expect((await settings()).value.commercial).toEqual(DEFAULT_COMMERCIAL_SETTINGS);
  });

  it('may be changed by admins only (403 for a sales person)', async () => {
    const { value, etag } = await settings();
    const res = await save(
      { ...value, commercial: DEFAULT_COMMERCIAL_SETTINGS },
      etag,
      as(USERS.SALES_PERSON),
    );
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
  });

  it('an admin\u2019s supplier and VAT rate are what the next proposal prints', async () => {
    const { value, etag } = await settings();
    const changed = {
      ...DEFAULT_COMMERCIAL_SETTINGS,
      vatPercent: 17.5,
      supplier: { ...DEFAULT_COMMERCIAL_SETTINGS.supplier, legalName: 'Northgate Digital Limited' },
      furtherTerms: 'Expenses. None are charged.\n\nSite access. The Client escorts the team on its sites.',
    };
    expect((await save({ ...value, commercial: changed }, etag)).status).toBe(200);
    const started = await as(USERS.SALES_PERSON).post<JobView>('sales/generate', {
      solutionId: '1001',
      documentType: 3,
    });
    const job = await waitFor(async () => {
      const res = await as(USERS.SALES_PERSON).get<JobView>(`jobs/${started.body.traceId}`);
      return res.body.status === 'succeeded' || res.body.status === 'failed' ? res.body : undefined;
    }, 60_000);
    expect(job.status).toBe('succeeded');
    const data = Buffer.from(await (await fetch(job.url!)).arrayBuffer());
    const [file] = await openInOffice([{ name: 'commercial-proposal.docx', data }]);
    const text = file!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Northgate Digital Limited');
    expect(text).toContain('VAT at 17.5%');
    expect(text).toContain('Expenses. None are charged.');
    expect(text).toContain('Site access. The Client escorts the team on its sites.');
    // The default clauses are replaced; the order of precedence is the document's own.
    expect(text).not.toContain('Expenses. Travel and subsistence for the work');
    expect(text).toContain('Order of precedence. Where documents conflict');
    expect(text).not.toContain('Provider Technology Services Limited');
  }, 120_000);
});
