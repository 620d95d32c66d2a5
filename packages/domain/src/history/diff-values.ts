/**
 * How the diff writes values (docs/history.md, "What a diff shows"): as a person reads them on the portal's
 * screens, in UK formats, every value shortened to MAX_CHANGE_VALUE characters as the audit trail does.
 */
import type { HistoryArea, HistoryChange } from '../contracts/history.ts';
import { formatHours, formatNumber1, formatPounds } from '../format/numbers.ts';

/** The most characters of a before or after value (longer texts end in '…'). */
export const MAX_CHANGE_VALUE = 200;

/** A value shortened to MAX_CHANGE_VALUE characters, whitespace runs made one space; undefined stays absent. */
export function shortValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > MAX_CHANGE_VALUE ? `${text.slice(0, MAX_CHANGE_VALUE - 1)}…` : text;
}

/** A value compared on both sides: its path, its label and how it reads on one side. */
export type ValueRow<T> = readonly [path: string, label: string, read: (side: T) => string | undefined];

/** Collects the changes of one area in the order they are found. */
export class ChangeList {
  readonly items: HistoryChange[] = [];
  /** While true, every change recorded is marked fullAccessOnly (hours, cost, price, dates of work). */
  restricted = false;

  /** Records a change when the two values differ (both shortened); nothing when they read the same. */
  value(
    area: HistoryArea,
    path: string,
    label: string,
    before: string | undefined,
    after: string | undefined,
    fullAccessOnly = false,
  ) {
    if (before === after) return;
    const b = shortValue(before);
    const a = shortValue(after);
    if (b === a) return;
    this.push({ area, path, label, before: b, after: a, ...(fullAccessOnly ? { fullAccessOnly } : {}) });
  }

  /** One line per row whose value reads differently on the two sides (a side that is absent reads nothing). */
  table<T>(area: HistoryArea, rows: readonly ValueRow<T>[], a: T | undefined, b: T | undefined) {
    for (const [path, label, read] of rows)
      this.value(
        area,
        path,
        label,
        a === undefined ? undefined : read(a),
        b === undefined ? undefined : read(b),
      );
  }

  push(change: HistoryChange) {
    const out: HistoryChange = { area: change.area, path: change.path, label: change.label };
    if (change.before !== undefined) out.before = change.before;
    if (change.after !== undefined) out.after = change.after;
    if (change.words !== undefined) out.words = change.words;
    if (this.restricted || change.fullAccessOnly) out.fullAccessOnly = true;
    this.items.push(out);
  }
}

/** A number the way the screens show counts and quantities: '1,250', '2.5'. */
export const formatCount = (n: number | undefined): string | undefined =>
  n === undefined || !Number.isFinite(n) ? undefined : formatNumber1(n);

/** Hours as the screens show them ('1,234.5 h'); undefined when there is no figure. */
export const hoursValue = (h: number | undefined): string | undefined =>
  h === undefined || !Number.isFinite(h) ? undefined : formatHours(h);

/** Whole pounds ('£184,250'); undefined when there is no figure. */
export const poundsValue = (amount: number | undefined): string | undefined =>
  amount === undefined || !Number.isFinite(amount) ? undefined : formatPounds(amount);

/** A percentage as the estimate panel writes it ('44.9%'); undefined when there is no figure. */
export const percentValue = (p: number | undefined | null): string | undefined =>
  p === undefined || p === null || !Number.isFinite(p) ? undefined : `${formatNumber1(p)}%`;

const pence = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate to the penny, as the estimate panel writes it ('£96.04/h'); undefined when there is no figure. */
export const rateValue = (perHour: number | undefined): string | undefined =>
  perHour === undefined || !Number.isFinite(perHour) ? undefined : `£${pence.format(perHour)}/h`;

/** 'Yes' / 'No' for a flag (absent reads as No). */
export const yesNo = (flag: boolean | undefined): string => (flag ? 'Yes' : 'No');

/** A text or undefined when empty, so '' and absent read the same. */
export const textValue = (text: string | undefined | null): string | undefined =>
  text === undefined || text === null || text.trim() === '' ? undefined : text;
