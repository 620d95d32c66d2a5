/**
 * Presence and server alerts (issue 9, ADR 0021) against the real local stack: reports, leaving, moving page,
 * expiry, organisations kept apart, solutions one may not see, pushes to the other viewers, alerts to everyone
 * (admins only, hostile input refused) with an audit row.
 */
import { WebPubSubClient, WebPubSubJsonProtocol } from '@azure/web-pubsub-client';
import { APP_VERSION, type PresenceRow } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { openStackStore } from './support/store.ts';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

let tabCounter = 0;
const newTab = () => `tab-${Date.now().toString(36)}-${++tabCounter}`;
/** Each test uses its own admin page so tests never see each other's rows. */
const adminPage = (name: string) => `/sales/admin/presence-test-${name}`;

const clients: WebPubSubClient[] = [];
afterAll(() => {
  for (const c of clients) c.stop();
});

/** A push connection for a user, collecting what it receives. */
async function listen(email: string): Promise<unknown[]> {
  const received: unknown[] = [];
  const client = new WebPubSubClient(
    { getClientAccessUrl: async () => (await as(email).get<{ url: string }>('pubsub/negotiate')).body.url },
    { protocol: WebPubSubJsonProtocol(), autoReconnect: false },
  );
  clients.push(client);
  client.on('server-message', (e) => received.push(e.message.data));
  await client.start();
  return received;
}

const report = (email: string, tabId: string, p: string | null) =>
  as(email).post('presence', { tabId, path: p, version: APP_VERSION });
const names = (res: { body: { viewers: { name: string }[] } }) => res.body.viewers.map((v) => v.name);

describe('POST /api/presence', () => {
  it('shows who else is on the page, not oneself, and the server version', async () => {
    const p = adminPage('basic');
    const first = await report(USERS.ADMIN, newTab(), p);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ page: p, viewers: [], version: APP_VERSION });
    const second = await report(USERS.SOLUTION_AREA_OWNER, newTab(), '/sales/admin/capabilities');
    expect(second.status).toBe(200);
    const third = await report(USERS.SOLUTION_AREA_OWNER, newTab(), '/sales/admin/capabilities/');
    expect(third.body.page).toBe('/sales/admin/capabilities');
  });

  it('pushes arrivals and departures to the others, and a tab counts once per user', async () => {
    const p = adminPage('push');
    const inbox = await listen(USERS.ADMIN);
    await report(USERS.ADMIN, newTab(), p);
    // A second admin user: the lead's configured first admin.
    const other = 'first.admin@provider.example';
    const [tabA, tabB] = [newTab(), newTab()];
    const arrived = await report(other, tabA, `${p}?tab=1`);
    expect(arrived.status).toBe(200);
    expect(names(arrived)).toHaveLength(1);
    await expect
      .poll(() => inbox.at(-1))
      .toMatchObject({ type: 'presence', page: p, viewers: [{ name: expect.any(String) }] });
    await report(other, tabB, p);
    const seen = await report(USERS.ADMIN, newTab(), p);
    expect(seen.body.viewers).toHaveLength(1);

    const count = inbox.length;
    await report(other, tabA, null);
    await report(other, tabB, '/sales/admin/somewhere-else');
    await expect.poll(() => inbox.length).toBeGreaterThan(count);
    await expect.poll(() => inbox.at(-1)).toEqual({ type: 'presence', page: p, viewers: [] });
  });

  it('a heartbeat of the same page pushes nothing', async () => {
    const p = adminPage('heartbeat');
    const inbox = await listen(USERS.ADMIN);
    await report(USERS.ADMIN, newTab(), p);
    const tab = newTab();
    await report('first.admin@provider.example', tab, p);
    await expect.poll(() => inbox.length).toBe(1);
    await report('first.admin@provider.example', tab, p);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox).toHaveLength(1);
  });

  it('drops a tab 150 s after its last report', async () => {
    const p = adminPage('expiry');
    const tab = newTab();
    await report('first.admin@provider.example', tab, p);
    expect(names(await report(USERS.ADMIN, newTab(), p))).toHaveLength(1);
    const store = openStackStore();
    try {
      const rows = store.container<PresenceRow>('presence');
      const stale = await rows.query({ where: [{ path: 'tabId', op: 'eq', value: tab }] });
      expect(stale.items).toHaveLength(1);
      const row = stale.items[0]!.item;
      await rows.replace({ ...row, seenAt: new Date(Date.now() - 150_000).toISOString() });
      expect(names(await report(USERS.ADMIN, newTab(), p))).toEqual([]);
      // The expired row is deleted when the page is read.
      await expect.poll(async () => (await rows.read(row.id)) === undefined).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('shows a solution viewer only people of the same organisation, and hides solutions one may not see', async () => {
    const created = await as(USERS.HP_SALES_PERSON).post('sales/solutions', newSolutionBody());
    expect(created.status).toBe(201);
    const p = `/sales/solution/${created.body.id}`;
    expect((await report(USERS.HP_SALES_PERSON, newTab(), p)).status).toBe(200);
    const provider = await report(USERS.SALES_PERSON, newTab(), p);
    expect(provider.status).toBe(200);
    expect(provider.body.viewers).toEqual([]);
    expect(names(await report(USERS.HP_SALES_PERSON, newTab(), p))).toEqual([]);
    const architect = await report(USERS.SOLUTION_ARCHITECT, newTab(), p);
    expect(architect.body.viewers).toHaveLength(1);
    // An HP user who neither created nor is assigned to it: as if it did not exist.
    const stranger = await report(USERS.HP_SOLUTION_ARCHITECT, newTab(), p);
    expect(stranger.status).toBe(404);
    expectErrorShape(stranger.body);
    const missing = await report(USERS.SALES_PERSON, newTab(), '/sales/solution/987654321');
    expect(missing.status).toBe(404);
  });

  it.each([
    ['SALES_PERSON', '/sales/admin/users'],
    ['HP_SALES_PERSON', '/sales/admin'],
    ['SOLUTION_CAPABILITY_OWNER', '/sales/admin/templates'],
    ['CLIENT', '/sales/admin/capabilities'],
  ] as const)('refuses %s on %s with 403', async (role, p) => {
    const res = await report(USERS[role], newTab(), p);
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
  });

  it.each([
    ['a page without presence', { tabId: 'abcdefgh1', path: '/sales/engagements' }, 'path'],
    ['a new solution', { tabId: 'abcdefgh1', path: '/sales/solution/new' }, 'path'],
    ['a climb out of the admin pages', { tabId: 'abcdefgh1', path: '/sales/admin/../solution' }, 'path'],
    ['control characters', { tabId: 'abcdefgh1', path: '/sales/admin\u0000' }, 'path'],
    ['a long path', { tabId: 'abcdefgh1', path: `/sales/admin/${'x'.repeat(2000)}` }, 'path'],
    ['a bad tab id', { tabId: '../../x', path: '/sales/admin' }, 'tabId'],
    ['no tab id', { path: '/sales/admin' }, 'tabId'],
    ['a number for a path', { tabId: 'abcdefgh1', path: 42 }, 'path'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const res = await as(USERS.ADMIN).post('presence', body);
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).details).toMatchObject({ fields: { [field]: expect.any(String) } });
  });
});

