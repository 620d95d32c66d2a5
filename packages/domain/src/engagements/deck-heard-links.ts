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
  /** What the client needs, said of a point of this theme, for the cover's title ('lost devices secured'); none
   * where the theme says too little on its own. */
  need?: string;
}

const cap = (...ids: string[]) => ids.map((id) => `cap-${id}`);

export const HEARD_THEMES: readonly HeardTheme[] = [
  {
    id: 'sign-in',
    pattern: /\bsign(?:ing|ed|s)?[ -]in\b|\blog(?:ging)?[ -]?in\b/i,
    priorities: ['EX'],
    capabilities: cap('identity-foundation', 'zero-trust-access'),
    need: 'quicker sign-in',
  },
  {
    id: 'shared-devices',
    pattern: /\bshared\b|handheld|kiosk|frontline|\bshifts?\b/i,
    priorities: ['EX', 'OE'],
    capabilities: cap('device-management', 'identity-foundation'),
    need: 'shared devices ready to use',
  },
  // Wiping, locking or finding a lost device is device management (Intune), not endpoint protection (Defender).
  {
    id: 'lost-devices',
    pattern: /\blost\b|stolen|\bwip(?:e|ed|ing)\b|\block(?:ed)? remotely|remote lock/i,
    priorities: ['CS'],
    capabilities: cap('device-management'),
    need: 'lost devices secured',
  },
  // Multi-factor sign-in and passwords are identity (Entra ID, conditional access), not endpoint protection.
  {
    id: 'credentials',
    pattern: /multi-factor|\bmfa\b|password|two-factor/i,
    priorities: ['CS'],
    capabilities: cap('identity-foundation', 'zero-trust-access'),
    need: 'secure sign-in',
  },
  {
    id: 'threats',
    pattern: /\bsecur|threat|attack|malware|ransomware|breach|phishing/i,
    priorities: ['CS'],
    capabilities: cap('endpoint-protection', 'security-operations'),
    need: 'protection from threats',
  },
  {
    id: 'patching',
    pattern: /\bpatch|vulnerab/i,
    priorities: ['CS', 'OE'],
    capabilities: cap('vulnerability-management', 'device-management', 'evergreen'),
    need: 'devices kept patched',
  },
  {
    id: 'end-of-support',
    pattern: /windows 10|support ended|end of support|out of support|unsupported/i,
    priorities: ['CS'],
    capabilities: cap('windows-11-migration'),
    need: 'devices back in support',
  },
  {
    id: 'windows-11',
    pattern: /windows 11/i,
    priorities: [],
    capabilities: cap('windows-11-migration'),
    need: 'the move to Windows 11',
  },
  {
    id: 'applications',
    pattern: /\bapplications?\b|\bapps?\b/i,
    priorities: ['OE'],
    capabilities: cap('app-packaging', 'windows-11-migration'),
    need: 'applications that keep working',
  },
  {
    id: 'cloud-management',
    pattern: /\bintune\b|managed from the cloud|cloud management|\benrol(?:l?ed|ling|ment|s)?\b|autopilot/i,
    priorities: ['OE'],
    capabilities: cap('device-management'),
    need: 'devices managed from the cloud',
  },
  {
    id: 'no-disruption',
    pattern:
      /out of (?:opening|office|working|business) hours|stay open|at a time\b|without (?:disruption|downtime)|keep working/i,
    priorities: ['OE', 'EX'],
    capabilities: cap('windows-11-migration', 'app-packaging'),
    need: 'change without disruption',
  },
  {
    id: 'remote-work',
    // 'Remote' but not a remote wipe or lock (device management).
    pattern: /from home|\bhybrid\b|\bremote(?!(?:ly)? (?:wip|lock))|anywhere|work(?:s|ing)? across/i,
    priorities: ['EX'],
    capabilities: cap('azure-virtual-desktop', 'windows-365', 'zero-trust-access', 'citrix'),
    need: 'working from anywhere',
  },
  {
    id: 'virtual-desktops',
    pattern: /virtual desktop|\bvdi\b|citrix|cloud pcs?\b|thin client/i,
    priorities: [],
    capabilities: cap('azure-virtual-desktop', 'windows-365', 'citrix', 'vdi-optimisation', 'thin-client'),
    need: 'better virtual desktops',
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
    // A cloud desktop asks little of the device: which can stay in use (Mercia's devices over five years old).
    capabilities: cap('thin-client', 'azure-virtual-desktop', 'windows-365'),
    need: 'ageing devices renewed',
  },
  {
    id: 'spending',
    pattern: /\bcost|budget|expensive|\bspend|licen[cs]|contract ends|saving/i,
    priorities: ['TCO'],
    capabilities: cap('finops', 'vdi-optimisation'),
    need: 'spending less',
  },
  {
    id: 'service-desk',
    pattern: /service desks?|help ?desks?|support calls/i,
    priorities: ['EX', 'OE'],
    capabilities: cap('service-desk', 'managed-workplace'),
    need: 'support for your people',
  },
  {
    id: 'collaboration',
    pattern: /\bteams\b|messag|collaborat|\bmeetings?\b|\bchat\b/i,
    priorities: ['EX', 'OE'],
    capabilities: cap('teams-collaboration'),
    need: 'people working together',
  },
  {
    id: 'data-protection',
    pattern: /sensitive|data loss|\bleak|\bgdpr\b|classif/i,
    priorities: ['CS'],
    capabilities: cap('data-loss-prevention', 'compliance-information-protection'),
    need: 'sensitive data kept safe',
  },
  {
    id: 'return',
    pattern: /return on|pays? back|benefits?\b|productiv/i,
    priorities: ['ROI'],
    capabilities: [],
    need: 'a return on your investment',
  },
  {
    id: 'decision',
    pattern: /\bdecision\b|\boptions\b|roadmap|\bassess|inventory|baseline/i,
    priorities: [],
    capabilities: cap('discovery-assessment'),
    need: 'a clear way forward',
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

/**
 * Where each point is filed: the priority whose row shows it (priorityPoints), by point. A point on no row (none of
 * its priorities is rated, or theirs were full) is filed nowhere.
 */
export function filedUnder(points: Readonly<Record<string, readonly string[]>>): Map<string, PriorityKey> {
  const out = new Map<string, PriorityKey>();
  for (const [key, list] of Object.entries(points)) for (const p of list) out.set(p, key as PriorityKey);
  return out;
}

/**
 * The points an offering answers (by the capabilities it ticks), strongest first, at most OFFERING_POINTS. With the
 * filing, a point filed under a priority is answered only by a theme bearing on that priority (or on none, as
 * virtual desktops): a point of cyber security is not claimed for employee experience because it also says
 * 'sign-in' (bid managers' reading: a point filed under one priority was claimed under another).
 */
export function offeringPoints(
  heard: readonly string[],
  capabilityIds: readonly string[],
  filed?: ReadonlyMap<string, PriorityKey>,
): string[] {
  return heard
    .map((point, i) => {
      const under = filed?.get(point);
      const s = heardThemes(point).filter(
        (t) =>
          t.capabilities.some((c) => capabilityIds.includes(c)) &&
          (!under || !t.priorities.length || t.priorities.includes(under)),
      ).length;
      return { point, i, s };
    })
    .filter((p) => p.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, OFFERING_POINTS)
    .map((p) => p.point);
}

/** The priorities that points bear on, by key. */
export function prioritiesOfPoints(points: readonly string[]): Set<PriorityKey> {
  return new Set(points.flatMap((p) => heardThemes(p).flatMap((t) => t.priorities)));
}
