/**
 * The ROM deck's building blocks (rom-deck.ts lays out the slides): the titled slide (its footer says who may read
 * it, with the reference and the slide's number), the native table whose columns come from their content, and the
 * plan, team and assumptions slides, drawn from the document model's bid (the internal slides: rom-deck-internal.ts).
 */
import {
  andList,
  apportion,
  columnWidths,
  formatDays1,
  formatNumber1,
  inSentence,
  roundTo,
  teamName,
  type DocumentModel,
} from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { documentTeamColour } from './chart-images.ts';
import { headRow, titledSlide, W, type Row, type Slide } from './deck-frame.ts';
import { notIncludedBullets } from './deck-text.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import { offshoreCentre } from './word-governance.ts';
import { listed } from './word-summary.ts';

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

/** A small italic note under a table, from `x` and `w` inches wide, above the footer. */
export const tableNote = (look: DocumentLook, x: number, w: number) => ({
  x,
  y: 6.4,
  w,
  h: 0.7,
  valign: 'top' as const,
  fontFace: look.fonts.body,
  fontSize: 10,
  italic: true,
  color: look.colours.muted,
});

/** A short date that never wraps in a label: '15 Mar 2027'. */
export const shortDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** The team in client terms; the internal variant adds the pyramid by resource level. */
export function team(
  pres: PptxGenJS,
  look: DocumentLook,
  m: DocumentModel,
  title = 'Team',
): Slide | undefined {
  const { team: t } = m.bid;
  if (!t.rows.length) return undefined;
  const slide = titled(pres, look, title, m);
  // A rough order of magnitude in whole days for the client (readers found '70.8 days' beside a price to the nearest
  // £1,000 falsely exact), apportioned to the whole total; the internal deck keeps the tenths the approver checks.
  const rough = m.variant !== 'internal';
  const whole = rough
    ? apportion(
        t.rows.map((r) => r.days),
        1,
        t.days,
      )
    : t.rows.map((r) => r.days);
  const daysText = (n: number) => (rough ? formatNumber1(n) : formatDays1(n));
  const sumOf = (pick: (r: (typeof t.rows)[number]) => boolean) =>
    roundTo(
      t.rows.reduce((s, r, i) => (pick(r) ? s + (whole[i] ?? 0) : s), 0),
      0.1,
    );
  const shown = 15;
  const rows = t.rows.slice(0, shown).map((r, i) => row([r.role, r.where, daysText(whole[i] ?? 0)]));
  if (t.rows.length > shown) {
    const rest = whole.slice(shown).reduce((s, d) => s + d, 0);
    rows.push(row([`Other roles (${t.rows.length - shown})`, '', daysText(Math.round(rest * 10) / 10)]));
  }
  const total = rough ? Math.round(t.days) : t.days;
  rows.push(totalRow(['Total', '', daysText(total)]));
  table(slide, look, [headRow(look, ['Role', 'Onshore or offshore', 'Days']), ...rows], 1.2, 6.3);
  const manager = t.rows.findIndex((r) => r.role === t.managementRole && !r.offshore);
  const management = rough ? Math.round(t.managementHours / 8) : roundTo(t.managementHours / 8, 0.1);
  slide.addText(
    // Where the offshore days are worked, and no estimator's arithmetic (a reader of the fifty-second round).
    // In whole figures the days at 8 hours are not the hours to the unit (365 days against 2,918 h): the hours first.
    `${rough ? `${formatNumber1(Math.round(t.activityHours + t.managementHours))} hours, about ` : ''}${formatNumber1(total)} person-days${t.offshoreDays > 0 ? ` (${formatNumber1(rough ? sumOf((r) => !r.offshore) : t.onshoreDays)} onshore, ${formatNumber1(rough ? sumOf((r) => r.offshore) : t.offshoreDays)} offshore at our ${offshoreCentre(m)})` : ''}${t.managementDays > 0 ? `; ${formatNumber1(management)} days of project management across the programme are in the ${t.managementRole}\u2019s ${daysText(manager >= 0 ? (whole[manager] ?? 0) : t.managementDays)} days` : ''}.`,
    tableNote(look, 0.5, 6.3),
  );
  const overall = m.people.pyramids[0];
  if (m.variant !== 'internal' || !overall?.bars.length) return slide;
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
      // A legend only where there is more than one team to tell apart (a lone 'Provider' told readers nothing).
      showLegend: teams.length > 1,
      legendPos: 'b',
      showTitle: true,
      title: `Full-time equivalents by level (internal), ${overall.fte} FTE, bridged days included`,
      titleFontSize: 11,
      showValAxisTitle: true,
      valAxisTitle: 'Full-time equivalents',
      valAxisTitleFontSize: 9,
      catAxisLabelFontSize: 9,
      valAxisLabelFontSize: 9,
    },
  );
  return slide;
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
      // Lines about 1.45 of the type size apart as LibreOffice and PowerPoint set them (1.2 let a long column run
      // into the footer).
      return (lines * size * 1.45 + c.items.length * 3) / 72 <= 5.0;
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
      // A product and its version kept on one line (a reader found 'Windows / 11').
      column.items.map((text) => ({
        text: text.replace(/\b(Windows|Office|Server) (\d{1,4})\b/g, '$1\u00a0$2'),
        options: { bullet: { indent: 12 }, breakLine: true },
      })),
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

