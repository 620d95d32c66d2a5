/**
 * Differential test (issue 20, ADR 0032), in the api-cosmos project: the stack runs on Cosmos DB (the local Cosmos
 * server) with every write copied into SQLite, and every query and count the app issues is run on both
 * (support/parity-store.ts). This file drives each of the app's query call sites once on the seeded data, as the
 * roles that reach them, then checks that every one was compared and that SQLite and Cosmos DB never disagreed
 * (in this file or in any api-cosmos file that ran before it).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION, SOLUTION_EXPORT_SCHEMA, SOLUTION_EXPORT_VERSION, SOLUTION_VIEWS } from '@portal/domain';
import { describe, expect, inject, it } from 'vitest';
import { createServices } from '../src/composition.ts';
import { readSettings } from '../src/config.ts';
import { timerTriggers } from '../src/functions/background.ts';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { runTimerOnce } from '../src/local/timers.ts';
import { as, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';
import { parityReportFile, parityStore, type ParityReport } from './support/parity-store.ts';
import { openStackStore, stackStoreEnv } from './support/store.ts';

const apiSrc = fileURLToPath(new URL('../src/', import.meta.url));

/** Every `.query(` and `.count(` on a store container in api/src (adapters and the local servers aside). */
function querySites(): string[] {
  const sites: string[] = [];
  for (const name of readdirSync(apiSrc, { recursive: true }) as string[]) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name.startsWith('adapters')) continue;
    if (name.startsWith(`local${path.sep}`)) continue;
    const lines = readFileSync(path.join(apiSrc, name), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/\.(query|count)\((?!\s*\))/.test(line) || /\.(query|count)\(\s*$/.test(line))
        sites.push(`${name}:${i + 1}`);
    });
  }
  return sites;
}

/** Query sites this file does not drive, and where they run on Cosmos DB instead. */
const NOT_DRIVEN: Record<string, string> = {
  'notifications/routing-data.ts:71':
    'the countries a notification settings save may name: admin notification settings tests (SQLite project)',
  'http/current-user.ts:107':
    "an Entra first sign-in's look-up of who holds the e-mail (Entra mode only): entra-identity.test.ts (SQLite project); an equality filter on one field, which the contract suite runs on both stores",
  'capability-roles/capability-roles-save.ts:37':
    'the "role still used by a solution" scan of a role delete: reference-admin.test.ts (SQLite project)',
};

/** The sites compared by the timers' differential store (this file's own). */
const timerSites: Record<string, number> = {};

const report = (): ParityReport => JSON.parse(readFileSync(parityReportFile(inject('dataDir')), 'utf8'));

