/**
 * The ROM deck's building blocks (rom-deck.ts lays out the slides): the titled slide (its footer says who may read
 * it, with the reference and the slide's number), the native table whose columns come from their content, and the
 * plan, team and assumptions slides, drawn from the document model's bid (the internal slides: rom-deck-internal.ts).
 */
import { columnWidths, formatDays1, formatNumber1, teamName, type DocumentModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { documentTeamColour } from './chart-images.ts';
import { headRow, titledSlide, W, type Row, type Slide } from './deck-frame.ts';
import { notIncludedBullets } from './deck-text.ts';
import type { DocumentLook } from '../templates/document-look.ts';

export const row = (cells: (string | number)[]): Row => cells.map((c) => ({ text: String(c) }));
export const totalRow = (cells: (string | number)[]): Row =>
  cells.map((c) => ({ text: String(c), options: { bold: true } }));

/** Slides made so far per deck (the cover is the first). */
const slideCounts = new WeakMap<PptxGenJS, number>();

export function titled(pres: PptxGenJS, look: DocumentLook, title: string, m: DocumentModel): Slide {
  const internal = m.variant === 'internal';
  const who = internal ? 'INTERNAL: not for the client' : look.footer;
  const slideNumber = (slideCounts.get(pres) ?? 1) + 1;
  slideCounts.set(pres, slideNumber);
  const slide = titledSlide(pres, look, title, `${m.name} · ${m.client} · ${who} · ${slideNumber}`);
  if (internal)
    slide.addText('INTERNAL', {
      x: W - 2.6,
      y: 0.2,
      w: 2.1,
      h: 0.5,
      fontFace: look.fonts.body,
      fontSize: 16,
      bold: true,
      align: 'right',
      color: look.colours.onPrimary,
    });
  return slide;
}

export const FONT_SIZE = 11;

/**
 * A native table `width` inches wide, its columns from its content (columnWidths: no word broken in a cell): an
 * average letter measured at 0.6 em (wide enough for LibreOffice's DejaVu Sans where Calibri is missing); a cell's
 * margins and a little slack about 0.3 in; bold header text 15% wider.
 */
export function table(
  slide: Slide,
  look: DocumentLook,
  rows: Row[],
  y: number,
  width: number,
  x = 0.5,
  fontSize = FONT_SIZE,
) {
  const texts = rows.map((r) => r.map((c) => String(c.text ?? '')));
  const colW = columnWidths(texts[0] ?? [], texts.slice(1), {
    total: width,
    letter: (fontSize * 0.6) / 72,
    padding: 0.3,
    headerScale: 1.15,
  });
  slide.addTable(rows, {
    x,
    y,
    w: width,
    colW,
    fontFace: look.fonts.body,
    fontSize,
    border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
    autoPage: false,
  });
}

/** A short date that never wraps in a label: '15 Mar 2027'. */
const shortDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** The phases as bars over a dated axis, with a legend; the milestones of each capability beside them. */
export function plan(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const { bid } = m;
  if (!bid.phases.length) return;
  const slide = titled(pres, look, 'Plan', m);
  slide.addText(
    [
      {
        text: `Delivery takes ${bid.durationText}, after ${m.totals.mobilisationWeeks} weeks of mobilisation.`,
        options: { fontSize: 12, breakLine: Boolean(bid.commercial?.datesAssume) },
      },
      ...(bid.commercial?.datesAssume
        ? [{ text: bid.commercial.datesAssume, options: { fontSize: 10 } }]
        : []),
    ],
    {
      x: 0.5,
      y: 0.92,
      w: W - 1,
      h: 0.68,
      valign: 'top',
      fontFace: look.fonts.body,
      color: look.colours.muted,
    },
  );
  // Up to 12 rows: each capability's milestones, or, past that, each phase's end across the programme.
  const end = bid.milestones.at(-1);
  const phaseRows = [
    ...(bid.milestones[0] ? [bid.milestones[0]] : []),
    // A phase ending with delivery is the end of delivery: one row, not two on the same day.
    ...bid.phases.filter((p) => p.end !== end?.date).map((p) => ({ name: p.milestone, date: p.end })),
    // The pilots' go-aheads stay: the gates the waves wait for.
    ...bid.milestones.filter((x) => x.gate),
    ...(end ? [end] : []),
  ];
  // And each pilot's first day, the earliest first, as far as the slide has room (readers of the twenty-eighth
  // round took 'Pilot and deploy' starting before the last tests for deployment before testing).
  const pilotStarts = bid.milestones.filter((x) => /: pilot of .+ starts$/.test(x.name));
  const byPhase = [...phaseRows, ...pilotStarts.slice(0, Math.max(0, 12 - phaseRows.length))].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const milestones = bid.milestones.length > 12 ? byPhase : bid.milestones;
  table(
    slide,
    look,
    [headRow(look, ['Milestone', 'Date']), ...milestones.map((x) => row([x.name, shortDate(x.date)]))],
    1.7,
    6.2,
  );
  if (bid.milestones.length > 12)
    slide.addText(
      // Readers took the overlapping bars for testing before building: the note says why they overlap.
      'Each phase\u2019s end across the programme. The phases overlap across the capabilities; within each capability every phase follows the one before it, and the proposal that follows dates each capability\u2019s milestones.',
      {
        x: 0.5,
        y: 6.5,
        w: 6.2,
        h: 0.45,
        fontFace: look.fonts.body,
        fontSize: 9,
        italic: true,
        color: look.colours.muted,
      },
    );
  // Phase bars from the first to the last day of each phase's activities, over the delivery window.
  const left = 7.0;
  const nameW = 1.7;
  const barX = left + nameW;
  const barW = W - 0.5 - barX;
  const first = Date.parse(`${bid.phases[0]!.start}T00:00:00Z`);
  const lastEnd = Math.max(...bid.phases.map((p) => Date.parse(`${p.end}T00:00:00Z`))) + 86_400_000;
  const span = Math.max(86_400_000, lastEnd - first);
  const at = (iso: string) => barX + ((Date.parse(`${iso}T00:00:00Z`) - first) / span) * barW;
  bid.phases.forEach((p, i) => {
    const y = 1.75 + i * 0.4;
    slide.addText(p.label, {
      x: left,
      y,
      w: nameW - 0.1,
      h: 0.4,
      fontFace: look.fonts.body,
      fontSize: 10,
      color: look.colours.text,
      fit: 'shrink',
    });
    const x = at(p.start);
    const w = Math.max(0.05, at(p.end) + (barW * 86_400_000) / span - x);
    slide.addShape(pres.ShapeType.rect, {
      x,
      y: y + 0.08,
      w,
      h: 0.24,
      fill: { color: look.colours.primary },
      line: { color: look.colours.primary },
    });
  });
  const axisY = 1.75 + bid.phases.length * 0.4 + 0.05;
  slide.addShape(pres.ShapeType.line, {
    x: barX,
    y: axisY,
    w: barW,
    h: 0,
    line: { color: '8A8886', width: 0.75 },
  });
  [0, 0.5, 1].forEach((f) => {
    const day = new Date(first + f * (span - 86_400_000)).toISOString().slice(0, 10);
    slide.addText(shortDate(day), {
      x: barX + f * barW - 0.75,
      y: axisY + 0.05,
      w: 1.5,
      h: 0.3,
      fontFace: look.fonts.body,
      fontSize: 9,
      align: 'center',
      color: look.colours.muted,
    });
  });
  slide.addShape(pres.ShapeType.rect, {
    x: barX,
    y: axisY + 0.5,
    w: 0.25,
    h: 0.16,
    fill: { color: look.colours.primary },
    line: { color: look.colours.primary },
  });
  slide.addText('A phase, from its first to its last day of work across the capabilities', {
    x: barX + 0.35,
    y: axisY + 0.42,
    w: barW - 0.35,
    h: 0.3,
    fontFace: look.fonts.body,
    fontSize: 9,
    color: look.colours.muted,
  });
  rollouts(slide, look, m, left, axisY + 0.8);
}

/** Each rollout in waves: how many, from when to when, what it moves (the proposal's waves). */
function rollouts(slide: Slide, look: DocumentLook, m: DocumentModel, x: number, y: number) {
  const byActivity = new Map<string, typeof m.bid.waves>();
  for (const w of m.bid.waves) byActivity.set(w.activity, [...(byActivity.get(w.activity) ?? []), w]);
  if (!byActivity.size) return;
  const count = new Intl.NumberFormat('en-GB');
  const rows = [...byActivity]
    .slice(0, 5)
    .map(([activity, waves]) =>
      row([
        activity,
        String(waves.length),
        shortDate(waves[0]!.start),
        shortDate(waves.at(-1)!.end),
        `${count.format(waves.reduce((t, w) => t + w.volume, 0))} ${waves[0]!.noun}`,
      ]),
    );
  table(
    slide,
    look,
    [headRow(look, ['Rollout in waves', 'Waves', 'From', 'To', 'Volume']), ...rows],
    y,
    W - 0.5 - x,
    x,
    9,
  );
}

/** The team in client terms; the internal variant adds the pyramid by resource level. */
export function team(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const { team: t } = m.bid;
  if (!t.rows.length) return;
  const slide = titled(pres, look, 'Team', m);
  const shown = 15;
  const rows = t.rows.slice(0, shown).map((r) => row([r.role, r.where, formatDays1(r.days)]));
  if (t.rows.length > shown) {
    const rest = t.rows.slice(shown).reduce((s, r) => s + r.days, 0);
    rows.push(row([`Other roles (${t.rows.length - shown})`, '', formatDays1(Math.round(rest * 10) / 10)]));
  }
  rows.push(totalRow(['Total', '', formatDays1(t.days)]));
  table(slide, look, [headRow(look, ['Role', 'Onshore or offshore', 'Days']), ...rows], 1.2, 6.3);
  slide.addText(
    `${formatNumber1(t.days)} person-days${t.offshoreDays > 0 ? ` (${formatNumber1(t.onshoreDays)} onshore, ${formatNumber1(t.offshoreDays)} offshore)` : ''}: the plan\u2019s ${formatNumber1(m.bid.scope.hours)} hours of activities at 8 hours a day${t.managementDays > 0 ? `, and ${formatNumber1(t.managementDays)} days of project management across the programme (in the ${t.managementRole}\u2019s ${formatDays1(t.rows.find((r) => r.role === t.managementRole && !r.offshore)?.days ?? t.managementDays)} days)` : ''}.`,
    {
      x: 0.5,
      y: 6.4,
      w: 6.3,
      h: 0.7,
      valign: 'top',
      fontFace: look.fonts.body,
      fontSize: 10,
      italic: true,
      color: look.colours.muted,
    },
  );
  const overall = m.people.pyramids[0];
  if (m.variant !== 'internal' || !overall?.bars.length) return;
  const teams = [...new Set(overall.bars.map((b) => b.team))];
  // A horizontal bar chart draws its first category at the bottom: the most senior level goes last.
  const levels = [...overall.levels].reverse();
  slide.addChart(
    pres.ChartType.bar,
    teams.map((tm) => ({
      name: teamName(tm),
      labels: levels.map((l) => l.level),
      values: levels.map((l) =>
        overall.bars.filter((b) => b.team === tm && b.levelId === l.levelId).reduce((s, b) => s + b.fte, 0),
      ),
    })),
    {
      x: 7.1,
      y: 1.2,
      w: 5.8,
      h: 5.6,
      barDir: 'bar',
      barGrouping: 'stacked',
      chartColors: teams.map((tm) => documentTeamColour(tm, look.colours.primary).replace('#', '')),
      showLegend: true,
      legendPos: 'b',
      showTitle: true,
      title: `Full-time equivalents by level (internal), ${overall.fte} FTE`,
      titleFontSize: 11,
      showValAxisTitle: true,
      valAxisTitle: 'Full-time equivalents',
      valAxisTitleFontSize: 9,
      catAxisLabelFontSize: 9,
      valAxisLabelFontSize: 9,
    },
  );
}

/** Bulleted columns under their headings, every column in one type size (the longest column decides it). */
function bulletColumns(
  slide: Slide,
  look: DocumentLook,
  columns: readonly { title: string; items: readonly string[] }[],
): void {
  const width = (W - 1 - 0.3 * (columns.length - 1)) / columns.length;
  // The largest size at which the fullest column fits its box (about half an em a character, 1.2 lines), one size
  // for all, so no column looks shrunk beside the others.
  const fits = (size: number) =>
    columns.every((c) => {
      const perLine = Math.max(10, Math.floor((width * 72 - 14) / (size * 0.5)));
      const lines = c.items.reduce((t, x) => t + Math.ceil(x.length / perLine), 0);
      return (lines * size * 1.2 + c.items.length * 3) / 72 <= 5.0;
    });
  const fontSize = [12, 11, 10, 9].find(fits) ?? 9;
  columns.forEach((column, i) => {
    const x = 0.5 + i * (width + 0.3);
    slide.addText(column.title, {
      x,
      y: 1.2,
      w: width,
      h: 0.4,
      fontFace: look.fonts.body,
      fontSize: 14,
      bold: true,
      color: look.colours.text,
      valign: 'top',
    });
    slide.addText(
      column.items.map((text) => ({ text, options: { bullet: { indent: 12 }, breakLine: true } })),
      {
        x,
        y: 1.65,
        w: width,
        h: 5.1,
        fontFace: look.fonts.body,
        fontSize,
        color: look.colours.text,
        valign: 'top',
        paraSpaceAfter: 3,
      },
    );
  });
}

/**
 * What the estimate assumes: the volumes, the assumptions, what the client provides, the risks, what is left out.
 * A long list of what the client provides gets a slide of its own, in two columns, so every item is on the deck.
 */
export function assumptions(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  // Each with the date the plan needs it by, as the proposal lists them ('needed by 18 Jan 2027').
  const provides = m.dependencies.map((d) =>
    d.neededBy ? `${d.name} (needed by ${shortDate(d.neededBy)})` : d.name,
  );
  const apart = provides.length > 8;
  const columns = [
    {
      title: 'Assumptions',
      items: [...m.bid.volumes.map((v) => `Sized on ${v.text}`), ...m.assumptions.map((a) => a.name)],
    },
    ...(apart ? [] : [{ title: 'What the client provides', items: provides }]),
    {
      title: 'Risks and mitigations',
      items: m.risks.map((r) => (r.mitigation ? `${r.name}: ${r.mitigation}` : r.name)),
    },
    { title: 'Not included', items: notIncludedBullets(m) },
  ].filter((c) => c.items.length);
  if (columns.length)
    bulletColumns(titled(pres, look, 'Assumptions, dependencies and risks', m), look, columns);
  if (apart) {
    const half = Math.ceil(provides.length / 2);
    bulletColumns(titled(pres, look, 'What the client provides', m), look, [
      { title: 'By the dates the plan needs them', items: provides.slice(0, half) },
      { title: '', items: provides.slice(half) },
    ]);
  }
}
