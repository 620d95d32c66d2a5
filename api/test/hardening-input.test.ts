/**
 * Issue 6, sections 1 and 2: no user input is lost to a bound meant for typing, every bad input is a clear 400
 * (or 415) that changes nothing, references come from the store, and rich text is sanitised before it is stored.
 */
import type { Capability, SaveSolutionRequest } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, baseUrl, call, expectErrorShape, tokenFor, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const sales = () => as(USERS.SALES_PERSON);

async function created(overrides: Partial<SaveSolutionRequest> = {}) {
  const res = await sales().post('sales/solutions', newSolutionBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; etag: string } & SaveSolutionRequest;
}

async function save(id: string, etag: string, body: SaveSolutionRequest) {
  return sales().post('sales/solutions', { ...body, solutionId: id }, { headers: { 'If-Match': etag } });
}

/** A capability tree `depth` levels deep. */
function tree(depth: number): Capability[] {
  let items: Capability[] | undefined;
  for (let d = depth; d >= 1; d--)
    items = [{ id: `cap-${d}`, name: `Level ${d}`, ...(items ? { items } : {}) }];
  return items!;
}

describe('computed totals are never refused', () => {
  it('saves an action whose computed effort passes 9,999 h (5,000 sites x 3 h x 2 tranches) and reads it back', async () => {
    const s = await created();
    const body = newSolutionBody({
      state: {
        step: 1,
        steps: [1],
        items: [
          {
            id: 'cap-sites',
            name: 'Site roll-out',
            selected: true,
            actions: [
              {
                id: 'act-sites',
                name: 'Roll out per site',
                effort: 0,
                tranches: 2,
                metrics: [{ id: 'm-sites', name: 'Sites', effort: 3, value: 5000 }],
              },
            ],
          },
        ],
        capabilities: [
          {
            path: 'cap-sites',
            isSelected: true,
            scope: [{ id: 'act-sites', name: 'Roll out per site', effort: 30_000 }],
          },
        ],
      },
    });
    const res = await save(s.id, s.etag, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const back = await sales().get(`sales/solutions/${s.id}`);
    expect(back.body.state.capabilities[0].scope[0].effort).toBe(30_000);
  });

  it('still refuses a typed effort above 9,999 h, in plain words', async () => {
    const s = await created();
    const body = newSolutionBody({
      state: {
        step: 1,
        steps: [1],
        items: [{ id: 'c', name: 'C', actions: [{ id: 'a', name: 'A', effort: 10_000 }] }],
      },
    });
    const res = await save(s.id, s.etag, body);
    expect(res.status).toBe(400);
    const err = expectErrorShape(res.body);
    expect(err.message).toBe('The effort of an action must be at most 9,999. Correct it and try again.');
    expect(err.message).not.toMatch(/state\.|items\.\d/);
  });
});

describe('plain messages', () => {
  it.each([
    [
      { fields: { ...newSolutionBody().fields, name: 'x'.repeat(301) } },
      'The opportunity name is too long (at most 300 characters).',
    ],
    [{ expectedStart: '2027-13' }, 'The expected start is not in the expected form.'],
    [
      { fields: { ...newSolutionBody().fields, aepUrl: 'ftp://x' } },
      'The AEP link must be a web link starting with https:// or http://.',
    ],
  ] as [Partial<SaveSolutionRequest>, string][])('%#: %s', async (overrides, start) => {
    const res = await sales().post('sales/solutions', newSolutionBody(overrides));
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).message.startsWith(start), expectErrorShape(res.body).message).toBe(
      true,
    );
  });
});

