/**
 * What we heard, tied to the deck's priorities and offerings (bid manager's review of the engagement decks): each
 * point the seller typed is read for a few themes (sign-in, shared devices, lost devices, patching, cost...), each
 * theme naming the client priorities it bears on and the capabilities that answer it. So the priorities slide says
 * what a priority means for this client in their own words, and an offering says which of their points it answers;
 * a priority or an offering no point bears on falls back to the stock wording (deck-wording.ts) and says so.
 *
 * The themes are general (no client is named here); a theme matches words, not whole points, and a point may carry
 * several themes.
 */
import type { PriorityKey } from '../contracts/catalogue.ts';

export interface HeardTheme {
  id: string;
  pattern: RegExp;
  /** The client priorities a point of this theme bears on. */
  priorities: readonly PriorityKey[];
  /** The capabilities ('cap-…') that answer it. */
  capabilities: readonly string[];
}

const cap = (...ids: string[]) => ids.map((id) => `cap-${id}`);

export const HEARD_THEMES: readonly HeardTheme[] = [
  {
    id: 'sign-in',
    pattern: /\bsign(?:ing|ed|s)?[ -]in\b|\blog(?:ging)?[ -]?in\b/i,
    priorities: ['EX'],
    capabilities: cap('identity-foundation', 'zero-trust-access'),
  },
  {
    id: 'shared-devices',
    pattern: /\bshared\b|handheld|kiosk|frontline|\bshifts?\b/i,
    priorities: ['EX', 'OE'],
    capabilities: cap('device-management'),
  },
  // Wiping, locking or finding a lost device is device management (Intune), not endpoint protection (Defender).
  {
    id: 'lost-devices',
    pattern: /\blost\b|stolen|\bwip(?:e|ed|ing)\b|\block(?:ed)? remotely|remote lock/i,
    priorities: ['CS'],
    capabilities: cap('device-management'),
  },
  // Multi-factor sign-in and passwords are identity (Entra ID, conditional access), not endpoint protection.
  {
    id: 'credentials',
    pattern: /multi-factor|\bmfa\b|password|two-factor/i,
    priorities: ['CS'],
    capabilities: cap('identity-foundation', 'zero-trust-access'),
  },
  {
    id: 'threats',
    pattern: /\bsecur|threat|attack|malware|ransomware|breach|phishing/i,
    priorities: ['CS'],
    capabilities: cap('endpoint-protection', 'security-operations'),
  },
  {
    id: 'patching',
    pattern: /\bpatch|vulnerab/i,
    priorities: ['CS', 'OE'],
    capabilities: cap('vulnerability-management', 'device-management', 'evergreen'),
  },
  {
    id: 'end-of-support',
    pattern: /windows 10|support ended|end of support|out of support|unsupported/i,
    priorities: ['CS'],
    capabilities: cap('windows-11-migration'),
  },
  { id: 'windows-11', pattern: /windows 11/i, priorities: [], capabilities: cap('windows-11-migration') },
  {
    id: 'applications',
    pattern: /\bapplications?\b|\bapps?\b/i,
    priorities: ['OE'],
    capabilities: cap('app-packaging', 'windows-11-migration'),
  },
  {
    id: 'cloud-management',
    pattern: /\bintune\b|managed from the cloud|cloud management|\benrol(?:l?ed|ling|ment|s)?\b|autopilot/i,
    priorities: ['OE'],
    capabilities: cap('device-management'),
  },
  {
    id: 'no-disruption',
    pattern:
      /out of (?:opening|office|working|business) hours|stay open|at a time\b|without (?:disruption|downtime)|keep working/i,
    priorities: ['OE', 'EX'],
    capabilities: cap('windows-11-migration', 'app-packaging'),
  },
  {
    id: 'remote-work',
    // 'Remote' but not a remote wipe or lock (device management).
    pattern: /from home|\bhybrid\b|\bremote(?!(?:ly)? (?:wip|lock))|anywhere|work(?:s|ing)? across/i,
    priorities: ['EX'],
    capabilities: cap('azure-virtual-desktop', 'windows-365', 'zero-trust-access', 'citrix'),
  },
  {
    id: 'virtual-desktops',
    pattern: /virtual desktop|\bvdi\b|citrix|cloud pcs?\b|thin client/i,
    priorities: [],
    capabilities: cap('azure-virtual-desktop', 'windows-365', 'citrix', 'vdi-optimisation', 'thin-client'),
  },
  {
    id: 'slow',
    pattern: /\bslow|too long|within seconds|\bwait(?:s|ing)?\b/i,
    priorities: ['EX'],
    capabilities: [],
  },
  {
    id: 'ageing-devices',
    pattern: /years old|\bage?ing\b|old (?:devices|laptops|desktops|pcs)|end of life/i,
    priorities: ['TCO'],
    capabilities: cap('thin-client'),
  },
  {
    id: 'spending',
    pattern: /\bcost|budget|expensive|\bspend|licen[cs]|contract ends|saving/i,
    priorities: ['TCO'],
    capabilities: cap('finops', 'vdi-optimisation'),
  },
  {
    id: 'service-desk',
    pattern: /service desks?|help ?desks?|support calls/i,
    priorities: ['EX', 'OE'],
    capabilities: cap('service-desk', 'managed-workplace'),
  },
  {
    id: 'collaboration',
    pattern: /\bteams\b|messag|collaborat|\bmeetings?\b|\bchat\b/i,
    priorities: ['EX', 'OE'],
    capabilities: cap('teams-collaboration'),
  },
  {
    id: 'data-protection',
    pattern: /sensitive|data loss|\bleak|\bgdpr\b|classif/i,
    priorities: ['CS'],
    capabilities: cap('data-loss-prevention', 'compliance-information-protection'),
  },
  {
    id: 'return',
    pattern: /return on|pays? back|benefits?\b|productiv/i,
    priorities: ['ROI'],
    capabilities: [],
  },
  {
    id: 'decision',
    pattern: /\bdecision\b|\boptions\b|roadmap|\bassess|inventory|baseline/i,
    priorities: [],
    capabilities: cap('discovery-assessment'),
  },
];

