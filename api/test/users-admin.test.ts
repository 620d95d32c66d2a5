/**
 * Users admin (issue 9, ADR 0016): role changes (If-Match, cleared = Sales Person, the last Admin and the acting
 * admin's own Admin role kept, audited, admins only) and invitations (stored, mailed with the sign-in link, the role
 * given on first sign-in, re-invite renews, an existing account is a 409, hostile input refused, admins only).
 */
import type { AuditEntry, Invitation, UserListItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, call, expectErrorShape, tokenFor, USERS } from './support/client.ts';

const admin = as(USERS.ADMIN);
const fresh = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@provider.example`;

async function listed(email: string): Promise<UserListItem> {
  const res = await admin.get<UserListItem[]>('users');
  expect(res.status).toBe(200);
  return res.body.find((u) => u.email === email)!;
}

async function signedIn(email: string) {
  const res = await as(email).get('v2/users/current');
  expect(res.status).toBe(200);
  return res.body as { id: string; role: { id: string } };
}

const setRole = (by: string, email: string, roleId: unknown, ifMatch?: string) =>
  as(by).post<UserListItem>(
    `v2/users/${userIdForEmail(email)}`,
    { roleId },
    ifMatch ? { headers: { 'If-Match': ifMatch } } : {},
  );

const trail = async (area: string) => (await admin.get<AuditEntry[]>(`sales/admin/audit?area=${area}`)).body;

describe('role changes', () => {
  it('needs the version (428), refuses a stale one with the current user (409), then changes and audits', async () => {
    const email = fresh('changed');
    await signedIn(email);
    const before = await listed(email);
    expect(before.etag).toBeTruthy();

    const without = await setRole(USERS.ADMIN, email, 'SOLUTION_REVIEWER');
    expect(without.status).toBe(428);
    expectErrorShape(without.body);

    const changed = await setRole(USERS.ADMIN, email, 'SOLUTION_REVIEWER', before.etag);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ roleId: 'SOLUTION_REVIEWER', role: 'Solution Reviewer' });
    expect(changed.headers.get('etag')).toBe(changed.body.etag);
    expect(changed.body.etag).not.toBe(before.etag);

    const stale = await setRole(USERS.ADMIN, email, 'CLIENT', before.etag);
    expect(stale.status).toBe(409);
    expect(expectErrorShape(stale.body).details).toMatchObject({
      current: { roleId: 'SOLUTION_REVIEWER', etag: changed.body.etag },
    });
    expect((await signedIn(email)).role.id).toBe('SOLUTION_REVIEWER');

    const [entry] = (await trail('users')).filter((e) => e.target.id === userIdForEmail(email));
    expect(entry).toMatchObject({ action: 'update', by: { email: USERS.ADMIN } });
    expect(entry!.changes).toEqual([{ path: 'role', before: 'Sales Person', after: 'Solution Reviewer' }]);
  });

  it('gives Sales Person when the role is cleared (roleId 0 or null)', async () => {
    const email = fresh('cleared');
    await signedIn(email);
    const hp = await setRole(USERS.ADMIN, email, 'HP_SOLUTION_ARCHITECT', (await listed(email)).etag);
    expect(hp.body.organization).toBe('HP');
    const cleared = await setRole(USERS.ADMIN, email, 0, hp.body.etag);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ roleId: 'SALES_PERSON', organization: 'PROVIDER' });
    const again = await setRole(USERS.ADMIN, email, null, cleared.body.etag);
    expect(again.status).toBe(200);
    expect(again.body.roleId).toBe('SALES_PERSON');
  });

  it.each<[string, unknown]>([
    ['an unknown role', 'EMPEROR'],
    ['a number other than 0', 3],
    ['a control character', 'ADMIN\u0000'],
    ['a list', ['ADMIN']],
  ])('refuses %s with 400 and changes nothing', async (_label, roleId) => {
    const email = fresh('refused');
    await signedIn(email);
    const res = await setRole(USERS.ADMIN, email, roleId, (await listed(email)).etag);
    expect(res.status).toBe(400);
    const fields = (expectErrorShape(res.body).details as { fields: Record<string, string> }).fields;
    expect(fields.roleId).toBeTruthy();
    expect((await signedIn(email)).role.id).toBe('SALES_PERSON');
  });

  it('answers 404 for an unknown user and 400 for an id that cannot be one', async () => {
    const unknown = await admin.post(
      'v2/users/u-ffffffffffffffff',
      { roleId: 'CLIENT' },
      { headers: { 'If-Match': '"x"' } },
    );
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    const bad = await admin.post(
      "v2/users/x'%20OR%201=1",
      { roleId: 'CLIENT' },
      { headers: { 'If-Match': '"x"' } },
    );
    expect(bad.status).toBe(400);
  });

  it('is refused to every other role (403), who also get no versions in the list', async () => {
    const email = fresh('untouched');
    await signedIn(email);
    const { etag } = await listed(email);
    for (const by of [USERS.SALES_PERSON, USERS.SOLUTION_AREA_OWNER, USERS.HP_SALES_PERSON, USERS.CLIENT]) {
      const res = await setRole(by, email, 'ADMIN', etag);
      expect(res.status, by).toBe(403);
      expectErrorShape(res.body);
    }
    expect((await signedIn(email)).role.id).toBe('SALES_PERSON');
    const staff = await as(USERS.SOLUTION_ARCHITECT).get<UserListItem[]>('users');
    expect(staff.status).toBe(200);
    expect(staff.body.every((u) => u.etag === undefined)).toBe(true);
    expect((await as(USERS.HP_SALES_PERSON).get('users')).status).toBe(403);
  });

  it('keeps an admin from removing their own Admin role and the last Admin from being removed', async () => {
    const second = fresh('second.admin');
    await signedIn(second);
    const promoted = await setRole(USERS.ADMIN, second, 'ADMIN', (await listed(second)).etag);
    expect(promoted.status).toBe(200);

    // The acting admin's own Admin role, even with other admins left.
    const self = await setRole(second, second, 'SALES_PERSON', promoted.body.etag);
    expect(self.status).toBe(409);
    expect(expectErrorShape(self.body).message).toBe(
      'You cannot take the Admin role away from yourself. Ask another admin to change your role.',
    );

    // Make `second` the only Admin: remove every other assigned Admin (the seeded admin is a configured admin,
    // restored on their next request).
    const others = (await as(second).get<UserListItem[]>('users')).body.filter(
      (u) => u.roleId === 'ADMIN' && u.email !== second,
    );
    for (const u of others) {
      expect((await setRole(second, u.email, 'SALES_PERSON', u.etag)).status).toBe(200);
    }

    // A demo-mode tester acting as Admin may not remove the last one.
    const tester = as(fresh('tester'));
    expect((await tester.post('v2/users/current/mode', { mode: 'demo' })).status).toBe(200);
    expect((await tester.post('v2/users/current/role', { roleId: 'ADMIN' })).status).toBe(200);
    const last = await setRole(
      (await tester.get<{ email: string }>('v2/users/current')).body.email,
      second,
      'CLIENT',
      promoted.body.etag,
    );
    expect(last.status).toBe(409);
    expect(expectErrorShape(last.body).message).toMatch(
      /is the last Admin\. Give another user the Admin role first\.$/,
    );
    expect((await signedIn(second)).role.id).toBe('ADMIN');

    // The configured admin is an admin again at their next request; then `second` may be demoted.
    expect((await signedIn(USERS.ADMIN)).role.id).toBe('ADMIN');
    const demoted = await setRole(USERS.ADMIN, second, 'SALES_PERSON', (await listed(second)).etag);
    expect(demoted.status).toBe(200);
  });
});

interface MailItem {
  id: string;
  to: string;
  subject: string;
}
const mails = async () => (await admin.get<MailItem[]>('local/mail')).body;
const mailTo = async (email: string) => (await mails()).filter((m) => m.to.includes(email));
/** Invitation mails only: other test files send their own mails to the same local mailbox meanwhile. */
const invitationMails = async () =>
  (await mails()).filter((m) => m.subject === 'You are invited to the Solution Portal');
const pending = async () => (await admin.get<Invitation[]>('sales/invitations')).body;

describe('invitations', () => {
  it('stores the invitation, mails the sign-in link, renews on re-invite and gives the role on first sign-in', async () => {
    const email = fresh('invited');
    const res = await admin.post<Invitation>('sales/invitations', {
      userEmailAddress: `  ${email.toUpperCase()} `,
      ccEmailAddress: USERS.SOLUTION_ARCHITECT,
      ccEmailName: 'Olivia Hart',
      roleId: 'SOLUTION_ARCHITECT',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: userIdForEmail(email),
      email,
      roleId: 'SOLUTION_ARCHITECT',
      status: 'pending',
      sent: 1,
      invitedBy: { email: USERS.ADMIN },
      cc: { email: USERS.SOLUTION_ARCHITECT, name: 'Olivia Hart' },
    });

    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('You are invited to the Solution Portal');
    const raw = (await admin.get<string>(`local/mail/${mail!.id}`)).body;
    expect(raw).toMatch(/^Cc: "?Olivia Hart"? <solution\.architect@provider\.example>/m);
    const text = raw.replace(/=\r?\n/g, '');
    expect(text).toMatch(/Sign in with this e-mail address \(.+\) here: https?:\/\/\S+\/welcome/);
    expect(text).toContain('as Solution Architect');

    // Re-invite: the same invitation, renewed with the new role, mailed again.
    const again = await admin.post<Invitation>('sales/invitations', {
      userEmailAddress: email,
      roleId: 'DEAL_TEAM',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ roleId: 'DEAL_TEAM', sent: 2, status: 'pending' });
    expect(again.body.cc).toBeUndefined();
    expect(await mailTo(email)).toHaveLength(2);
    expect((await pending()).filter((i) => i.email === email)).toHaveLength(1);

    // First sign-in of the address (the local sign-in route, as the sign-in page does) takes the role.
    expect((await signedIn(email)).role.id).toBe('DEAL_TEAM');
    expect((await listed(email)).roleId).toBe('DEAL_TEAM');
    expect((await pending()).some((i) => i.email === email)).toBe(false);

    // Now the address has an account: a clear 409, nothing sent.
    const existing = await admin.post('sales/invitations', { userEmailAddress: email });
    expect(existing.status).toBe(409);
    expect(expectErrorShape(existing.body).message).toBe(
      `${email} already has an account (Deal Team). Change their role in the table instead.`,
    );
    expect(await mailTo(email)).toHaveLength(2);

    const entries = (await trail('invitations')).filter((e) => e.target.id === userIdForEmail(email));
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]!.changes).toContainEqual({
      path: 'role',
      before: 'Solution Architect',
      after: 'Deal Team',
    });
  });

  it('gives Sales Person by default and refuses an existing seeded user', async () => {
    const email = fresh('default');
    const res = await admin.post<Invitation>('sales/invitations', { userEmailAddress: email });
    expect(res.body.roleId).toBe('SALES_PERSON');
    expect((await signedIn(email)).role.id).toBe('SALES_PERSON');
    const seeded = await admin.post('sales/invitations', { userEmailAddress: USERS.CLIENT });
    expect(seeded.status).toBe(409);
  });

  it.each<[string, unknown, string]>([
    ['no address', {}, 'userEmailAddress'],
    ['an address without @', { userEmailAddress: 'new joiner' }, 'userEmailAddress'],
    ['a header injection', { userEmailAddress: 'a@b.example\r\nBcc: all@b.example' }, 'userEmailAddress'],
    ['a control character', { userEmailAddress: 'a\u0000@b.example' }, 'userEmailAddress'],
    ['a bidi control (C1)', { userEmailAddress: 'a\u0085@b.example' }, 'userEmailAddress'],
    [
      'an address over 320 characters',
      { userEmailAddress: `${'a'.repeat(330)}@b.example` },
      'userEmailAddress',
    ],
    ['an address as a number', { userEmailAddress: 42 }, 'userEmailAddress'],
    ['a bad cc address', { userEmailAddress: 'ok@b.example', ccEmailAddress: 'boss' }, 'ccEmailAddress'],
    [
      'a cc name with a line break',
      { userEmailAddress: 'ok@b.example', ccEmailName: 'A\r\nB' },
      'ccEmailName',
    ],
    ['an unknown role', { userEmailAddress: 'ok@b.example', roleId: 'EMPEROR' }, 'roleId'],
  ])('refuses %s with 400, stores and sends nothing', async (_label, body, field) => {
    const mailCount = (await invitationMails()).length;
    const pendingCount = (await pending()).length;
    const res = await admin.post('sales/invitations', body);
    expect(res.status).toBe(400);
    expect(
      (expectErrorShape(res.body).details as { fields: Record<string, string> }).fields[field],
    ).toBeTruthy();
    expect((await invitationMails()).length).toBe(mailCount);
    expect((await pending()).length).toBe(pendingCount);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const t = await tokenFor(USERS.ADMIN);
    const text = await call('POST', 'sales/invitations', {
      token: t,
      rawBody: 'userEmailAddress=a@b.example',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
    for (const rawBody of ['[]', '"a@b.example"', 'null', '{']) {
      const res = await call('POST', 'sales/invitations', { token: t, rawBody });
      expect(res.status, rawBody).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it('is for admins only', async () => {
    for (const by of [USERS.SALES_PERSON, USERS.SOLUTION_ARCHITECT, USERS.HP_SALES_PERSON, USERS.CLIENT]) {
      const sent = await as(by).post('sales/invitations', { userEmailAddress: fresh('nope') });
      expect(sent.status, by).toBe(403);
      expectErrorShape(sent.body);
      expect((await as(by).get('sales/invitations')).status, by).toBe(403);
    }
  });
});
