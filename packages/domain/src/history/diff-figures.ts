/**
 * The diff's figures (docs/history.md, "What a diff shows"): the estimate and the staffing by level (full access
 * only, from the estimate each side carries), the schedule's dates and the risk assessment.
 */
import type { Schedule } from '../schedule/schedule.ts';
import type { SolutionEstimateView } from '../contracts/estimate-view.ts';
import type { DiffSolution } from './diff-details.ts';
import { formatDateLong } from '../format/dates.ts';
import { formatNumber1, formatPersonWeeks } from '../format/numbers.ts';
import { DEFAULT_PEOPLE_SETTINGS } from '../builder/clamps.ts';
import { RISK_ANSWERS, riskScores } from '../risk/score.ts';
import {
  type ChangeList,
  hoursValue,
  percentValue,
  poundsValue,
  rateValue,
  shortValue,
  type ValueRow,
} from './diff-values.ts';

type Estimate = SolutionEstimateView;

/** '4.3 calendar weeks' (a duration, not effort). */
const calendarWeeks = (w: number) => `${formatNumber1(w)} calendar ${w === 1 ? 'week' : 'weeks'}`;

const BASIS: Readonly<Record<Estimate['basis'], string>> = { rom: 'ROM', detailed: 'Detailed' };
const LOCATION: Readonly<Record<string, string>> = { ONSHORE: 'onshore', OFFSHORE: 'offshore' };

/** '10 %, 120 h' */
const shareAndHours = (part: { percent: number; hours: number } | undefined) =>
  part ? `${percentValue(part.percent)}, ${hoursValue(part.hours)}` : undefined;

/** The estimate's figures in the order of the estimate panel. */
const ESTIMATE_FIGURES: readonly ValueRow<Estimate>[] = [
  ['estimate.basis', 'Estimate basis', (e) => BASIS[e.basis]],
  ['estimate.hours.low', 'Hours (low)', (e) => hoursValue(e.hours.low)],
  ['estimate.hours.expected', 'Hours (expected)', (e) => hoursValue(e.hours.expected)],
  ['estimate.hours.high', 'Hours (high)', (e) => hoursValue(e.hours.high)],
  ['estimate.contingency', 'Contingency', (e) => shareAndHours(e.contingency)],
  ['estimate.governance', 'Governance', (e) => shareAndHours(e.governance)],
  ['estimate.totalHours', 'Total hours', (e) => hoursValue(e.totalHours)],
  ['estimate.personWeeks', 'Effort', (e) => formatPersonWeeks(e.personWeeks)],
  ['estimate.price', 'Price', (e) => poundsValue(e.price.amount)],
  ['estimate.cost', 'Cost', (e) => poundsValue(e.cost.amount)],
  ['estimate.marginPercent', 'Margin', (e) => percentValue(e.marginPercent)],
  ['estimate.blendedRate.price', 'Blended price rate', (e) => rateValue(e.blendedRate.price)],
  ['estimate.blendedRate.cost', 'Blended cost rate', (e) => rateValue(e.blendedRate.cost)],
  ['estimate.rateCardVersion', 'Rate card version', (e) => String(e.rateCardVersion)],
  ['estimate.unpricedHours', 'Hours without a rate', (e) => hoursValue(e.unpricedHours)],
];

/** The estimate's figures, each a line when it changed. Never called for readers without full access. */
export function diffEstimate(a: Estimate | undefined, b: Estimate | undefined, out: ChangeList): void {
  if (!a && !b) return;
  out.table('estimate', ESTIMATE_FIGURES, a, b);
}

/** Hours by staffing level and location (full access only), and the onshore share. */
export function diffStaffing(a: Estimate | undefined, b: Estimate | undefined, out: ChangeList): void {
  if (!a && !b) return;
  type Row = Estimate['byLevel'][number];
  const key = (r: Row) => `${r.levelId}:${r.location}`;
  const rows = (e: Estimate | undefined) => {
    const map = new Map<string, Row>();
    for (const r of e?.byLevel ?? []) {
      const known = map.get(key(r));
      map.set(key(r), known ? { ...known, hours: known.hours + r.hours } : r);
    }
    return map;
  };
  const before = rows(a);
  const after = rows(b);
  const label = (r: Row) => `Hours at ${r.level} (${LOCATION[r.location] ?? r.location})`;
  for (const [k, r] of after)
    out.value(
      'staffing',
      `estimate.byLevel[${k}]`,
      label(r),
      hoursValue(before.get(k)?.hours),
      hoursValue(r.hours),
    );
  for (const [k, r] of before)
    if (!after.has(k))
      out.value('staffing', `estimate.byLevel[${k}]`, label(r), hoursValue(r.hours), undefined);
  out.value(
    'staffing',
    'estimate.onshoreShare',
    'Onshore share of the hours',
    a ? percentValue(a.onshoreShare * 100) : undefined,
    b ? percentValue(b.onshoreShare * 100) : undefined,
  );
}

