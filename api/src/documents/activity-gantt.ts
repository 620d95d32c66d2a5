/**
 * The solution plan's activity chart (issue 29): every in-scope activity as a bar by week, under its capability,
 * coloured by its AEP phase in tints of the document's colour, with each go-ahead marked as a gate. A delivery lead
 * reads the order of the work from it (what runs beside what, where the pilots and the gates fall), which the
 * capability timeline cannot show.
 */
import { AEP_PHASES, PHASE_LABELS, type AepPhase, type DocumentModel } from '@portal/domain';
import { clip, esc, render, svgOf, type ChartImage } from './chart-images.ts';

/**
 * The share of the document's colour each phase is drawn in (the rest white): the later the phase, the darker. The
 * testing phases are drawn in a grey of their own (readers could not tell Build, Testing and Fixes apart in three
 * close tints of one colour: forty-eighth reading), the fixes lighter than the tests.
 */
const PHASE_TINT: Readonly<Record<AepPhase, number>> = {
  Plan: 0.25,
  Analyze: 0.25,
  Design: 0.45,
  Build: 0.7,
  'Test Prep': 0.55,
  'Test Exec': 0.55,
  'Test Fix': 0.3,
  Deploy: 1,
};
const TEST_GREY = '#323130';
const isTest = (p: AepPhase) => p === 'Test Prep' || p === 'Test Exec' || p === 'Test Fix';
const phaseFill = (colour: string, p: AepPhase) => tint(isTest(p) ? TEST_GREY : colour, PHASE_TINT[p]);

function tint(hex: string, share: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const mix = (c: number) => Math.round(c * share + 255 * (1 - share));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

/** The chart, or undefined when nothing is scheduled. At most `limit` activities are drawn. */
export function activityGantt(
  m: DocumentModel,
  colour = '#0F4C81',
  limit = 60,
): Promise<ChartImage> | undefined {
  const rows: {
    label: string;
    bold: boolean;
    start: number;
    end: number;
    phase?: AepPhase;
    gate: boolean;
  }[] = [];
  for (const c of m.capabilities) {
    if (rows.length >= limit) break;
    rows.push({ label: c.name, bold: true, start: c.startDay, end: c.endDay, gate: false });
    for (const a of c.actions) {
      if (rows.length >= limit) break;
      rows.push({
        label: a.name,
        bold: false,
        start: a.startDay,
        end: a.endDay,
        phase: a.phase as AepPhase,
        gate: /go-ahead/i.test(a.name),
      });
    }
  }
  if (!rows.length) return undefined;
  const fill = colour.startsWith('#') ? colour : `#${colour}`;
  const rowH = 16;
  const w = 640;
  const left = 250;
  const width = w - left - 20;
  const top = 12;
  const axisY = top + rows.length * rowH + 4;
  const h = axisY + 74;
  const total = Math.max(1, ...rows.map((r) => r.end));
  const dayX = (day: number) => left + (day / total) * width;
  const contract = Date.parse(`${m.totals.contractStart}T00:00:00Z`);
  const label = (day: number) =>
    new Date(contract + day * 86_400_000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  let body = '';
  // Week lines on Mondays, labelled every few weeks.
  const firstMonday = (8 - new Date(contract).getUTCDay()) % 7;
  const weeks = Math.ceil((total - firstMonday) / 7);
  const step = Math.max(1, Math.ceil(weeks / 8));
  for (let k = 0; k * 7 + firstMonday <= total; k += 1) {
    const x = dayX(k * 7 + firstMonday);
    body += `<line x1="${x}" y1="${top}" x2="${x}" y2="${axisY}" stroke="${k % step === 0 ? '#E1DFDD' : '#F3F2F1'}"/>`;
    if (k % step === 0)
      body += `<line x1="${x}" y1="${axisY}" x2="${x}" y2="${axisY + 4}" stroke="#605E5C"/><text x="${x}" y="${axisY + 16}" font-size="9" text-anchor="middle" fill="#605E5C">${esc(label(k * 7 + firstMonday))}</text>`;
  }
  body += `<line x1="${left}" y1="${axisY}" x2="${left + width}" y2="${axisY}" stroke="#605E5C"/>`;
  body += `<text x="${left + width / 2}" y="${axisY + 30}" font-size="10" text-anchor="middle" fill="#605E5C">Week commencing</text>`;
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    const x = dayX(r.start);
    const bw = Math.max(2, dayX(r.end) - x);
    if (r.bold) {
      body += `<text x="4" y="${y + 12}" font-size="9.5" font-weight="bold">${esc(clip(r.label, 44))}</text>`;
      body += `<rect x="${x}" y="${y + 6}" width="${bw}" height="3" fill="#A19F9D"/>`;
      return;
    }
    body += `<text x="14" y="${y + 12}" font-size="9">${esc(clip(r.label, 44))}</text>`;
    body += `<rect x="${x}" y="${y + 3}" width="${bw}" height="${rowH - 6}" rx="2" fill="${phaseFill(fill, r.phase ?? 'Plan')}"/>`;
    if (r.gate) {
      const gx = x + bw;
      const gy = y + rowH / 2;
      body += `<path d="M${gx} ${gy - 6} L${gx + 6} ${gy} L${gx} ${gy + 6} L${gx - 6} ${gy} Z" fill="#323130"/>`;
    }
  });
  // Legend: the phases drawn, then the gate.
  const phases = [...new Set(rows.flatMap((r) => (r.phase ? [r.phase] : [])))].sort(
    (a, b) => AEP_PHASES.indexOf(a) - AEP_PHASES.indexOf(b),
  );
  let lx = left - 240;
  const ly = axisY + 52;
  for (const p of phases) {
    const name = PHASE_LABELS[p];
    body += `<rect x="${lx}" y="${ly - 9}" width="12" height="10" rx="2" fill="${phaseFill(fill, p)}"/><text x="${lx + 16}" y="${ly}" font-size="9">${esc(name)}</text>`;
    lx += 24 + name.length * 5.6;
  }
  if (rows.some((r) => r.gate))
    body += `<path d="M${lx + 6} ${ly - 10} L${lx + 12} ${ly - 4} L${lx + 6} ${ly + 2} L${lx} ${ly - 4} Z" fill="#323130"/><text x="${lx + 16}" y="${ly}" font-size="9">Go-ahead</text>`;
  return render(svgOf(w, h, body), w, h);
}
