/**
 * The document templates (docs/templates.md, ADR 0028), every call the web makes for them: the list (GET
 * /sales/configuration/templates, with its ETag for the rename), the rename (PUT /sales/templates/{id}, If-Match),
 * whose answer becomes the cached list, the upload of a new file (POST /sales/templates/{id}, multipart
 * templateFile) and a template's file (POST /sales/templates/download/{filename}), which the page saves. A
 * template's preview is its own resource (template-preview.ts).
 */
import { templatesListSchema, type Template } from '@portal/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { isApiError } from '../api/api-error.ts';
import { apiFile, apiRequest } from '../api/client.ts';

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

/**
 * The rename, on the cache the page renders with: its answer becomes the cached list; a newer list on the server
 * (409) is read again, so the next try sends its ETag.
 */
export function useRenameTemplate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, name: string, etag: string): Promise<TemplatesList> => {
      try {
        const res = await apiRequest(`/sales/templates/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: { name },
          headers: { 'If-Match': etag },
          schema: templatesListSchema,
        });
        const saved = { list: res.data, etag: res.headers.get('etag') ?? '' };
        await mutate(TEMPLATES_KEY, saved, { revalidate: false });
        return saved;
      } catch (err) {
        if (isApiError(err) && err.status === 409) void mutate(TEMPLATES_KEY);
        throw err;
      }
    },
    [mutate],
  );
}

/**
 * POST /sales/templates/{id} (multipart templateFile): the API checks the file before storing it. The cached list
 * is left as it is: the page reads it again a moment later (the spec's refresh after an upload).
 */
export async function uploadTemplate(id: string, file: File): Promise<Template[]> {
  const form = new FormData();
  form.set('templateFile', file);
  const res = await apiRequest(`/sales/templates/${encodeURIComponent(id)}`, {
    method: 'POST',
    form,
    schema: templatesListSchema,
  });
  return res.data;
}

/** A template's file, read with the session's headers (an admin-only POST, not a link). */
export function fetchTemplateFile(filename: string): Promise<Blob> {
  return apiFile(`/sales/templates/download/${encodeURIComponent(filename)}`, { method: 'POST' });
}
