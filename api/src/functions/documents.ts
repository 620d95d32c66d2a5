/** The solution's documents: generate (a queued job), list, and a read-only link to one file. */
import { generateRequestSchema, hasFullSolutionAccess } from '@portal/domain';
import { numericId, parseBody, parseParam, readMultipart, safeId } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { solutionDocuments } from '../files/document-store.ts';
import { documentDownload, startDocumentJob } from '../documents/generate.ts';
import { documentPreview } from '../documents/previews.ts';
import { DOCUMENT_UPLOAD_LIMITS, uploadDocument } from '../documents/uploads.ts';
import { readVisibleSolution } from '../solutions/repository.ts';

export const documentRoutes = defineRoutes([
  {
    name: 'documents-generate',
    methods: ['POST'],
    route: 'sales/generate',
    policy: 'fullSolution',
    handler: async (req, { services, actor }) =>
      json(await startDocumentJob(services, actor, await parseBody(req, generateRequestSchema)), 202),
  },
  {
    name: 'documents-list',
    methods: ['GET'],
    route: 'sales/solutions/{id}/documents',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      return json(
        await solutionDocuments(services, item.id, { withInternalOnly: hasFullSolutionAccess(actor.role) }),
      );
    },
  },
  {
    name: 'documents-upload',
    methods: ['POST'],
    route: 'sales/documents/upload',
    policy: 'fullSolution',
    handler: async (req, { services, actor }) =>
      json(await uploadDocument(services, actor, await readMultipart(req, DOCUMENT_UPLOAD_LIMITS)), 201),
  },
  {
    name: 'documents-download',
    methods: ['POST'],
    route: 'sales/documents/download/{id}',
    policy: 'signedIn',
    handler: async (req, { services, actor }) =>
      json(await documentDownload(services, actor, parseParam(req, 'id', safeId))),
  },
  {
    // The spec names the parameter blobFilename; it is the document's id, as for the download.
    name: 'documents-preview',
    methods: ['POST'],
    route: 'sales/documents/{blobFilename}/preview-images/content',
    policy: 'signedIn',
    handler: async (req, { services, actor }) =>
      json(await documentPreview(services, actor, parseParam(req, 'blobFilename', safeId))),
  },
]);
