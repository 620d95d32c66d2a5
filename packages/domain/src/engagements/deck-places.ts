/**
 * The client's own places and figures in what we heard (client-side reader, ADR 0068 amended: answers said 'each team
 * and site' to a client who had named its depots, trains and control). A point's places ('depots', 'trains', 'the
 * contact centre') are read from a short vocabulary; a point naming none borrows those of the first point that names
 * some (the client's context, usually the point on their people and sites). The places are general (no client is
 * named here).
 */
import { andList } from '../format/lists.ts';

interface Place {
  /** Matches the place, singular or plural. */
  pattern: RegExp;
  /** Its name as the deck says it: 'depots'. */
  name: string;
  /** Where people are, with its preposition: 'at depots', 'on trains'. */
  at: string;
}

const PLACES: readonly Place[] = [
  { pattern: /\bbranch(?:es)?\b/i, name: 'branches', at: 'in branches' },
  { pattern: /\bdepots?\b/i, name: 'depots', at: 'at depots' },
  { pattern: /\btrains?\b/i, name: 'trains', at: 'on trains' },
  { pattern: /\bwards?\b/i, name: 'wards', at: 'on wards' },
  { pattern: /\bschools?\b/i, name: 'schools', at: 'in schools' },
  { pattern: /\bshops\b/i, name: 'shops', at: 'in shops' },
  { pattern: /\bcontact cent(?:re|er)s?\b/i, name: 'contact centre', at: 'in the contact centre' },
  { pattern: /\bhead office\b/i, name: 'head office', at: 'at head office' },
  { pattern: /\bsites?\b/i, name: 'sites', at: 'at your sites' },
];

/** 'Control' (a control room or centre) counts only beside another place: 'between depots, trains and control'. */
const CONTROL: Place = {
  pattern: /\bcontrol(?: rooms?| cent(?:re|er)s?)?\b/i,
  name: 'control',
  at: 'in control',
};

/** The places a point names, in the order it names them. */
export function pointPlaces(point: string): Place[] {
  const found = PLACES.filter((p) => p.pattern.test(point));
  const all = found.length && CONTROL.pattern.test(point) ? [...found, CONTROL] : found;
  return all.sort((a, b) => point.search(a.pattern) - point.search(b.pattern));
}

/** The places of the point, else those of the first point of `context` that names some. */
export function placesOf(point: string, context: readonly string[] = []): Place[] {
  const own = pointPlaces(point);
  if (own.length) return own;
  for (const p of context) {
    const theirs = pointPlaces(p);
    if (theirs.length) return theirs;
  }
  return [];
}

/** 'your depots, trains and control'; undefined with no places. */
export function yourPlaces(places: readonly Place[]): string | undefined {
  return places.length ? `your ${andList(places.map((p) => p.name))}` : undefined;
}

/** 'at depots and on trains'; undefined with no places. */
export function atPlaces(places: readonly Place[]): string | undefined {
  return places.length ? andList(places.map((p) => p.at)) : undefined;
}

/** 'depots, trains and control'; undefined with no places. */
export function placeNames(places: readonly Place[]): string | undefined {
  return places.length ? andList(places.map((p) => p.name)) : undefined;
}

/** Items joined as a reader says them, with ', and' before the last where an item has an 'and' of its own. */
export function topicList(items: readonly string[]): string {
  if (items.length > 1 && items.slice(0, -1).some((i) => i.includes(' and ')))
    return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
  return andList(items);
}
