/**
 * The sales helper's calls besides its data (the current catalogue and the clients come from lib/data, ADR 0028):
 * the logo upload and the engagement Generate creates (POST /sales/engagements: { engagement, job }).
 */
import { engagementLogoSchema, type EngagementLogo } from '@portal/domain';
import { apiFetch } from '../../lib/api/client.ts';

export type UploadedLogo = EngagementLogo;

/** POST /sales/engagements/logos (multipart, one field `logoFile`). */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.set('logoFile', file, file.name);
  return apiFetch('/sales/engagements/logos', { method: 'POST', form, schema: engagementLogoSchema });
}

export { createEngagement, fetchEngagement } from '../../lib/data/engagement.ts';
