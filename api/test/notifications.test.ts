/**
 * The notifications admin save (issue 9, ADR 0018): POST /sales/configuration/notifications replaces the whole
 * list for admins only, with If-Match (428 without, 409 stale with the current list), refuses bad e-mails, control
 * characters and solution areas or places the store does not know (400 with field paths), records an audit row,
 * and the solution notifications follow the saved rows ("the most specific row wins").
 */
import type { AuditEntry, NotificationSetting } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const admin = as(USERS.ADMIN);
const PATH = 'sales/configuration/notifications';

async function current() {
  const res = await admin.get<{ value: NotificationSetting[] }>(PATH);
  expect(res.status).toBe(200);
  return { settings: res.body.value, etag: res.headers.get('etag')! };
}

const save = (notificationSettings: unknown, etag?: string, email: string = USERS.ADMIN) =>
  as(email).post(PATH, { notificationSettings }, etag ? { headers: { 'If-Match': etag } } : {});

const ALL_ON = { solutionSubmitted: true, architectAssigned: true, dailySummary: true, weeklySymmary: true };
const setting = (extra: Record<string, unknown> = {}) => ({
  solutionAreaId: 'sa-modern-workplace',
  globalCountryId: 'GB',
  recipient: { name: 'GB Desk', email: 'gb.desk@provider.example' },
  notifications: ALL_ON,
  ...extra,
});

let seeded: NotificationSetting[];

beforeAll(async () => {
  seeded = (await current()).settings;
});

// Other test files (summaries, solution flow) rely on the seeded settings: put them back.
afterAll(async () => {
  const { etag } = await current();
  expect((await save(seeded, etag)).status).toBe(200);
});

