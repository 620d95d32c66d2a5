/**
 * What an offering does about each point of what we heard that it answers (client-side reader, ADR 0068 amended: the
 * deck quoted the client's sentences back to them rather than answering them). Each point is read for its themes
 * (deck-heard-links.ts HEARD_THEMES); the answer is the offering's own for the theme ('Lost or stolen devices:
 * locked or wiped remotely as soon as they are reported'), said in the client's terms: the figures and places the
 * point names ('your 8,600 devices', 'your branches') stand in for the general words, never a quote repeated.
 *
 * The answers are general (no client is named here): a line a theme and capability, for every capability a theme
 * names (a test holds the table whole). A point naming no figure or place borrows the client's from the rest of
 * what we heard (deck-places.ts: Albion's Teams point answered for its depots, trains and control). A theme may be
 * answered together with another the same point carries (`with`: shared devices signed in within seconds are
 * answered as shared devices and sign-in, so the cover's 'quicker sign-in' is answered).
 */
import type { PriorityKey } from '../contracts/catalogue.ts';
import { heardThemes, type HeardTheme } from './deck-heard-links.ts';
import { placesOf, yourPlaces } from './deck-places.ts';

export interface HeardAnswer {
  /** What the client raised, in a few words of theirs: 'Shared devices'. */
  topic: string;
  /** What we would do about it, after the topic and a colon: 'your 8,600 devices enrolled in Intune, …'. */
  text: string;
}

/**
 * The topic of each theme and each capability's answer to it, by theme id and capability id. In the answers,
 * {devices}, {applications}, {sites} and {staff} are the point's own words where it names them ('your 7,400
 * devices', 'your branches'), else the general ones ('your devices', 'your sites').
 */
interface ThemeAnswers {
  topic: string;
  answers: Record<string, string>;
  /** Said in place of the above where the point also carries the theme named (its topic and answers), by theme id. */
  with?: Record<string, { topic: string; answers: Record<string, string> }>;
}

