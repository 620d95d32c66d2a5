/**
 * The engagement slide deck (document type 1) on the real stack: a save queues the 'engagement-deck' job, the job finishes
 * with 'Slide Deck Created!', the list offers the deck, and the download is a valid pptx holding the client, the
 * offerings, the logo and (with sliders) a native relevance chart; LibreOffice opens it. Only those who may see the
 * engagement get the file (404 otherwise).
 */
import type { CreateEngagementResponse, Engagement, EngagementListItem, JobView } from '@portal/domain';
import JSZip from 'jszip';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { logoPng, uploadLogo } from './support/engagements.ts';
import { openInOffice } from './support/office.ts';

const SALES = USERS.SALES_PERSON;

async function finished(job: JobView, email: string): Promise<JobView> {
  return waitFor(async () => {
    const res = await as(email).get<JobView>(`jobs/${job.traceId}`);
    return res.body.status === 'succeeded' || res.body.status === 'failed' ? res.body : undefined;
  }, 90_000);
}

async function slideTexts(data: Buffer): Promise<{ zip: JSZip; text: string }> {
  const zip = await JSZip.loadAsync(data);
  const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const xml = await Promise.all(slides.map((n) => zip.file(n)!.async('string')));
  const text = xml
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'")
    .replace(/\s+/g, ' ');
  return { zip, text };
}

describe('the slide deck of an engagement made with the sales helper, with a logo and a framework solution', () => {
  let created: CreateEngagementResponse;
  let job: JobView;
  let deck: Buffer;

  beforeAll(async () => {
    const logo = await uploadLogo({ name: 'albion.png', data: await logoPng() });
    expect(logo.status, JSON.stringify(logo.body)).toBe(201);
    const res = await as(SALES).post<CreateEngagementResponse>('sales/engagements', {
      salesClient: { id: 'client-albion-rail-services' },
      type: 1,
      fields: {
        name: '',
        engagementNotes: 'Depot devices & secure remote access for 2,300 staff.\nBoard meets in March.',
        offeringIds: [
          'offering-windows-11-migration',
          'offering-endpoint-protection',
          'offering-service-desk',
        ],
      },
      logoId: logo.body.logoId,
      sliders: { EX: 50, CS: 60, ROI: 100, TCO: 100, OE: 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created = res.body;
    job = await finished(created.job, SALES);
    const list = await as(SALES).get<{ items: EngagementListItem[] }>('sales/engagements');
    const row = list.body.items.find((i) => i.id === created.engagement.id)!;
    const link = await as(SALES).post<{ sasUrl: string; documentFileName: string }>(
      `sales/documents/download/${row.slideDeck!.documentId}`,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    deck = Buffer.from(await (await fetch(link.body.sasUrl)).arrayBuffer());
  }, 180_000);

  it('finishes with the spec’s toast texts and a pptx file', () => {
    expect(created.job.text).toBe('Creating the slide deck...');
    expect(job).toMatchObject({ status: 'succeeded', text: 'Slide Deck Created!', progress: 1 });
    expect(job.fileName).toMatch(/^SlideDeck-Engagement-for-Albion-Rail-Services-\d{12}\.pptx$/);
  });

  it('is offered in the list and on the engagement; saving made no second solution', async () => {
    const one = await as(SALES).get<Engagement>(`sales/engagements/${created.engagement.id}`);
    expect(one.body.documents).toHaveLength(1);
    expect(one.body.documents[0]).toMatchObject({ type: 1, fileName: job.fileName });
    // The finished job did not move the engagement's ETag (decks are rows of their own).
    expect(one.body.etag).toBe(created.engagement.etag);
  });

  it('holds the client, the offerings, the priorities, the logo, the relevance chart and the solution', async () => {
    const { zip, text } = await slideTexts(deck);
    for (const expected of [
      'Albion Rail Services',
      'Engagement for Albion Rail Services',
      'Windows 11 Migration',
      'Endpoint Protection',
      'Service Desk',
      'Employee Experience (EX)',
      'Operational Efficiency (OE)',
      'Slider 50 · weight 1',
      'Depot devices & secure remote access',
      `Framework solution ${created.engagement.solutionId}`,
      `/sales/solution/${created.engagement.solutionId}`,
    ])
      expect(text).toContain(expected);
    // Dates written out as a client reads them (issue 19).
    expect(text).toMatch(
      / · \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    expect(Object.keys(zip.files).some((n) => /^ppt\/media\/image.*\.png$/.test(n))).toBe(true);
    const charts = Object.keys(zip.files).filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
    expect(charts).toHaveLength(1);
    const chart = await zip.file(charts[0]!)!.async('string');
    expect(chart).toContain('<c:barDir val="bar"/>');
  });

  it('opens in LibreOffice (and leaves a picture of each slide for a reader to look at)', async () => {
    const [opened] = await openInOffice([{ name: 'engagement-deck.pptx', data: deck }]);
    expect(opened!.pages).toBeGreaterThanOrEqual(5);
    expect(opened!.text).toContain('Albion Rail Services');
    const out = path.resolve('test-results/shots/engagement-deck');
    await fs.mkdir(out, { recursive: true });
    await fs.copyFile(opened!.pdf, path.join(out, 'engagement-deck.pdf'));
    await promisify(execFile)('pdftoppm', ['-png', '-r', '50', opened!.pdf, path.join(out, 'slide')]);
  }, 180_000);

  it('goes only to those who may see the engagement (404 for the rest)', async () => {
    const row = (await as(SALES).get<Engagement>(`sales/engagements/${created.engagement.id}`)).body
      .documents[0]!;
    expect((await as(USERS.ADMIN).post(`sales/documents/download/${row.id}`)).status).toBe(200);
    for (const email of [USERS.HP_SALES_PERSON, USERS.ACCENTURE_SALES_PERSON, USERS.CLIENT]) {
      const res = await as(email).post(`sales/documents/download/${row.id}`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body);
    }
  });
});

describe('another’s deck', () => {
  it('is a 404 to a sales person, as the engagement is; without notes or priorities it prints no placeholder', async () => {
    const res = await as(USERS.SOLUTION_ARCHITECT).post<CreateEngagementResponse>('sales/engagements', {
      salesClient: { id: 'client-severn-valley-nhs-trust' },
      type: 0,
      fields: { offeringIds: ['offering-service-desk'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const job = await finished(res.body.job, USERS.SOLUTION_ARCHITECT);
    expect(job.status).toBe('succeeded');
    const deck = (
      await as(USERS.SOLUTION_ARCHITECT).get<Engagement>(`sales/engagements/${res.body.engagement.id}`)
    ).body.documents[0]!;
    const refused = await as(SALES).post(`sales/documents/download/${deck.id}`);
    expect(refused.status).toBe(404);
    expectErrorShape(refused.body);
    const preview = await as(SALES).post(`sales/documents/${deck.id}/preview-images/content`);
    expect(preview.status).toBe(404);
    const link = await as(USERS.DEAL_TEAM).post<{ sasUrl: string }>(`sales/documents/download/${deck.id}`);
    expect(link.status).toBe(200);
    // No notes and no priority set: no 'No notes yet.' panel and no 'Not set' row (issue 19).
    const { text } = await slideTexts(Buffer.from(await (await fetch(link.body.sasUrl)).arrayBuffer()));
    expect(text).toContain('Severn Valley');
    expect(text).not.toMatch(/Not set|No notes yet/);
    expect(text).toContain('The client priorities are to be agreed with the client in the first workshop.');
  }, 120_000);
});
