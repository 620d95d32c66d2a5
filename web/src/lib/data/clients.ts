/**
 * Clients (ADR 0017, ADR 0028): GET /sales/clients gives the clients the viewer reads with their etags (ADR 0053:
 * the fields for the provider's staff; id and name for partners; a client user's own client only); POST
 * /sales/clients creates one (no id) or changes one (id, If-Match). The one POST wrapper of the web: every page
 * that creates or edits a client saves through saveClient, which puts the answer into the one cached list.
 */
import {
  storedSalesClientSchema,
  storedSalesClientViewSchema,
  type SaveSalesClientRequest,
  type StoredSalesClient,
  type StoredSalesClientView,
} from '@portal/domain';
import { useCallback } from 'react';
import useSWR, { mutate, useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const CLIENTS_KEY = '/sales/clients';
export const clientsSchema = z.array(storedSalesClientViewSchema);

export function fetchClients(key: string = CLIENTS_KEY): Promise<StoredSalesClientView[]> {
  return apiFetch(key, { schema: clientsSchema });
}

/** Whether a listed client came with its fields (the provider's staff get them; an admin edits them). */
export const hasDetails = (client: StoredSalesClientView): client is StoredSalesClient =>
  client.fields !== undefined;

export function useClients(enabled = true) {
  return useSWR(enabled ? CLIENTS_KEY : null, fetchClients);
}

/** The list with `client` in place of the one with its id, or added at the end. */
export function withClient(
  list: readonly StoredSalesClientView[],
  client: StoredSalesClientView,
): StoredSalesClientView[] {
  return list.some((c) => c.id === client.id)
    ? list.map((c) => (c.id === client.id ? client : c))
    : [...list, client];
}

/** POST /sales/clients: creates (no id) or changes (id, with the etag edited as If-Match); the cache follows. */
export async function saveClient(client: SaveSalesClientRequest, etag?: string): Promise<StoredSalesClient> {
  const saved = await apiFetch(CLIENTS_KEY, {
    method: 'POST',
    body: client,
    ...(client.id && etag ? { headers: { 'If-Match': etag } } : {}),
    schema: storedSalesClientSchema,
  });
  // Nothing cached yet: nothing to update (the next reader fetches the list, the new client in it).
  await mutate(CLIENTS_KEY, (list: StoredSalesClientView[] | undefined) => list && withClient(list, saved), {
    revalidate: false,
  });
  return saved;
}

/**
 * Puts a client saved or chosen on a page into the cached list of the cache the page renders with: the one with its
 * id goes, the client comes last (or, `inNameOrder`, the list is sorted by name), and the list is read again unless
 * `revalidate` is false.
 */
export function useKeepClient() {
  const { mutate: mutateCache } = useSWRConfig();
  return useCallback(
    (client: StoredSalesClientView, { revalidate = true, inNameOrder = false } = {}) =>
      mutateCache(
        CLIENTS_KEY,
        (list: StoredSalesClientView[] | undefined) => {
          const next = [...(list ?? []).filter((c) => c.id !== client.id), client];
          return inNameOrder ? next.sort((a, b) => a.name.localeCompare(b.name, 'en-GB')) : next;
        },
        { revalidate },
      ),
    [mutateCache],
  );
}

/** What a client picker needs of a client (the builder's Client box). */
export type ClientChoice = Pick<StoredSalesClientView, 'id' | 'name'>;
