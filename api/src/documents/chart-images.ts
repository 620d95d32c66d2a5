/**
 * Charts for the Word documents as PNG (ADR 0012): drawn as SVG from the document model and rendered with
 * resvg (a native binary shipped in its npm package, so it runs on Azure Functions without a browser or an
 * office suite). Same figures as the screen's plotly charts: the risk scores (as bars), the Overall pyramid, the
 * timeline.
 *
 * resvg renders off the main thread (renderAsync, in libuv's thread pool), so the charts of a document render while
 * its tables are written: resvg reads the font file again for every glyph it draws (about 1,000 reads of 0.75 MB for
 * the timeline of 40 capabilities), which made the charts half the time of an SP051 of 1,000 actions.
 */
import { teamColour, teamName, type DocumentModel, escapeXml } from '@portal/domain';
import { renderAsync } from '@resvg/resvg-js';
import { createRequire } from 'node:module';

// The charts' font ships with the app (npm dejavu-fonts-ttf), so text draws the same on a Functions host without
// system fonts; loading two files instead of scanning the system's fonts also saves ~90 ms a chart.
const require = createRequire(import.meta.url);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${f}`),
);

const FONT = 'DejaVu Sans';
/** SVG text (packages/domain/src/format/escape.ts). */
export const esc = escapeXml;
/** Words into lines of at most `width` characters (a longer word gets its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
export const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export interface ChartImage {
  png: Buffer;
  width: number;
  height: number;
}

const RENDER_OPTIONS = {
  font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'DejaVu Sans' },
  background: 'white',
};

export async function render(svg: string, width: number, height: number): Promise<ChartImage> {
  const image = await renderAsync(svg, {
    ...RENDER_OPTIONS,
    fitTo: { mode: 'width', value: Math.round(width * 1.5) },
  });
  return { png: Buffer.from(image.asPng()), width, height };
}

export const svgOf = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">${body}</svg>`;

/**
 * The risk assessment's seven blocks as bars on the blocks' full scale (every question High), each with its score:
 * a radar on the full scale was a blob whose figures crowded its middle (readers of the fifty-second round), and one
 * scaled to the scores read as a risk three times higher (the thirty-third). The screen keeps the spec's radar.
 */
export function riskBars(m: DocumentModel): Promise<ChartImage> {
  const blocks = m.risk.blocks;
  const rowH = 34;
  const w = 680;
  const top = 44;
  const h = top + blocks.length * rowH + 36;
  const left = 250;
  const width = w - left - 60;
  const max = Math.max(10, ...blocks.map((b) => Math.max(b.max, b.score)));
  const step = max >= 20 ? 5 : 2;
  const x = (v: number) => left + (width * v) / max;
  let body = `<text x="${w / 2}" y="20" font-size="13" text-anchor="middle" font-weight="bold">Risk score by block (overall ${m.risk.overall.toFixed(2)}), on a scale to ${max}</text>`;
  for (let v = 0; v <= max; v += step) {
    body += `<line x1="${x(v)}" y1="${top - 4}" x2="${x(v)}" y2="${top + blocks.length * rowH}" stroke="#D0D0D0"/>`;
    body += `<text x="${x(v)}" y="${top + blocks.length * rowH + 16}" font-size="10" text-anchor="middle" fill="#605E5C">${v}</text>`;
  }
  blocks.forEach((b, i) => {
    const y = top + i * rowH;
    const lines = wrap(b.name, 34);
    const spans = lines
      .map(
        (line, n) =>
          `<tspan x="${left - 10}" dy="${n === 0 ? -((lines.length - 1) * 6) : 12}">${esc(line)}</tspan>`,
      )
      .join('');
    body += `<text x="${left - 10}" y="${y + rowH / 2 + 4}" font-size="11" text-anchor="end" fill="#1F1F1F">${spans}</text>`;
    body += `<rect x="${left}" y="${y + 8}" width="${Math.max(1, x(b.score) - left)}" height="${rowH - 16}" fill="#0F4C81"/>`;
    body += `<text x="${x(b.score) + 6}" y="${y + rowH / 2 + 4}" font-size="11" font-weight="bold" fill="#0F4C81">${b.score.toFixed(2)}</text>`;
  });
  return render(svgOf(w, h, body), w, h);
}

