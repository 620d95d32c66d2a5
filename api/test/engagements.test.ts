/**
 * Engagements on the real stack (issue 10): owner limits, refused roles, hostile input, ETag saves, the framework
 * solution created exactly once, and the logo upload. The slide deck itself is checked in engagement-deck.test.ts.
 */
import type { CreateEngagementResponse, Engagement, EngagementListItem, Solution } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { openStackStore } from './support/store.ts';
import { FRAMEWORK_CLAIM_STALE_MS } from '../src/engagements/engagement-service.ts';
import { as, baseUrl, call, expectErrorShape, tokenFor, USERS } from './support/client.ts';
import { logoPng, uploadLogo } from './support/engagements.ts';
import { newSolutionBody } from './support/payloads.ts';

const SALES = USERS.SALES_PERSON;
const CLIENT_ID = 'client-albion-rail-services';
const CLIENT_NAME = 'Albion Rail Services';
const OFFERINGS = ['offering-windows-11-migration', 'offering-endpoint-protection'];

const body = (extra: Record<string, unknown> = {}) => ({
  salesClient: { id: CLIENT_ID, name: 'Ignored name' },
  type: 0,
  fields: { name: '', engagementNotes: 'Notes', offeringIds: OFFERINGS },
  state: { priorities: { EX: 3, CS: 2, ROI: 1, TCO: 0, OE: -1 } },
  ...extra,
});