describe('POST /api/alerts', () => {
  it('pushes the alert to every connected user and records it in the audit trail', async () => {
    const [mine, theirs] = await Promise.all([listen(USERS.ADMIN), listen(USERS.CLIENT)]);
    const text = `Maintenance tonight at 18:00 ${Date.now()}`;
    const res = await as(USERS.ADMIN).post('alerts', {
      text,
      className: 'warning',
      buttons: ['OK', 'Reload'],
    });
    expect(res.status).toBe(202);
    const expected = { type: 'alert', text, className: 'warning', buttons: ['OK', 'Reload'] };
    await expect.poll(() => theirs.find((m) => (m as { text?: string }).text === text)).toEqual(expected);
    await expect.poll(() => mine.find((m) => (m as { text?: string }).text === text)).toEqual(expected);
    const audit = await as(USERS.ADMIN).get('sales/admin/audit?area=alerts');
    expect(audit.status).toBe(200);
    expect(audit.body[0]).toMatchObject({ area: 'alerts', action: 'create', target: { name: text } });
  });

  it.each(['SALES_PERSON', 'SOLUTION_AREA_OWNER', 'HP_SOLUTION_ARCHITECT', 'CLIENT'] as const)(
    'refuses %s with 403',
    async (role) => {
      const res = await as(USERS[role]).post('alerts', { text: 'Hello', buttons: ['OK'] });
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    },
  );

  it.each([
    ['empty text', { text: '  ' }, 'text'],
    ['text over 500 characters', { text: 'x'.repeat(501) }, 'text'],
    ['a control character', { text: 'Ring\u0007' }, 'text'],
    ['an unknown class', { text: 'Hi', className: '<script>' }, 'className'],
    ['no button', { text: 'Hi', buttons: [] }, 'buttons'],
    ['an unknown button', { text: 'Hi', buttons: ['Delete'] }, 'buttons.0'],
    ['a repeated button', { text: 'Hi', buttons: ['OK', 'OK'] }, 'buttons'],
    ['an object for text', { text: { $gt: '' } }, 'text'],
  ])('refuses %s with 400', async (_name, body, field) => {
    const res = await as(USERS.ADMIN).post('alerts', body);
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).details).toMatchObject({ fields: { [field]: expect.any(String) } });
  });

  it('takes 500 characters with line breaks as typed', async () => {
    const text = `${'a'.repeat(240)}\n${'b'.repeat(259)}`;
    const res = await as(USERS.ADMIN).post('alerts', { text });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ text, className: 'info', buttons: ['OK'] });
  });
});