export interface ScheduleSide {
  solution: DiffSolution;
  estimate?: Estimate | undefined;
  schedule?: Schedule | undefined;
}

/** Start, end and calendar weeks of delivery: from the side's schedule, else from its estimate's duration. */
function deliveryOf(side: ScheduleSide): { start: string; end: string; weeks?: number } | undefined {
  if (side.schedule) {
    return side.schedule.hours > 0
      ? { start: side.schedule.workStart, end: side.schedule.endDate }
      : undefined;
  }
  return side.estimate?.duration ?? undefined;
}

/**
 * The schedule (full access only: the dates of the work follow from its hours): delivery start and end, each
 * capability's start and end when both sides carry a schedule, mobilisation and bridge gap.
 */
export function diffSchedule(a: ScheduleSide, b: ScheduleSide, out: ChangeList): void {
  const da = deliveryOf(a);
  const db = deliveryOf(b);
  const date = (iso: string | undefined) => (iso ? formatDateLong(iso) || iso : undefined);
  out.value('schedule', 'schedule.start', 'Delivery start', date(da?.start), date(db?.start));
  out.value('schedule', 'schedule.end', 'Delivery end', date(da?.end), date(db?.end));
  if (da?.weeks !== undefined || db?.weeks !== undefined)
    out.value(
      'schedule',
      'schedule.weeks',
      'Duration',
      da?.weeks !== undefined ? calendarWeeks(da.weeks) : undefined,
      db?.weeks !== undefined ? calendarWeeks(db.weeks) : undefined,
    );
  const people = (s: DiffSolution) => ({ ...DEFAULT_PEOPLE_SETTINGS, ...s.state.peopleSettings });
  const pa = people(a.solution);
  const pb = people(b.solution);
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  out.value(
    'schedule',
    'state.peopleSettings.mobilisation',
    'Mobilisation',
    days(pa.mobilisation),
    days(pb.mobilisation),
  );
  out.value('schedule', 'state.peopleSettings.gap', 'Bridge gap', days(pa.gap), days(pb.gap));
  if (!a.schedule || !b.schedule) return;
  const spans = (s: Schedule) => new Map(s.capabilities.map((c) => [c.id, c]));
  const before = spans(a.schedule);
  const after = spans(b.schedule);
  const span = (c: { startDate: string; endDate: string } | undefined) =>
    c ? `${formatDateLong(c.startDate)} to ${formatDateLong(c.endDate)}` : undefined;
  for (const [id, c] of after) {
    const was = before.get(id);
    // A capability coming into or going out of scope is a scope change; only dates that moved are listed here.
    if (was) out.value('schedule', `schedule.capabilities[${id}]`, `Dates of ${c.name}`, span(was), span(c));
  }
}

const answerLabel = (id: number | undefined) =>
  id === undefined ? 'Not answered' : (RISK_ANSWERS.find((x) => x.id === id)?.label ?? String(id));

/** Risk answers (by question) and the overall score, from state.risk. */
export function diffRisk(a: DiffSolution, b: DiffSolution, out: ChangeList): void {
  const qa = a.state.risk?.questions ?? [];
  const qb = b.state.risk?.questions ?? [];
  if (qa.length === 0 && qb.length === 0) return;
  const before = new Map(qa.map((q) => [q.id, q]));
  const picked = (q: (typeof qa)[number] | undefined) => q?.answers.find((x) => x.selected);
  for (const q of qb) {
    const was = before.get(q.id);
    const pa = picked(was);
    const pb = picked(q);
    const label = `Risk: ${shortValue(q.text) ?? q.id}`;
    out.value('risk', `state.risk.questions[${q.id}]`, label, answerLabel(pa?.id), answerLabel(pb?.id));
    if (pa && pb && pa.id === pb.id) {
      out.value(
        'risk',
        `state.risk.questions[${q.id}].description`,
        `${label} (description)`,
        pa.description,
        pb.description,
      );
      out.value(
        'risk',
        `state.risk.questions[${q.id}].mitigatingActions`,
        `${label} (mitigating actions)`,
        pa.mitigatingActions,
        pb.mitigatingActions,
      );
    }
    out.value(
      'risk',
      `state.risk.questions[${q.id}].notes`,
      `${label} (notes)`,
      was?.notes || undefined,
      q.notes || undefined,
    );
  }
  const score = (qs: typeof qa) => riskScores(qs).overall.toFixed(2);
  out.value('risk', 'risk.overall', 'Overall risk score', score(qa), score(qb));
}
