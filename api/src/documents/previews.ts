/**
 * POST /api/sales/documents/{blobFilename}/preview-images/content (spec: previewImages, each with content): images
 * of a stored document's first pages or slides, made once by the previewer (ADR 0015) and kept in the 'previews'
 * blob container. A solution's document previews for whoever may see the solution (the read-only Documents tab
 * is theirs too); an upload of a catalogue item for the lead provider. Downloads stay the lead provider's.
 */
import { extensionOf, isLeadProvider, type DocumentPreview } from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { PreviewUnavailableError } from '../ports/previews.ts';
import type { Services } from '../services.ts';
import { readVisibleSolution } from '../solutions/repository.ts';
import { documentsOf } from '../files/document-store.ts';
import { NO_DOCUMENT, readDeckEngagement } from './generate.ts';

/** Pages shown at most: enough to judge a document, small enough for one answer (about 1-2 MB). */
export const MAX_PREVIEW_PAGES = 12;

export async function documentPreview(
  services: Services,
  actor: Actor,
  id: string,
): Promise<DocumentPreview> {
  const row = await documentsOf(services).read(id);
  if (!row) throw new HttpError(404, 'not_found', NO_DOCUMENT);
  if (row.item.solutionId) await readVisibleSolution(services, actor, row.item.solutionId);
  else if (row.item.engagementId) await readDeckEngagement(services, actor, row.item.engagementId);
  else if (!isLeadProvider(actor.role))
    throw forbidden('Previews of these documents are for the lead provider.');

  const index = `${row.item.id}/pages.json`;
  const cached = await services.blobs.get('previews', index);
  let pages: Buffer[];
  if (cached) {
    const count = (JSON.parse(cached.toString('utf8')) as { pages: number }).pages;
    pages = (
      await Promise.all(
        Array.from({ length: count }, (_v, i) =>
          services.blobs.get('previews', `${row.item.id}/page-${i + 1}.png`),
        ),
      )
    ).filter((p): p is Buffer => p !== undefined);
  } else {
    const data = await services.blobs.get(row.item.container ?? 'documents', row.item.blobName);
    if (!data) throw new HttpError(404, 'not_found', NO_DOCUMENT);
    try {
      pages = await services.previewer.pages(data, extensionOf(row.item.fileName), MAX_PREVIEW_PAGES);
    } catch (error) {
      if (error instanceof PreviewUnavailableError)
        throw new HttpError(503, 'unavailable', 'Previews are not available on this server.');
      throw new HttpError(422, 'unprocessable', 'This document has no preview: it could not be drawn.');
    }
    if (!pages.length)
      throw new HttpError(422, 'unprocessable', 'This document has no preview: it has no pages.');
    await Promise.all(
      pages.map((p, i) => services.blobs.put('previews', `${row.item.id}/page-${i + 1}.png`, p, 'image/png')),
    );
    await services.blobs.put('previews', index, JSON.stringify({ pages: pages.length }), 'application/json');
  }
  return {
    documentId: row.item.id,
    documentFileName: row.item.fileName,
    previewImages: pages.map((p, i) => ({
      page: i + 1,
      content: `data:image/png;base64,${p.toString('base64')}`,
    })),
  };
}
