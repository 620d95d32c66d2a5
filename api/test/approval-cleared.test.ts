/**
 * Approvers are told when a change clears their approval (issue 22, settings.history.clearApprovalOnChange), on the
 * real local stack: one mail per approver and save (outbox + queued notification job), with the row, the version,
 * the reason, who saved and a link to the comparison since; never to the person who saved; a job run again sends
 * nothing; a later clearing sends again; with the rule off nothing; a partner approver reads no price.
 */
import { SOLUTION_APPROVAL_ROW, type Capability, type HistorySettings, type Settings } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServices } from '../src/composition.ts';
import { readSettings } from '../src/config.ts';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { jobsOf } from '../src/jobs/job-service.ts';
import type { Services } from '../src/services.ts';
import { runNotification } from '../src/notifications/notification-job.ts';
import { outboxOf, type OutboxEntry } from '../src/solutions/notify.ts';
import { as, USERS, waitFor } from './support/client.ts';
import { at, named, save, withScope, type Body, type Saved } from './support/history.ts';
import { stackStoreEnv } from './support/store.ts';

const admin = as(USERS.ADMIN);
const OWNER = USERS.SALES_PERSON;
const APPROVER = USERS.SOLUTION_ARCHITECT;

const settings = async () => {
  const res = await admin.get<{ value: Settings }>('sales/configuration/settings');
  return { value: res.body.value, etag: res.headers.get('etag')! };
};
async function rule(clearApprovalOnChange: HistorySettings['clearApprovalOnChange']) {
  const { value, etag } = await settings();
  const res = await admin.post(
    'sales/configuration/settings',
    { ...value, history: { clearApprovalOnChange } },
    { headers: { 'If-Match': etag } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A solution of the owner at Approvals (step 6) with one capability and its actions in scope. */
async function atApprovals(name: string, extra: Partial<Body['fields']> = {}) {
  const { body: scoped } = await withScope(OWNER);
  const body = { ...scoped, fields: { ...named(scoped, name).fields, ...extra } } as Body;
  const created = await as(OWNER).post('sales/solutions', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let s: Saved = created.body;
  for (const step of [2, 5, 6]) s = await save(OWNER, s, at(body, step));
  return { s, body: at(body, 6) };
}

const approve = (email: string, s: Saved, body: Body) =>
  save(email, s, {
    ...body,
    fields: {
      ...body.fields,
      approvals: [...(s.fields.approvals ?? []), { id: SOLUTION_APPROVAL_ROW, name: 'x' }],
    },
  });
type Action = NonNullable<Capability['actions']>[number];
/** The body keeping the stored approvals, with each action edited (and each capability ticked or not). */
const edited = (body: Body, s: Saved, action: (a: Action) => Action, selected?: boolean): Body => ({
  ...body,
  fields: { ...body.fields, approvals: s.fields.approvals },
  state: {
    ...body.state,
    items: body.state.items.map((c) => ({
      ...c,
      ...(selected === undefined ? {} : { selected }),
      actions: c.actions?.map(action),
    })),
  },
});
/** The scope ticked (true) or not. */
const scopeTicked = (body: Body, s: Saved, selected: boolean) =>
  edited(body, s, (a) => ({ ...a, selected }), selected);
const versionOf = (s: Saved, email: string) =>
  s.fields.approvals!.find((a) => a.approverId === userIdForEmail(email))!.version as number;

interface MailItem {
  id: string;
  to: string;
  subject: string;
}
/** The body of a raw local mail, quoted-printable decoded. */
async function mailText(id: string): Promise<string> {
  const raw = (await admin.get<string>(`local/mail/${encodeURIComponent(id)}`)).body;
  return raw
    .slice(raw.search(/\r?\n\r?\n/))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\r\n/g, '\n')
    .trim();
}
const mailsTo = async (email: string, subject: string) =>
  (await admin.get<MailItem[]>('local/mail')).body.filter(
    (m) => m.to.includes(email) && m.subject === subject,
  );
const waitForMails = (email: string, subject: string, count: number) =>
  waitFor(async () => {
    const mine = await mailsTo(email, subject);
    return mine.length >= count ? mine : undefined;
  });

/** The approval-cleared outbox entries of a solution (written by the save itself, before it answers). */
async function outboxFor(solutionId: string): Promise<OutboxEntry[]> {
  const page = await outboxOf(services).query({
    where: [{ path: 'solutionId', op: 'eq', value: solutionId }],
    pageSize: 100,
  });
  return page.items.map((i) => i.item).filter((e) => e.kind === 'approval-cleared');
}

let original: Settings;
let ownerName: string;
/** Services on the stack's data, to run a notification job again as a retried delivery would. */
let services: Services;
beforeAll(async () => {
  original = (await settings()).value;
  ownerName = (await as(OWNER).get('v2/users/current')).body.name;
  services = createServices(
    readSettings({
      DATA_DIR: inject('dataDir'),
      STORAGE_CONNECTION_STRING: inject('storageConnectionString'),
      WEBPUBSUB_CONNECTION_STRING: inject('pubsubConnectionString'),
      PORTAL_PUBLIC_URL: process.env.PORTAL_PUBLIC_URL ?? '',
      ...stackStoreEnv(),
    }),
  );
});
afterAll(async () => {
  await services.store.close();
  const { etag } = await settings();
  await admin.post('sales/configuration/settings', original, { headers: { 'If-Match': etag } });
});

describe('an approval cleared by a change', () => {
  it('tells the approver once per save, never the person who saved; with the rule off, nobody', async () => {
    await rule({ pricePercent: null, scope: true });
    const name = `Cleared approvals ${Date.now()}`;
    const subject = `Approval cleared: ${name}`;
    const { s: start, body } = await atApprovals(name);
    let s = await approve(APPROVER, start, body);
    const given = versionOf(s, APPROVER);
    // The owner approves too, then changes the scope: both approvals go.
    s = await approve(OWNER, s, body);
    s = await save(OWNER, s, scopeTicked(body, s, false));
    expect(s.fields.approvals).toEqual([]);

    const [mail] = await waitForMails(APPROVER, subject, 1);
    expect(await mailText(mail!.id)).toBe(
      `${ownerName} saved the opportunity "${name}" for ${body.salesClient!.name}, and your approval was cleared ` +
        `because the scope changed.\n\nApproval cleared:\n- ${name} (given on version ${given})\n\n` +
        `See what changed since version ${given}, and approve again if you still agree: ` +
        `${services.settings.publicUrl}/sales/solution/${s.id}?history=compare&from=${given}&to=current`,
    );
    // The save queued one entry, for the approver only: the owner cleared their own approval.
    const entries = await outboxFor(s.id);
    expect(entries.map((e) => e.userId)).toEqual([userIdForEmail(APPROVER)]);

    // The job delivered again (a retry after its mail went out) sends nothing more.
    const sent = async () => (await outboxOf(services).read(entries[0]!.id))?.item.status === 'sent';
    await waitFor(async () => ((await sent()) ? true : undefined));
    const jobs = await jobsOf(services).query({
      where: [{ path: 'payload.outboxId', op: 'eq', value: entries[0]!.id }],
      pageSize: 2,
    });
    expect(jobs.items).toHaveLength(1);
    const again = await runNotification({
      services,
      job: jobs.items[0]!.item,
      progress: async () => undefined,
    });
    expect(again.text).toBe('Notification already sent');

    // A later clearing of a new approval is a new event: told again, from the new version.
    s = await approve(APPROVER, s, scopeTicked(body, s, false));
    const regiven = versionOf(s, APPROVER);
    s = await save(OWNER, s, scopeTicked(body, s, true));
    const second = (await waitForMails(APPROVER, subject, 2)).find((m) => m.id !== mail!.id);
    expect(await mailText(second!.id)).toContain(`given on version ${regiven})`);

    // With the rule off the approval stays, and nobody is told.
    await rule({ pricePercent: null, scope: false });
    s = await approve(APPROVER, s, scopeTicked(body, s, true));
    s = await save(OWNER, s, scopeTicked(body, s, false));
    expect(s.fields.approvals).toHaveLength(1);
    expect(await outboxFor(s.id)).toHaveLength(2);
    expect(await mailsTo(APPROVER, subject)).toHaveLength(2);
    expect(await mailsTo(OWNER, subject)).toEqual([]);
  });

  it('tells a full approver the price rule with its figure, and an approver now a partner without it', async () => {
    await rule({ pricePercent: 1, scope: false });
    const partner = `approver.${Date.now()}@provider.example`;
    const partnerId = userIdForEmail(partner);
    const partnerName = (await as(partner).get('v2/users/current')).body.name;
    const name = `Cleared by a bigger effort ${Date.now()}`;
    const subject = `Approval cleared: ${name}`;
    // The future partner holds a role on the solution, so they may still read it once they are a partner.
    const roles = [
      {
        id: 'SALES_PERSON',
        name: 'Sales Person',
        user: { id: partnerId, name: partnerName, email: partner },
      },
    ];
    const { s: start, body } = await atApprovals(name, { roles } as Partial<Body['fields']>);
    let s = await approve(APPROVER, start, body);
    s = await approve(partner, s, body);
    const users = (await admin.get<{ id: string; etag: string }[]>('users')).body;
    const changed = await admin.post(
      `v2/users/${partnerId}`,
      { roleId: 'HP_SALES_PERSON' },
      { headers: { 'If-Match': users.find((u) => u.id === partnerId)!.etag } },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // The same scope, twice the effort of each action: the price moves by far more than 1 %.
    s = await save(
      OWNER,
      s,
      edited(body, s, (a) => ({ ...a, effort: Math.min(9999, (a.effort || 1) * 2) })),
    );
    expect(s.fields.approvals).toEqual([]);

    const [full] = await waitForMails(APPROVER, subject, 1);
    expect(await mailText(full!.id)).toContain('cleared because the price changed by more than 1%.');
    const [theirs] = await waitForMails(partner, subject, 1);
    const text = await mailText(theirs!.id);
    expect(text).toContain('cleared because the solution changed after you approved it.');
    expect(text).toContain(`/sales/solution/${s.id}?history=compare&from=`);
    expect(text).not.toMatch(/price|%|£|cost|hours|margin/i);
  });
});
