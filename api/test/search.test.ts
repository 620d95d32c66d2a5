/**
 * GET /api/search against the real stack (ADR 0023): grouped results of at most 20 each, only the solutions the
 * role may see (a partner never finds another's), clients only for provider staff and partners, capabilities of
 * the current catalogue without hidden ones; hostile queries are a 400 in the error shape, never a 500.
 */
import { ROLE_IDS, type SearchResults } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';

const searchAs = (email: string, q: string) =>
  as(email).get<SearchResults>(`search?q=${encodeURIComponent(q)}`);

const ids = (r: SearchResults) => r.solutions.map((s) => s.id).sort();

describe('GET /api/search', () => {
  it('finds a seeded solution by part of its name, case-insensitively, with client, step and stage', async () => {
    const res = await searchAs(USERS.SALES_PERSON, 'CLINICAL VIRTUAL');
    expect(res.status).toBe(200);
    expect(res.body.solutions).toContainEqual({
      id: '1002',
      name: 'Severn Valley clinical virtual desktops',
      clientName: 'Severn Valley NHS Trust',
      step: 6,
      // The list's stage (solutionStage), not the step's label: one name everywhere (ADR 0051).
      stage: 'Approve',
    });
  });

  it('finds solutions by id and by client name', async () => {
    expect(ids((await searchAs(USERS.SOLUTION_REVIEWER, '1004')).body)).toContain('1004');
    expect(ids((await searchAs(USERS.SOLUTION_REVIEWER, 'rhein logistik')).body)).toContain('1004');
  });

  it('finds clients and capabilities, with the capability area', async () => {
    const res = await searchAs(USERS.SALES_PERSON, 'print');
    expect(res.body.capabilities).toContainEqual({
      id: 'cap-print-services',
      name: 'Print Services',
      areaName: 'Core',
    });
    const clients = await searchAs(USERS.SALES_PERSON, 'thamesgate');
    expect(clients.body.clients.map((c) => c.name)).toContain('Thamesgate Insurance Group');
  });

  it('gives a partner only their own solutions: HP never finds Accenture, client or provider ones', async () => {
    // 'Device' and 'desktop' appear in provider, HP and client solution names; 'lumière' is Accenture's client.
    for (const q of ['device', 'desktop', 'lumière', '100', 'Banque']) {
      const res = await searchAs(USERS.HP_SALES_PERSON, q);
      expect(res.status).toBe(200);
      // Seeded solutions of the provider, Accenture and the client (other test files may add HP's own meanwhile).
      for (const other of ['1001', '1002', '1003', '1005', '1006', '1007', '1008']) {
        expect(ids(res.body)).not.toContain(other);
      }
    }
    expect(ids((await searchAs(USERS.HP_SALES_PERSON, '1004')).body)).toContain('1004');
    const accenture = await searchAs(USERS.ACCENTURE_SALES_PERSON, 'rhein');
    for (const other of ['1001', '1002', '1003', '1004', '1006', '1007', '1008', '1009']) {
      expect(ids(accenture.body)).not.toContain(other);
    }
    const lumiere = ids((await searchAs(USERS.ACCENTURE_SOLUTION_ARCHITECT, 'lumière')).body);
    expect(lumiere).toContain('1005');
    for (const other of ['1001', '1004', '1006', '1009']) expect(lumiere).not.toContain(other);
  });

  it('gives a client user their own solutions and no clients at all', async () => {
    const res = await searchAs(USERS.CLIENT, 'harrowfield');
    expect(ids(res.body)).toContain('1006');
    for (const other of ['1001', '1004', '1005', '1009']) expect(ids(res.body)).not.toContain(other);
    expect(res.body.clients).toEqual([]);
    // The provider's seeded Northbridge solution (1001) is not theirs, by client name or by id; other test files
    // may have made the client user a Northbridge solution of its own meanwhile, which it may find.
    expect(ids((await searchAs(USERS.CLIENT, 'northbridge')).body)).not.toContain('1001');
    expect(ids((await searchAs(USERS.CLIENT, '1001')).body)).not.toContain('1001');
    expect(ids((await searchAs(USERS.SALES_PERSON, '1001')).body)).toContain('1001');
    expect((await searchAs(USERS.HP_SALES_PERSON, 'northbridge')).body.clients.length).toBeGreaterThan(0);
  });

  it.each(ROLE_IDS.map((r) => [r]))('never finds a hidden capability (%s)', async (role) => {
    const res = await searchAs(USERS[role], 'Legacy VDI');
    expect(res.status).toBe(200);
    expect(res.body.capabilities).toEqual([]);
  });

  it('returns at most 20 of each group, and nothing for a one-character query', async () => {
    const token = `Limitcheck${Date.now()}`;
    for (let i = 1; i <= 21; i++) {
      const created = await as(USERS.SALES_PERSON).post('sales/clients', {
        name: `${token} client ${i}`,
        fields: {},
      });
      expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    }
    const res = await searchAs(USERS.ADMIN, token.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body.clients).toHaveLength(20);
    expect((await searchAs(USERS.ADMIN, 'e')).body).toEqual({ solutions: [], clients: [], capabilities: [] });
  });

  it.each([
    ['no q', 'search'],
    ['an empty q', 'search?q='],
    ['one character', 'search?q=x'],
    ['spaces around one character', `search?q=${encodeURIComponent('  x  ')}`],
  ])('answers %s with empty groups', async (_name, path) => {
    const res = await as(USERS.SALES_PERSON).get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ solutions: [], clients: [], capabilities: [] });
  });

  it('accepts 100 characters (after trimming) and refuses 101 with a 400 naming q', async () => {
    const ok = await searchAs(USERS.SALES_PERSON, `  ${'a'.repeat(100)}  `);
    expect(ok.status).toBe(200);
    const res = await searchAs(USERS.SALES_PERSON, 'a'.repeat(101));
    expect(res.status).toBe(400);
    expect(Object.keys((expectErrorShape(res.body).details as { fields: object }).fields)).toContain('q');
  });

  it.each([
    ['a NUL', 'ab\u0000c'],
    ['a line break', 'ab\ncd'],
    ['a C1 control', 'ab\u0085cd'],
    ['a very long value', 'x'.repeat(10_000)],
  ])('refuses %s with a 400 in the error shape', async (_name, q) => {
    const res = await searchAs(USERS.SALES_PERSON, q);
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it.each([
    ['SQL-like text', "' OR 1=1 --"],
    ['JSON path text', '$.fields.name'],
    ['percent and underscore', '%_%'],
    ['quotes and brackets', '"]}{['],
    ['emoji and accents', 'Lumière 🚀'],
  ])('treats %s as plain text (200, no 500)', async (_name, q) => {
    const res = await searchAs(USERS.HP_SALES_PERSON, q);
    expect(res.status).toBe(200);
    for (const id of ids(res.body)) expect(['1004', '1009']).toContain(id);
  });

  it('uses the last q when it is repeated, and ignores unknown parameters', async () => {
    const res = await as(USERS.SALES_PERSON).get<SearchResults>('search?q=severn&q=kestrel&x=1');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toContain('1007');
    expect(ids(res.body)).not.toContain('1002');
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await fetch(`${(await import('./support/client.ts')).baseUrl()}/api/search?q=severn`);
    expect(res.status).toBe(401);
  });
});
