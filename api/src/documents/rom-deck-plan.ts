/**
 * The ROM deck's plan slide: the phases as bars over a month axis with a legend, the milestones named by their
 * capability, and each rollout's waves (split from rom-deck-slides.ts).
 */
import type { DocumentModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { headRow, W, type Slide } from './deck-frame.ts';
import { row, shortDate, table, titled } from './rom-deck-slides.ts';
import type { DocumentLook } from '../templates/document-look.ts';

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
  // Up to 12 rows: every milestone, or, past that, each capability's key ones, capability by capability in the
  // order they start: its testing, its pilot's first day, its go-aheads and its deployment (readers of the
  // twenty-ninth round read programme-wide phase ends as 'fixes complete' before 'testing complete').
  const milestones = bid.milestones.length > 12 ? keyMilestones(bid.milestones) : bid.milestones;
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
      'Each capability\u2019s testing, pilot, go-ahead and deployment. The bars overlap across the capabilities; within each capability every phase follows the one before it, and the proposal that follows dates every milestone.',
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
  // A tick on the first of each month (every other month past eight), labelled 'Mar 2027': three ticks, one on a
  // Saturday, told a reader little (twenty-ninth reading).
  const months: string[] = [];
  for (let d = new Date(first); d.getTime() < first + span; d.setUTCMonth(d.getUTCMonth() + 1, 1)) {
    const firstOfMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    if (firstOfMonth >= first) months.push(new Date(firstOfMonth).toISOString().slice(0, 10));
  }
  const every = months.length > 8 ? 2 : 1;
  months
    .filter((_m, i) => i % every === 0)
    .forEach((day) => {
      const x = at(day);
      slide.addShape(pres.ShapeType.line, {
        x,
        y: axisY,
        w: 0,
        h: 0.08,
        line: { color: '8A8886', width: 0.75 },
      });
      slide.addText(shortDate(day).replace(/^1 /, ''), {
        x: x - 0.5,
        y: axisY + 0.08,
        w: 1,
        h: 0.25,
        fontFace: look.fonts.body,
        fontSize: 8,
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

type Milestone = DocumentModel['bid']['milestones'][number];

/**
 * Each capability's key milestones, capability by capability in the order they start: its testing complete, its
 * pilots' first days, its go-aheads and its deployment complete, then the end of delivery; at most twelve (a
 * capability's later go-aheads and pilots go first when there are more).
 */
export function keyMilestones(all: readonly Milestone[]): Milestone[] {
  const last = all.at(-1);
  const caps = [...new Set(all.flatMap((x) => (x.capability ? [x.capability] : [])))];
  const isKey = (x: Milestone) =>
    x.gate || x.phase === 'Test Exec' || x.phase === 'Deploy' || /: pilot of .+ starts$/.test(x.name);
  const picked = caps.map((c) => all.filter((x) => x.capability === c && isKey(x)));
  const rows = () => picked.flat().length + (last ? 1 : 0);
  // Past twelve, drop a capability's second and later pilots and go-aheads, the longest list first.
  while (rows() > 12) {
    const longest = picked.reduce((a, b) => (b.length > a.length ? b : a));
    const extra = longest.findLastIndex(
      (x, i) =>
        (x.gate || /: pilot of/.test(x.name)) &&
        longest.slice(0, i).some((y) => y.gate || /: pilot of/.test(y.name)),
    );
    if (extra < 0) break;
    longest.splice(extra, 1);
  }
  const rowsOut = picked.flat().filter((x) => x.date !== last?.date || x === last);
  return [...rowsOut, ...(last && !rowsOut.includes(last) ? [last] : [])].slice(0, 12);
}
