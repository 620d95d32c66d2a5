/**
 * The cover's title of an engagement the seller has not named (ADR 0068, amended): what the client needs, in the
 * words of the themes of what we heard ('Quicker sign-in, shared devices ready to use and lost devices secured'),
 * never the products we suggest (bid managers read 'Intune, Teams and Defender' as a list of products, not the
 * client's need). With nothing heard that a theme reads, the client's High priorities ('Where we can help with
 * employee experience and cyber security'); with none, 'Your priorities and where we can help' (deckTitle).
 */
import type { PriorityKey } from '../contracts/catalogue.ts';
import { andList } from '../format/lists.ts';
import { inSentence } from '../format/sentence-case.ts';
import { heardThemes } from './deck-heard-links.ts';

/** At most this many needs in the title. */
export const TITLE_NEEDS = 3;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The needs of what we heard, in the order the priorities slide shows the points (most important priority first):
 * the themes of each point bearing on the priority it is filed under; then those of the filed points bearing on no
 * priority ('the move to Windows 11'); then the themes of the points filed nowhere. Each need once, at most
 * TITLE_NEEDS; undefined when no theme with a need is heard.
 */
export function titleFromNeeds(
  heard: readonly string[],
  points: Readonly<Record<string, readonly string[]>>,
  ranked: readonly PriorityKey[],
): string | undefined {
  const filed = ranked.flatMap((key) => (points[key] ?? []).map((point) => ({ point, key })));
  const onRows = new Set(filed.map((f) => f.point));
  const themes = [
    ...filed.flatMap(({ point, key }) => heardThemes(point).filter((t) => t.priorities.includes(key))),
    ...filed.flatMap(({ point }) => heardThemes(point).filter((t) => !t.priorities.length)),
    ...heard.filter((p) => !onRows.has(p)).flatMap(heardThemes),
  ];
  const needs = [...new Set(themes.flatMap((t) => (t.need ? [t.need] : [])))];
  return needs.length ? sentence(andList(needs.slice(0, TITLE_NEEDS))) : undefined;
}

/**
 * The client's most important priorities as the title, by name (at most TITLE_NEEDS): 'Where we can help with
 * cyber security'.
 */
export function titleFromPriorities(labels: readonly string[]): string | undefined {
  if (!labels.length) return undefined;
  const names = labels.slice(0, TITLE_NEEDS).map(inSentence);
  return `Where we can help with ${andList(names)}`;
}
