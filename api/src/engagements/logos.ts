/**
 * POST /api/sales/engagements/logos (multipart, one field `logoFile`): a client logo for the slide deck's cover.
 * PNG or JPEG by magic bytes (never by the name or the content type), at most 1 MB, 16..4000 px each way read from
 * the image header (packages/domain/src/engagements/logo-image.ts). The file goes to the 'uploads' blob container
 * under logos/, its row (type 105) to the 'documents' container, and engagements name it by logoId.
 */
import { randomUUID } from 'node:crypto';
import {
  checkLogo,
  ENGAGEMENT_LOGO_MAX_BYTES,
  ENGAGEMENT_LOGO_UPLOAD,
  extensionOf,
  LOGO_EXTENSION,
  LOGO_MIME,
  sanitizeFileName,
  type EngagementLogo,
} from '@portal/domain';
import { documentsOf } from '../files/document-store.ts';
import type { Actor } from '../http/current-user.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';

const TOO_LARGE = 'The logo is larger than 1 MB.';

/** The limits of a logo's request (functions/engagements.ts reads the form with them at the edge). */
export const LOGO_UPLOAD_LIMITS = {
  what: 'logo',
  maxBytes: ENGAGEMENT_LOGO_MAX_BYTES,
  tooLarge: () => badRequest(TOO_LARGE, { fields: { logoFile: 'larger than 1 MB' } }),
};

export async function uploadLogo(services: Services, actor: Actor, file: File): Promise<EngagementLogo> {
  if (file.size > ENGAGEMENT_LOGO_MAX_BYTES)
    throw badRequest(TOO_LARGE, { fields: { logoFile: 'larger than 1 MB' } });
  const data = Buffer.from(await file.arrayBuffer());
  const check = checkLogo(data);
  if (!check.ok) throw badRequest(check.message, { fields: { logoFile: check.message } });
  const { format, width, height } = check.image;
  // The stored name keeps what the user called it, with the extension of what the file really is.
  const given = sanitizeFileName(file.name);
  const stem = given.slice(0, given.length - extensionOf(given).length).trim() || 'logo';
  const fileName = `${stem}${LOGO_EXTENSION[format]}`;
  const id = randomUUID();
  const blobName = `logos/${id}${LOGO_EXTENSION[format]}`;
  await services.blobs.put('uploads', blobName, data, LOGO_MIME[format]);
  const now = services.now().toISOString();
  await documentsOf(services).create({
    id,
    solutionId: '',
    type: ENGAGEMENT_LOGO_UPLOAD,
    name: fileName,
    fileName,
    blobName,
    container: 'uploads',
    contentType: LOGO_MIME[format],
    createdAt: now,
    modifiedAt: now,
    createdBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
    image: { width, height },
  });
  return { logoId: id, fileName, width, height };
}