/** The themes a point carries, in the lexicon's order. */
export function heardThemes(point: string): HeardTheme[] {
  return HEARD_THEMES.filter((t) => t.pattern.test(point));
}

/** How strongly a point bears on what `bears` accepts: the number of its themes that do. */
const score = (point: string, bears: (t: HeardTheme) => boolean) => heardThemes(point).filter(bears).length;

/** The points bearing on a test, strongest first (ties in the order heard). */
function bearing(heard: readonly string[], bears: (t: HeardTheme) => boolean) {
  return heard
    .map((point, i) => ({ point, i, s: score(point, bears) }))
    .filter((p) => p.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i);
}

/** At most this many points a priority or an offering. */
export const PRIORITY_POINTS = 2;
export const OFFERING_POINTS = 3;

/**
 * What each priority means for the client, in their words: for each priority (most important first) the points
 * bearing on it that no more important priority has used, at most PRIORITY_POINTS (a point said twice read as
 * padding). A priority no unused point bears on gets none: the caller says the stock line.
 */
export function priorityPoints(
  heard: readonly string[],
  ranked: readonly PriorityKey[],
): Record<string, string[]> {
  const used = new Set<string>();
  const out: Record<string, string[]> = {};
  for (const key of ranked) {
    const all = bearing(heard, (t) => t.priorities.includes(key));
    const chosen = all
      .filter((p) => !used.has(p.point))
      .slice(0, PRIORITY_POINTS)
      .map((p) => p.point);
    chosen.forEach((p) => used.add(p));
    out[key] = chosen;
  }
  return out;
}

/** The points an offering answers (by the capabilities it ticks), strongest first, at most OFFERING_POINTS. */
export function offeringPoints(heard: readonly string[], capabilityIds: readonly string[]): string[] {
  return bearing(heard, (t) => t.capabilities.some((c) => capabilityIds.includes(c)))
    .slice(0, OFFERING_POINTS)
    .map((p) => p.point);
}

/** The priorities that points bear on, by key. */
export function prioritiesOfPoints(points: readonly string[]): Set<PriorityKey> {
  return new Set(points.flatMap((p) => heardThemes(p).flatMap((t) => t.priorities)));
}