async function create(email: string, extra: Record<string, unknown> = {}) {
  const res = await as(email).post<CreateEngagementResponse>('sales/engagements', body(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('owner limits (spec §6)', () => {
  it('a sales person lists only their own, newest first; another’s is a 404 to read and to save', async () => {
    const mine = await create(SALES);
    const theirs = await create(USERS.SOLUTION_ARCHITECT);
    const list = await as(SALES).get<{ items: EngagementListItem[] }>('sales/engagements');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(new Set(list.body.items.map((i) => i.owner.email))).toEqual(new Set([SALES]));
    expect(list.body.items[0]!.id).toBe(mine.engagement.id);
    const created = list.body.items.map((i) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(list.body.items.some((i) => i.id === 'engagement-demo-mercia')).toBe(true);
    expect(list.body.items.some((i) => i.id === theirs.engagement.id)).toBe(false);

    const read = await as(SALES).get(`sales/engagements/${theirs.engagement.id}`);
    expect(read.status).toBe(404);
    expectErrorShape(read.body);
    const save = await as(SALES).put(`sales/engagements/${theirs.engagement.id}`, body(), {
      headers: { 'If-Match': theirs.engagement.etag },
    });
    expect(save.status).toBe(404);
    expect((await as(SALES).get('sales/engagements/engagement-demo-severn')).status).toBe(404);
  });

  // ADR 0043: reading A's owner limit applies to the owner-limited level only (the sales person); every other
  // provider role keeps the whole list, HP, Accenture and client roles none (403, below).
  it.each([
    USERS.ADMIN,
    USERS.DEAL_TEAM,
    USERS.SOLUTION_ARCHITECT,
    USERS.SOLUTION_AREA_OWNER,
    USERS.SOLUTION_CAPABILITY_OWNER,
    USERS.SOLUTION_REVIEWER,
  ])('%s sees everyone’s', async (email) => {
    const list = await as(email).get<{ items: EngagementListItem[] }>('sales/engagements');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['engagement-demo-mercia', 'engagement-demo-severn']));
    const one = await as(email).get<Engagement>('sales/engagements/engagement-demo-mercia');
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe(one.body.etag);
    expect(one.body.salesClient.name).toBe('Mercia County Council');
  });

  it('the seeded engagement with a framework solution links it', async () => {
    const list = await as(SALES).get<{ items: EngagementListItem[] }>('sales/engagements');
    expect(list.body.items.find((i) => i.id === 'engagement-demo-northbridge')).toMatchObject({
      solutionId: '1001',
      type: 1,
    });
  });

  it.each([
    USERS.HP_SALES_PERSON,
    USERS.HP_SOLUTION_ARCHITECT,
    USERS.ACCENTURE_SALES_PERSON,
    USERS.ACCENTURE_SOLUTION_ARCHITECT,
    USERS.CLIENT,
  ])('%s is refused on every route (403)', async (email) => {
    const who = as(email);
    const answers = [
      await who.get('sales/engagements'),
      await who.get('sales/engagements/engagement-demo-mercia'),
      await who.post('sales/engagements', body()),
      await who.put('sales/engagements/engagement-demo-mercia', body(), { headers: { 'If-Match': '"x"' } }),
      await uploadLogo({ name: 'logo.png', data: await logoPng() }, email),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    }
  });
});

describe('create: everything resolved from the store', () => {
  it('names it after the stored client, keeps notes, offerings, priorities, and queues the deck', async () => {
    const res = await create(SALES);
    expect(res.engagement).toMatchObject({
      salesClient: { id: CLIENT_ID, name: CLIENT_NAME },
      type: 0,
      fields: { name: `Engagement for ${CLIENT_NAME}`, engagementNotes: 'Notes', offeringIds: OFFERINGS },
      state: { partnerSubmitted: false, priorities: { EX: 3, CS: 2, ROI: 1, TCO: 0, OE: -1 } },
      owner: { email: SALES },
      documents: [],
    });
    expect(res.engagement.catalogueVersion).toBeGreaterThanOrEqual(1);
    expect(res.engagement).not.toHaveProperty('solutionId');
    expect(res.job).toMatchObject({ type: 'engagement-deck', text: 'Creating the slide deck...' });
  });

  it.each([
    [
      'a control character in the notes',
      { fields: { engagementNotes: 'a\u0007b' } },
      'fields.engagementNotes',
    ],
    ['a control character in the name', { fields: { name: 'x\u0000' } }, 'fields.name'],
    ['an unknown client', { salesClient: { id: 'client-nobody' } }, 'salesClient.id'],
    ['a client id that cannot be one', { salesClient: { id: "'; DROP TABLE--" } }, 'salesClient.id'],
    ['no client', { salesClient: undefined }, 'salesClient'],
    ['priority 4', { state: { priorities: { EX: 4 } } }, 'state.priorities.EX'],
    ['priority as text', { state: { priorities: { CS: 'High' } } }, 'state.priorities.CS'],
    ['type 2', { type: 2 }, 'type'],
    [
      'notes of 4,001 characters',
      { fields: { engagementNotes: 'x'.repeat(4001) } },
      'fields.engagementNotes',
    ],
    [
      'an offering twice',
      { fields: { offeringIds: ['offering-service-desk', 'offering-service-desk'] } },
      'fields.offeringIds',
    ],
    ['a slider at 55', { sliders: { EX: 55, CS: 60, ROI: 70, TCO: 80, OE: 90 } }, 'sliders.EX'],
    ['an unknown logo', { logoId: 'no-such-logo' }, 'logoId'],
    ['a logo id that is an engagement', { logoId: 'engagement-demo-mercia' }, 'logoId'],
  ])('refuses %s (400 naming the field)', async (_name, extra, field) => {
    const res = await as(SALES).post('sales/engagements', body(extra));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const err = expectErrorShape(res.body);
    expect(Object.keys((err.details as { fields: Record<string, string> }).fields)).toContain(field);
  });

  it('refuses unknown offerings, naming them', async () => {
    const res = await as(SALES).post(
      'sales/engagements',
      body({ fields: { offeringIds: ['offering-service-desk', 'offering-made-up', 'cap-service-desk'] } }),
    );
    expect(res.status).toBe(400);
    const err = expectErrorShape(res.body);
    expect(err.message).toContain('offering-made-up');
    expect(err.message).toContain('cap-service-desk');
    expect(err.message).not.toContain('offering-service-desk,');
  });

  it('keeps notes of exactly 4,000 characters, with line breaks and markup as typed', async () => {
    const notes = `<b>a</b> & b\n${'x'.repeat(4000 - 13)}`;
    const res = await create(SALES, { fields: { engagementNotes: notes, offeringIds: [] } });
    expect(res.engagement.fields.engagementNotes).toBe(notes);
  });

  it('keeps what we heard from the client apart from the notes, up to 1,500 characters; more is a 400 naming it', async () => {
    const heard = `6,200 staff in 143 branches\n${'y'.repeat(1500 - 28)}`;
    const res = await create(SALES, {
      fields: { engagementNotes: 'Mine', clientNeeds: heard, offeringIds: [] },
    });
    expect(res.engagement.fields).toMatchObject({ engagementNotes: 'Mine', clientNeeds: heard });
    const read = await as(SALES).get<Engagement>(`sales/engagements/${res.engagement.id}`);
    expect(read.body.fields.clientNeeds).toBe(heard);
    for (const clientNeeds of [`${heard}z`, 'bell\u0007', 42]) {
      const refused = await as(SALES).post(
        'sales/engagements',
        body({ fields: { clientNeeds, offeringIds: [] } }),
      );
      expect(refused.status).toBe(400);
      expectErrorShape(refused.body);
      expect(JSON.stringify(refused.body)).toContain('fields.clientNeeds');
    }
  });

  it('keeps when and whom we met; a date that is not one, or a line break in the names, is a 400 naming the field', async () => {
    const met = { metOn: '2026-11-12', metWith: 'Fiona MacLeod, Head of IT Infrastructure' };
    const res = await create(SALES, { fields: { ...met, offeringIds: [] } });
    expect(res.engagement.fields).toMatchObject(met);
    const read = await as(SALES).get<Engagement>(`sales/engagements/${res.engagement.id}`);
    expect(read.body.fields).toMatchObject(met);
    const refusals: [string, unknown][] = [
      ['fields.metOn', '2026-02-30'],
      ['fields.metOn', '12/11/2026'],
      ['fields.metOn', 20261112],
      ['fields.metWith', 'Fiona\nMacLeod'],
      ['fields.metWith', 'x'.repeat(301)],
    ];
    for (const [field, value] of refusals) {
      const refused = await as(SALES).post(
        'sales/engagements',
        body({ fields: { [field.slice('fields.'.length)]: value, offeringIds: [] } }),
      );
      expect(refused.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expectErrorShape(refused.body);
      expect(JSON.stringify(refused.body)).toContain(field);
    }
  });

  it.each([
    ['a text/plain body', 'text/plain', 'hello', 415],
    ['broken JSON', 'application/json', '{not json', 400],
    ['an empty body', 'application/json', '', 400],
    ['a body nested 100 deep', 'application/json', `${'['.repeat(100)}${']'.repeat(100)}`, 400],
    ['a 3 MB body', 'application/json', JSON.stringify({ ...body(), pad: 'x'.repeat(3 * 1024 * 1024) }), 413],
  ])('answers %s with %#', async (_name, type, raw, status) => {
    const res = await call('POST', 'sales/engagements', {
      token: await tokenFor(SALES),
      rawBody: raw,
      headers: { 'Content-Type': type },
    });
    expect(res.status).toBe(status);
    expectErrorShape(res.body);
  });

  it('refuses a role that cannot create solutions a framework solution (403), but not an engagement', async () => {
    const refused = await as(USERS.SOLUTION_REVIEWER).post('sales/engagements', body({ type: 1 }));
    expect(refused.status).toBe(403);
    expectErrorShape(refused.body);
    await create(USERS.SOLUTION_REVIEWER);
  });
});

describe('save with If-Match', () => {
  it('428 without, 409 stale with the current version, 200 with the engagement and a new deck job', async () => {
    const { engagement } = await create(SALES);
    const path = `sales/engagements/${engagement.id}`;
    const changed = body({ fields: { name: 'Renamed', engagementNotes: 'New notes', offeringIds: [] } });
    const missing = await as(SALES).put(path, changed);
    expect(missing.status).toBe(428);
    expectErrorShape(missing.body);
    const ok = await as(SALES).put<CreateEngagementResponse>(path, changed, {
      headers: { 'If-Match': engagement.etag },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.engagement.fields).toMatchObject({ name: 'Renamed', engagementNotes: 'New notes' });
    expect(ok.headers.get('etag')).toBe(ok.body.engagement.etag);
    expect(ok.body.job.text).toBe('Creating the slide deck...');
    const stale = await as(SALES).put(path, body(), { headers: { 'If-Match': engagement.etag } });
    expect(stale.status).toBe(409);
    const err = expectErrorShape(stale.body);
    expect((err.details as { current: Engagement }).current).toMatchObject({
      etag: ok.body.engagement.etag,
      fields: { name: 'Renamed' },
    });
    // Nothing changed by the stale save.
    expect((await as(SALES).get<Engagement>(path)).body.fields.name).toBe('Renamed');
  });

  it('a bad id in the address is a 400, an unknown one a 404', async () => {
    expect((await as(SALES).get('sales/engagements/a%20b')).status).toBe(400);
    expect((await as(SALES).get('sales/engagements/no-such-engagement')).status).toBe(404);
  });
});

describe('type 1 creates the framework solution exactly once', () => {
  const capsOf = (s: Solution) =>
    s.state.items
      .filter((c) => c.selected)
      .map((c) => c.id)
      .sort();

  it('on create, with the offerings’ capabilities selected, opening in the builder', async () => {
    const name = `Framework ${Date.now()}`;
    const res = await create(SALES, {
      type: 1,
      fields: { name, engagementNotes: 'a < b', offeringIds: OFFERINGS },
    });
    const solutionId = res.engagement.solutionId!;
    expect(solutionId).toMatch(/^\d+$/);
    const solution = await as(SALES).get<Solution>(`sales/solutions/${solutionId}`);
    expect(solution.status).toBe(200);
    expect(solution.body).toMatchObject({
      clientId: CLIENT_ID,
      clientName: CLIENT_NAME,
      owner: { email: SALES },
      fields: { name },
      state: { step: 0 },
    });
    // Windows 11 migration links to device management: the builder's tick selects it too.
    expect(capsOf(solution.body)).toEqual([
      'cap-device-management',
      'cap-endpoint-protection',
      'cap-windows-11-migration',
    ]);
    expect(solution.body.catalogueVersion).toBe(res.engagement.catalogueVersion);

    // Saving again (still type 1) keeps the one solution.
    const again = await as(SALES).put<CreateEngagementResponse>(
      `sales/engagements/${res.engagement.id}`,
      body({ type: 1, fields: { name, offeringIds: OFFERINGS } }),
      { headers: { 'If-Match': res.engagement.etag } },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.engagement.solutionId).toBe(solutionId);
    const mine = await as(SALES).get<{ items: { name: string }[] }>(
      'sales/solutions?view=created&pageSize=200',
    );
    expect(mine.body.items.filter((s) => s.name === name)).toHaveLength(1);
  });

  it('a type 0 saved as type 1 gets its solution then, once, even when two saves race', async () => {
    const name = `Later framework ${Date.now()}`;
    const { engagement } = await create(SALES, { fields: { name, offeringIds: ['offering-service-desk'] } });
    const path = `sales/engagements/${engagement.id}`;
    const first = await as(SALES).put<CreateEngagementResponse>(
      path,
      body({ type: 1, fields: { name, offeringIds: ['offering-service-desk'] } }),
      { headers: { 'If-Match': engagement.etag } },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const solutionId = first.body.engagement.solutionId;
    expect(solutionId).toBeDefined();
    const e = first.body.engagement;
    const racing = await Promise.all(
      [0, 1].map(() =>
        as(SALES).put<CreateEngagementResponse>(path, body({ type: 1, fields: { name } }), {
          headers: { 'If-Match': e.etag },
        }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const mine = await as(SALES).get<{ items: { name: string }[] }>(
      'sales/solutions?view=created&pageSize=200',
    );
    expect(mine.body.items.filter((s) => s.name === name)).toHaveLength(1);
    const solution = await as(SALES).get<Solution>(`sales/solutions/${solutionId}`);
    expect(capsOf(solution.body)).toEqual(['cap-service-desk']);
  });
});

describe('a framework claim left by a crash (docs/engagements.md "API")', () => {
  // The claim row is written straight into the local store, as a save that crashed before its solution leaves it.
  async function claim(engagementId: string, claimedAt: string) {
    const store = openStackStore();
    try {
      const id = `engagement-solution-${engagementId}`;
      await store.container<{ id: string; value: number; claimedAt: string }>('counters').create({
        id,
        value: 0,
        claimedAt,
      });
    } finally {
      await store.close();
    }
  }

  async function saveAsType1(name: string) {
    const { engagement } = await create(SALES, { fields: { name, offeringIds: ['offering-service-desk'] } });
    return async (claimedAt: string) => {
      await claim(engagement.id, claimedAt);
      const res = await as(SALES).put<CreateEngagementResponse>(
        `sales/engagements/${engagement.id}`,
        body({ type: 1, fields: { name, offeringIds: ['offering-service-desk'] } }),
        { headers: { 'If-Match': engagement.etag } },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.engagement;
    };
  }

  it.each([
    ['three minutes old', 3 * 60_000, true],
    ['just over the limit', FRAMEWORK_CLAIM_STALE_MS + 5_000, true],
    ['ten seconds old (another save is creating it)', 10_000, false],
  ])('a claim %s (%i ms): solution created: %s', async (_, ageMs, created) => {
    const name = `Claimed framework ${Date.now()} ${ageMs}`;
    const save = await saveAsType1(name);
    const engagement = await save(new Date(Date.now() - ageMs).toISOString());
    const mine = await as(SALES).get<{ items: { name: string }[] }>(
      'sales/solutions?view=created&pageSize=200',
    );
    expect(mine.body.items.filter((s) => s.name === name)).toHaveLength(created ? 1 : 0);
    expect(engagement.solutionId !== undefined).toBe(created);
  });
});

describe('POST /api/sales/engagements/logos', () => {
  it('stores a PNG and reads its size from the header; the engagement keeps it', async () => {
    const res = await uploadLogo({ name: 'Albion logo.PNG', data: await logoPng(320, 120) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ fileName: 'Albion logo.png', width: 320, height: 120 });
    const created = await create(SALES, { logoId: res.body.logoId });
    expect(created.engagement.logo).toEqual(res.body);
  });

  it('is no deliverable document: a solution cannot attach a logo as a file (400)', async () => {
    const logo = await uploadLogo({ name: 'logo.png', data: await logoPng() });
    const items = [
      {
        id: 'cap-logo-test',
        name: 'Logo test',
        selected: true,
        actions: [
          {
            id: 'act-logo-test',
            name: 'Write',
            effort: 8,
            selected: true,
            deliverables: [
              {
                id: 'dl-1',
                name: 'Book',
                description: 'x',
                format: { id: 'pdf', name: 'PDF' },
                documentId: logo.body.logoId,
              },
            ],
          },
        ],
      },
    ];
    const res = await as(SALES).post(
      'sales/solutions',
      newSolutionBody({ state: { step: 1, steps: [1], items } as never }),
    );
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).message).toContain('not an uploaded file');
  });

  it('takes a JPEG by its bytes whatever its name, and names it .jpg', async () => {
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...Array(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      8,
      0x00,
      0x40,
      0x00,
      0x80,
      3,
      ...Array(20).fill(0),
    ]);
    const res = await uploadLogo({ name: 'logo.gif', data: jpeg, type: 'image/gif' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ fileName: 'logo.jpg', width: 128, height: 64 });
  });

  it.each([
    [
      'an SVG',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>'),
      'image/svg+xml',
    ],
    ['a GIF', 'logo.gif', Buffer.from('GIF89a\x40\x00\x40\x00\x80\x00\x00', 'latin1'), 'image/gif'],
    ['a text file named .png', 'logo.png', Buffer.from('not an image at all, just words'), 'image/png'],
    ['a zero-byte file', 'logo.png', Buffer.alloc(0), 'image/png'],
  ])('refuses %s (400)', async (_name, fileName, data, type) => {
    const res = await uploadLogo({ name: fileName, data, type });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body);
  });

  it('refuses a file over 1 MB and an image too small (400)', async () => {
    const png = await logoPng(64, 64);
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1 - png.length)]);
    const over = await uploadLogo({ name: 'big.png', data: big });
    expect(over.status).toBe(400);
    expect(expectErrorShape(over.body).message).toBe('The logo is larger than 1 MB.');
    const small = await uploadLogo({ name: 'tiny.png', data: await logoPng(15, 64) });
    expect(small.status).toBe(400);
    expect(expectErrorShape(small.body).message).toContain('16 to 4000 pixels');
  });

  it('refuses a body that is not multipart (415) and a form without the file (400)', async () => {
    const json = await as(SALES).post('sales/engagements/logos', { logoFile: 'x' });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.set('other', 'x');
    const res = await fetch(`${baseUrl()}/api/sales/engagements/logos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(SALES)}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expectErrorShape(await res.json());
  });
});