/** A column lists at most this many activities; the rest are counted. */
const SCOPE_ITEMS = 15;

/**
 * What the work covers: each top-level capability's activities (its parts' with them), in the order the plan starts
 * them, a column each (at most three; the others named under the last). Readers of the fifty-second round could not
 * tell what the price buys from the capabilities' names and hours alone.
 */
export function scope(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const roots = new Map<
    string,
    { name: string; actions: { name: string; startDay: number; part?: string }[] }
  >();
  for (const c of m.capabilities) {
    const root = c.path.split('/')[0] ?? c.path;
    const entry = roots.get(root) ?? { name: root === c.path ? c.name : root, actions: [] };
    if (root === c.path) entry.name = c.name;
    // A part listed under its parent ('of which Windows Device Management 100 h' on the effort slide) names itself
    // beside its activities, so the reader finds what its hours are for (fifty-third reading).
    entry.actions.push(...(root === c.path ? c.actions : c.actions.map((a) => ({ ...a, part: c.name }))));
    roots.set(root, entry);
  }
  const all = [...roots.values()].filter((r) => r.actions.length);
  if (!all.length) return;
  const shown = all.slice(0, 3);
  const others = all.slice(3).map((r) => r.name);
  const columns = shown.map((r, i) => {
    const names = [...r.actions]
      .sort((a, b) => a.startDay - b.startDay)
      .map((a) => (a.part ? `${clientNamed(m, a.name)} (${a.part})` : clientNamed(m, a.name)));
    const items =
      names.length > SCOPE_ITEMS
        ? [...names.slice(0, SCOPE_ITEMS - 1), `And ${names.length - SCOPE_ITEMS + 1} more activities`]
        : names;
    return {
      title: r.name,
      items:
        i === shown.length - 1 && others.length
          ? [...items, `Also ${listed(others)}, as the proposal sets out`]
          : items,
    };
  });
  const slide = titled(pres, look, 'What the work covers', m);
  bulletColumns(slide, look, columns);
  slide.addText(
    'Each in the order the plan starts it; the proposal that follows describes every activity, its deliverables and how each is accepted.',
    tableNote(look, 0.5, W - 1),
  );
}

// Six: with five, a sixth risk was named without its mitigation on the slide (forty-ninth reading).
const TOP_RISKS = 6;
const IMPACT_ORDER: Record<string, number> = { High: 0, Medium: 1, Low: 2 };

/**
 * The line under the six risks shown: the others by name when one or two (a reader of 'list all 6 risks' looked
 * for the sixth on the slide), else how many, and where each is set out with its mitigation.
 */
function otherRisks(m: DocumentModel, top: readonly DocumentModel['risks'][number][]): string {
  const shown = new Set(top);
  const rest = m.risks.filter((r) => !shown.has(r)).map((r) => r.name);
  const where = m.variant === 'internal' ? 'the proposal and the solution plan' : 'the proposal';
  return rest.length <= 2
    ? // Readers of 'with its mitigation:' followed by a name alone took it for a placeholder (forty-second reading).
      // A sentence, the risk in lower case (readers of 'One more risk, with its mitigation, in the proposal: …' took
      // it for a generator's note: fifty-second reading).
      `${where.charAt(0).toUpperCase()}${where.slice(1)} also set${m.variant === 'internal' ? '' : 's'} out ${rest.length === 1 ? 'the risk' : 'the risks'} ${andList(rest.map((r) => `that ${inSentence(r)}`))}, with ${rest.length === 1 ? 'its mitigation' : 'their mitigations'}.`
    : `${where.charAt(0).toUpperCase()}${where.slice(1)} list${m.variant === 'internal' ? '' : 's'} all ${m.risks.length} risks, each with its mitigation`;
}

