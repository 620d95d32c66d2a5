/**
 * Import: a file written by the export job becomes a new draft of the importer (new id, the importer as owner and
 * organisation, Information step, the content kept; approvals, roles and links left behind). Refusals follow the
 * usual rules: 403 for roles without full solution rights, 400 for anything that is not an export file, 415 for
 * a body that is not JSON. An import never repeats the name of a solution the importer can see (issue 30): it takes
 * the first free "<name> (n)".
 */
import type { JobView, Solution, SolutionExport } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';

let file: SolutionExport;

beforeAll(async () => {
  const sales = as(USERS.SALES_PERSON);
  const started = await sales.get<JobView>('sales/solutions/1001/export');
  const job = await waitFor(async () => {
    const res = await sales.get<JobView>(`jobs/${started.body.traceId}`);
    return res.body.status === 'succeeded' ? res.body : undefined;
  }, 20_000);
  file = (await (await fetch(job.url!)).json()) as SolutionExport;
});

const withName = (name: string) => ({
  ...file,
  solution: { ...file.solution, fields: { ...file.solution.fields, name } },
});

describe('POST /api/sales/solutions/import', () => {
  it('recreates the exported solution as a new draft of the importer', async () => {
    const res = await as(USERS.SOLUTION_ARCHITECT).post<Solution>('sales/solutions/import', file);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const imported = res.body;
    expect(imported.id).not.toBe('1001');
    expect(imported.owner.email).toBe(USERS.SOLUTION_ARCHITECT);
    expect(imported.fields).toMatchObject({
      organization: 'PROVIDER',
      opportunityBackground: file.solution.fields.opportunityBackground,
    });
    expect(imported.fields.approvals ?? []).toEqual([]);
    expect(imported.fields.aepUrl).toBeUndefined();
    expect(imported.fields.isExportedToDeliver).toBeUndefined();
    expect(imported.state).toMatchObject({ step: 1, steps: [1] });
    expect(imported.state.items).toEqual(file.solution.state.items);
    expect(imported.salesClient).toEqual(file.solution.salesClient);
    const read = await as(USERS.SOLUTION_ARCHITECT).get<Solution>(`sales/solutions/${imported.id}`);
    expect(read.status).toBe(200);
  });

  it('names the import as its file when no solution has that name', async () => {
    const name = `Imported once ${Date.now()}`;
    const res = await as(USERS.SALES_PERSON).post<Solution>('sales/solutions/import', withName(name));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.fields.name).toBe(name);
  });

  it('gives an import whose name is taken the first free "<name> (n)", never a second of the same name', async () => {
    const name = `Imported twice ${Date.now()}`;
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await as(USERS.SOLUTION_ARCHITECT).post<Solution>('sales/solutions/import', withName(name));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      names.push(res.body.fields.name);
    }
    expect(names).toEqual([name, `${name} (2)`, `${name} (3)`]);
    // The exported solution itself (1001) is there already: its import is numbered too.
    const again = await as(USERS.SOLUTION_ARCHITECT).post<Solution>('sales/solutions/import', file);
    const numbered = again.body.fields.name;
    expect(numbered.startsWith(`${file.solution.fields.name} (`)).toBe(true);
    expect(numbered).toMatch(/ \(\d+\)$/);
    const list = await as(USERS.SOLUTION_ARCHITECT).get<{ items: { name: string }[] }>(
      'sales/solutions?view=all&pageSize=200',
    );
    const all = list.body.items.map((item) => item.name);
    for (const taken of [...names, numbered])
      expect(
        all.filter((n) => n === taken),
        taken,
      ).toHaveLength(1);
  });

  it.each([
    ['a partner', USERS.HP_SALES_PERSON],
    ['a reviewer', USERS.SOLUTION_REVIEWER],
    ['a client', USERS.CLIENT],
  ])('403 for %s', async (_name, email) => {
    const res = await as(email).post('sales/solutions/import', file);
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
  });

  it.each([
    [
      'a file of another kind',
      () => ({ ...file, schema: 'other' }),
      'This is not a Solution Portal export file.',
    ],
    ['another version', () => ({ ...file, version: 9 }), 'This export file version cannot be imported.'],
    ['an empty object', () => ({}), ''],
    ['a JSON array', () => [file], ''],
    [
      'a control character in the name',
      () => ({
        ...file,
        solution: { ...file.solution, fields: { ...file.solution.fields, name: 'a\u0000b' } },
      }),
      '',
    ],
    [
      'an unknown client (resolved from the store, never trusted)',
      () => ({
        ...file,
        solution: { ...file.solution, salesClient: { id: 'no-such-client', name: 'Forged' } },
      }),
      '',
    ],
  ])('400 for %s', async (_name, body, message) => {
    const res = await as(USERS.SALES_PERSON).post('sales/solutions/import', body());
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(expectErrorShape(res.body).message).toContain(message);
  });

  it('415 for a body that is not JSON', async () => {
    const res = await as(USERS.SALES_PERSON).post('sales/solutions/import', undefined, {
      rawBody: 'schema=solution',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
  });
});