describe('SQLite and Cosmos DB answer every query the app issues alike', () => {
  it('runs on Cosmos DB', () => {
    expect(inject('store')).toBe('cosmos');
  });

  it('drives every query site through the API on the seeded data', { timeout: 60_000 }, async () => {
    const admin = as(USERS.ADMIN);
    for (const email of [USERS.ADMIN, USERS.SALES_PERSON, USERS.HP_SALES_PERSON, USERS.CLIENT]) {
      for (const view of SOLUTION_VIEWS) {
        const first = await as(email).get(`sales/solutions?view=${view}&pageSize=2`);
        // A view a role may not use is refused before any query.
        expect([200, 403]).toContain(first.status);
        if (first.body.continuationToken) {
          const token = encodeURIComponent(first.body.continuationToken);
          expect(
            (await as(email).get(`sales/solutions?view=${view}&pageSize=2&continuationToken=${token}`))
              .status,
          ).toBe(200);
        }
      }
      expect((await as(email).get('notifications/counts')).status).toBe(200);
      expect((await as(email).get('search?q=co')).status).toBe(200);
    }
    expect((await admin.get('sales/solutions?view=region&region=EME-UKI')).status).toBe(200);
    const users = await admin.get<{ email: string; etag: string }[]>('users');
    expect(users.status).toBe(200);
    // An admin's role "changed" to Admin: the count of admins behind "the last Admin cannot be removed".
    const self = users.body.find((user) => user.email === USERS.ADMIN)!;
    const kept = await admin.post(
      `v2/users/${userIdForEmail(USERS.ADMIN)}`,
      { roleId: 'ADMIN' },
      { headers: { 'If-Match': self.etag } },
    );
    expect(kept.status).toBe(200);
    expect((await admin.get('sales/admin/audit?area=settings')).status).toBe(200);
    expect((await admin.get('sales/clients')).status).toBe(200);
    expect((await admin.get('sales/countries')).status).toBe(200);
    expect((await admin.get('sales/invitations')).status).toBe(200);
    expect((await as(USERS.ADMIN).call('GET', 'local-auth/users')).status).toBe(200);
    const presence = await admin.post('presence', {
      tabId: `parity-${Date.now()}`,
      path: '/sales/admin/users',
      version: APP_VERSION,
    });
    expect(presence.status).toBe(200);
    const engagements = await as(USERS.SALES_PERSON).get('sales/engagements');
    expect(engagements.status).toBe(200);
    const list = await admin.get('sales/solutions?view=all&pageSize=5');
    for (const row of list.body.items) {
      expect((await admin.get(`sales/solutions/${row.id}/documents`)).status).toBe(200);
    }
    // A solution's history (issue 22): the next version number, the versions list and the audit trail's pages.
    const sales = as(USERS.SALES_PERSON);
    const draft = await sales.post('sales/solutions', newSolutionBody());
    const renamed = await sales.post(
      'sales/solutions',
      {
        ...newSolutionBody(),
        solutionId: draft.body.id,
        fields: { ...newSolutionBody().fields, name: 'Parity' },
      },
      { headers: { 'If-Match': draft.body.etag } },
    );
    expect(renamed.status).toBe(200);
    expect((await sales.post(`sales/solutions/${draft.body.id}/versions`, { name: 'Parity' })).status).toBe(
      201,
    );
    expect((await sales.get(`sales/solutions/${draft.body.id}/versions`)).body).toHaveLength(1);
    const trail = await sales.get(`sales/solutions/${draft.body.id}/history?pageSize=1`);
    expect(trail.body.items).toHaveLength(1);
    const more = encodeURIComponent(trail.body.continuationToken);
    expect(
      (await sales.get(`sales/solutions/${draft.body.id}/history?pageSize=1&continuationToken=${more}`))
        .status,
    ).toBe(200);
    // An import (issue 30): the names of the solutions it must not repeat ("Parity" is taken just above).
    const imported = await sales.post('sales/solutions/import', {
      schema: SOLUTION_EXPORT_SCHEMA,
      version: SOLUTION_EXPORT_VERSION,
      solution: { ...newSolutionBody(), fields: { ...newSolutionBody().fields, name: 'Parity' } },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.fields.name).toMatch(/^Parity \(\d+\)$/);
    const engagement = (engagements.body.items ?? engagements.body)[0];
    if (engagement)
      expect((await as(USERS.SALES_PERSON).get(`sales/engagements/${engagement.id}`)).status).toBe(200);
  });

  it('runs the daily and weekly summaries (their routing and solution queries) on both stores', async () => {
    // The timers run outside the HTTP stack: here on the stack's Cosmos data through a second differential store.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-parity-timers-'));
    const store = parityStore(openStackStore(), dir);
    const created = createServices(
      readSettings({
        DATA_DIR: inject('dataDir'),
        STORAGE_CONNECTION_STRING: inject('storageConnectionString'),
        WEBPUBSUB_CONNECTION_STRING: inject('pubsubConnectionString'),
        ...stackStoreEnv(),
      }),
    );
    await created.store.close();
    const services = { ...created, store };
    try {
      await store.init();
      for (const name of ['daily-summary', 'weekly-summary'])
        await runTimerOnce(
          timerTriggers.find((t) => t.name === name)!,
          services,
          () => undefined,
        );
      const timers = JSON.parse(readFileSync(parityReportFile(dir), 'utf8')) as ParityReport;
      expect(timers.mismatches).toEqual([]);
      Object.assign(timerSites, timers.compared);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compared every query site with no difference', () => {
    const { mismatches, compared: stackSites } = report();
    const compared = { ...stackSites, ...timerSites };
    expect(mismatches).toEqual([]);
    const sites = querySites();
    expect(sites.length).toBeGreaterThanOrEqual(15);
    const missing = sites.filter((site) => !compared[site] && !NOT_DRIVEN[site]);
    expect(missing).toEqual([]);
  });
});