/** A team's colour in a document: the provider's is the document's own (its primary colour), a partner's its own. */
export const documentTeamColour = (team: string, primary: string): string =>
  team === 'PROVIDER' ? `#${primary.replace('#', '')}` : teamColour(team);

/** The Overall pyramid: FTE per resource level, most senior at the top, stacked by team. */
export function pyramidChart(m: DocumentModel, primary: string): Promise<ChartImage> | undefined {
  const overall = m.people.pyramids[0];
  if (!overall || !overall.bars.length) return undefined;
  const rowH = 24;
  const w = 600;
  const h = 70 + overall.levels.length * rowH;
  const left = 190;
  const width = w - left - 30;
  const totals = overall.levels.map((l) =>
    overall.bars.filter((b) => b.levelId === l.levelId).reduce((s, b) => s + b.fte, 0),
  );
  const max = Math.max(0.01, ...totals);
  let body = `<text x="${w / 2}" y="18" font-size="13" text-anchor="middle" font-weight="bold">Overall pyramid: ${overall.fte} FTE by resource level</text>`;
  overall.levels.forEach((l, i) => {
    const y = 34 + i * rowH;
    body += `<text x="${left - 8}" y="${y + 16}" font-size="11" text-anchor="end">${esc(clip(l.level, 28))}</text>`;
    let x = left + width / 2 - ((totals[i] ?? 0) / max) * (width / 2);
    for (const b of overall.bars.filter((bar) => bar.levelId === l.levelId)) {
      const bw = (b.fte / max) * width;
      body += `<rect x="${x}" y="${y + 3}" width="${bw}" height="${rowH - 6}" fill="${documentTeamColour(b.team, primary)}"/>`;
      x += bw;
    }
    if (totals[i])
      body += `<text x="${left + width / 2 + ((totals[i] ?? 0) / max) * (width / 2) + 4}" y="${y + 16}" font-size="10" fill="#605E5C">${(totals[i] ?? 0).toFixed(2)}</text>`;
  });
  const teams = [...new Set(overall.bars.map((b) => b.team))];
  // The legend tells teams apart; one team needs none, and the value under the bars says what they count.
  if (teams.length > 1)
    teams.forEach((t, i) => {
      const x = left + i * 130;
      body += `<rect x="${x}" y="${h - 24}" width="12" height="12" fill="${documentTeamColour(t, primary)}"/><text x="${x + 18}" y="${h - 14}" font-size="11">${esc(teamName(t))}</text>`;
    });
  else
    body += `<text x="${left + width / 2}" y="${h - 14}" font-size="11" text-anchor="middle" fill="#605E5C">Full-time equivalents at each level, bridged days included</text>`;
  return render(svgOf(w, h, body), w, h);
}

/**
 * The timeline: one bar per capability from its first to its last working day, in the document's colour, over a
 * date axis (the Monday of each week shown, from the contract start), with the mobilisation shaded, each milestone a
 * diamond on its capability's bar, and a legend.
 */
