/**
 * What a priority means for the client, as outcomes (client-side reader, ADR 0068 amended): the priorities slide's
 * 'What it means for you' repeated the points of 'What we heard' almost word for word, and listed a device count as a
 * meaning. Each point filed under a priority (deck-heard-links.ts priorityPoints) is now said as the outcome its
 * themes stand for, for that priority ('Shifts start on time, on a shared device ready for whoever picks it up'),
 * never the point quoted; the places the point names stand in where the outcome has them ('Your branches open …'),
 * never its figures. The outcomes are general (no client is named here).
 */
import type { PriorityKey } from '../contracts/catalogue.ts';
import { heardThemes } from './deck-heard-links.ts';
import { pointPlaces, placeNames, yourPlaces } from './deck-places.ts';

/** An outcome, and its wording where the point names places ({places}: 'your depots, trains and control'). */
type Outcome = string | { text: string; withPlaces: string };

/**
 * The outcome of each theme, by theme id, for any priority it bears on or for each. In this order a point's themes
 * are said (working from home or shared devices before the sign-in they mention).
 */
export const PRIORITY_OUTCOMES: Readonly<Record<string, Outcome | Partial<Record<PriorityKey, Outcome>>>> = {
  'remote-work': 'Working from home as quick and easy as in the office',
  'shared-devices': {
    EX: 'Shifts start on time, on a shared device ready for whoever picks it up',
    OE: 'Shared devices ready between shifts with no one setting them up',
  },
  'sign-in': 'Less time lost signing in, with fewer prompts',
  'lost-devices': 'Your data safe when a device is lost or stolen',
  credentials: 'No way in with a stolen password alone',
  threats: 'Attacks found and stopped before they do harm',
  patching: {
    CS: 'Known weaknesses closed on time, the most exposed devices first',
    OE: 'Devices kept up to date without chasing each one',
  },
  'end-of-support': 'Devices back in support, with security updates again',
  applications: 'The applications people rely on working as usual through the change',
  'cloud-management': 'Devices set up and kept up to date from the cloud, with less effort',
  'no-disruption': {
    text: 'Everyday work carrying on as usual through the change',
    withPlaces: '{places} open and working as usual throughout the change',
  },
  slow: 'Less time spent waiting on your IT',
  'ageing-devices': 'Ageing devices renewed at a pace your budget allows',
  spending: 'Spending you can plan for, kept to what you use',
  'service-desk': {
    EX: 'Help that is easy to reach, the same wherever people work',
    OE: 'Less effort to support your people, wherever they work',
  },
  collaboration: {
    EX: 'People in touch with each other, wherever they work',
    OE: {
      text: 'Messages reaching the right people quickly',
      withPlaces: 'Messages reaching the right people quickly, between {names}',
    },
  },
  'data-protection': 'Sensitive data staying where it belongs',
  return: 'Spending that pays back in measurable benefits',
};

/** At most this many outcomes a priority. */
export const PRIORITY_OUTCOME_LINES = 2;

const ORDER = Object.keys(PRIORITY_OUTCOMES);

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A theme's outcome for a priority, in the point's places; undefined where it has none. */
export function outcomeOf(themeId: string, key: PriorityKey, point: string): string | undefined {
  const entry = PRIORITY_OUTCOMES[themeId];
  if (!entry) return undefined;
  const outcome: Outcome | undefined =
    typeof entry === 'string' || 'text' in entry ? (entry as Outcome) : entry[key];
  if (!outcome) return undefined;
  if (typeof outcome === 'string') return outcome;
  const places = pointPlaces(point);
  if (!places.length) return outcome.text;
  return sentence(
    outcome.withPlaces.replace('{places}', yourPlaces(places)!).replace('{names}', placeNames(places)!),
  );
}

/**
 * What the priority means for the client from the points filed under it: each point's first theme bearing on the
 * priority that has an outcome and is not said yet, then the points' further themes, at most
 * PRIORITY_OUTCOME_LINES; none, the caller says the stock line.
 */
export function priorityOutcomes(points: readonly string[], key: PriorityKey): string[] {
  const themesOf = (point: string) =>
    heardThemes(point)
      .filter((t) => t.priorities.includes(key) && outcomeOf(t.id, key, point))
      .sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
  const said = new Set<string>();
  const out: string[] = [];
  const say = (point: string, first: boolean) => {
    for (const t of themesOf(point)) {
      if (out.length >= PRIORITY_OUTCOME_LINES) return;
      if (said.has(t.id)) continue;
      said.add(t.id);
      out.push(outcomeOf(t.id, key, point)!);
      if (first) return;
    }
  };
  for (const point of points) say(point, true);
  for (const point of points) say(point, false);
  return out;
}
