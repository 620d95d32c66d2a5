/**
 * "Changed since approval" (issue 22, docs/history.md): whether a save that changes the price by more than a
 * percentage, or changes the scope (capabilities or actions in or out), clears the approvals given on an older
 * version. Off by default: approvals are only marked as given on an older version, never cleared.
 */
import type { Capability } from '../contracts/catalogue.ts';
import { historySettingsSchema, type HistorySettings } from '../contracts/history-settings.ts';

/** The section as typed on the Settings page: the percentage as text (empty: never), the scope rule. */
export interface TypedHistorySettings {
  pricePercent: string;
  scope: boolean;
}

export const typedHistorySettingsOf = (s: HistorySettings): TypedHistorySettings => ({
  pricePercent:
    s.clearApprovalOnChange.pricePercent === null ? '' : String(s.clearApprovalOnChange.pricePercent),
  scope: s.clearApprovalOnChange.scope,
});

/**
 * The settings typed ('12.5', '12.5 %', empty for never), or the message of each wrong input keyed by its path
 * ('clearApprovalOnChange.pricePercent'), as the API's 400 keys it under 'history.'.
 */
export function historySettingsFromTyped(
  typed: TypedHistorySettings,
):
  | { value: HistorySettings; problems: Record<string, never> }
  | { value?: undefined; problems: Record<string, string> } {
  const text = typed.pricePercent.trim().replace(/%$/, '').trim();
  const parsed = historySettingsSchema.safeParse({
    clearApprovalOnChange: { pricePercent: text === '' ? null : Number(text), scope: typed.scope },
  });
  if (parsed.success) return { value: parsed.data, problems: {} };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.map(String).join('.')] ??= issue.message;
  return { problems };
}

/** The ids of every capability and action in scope (selected), sub-capabilities and sub-actions included. */
export function scopeIds(items: readonly Capability[] | undefined): Set<string> {
  const ids = new Set<string>();
  const walkActions = (actions: Capability['actions']) => {
    for (const a of actions ?? []) {
      if (a.selected) ids.add(`a:${a.id}`);
      walkActions(a.actions);
    }
  };
  const walk = (caps: readonly Capability[] | undefined) => {
    for (const c of caps ?? []) {
      if (c.selected) ids.add(`c:${c.id}`);
      walkActions(c.actions);
      walk(c.items);
    }
  };
  walk(items);
  return ids;
}

export function scopeChanged(
  before: readonly Capability[] | undefined,
  after: readonly Capability[] | undefined,
) {
  const a = scopeIds(before);
  const b = scopeIds(after);
  return a.size !== b.size || [...a].some((id) => !b.has(id));
}

/** The price change in percent of the price before (any change from a price of 0 counts as infinite). */
export function priceChangePercent(before: number, after: number): number {
  if (before === after) return 0;
  if (before === 0) return Number.POSITIVE_INFINITY;
  return (Math.abs(after - before) / Math.abs(before)) * 100;
}

/**
 * Why a save clears the approvals given on an older version, in plain words, or undefined when it does not.
 * `price` is present only when the settings ask about the price (computing the estimate costs a little).
 */
export function approvalClearReason(
  settings: HistorySettings,
  change: { scopeChanged: boolean; price?: { before: number; after: number } },
): string | undefined {
  const rule = settings.clearApprovalOnChange;
  if (rule.scope && change.scopeChanged) return 'the scope changed';
  if (rule.pricePercent !== null && change.price) {
    const percent = priceChangePercent(change.price.before, change.price.after);
    if (percent > rule.pricePercent) return `the price changed by more than ${rule.pricePercent}%`;
  }
  return undefined;
}
