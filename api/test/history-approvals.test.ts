/**
 * Approvals given on an older version of a solution (issue 22) against the real stack: the settings' rule that
 * clears them on a change of scope or price, and its validation.
 */
import { type JobView, type Settings } from '@portal/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { at, create, named, save, withScope, type Body, type Saved } from './support/history.ts';

describe('approvals given on an older version, with the settings', () => {
  const admin = as(USERS.ADMIN);
  let original: Settings;
  const settings = async () => {
    const res = await admin.get<{ value: Settings }>('sales/configuration/settings');
    return { value: res.body.value, etag: res.headers.get('etag')! };
  };
  const saveSettings = async (value: Settings, status = 200) => {
    const { etag } = await settings();
    const res = await admin.post('sales/configuration/settings', value, { headers: { 'If-Match': etag } });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
  beforeAll(async () => {
    original = (await settings()).value;
  });
  afterAll(async () => {
    await saveSettings({
      ...original,
      history: original.history ?? { clearApprovalOnChange: { pricePercent: null, scope: false } },
    });
  });

  async function approvedWithScope() {
    const owner = USERS.SALES_PERSON;
    const { body } = await withScope(owner);
    let s = await create(owner, body);
    for (const step of [2, 5, 6]) s = await save(owner, s, at(body, step));
    s = await save(USERS.SOLUTION_ARCHITECT, s, {
      ...at(body, 6),
      fields: { ...body.fields, approvals: [{ id: 'solution', name: 'x' }] },
    });
    expect(s.fields.approvals).toHaveLength(1);
    return { s, body };
  }
  const unselected = (body: Body): Body => ({
    ...body,
    state: {
      ...body.state,
      items: body.state.items.map((c) => ({
        ...c,
        selected: false,
        actions: c.actions?.map((a) => ({ ...a, selected: false })),
      })),
    },
  });

  /** The same scope, twice the effort of each action, at step 6, with the approvals as they are. */
  const twiceTheEffort = (body: Body, approvals: Saved['fields']['approvals']): Body => ({
    ...at(body, 6),
    state: {
      ...at(body, 6).state,
      items: body.state.items.map((c) => ({
        ...c,
        actions: c.actions?.map((a) => ({ ...a, effort: Math.min(9999, (a.effort || 1) * 2) })),
      })),
    },
    fields: { ...body.fields, approvals },
  });

  it('validates the setting and keeps it when a save leaves it out', async () => {
    const bad = { ...original, history: { clearApprovalOnChange: { pricePercent: -1, scope: false } } };
    const res = await saveSettings(bad as Settings, 400);
    expectErrorShape(res.body);
    await saveSettings({ ...original, history: { clearApprovalOnChange: { pricePercent: 5, scope: true } } });
    const { history: _left, ...older } = original;
    await saveSettings(older as Settings);
    expect((await settings()).value.history).toEqual({
      clearApprovalOnChange: { pricePercent: 5, scope: true },
    });
  });

  it('by default only marks them: a change of scope keeps the approval', async () => {
    await saveSettings({
      ...original,
      history: { clearApprovalOnChange: { pricePercent: null, scope: false } },
    });
    const { s, body } = await approvedWithScope();
    const after = await save(USERS.SALES_PERSON, s, {
      ...unselected(at(body, 6)),
      fields: { ...body.fields, approvals: s.fields.approvals },
    });
    expect(after.fields.approvals).toHaveLength(1);
  });

  it('an internal document sets the price an approval was given at against the price now (issue 29)', async () => {
    await saveSettings({
      ...original,
      history: { clearApprovalOnChange: { pricePercent: null, scope: false } },
    });
    const { s, body } = await approvedWithScope();
    const approver = s.fields.approvals![0].name as string;
    const pounds = (n: number) => `£${Math.round(n).toLocaleString('en-GB')}`;
    const priceOf = async () =>
      (await as(USERS.SALES_PERSON).get<{ price: { amount: number } }>(`sales/solutions/${s.id}/estimate`))
        .body.price.amount;
    const internalProposal = async () => {
      const started = await as(USERS.SALES_PERSON).post<JobView>('sales/generate', {
        solutionId: s.id,
        documentType: 5,
        variant: 'internal',
      });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const job = await waitFor(async () => {
        const res = await as(USERS.SALES_PERSON).get<JobView>(`jobs/${started.body.traceId}`);
        return res.body.status === 'succeeded' || res.body.status === 'failed' ? res.body : undefined;
      }, 60_000);
      expect(job.status, job.text).toBe('succeeded');
      const data = new Uint8Array(await (await fetch(job.url!)).arrayBuffer());
      const xml = strFromU8(
        unzipSync(data, { filter: (e) => e.name === 'word/document.xml' })['word/document.xml']!,
      );
      return xml
        .replace(/<\/w:p>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&');
    };
    const before = await priceOf();
    const approved = await internalProposal();
    expect(approved).toContain(`${pounds(before)} (unchanged)`);
    expect(approved).toContain(`The solution was approved by ${approver} on `);
    expect(approved).not.toContain('to approve again');

    // Twice the effort: the approval stays (the settings only mark it), at the price it was given at.
    const doubled = twiceTheEffort(body, s.fields.approvals);
    const after = await save(USERS.SALES_PERSON, s, doubled);
    expect(after.fields.approvals).toHaveLength(1);
    const now = await priceOf();
    expect(Math.round(now)).not.toBe(Math.round(before));
    const outdated = await internalProposal();
    expect(outdated).toContain(`${pounds(before)}; now ${pounds(now)}: to approve again`);
    expect(outdated).toContain(
      `The price has changed since ${approver} approved the solution at ${pounds(before)} on `,
    );
    expect(outdated).not.toContain('The solution was approved by');
  });

  it('clears them on a change of scope when the settings say so, not on other changes', async () => {
    await saveSettings({
      ...original,
      history: { clearApprovalOnChange: { pricePercent: null, scope: true } },
    });
    const { s, body } = await approvedWithScope();
    const renamed = await save(USERS.SALES_PERSON, s, {
      ...at(named(body, 'Renamed, same scope'), 6),
      fields: { ...named(body, 'Renamed, same scope').fields, approvals: s.fields.approvals },
    });
    expect(renamed.fields.approvals).toHaveLength(1);
    const cleared = await save(USERS.SALES_PERSON, renamed, {
      ...unselected(at(body, 6)),
      fields: { ...body.fields, approvals: renamed.fields.approvals },
    });
    expect(cleared.fields.approvals).toEqual([]);
  });

  it('clears them when the price moves by more than the percentage', async () => {
    await saveSettings({
      ...original,
      history: { clearApprovalOnChange: { pricePercent: 1, scope: false } },
    });
    const { s, body } = await approvedWithScope();
    const bigger = twiceTheEffort(body, s.fields.approvals);
    const before = (await as(USERS.SALES_PERSON).get(`sales/solutions/${s.id}/estimate`)).body.price.amount;
    const after = await save(USERS.SALES_PERSON, s, bigger);
    const now = (await as(USERS.SALES_PERSON).get(`sales/solutions/${s.id}/estimate`)).body.price.amount;
    expect(Math.abs(now - before) / before).toBeGreaterThan(0.01);
    expect(after.fields.approvals).toEqual([]);
  });
});
