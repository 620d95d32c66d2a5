import { describe, expect, it } from 'vitest';
import {
  contentMatches,
  documentLinkType,
  extensionOf,
  formatMegabytes,
  isUnsafeEntryName,
  sanitizeFileName,
} from './uploads.ts';

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
