/**
 * The templates admin's calls (docs/templates.md): the list (GET /sales/configuration/templates, with its ETag for
 * the rename), upload (POST /sales/templates/{templateId}, multipart templateFile), rename (PUT, If-Match), the
 * preview and the download (POST /sales/templates/download/{filename}, the file itself).
 */
import { templatePreviewSchema, templatesListSchema, type Template } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { errorFromResponse } from '../../lib/api/api-error.ts';
import { apiRequest, apiUrl, authHeaders } from '../../lib/api/client.ts';
import { startDownload } from '../../lib/jobs/download.ts';

export const TEMPLATES_KEY = '/sales/configuration/templates';

export interface TemplatesList {
  list: Template[];
  etag: string;
}

async function fetchTemplates(key: string): Promise<TemplatesList> {
  const res = await apiRequest(key, { schema: z.object({ value: templatesListSchema }) });
  return { list: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** The templates list; fetched only when `enabled` (admins). */
export function useTemplates(enabled = true) {
  return useSWR(enabled ? TEMPLATES_KEY : null, fetchTemplates);
}

export const previewKey = (id: string) => `/sales/templates/${encodeURIComponent(id)}/preview`;

export function useTemplatePreview(id: string | undefined) {
  return useSWR(id ? previewKey(id) : null, (key: string) =>
    apiRequest(key, { schema: templatePreviewSchema }).then((r) => r.data),
  );
}

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

export async function renameTemplate(id: string, name: string, etag: string): Promise<TemplatesList> {
  const res = await apiRequest(`/sales/templates/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
    headers: { 'If-Match': etag },
    schema: templatesListSchema,
  });
  return { list: res.data, etag: res.headers.get('etag') ?? '' };
}

/** Fetches the file with the session's headers (it is an admin-only POST, not a link) and saves it. */
export async function downloadTemplate(filename: string): Promise<void> {
  const res = await fetch(apiUrl(`/sales/templates/download/${encodeURIComponent(filename)}`), {
    method: 'POST',
    headers: await authHeaders(),
  });
  if (!res.ok) throw errorFromResponse(res.status, res.statusText, await res.text());
  const url = URL.createObjectURL(await res.blob());
  try {
    startDownload(url, filename);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
