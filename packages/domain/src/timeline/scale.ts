/**
 * Timeline geometry (spec: Business constants; issue 7): a week is 40 px and a month 160 px at scale 0, scaled by
 * n + 1 above 0 and 1 / (|n| + 1) below; the scale runs -5..5; without `?scale=` the timeline takes the first
 * scale from 0 down to -5 whose width fits the window (default 1,500 px); `?page=` above 0 shows 5 capabilities,
 * the slice [page*5-5, page*5).
 */

export const WEEK_PX = 40;
export const MONTH_PX = 160;
export const ACTION_ARROW_PX = 12;
export const TRAILING_EMPTY_DAYS = 7;
export const MIN_SCALE = -5;
export const MAX_SCALE = 5;
export const DEFAULT_TIMELINE_WIDTH = 1500;
export const CAPABILITIES_PER_PAGE = 5;

/** The zoom factor of a scale step: n + 1 above 0, 1 / (|n| + 1) below, 1 at 0. */
export function scaleFactor(scale: number): number {
  return scale > 0 ? scale + 1 : 1 / (Math.abs(scale) + 1);
}

/** Clamps a scale to -5..5 in whole steps (a query parameter or the slider). */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 0;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale)));
}

/** Pixels per day at a scale (a week of 7 days is 40 px at scale 0). */
export function dayWidth(scale: number): number {
  return (WEEK_PX / 7) * scaleFactor(scale);
}

/** The width of a timeline of `days` days (with the 7 empty trailing days) at a scale. */
export function timelineWidth(days: number, scale: number): number {
  return (Math.max(0, days) + TRAILING_EMPTY_DAYS) * dayWidth(scale);
}

/**
 * The scale to draw at: the `?scale=` value when given (clamped), otherwise the first scale from 0 down to -5 at
 * which the timeline fits the window; -5 when none does.
 */
export function automaticScale(
  days: number,
  windowWidth = DEFAULT_TIMELINE_WIDTH,
  requested?: number,
): number {
  if (requested !== undefined && Number.isFinite(requested)) return clampScale(requested);
  for (let scale = 0; scale >= MIN_SCALE; scale--) {
    if (timelineWidth(days, scale) <= windowWidth) return scale;
  }
  return MIN_SCALE;
}

/** The capabilities a page shows: all for page 0 (or none given), else the slice [page*5-5, page*5). */
export function pageOf<T>(items: readonly T[], page: number | undefined): T[] {
  if (!page || page <= 0 || !Number.isInteger(page)) return [...items];
  return items.slice(page * CAPABILITIES_PER_PAGE - CAPABILITIES_PER_PAGE, page * CAPABILITIES_PER_PAGE);
}

/** The week header at a scale: 'W1' when a week is at least 32 px wide, '1' from 16 px, nothing below. */
export function weekLabel(weekIndex: number, scale: number): string {
  const width = WEEK_PX * scaleFactor(scale);
  if (width >= 32) return `W${weekIndex + 1}`;
  if (width >= 16) return String(weekIndex + 1);
  return '';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The month header at a scale: 'Mar 2027' when a month is at least 64 px wide, 'Mar' from 24 px, else ''. */
export function monthLabel(year: number, month: number, scale: number): string {
  const width = MONTH_PX * scaleFactor(scale);
  const name = MONTHS[month] ?? '';
  if (width >= 64) return `${name} ${year}`;
  if (width >= 24) return name;
  return '';
}

/** The months a timeline of `days` days from `contractStart` ('YYYY-MM-DD', the 1st) crosses. */
export function monthsOf(
  contractStart: string,
  days: number,
): { year: number; month: number; startDay: number }[] {
  const [y, m] = contractStart.split('-').map(Number);
  const start = Date.UTC(y ?? 1970, (m ?? 1) - 1, 1);
  const out: { year: number; month: number; startDay: number }[] = [];
  for (let i = 0; ; i += 1) {
    const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + i, 1));
    const startDay = Math.round((date.getTime() - start) / 86_400_000);
    if (startDay >= days && i > 0) break;
    out.push({ year: date.getUTCFullYear(), month: date.getUTCMonth(), startDay });
  }
  return out;
}
