/**
 * What a capability search matches (issue 32, ADR 0058): a seller looks for what the work does ("conditional
 * access", "autopilot"), which is often said only in a capability's description or in one of its actions. The
 * name is tried first, then the description, then each action's name and description (sub-actions included); the
 * first that holds the term is the match, told to the person as a short reason under the name.
 */
import type { Action, Capability } from '../contracts/catalogue.ts';
import { decodeEntities } from '../format/rich-text-runs.ts';

/** Where a capability matched: on its name (no reason shown), or a short reason naming the text that holds it. */
export interface CapabilityMatch {
  onName: boolean;
  /** '' on the name; otherwise for example 'Action: Enforce Conditional Access policies'. */
  reason: string;
}

/** How many characters of a description a reason quotes either side of the term. */
const QUOTE_SIDE = 30;

/** The text a reader sees of a stored rich text: tags gone, entities read, whitespace as single spaces. */
export function searchableText(rich: string | undefined): string {
  if (!rich) return '';
  return decodeEntities(rich.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words around the term in a text, with an ellipsis where it was cut. */
function quote(text: string, at: number, length: number): string {
  const start = Math.max(0, at - QUOTE_SIDE);
  const end = Math.min(text.length, at + length + QUOTE_SIDE);
  // Cut at word boundaries so no word is shown in part.
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
  const toSpace = end === text.length ? end : text.lastIndexOf(' ', end);
  const to = toSpace > at + length ? toSpace : end;
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

function describedMatch(label: string, rich: string | undefined, needle: string): string | undefined {
  const text = searchableText(rich);
  const at = text.toLowerCase().indexOf(needle);
  return at < 0 ? undefined : `${label}: ${quote(text, at, needle.length)}`;
}

function actionMatch(actions: readonly Action[] | undefined, needle: string): string | undefined {
  for (const action of actions ?? []) {
    if (action.name.toLowerCase().includes(needle)) return `Action: ${action.name}`;
    const inText = describedMatch(`Action ‘${action.name}’`, action.description, needle);
    if (inText) return inText;
    const below = actionMatch(action.actions, needle);
    if (below) return below;
  }
  return undefined;
}

/**
 * Where a capability holds the term (case-insensitive; the term as typed, trimmed), or undefined when it does not.
 * Child capabilities are not looked into: each is a result of its own.
 */
export function capabilityMatch(cap: Capability, term: string): CapabilityMatch | undefined {
  const needle = term.trim().toLowerCase();
  if (needle === '') return undefined;
  if (cap.name.toLowerCase().includes(needle)) return { onName: true, reason: '' };
  const reason = describedMatch('Description', cap.description, needle) ?? actionMatch(cap.actions, needle);
  return reason === undefined ? undefined : { onName: false, reason };
}

/** Results matched on the name first, then the rest; each group keeps its own (catalogue) order. */
export function nameMatchesFirst<T extends { match: CapabilityMatch }>(hits: readonly T[]): T[] {
  return [...hits.filter((h) => h.match.onName), ...hits.filter((h) => !h.match.onName)];
}
