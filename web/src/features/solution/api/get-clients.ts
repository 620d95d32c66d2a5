import useSWR from 'swr';
import { salesClientSchema, type SalesClient } from '@portal/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

export type SalesClientListItem = Pick<SalesClient, 'id' | 'name'>;

const CLIENTS_KEY = '/sales/clients';

export function fetchClients() {
  return apiFetch(CLIENTS_KEY, { schema: z.array(salesClientSchema) });
}

export function useClients() {
  return useSWR(CLIENTS_KEY, fetchClients);
}