describe('nesting', () => {
  const nested = (depth: number) => {
    let v: unknown = [];
    for (let i = 0; i < depth; i++) v = [{ id: `n${i}`, name: 'n', items: v }];
    return v;
  };
  it('refuses state.items nested 500 levels and salesCountry.fields nested 1,000 levels with 400 before parsing', async () => {
    const deepItems = { ...newSolutionBody(), state: { step: 1, steps: [1], items: nested(500) } };
    let fields: unknown = {};
    for (let i = 0; i < 1000; i++) fields = { a: fields };
    const deepCountry = { ...newSolutionBody(), salesCountry: { id: 'GB', name: 'United Kingdom', fields } };
    for (const body of [deepItems, deepCountry]) {
      const res = await sales().post('sales/solutions', body);
      expect(res.status).toBe(400);
      expect(expectErrorShape(res.body).message).toMatch(/nests data more than 64 levels/);
    }
  });

  it('accepts a capability tree 8 levels deep and refuses 9 (and 50)', async () => {
    const s = await created();
    expect(
      (await save(s.id, s.etag, newSolutionBody({ state: { step: 1, steps: [1], items: tree(8) } }))).status,
    ).toBe(200);
    for (const depth of [9, 50]) {
      const res = await sales().post(
        'sales/solutions',
        newSolutionBody({ state: { step: 1, steps: [1], items: tree(depth) } }),
      );
      expect(res.status, String(depth)).toBe(400);
      expect(expectErrorShape(res.body).message).toMatch(
        depth === 9 ? /capabilities nest at most 8 levels deep/ : /nests data more than 64 levels/,
      );
    }
  });
});

describe('one string rule', () => {
  const C0 = 'a\u0001b';
  const C1 = 'a\u0085b';
  const base = newSolutionBody();
  const withAction = (action: Record<string, unknown>) =>
    newSolutionBody({
      state: { step: 1, steps: [1], items: [{ id: 'c', name: 'C', actions: [action as never] }] },
    });
  it.each([
    ['a C1 character in the opportunity name', { ...base, fields: { ...base.fields, name: C1 } }],
    ['a C0 character in salesClient.id', { ...base, salesClient: { id: C0, name: 'x' } }],
    ['a C1 character in salesClient.name', { ...base, salesClient: { ...base.salesClient!, name: C1 } }],
    [
      'a C0 character in fields.regionId',
      { ...base, salesCountry: null, fields: { ...base.fields, regionId: C0 } },
    ],
    ['a line break in an action id', withAction({ id: 'a\nb', name: 'A', effort: 1 })],
    [
      'a C1 character in a metric id',
      withAction({ id: 'a', name: 'A', effort: 1, metrics: [{ id: C1, name: 'M', effort: 1, value: 1 }] }),
    ],
    [
      'a C0 character in a deliverable id',
      withAction({
        id: 'a',
        name: 'A',
        effort: 1,
        deliverables: [{ id: C0, name: 'D', description: 'd', format: { id: '1', name: 'Word' } }],
      }),
    ],
    ['a C1 character in a description', { ...base, requirementDescription: C1 }],
  ])('refuses %s', async (_name, body) => {
    const res = await sales().post('sales/solutions', body);
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).message).toMatch(/control characters/);
  });

  it('refuses control characters in admin payloads (role ids)', async () => {
    const roles = await as(USERS.ADMIN).get('sales/configuration/roles');
    const list = roles.body.value as { id: string }[];
    const res = await as(USERS.ADMIN).post(
      'sales/configuration/roles',
      { roles: [{ ...list[0], id: 'role\u0007x' }, ...list.slice(1)] },
      { headers: { 'If-Match': roles.headers.get('etag')! } },
    );
    expect(res.status).toBe(400);
  });

  it('keeps what a person types within the limits exactly (accents, emoji, currency, quotes, markup-like text, newlines)', async () => {
    const typed = 'Café déjà vu — £1,200 / €1.400 🚀 "quotes" \'single\' a < b & c\nsecond line\tand a tab';
    const s = await created({
      requirementDescription: typed,
      fields: { ...base.fields, name: 'Ünïcødé 🚀 “curly” & <angle>', opportunityBackground: typed },
    });
    const back = await sales().get(`sales/solutions/${s.id}`);
    expect(back.body.requirementDescription).toBe(typed);
    expect(back.body.fields.opportunityBackground).toBe(typed);
    expect(back.body.fields.name).toBe('Ünïcødé 🚀 “curly” & <angle>');
  });
});

describe('references come from the store', () => {
  it.each(['-1', '../../etc/passwd', 'client-unknown'])('refuses the client id %s', async (id) => {
    const res = await sales().post(
      'sales/solutions',
      newSolutionBody({ salesClient: { id, name: 'Forged' } }),
    );
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).message).toMatch(/client you chose does not exist/);
  });

  it('takes the client and country names from the store, not from the request', async () => {
    const base = newSolutionBody();
    const s = await created({
      salesClient: { id: base.salesClient!.id, name: 'Forged name' },
      salesCountry: { id: 'GB', name: 'Narnia' },
    });
    expect(s.salesClient!.name).toBe('Northbridge Building Society');
    expect((s as unknown as { clientName: string }).clientName).toBe('Northbridge Building Society');
    expect(s.salesCountry!.name).toBe('United Kingdom');
  });
});

