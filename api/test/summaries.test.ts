/**
 * The daily and weekly summary timers: recipients get one e-mail listing the solutions changed in the
 * period within their geography, written to the local mailbox (the local mail adapter).
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

function servicesForTestData() {
  return createServices(
    readSettings({
      DATA_DIR: inject('dataDir'),
      STORAGE_CONNECTION_STRING: inject('storageConnectionString'),
      WEBPUBSUB_CONNECTION_STRING: inject('pubsubConnectionString'),
    }),
  );
}

describe('summaries', () => {
  it('sends the daily summary to UK&I recipients with the solutions changed today, and nothing to others', async () => {
    const body = newSolutionBody({ fields: { ...newSolutionBody().fields, name: 'Daily summary check' } });
    const created = await as(USERS.SALES_PERSON).post('sales/solutions', body);
    expect(created.status).toBe(201);
    const services = servicesForTestData();
    const mailbox = createLocalMail(path.join(inject('dataDir'), 'mail'));
    const before = (await mailbox.list()).length;
    await runTimerOnce(
      timerTriggers.find((t) => t.name === 'daily-summary')!,
      services,
      () => undefined,
    );
    const mails = (await mailbox.list()).slice(0, (await mailbox.list()).length - before);
    const to = mails.map((m) => m.to).join(' ');
    expect(to).toContain('uki.solutioning@provider.example');
    expect(to).toContain('priya.raman@provider.example');
    // Weekly-only recipients get nothing from the daily run.
    expect(to).not.toContain('mw.solutions@provider.example');
    const uki = mails.find((m) => m.to.includes('uki.solutioning@provider.example'))!;
    expect(uki.subject).toMatch(/^Solution Portal daily summary: \d+ solutions? changed$/);
    const text = (await mailbox.read(uki.id))!;
    expect(text).toContain('Daily summary check');
    expect(text).toContain(`/sales/solution/${created.body.id}`);
    await services.store.close();
  });

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