export const HEARD_ANSWERS: Readonly<Record<string, ThemeAnswers>> = {
  'sign-in': {
    topic: 'Signing in',
    answers: {
      'cap-identity-foundation': 'fewer prompts on a known device, and passwordless sign-in where it suits',
      'cap-zero-trust-access': 'straight to what people need from a known device, with no VPN first',
    },
  },
  'shared-devices': {
    topic: 'Shared devices',
    answers: {
      'cap-device-management':
        '{devices} in Intune, the shared ones set up for whoever signs in when a shift begins',
      // A reader of the Severn deck found its shared ward devices answered by nothing it suggested.
      'cap-identity-foundation': 'each person signing in to a shared device with a badge tap or a passkey',
    },
    with: {
      'sign-in': {
        topic: 'Shared devices and sign-in',
        answers: {
          'cap-device-management':
            'the shared ones among {devices} ready each shift, where one sign-in opens every app',
          'cap-identity-foundation':
            'a badge tap or passkey to sign in to a shared device, locked when it is left',
        },
      },
    },
  },
  'lost-devices': {
    topic: 'Lost or stolen devices',
    answers: {
      'cap-device-management': 'locked or wiped remotely as soon as they are reported',
    },
  },
  credentials: {
    topic: 'Multi-factor sign-in',
    answers: {
      'cap-identity-foundation': 'for {staff}, by app, key or face, and asked less often on a trusted device',
      'cap-zero-trust-access':
        'each sign-in checked for who and which device, so a stolen password is not enough',
    },
  },
  threats: {
    topic: 'Security',
    answers: {
      'cap-endpoint-protection':
        '{devices} watched for attacks, those found contained, and what each one reached reported to you',
      'cap-security-operations': 'attacks watched for and answered day and night',
    },
  },
  patching: {
    topic: 'Patching',
    answers: {
      'cap-vulnerability-management':
        '{devices} and their applications patched by dates agreed with you, the most exposed first',
      'cap-device-management': 'updates sent from the cloud in stages, so {devices} stay patched anywhere',
      'cap-evergreen': 'each month’s updates tested before they reach {staff}',
    },
  },
  'end-of-support': {
    topic: 'Windows 10 end of support',
    answers: {
      'cap-windows-11-migration': '{devices} back in support, moved in planned waves, each checked with you',
    },
  },
  'windows-11': {
    topic: 'Windows 11',
    answers: {
      'cap-windows-11-migration': 'a pilot first, then waves, each checked with you before the next',
    },
  },
  applications: {
    topic: 'Applications',
    answers: {
      'cap-app-packaging': '{applications} packaged and tested, those people rely on most first',
      'cap-windows-11-migration':
        '{applications} tested on Windows 11 before any device moves, and fixed where one fails',
    },
  },
  'cloud-management': {
    topic: 'Managed from the cloud',
    answers: {
      'cap-device-management':
        '{devices} enrolled in Intune, new ones set up by Autopilot straight from the box',
    },
  },
  'no-disruption': {
    topic: 'Without disruption',
    answers: {
      'cap-windows-11-migration': 'devices moved a few at a time, out of hours, so {sites} stay open',
      'cap-app-packaging': '{applications} tested, with a plan for any that fail, before {staff} move',
    },
  },
  'remote-work': {
    topic: 'Working anywhere',
    answers: {
      'cap-azure-virtual-desktop': 'a quick sign-in from home or any site, with desktops added at busy times',
      'cap-windows-365': 'each person’s own desktop, the same at home or at any site',
      'cap-zero-trust-access': 'applications reached from home as safely as from the office, with no VPN',
      'cap-citrix': 'Citrix desktops run from Citrix’s cloud, the same from home or any site',
    },
  },
  'virtual-desktops': {
    topic: 'Virtual desktops',
    answers: {
      'cap-azure-virtual-desktop':
        'your desktops moved to Azure in stages, with no servers of your own to run or renew',
      'cap-windows-365': 'your desktops moved to cloud PCs in stages, at a known price per person per month',
      'cap-citrix': 'moved to Citrix’s cloud service, with no servers of your own to run',
      'cap-vdi-optimisation': 'tuned so they are quicker and run for less',
      'cap-thin-client': 'simple managed devices for people who only use a virtual desktop',
    },
  },
  'ageing-devices': {
    topic: 'Ageing devices',
    answers: {
      'cap-thin-client':
        'replaced by simple devices that last longer, where a virtual desktop is all people need',
      'cap-azure-virtual-desktop': '{devices} replaced only as their support ends, the work running in Azure',
      'cap-windows-365':
        '{devices} replaced only as their support ends, as a cloud PC needs little from the device',
    },
  },
  spending: {
    topic: 'Spending',
    answers: {
      'cap-finops': 'licences and cloud spending kept to what you use, reviewed each month',
      'cap-vdi-optimisation': 'virtual desktops matched to use and switched off when idle',
    },
  },
  'service-desk': {
    topic: 'One service desk',
    answers: {
      'cap-service-desk':
        'one number and one record of each request, your current desks brought into it in stages',
      'cap-managed-workplace': 'support for {staff} run for you as a service, reviewed each month',
    },
  },
  collaboration: {
    topic: 'Working together',
    answers: {
      'cap-teams-collaboration':
        'Teams channels and chat linking {sites}, so messages reach the right people on any device',
    },
  },
  'data-protection': {
    topic: 'Sensitive data',
    answers: {
      'cap-data-loss-prevention': 'kept from leaving by e-mail, Teams or devices, with a warning first',
      'cap-compliance-information-protection':
        'labelled by how sensitive it is, so its protection goes with it',
    },
  },
  decision: {
    topic: 'A clear way forward',
    answers: {
      'cap-discovery-assessment': 'what you have today surveyed, ending in options and a roadmap you agree',
    },
  },
};

