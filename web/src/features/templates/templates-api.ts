/**
 * The templates admin's calls (docs/templates.md) besides its data (the list, the rename and the preview are in
 * lib/data, ADR 0028): upload (POST /sales/templates/{templateId}, multipart templateFile) and the download (POST
 * /sales/templates/download/{filename}, the file itself).
 */
import { templatesListSchema, type Template } from '@portal/domain';
import { errorFromResponse } from '../../lib/api/api-error.ts';
import { apiRequest, apiUrl, authHeaders } from '../../lib/api/client.ts';
import { startDownload } from '../../lib/jobs/download.ts';

export { previewKey, useTemplatePreview } from '../../lib/data/template-preview.ts';
export { renameTemplate, TEMPLATES_KEY, useTemplates, type TemplatesList } from '../../lib/data/templates.ts';

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
