/**
 * How the estimate panel writes its figures (docs/estimate.md, "The estimate panel"): pounds with thousands
 * separators and no pence (£184,250), rates to the penny (£123.45/h), hours and person-weeks to one decimal at
 * most, dates as 15 Mar 2027 (month names fixed here, not from the browser's locale data, which writes "Sept" in
 * some versions), a variance with its sign.
 */
import { formatWeeksSpoken, type Estimate, type EstimateBasis, type RateLocation } from '@portal/domain';

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const pence = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** -0 and tiny rounding leftovers read as 0. */
const clean = (n: number) => (Math.abs(n) < 0.05 ? 0 : n);

/** £184,250: whole pounds, thousands separated. */
export function formatPounds(amount: number): string {
  const n = Math.round(clean(amount));
  return `${n < 0 ? '-' : ''}£${whole.format(Math.abs(n))}`;
}

/** £123.45/h */
export function formatRate(perHour: number): string {
  return `£${pence.format(clean(perHour))}/h`;
}

/** 1,910.5 h */
export function formatHours(hours: number): string {
  return `${oneDecimal.format(clean(hours))} h`;
}

/** 47.8 person-weeks (effort: hours / 40). */
export function formatPersonWeeks(personWeeks: number): string {
  return `${oneDecimal.format(clean(personWeeks))} person-weeks`;
}

/** 44.9% */
export function formatPercent(percent: number): string {
  return `${oneDecimal.format(clean(percent))}%`;
}

/** '2027-03-15' → 15 Mar 2027 */
export function formatUkDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d || m > 12) return isoDate;
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

export function basisLabel(basis: EstimateBasis): string {
  return basis === 'rom' ? 'Based on the ROM' : 'Based on the detailed effort';
}

/**
 * Which hours the range comes from, with their total, and that the proposal is priced on this estimate (issue 30):
 * beside the ROM card's total, the panel says which figure is which.
 */
export function basisNote(estimate: Pick<Estimate, 'basis' | 'variance'>): string {
  return estimate.basis === 'rom'
    ? `Low, expected and high come from the ROM hours by size (${formatHours(estimate.variance.romHours)}). ` +
        'The proposal is priced on this estimate.'
    : `Low, expected and high come from the detailed effort of the actions (${formatHours(
        estimate.variance.detailedHours,
      )}). The proposal is priced on this estimate, not on the ROM.`;
}

export function locationLabel(location: RateLocation): string {
  return location === 'ONSHORE' ? 'Onshore' : 'Offshore';
}

const signed = (text: string, n: number) => (clean(n) > 0 ? `+${text}` : text);

/**
 * The other basis and how far it is from this one: on the ROM, the detailed effort against it; on the detailed
 * effort, the ROM. Hours and percent of the ROM, signed (detailed minus ROM, as the domain measures it).
 */
export function varianceText(estimate: Pick<Estimate, 'basis' | 'variance'>): {
  label: string;
  value: string;
} {
  const v = estimate.variance;
  const rom = v.romHours;
  const detailed = v.detailedHours;
  if (estimate.basis === 'rom' && detailed <= 0)
    return { label: 'Detailed effort', value: 'No detailed effort yet' };
  if (estimate.basis === 'detailed' && rom <= 0) return { label: 'ROM', value: 'No ROM sizes' };
  const difference = `${signed(formatHours(v.hours), v.hours)}${
    v.percent === null ? '' : ` (${signed(formatPercent(v.percent), v.percent)})`
  }`;
  return estimate.basis === 'rom'
    ? { label: 'Detailed effort', value: `${formatHours(detailed)}: ${difference} against the ROM` }
    : { label: 'ROM', value: `${formatHours(rom)}: the detailed effort is ${difference} against it` };
}

/** 15 Mar 2027 to 13 Apr 2027 */
export function formatDuration(duration: Estimate['duration']): { weeks: string; dates: string } | null {
  if (!duration) return null;
  return {
    // As every document says it: '4 weeks and 2 days' (formatWeeksSpoken).
    weeks: formatWeeksSpoken(duration.start, duration.end),
    dates: `${formatUkDate(duration.start)} to ${formatUkDate(duration.end)}`,
  };
}
