/** A template's preview (docs/templates.md, ADR 0028): GET /sales/templates/{id}/preview. */
import { templatePreviewSchema } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

export const previewKey = (id: string) => `/sales/templates/${encodeURIComponent(id)}/preview`;

export function fetchTemplatePreview(key: string) {
  return apiFetch(key, { schema: templatePreviewSchema });
}

export function useTemplatePreview(id: string | undefined) {
  return useSWR(id ? previewKey(id) : null, fetchTemplatePreview);
}