export function timelineChart(
  m: DocumentModel,
  colour = '#0F4C81',
  limit = 40,
): Promise<ChartImage> | undefined {
  const caps = m.capabilities.slice(0, limit);
  if (!caps.length) return undefined;
  const rowH = 22;
  const w = 640;
  const left = 220;
  const width = w - left - 20;
  const top = 30;
  const h = top + caps.length * rowH + 62;
  // Three days past the last, so the last milestone's diamond sits inside the plot (a reader found it on the edge).
  const total = Math.max(1, ...caps.map((c) => c.endDay)) + 3;
  const axisY = top + caps.length * rowH + 4;
  const fill = colour.startsWith('#') ? colour : `#${colour}`;
  const dayX = (day: number) => left + (day / total) * width;
  const contract = Date.parse(`${m.totals.contractStart}T00:00:00Z`);
  const label = (day: number) =>
    new Date(contract + day * 86_400_000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  let body = `<text x="${w / 2}" y="18" font-size="13" text-anchor="middle" font-weight="bold">Delivery ${esc(m.totals.workStartText)} to ${esc(m.totals.endDateText)}</text>`;
  const mobilisation = Math.min(
    total,
    Math.max(0, (caps[0]?.startDay ?? 0) > 0 ? Math.min(...caps.map((c) => c.startDay)) : 0),
  );
  if (mobilisation > 0)
    body += `<rect x="${left}" y="${top}" width="${dayX(mobilisation) - left}" height="${axisY - top}" fill="#F3F2F1"/>`;
  // Week lines on Mondays (the contract starts on the 1st, whatever its weekday).
  const firstMonday = (8 - new Date(contract).getUTCDay()) % 7;
  const weeks = Math.ceil((total - firstMonday) / 7);
  const step = Math.max(1, Math.ceil(weeks / 8));
  for (let k = 0; k * 7 + firstMonday <= total; k += step) {
    const day = k * 7 + firstMonday;
    const x = dayX(day);
    body += `<line x1="${x}" y1="${top}" x2="${x}" y2="${axisY}" stroke="#EDEBE9"/><line x1="${x}" y1="${axisY}" x2="${x}" y2="${axisY + 4}" stroke="#605E5C"/><text x="${x}" y="${axisY + 16}" font-size="9" text-anchor="middle" fill="#605E5C">${esc(label(day))}</text>`;
  }
  body += `<line x1="${left}" y1="${axisY}" x2="${left + width}" y2="${axisY}" stroke="#605E5C"/>`;
  body += `<text x="${left + width / 2}" y="${axisY + 30}" font-size="10" text-anchor="middle" fill="#605E5C">Week commencing</text>`;
  // A capability that is part of another is set in under it, as the effort table lists it "of which", its bar
  // lighter: its work is within its parent's bar, not added to it (readers of issue 29 read the rows as peers).
  const depthOf = (c: { path: string }) => c.path.split('/').length;
  const shallowest = Math.min(...caps.map(depthOf));
  caps.forEach((c, i) => {
    const y = top + 2 + i * rowH;
    const depth = Math.min(3, depthOf(c) - shallowest);
    body += `<text x="${8 + depth * 12}" y="${y + 15}" font-size="10">${esc(clip(c.name, 34 - depth * 2))}</text>`;
    const x = dayX(c.startDay);
    const bw = Math.max(2, ((c.endDay - c.startDay) / total) * width);
    body += `<rect x="${x}" y="${y + 3}" width="${bw}" height="${rowH - 6}" rx="3" fill="${fill}"${depth ? ' fill-opacity="0.6"' : ''}/>`;
  });
  // The milestones (each the end of a capability's phase, as the milestones table lists them) as diamonds on their
  // capability's bar: readers asked where the milestones fall against the bars.
  const rowOf = new Map(caps.map((c, i) => [c.path, i] as const));
  let milestones = 0;
  for (const ms of m.bid.milestones) {
    const i = ms.capability === undefined ? undefined : rowOf.get(ms.capability);
    if (i === undefined) continue;
    const x = dayX((Date.parse(`${ms.date}T00:00:00Z`) - contract) / 86_400_000 + 1);
    const cy = top + 2 + i * rowH + rowH / 2;
    body += diamond(x, cy, 5);
    milestones++;
  }
  // Legend: the bars, the mobilisation and the milestones.
  const ly = h - 12;
  const parts = caps.some((c) => depthOf(c) > shallowest);
  let lx = parts ? 8 : left;
  body += `<rect x="${lx}" y="${ly - 9}" width="12" height="10" rx="2" fill="${fill}"/><text x="${lx + 18}" y="${ly}" font-size="10">Work on the capability, first to last day</text>`;
  lx += 230;
  if (parts) {
    body += `<rect x="${lx}" y="${ly - 9}" width="12" height="10" rx="2" fill="${fill}" fill-opacity="0.6"/><text x="${lx + 18}" y="${ly}" font-size="10">Part of the capability above</text>`;
    lx += 180;
  }
  if (mobilisation > 0)
    if (mobilisation > 0) {
      body += `<rect x="${lx}" y="${ly - 9}" width="12" height="10" fill="#F3F2F1" stroke="#C8C6C4"/><text x="${lx + 18}" y="${ly}" font-size="10">Mobilisation</text>`;
      lx += 90;
    }
  if (milestones)
    body += `${diamond(lx + 6, ly - 4, 5)}<text x="${lx + 18}" y="${ly}" font-size="10">Milestone</text>`;
  return render(svgOf(w, h, body), w, h);
}

/** A milestone's diamond, dark with a white edge so it reads on a bar and off it. */
function diamond(x: number, y: number, r: number): string {
  return `<path d="M${x} ${y - r} L${x + r} ${y} L${x} ${y + r} L${x - r} ${y} Z" fill="#201F1E" stroke="#FFFFFF" stroke-width="1"/>`;
}
