/**
 * Previews (ADR 0015) on the real stack: POST /sales/documents/{id}/preview-images/content draws the first pages
 * of a stored document with LibreOffice and poppler, keeps them, and answers them as PNG data URLs; access follows
 * the document (its solution, or the lead provider for uploads); unknown ids are a 404, never a 500.
 */
import type { DocumentPreview, JobView, Solution } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, baseUrl, expectErrorShape, tokenFor, USERS, waitFor } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const sales = as(USERS.SALES_PERSON);
const png = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

describe('document previews', () => {
  it('draws the pages of a generated proposal once and answers them from storage after', async () => {
    const solution = (await sales.post<Solution>('sales/solutions', newSolutionBody())).body;
    const started = await sales.post<JobView>('sales/generate', { solutionId: solution.id, documentType: 3 });
    expect(started.status).toBe(202);
    await waitFor(async () => {
      const job = (await sales.get<JobView>(`jobs/${started.body.traceId}`)).body;
      return job.status === 'succeeded' ? job : undefined;
    }, 30_000);
    const docs = (await sales.get<{ id: string; type: number }[]>(`sales/solutions/${solution.id}/documents`))
      .body;
    const proposal = docs.find((d) => d.type === 3)!;

    const first = await sales.post<DocumentPreview>(`sales/documents/${proposal.id}/preview-images/content`);
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    expect(first.body.previewImages.length).toBeGreaterThanOrEqual(2);
    const page1 = png(first.body.previewImages[0]!.content);
    expect(page1.subarray(1, 4).toString()).toBe('PNG');
    expect(page1.readUInt32BE(16)).toBe(1000); // width

    const started2 = Date.now();
    const again = await sales.post<DocumentPreview>(`sales/documents/${proposal.id}/preview-images/content`);
    expect(again.body.previewImages.map((p) => p.content)).toEqual(
      first.body.previewImages.map((p) => p.content),
    );
    expect(Date.now() - started2).toBeLessThan(5_000);

    // A partner who cannot see the solution gets no preview.
    const partner = await as(USERS.HP_SALES_PERSON).post(
      `sales/documents/${proposal.id}/preview-images/content`,
    );
    expect([403, 404]).toContain(partner.status);
  });

  it('draws an uploaded text file, for the lead provider only', async () => {
    const form = new FormData();
    form.set('documentType', '101');
    form.set('documentFile', new Blob(['Build book\n\nStep 1: image the devices.\n']), 'Build book.txt');
    const res = await fetch(`${baseUrl()}/api/sales/documents/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(USERS.SALES_PERSON)}` },
      body: form,
    });
    const { documentId } = (await res.json()) as { documentId: string };
    const preview = await sales.post<DocumentPreview>(`sales/documents/${documentId}/preview-images/content`);
    expect(preview.status).toBe(200);
    expect(preview.body.previewImages).toHaveLength(1);
    const client = await as(USERS.CLIENT).post(`sales/documents/${documentId}/preview-images/content`);
    expect(client.status).toBe(403);
    expectErrorShape(client.body);
  });

  it.each(['no-such-document', '..%2F..%2Fetc', 'x'.repeat(150)])(
    '404 or 400 for %s, never a 500',
    async (id) => {
      const res = await sales.post(`sales/documents/${id}/preview-images/content`);
      expect([400, 404]).toContain(res.status);
      expectErrorShape(res.body);
    },
  );
});
