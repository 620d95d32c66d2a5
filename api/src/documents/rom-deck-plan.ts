/**
 * The ROM deck's plan slide: the phases as bars over a month axis with a legend, the milestones named by their
 * capability, and each rollout's waves (split from rom-deck-slides.ts).
 */
import { inSentence, type DocumentModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { headRow, W, type Slide } from './deck-frame.ts';
import { inOurVoice, row, shortDate, table, titled } from './rom-deck-slides.ts';
import { plural } from './word-summary.ts';
import type { DocumentLook } from '../templates/document-look.ts';

/** The phases as bars over a dated axis, with a legend; the milestones of each capability beside them. */
export function plan(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const { bid } = m;
  if (!bid.phases.length) return;
  const slide = titled(pres, look, 'Plan', m);
  slide.addText(
    [
      {
        text: `Delivery takes ${bid.durationText}, after ${plural(m.totals.mobilisationWeeks, 'week')} of mobilisation.`,
        options: { fontSize: 12, breakLine: Boolean(bid.commercial?.datesAssume) },
      },
      ...(bid.commercial?.datesAssume
        ? [{ text: inOurVoice(bid.commercial.datesAssume), options: { fontSize: 10 } }]
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
  const milestones =
    bid.milestones.length > 12
      ? // Room kept for the ends of the design and the build, which payments fall due on (a reader of a new seller's
        // ROM found the build's payment without its date when the key milestones took all twelve rows).
        withPaymentPhases(keyMilestones(bid.milestones, 12 - paymentPhaseCount(bid.phases)), bid.phases)
      : bid.milestones;
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
      'The milestones shown are the key ones of each part of the work (its testing, pilot and deployment), and the end of the design and of the build for all the work, on which payments fall due. Each part\u2019s testing starts when its own build is done, so it can start before the last part\u2019s build ends. The proposal that follows dates every milestone.',
      {
        x: 0.5,
        y: 6.4,
        w: 6.2,
        h: 0.58,
        fontFace: look.fonts.body,
        fontSize: 9,
        italic: true,
        color: look.colours.muted,
      },
    );
  // One lane per capability, its preparation (plan to test) apart from its pilot and deployment: programme-wide phase
  // bars read as deploying before testing ended (readers of the twenty-ninth to thirty-first rounds).
  const left = 7.0;
  const nameW = 1.9;
  const barX = left + nameW;
  const barW = W - 0.5 - barX;
  const lanes = capabilityLanes(m);
  if (!lanes.length) return;
  const DAY = 86_400_000;
  const contract = Date.parse(`${m.totals.contractStart}T00:00:00Z`);
  // The axis starts on the first of the month the work starts in, so its first month is labelled (it began at the
  // first bar, and the first tick fell a month in).
  const startDay = Math.min(...lanes.map((l) => l.start));
  const startDate = new Date(contract + startDay * DAY);
  const firstDay = Math.min(
    startDay,
    Math.round((Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth(), 1) - contract) / DAY),
  );
  const lastDay = Math.max(...lanes.map((l) => l.end));
  const span = Math.max(1, lastDay - firstDay);
  const atDay = (day: number) => barX + ((day - firstDay) / span) * barW;
  const light = look.colours.primary;
  lanes.forEach((lane, i) => {
    const y = 1.75 + i * 0.45;
    slide.addText(lane.name, {
      x: left,
      y,
      w: nameW - 0.1,
      h: 0.4,
      fontFace: look.fonts.body,
      fontSize: 10,
      color: look.colours.text,
      fit: 'shrink',
    });
    const deploy = lane.deploy ?? lane.end;
    if (deploy > lane.start)
      slide.addShape(pres.ShapeType.rect, {
        x: atDay(lane.start),
        y: y + 0.1,
        w: Math.max(0.04, atDay(deploy) - atDay(lane.start)),
        h: 0.22,
        fill: { color: light, transparency: 55 },
        line: { color: light, transparency: 55 },
      });
    if (lane.end > deploy)
      slide.addShape(pres.ShapeType.rect, {
        x: atDay(deploy),
        y: y + 0.1,
        w: Math.max(0.04, atDay(lane.end) - atDay(deploy)),
        h: 0.22,
        fill: { color: light },
        line: { color: light },
      });
  });
  const axisY = 1.75 + lanes.length * 0.45 + 0.05;
  slide.addShape(pres.ShapeType.line, {
    x: barX,
    y: axisY,
    w: barW,
    h: 0,
    line: { color: '8A8886', width: 0.75 },
  });
  // A tick on the first of each month (every other month past eight), labelled 'Mar 2027'.
  const months: number[] = [];
  for (let d = new Date(contract + firstDay * DAY); ; d.setUTCMonth(d.getUTCMonth() + 1, 1)) {
    const day = Math.round((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - contract) / DAY);
    if (day > lastDay) break;
    if (day >= firstDay) months.push(day);
  }
  const every = months.length > 8 ? 2 : 1;
  months
    .filter((_m, i) => i % every === 0)
    .forEach((day) => {
      const x = atDay(day);
      slide.addShape(pres.ShapeType.line, {
        x,
        y: axisY,
        w: 0,
        h: 0.08,
        line: { color: '8A8886', width: 0.75 },
      });
      slide.addText(shortDate(new Date(contract + day * DAY).toISOString().slice(0, 10)).replace(/^1 /, ''), {
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
  // The legend: the two shades.
  [
    { text: 'Planning, design, build and testing', transparency: 55 },
    {
      // The tests beside the rollouts named where the deployment holds them, as the phase table names it (a reader
      // found the bar start weeks before the pilot under 'Pilot, deployment and hypercare').
      text: `${bid.phases.some((p) => p.phase === 'Deploy' && /test the rest/.test(p.label ?? '')) ? 'Testing beside the rollouts, pilot' : 'Pilot'}${bid.milestones.some((x) => /hypercare complete$/.test(x.name)) ? ', deployment and hypercare' : ' and deployment'}`,
      transparency: 0,
    },
  ].forEach((key, i) => {
    // Across the names' column and the bars (under the bars alone, a longer key ran into the table below).
    const keyW = (barX + barW - left) / 2;
    const x = left + i * keyW;
    slide.addShape(pres.ShapeType.rect, {
      x,
      y: axisY + 0.45,
      w: 0.25,
      h: 0.16,
      fill: { color: light, transparency: key.transparency },
      line: { color: light, transparency: key.transparency },
    });
    slide.addText(key.text, {
      x: x + 0.32,
      y: axisY + 0.37,
      w: keyW - 0.35,
      h: 0.3,
      fontFace: look.fonts.body,
      fontSize: 9,
      color: look.colours.muted,
    });
  });
  rollouts(slide, look, m, left, axisY + 0.75);
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
 * The key milestones with the end of the design and of the build across all the work, which payments fall due on
 * (readers of the fifty-second round looked for 'design complete' and 'build complete' on the plan): at most twelve,
 * the end of delivery last.
 */
/** How many of the phases' ends the plan's table names beside the key milestones (the design's and the build's). */
export function paymentPhaseCount(phases: readonly { phase: string }[]): number {
  return phases.filter((p) => PAYMENT_PHASES.has(p.phase)).length;
}

/**
 * The phases whose end across all the work a payment falls due on: the design, the build and the testing before
 * deployment (a reader found the testing payment with no date on the plan).
 */
const PAYMENT_PHASES = new Set(['Design', 'Build', 'Test Exec']);

export function withPaymentPhases(
  key: readonly Milestone[],
  phases: readonly { phase: string; milestone: string; end: string }[],
): Milestone[] {
  const last = key.at(-1);
  // The testing's end takes in its fixes where they end later, as its payment does (withFixes).
  const fixes = phases.find((p) => p.phase === 'Test Fix');
  const ends = phases
    .filter((p) => PAYMENT_PHASES.has(p.phase))
    .map((p) =>
      p.phase === 'Test Exec' && fixes && fixes.end > p.end
        ? { ...p, milestone: p.milestone.replace(/ complete$/, ' and its fixes complete'), end: fixes.end }
        : p,
    )
    // Named as the capabilities' milestones are ('Capability: build complete'): 'Build complete (all the work)' read as
    // every build done, beside a capability whose tests had begun.
    .map((p) => ({
      // 'All the work', not the catalogue's 'capabilities' (a reader read the word as internal).
      name: `All the work: ${inSentence(p.milestone)}`,
      date: p.end,
    }))
    // Not where a key milestone already says it that day (the one capability's testing is all the testing).
    .filter(
      (e) => !key.some((x) => x.date === e.date && x.name.endsWith(e.name.slice('All the work: '.length))),
    );
  if (!last) return [...key];
  // The key milestones first: the phases' ends only where there is room for them.
  const room = ends.slice(0, Math.max(0, 12 - key.length));
  return [...[...key.slice(0, -1), ...room].sort((a, b) => a.date.localeCompare(b.date)), last];
}

/**
 * Each capability's key milestones, in date order: its testing complete, its
 * pilots' first days, its go-aheads and its deployment complete, then the end of delivery; at most twelve (a
 * capability's later go-aheads and pilots go first when there are more).
 */
export function keyMilestones(all: readonly Milestone[], max = 12): Milestone[] {
  const last = all.at(-1);
  const caps = [...new Set(all.flatMap((x) => (x.capability ? [x.capability] : [])))];
  const isKey = (x: Milestone) =>
    x.gate || x.phase === 'Test Exec' || x.phase === 'Deploy' || /: pilot of .+ starts$/.test(x.name);
  // A capability's testing is complete when its fixes are retested (a reader of the fifty-second round read testing
  // complete the day before the owners' four days of fixes began).
  const picked = caps.map((c) => {
    const own = all.filter((x) => x.capability === c);
    const fixes = own.find((x) => x.phase === 'Test Fix');
    return own
      .filter(isKey)
      .map((x) =>
        x.phase === 'Test Exec' && fixes && fixes.date > x.date
          ? { ...x, name: `${x.name.replace(/ complete$/, '')} and its fixes complete`, date: fixes.date }
          : x,
      );
  });
  const rows = () => picked.flat().length + (last ? 1 : 0);
  // Past `max`, drop a capability's second and later pilots and go-aheads, the longest list first.
  while (rows() > max) {
    const longest = picked.reduce((a, b) => (b.length > a.length ? b : a));
    const extra = longest.findLastIndex(
      (x, i) =>
        (x.gate || /: pilot of/.test(x.name)) &&
        longest.slice(0, i).some((y) => y.gate || /: pilot of/.test(y.name)),
    );
    if (extra < 0) break;
    longest.splice(extra, 1);
  }
  // In date order: each named by its capability, so a reader follows the plan down the table.
  const rowsOut = picked
    .flat()
    .filter((x) => x.date !== last?.date || x === last)
    .sort((a, b) => a.date.localeCompare(b.date));
  // The end of delivery is the end of the hypercare where one closes the plan (its bar runs past the deployment).
  const end =
    last && all.some((x) => x !== last && x.date === last.date && /hypercare complete$/.test(x.name))
      ? { ...last, name: 'Hypercare and delivery complete' }
      : last;
  return [
    ...rowsOut.filter((x) => x !== last).slice(0, Math.max(0, max - (end ? 1 : 0))),
    ...(end ? [end] : []),
  ];
}

/**
 * The chart's lanes: each top-level capability from its first to its last day (its sub-capabilities' work with it),
 * and the first day of its pilot and deployment (its first Deploy activity), in the order they start.
 */
export function capabilityLanes(
  m: Pick<DocumentModel, 'capabilities'>,
): { name: string; start: number; end: number; deploy?: number }[] {
  return m.capabilities
    .filter((c) => !c.path.includes('/'))
    .map((top) => {
      const within = m.capabilities.filter((c) => c.path === top.path || c.path.startsWith(`${top.path}/`));
      const deploys = within.flatMap((c) =>
        c.actions.filter((a) => a.phase === 'Deploy').map((a) => a.startDay),
      );
      return {
        name: top.name,
        start: top.startDay,
        end: top.endDay,
        ...(deploys.length ? { deploy: Math.min(...deploys) } : {}),
      };
    })
    .filter((l) => l.end > l.start)
    .sort((a, b) => a.start - b.start);
}
