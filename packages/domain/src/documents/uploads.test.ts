import { describe, expect, it } from 'vitest';
import {
  contentMatches,
  documentLinkType,
  extensionOf,
  formatMegabytes,
  isUnsafeEntryName,
  sanitizeFileName,
  uploadedDocumentRefs,
  dropDocumentRefs,
} from './uploads.ts';
import type { Capability } from '../contracts/catalogue.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
// Node and browsers have it; the domain compiles without either's library types.
declare const TextEncoder: new () => { encode(input: string): Uint8Array };
const text = (s: string) => new TextEncoder().encode(s);

describe('uploads', () => {
  it.each([
    [0, '0.00 MB'],
    [1_048_576, '1.00 MB'],
    [1_290_000, '1.23 MB'],
    [20 * 1_048_576, '20.00 MB'],
  ])('%i bytes → %s', (n, out) => expect(formatMegabytes(n)).toBe(out));

  it.each([
    ['Plan.PDF', '.pdf'],
    ['report.pdf.exe', '.exe'],
    ['archive.tar.gz', '.gz'],
    ['no-extension', ''],
    ['.hidden', ''],
    ['folder/sub\\file.docx', '.docx'],
  ])('extension of %s is %s', (name, ext) => expect(extensionOf(name)).toBe(ext));

  it.each([
    ['Build book.docx', 'Build book.docx'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Plan.xlsx', 'Plan.xlsx'],
    ['a\u0000b\u0007c.txt', 'abc.txt'],
    ['<script>.pdf', 'script-.pdf'],
    ['  ..dots.pdf  ', 'dots.pdf'],
    ['Café plan.docx', 'Café plan.docx'],
    ['...', ''],
    [`${'x'.repeat(200)}.pptx`, `${'x'.repeat(115)}.pptx`],
  ])('sanitises %j to %j', (name, out) => expect(sanitizeFileName(name)).toBe(out));

  it.each([
    ['pdf', text('%PDF-1.7\n'), true],
    ['pdf', text('PK\u0003\u0004'), false],
    ['ole', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0), true],
    ['ole', text('%PDF-'), false],
    ['zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14), true],
    ['zip', bytes(0x50, 0x4b, 0x05, 0x06), false],
    ['text', text('Plain notes, £ and é.'), true],
    ['text', bytes(0x48, 0x00, 0x49), false],
    ['text', bytes(0xc3, 0x28), false],
  ] as const)('%s content check %#', (kind, head, ok) => expect(contentMatches(kind, head)).toBe(ok));

  it.each([
    ['word/document.xml', false],
    ['[Content_Types].xml', false],
    ['../evil.xml', true],
    ['word/../../evil.xml', true],
    ['/etc/passwd', true],
    ['C:/evil', true],
    ['word\\evil.xml', true],
  ])('zip entry %s unsafe: %s', (name, unsafe) => expect(isUnsafeEntryName(name)).toBe(unsafe));

  it.each([
    ['https://contoso.sharepoint.com/sites/x/doc.docx', 'SHAREPOINT'],
    ['https://example.com/doc.pdf', 'URL'],
    ['HTTP://example.com', 'URL'],
    ['3f2a9c1e-uploaded-id', 'FILE'],
  ])('%s is %s', (id, type) => expect(documentLinkType(id)).toBe(type));
});

describe('uploaded document references', () => {
  const doc = (id: string, documentId?: string) => ({
    id,
    name: id,
    description: '',
    format: { id: 'pdf', name: 'PDF' },
    ...(documentId === undefined ? {} : { documentId }),
  });
  const tree = [
    {
      id: 'c1',
      name: 'Cap',
      actions: [
        {
          id: 'a1',
          name: 'A',
          deliverables: [doc('d1', 'up-1'), doc('d2', 'https://x.sharepoint.com/a.docx'), doc('d3')],
          workProducts: [doc('w1', 'up-2'), doc('w2', 'https://example.com/b')],
          actions: [{ id: 'a2', name: 'B', tools: [doc('t1', 'up-3'), doc('t2', 'up-1')] }],
        },
      ],
      items: [{ id: 'c2', name: 'Child', actions: [{ id: 'a3', name: 'C', tools: [doc('t3', ' up-4 ')] }] }],
    },
  ] as unknown as Capability[];

  it('finds every FILE reference once, with the type of the first list naming it', () => {
    expect(uploadedDocumentRefs(tree)).toEqual([
      { documentId: 'up-1', type: 101 },
      { documentId: 'up-2', type: 102 },
      { documentId: 'up-3', type: 103 },
      { documentId: 'up-4', type: 103 },
    ]);
  });

  it('finds nothing in an empty tree', () => expect(uploadedDocumentRefs([])).toEqual([]));

  it('drops only the named references, at any depth', () => {
    const left = dropDocumentRefs(tree, new Set(['up-1', 'up-4']));
    expect(uploadedDocumentRefs(left)).toEqual([
      { documentId: 'up-2', type: 102 },
      { documentId: 'up-3', type: 103 },
    ]);
    expect(JSON.stringify(left)).toContain('https://x.sharepoint.com/a.docx');
    expect(uploadedDocumentRefs(tree)).toHaveLength(4);
  });
});
