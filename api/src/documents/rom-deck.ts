/**
 * The ROM deck (document type 2) as pptx, with pptxgenjs: a bid team's rough-order-of-magnitude pack laid out
 * from the document model (docs/documents.md). Charts are native pptx charts (radar, stacked bars) so PowerPoint
 * and LibreOffice draw them from the same figures the screens show.
 */
import type { DocumentModel } from '@portal/domain';
import PptxGenJS from 'pptxgenjs';
import { headRow, W } from './deck-frame.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import { risk, row, table, team, timeline, titled } from './rom-deck-slides.ts';

function cover(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const slide = pres.addSlide();
  slide.background = { color: look.colours.primary };
  slide.addText(look.coverLabel('Rough Order of Magnitude'), {
    x: 0.8,
    y: 1.6,
    w: 11,
    h: 0.5,
    fontFace: look.fonts.body,
    fontSize: 18,
    color: look.colours.onPrimary,
  });
  slide.addText(m.name, {
    x: 0.8,
    y: 2.2,
    w: 11.5,
    h: 1.4,
    fontFace: look.fonts.heading,
    fontSize: 40,
    bold: true,
    color: look.colours.onPrimary,
  });
  slide.addText(m.client, {
    x: 0.8,
    y: 3.7,
    w: 11,
    h: 0.6,
    fontFace: look.fonts.body,
    fontSize: 24,
    color: look.colours.onPrimary,
  });
  slide.addText(`Prepared by ${m.preparedBy} · ${m.generatedOn} · Solution ${m.id}`, {
    x: 0.8,
    y: 6.2,
    w: 11.5,
    h: 0.4,
    fontFace: look.fonts.body,
    fontSize: 14,
    color: look.colours.onPrimary,
  });
}

/** The headline figures: the estimate when there is one, else the ROM; the internal variant adds the rest. */
function summaryFigures(m: DocumentModel): [string, string][] {
  const internal = m.variant === 'internal';
  const rom: [string, string] = ['ROM estimate', `${m.totals.romHoursText} (${m.totals.romWeeksText})`];
  const figures: [string, string][] = m.estimate
    ? [
        ['Investment', m.estimate.price],
        ['Estimated effort', m.estimate.effort],
        ['Duration', m.estimate.duration],
      ]
    : [rom];
  if (internal && m.estimate) figures.push(rom);
  if (internal) figures.push(['Detailed effort', `${m.totals.hoursText} (${m.totals.weeksText})`]);
  // With an estimate its duration is the delivery window: said once.
  figures.push(
    ['Expected start', m.expectedStart],
    ['Delivery', m.estimate ? '' : m.totals.deliveryText],
    ['Capabilities in scope', String(m.totals.capabilities)],
  );
  if (internal) figures.push(['Complexity', m.complexity]);
  return figures.filter(([, value]) => value.trim());
}

function summary(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const slide = titled(pres, look, 'Summary', m);
  const figures = summaryFigures(m).slice(0, 6);
  figures.forEach(([label, value], i) => {
    const x = 0.5 + (i % 3) * 4.15;
    const y = 1.3 + Math.floor(i / 3) * 1.6;
    slide.addShape(pres.ShapeType.rect, {
      x,
      y,
      w: 3.95,
      h: 1.4,
      fill: { color: look.colours.tint },
      line: { color: look.colours.tint },
    });
    slide.addText(label, {
      x: x + 0.2,
      y: y + 0.1,
      w: 3.6,
      h: 0.4,
      fontFace: look.fonts.body,
      fontSize: 12,
      color: look.colours.muted,
    });
    slide.addText(value, {
      x: x + 0.2,
      y: y + 0.5,
      w: 3.6,
      h: 0.8,
      fontFace: look.fonts.body,
      fontSize: value.length > 24 ? 14 : 18,
      bold: true,
      color: look.colours.text,
      fit: 'shrink',
    });
  });
  const requirement = m.requirement.map((line) => line.map((r) => r.text).join('')).join('\n');
  if (!requirement.trim()) return;
  slide.addText([{ text: 'Requirements\n', options: { bold: true } }, { text: requirement }], {
    x: 0.5,
    y: 4.6,
    w: W - 1,
    h: 2.2,
    fontFace: look.fonts.body,
    fontSize: 12,
    color: look.colours.text,
    valign: 'top',
  });
}

/** The estimate's internal figures (basis, range, contingency, cost, margin, variance): internal decks only. */
function commercial(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const rows = m.estimate?.internal;
  if (!rows?.length) return;
  const slide = titled(pres, look, 'Commercial summary', m);
  const body = [['Investment', m.estimate!.price], ['Duration', m.estimate!.duration], ...rows]
    .filter(([, value]) => value)
    .map((pair) => row(pair));
  table(slide, look, [headRow(look, ['Figure', 'Value']), ...body], 1.2, 8);
}

function romTable(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const perSlide = 14;
  const rows = m.rom;
  if (!rows.length) return;
  const pages = Math.max(1, Math.ceil(rows.length / perSlide));
  for (let p = 0; p < pages; p++) {
    const slide = titled(
      pres,
      look,
      pages > 1 ? `ROM by capability (${p + 1} of ${pages})` : 'ROM by capability',
      m,
    );
    const body = rows
      .slice(p * perSlide, (p + 1) * perSlide)
      .map((r) => row([r.path, r.label, `${r.hours} h`]));
    if (p === pages - 1)
      body.push(row(['Total', '', m.totals.romHoursText]).map((c) => ({ ...c, options: { bold: true } })));
    table(slide, look, [headRow(look, ['Capability', 'Size', 'Hours']), ...body], 1.2, 12.33);
  }
}

/** Assumptions, dependencies and risks of the in-scope actions, side by side; only the lists that have items. */
function assumptions(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const columns = [
    { title: 'Assumptions', items: m.assumptions.map((a) => a.name) },
    { title: 'Dependencies', items: m.dependencies.map((d) => d.name) },
    { title: 'Risks', items: m.risks.map((r) => r.name) },
  ].filter((c) => c.items.length);
  if (!columns.length) return;
  const names = columns.map((c, i) => (i ? c.title.toLowerCase() : c.title));
  const title = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  const slide = titled(pres, look, title, m);
  const width = (W - 1 - 0.3 * (columns.length - 1)) / columns.length;
  columns.forEach((column, i) => {
    const shown = column.items.slice(0, 12).map((text) => ({ text, options: { bullet: true } }));
    if (column.items.length > shown.length)
      shown.push({ text: `and ${column.items.length - shown.length} more`, options: { bullet: true } });
    slide.addText(
      [{ text: `${column.title}\n`, options: { bold: true, bullet: false } } as never, ...shown],
      {
        x: 0.5 + i * (width + 0.3),
        y: 1.2,
        w: width,
        h: 5.6,
        fontFace: look.fonts.body,
        fontSize: 12,
        color: look.colours.text,
        valign: 'top',
      },
    );
  });
}

export async function writeRomDeck(m: DocumentModel, look: DocumentLook): Promise<Buffer> {
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_WIDE';
  pres.title = `${m.name}: ROM${m.variant === 'internal' ? ' (internal)' : ''}`;
  pres.company = look.company;
  pres.author = m.preparedBy;
  cover(pres, look, m);
  summary(pres, look, m);
  commercial(pres, look, m);
  romTable(pres, look, m);
  timeline(pres, look, m);
  team(pres, look, m);
  risk(pres, look, m);
  assumptions(pres, look, m);
  return (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
}
