/**
 * Document templates on the real stack (docs/templates.md): the five defaults seeded and downloadable as the bytes
 * the script writes; an admin's Word and slide-deck templates uploaded and used by the next generation (their fixed
 * text and colours in the file LibreOffice opens); broken and foreign templates refused on upload with a message
 * naming what is missing; a broken stored template failing the job with a clear message; rename with If-Match.
 * Every default is put back at the end, so the other test files generate with the defaults.
 */
import { readFile } from 'node:fs/promises';
import { BlobServiceClient } from '@azure/storage-blob';
import type { JobView, Solution, Template, TemplatePreview } from '@portal/domain';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildDefaultTemplate } from '../src/templates/default-templates.ts';
import { as, baseUrl, expectErrorShape, tokenFor, USERS, waitFor } from './support/client.ts';
import { openInOffice } from './support/office.ts';
import { newSolutionBody } from './support/payloads.ts';

const ADMIN = USERS.ADMIN;
const OWNER = USERS.SALES_PERSON;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function upload(
  templateId: string,
  file: { name: string; data: Buffer | string },
  email: string = ADMIN,
) {
  const form = new FormData();
  form.set('templateFile', new Blob([file.data]), file.name);
  const res = await fetch(`${baseUrl()}/api/sales/templates/${templateId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenFor(email)}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function download(filename: string, email: string = ADMIN) {
  const res = await fetch(`${baseUrl()}/api/sales/templates/download/${encodeURIComponent(filename)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenFor(email)}` },
  });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

/** A Word template as an admin might make it: its own header, fonts, colours, fixed text, placeholders split in runs. */
async function acmeWordTemplate(opts: { content?: boolean; extra?: string; macros?: boolean } = {}) {
  const doc = new Document({
    theme: { colors: { accent1: 'B22222' }, fonts: { headings: 'DejaVu Serif', body: 'DejaVu Serif' } },
    styles: {
      default: { document: { run: { font: 'DejaVu Serif', size: 20 } } },
      paragraphStyles: [
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          run: { size: 30, bold: true, color: 'B22222' },
        },
      ],
    },
    sections: [
      {
        headers: {
          default: new Header({ children: [new Paragraph('ACME CONSULTING · {{document_title}}')] }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Acme restricted · ', PageNumber.CURRENT] })],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ text: 'Acme Consulting proposal', heading: HeadingLevel.TITLE }),
          // Word splits text into runs as it likes: the placeholder is found across them.
          new Paragraph({
            children: [new TextRun('For '), new TextRun('{{cli'), new TextRun({ text: 'ent}}', bold: true })],
          }),
          new Paragraph(
            'Solution {{ solution_name }} ({{solution_id}}), prepared by {{prepared_by}} on {{date}}.',
          ),
          ...(opts.content === false ? [] : [new Paragraph('{{content}}')]),
          ...(opts.extra ? [new Paragraph(opts.extra)] : []),
          new Paragraph('Acme Consulting Ltd, registered in England and Wales.'),
        ],
      },
    ],
  });
  const data = await Packer.toBuffer(doc);
  if (!opts.macros) return data;
  const zip = await JSZip.loadAsync(data);
  zip.file('word/vbaProject.bin', Buffer.from('macro'));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A deck template with its own theme colour and labelled texts; `theme: false` drops the theme. */
async function acmeDeckTemplate(opts: { theme?: boolean } = {}) {
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_WIDE';
  pres
    .addSlide()
    .addText(
      [
        { text: 'Footer: Acme Confidential', options: { breakLine: true } },
        { text: 'Cover label: Acme Estimate', options: { breakLine: true } },
        { text: 'Company: Acme Consulting' },
      ],
      { x: 0.5, y: 0.5, w: 10, h: 2 },
    );
  const zip = await JSZip.loadAsync((await pres.write({ outputType: 'nodebuffer' })) as Buffer);
  const theme = await zip.file('ppt/theme/theme1.xml')!.async('string');
  if (opts.theme === false) zip.remove('ppt/theme/theme1.xml');
  else
    zip.file(
      'ppt/theme/theme1.xml',
      theme.replace(/<a:accent1>[\s\S]*?<\/a:accent1>/, '<a:accent1><a:srgbClr val="B22222"/></a:accent1>'),
    );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function generated(solutionId: string, documentType: number) {
  const started = await as(OWNER).post<JobView>('sales/generate', { solutionId, documentType });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitFor(async () => {
    const res = await as(OWNER).get<JobView>(`jobs/${started.body.traceId}`);
    return res.body.status === 'succeeded' || res.body.status === 'failed' ? res.body : undefined;
  }, 90_000);
}

let solution: Solution | undefined;
async function aSolution(): Promise<Solution> {
  solution ??= (
    await as(OWNER).post<Solution>(
      'sales/solutions',
      newSolutionBody({ fields: { ...newSolutionBody().fields, name: 'Templates test – Northbridge' } }),
    )
  ).body;
  return solution;
}

afterAll(async () => {
  // Put every default back (through the API, so the files are checked as any upload is).
  for (const [id, name] of [
    ['template-proposal', 'proposal-template.docx'],
    ['template-rom', 'rom-template.pptx'],
  ] as const) {
    const res = await upload(id, { name, data: (await buildDefaultTemplate(id))! });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe('the default templates', () => {
  it('are listed, seeded and downloadable by admins as the bytes the script writes', async () => {
    const list = await as(ADMIN).get<{ value: Template[] }>('sales/configuration/templates');
    expect(list.body.value.map((t) => t.name)).toEqual([
      'Engagement',
      'ROM',
      'Proposal',
      'Solution Plan',
      'Deliverable Contract',
    ]);
    for (const t of list.body.value) {
      const file = await download(t.filename);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${t.filename}"`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const shipped = await readFile(
        new URL(`../../scripts/templates/defaults/${t.filename}`, import.meta.url),
      );
      expect(file.data.equals(shipped), `${t.filename} differs from scripts/templates/defaults`).toBe(true);
      expect(file.data.equals((await buildDefaultTemplate(t.id))!)).toBe(true);
    }
    const preview = await as(ADMIN).get<TemplatePreview>('sales/templates/template-solution-plan/preview');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: 'docx', source: 'default', problems: [] });
    expect(preview.body.placeholders).toEqual(expect.arrayContaining(['content', 'solution_name', 'client']));
  });

  it('are files for admins only, and only the listed files', async () => {
    expect((await download('proposal-template.docx', OWNER)).status).toBe(403);
    expect((await download('other.docx')).status).toBe(404);
    expect((await download('../proposal-template.docx')).status).toBeGreaterThanOrEqual(400);
    expect((await upload('template-proposal', { name: 'x.docx', data: 'x' }, OWNER)).status).toBe(403);
  });
});

