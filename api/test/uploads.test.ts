/**
 * Uploads of deliverable, work product and tool documents on the real stack, with the attacks a careless or
 * hostile user would try: a name that lies about the content, double extensions, a zip bomb, zip entries named
 * outside the package, '../' in the file name, an oversize file, a body that is not multipart, the wrong role.
 */
import { initialCpor, type Solution } from '@portal/domain';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { as, baseUrl, expectErrorShape, tokenFor, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

async function upload(
  file: { name: string; data: Buffer | string; type?: string },
  opts: { documentType?: string; documentFileName?: string; email?: string; solutionId?: string } = {},
) {
  const form = new FormData();
  form.set('documentType', opts.documentType ?? '101');
  if (opts.solutionId !== undefined) form.set('solutionId', opts.solutionId);
  if (opts.documentFileName !== undefined) form.set('documentFileName', opts.documentFileName);
  form.set(
    'documentFile',
    new Blob([file.data], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const token = await tokenFor(opts.email ?? USERS.SALES_PERSON);
  const res = await fetch(`${baseUrl()}/api/sales/documents/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function officeZip(folder: string, extra: Record<string, string | Buffer> = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
  zip.file(`${folder}document.xml`, '<xml/>');
  for (const [name, data] of Object.entries(extra)) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('POST /api/sales/documents/upload', () => {
  it('stores a PDF under a sanitised name and downloads it byte for byte', async () => {
    const res = await upload(
      { name: 'ignored.pdf', data: PDF },
      { documentFileName: '../../etc/Build book.pdf' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ documentFileName: 'Build book.pdf', size: '0.00 MB' });
    const link = await as(USERS.SALES_PERSON).post<{ sasUrl: string; documentFileName: string }>(
      `sales/documents/download/${String(res.body.documentId)}`,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(new URL(link.body.sasUrl).searchParams.get('sp')).toBe('r');
    const file = await fetch(link.body.sasUrl);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // A partner cannot download the provider's catalogue documents.
    const partner = await as(USERS.HP_SALES_PERSON).post(
      `sales/documents/download/${String(res.body.documentId)}`,
    );
    expect(partner.status).toBe(403);
  });

  it.each([
    ['a Word document', 'Design.docx', 'word/'],
    ['a workbook', 'Plan.xlsx', 'xl/'],
    ['a deck', 'Deck.pptx', 'ppt/'],
  ])('accepts %s checked as a zip', async (_name, fileName, folder) => {
    const res = await upload({ name: fileName, data: await officeZip(folder) }, { documentType: '102' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('accepts UTF-8 text and a legacy Office file', async () => {
    expect((await upload({ name: 'notes.txt', data: 'Notes: £5 and café.' })).status).toBe(201);
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect((await upload({ name: 'old.doc', data: ole }, { documentType: '103' })).status).toBe(201);
  });

  it.each([
    ['a PDF named .docx (wrong magic bytes)', async () => ({ name: 'x.docx', data: PDF }), 'content'],
    ['an executable named .pdf', async () => ({ name: 'x.pdf', data: Buffer.from('MZ\x90\x00') }), 'content'],
    ['a double extension', async () => ({ name: 'report.pdf.exe', data: PDF }), 'Only'],
    ['no extension', async () => ({ name: 'report', data: PDF }), 'Only'],
    ['an empty file', async () => ({ name: 'empty.pdf', data: '' }), 'empty'],
    ['binary text', async () => ({ name: 'x.txt', data: Buffer.from([0x48, 0, 0x49]) }), 'content'],
    [
      'a zip with an entry outside the package',
      async () => ({ name: 'x.docx', data: await officeZip('word/', { '../evil.xml': '<x/>' }) }),
      'outside',
    ],
    [
      'a zip bomb (unpacks past 100 MB)',
      async () => ({
        name: 'x.xlsx',
        data: await officeZip('xl/', { 'xl/zeros.bin': Buffer.alloc(101 * 1024 * 1024) }),
      }),
      '100 MB',
    ],
    [
      'a zip of too many parts',
      async () => ({
        name: 'x.pptx',
        data: await officeZip(
          'ppt/',
          Object.fromEntries(Array.from({ length: 2001 }, (_v, i) => [`ppt/s${i}.xml`, 'x'])),
        ),
      }),
      'parts',
    ],
    [
      'a zip that is not an Office document',
      async () => ({ name: 'x.docx', data: await officeZip('other/') }),
      'Office parts',
    ],
    [
      'a truncated zip',
      async () => ({ name: 'x.docx', data: (await officeZip('word/')).subarray(0, 40) }),
      'zip',
    ],
  ])('400 for %s', async (_name, make, message) => {
    const res = await upload(await make());
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(expectErrorShape(res.body).message).toContain(message);
  });

  it('400 for a document type outside 101-103', async () => {
    const res = await upload({ name: 'x.pdf', data: PDF }, { documentType: '1' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('413 for a file over 25 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(26 * 1024 * 1024)]);
    const res = await upload({ name: 'big.pdf', data: big });
    expect(res.status).toBe(413);
    expectErrorShape(res.body);
  });

  it('415 for a body that is not multipart, 403 for roles without full rights', async () => {
    const json = await as(USERS.SALES_PERSON).post('sales/documents/upload', { documentType: 101 });
    expect(json.status).toBe(415);
    for (const email of [USERS.SOLUTION_REVIEWER, USERS.HP_SALES_PERSON, USERS.CLIENT]) {
      const res = await upload({ name: 'x.pdf', data: PDF }, { email });
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    }
  });
});

describe('attaching uploads to a solution', () => {
  const treeWith = (documentId: string) => [
    {
      id: 'cap-upload-test',
      name: 'Upload test',
      selected: true,
      actions: [
        {
          id: 'act-upload-test',
          name: 'Write the build book',
          effort: 8,
          selected: true,
          deliverables: [
            {
              id: 'dl-1',
              name: 'Build book',
              description: 'The build',
              format: { id: 'pdf', name: 'PDF' },
              documentId,
            },
          ],
        },
      ],
    },
  ];

  it('keeps an uploaded file and refuses an id that names no upload (400), keeping web links as typed', async () => {
    const up = await upload({ name: 'Build book.pdf', data: PDF });
    const sales = as(USERS.SALES_PERSON);
    const saved = await sales.post<Solution>(
      'sales/solutions',
      newSolutionBody({ state: { step: 1, steps: [1], items: treeWith(String(up.body.documentId)) } }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(JSON.stringify(saved.body.state.items)).toContain(String(up.body.documentId));

    const forged = await sales.post(
      'sales/solutions',
      newSolutionBody({ state: { step: 1, steps: [1], items: treeWith('1001') } }),
    );
    expect(forged.status).toBe(400);
    expect(expectErrorShape(forged.body).message).toContain('not an uploaded file');

    const link = 'https://contoso.sharepoint.com/sites/x/Build%20book.docx';
    const linked = await sales.post<Solution>(
      'sales/solutions',
      newSolutionBody({ state: { step: 1, steps: [1], items: treeWith(link) } }),
    );
    expect(linked.status).toBe(201);
    expect(JSON.stringify(linked.body.state.items)).toContain(link);
  });

  it('an import leaves behind files that are not uploads here, and keeps the rest', async () => {
    const up = await upload({ name: 'Kept.pdf', data: PDF });
    const sales = as(USERS.SALES_PERSON);
    const saved = await sales.post<Solution>(
      'sales/solutions',
      newSolutionBody({ state: { step: 1, steps: [1], items: treeWith(String(up.body.documentId)) } }),
    );
    const exported = {
      schema: 'solution-portal/solution-export',
      version: 1,
      exportedAt: new Date().toISOString(),
      solution: saved.body,
    };
    const kept = await sales.post<Solution>('sales/solutions/import', exported);
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(JSON.stringify(kept.body.state.items)).toContain(String(up.body.documentId));
    const elsewhere = JSON.parse(
      JSON.stringify(exported).replaceAll(String(up.body.documentId), 'elsewhere-42'),
    );
    const dropped = await sales.post<Solution>('sales/solutions/import', elsewhere);
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(201);
    expect(JSON.stringify(dropped.body.state.items)).not.toContain('elsewhere-42');
    expect(JSON.stringify(dropped.body.state.items)).toContain('Build book');
  });
});

describe('the CPoR proof of execution (upload type 104)', () => {
  const sales = as(USERS.SALES_PERSON);
  async function solution(): Promise<Solution> {
    return (await sales.post<Solution>('sales/solutions', newSolutionBody())).body;
  }
  const withProof = (s: Solution, documentId: string) => ({
    ...newSolutionBody(),
    solutionId: s.id,
    state: { ...s.state, cpor: { ...initialCpor(), proof: { documentId, fileName: 'forged.exe' } } },
  });

  it('belongs to one solution: attached there with the stored name, refused anywhere else', async () => {
    const mine = await solution();
    const other = await solution();
    const proof = await upload(
      { name: 'Signed proof.pdf', data: PDF },
      { documentType: '104', solutionId: mine.id },
    );
    expect(proof.status, JSON.stringify(proof.body)).toBe(201);
    const saved = await sales.post<Solution>(
      'sales/solutions',
      withProof(mine, String(proof.body.documentId)),
      {
        headers: { 'If-Match': mine.etag },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.state.cpor?.proof).toMatchObject({
      documentId: proof.body.documentId,
      fileName: 'Signed proof.pdf',
    });
    expect(saved.body.state.cpor?.proof?.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The download follows the solution: a partner who cannot see it gets no link.
    const partner = await as(USERS.HP_SALES_PERSON).post(
      `sales/documents/download/${String(proof.body.documentId)}`,
    );
    expect([403, 404]).toContain(partner.status);

    const deliverable = await upload({ name: 'Deliverable.pdf', data: PDF });
    for (const id of [String(proof.body.documentId), String(deliverable.body.documentId), '../../x']) {
      const res = await sales.post('sales/solutions', withProof(other, id), {
        headers: { 'If-Match': other.etag },
      });
      expect(res.status, id).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it('400 without a solutionId, 404 for a solution that does not exist', async () => {
    expect((await upload({ name: 'p.pdf', data: PDF }, { documentType: '104' })).status).toBe(400);
    expect(
      (await upload({ name: 'p.pdf', data: PDF }, { documentType: '104', solutionId: '../1' })).status,
    ).toBe(400);
    expect(
      (await upload({ name: 'p.pdf', data: PDF }, { documentType: '104', solutionId: '999999' })).status,
    ).toBe(404);
  });
});
