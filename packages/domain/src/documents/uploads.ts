/**
 * Uploaded documents of deliverables, work products and tools (spec: POST /sales/documents/upload with
 * documentType 101 deliverable, 102 work product, 103 tool; the file types .pdf .txt .doc .docx .ppt .pptx .xls
 * .xlsx; sizes shown in MB with 2 decimals; links typed SHAREPOINT, URL or FILE). The API checks a file's content
 * against its extension (magic bytes; Office files as zips) before it stores anything.
 */
import { z } from 'zod';
import { flattenActions } from '../builder/tree.ts';
import type { Capability } from '../contracts/catalogue.ts';

/** 104 (not in the spec): the CPoR proof of execution, an upload that belongs to one solution. */
export const UPLOAD_TYPES = {
  101: 'Deliverable',
  102: 'Work Product',
  103: 'Tool',
  104: 'CPoR Proof',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
export const isUploadType = (n: number): n is UploadType => n >= 101 && n <= 104 && Number.isInteger(n);
/** Uploads that belong to one solution (sent with its solutionId; downloads follow the solution's access). */
export const CPOR_PROOF_UPLOAD = 104;

export const UPLOAD_EXTENSIONS = ['.pdf', '.txt', '.doc', '.docx', '.ppt', '.pptx', '.xls', '.xlsx'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The file input's accept list. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

/** Largest upload: 25 MB (a 20 MB deck or workbook fits with room). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** An Office file (a zip) may hold at most this many entries and unpack to at most this many bytes. */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_ZIP_UNPACKED_BYTES = 100 * 1024 * 1024;

/** '1.23 MB' (spec: size in MB with 2 decimals). */
export const formatMegabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** The last extension of a name, lower case ('' when none): 'Plan.PDF' → '.pdf', 'a.pdf.exe' → '.exe'. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

export function isUploadExtension(ext: string): ext is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * A name safe to store and to offer as a download: no folders, no control or reserved characters, at most 120
 * characters with the extension kept; '' when nothing usable is left.
 */
export function sanitizeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*%#&{}$!'@+=`^~[\]]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  if (base.length <= 120) return base;
  const ext = extensionOf(base);
  return base.slice(0, 120 - ext.length).trimEnd() + ext;
}

export type ContentKind = 'pdf' | 'ole' | 'zip' | 'text';

/** What the bytes of a file must be, by its extension. */
export const CONTENT_OF: Record<UploadExtension, ContentKind> = {
  '.pdf': 'pdf',
  '.doc': 'ole',
  '.ppt': 'ole',
  '.xls': 'ole',
  '.docx': 'zip',
  '.pptx': 'zip',
  '.xlsx': 'zip',
  '.txt': 'text',
};

/** The folder an Office Open XML package of this type must contain. */
export const OOXML_PART: Partial<Record<UploadExtension, string>> = {
  '.docx': 'word/',
  '.pptx': 'ppt/',
  '.xlsx': 'xl/',
};

// Both Node and browsers have it; the domain compiles without either's library types.
declare const TextDecoder: new (
  label: string,
  options: { fatal: boolean },
) => { decode(input: Uint8Array): string };

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Whether the first bytes are what the extension promises (text: valid UTF-8 without NUL in the first 8 KB). */
export function contentMatches(kind: ContentKind, head: Uint8Array): boolean {
  const starts = (sig: readonly number[]) => sig.every((b, i) => head[i] === b);
  switch (kind) {
    case 'pdf':
      return starts([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'ole':
      return starts(OLE);
    case 'zip':
      return starts([0x50, 0x4b, 0x03, 0x04]); // PK\3\4
    case 'text': {
      const sample = head.subarray(0, 8192);
      if (sample.includes(0)) return false;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(sample.length === 8192 ? trimUtf8(sample) : sample);
        return true;
      } catch {
        return false;
      }
    }
  }
}

/** Drops a multi-byte character cut at the end of a sample. */
function trimUtf8(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    if (b >= 0xc0) end -= i; // lead byte of a cut character
    break;
  }
  return bytes.subarray(0, end);
}

/** Whether a zip entry's name could write outside its package (absolute, drive letter, '..', backslashes). */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((part) => part === '..') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f]/.test(name)
  );
}

export type DocumentLinkType = 'SHAREPOINT' | 'URL' | 'FILE';
/** The document-library host marker (spec: 'contains the document-library host marker'). */
export const SHAREPOINT_MARKER = '.sharepoint.com';

/** Spec: SHAREPOINT if it contains the document-library host marker, URL if it is a web link, otherwise FILE. */
export function documentLinkType(documentId: string): DocumentLinkType {
  const value = documentId.trim();
  if (value.toLowerCase().includes(SHAREPOINT_MARKER)) return 'SHAREPOINT';
  if (/^https?:\/\//i.test(value)) return 'URL';
  return 'FILE';
}

/** The upload's answer (spec: 'Uploaded document: documentId, documentFileName'); size as '1.23 MB'. */
export const uploadedDocumentSchema = z.object({
  documentId: z.string(),
  documentFileName: z.string(),
  size: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

export interface UploadedDocumentRef {
  documentId: string;
  type: UploadType;
}

const KIND_TYPES = [
  ['deliverables', 101],
  ['workProducts', 102],
  ['tools', 103],
] as const;

/**
 * Every uploaded document (a FILE reference, not a web link) named by the deliverables, work products and tools
 * of a capability tree, hidden and deselected items included, each id once.
 */
export function uploadedDocumentRefs(items: readonly Capability[]): UploadedDocumentRef[] {
  const out = new Map<string, UploadType>();
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      for (const action of flattenActions(cap.actions)) {
        for (const [field, type] of KIND_TYPES) {
          for (const item of action[field] ?? []) {
            const id = item.documentId?.trim();
            if (id && documentLinkType(id) === 'FILE' && !out.has(id)) out.set(id, type);
          }
        }
      }
      walk(cap.items ?? []);
    }
  };
  walk(items);
  return [...out].map(([documentId, type]) => ({ documentId, type }));
}

/** The tree with the given document references taken off their items (an import's files from elsewhere). */
export function dropDocumentRefs(items: readonly Capability[], drop: ReadonlySet<string>): Capability[] {
  const clean = <T extends { documentId?: string | undefined }>(list: readonly T[] | undefined) =>
    list?.map((item) => {
      if (!item.documentId || !drop.has(item.documentId.trim())) return item;
      const { documentId: _dropped, ...rest } = item;
      return rest as T;
    });
  const actions = (list: Capability['actions']): Capability['actions'] =>
    list?.map((a) => ({
      ...a,
      ...(a.deliverables ? { deliverables: clean(a.deliverables) } : {}),
      ...(a.workProducts ? { workProducts: clean(a.workProducts) } : {}),
      ...(a.tools ? { tools: clean(a.tools) } : {}),
      ...(a.actions ? { actions: actions(a.actions) } : {}),
    }));
  return items.map((cap) => ({
    ...cap,
    ...(cap.actions ? { actions: actions(cap.actions) } : {}),
    ...(cap.items ? { items: dropDocumentRefs(cap.items, drop) } : {}),
  }));
}
