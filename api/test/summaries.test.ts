/**
 * The daily and weekly summary timers: each solution changed in the period is routed to the most specific
 * recipients of its solution areas and place (ADR 0018); each recipient gets one e-mail listing theirs, written to
 * the local mailbox (the local mail adapter). The daily and the weekly summary run the same cases.
 */
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createLocalMail } from '../src/adapters/mail-local.ts';
import { createServices } from '../src/composition.ts';
import { readSettings } from '../src/config.ts';
import { timerTriggers } from '../src/functions/background.ts';
import { runTimerOnce } from '../src/local/timers.ts';
import { as, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';
import { stackStoreEnv } from './support/store.ts';

function servicesForTestData() {
  return createServices(
    readSettings({
      DATA_DIR: inject('dataDir'),
      STORAGE_CONNECTION_STRING: inject('storageConnectionString'),
      WEBPUBSUB_CONNECTION_STRING: inject('pubsubConnectionString'),
      ...stackStoreEnv(),
    }),
  );
}

type Period = 'daily' | 'weekly';

/** Runs one summary timer against the test stack's data and returns the mails it wrote, with their text. */
async function runSummary(period: Period) {
  const services = servicesForTestData();
  const mailbox = createLocalMail(path.join(inject('dataDir'), 'mail'));
  const before = (await mailbox.list()).length;
  try {
    await runTimerOnce(
      timerTriggers.find((t) => t.name === `${period}-summary`)!,
      services,
      () => undefined,
    );
  } finally {
    await services.store.close();
  }
  const all = await mailbox.list();
  // Only this timer's mails: tests running beside this one write theirs to the same mailbox meanwhile.
  const mails = all
    .slice(0, all.length - before)
    .filter((m) => m.subject.startsWith(`Solution Portal ${period} summary:`));
  return Promise.all(
    mails.map(async (m) => ({ ...m, text: (await mailbox.read(m.id))!.replace(/=\r?\n/g, '') })),
  );
}

const named = (name: string, extra: Partial<ReturnType<typeof newSolutionBody>> = {}) =>
  newSolutionBody({ ...extra, fields: { ...newSolutionBody().fields, ...(extra.fields ?? {}), name } });

/** A top-level catalogue capability, selected (its area decides the solution's solution area). */
const selected = (id: string, name: string, areaId: string) => ({ id, name, areaId, selected: true });

async function create(body: ReturnType<typeof newSolutionBody>) {
  const created = await as(USERS.SALES_PERSON).post('sales/solutions', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string };
}

// The seeded settings (api/src/seed/seed-data/notification-settings.ts) for a UK solution with nothing selected
// (it concerns every solution area): Modern Workplace has global (weekly), EME (weekly) and EME-UKI (daily and
// weekly) rows, so the UK&I desk wins both; Security has a global row (weekly) and an EME-UKI row (daily only),
// so Priya gets the daily and the global Security Practice the weekly.
const CASES: [Period, string, string[], string[]][] = [
  [
    'daily',
    'Daily',
    ['uki.solutioning@provider.example', 'priya.raman@provider.example'],
    ['mw.solutions@provider.example', 'area.owner@provider.example', 'security.practice@provider.example'],
  ],
  [
    'weekly',
    'Weekly',
    ['uki.solutioning@provider.example', 'security.practice@provider.example'],
    ['mw.solutions@provider.example', 'area.owner@provider.example', 'priya.raman@provider.example'],
  ],
];

describe.each(CASES)('the %s summary', (period, label, receive, left) => {
  it(`goes to the most specific recipients with the solutions changed in the period, and to nobody else`, async () => {
    const created = await create(named(`${label} summary check`));
    const mails = await runSummary(period);
    for (const email of receive)
      expect(mails.find((m) => m.to.includes(email))?.text).toContain(`${label} summary check`);
    // Broader rows are not used where a more specific row has the summary on; rows with it off get nothing.
    // (Other solutions of the run, elsewhere in the world, may reach them: this one does not.)
    for (const email of left)
      for (const m of mails.filter((m) => m.to.includes(email)))
        expect(m.text).not.toContain(`${label} summary check`);
    expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length);
    const uki = mails.find((m) => m.to.includes('uki.solutioning@provider.example'))!;
    expect(uki.subject).toMatch(new RegExp(`^Solution Portal ${period} summary: \\d+ solutions? changed$`));
    expect(uki.text).toContain(`${label} summary of the Solution Portal`);
    expect(uki.text).toContain(`${label} summary check`);
    expect(uki.text).toContain(`/sales/solution/${created.id}`);
  });

  it('routes a solution by the solution areas of its selected capabilities and by its country', async () => {
    // Security only: not the Modern Workplace desk.
    await create(
      named(`${label} security only`, {
        state: {
          step: 1,
          steps: [1],
          items: [selected('cap-endpoint-protection', 'Endpoint Protection (Defender)', 'area-security')],
        },
      }),
    );
    // Virtualization in Germany: Applications and Infrastructure, whose only row is Germany's (daily).
    await create(
      named(`${label} virtual desktops in Germany`, {
        salesCountry: { id: 'DE', name: 'Germany' },
        fields: { ...newSolutionBody().fields, regionId: 'EME-DACH' },
        state: {
          step: 1,
          steps: [1],
          items: [selected('cap-azure-virtual-desktop', 'Azure Virtual Desktop', 'area-virtualization')],
        },
      }),
    );
    const mails = await runSummary(period);
    const textTo = (email: string) => mails.find((m) => m.to.includes(email))?.text ?? '';
    const securityRecipient = period === 'daily' ? 'priya.raman' : 'security.practice';
    expect(textTo(`${securityRecipient}@provider.example`)).toContain(`${label} security only`);
    expect(textTo('uki.solutioning@provider.example')).not.toContain(`${label} security only`);
    const katrin = textTo('katrin.hoffmann@provider.example');
    if (period === 'daily') expect(katrin).toContain(`${label} virtual desktops in Germany`);
    else expect(katrin).toBe('');
    expect(textTo('uki.solutioning@provider.example')).not.toContain(`${label} virtual desktops in Germany`);
  });
});

describe('summaries', () => {
  it('lists local mail through the API for signed-in users', async () => {
    const res = await as(USERS.ADMIN).get('local/mail');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const one = await as(USERS.ADMIN).get(`local/mail/${encodeURIComponent(res.body[0].id)}`);
    expect(one.status).toBe(200);
    expect(String(one.body)).toContain('Subject:');
    expect((await as(USERS.ADMIN).get('local/mail/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