describe('saving notification settings', () => {
  it('is for admins only (403, never a 500) and changes nothing otherwise', async () => {
    const { etag } = await current();
    for (const email of [
      USERS.SALES_PERSON,
      USERS.SOLUTION_AREA_OWNER,
      USERS.SOLUTION_ARCHITECT,
      USERS.HP_SALES_PERSON,
      USERS.ACCENTURE_SOLUTION_ARCHITECT,
      USERS.CLIENT,
    ]) {
      const res = await save([setting()], etag, email);
      expect(res.status, email).toBe(403);
      expectErrorShape(res.body);
      expect((await as(email).get(PATH)).status, email).toBe(403);
    }
    expect((await current()).etag).toBe(etag);
  });

  it('needs If-Match (428) and refuses a stale one with the current list (409)', async () => {
    const before = await current();
    const missing = await save([...before.settings, setting()]);
    expect(missing.status).toBe(428);
    expectErrorShape(missing.body);
    const first = await save([...before.settings, setting()], before.etag);
    expect(first.status).toBe(200);
    const stale = await save(before.settings, before.etag);
    expect(stale.status).toBe(409);
    expect(expectErrorShape(stale.body).details).toEqual({ current: first.body.value.notificationSettings });
    const back = await save(before.settings, first.headers.get('etag')!);
    expect(back.status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ['a bad e-mail', setting({ recipient: { name: 'X', email: 'not an address' } }), '0.recipient.email'],
    ['an empty e-mail', setting({ recipient: { name: 'X', email: '' } }), '0.recipient.email'],
    [
      'a control character in the name',
      setting({ recipient: { name: 'A\u0007B', email: 'a@b.example' } }),
      '0.recipient.name',
    ],
    [
      'a line break in the e-mail',
      setting({ recipient: { name: 'X', email: 'a@b.example\nBcc: c@d.example' } }),
      '0.recipient.email',
    ],
    ['an unknown solution area', setting({ solutionAreaId: 'sa-space' }), '0.solutionAreaId'],
    ['an unknown area', setting({ globalCountryId: undefined, globalAreaId: 'MARS' }), '0.globalAreaId'],
    [
      'an unknown region',
      setting({ globalCountryId: undefined, globalRegionId: 'EME-ATLANTIS' }),
      '0.globalRegionId',
    ],
    ['an unknown country', setting({ globalCountryId: 'ZZ' }), '0.globalCountryId'],
    ['an id with a control character', setting({ globalCountryId: 'G\u0000B' }), '0.globalCountryId'],
    [
      'a missing notification',
      setting({ notifications: { solutionSubmitted: true } }),
      '0.notifications.architectAssigned',
    ],
    [
      'a notification that is not a boolean',
      setting({ notifications: { ...ALL_ON, dailySummary: 'yes' } }),
      '0.notifications.dailySummary',
    ],
  ])('refuses %s with a field message (400) and stores nothing', async (_name, bad, field) => {
    const { etag } = await current();
    const res = await save([bad], etag);
    expect(res.status).toBe(400);
    const err = expectErrorShape(res.body) as {
      message: string;
      details: { fields: Record<string, string> };
    };
    expect(Object.keys(err.details.fields)).toContain(`notificationSettings.${field}`);
    expect(err.message).not.toMatch(/undefined|\[object/);
    expect((await current()).etag).toBe(etag);
  });

  it('refuses two places in one setting and two settings for one cell', async () => {
    const { etag } = await current();
    const two = await save([setting({ globalRegionId: 'EME-UKI' })], etag);
    expect(two.status).toBe(400);
    const repeated = await save(
      [setting(), setting({ recipient: { name: 'B', email: 'b@b.example' } })],
      etag,
    );
    expect(repeated.status).toBe(400);
    expect(expectErrorShape(repeated.body).details).toEqual({
      fields: { 'notificationSettings.1': 'has the same solution area and place as setting 1' },
    });
  });

  it.each([
    ['not JSON', 'notificationSettings=1'],
    ['a list instead of the object', '[]'],
    ['null settings', '{"notificationSettings":null}'],
    [
      'a string e-mail object',
      '{"notificationSettings":[{"solutionAreaId":"sa-security","recipient":"x","notifications":{}}]}',
    ],
  ])('answers %s with a 4xx, never a 500', async (_name, rawBody) => {
    const { etag } = await current();
    const res = await admin.call('POST', PATH, { rawBody, headers: { 'If-Match': etag } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectErrorShape(res.body);
  });

  it('keeps what an admin typed (names with accents and symbols, e-mails trimmed) and records an audit row', async () => {
    const { settings, etag } = await current();
    const name = 'Zoë O’Brien-Ålund & Co (UK&I) <desk>';
    const res = await save(
      [...settings, setting({ recipient: { name, email: '  Zoe.OBrien@Provider.example ' } })],
      etag,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    const stored = (await current()).settings.at(-1)!;
    expect(stored.recipient).toEqual({ name, email: 'Zoe.OBrien@Provider.example' });
    const [latest] = (await admin.get<AuditEntry[]>('sales/admin/audit?area=notifications')).body;
    expect(latest!.by.email).toBe(USERS.ADMIN);
    expect(latest!.target).toEqual({ id: 'notifications', name: 'notifications' });
    expect(latest!.changes.map((c) => c.after ?? '').join(' ')).toContain('Zoe.OBrien@Provider.example');
    expect(Date.now() - Date.parse(latest!.at)).toBeLessThan(60_000);
    // Put the list back for the next test.
    const back = await save(settings, res.headers.get('etag')!);
    expect(back.status).toBe(200);
  });
});

describe('the solution notifications follow the saved settings', () => {
  it('sends architect-assigned to the most specific row (a country row over the UK&I desk)', async () => {
    const { settings, etag } = await current();
    const gb = setting({
      recipient: { name: 'GB Desk', email: 'gb.desk@provider.example' },
      notifications: { ...ALL_ON, solutionSubmitted: false },
    });
    expect((await save([...settings, gb], etag)).status).toBe(200);

    const owner = as(USERS.SALES_PERSON);
    const name = `Routing check ${Date.now()}`;
    const body = newSolutionBody({
      fields: { ...newSolutionBody().fields, name },
      state: {
        step: 1,
        steps: [1],
        items: [
          {
            id: 'cap-device-management',
            name: 'Device Management (Intune)',
            areaId: 'area-core',
            selected: true,
          },
        ],
      },
    });
    const created = await owner.post('sales/solutions', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const architect = {
      id: userIdForEmail(USERS.SOLUTION_ARCHITECT),
      name: 'Olivia Hart',
      email: USERS.SOLUTION_ARCHITECT,
    };
    const assigned = await owner.post(
      'sales/solutions',
      {
        ...body,
        solutionId: created.body.id,
        fields: {
          ...body.fields,
          roles: [{ id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user: architect }],
        },
      },
      { headers: { 'If-Match': created.headers.get('etag')! } },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const subject = `Solution architect assigned: ${name}`;
    const mails = await waitFor(async () => {
      const list = (await admin.get('local/mail')).body as { to: string; subject: string }[];
      const mine = list.filter((m) => m.subject === subject);
      return mine.length >= 2 ? mine : undefined;
    });
    const to = mails.map((m) => m.to).join(' ');
    expect(to).toContain('gb.desk@provider.example');
    expect(to).toContain(USERS.SOLUTION_ARCHITECT);
    // The UK&I desk (EME-UKI, architectAssigned on) and the EME area owner are broader: not told.
    expect(to).not.toContain('uki.solutioning@provider.example');
    expect(to).not.toContain('area.owner@provider.example');
    // Only Modern Workplace: the Security desk for UK&I is not told either.
    expect(to).not.toContain('priya.raman@provider.example');
  });
});