describe('role entries', () => {
  async function userId(email: string) {
    const users = await as(USERS.ADMIN).get<{ id: string; email: string }[]>('users');
    return users.body.find((u) => u.email === email)!.id;
  }
  const withRoles = (roles: unknown) =>
    newSolutionBody({ fields: { ...newSolutionBody().fields, roles: roles as never } });

  it('refuses ADMIN, made-up entries, unknown users and a client in a sales person entry', async () => {
    const client = await userId(USERS.CLIENT);
    const admin = await userId(USERS.ADMIN);
    for (const roles of [
      [{ id: 'ADMIN', name: 'Admin', user: { id: admin, name: 'A', email: USERS.ADMIN } }],
      [{ id: 'MADE_UP', name: 'X', user: { id: admin, name: 'A', email: USERS.ADMIN } }],
      [
        {
          id: 'SALES_PERSON',
          name: 'Sales Person',
          user: { id: 'user-nobody', name: 'N', email: 'n@x.example' },
        },
      ],
      [{ id: 'SALES_PERSON', name: 'Sales Person', user: { id: client, name: 'C', email: USERS.CLIENT } }],
      [
        {
          id: 'SOLUTION_ARCHITECT',
          name: 'Solution Architect',
          user: { id: await userId(USERS.HP_SOLUTION_ARCHITECT), name: 'H', email: 'h' },
        },
      ],
    ]) {
      const res = await sales().post('sales/solutions', withRoles(roles));
      expect(res.status, JSON.stringify(roles)).toBe(400);
    }
  });

  it('stores a fitting holder with the name and e-mail from the store', async () => {
    const architect = await userId(USERS.SOLUTION_ARCHITECT);
    const s = await created(
      withRoles([
        {
          id: 'SOLUTION_ARCHITECT',
          name: 'Forged',
          user: { id: architect, name: 'Forged', email: 'forged@x.example' },
        },
      ]),
    );
    expect(s.fields.roles).toEqual([
      {
        id: 'SOLUTION_ARCHITECT',
        name: 'Solution Architect',
        user: { id: architect, name: expect.not.stringMatching('Forged'), email: USERS.SOLUTION_ARCHITECT },
      },
    ]);
  });
});

describe('JSON only', () => {
  it.each([['text/plain'], ['application/x-www-form-urlencoded'], [undefined]])(
    'answers 415 to a solution save sent as %s, and stores nothing',
    async (type) => {
      const token = await tokenFor(USERS.SALES_PERSON);
      const before = (await sales().get('sales/solutions?view=created&pageSize=200')).body.items.length;
      const res = await fetch(`${baseUrl()}/api/sales/solutions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, ...(type ? { 'Content-Type': type } : {}) },
        body:
          type === undefined
            ? new Blob([JSON.stringify(newSolutionBody())])
            : JSON.stringify(newSolutionBody()),
      });
      expect(res.status).toBe(415);
      expect(expectErrorShape(await res.json()).code).toBe('unsupported_media_type');
      const after = (await sales().get('sales/solutions?view=created&pageSize=200')).body.items.length;
      expect(after).toBe(before);
    },
  );

  it('accepts application/json with a charset', async () => {
    const res = await call('POST', 'sales/solutions', {
      token: await tokenFor(USERS.SALES_PERSON),
      body: newSolutionBody(),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
  });
});

describe('rich text is sanitised before it is stored', () => {
  it('keeps b, i, u and br, removes scripts, handlers and other tags, and keeps ordinary text', async () => {
    const s = await created({
      requirementDescription: 'Need <b onclick="x()">speed</b><script>alert(1)</script> & a < b<br/>',
      fields: {
        ...newSolutionBody().fields,
        opportunityBackground:
          '<p>Para <a href="javascript:alert(1)">link</a></p><img src=x onerror=alert(1)><i>ok</i>',
      },
    });
    expect(s.requirementDescription).toBe('Need <b>speed</b> & a < b<br>');
    expect(s.fields.opportunityBackground).toBe('Para link<i>ok</i>');
  });
});
