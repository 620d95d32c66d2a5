/**
 * Uploaded documents named in a saved solution are resolved from the store, never trusted as sent: a
 * deliverable's, work product's or tool's FILE reference that the stored solution did not already hold must be
 * an upload in the documents store. Web links (SHAREPOINT, URL) are the user's text and are kept as typed.
 */
import { ENGAGEMENT_LOGO_UPLOAD, uploadedDocumentRefs, type Capability } from '@portal/domain';
import { documentsOf } from '../files/document-store.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';

/** Store ids are plain; anything else cannot name an upload. */
const PLAIN_ID = /^[A-Za-z0-9_.:@-]{1,200}$/;
/** New references checked in one save (a person attaches a few files at a time; an import may carry more). */
const MAX_NEW_REFERENCES = 500;

/** The FILE references of `after` that `before` did not hold and that are no upload in the store. */
export async function unknownDocuments(
  services: Services,
  before: readonly Capability[] | undefined,
  after: readonly Capability[],
): Promise<string[]> {
  const known = new Set(before ? uploadedDocumentRefs(before).map((r) => r.documentId) : []);
  const fresh = uploadedDocumentRefs(after).filter((r) => !known.has(r.documentId));
  if (fresh.length > MAX_NEW_REFERENCES)
    throw badRequest(`A save can attach at most ${MAX_NEW_REFERENCES} new documents.`);
  const rows = await Promise.all(
    fresh.map((r) => (PLAIN_ID.test(r.documentId) ? documentsOf(services).read(r.documentId) : undefined)),
  );
  // An engagement logo (type 105) is in the uploads too, but it is no deliverable's document.
  return fresh
    .filter((_r, i) => rows[i]?.item.container !== 'uploads' || rows[i]?.item.type === ENGAGEMENT_LOGO_UPLOAD)
    .map((r) => r.documentId);
}

/** A save may only attach uploads that exist (400 otherwise). */
export async function checkUploadedDocuments(
  services: Services,
  before: readonly Capability[] | undefined,
  after: readonly Capability[],
): Promise<void> {
  const missing = await unknownDocuments(services, before, after);
  if (missing.length)
    throw badRequest(
      'A document attached to a deliverable, work product or tool is not an uploaded file. Upload the file again or give a web link.',
      { fields: { 'state.items': `unknown document ${missing[0]!.slice(0, 60)}` } },
    );
}
