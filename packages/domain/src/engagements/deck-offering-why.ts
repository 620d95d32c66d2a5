/**
 * Why the deck suggests an offering that answers none of the points we heard (client-side reader, ADR 0068 amended):
 * the stock 'Beyond the points you raised, we suggest it for cyber security. Tell us if it is of interest.' read as
 * generated, twice on one slide, and odd for Defender when the client rates cyber security High. Now the line names
 * the priority it serves with the client's rating ('Suggested for cyber security, rated High: …') and what the
 * offering does for that priority in the client's terms (their figures and places, deck-answers.ts inClientTerms,
 * deck-places.ts); a capability without a reason here is suggested for the priority alone. With nothing heard at
 * all, the earlier sentence stands (there is no context to speak from).
 */
import { inSentence } from '../format/sentence-case.ts';
import { inClientTerms } from './deck-answers.ts';
import { atPlaces, placesOf } from './deck-places.ts';

/**
 * What a capability does for the priority it is suggested for, by capability id, after a colon. {devices}, {staff}
 * and {sites} as in deck-answers.ts; {at} is where the client's people are ('at depots and on trains'), or nothing.
 */
export const WHY_REASONS: Readonly<Record<string, string>> = {
  'cap-endpoint-protection': 'attacks on {devices} found and stopped, with a report to you on each',
  'cap-security-operations': 'attacks on {devices} watched for and answered day and night',
  'cap-identity-foundation': 'one sign-in for {staff}, with multi-factor sign-in where it matters',
  'cap-zero-trust-access':
    'each sign-in checked for who and which device, so a stolen password is not enough',
  'cap-vulnerability-management': '{devices} kept patched, with the gaps that remain reported to you',
  'cap-data-loss-prevention': 'sensitive data kept from leaving by e-mail, Teams or devices',
  'cap-device-management': '{devices} set up, secured and updated from the cloud, wherever they are',
  'cap-teams-collaboration': '{staff} reaching each other on any device{at}',
  'cap-service-desk': 'help for {staff}{at}, from one desk that records each request',
  'cap-managed-workplace': 'your devices, sign-in and collaboration run for you, with a review each month',
  'cap-evergreen': 'each update tested before it reaches {staff}',
  'cap-finops': 'licences and cloud spending kept to what you use',
};

/**
 * The topic a reason is set out under, as an answer's topic names what the client gets (a reader of the third round
 * found 'Cyber security (you rated it High):' beside 'Shared devices and sign-in:' generated, 'you rated it' odd): the
 * priority it serves is said on the line under it ('Serves your priorities').
 */
export const WHY_TOPICS: Readonly<Record<string, string>> = {
  'cap-endpoint-protection': 'Protection from attacks',
  'cap-security-operations': 'Attacks watched for',
  'cap-identity-foundation': 'One sign-in',
  'cap-zero-trust-access': 'Safer sign-in',
  'cap-vulnerability-management': 'Patching',
  'cap-data-loss-prevention': 'Sensitive data',
  'cap-device-management': 'Devices managed from the cloud',
  'cap-teams-collaboration': 'Working together',
  'cap-service-desk': 'Help in one place',
  'cap-managed-workplace': 'Run for you',
  'cap-evergreen': 'Updates without disruption',
  'cap-finops': 'Spending kept in check',
};

/**
 * The why line of an offering answering nothing we heard: the priority it serves best with its rating, and what it
 * does for it; `heard` empty, the earlier stock sentence.
 */
export function whyLine(
  capabilityId: string,
  best: { label: string; value?: string } | undefined,
  heard: readonly string[],
): string {
  if (!heard.length)
    return best
      ? `Beyond the points you raised, we suggest it for ${inSentence(best.label)}. Tell us if it is of interest.`
      : 'Beyond the points you raised: tell us if it is of interest.';
  if (!best) return 'Not among the points you raised: yours to keep or drop.';
  const reason = WHY_REASONS[capabilityId];
  if (!reason)
    return `Suggested for ${inSentence(best.label)}${best.value ? `, which you rated ${best.value}` : ''}.`;
  const at = atPlaces(placesOf('', heard));
  const text = inClientTerms(reason.replace('{at}', at ? ` ${at}` : ''), '', heard);
  // Set out as the answers are, under a topic of what the client gets (a reader of the second round read 'Suggested
  // for cyber security, rated High: …' in italics as the generator explaining itself).
  return `${WHY_TOPICS[capabilityId] ?? best.label}: ${text}.`;
}
