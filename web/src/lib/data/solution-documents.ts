/** A solution's generated documents (ADR 0012, 0028): GET /sales/solutions/{id}/documents. */
import { solutionDocumentSchema, type SolutionDocument } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const solutionDocumentsKey = (id: string) => `/sales/solutions/${encodeURIComponent(id)}/documents`;
export const solutionDocumentsSchema = z.array(solutionDocumentSchema);

export function fetchSolutionDocuments(key: string) {
  return apiFetch(key, { schema: solutionDocumentsSchema });
}

/** The documents; `loaded` (those the solution came with) stand in until the list is read. */
export function useSolutionDocumentList(id: string | undefined, loaded?: SolutionDocument[]) {
  return useSWR(id ? solutionDocumentsKey(id) : null, fetchSolutionDocuments, {
    revalidateOnFocus: false,
    ...(loaded ? { fallbackData: loaded } : {}),
  });
}
