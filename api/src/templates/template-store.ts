/**
 * Where templates live (ADR 0013): the files in the 'templates' blob container, keyed by the file name the reference
 * list 'templates' records ({ id, name, filename } plus size, modifiedAt and modifiedBy after an upload). The seed
 * puts the defaults there when missing, never over an admin's upload. The document job reads the template of its
 * type here and refuses a stored file it cannot use, with a message that names what is wrong.
 */
import {
  DOCUMENT_TEMPLATE_ID,
  DOCUMENT_TYPE,
  type DocumentTypeNumber,
  templateFormatOf,
  type Template,
  type TemplateFormat,
  type UploadExtension,
} from '@portal/domain';
import { DEFAULT_LOOK, type DocumentLook } from './document-look.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { referenceOf } from '../reference/reference-store.ts';
import { TEMPLATES } from '../reference/built-in/templates.ts';
import type { Services } from '../services.ts';
import { defaultTemplate } from './default-templates.ts';
import { inspectTemplate, type TemplateInspection } from './inspect-template.ts';
import { checkOfficeZip } from './zip-parts.ts';

export const TEMPLATE_CONTAINER = 'templates';

export interface TemplateList {
  list: Template[];
  etag: string;
}

export async function readTemplateList(services: Services): Promise<TemplateList> {
  const stored = await referenceOf(services).read('templates');
  if (!stored) throw notFound('The templates list');
  return { list: stored.item.value as Template[], etag: stored.etag };
}

export async function findTemplate(services: Services, id: string): Promise<Template> {
  const template = (await readTemplateList(services)).list.find((t) => t.id === id);
  if (!template) throw notFound('The template');
  return template;
}

export function formatOf(template: Template): TemplateFormat {
  const format = templateFormatOf(template.filename);
  if (!format)
    throw new HttpError(400, 'bad_request', `${template.filename} is not a template the portal can use.`);
  return format;
}

export interface TemplateFile {
  data: Buffer;
  /** 'uploaded' once an admin has replaced the default. */
  source: 'default' | 'uploaded';
}

/** The stored file, or the built-in default when none is stored yet (the seed has not run, or a blob was lost). */
export async function templateFile(
  services: Services,
  template: Template,
): Promise<TemplateFile | undefined> {
  const stored = await services.blobs.get(TEMPLATE_CONTAINER, template.filename);
  if (stored) return { data: stored, source: template.modifiedAt ? 'uploaded' : 'default' };
  const built = await defaultTemplate(template.id);
  return built ? { data: built, source: 'default' } : undefined;
}

/** Zip checks (as for any upload) then the template checks; problems listed, nothing thrown for a bad file. */
export async function checkTemplate(format: TemplateFormat, data: Buffer): Promise<TemplateInspection> {
  try {
    await checkOfficeZip(data, `.${format}` as UploadExtension);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return {
      format,
      placeholders: [],
      texts: [],
      problems: [err.message.replace(/\.$/, '')],
      look: DEFAULT_LOOK,
    };
  }
  return inspectTemplate(format, data);
}

/** Seeds the default files that are missing (every start; a few existence checks). */
export async function seedTemplateFiles(services: Services): Promise<void> {
  for (const template of TEMPLATES) {
    if (await services.blobs.exists(TEMPLATE_CONTAINER, template.filename)) continue;
    const data = await defaultTemplate(template.id);
    const format = templateFormatOf(template.filename);
    if (data && format) await services.blobs.put(TEMPLATE_CONTAINER, template.filename, data, MIME[format]);
  }
}

export const MIME: Record<TemplateFormat, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export class TemplateUnusableError extends Error {}

export interface DocumentTemplate {
  look: DocumentLook;
  /** The Word template's bytes; none for a deck (its look is all it gives) or the built-in default. */
  data?: Buffer;
}

/** The template a document job uses: the admin's file checked again, or the built-in default. */
export async function documentTemplate(
  services: Services,
  // The estimate workbook has no template: it is the bid team's own sheet.
  type: Exclude<DocumentTypeNumber, typeof DOCUMENT_TYPE.estimateWorkbook>,
): Promise<DocumentTemplate> {
  const id = DOCUMENT_TEMPLATE_ID[type];
  const listed = (await referenceOf(services).read('templates'))?.item.value as Template[] | undefined;
  const template = listed?.find((t) => t.id === id) ?? TEMPLATES.find((t) => t.id === id)!;
  const want: TemplateFormat =
    type === DOCUMENT_TYPE.slideDeck || type === DOCUMENT_TYPE.rom ? 'pptx' : 'docx';
  const stored = await services.blobs.get(TEMPLATE_CONTAINER, template.filename);
  if (!stored) return { look: DEFAULT_LOOK };
  const inspection =
    templateFormatOf(template.filename) === want
      ? await checkTemplate(want, stored)
      : { problems: [`it is not a .${want} file`], look: DEFAULT_LOOK };
  if (inspection.problems.length) {
    throw new TemplateUnusableError(
      `The ${template.name} template (${template.filename}) cannot be used: ${inspection.problems.join('; ')}. An admin can upload a corrected template under Admin > Templates.`,
    );
  }
  return { look: inspection.look, ...(want === 'docx' ? { data: stored } : {}) };
}
