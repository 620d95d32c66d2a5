/**
 * An offering as the client reads it on the engagement deck (bid manager's review): its name with 'and' for '&', a
 * plain line on what it does for the client (no product jargon, nothing the conversation did not raise, no document
 * the deck does not define, spoken to 'you'), and the offerings that are alternatives to each other framed as
 * options. (The cover is no longer titled by the offerings' short names: deck-cover-title.ts.)
 *
 * The catalogue's descriptions are written for solution architects ('host pools, FSLogix profiles, scaling plans';
 * 'the readiness report lists them'). Where an offering still has its capability's catalogue text, the deck uses its
 * plain line below; an offering an admin has described in words of their own keeps them, cut to its first clause.
 */
import { andList } from '../format/lists.ts';

/** The plain line, by capability id, for the catalogue's top-level capabilities. */
export const PLAIN_OFFERING_LINES: Readonly<Record<string, string>> = {
  'cap-discovery-assessment':
    'A survey of your devices, applications and ways of working, ending in a target and a roadmap you agree.',
  'cap-identity-foundation':
    'One sign-in for your people and devices, with multi-factor sign-in and rules on who may reach what.',
  'cap-device-management':
    'Your devices managed from the cloud with Microsoft Intune: set up, kept secure and updated wherever they are.',
  'cap-windows-11-migration':
    'Your Windows devices moved to Windows 11, with your applications checked first and your people told what changes. We tell you which devices cannot run Windows 11, for you to replace.',
  'cap-m365-apps': 'Microsoft 365 Apps installed on your devices and kept up to date.',
  'cap-teams-collaboration':
    'Microsoft Teams set up as the place your people talk, message and work together, with rules on who may share what.',
  'cap-endpoint-protection':
    'Your devices protected by Microsoft Defender, which finds and stops attacks and shows what happened.',
  'cap-zero-trust-access':
    'Access to your applications from anywhere, decided by who is signing in and from which device, in place of a VPN.',
  'cap-data-loss-prevention': 'Sensitive data kept from leaving by e-mail, Teams, devices or the browser.',
  'cap-security-operations': 'Threats to your people and devices watched for and answered day and night.',
  'cap-privileged-access': 'Administrator access to your systems given only when needed, and recorded.',
  'cap-compliance-information-protection':
    'Your information labelled by how sensitive it is, and kept or deleted as your rules say.',
  'cap-vulnerability-management':
    'Your devices and their applications kept patched, with the gaps that remain reported to you.',
  'cap-azure-virtual-desktop':
    'Windows desktops and applications that run in Microsoft Azure, reached from any device; desktops can be shared, so you pay for what is used.',
  'cap-windows-365':
    'A personal cloud PC for each person who needs one, licensed per person a month, reached from any device and managed like any other PC.',
  'cap-citrix': 'Your Citrix desktops and applications moved to Citrix’s cloud service.',
  'cap-app-packaging':
    'Your applications packaged, tested and delivered to your devices or virtual desktops, with the list of applications reviewed.',
  'cap-vdi-optimisation': 'Your virtual desktops sized and tuned so they run faster for less.',
  'cap-thin-client':
    'Simple, managed devices for staff who only need their virtual desktop, in place of full desktops.',
  'cap-service-desk':
    'One service desk for your staff wherever they work, by phone, chat or self-service, with common requests automated.',
  'cap-managed-workplace':
    'Your devices, sign-in and collaboration run for you as a service, with a review each month.',
  'cap-evergreen':
    'Windows and Microsoft 365 kept current, each update tested before it reaches your people.',
  'cap-finops': 'Your licences and cloud spending kept to what you use.',
};

/** The client's name for an offering: 'and' for '&' ('Teams & Collaboration' is 'Teams and Collaboration'). */
export function clientOfferingName(name: string): string {
  return name.replace(/\s*&\s*/g, ' and ').trim();
}

/**
 * An admin's own description, cut for the client: its first clause (up to a colon or semicolon, the catalogue's
 * lists of parts), without a closing 'for …' list of who it is for, and without a sentence naming a report.
 */
export function plainDescription(text: string): string {
  const first = text.split(/\s*[:;]\s+/)[0]!.trim();
  const sentence = first
    .split(/(?<=\.)\s+/)
    .filter((s) => !/\breport\b/i.test(s))
    .join(' ')
    .replace(/,\s+for\s+[^,.]+(?:,[^,.]+)*(?:\s+and\s+[^,.]+)?\.?$/, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[.\s]+$/, '');
  return sentence ? `${sentence}.` : '';
}

/**
 * Offerings that answer the same need in different ways: with more than one of a group suggested, the deck frames
 * them as options to decide between, not as a list to buy.
 */
export const OFFERING_ALTERNATIVES: readonly (readonly string[])[] = [
  ['cap-azure-virtual-desktop', 'cap-windows-365', 'cap-citrix'],
];

/**
 * For each offering whose capability is one of a group of alternatives with others suggested: the sentence saying
 * so, on a line ('An alternative to Windows 365 Cloud PC: we help you choose, or mix both.'; with three, 'An
 * alternative to A and B: we help you choose, or mix them.'), by offering id. The solution workshop's agenda names
 * the choice (deck-workshops.ts); a two-line sentence here kept Mercia's two alternatives off one slide.
 */
export function offeringOptions(
  offerings: readonly { id: string; name: string; capabilityId: string }[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const group of OFFERING_ALTERNATIVES) {
    const inGroup = offerings.filter((o) => group.includes(o.capabilityId));
    if (inGroup.length < 2) continue;
    const them = inGroup.length === 2 ? 'both' : 'them';
    for (const o of inGroup) {
      const others = andList(inGroup.filter((x) => x !== o).map((x) => x.name));
      out.set(o.id, `An alternative to ${others}: we help you choose, or mix ${them}.`);
    }
  }
  return out;
}
