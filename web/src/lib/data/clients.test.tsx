// @vitest-environment happy-dom
/**
 * Clients: one key, the stored shape with etags; the one POST wrapper creates (no If-Match) or changes (If-Match)
 * and puts the answer into the one cached list.
 */
import type { StoredSalesClient } from '@portal/domain';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENTS_KEY, clientsSchema, hasDetails, saveClient, useClients, withClient } from './clients.ts';
import { loaded, stubApi, freshCacheEachTest } from './test-support.tsx';

const client = (id: string, name: string, etag = `"${id}-1"`): StoredSalesClient => ({
  id,
  name,
  fields: { industry: '', strategy: '', users: 14500, devices: 0, applications: 0, c365id: '', hpid: '' },
  etag,
});
const LOTHIAN = client('c1', 'Lothian Health');
const FABRIKAM = client('c2', 'Fabrikam plc');

freshCacheEachTest();

describe('clients', () => {
  it('reads GET /sales/clients under that one key, with etags', async () => {
    expect(CLIENTS_KEY).toBe('/sales/clients');
    stubApi({ 'GET /sales/clients': { body: [LOTHIAN] } });
    const result = await loaded(() => useClients());
    expect(result.current.data).toEqual([LOTHIAN]);
    expect(clientsSchema.safeParse([{ id: 'c1', name: 'Lothian Health' }]).success).toBe(false);
  });

  it("reads a partner's or a client user's list: id, name and etag, no fields (ADR 0053)", async () => {
    const named = { id: 'c1', name: 'Lothian Health', etag: '"c1-1"' };
    stubApi({ 'GET /sales/clients': { body: [named] } });
    const result = await loaded(() => useClients());
    expect(result.current.data).toEqual([named]);
    expect(hasDetails(result.current.data![0]!)).toBe(false);
    expect(hasDetails(LOTHIAN)).toBe(true);
    // Fields, when sent, are still checked whole.
    expect(clientsSchema.safeParse([{ ...named, fields: { industry: 'Health' } }]).success).toBe(false);
  });

  it('withClient replaces a client by id or adds it at the end', () => {
    const changed = { ...LOTHIAN, name: 'NHS Lothian' };
    expect(withClient([LOTHIAN, FABRIKAM], changed)).toEqual([changed, FABRIKAM]);
    expect(withClient([LOTHIAN], FABRIKAM)).toEqual([LOTHIAN, FABRIKAM]);
  });

  it('a new client is POSTed without If-Match and added to the cached list', async () => {
    const sent = stubApi({
      'GET /sales/clients': { body: [LOTHIAN] },
      'POST /sales/clients': { body: FABRIKAM },
    });
    const result = await loaded(() => useClients());
    await act(() => saveClient({ name: 'Fabrikam plc', fields: FABRIKAM.fields }));
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.headers['if-match']).toBeUndefined();
    expect(result.current.data).toEqual([LOTHIAN, FABRIKAM]);
  });

  it('a change sends the edited version as If-Match and replaces the cached client', async () => {
    const changed = client('c1', 'NHS Lothian', '"c1-2"');
    const sent = stubApi({
      'GET /sales/clients': { body: [LOTHIAN, FABRIKAM] },
      'POST /sales/clients': { body: changed },
    });
    const result = await loaded(() => useClients());
    await act(() => saveClient({ id: 'c1', name: 'NHS Lothian', fields: LOTHIAN.fields }, LOTHIAN.etag));
    expect(sent.find((r) => r.method === 'POST')?.headers['if-match']).toBe('"c1-1"');
    expect(result.current.data).toEqual([changed, FABRIKAM]);
  });
});
