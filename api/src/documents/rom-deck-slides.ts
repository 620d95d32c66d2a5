/**
 * The ROM deck's building blocks (rom-deck.ts lays out the slides): the titled slide and the native table whose
 * columns come from their content, and the chart slides (timeline bars, the team tables and pyramid, the risk
 * radar), native pptx charts drawn from the document model.
 */
import { columnWidths, teamColour, teamName, type DocumentModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { headRow, titledSlide, W, type Row, type Slide } from './deck-frame.ts';
import type { DocumentLook } from '../templates/document-look.ts';

export const row = (cells: (string | number)[]): Row => cells.map((c) => ({ text: String(c) }));

export function titled(pres: PptxGenJS, look: DocumentLook, title: string, model: DocumentModel): Slide {
  return titledSlide(pres, look, title, `${model.name} · ${model.client} · ${look.footer}`);
}

export const FONT_SIZE = 11;

/**
 * A native table `width` inches wide, its columns from its content (columnWidths: no word broken in a cell): an
 * average letter measured at 0.6 em (wide enough for LibreOffice's DejaVu Sans where Calibri is missing); a cell's
 * margins and a little slack about 0.3 in; bold header text 15% wider.
 */
export function table(slide: Slide, look: DocumentLook, rows: Row[], y: number, width: number) {
  const texts = rows.map((r) => r.map((c) => String(c.text ?? '')));
  const colW = columnWidths(texts[0] ?? [], texts.slice(1), {
    total: width,
    letter: (FONT_SIZE * 0.6) / 72,
    padding: 0.3,
    headerScale: 1.15,
  });
  slide.addTable(rows, {
    x: 0.5,
    y,
    w: width,
    colW,
    fontFace: look.fonts.body,
    fontSize: FONT_SIZE,
    border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
    autoPage: false,
  });
}

export function timeline(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const caps = m.capabilities.slice(0, 14);
  if (!caps.length) return;
  const slide = titled(pres, look, 'Timeline', m);
  // Names, then dates, then bars scaled from the first day of work to the last (mobilisation is in the subtitle).
  const left = 6.5;
  const width = W - left - 0.5;
  const first = Math.min(...caps.map((c) => c.startDay));
  const span = Math.max(1, Math.max(...caps.map((c) => c.endDay)) - first);
  const mobilisation = m.totals.mobilisationWeeks
    ? `, after ${m.totals.mobilisationWeeks} weeks of mobilisation from ${m.expectedStart}`
    : '';
  slide.addText(`Delivery takes ${m.totals.deliveryText}${mobilisation}`, {
    x: 0.5,
    y: 1.05,
    w: W - 1,
    h: 0.35,
    fontFace: look.fonts.body,
    fontSize: 12,
    color: look.colours.muted,
  });
  caps.forEach((c, i) => {
    const y = 1.6 + i * 0.37;
    const colour = c.colour.replace('#', '');
    slide.addText(c.name, {
      x: 0.5,
      y,
      w: 3.7,
      h: 0.3,
      fontFace: look.fonts.body,
      fontSize: 10,
      color: look.colours.text,
      fit: 'shrink',
    });
    slide.addText(`${c.startDate} – ${c.endDate}`, {
      x: 4.2,
      y,
      w: 2.2,
      h: 0.3,
      fontFace: look.fonts.body,
      fontSize: 9,
      color: look.colours.muted,
    });
    const x = left + ((c.startDay - first) / span) * width;
    const w = Math.max(0.05, ((c.endDay - c.startDay) / span) * width);
    slide.addShape(pres.ShapeType.rect, {
      x,
      y: y + 0.04,
      w,
      h: 0.24,
      fill: { color: colour },
      line: { color: colour },
    });
  });
  if (m.capabilities.length > caps.length) {
    slide.addText(`and ${m.capabilities.length - caps.length} more capabilities in the solution plan`, {
      x: 0.5,
      y: 6.8,
      w: 8,
      h: 0.25,
      fontFace: look.fonts.body,
      fontSize: 10,
      italic: true,
      color: look.colours.muted,
    });
  }
}

export function team(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const overall = m.people.pyramids[0];
  if (!m.people.tables.length && !overall?.bars.length) return;
  const slide = titled(pres, look, 'Team', m);
  const rows = m.people.tables.map((t) =>
    row([
      t.title,
      `${t.onshore.roles} / ${t.onshore.days}`,
      `${t.offshore.roles} / ${t.offshore.days}`,
      t.ratio,
    ]),
  );
  table(
    slide,
    look,
    [headRow(look, ['Team', 'Onshore (roles / days)', 'Offshore (roles / days)', 'Ratio']), ...rows],
    1.2,
    6.3,
  );
  if (!overall || !overall.bars.length) return;
  const teams = [...new Set(overall.bars.map((b) => b.team))];
  // A horizontal bar chart draws its first category at the bottom: the most senior level goes last.
  const levels = [...overall.levels].reverse();
  const labels = levels.map((l) => l.level);
  const data = teams.map((t) => ({
    name: teamName(t),
    labels,
    values: levels.map((l) =>
      overall.bars.filter((b) => b.team === t && b.levelId === l.levelId).reduce((s, b) => s + b.fte, 0),
    ),
  }));
  slide.addText(`Overall pyramid (FTE by resource level, ${overall.fte} FTE)`, {
    x: 7,
    y: 1.1,
    w: 5.8,
    h: 0.35,
    fontFace: look.fonts.body,
    fontSize: 12,
    bold: true,
  });
  slide.addChart(pres.ChartType.bar, data, {
    x: 7,
    y: 1.5,
    w: 5.8,
    h: 5.3,
    barDir: 'bar',
    barGrouping: 'stacked',
    chartColors: teams.map((t) => teamColour(t).replace('#', '')),
    showLegend: true,
    legendPos: 'b',
    catAxisLabelFontSize: 9,
    valAxisLabelFontSize: 9,
  });
}

/** The deal-risk assessment: scores by block and the radar, for the internal variant only. */
export function risk(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  if (m.variant !== 'internal') return;
  const slide = titled(pres, look, 'Risk assessment', m);
  const rows = m.risk.blocks.map((b) => row([b.name, b.score.toFixed(2), b.notAnswered]));
  rows.push(
    row(['Overall (sum / 7)', m.risk.overall.toFixed(2), '']).map((c) => ({ ...c, options: { bold: true } })),
  );
  table(slide, look, [headRow(look, ['Risk Block', 'Risk Score', 'Not Answered']), ...rows], 1.2, 6.7);
  slide.addChart(
    pres.ChartType.radar,
    [
      {
        name: 'Risk Score',
        labels: m.risk.blocks.map((b) => b.name),
        values: m.risk.blocks.map((b) => b.score),
      },
    ],
    {
      x: 7.3,
      y: 1.1,
      w: 5.6,
      h: 5.6,
      radarStyle: 'filled',
      chartColors: [look.colours.primary],
      chartColorsOpacity: 50,
      catAxisLabelFontSize: 8,
      valAxisLabelFontSize: 8,
      showLegend: false,
    },
  );
  if (m.risk.sample) {
    slide.addText('The risk assessment has not been answered yet.', {
      x: 0.5,
      y: 6.5,
      w: 6.5,
      h: 0.3,
      fontFace: look.fonts.body,
      fontSize: 10,
      italic: true,
      color: look.colours.muted,
    });
  }
}
