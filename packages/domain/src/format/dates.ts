/** UK formats: timestamps HH:mm, DD-MM-YYYY; expected start YYYY-MM; weeks start on Monday. */

const pad = (n: number) => String(n).padStart(2, '0');

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (lists format many). */
const timestampFormats = new Map<string, Intl.DateTimeFormat>();

function timestampFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timestampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timestampFormats.set(timeZone, format);
  }
  return format;
}

/** 'HH:mm, DD-MM-YYYY' in the given time zone (default Europe/London). */
export function formatTimestamp(iso: string | Date, timeZone = 'Europe/London'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const parts = timestampFormat(timeZone).formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('hour')}:${get('minute')}, ${get('day')}-${get('month')}-${get('year')}`;
}

/** 'YYYY-MM' of a date (UTC). */
export function yearMonthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Relative time in British English, e.g. '5 minutes ago', 'yesterday', 'just now'. */
export function formatRelative(iso: string | Date, now: Date = new Date()): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  // A time ahead of the clock it is read against (a save stamped by the server after the page's clock last
  // ticked, or a little clock skew) is never shown as future: 'in 1 minute' right after a save (issue 18).
  const seconds = Math.min(0, Math.round((date.getTime() - now.getTime()) / 1000));
  if (Math.abs(seconds) < 45) return 'just now';
  const rtf = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute') {
      return rtf.format(Math.round(seconds / size), unit);
    }
  }
  return 'just now';
}

/** 'DD-MM-YYYY' of a calendar date 'YYYY-MM-DD' ('' when it is not one). */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar date 'YYYY-MM-DD' written out as a client reads it: '15 March 2027' ('' when it is not one). */
export function formatDateLong(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? LONG_MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : '';
}

/**
 * A date as a UK user types it, as 'YYYY-MM-DD' ('' when it is not a calendar date): '12/11/2026' or '12-11-2026'
 * (day first), '12 November 2026' or '12 Nov 2026', and '2026-11-12'. Two-digit years are read as 20YY.
 */
export function parseUkDate(text: string): string {
  const t = text.trim();
  let day: number, month: number, year: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  const words = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(t);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  else if (words) {
    const name = words[2]!.toLowerCase();
    const index = LONG_MONTHS.findIndex(
      (m) => m.toLowerCase() === name || m.slice(0, 3).toLowerCase() === name,
    );
    [day, month, year] = [Number(words[1]), index + 1, Number(words[3])];
  } else return '';
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return '';
  return date.toISOString().slice(0, 10);
}

/** A calendar date 'YYYY-MM-DD' as a narrow table column shows it: '15 Mar 2027' ('' when it is not one). */
export function formatDateShort(isoDate: string): string {
  const long = formatDateLong(isoDate);
  return long.replace(/ ([A-Z][a-z]{2})[a-z]* /, ' $1 ');
}

/** 'YYYY-MM' as 'March 2027' (the text itself when it is not one). */
export function formatYearMonthLong(ym: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  const month = m ? LONG_MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${month} ${m[1]}` : ym;
}

/**
 * Calendar weeks from a first to a last day, both counted ('YYYY-MM-DD'), rounded up: a delivery that starts on a
 * Monday and ends on the Friday four weeks later takes 5 calendar weeks (0 when a date is missing or reversed).
 */
export function calendarWeeks(start: string, end: string): number {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0;
  return Math.ceil((Math.round((to - from) / 86_400_000) + 1) / 7);
}

/**
 * How long a span of days is, as a person says it: '4 weeks' (or a day more), '4 weeks and 2 days' (two to six
 * more; a day more under four weeks; a Monday to a Friday is whole weeks), '3 days' under a week. Readers counted the days: '25 weeks' for 24 weeks and 2 days was
 * a mistake to them (the estimate's calendar weeks, rounded up, stay a figure of their own).
 */
export function formatWeeksSpoken(start: string, end: string): string {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return '';
  const days = Math.round((to - from) / 86_400_000) + 1;
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const n = (w: number) => `${w} ${w === 1 ? 'week' : 'weeks'}`;
  if (weeks === 0) return `${days} ${days === 1 ? 'day' : 'days'}`;
  // Every day said: a reader of the fifty-second round counted '18 weeks' from a Monday to the Monday eighteen weeks
  // on as a day short (earlier readers had read 'just over 18 weeks' as a miscount: a figure settles both).
  if (rest === 0) return n(weeks);
  // A Monday to a Friday is whole working weeks: three readers of the fifty-fourth round read '17 weeks and 5 days'
  // from Monday 15 March to Friday 16 July as 18 weeks said oddly.
  if (rest === 5 && new Date(from).getUTCDay() === 1 && new Date(to).getUTCDay() === 5) return n(weeks + 1);
  // A figure, not 'just under 24 weeks': readers of the forty-eighth round asked how long 'just under' is.
  return `${n(weeks)} and ${rest} ${rest === 1 ? 'day' : 'days'}`;
}

/** A duration as a client reads it: '4 weeks and 2 days, 15 March 2027 to 13 April 2027' ('' without dates). */
export function formatCalendarSpan(start: string, end: string): string {
  const spoken = formatWeeksSpoken(start, end);
  if (!spoken) return '';
  return `${spoken}, ${formatDateLong(start)} to ${formatDateLong(end)}`;
}

/**
 * A span in long dates, the year once where both share it, each date kept on its line: '24 May to 28 May 2027',
 * '28 December 2026 to 8 January 2027' (the wave tables and the staffing table).
 */
export function formatSpanLong(start: string, end: string): string {
  const from = formatDateLong(start);
  const to = formatDateLong(end);
  if (start === end) return unbroken(to);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${unbroken(sameYear ? from.replace(/ \d{4}$/, '') : from)} to ${unbroken(to)}`;
}

/**
 * Text that must not wrap in a table cell or a label ('15 March 2027'): its spaces as no-break spaces, so the
 * column is made wide enough for it (columnWidths counts it as one word) and no reader sees it broken.
 */
export const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');
