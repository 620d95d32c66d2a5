/**
 * The admin's calls on templates (spec: POST /sales/templates/{templateId} with the multipart field templateFile,
 * answering with the templates list; POST /sales/templates/download/{filename}, the file itself), plus a rename
 * and a preview (what the file holds). Nothing an upload says is trusted: its name only has to carry the template's
 * extension, the stored name is the list's, and the bytes must be a sound Office file that generation can use.
 */
import {
  contentMatches,
  extensionOf,
  MAX_TEMPLATE_BYTES,
  MAX_TEMPLATE_SIZE_TEXT,
  sanitizeFileName,
  TEMPLATE_DOCUMENTS,
  TEMPLATE_FORMAT_NAMES,
  type Template,
  type TemplatePreview,
} from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { replaceReference, updateReference } from '../reference/reference-writes.ts';
import type { Services } from '../services.ts';
import {
  checkTemplate,
  findTemplate,
  formatOf,
  MIME,
  readTemplateList,
  TEMPLATE_CONTAINER,
  templateFile,
} from './template-store.ts';

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The template is larger than ${MAX_TEMPLATE_SIZE_TEXT}.`);

/**
 * Writes the list with the change applied: to the version the admin edited (`ifMatch`: a stale one is a 409), or,
 * for an upload (no version sent), to the list as stored now, again on a concurrent write (updateReference).
 */
async function updateList(
  services: Services,
  actor: Actor,
  change: (list: Template[]) => Template[],
  ifMatch?: string,
) {
  if (!ifMatch) return updateReference(services, actor, 'templates', (value) => change(value as Template[]));
  const current = await readTemplateList(services);
  return replaceReference(services, actor, 'templates', change(current.list), ifMatch);
}

/** The limits of a template's request (functions/templates.ts reads the form with them at the edge). */
export const TEMPLATE_UPLOAD_LIMITS = { what: 'template', maxBytes: MAX_TEMPLATE_BYTES, tooLarge };

/** POST /api/sales/templates/{templateId}: replaces the template's file; answers with the templates list. */
export async function uploadTemplate(services: Services, actor: Actor, file: File, id: string) {
  const template = await findTemplate(services, id);
  const format = formatOf(template);
  const ext = extensionOf(sanitizeFileName(file.name));
  if (ext !== `.${format}`)
    throw badRequest(
      `The ${template.name} template must be a ${TEMPLATE_FORMAT_NAMES[format]}; this file is ${ext ? `a ${ext} file` : 'not one'}.`,
      { fields: { templateFile: `must be a .${format} file` } },
    );
  if (file.size === 0) throw badRequest('The file is empty.', { fields: { templateFile: 'empty' } });
  if (file.size > MAX_TEMPLATE_BYTES) throw tooLarge();
  const data = Buffer.from(await file.arrayBuffer());
  if (!contentMatches('zip', data.subarray(0, 8)))
    throw badRequest(`The file's content is not .${format} content.`, {
      fields: { templateFile: 'content does not match' },
    });
  const inspection = await checkTemplate(format, data);
  if (inspection.problems.length)
    throw badRequest(
      `This file cannot be the ${template.name} template: ${inspection.problems.join('; ')}.`,
      {
        fields: { templateFile: 'not a usable template' },
        problems: inspection.problems,
      },
    );

  await services.blobs.put(TEMPLATE_CONTAINER, template.filename, data, MIME[format]);
  const modifiedAt = services.now().toISOString();
  const modifiedBy = { id: actor.user.id, name: actor.user.name, email: actor.user.email };
  return updateList(services, actor, (list) =>
    list.map((t) => (t.id === id ? { ...t, size: data.length, modifiedAt, modifiedBy } : t)),
  );
}

/** PUT /api/sales/templates/{templateId}: a new name (the Edit/Save toggle), If-Match the list's ETag. */
export async function renameTemplate(
  services: Services,
  actor: Actor,
  id: string,
  name: string,
  ifMatch: string,
) {
  await findTemplate(services, id);
  return updateList(services, actor, (list) => list.map((t) => (t.id === id ? { ...t, name } : t)), ifMatch);
}

/** GET /api/sales/templates/{templateId}/preview: what the stored file holds, and why it cannot be used if so. */
export async function previewTemplate(services: Services, id: string): Promise<TemplatePreview> {
  const template = await findTemplate(services, id);
  const format = formatOf(template);
  const file = await templateFile(services, template);
  if (!file) throw notFound('The template file');
  const inspection = await checkTemplate(format, file.data);
  return {
    template,
    format,
    source: file.source,
    size: file.data.length,
    documents: TEMPLATE_DOCUMENTS[template.id] ?? 'None yet',
    placeholders: inspection.placeholders,
    texts: inspection.texts,
    ...(inspection.theme ? { theme: inspection.theme } : {}),
    problems: inspection.problems,
  };
}

/** POST /api/sales/templates/download/{filename}: the file of a listed template, as an attachment. */
export async function downloadTemplate(services: Services, filename: string) {
  const { list } = await readTemplateList(services);
  const template = list.find((t) => t.filename === filename);
  if (!template) throw notFound('The template file');
  const file = await templateFile(services, template);
  if (!file) throw notFound('The template file');
  return {
    status: 200,
    body: new Uint8Array(file.data),
    headers: {
      'Content-Type': MIME[formatOf(template)],
      'Content-Disposition': `attachment; filename="${template.filename}"`,
      'Cache-Control': 'no-store',
    },
  };
}