/** The risks of highest impact, then likelihood, at most six, in the order the plan lists them within a rating. */
export function topRisks<T extends { impact: string; probability: string }>(risks: readonly T[]): T[] {
  const rank = (r: T) => (IMPACT_ORDER[r.impact] ?? 3) * 4 + (IMPACT_ORDER[r.probability] ?? 3);
  return risks
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .slice(0, TOP_RISKS)
    .map(({ r }) => r);
}

/**
 * The client by its name where the catalogue's text says 'the client' (a deck defines no terms: readers found 'the
 * client's change board' beside 'the Client's tenant').
 */
export function clientNamed(m: DocumentModel, text: string): string {
  return inOurVoice(
    m.client
      ? text.replace(
          /\bthe client(['\u2019]s)?\b/gi,
          (_all, s: string | undefined) => `${m.client}${s ? '\u2019s' : ''}`,
        )
      : text,
  );
}

/**
 * The deck speaks as 'we' throughout (a reader found 'we' beside 'the Supplier' and 'the supplier's delivery centre'
 * on the next slide): the catalogue's and the terms' third person turned to the first.
 */
export function inOurVoice(text: string): string {
  return text
    .replace(/\bthe supplier['\u2019]s\b/gi, 'our')
    .replace(
      /\bthe supplier (confirms|sends|provides|agrees)\b/gi,
      (_all, verb: string) => `we ${verb.slice(0, -1)}`,
    )
    .replace(/\b(from|to|by|with|for) the supplier\b/gi, (_all, before: string) => `${before} us`);
}

/**
 * What the estimate assumes: the volumes, the assumptions, what the client provides, the risks, what is left out.
 * A long list of what the client provides gets a slide of its own, in two columns, so every item is on the deck.
 */
export function assumptions(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  // Each with the date the plan needs it by, as the proposal lists them ('needed by 18 Jan 2027').
  const provides = m.dependencies.map((d) =>
    // The date kept whole on a line (a reader found '(needed by 23 Feb / 2027)').
    clientNamed(
      m,
      d.neededBy ? `${d.name} (needed by ${shortDate(d.neededBy).replace(/ /g, '\u00a0')})` : d.name,
    ),
  );
  const apart = provides.length > 8;
  const top = topRisks(m.risks);
  const columns = [
    {
      title: 'Assumptions',
      // The volumes in one bullet (five 'Sized on' bullets repeated the summary).
      items: [
        ...(m.bid.volumes.length ? [`Sized on ${listed(m.bid.volumes.map((v) => v.text))}`] : []),
        ...m.assumptions.map((a) => a.name),
      ].map((t) => clientNamed(m, t)),
    },
    ...(apart ? [] : [{ title: clientNamed(m, 'What the client provides'), items: provides }]),
    {
      title: 'Risks and mitigations',
      // The five of highest impact (nine ran over the slide's footer): the proposal lists every one.
      items: [
        ...top.map((r) => clientNamed(m, r.mitigation ? `${r.name}: ${r.mitigation}` : r.name)),
        ...(m.risks.length > TOP_RISKS ? [otherRisks(m, top)] : []),
      ],
    },
    { title: 'Not included', items: notIncludedBullets(m).map((t) => clientNamed(m, t)) },
  ].filter((c) => c.items.length);
  if (columns.length)
    bulletColumns(
      titled(pres, look, apart ? 'Assumptions and risks' : 'Assumptions, dependencies and risks', m),
      look,
      columns,
    );
  if (apart) {
    const half = Math.ceil(provides.length / 2);
    bulletColumns(titled(pres, look, clientNamed(m, 'What the client provides'), m), look, [
      { title: 'By the dates the plan needs them', items: provides.slice(0, half) },
      { title: '', items: provides.slice(half) },
    ]);
  }
}
