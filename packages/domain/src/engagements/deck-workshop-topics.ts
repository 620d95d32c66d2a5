/**
 * The discovery workshops' topics from what we heard (client-side reader, ADR 0068 amended: the workshops' text was
 * the same for every client). Each theme of what we heard names a topic in the client's terms and the workshop it
 * belongs to: today's people, sites and devices; applications; or security and support (with two workshops, the
 * second takes both). A workshop says at most WORKSHOP_TOPICS of them, in the order heard ('shared devices at depots
 * and on trains, and sign-in at the start of a shift'); with none, its stock line. The topics are general (no client
 * is named here).
 */
import { heardThemes } from './deck-heard-links.ts';
import { atPlaces, placeNames, placesOf, pointPlaces } from './deck-places.ts';

export type WorkshopPart = 'today' | 'applications' | 'security-support';

/** At most this many topics a workshop (one workshop covering everything: one more). */
export const WORKSHOP_TOPICS = 2;

interface Topic {
  part: WorkshopPart;
  /** The topic, from the point (and all we heard, for the client's places). */
  say: (point: string, heard: readonly string[]) => string;
}

const plain = (part: WorkshopPart, text: string): Topic => ({ part, say: () => text });

/** The topic of each theme, by theme id, in no particular order (the workshop says them in the order heard). */
export const WORKSHOP_TOPIC_OF: Readonly<Record<string, Topic>> = {
  'shared-devices': {
    part: 'today',
    say: (point, heard) => {
      const at = atPlaces(placesOf(point, heard));
      return at ? `shared devices ${at}` : 'shared devices';
    },
  },
  'sign-in': {
    part: 'today',
    say: (point) =>
      /\bshifts?\b/i.test(point)
        ? 'sign-in at the start of a shift'
        : /from home/i.test(point)
          ? 'signing in from home'
          : 'how people sign in',
  },
  'remote-work': plain('today', 'working from home and across sites'),
  'ageing-devices': plain('today', 'the ageing devices'),
  'cloud-management': plain('today', 'managing devices from the cloud'),
  'end-of-support': plain('today', 'the devices out of support'),
  'windows-11': plain('today', 'the move to Windows 11'),
  'virtual-desktops': plain('today', 'the virtual desktops'),
  spending: plain('today', 'what you spend today'),
  applications: plain('applications', 'the applications that must keep working'),
  'no-disruption': plain('applications', 'changing without disruption'),
  collaboration: {
    part: 'applications',
    say: (point) => {
      const names = placeNames(pointPlaces(point));
      return /messag/i.test(point) && names
        ? `Teams for messages between ${names}`
        : 'working together in Teams';
    },
  },
  'lost-devices': plain('security-support', 'lost or stolen devices'),
  credentials: plain('security-support', 'multi-factor sign-in'),
  threats: plain('security-support', 'protection from attacks'),
  patching: plain('security-support', 'patching'),
  'data-protection': plain('security-support', 'sensitive data'),
  'service-desk': plain('security-support', 'one service desk'),
};

/**
 * The topics of what we heard for the workshops covering `parts`, in the order heard: a topic a point first, then the
 * points' further topics; each theme once, at most `limit`.
 */
export function workshopTopics(
  heard: readonly string[],
  parts: readonly WorkshopPart[],
  limit = WORKSHOP_TOPICS,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const say = (point: string, first: boolean) => {
    for (const theme of heardThemes(point)) {
      const topic = WORKSHOP_TOPIC_OF[theme.id];
      if (!topic || !parts.includes(topic.part) || seen.has(theme.id)) continue;
      if (out.length >= limit) return;
      seen.add(theme.id);
      out.push(topic.say(point, heard));
      if (first) return;
    }
  };
  for (const point of heard) say(point, true);
  for (const point of heard) say(point, false);
  return out;
}
