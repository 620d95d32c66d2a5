/**
 * The document templates list (docs/templates.md, ADR 0028): GET /sales/configuration/templates with its ETag (for
 * the rename), and the rename (PUT /sales/templates/{id}, If-Match), whose answer becomes the cached list.
 */
import { templatesListSchema, type Template } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

export const TEMPLATES_KEY = '/sales/configuration/templates';

export interface TemplatesList {
  list: Template[];
  etag: string;
}

export async function fetchTemplates(key: string = TEMPLATES_KEY): Promise<TemplatesList> {
  const res = await apiRequest(key, { schema: z.object({ value: templatesListSchema }) });
  return { list: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** The templates list; fetched only when `enabled` (admins). */
export function useTemplates(enabled = true) {
  return useSWR(enabled ? TEMPLATES_KEY : null, fetchTemplates);
}

export async function renameTemplate(id: string, name: string, etag: string): Promise<TemplatesList> {
  const res = await apiRequest(`/sales/templates/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
    headers: { 'If-Match': etag },
    schema: templatesListSchema,
  });
  const saved = { list: res.data, etag: res.headers.get('etag') ?? '' };
  await mutate(TEMPLATES_KEY, saved, { revalidate: false });
  return saved;
}