describe('an admin Word template', () => {
  it('is stored, recorded with who and when, and used for the next proposal', async () => {
    const res = await upload('template-proposal', {
      name: 'Acme proposal.docx',
      data: await acmeWordTemplate(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = (res.body as Template[]).find((t) => t.id === 'template-proposal')!;
    expect(entry).toMatchObject({ filename: 'proposal-template.docx', modifiedBy: { name: 'Alex Morgan' } });
    expect(entry.size).toBeGreaterThan(1000);
    const preview = await as(ADMIN).get<TemplatePreview>('sales/templates/template-proposal/preview');
    expect(preview.body).toMatchObject({ source: 'uploaded', problems: [] });
    expect(preview.body.theme?.colours).toContainEqual({ name: 'Accent 1', hex: 'B22222' });

    const s = await aSolution();
    const job = await generated(s.id, 3);
    expect(job.status, job.text2).toBe('succeeded');
    const data = Buffer.from(await (await fetch(job.url!)).arrayBuffer());
    const [opened] = await openInOffice([{ name: 'acme-proposal.docx', data }]);
    const text = opened!.text.replace(/\s+/g, ' ');
    for (const fixed of [
      'ACME CONSULTING · Proposal',
      'Acme Consulting proposal',
      'Acme restricted',
      'registered in England',
    ])
      expect(text).toContain(fixed);
    expect(text).toContain('For Northbridge Building Society');
    expect(text).toContain(`Solution Templates test – Northbridge (${s.id}), prepared by Sam Patel`);
    expect(text).toContain('Executive summary');
    expect(text).not.toContain('{{');
    // The body sits between the template's fixed paragraphs; tables take the template's accent colour.
    expect(text.indexOf('Executive summary')).toBeGreaterThan(text.indexOf('prepared by'));
    expect(text.indexOf('registered in England')).toBeGreaterThan(text.indexOf('Next steps and acceptance'));
    const xml = await (await JSZip.loadAsync(data)).file('word/document.xml')!.async('string');
    expect(xml).toContain('w:fill="B22222"');
  }, 120_000);
});

describe('an admin slide-deck template', () => {
  it('gives the next ROM deck its theme colour and labelled texts', async () => {
    const res = await upload('template-rom', { name: 'acme.pptx', data: await acmeDeckTemplate() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = await aSolution();
    const job = await generated(s.id, 2);
    expect(job.status, job.text2).toBe('succeeded');
    const data = Buffer.from(await (await fetch(job.url!)).arrayBuffer());
    const zip = await JSZip.loadAsync(data);
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toContain('B22222');
    expect(await zip.file('docProps/app.xml')!.async('string')).toContain('Acme Consulting');
    const [opened] = await openInOffice([{ name: 'acme-rom.pptx', data }]);
    expect(opened!.text).toContain('Acme Estimate');
    expect(opened!.text).toContain('Acme Confidential');
  }, 120_000);
});

describe('broken or foreign templates', () => {
  it.each([
    [
      'a Word template without {{content}}',
      'template-proposal',
      'p.docx',
      () => acmeWordTemplate({ content: false }),
      /no \{\{content\}\} paragraph/,
    ],
    [
      'an unknown placeholder',
      'template-proposal',
      'p.docx',
      () => acmeWordTemplate({ extra: 'Dear {{clientt}}' }),
      /\{\{clientt\}\}/,
    ],
    [
      '{{content}} twice',
      'template-proposal',
      'p.docx',
      () => acmeWordTemplate({ extra: '{{content}}' }),
      /more than once/,
    ],
    ['macros', 'template-proposal', 'p.docx', () => acmeWordTemplate({ macros: true }), /macros/],
    [
      'a Word template whose main text is not XML',
      'template-proposal',
      'p.docx',
      async () => {
        const zip = await JSZip.loadAsync(await acmeWordTemplate());
        zip.file('word/document.xml', '<<<');
        return zip.generateAsync({ type: 'nodebuffer' });
      },
      /not a valid \.docx document: a part is not well-formed XML/,
    ],
    [
      'a deck for a Word template',
      'template-proposal',
      'deck.pptx',
      () => acmeDeckTemplate(),
      /must be a Word document \(\.docx\); this file is a \.pptx file/,
    ],
    [
      'a deck renamed .docx',
      'template-proposal',
      'deck.docx',
      () => acmeDeckTemplate(),
      /Office parts are missing/,
    ],
    [
      'a PDF renamed .docx',
      'template-proposal',
      'p.docx',
      async () => Buffer.from('%PDF-1.4 x'),
      /not \.docx content/,
    ],
    [
      'a deck without a theme',
      'template-rom',
      'r.pptx',
      () => acmeDeckTemplate({ theme: false }),
      /no theme/,
    ],
    [
      'a Word document for a deck',
      'template-rom',
      'r.docx',
      () => acmeWordTemplate(),
      /must be a PowerPoint presentation/,
    ],
  ])('refuses %s with a message naming it', async (_what, id, name, make, message) => {
    const res = await upload(id, { name, data: await make() });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(expectErrorShape(res.body).message).toMatch(message);
  });

  it('refuses zip entries named outside the package, oversize files, no file, other content types', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<w:document/>');
    zip.file('../evil.xml', 'x');
    const evil = await zip.generateAsync({ type: 'nodebuffer' });
    expect(
      expectErrorShape((await upload('template-proposal', { name: 'e.docx', data: evil })).body).message,
    ).toMatch(/outside the document/);
    const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expect((await upload('template-proposal', { name: 'big.docx', data: big })).status).toBe(413);
    const form = new FormData();
    form.set('other', 'x');
    const none = await fetch(`${baseUrl()}/api/sales/templates/template-proposal`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(ADMIN)}` },
      body: form,
    });
    expect(none.status).toBe(400);
    expect((await as(ADMIN).post('sales/templates/template-proposal', { templateFile: 'x' })).status).toBe(
      415,
    );
    expect((await upload('template-nothing', { name: 'x.docx', data: 'x' })).status).toBe(404);
  });

  it('fails the job with a clear message when the stored template is broken, and never writes a document', async () => {
    const blobs = BlobServiceClient.fromConnectionString(inject('storageConnectionString'));
    const blob = blobs.getContainerClient('templates').getBlockBlobClient('solution-plan-template.docx');
    const original = await blob.downloadToBuffer();
    try {
      await blob.uploadData(await acmeWordTemplate({ content: false }));
      const s = await aSolution();
      const job = await generated(s.id, 4);
      expect(job.status).toBe('failed');
      // Retried as every job is (the queue's dequeue count), then failed for good.
      expect(job.attempts).toBeGreaterThan(1);
      expect(job.text2).toContain(
        'The Solution Plan template (solution-plan-template.docx) cannot be used: it has no {{content}} paragraph',
      );
      expect(job.url).toBeUndefined();
      const docs = await as(OWNER).get<{ type: number }[]>(`sales/solutions/${s.id}/documents`);
      expect(docs.body.map((d) => d.type)).not.toContain(4);
    } finally {
      await blob.uploadData(original, { blobHTTPHeaders: { blobContentType: DOCX } });
    }
  }, 120_000);
});

describe('renaming a template', () => {
  it('needs the list version it edited (If-Match) and refuses a stale one', async () => {
    const read = await as(ADMIN).get<{ value: Template[] }>('sales/configuration/templates');
    const etag = read.headers.get('etag')!;
    expect(
      (await as(ADMIN).put('sales/templates/template-engagement', { name: 'Engagement deck' })).status,
    ).toBe(428);
    const renamed = await as(ADMIN).put<Template[]>(
      'sales/templates/template-engagement',
      { name: 'Engagement deck' },
      { headers: { 'If-Match': etag } },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.find((t) => t.id === 'template-engagement')!.name).toBe('Engagement deck');
    const stale = await as(ADMIN).put(
      'sales/templates/template-engagement',
      { name: 'Stale' },
      { headers: { 'If-Match': etag } },
    );
    expect(stale.status).toBe(409);
    const back = await as(ADMIN).put<Template[]>(
      'sales/templates/template-engagement',
      { name: 'Engagement' },
      { headers: { 'If-Match': renamed.headers.get('etag')! } },
    );
    expect(back.status).toBe(200);
    expect(
      (
        await as(ADMIN).put(
          'sales/templates/template-engagement',
          { name: ' ' },
          { headers: { 'If-Match': '*' } },
        )
      ).status,
    ).toBe(400);
  });
});
