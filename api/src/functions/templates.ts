/**
 * Document templates (spec: Templates admin; docs/templates.md): upload a new file, download the current one, rename,
 * preview. Admins only: templates shape every generated document, and other users never need the files themselves
 * (they get the generated documents). The list is GET /api/sales/configuration/templates (reference.ts).
 */
import { renameTemplateRequestSchema } from '@portal/domain';
import { z } from 'zod';
import { formFile, parseBody, parseParam, readMultipart, requireIfMatch, safeId } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import {
  downloadTemplate,
  previewTemplate,
  renameTemplate,
  TEMPLATE_UPLOAD_LIMITS,
  uploadTemplate,
} from '../templates/template-admin.ts';

const fileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,254}$/, 'must be a template file name');

export const templateRoutes = defineRoutes([
  {
    name: 'templates-upload',
    methods: ['POST'],
    route: 'sales/templates/{templateId}',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const id = parseParam(req, 'templateId', safeId);
      const form = await readMultipart(req, TEMPLATE_UPLOAD_LIMITS);
      const file = formFile(form, 'templateFile', 'Choose a template file to upload.');
      const saved = await uploadTemplate(services, actor, file, id);
      return json(saved.item.value, 200, { ETag: saved.etag });
    },
  },
  {
    name: 'templates-rename',
    methods: ['PUT'],
    route: 'sales/templates/{templateId}',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const id = parseParam(req, 'templateId', safeId);
      const { name } = await parseBody(req, renameTemplateRequestSchema);
      const saved = await renameTemplate(services, actor, id, name, requireIfMatch(req));
      return json(saved.item.value, 200, { ETag: saved.etag });
    },
  },
  {
    name: 'templates-preview',
    methods: ['GET'],
    route: 'sales/templates/{templateId}/preview',
    policy: 'admin',
    handler: async (req, { services }) =>
      json(await previewTemplate(services, parseParam(req, 'templateId', safeId))),
  },
  {
    name: 'templates-download',
    methods: ['POST'],
    route: 'sales/templates/download/{filename}',
    policy: 'admin',
    handler: async (req, { services }) => downloadTemplate(services, parseParam(req, 'filename', fileName)),
  },
]);