/** The point's own words for a placeholder, as 'your …' (a count and what it counts), or the general words. */
const OWN_WORDS: Readonly<Record<string, { pattern: RegExp; general: string }>> = {
  devices: {
    pattern: /\b(\d[\d,]*\s+(?:devices|desktops and laptops|laptops and desktops|laptops|desktops|PCs))\b/i,
    general: 'your devices',
  },
  applications: {
    pattern: /\b(\d[\d,]*\s+(?:[a-z-]+\s+)?applications)\b/i,
    general: 'your applications',
  },
  staff: { pattern: /\b(\d[\d,]*\s+(?:staff|people|users|employees))\b/i, general: 'your people' },
};

/**
 * An answer with its placeholders in the point's own words, else in those of the first point of `context` (the rest
 * of what we heard) that has them, else the general ones. {sites} is the places the point names ('your depots, trains
 * and control'), else the client's (deck-places.ts).
 */
export function inClientTerms(answer: string, point: string, context: readonly string[] = []): string {
  return answer.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key === 'sites') return yourPlaces(placesOf(point, context)) ?? 'your sites';
    const words = OWN_WORDS[key];
    if (!words) return whole;
    const own = [point, ...context].map((p) => words.pattern.exec(p)?.[1]).find(Boolean);
    return own ? `your ${own.replace(/\s+/g, ' ')}` : words.general;
  });
}

/** The answer of the first of `capabilityIds` that answers the theme. */
const answerOf = (theme: HeardTheme, capabilityIds: readonly string[]) =>
  capabilityIds.map((c) => HEARD_ANSWERS[theme.id]?.answers[c]).find(Boolean);

/** The theme's answer together with another theme the point carries, where it has one for these capabilities. */
function answeredWith(theme: HeardTheme, others: readonly HeardTheme[], capabilityIds: readonly string[]) {
  for (const other of others) {
    const joint = HEARD_ANSWERS[theme.id]?.with?.[other.id];
    const text = joint && capabilityIds.map((c) => joint.answers[c]).find(Boolean);
    if (joint && text) return { other: other.id, topic: joint.topic, text };
  }
  return undefined;
}

/**
 * What an offering (its capabilities) does about each of the points it answers (deck-heard-links.ts
 * offeringPoints), in their order. A point's theme is one the offering answers and, with the filing, one bearing on
 * the priority the point is filed under (or on none); a theme bearing on it comes before one bearing on none
 * ('410 applications … to be tested on Windows 11' is applications, not Windows 11). A theme is answered once an
 * offering: a second point of it is answered by the first (Albion's two points on shared devices), and a point whose
 * theme is answered together with another of its themes (HEARD_ANSWERS `with`) comes first, so that answer is the
 * one given. `context` (all we heard) lends a point the client's figures and places it does not name.
 */
export function offeringAnswers(
  points: readonly string[],
  capabilityIds: readonly string[],
  filed?: ReadonlyMap<string, PriorityKey>,
  context: readonly string[] = [],
): HeardAnswer[] {
  const used = new Set<string>();
  const out: HeardAnswer[] = [];
  const candidates = points.map((point) => {
    const under = filed?.get(point);
    const all = heardThemes(point);
    const themes = all
      .filter(
        (t) => answerOf(t, capabilityIds) && (!under || !t.priorities.length || t.priorities.includes(under)),
      )
      .sort((a, b) => Number(!a.priorities.length) - Number(!b.priorities.length));
    const joint = themes.some((t) => answeredWith(t, all, capabilityIds));
    return { point, all, themes, joint };
  });
  const ordered = [...candidates.filter((c) => c.joint), ...candidates.filter((c) => !c.joint)];
  for (const { point, all, themes } of ordered) {
    const theme = themes.find((t) => !used.has(t.id));
    if (!theme) continue;
    used.add(theme.id);
    const joint = answeredWith(theme, all, capabilityIds);
    if (joint) used.add(joint.other);
    out.push({
      topic: joint?.topic ?? HEARD_ANSWERS[theme.id]!.topic,
      text: inClientTerms(joint?.text ?? answerOf(theme, capabilityIds)!, point, context),
    });
  }
  return out;
}
