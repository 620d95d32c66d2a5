import { describe, expect, it } from 'vitest';
import type { PriorityKey } from '../contracts/catalogue.ts';
import { HEARD_ANSWERS, inClientTerms, offeringAnswers } from './deck-answers.ts';
import { filedUnder, HEARD_THEMES, offeringPoints, priorityPoints } from './deck-heard-links.ts';

/** What the seeded engagements heard (api/src/seed/seed-data/demo-engagements.ts; Albion: the preview's). */
const ALBION = [
  '9,800 staff, most of them at depots or on trains',
  '8,600 devices, among them shared handhelds for frontline staff',
  'Shared mobile devices ready at the start of each shift, signed in within seconds',
  'Teams for operational messages between depots, trains and control',
  'Lost or stolen devices wiped the same day',
];
const MERCIA = [
  'About 7,600 staff across 40 sites, on 6,900 desktops and laptops, many of them over five years old',
  'Staff work from home two or three days a week, and signing in to the virtual desktops from home is slow',
  'The virtual desktop estate’s support contract ends in 2028, and it is costly to run',
  'Some 520 business applications, among them social care and planning systems that must keep working',
  'Staff want one service desk, wherever they work',
  'A decision on the future desktop is needed before the 2027/28 budget is set in February 2027',
];
const NORTHBRIDGE = [
  '6,200 staff in 143 branches, the contact centre and head office',
  '7,400 devices still on Windows 10, whose support ended on 14 October 2025',
  '410 business applications, some built in-house, to be tested on Windows 11',
  'Devices to be managed from the cloud with Intune',
  'The branches stay open throughout: a few devices a branch at a time, out of opening hours',
];
const SEVERN = [
  '14,500 staff, many of them clinicians who share ward devices between shifts',
  'Signing in to a shared ward device takes too long, so clinicians stay signed in to save time',
  'Security comes first: multi-factor sign-in for everyone, without slowing clinicians down',
  '11,800 devices, not all of them patched on time today',
  'Three service desks today, to become one',
  'Cloud PCs are of interest for staff who work across the trust’s sites',
];

/** The priorities each deck rates, most important first (as deck-model.ts ranks them). */
const RANKED: Record<string, PriorityKey[]> = {
  albion: ['EX', 'CS', 'OE', 'TCO'],
  mercia: ['EX', 'TCO', 'OE'],
  northbridge: ['CS', 'OE', 'EX', 'TCO'],
  severn: ['CS', 'EX', 'OE', 'TCO', 'ROI'],
};
const HEARD: Record<string, string[]> = {
  albion: ALBION,
  mercia: MERCIA,
  northbridge: NORTHBRIDGE,
  severn: SEVERN,
};

/** As deck-offerings.ts does: the points the offering answers (with the filing), then what it does about each. */
function answersOf(deck: string, capability: string): string[] {
  const heard = HEARD[deck]!;
  const filed = filedUnder(priorityPoints(heard, RANKED[deck]!));
  return offeringAnswers(offeringPoints(heard, [capability], filed), [capability], filed, heard).map(
    (a) => `${a.topic}: ${a.text}`,
  );
}

describe('what an offering does about what we heard', () => {
  it.each([
    [
      'albion',
      'cap-device-management',
      [
        // Two points on shared devices answered once, with the client's own figure; the one saying 'signed in within
        // seconds' answered with its sign-in (the cover promises quicker sign-in).
        'Shared devices and sign-in: the shared ones among your 8,600 devices ready each shift, where one sign-in opens every app',
        'Lost or stolen devices: locked or wiped remotely as soon as they are reported',
      ],
    ],
    [
      'albion',
      'cap-teams-collaboration',
      // In the client's own places (the point names them).
      [
        'Working together: Teams channels and chat linking your depots, trains and control, so messages reach the right people on any device',
      ],
    ],
    // Nothing Albion said is about threats: Defender answers nothing (the deck says why it is suggested).
    ['albion', 'cap-endpoint-protection', []],
    [
      'mercia',
      'cap-azure-virtual-desktop',
      [
        'Working anywhere: a quick sign-in from home or any site, with desktops added at busy times',
        // The devices over five years old answered (a client-side reader found them unanswered).
        'Ageing devices: your 6,900 desktops and laptops replaced only as their support ends, the work running in Azure',
        'Virtual desktops: your desktops moved to Azure in stages, with no servers of your own to run or renew',
      ],
    ],
    [
      'mercia',
      'cap-windows-365',
      [
        'Working anywhere: each person’s own desktop, the same at home or at any site',
        'Ageing devices: your 6,900 desktops and laptops replaced only as their support ends, as a cloud PC needs little from the device',
        'Virtual desktops: your desktops moved to cloud PCs in stages, at a known price per person per month',
      ],
    ],
    [
      'mercia',
      'cap-app-packaging',
      [
        // Tested before the change reaches people, never a promise that none stops working.
        'Without disruption: your 520 business applications tested, with a plan for any that fail, before your 7,600 staff move',
      ],
    ],
    [
      'mercia',
      'cap-service-desk',
      [
        'One service desk: one number and one record of each request, your current desks brought into it in stages',
      ],
    ],
    [
      'northbridge',
      'cap-windows-11-migration',
      [
        // A point on Windows 11 and applications is answered as applications (the theme bearing on its priority).
        'Applications: your 410 business applications tested on Windows 11 before any device moves, and fixed where one fails',
        'Windows 10 end of support: your 7,400 devices back in support, moved in planned waves, each checked with you',
        'Without disruption: devices moved a few at a time, out of hours, so your branches stay open',
      ],
    ],
    [
      'northbridge',
      'cap-device-management',
      [
        // The figure from another point of what we heard.
        'Managed from the cloud: your 7,400 devices enrolled in Intune, new ones set up by Autopilot straight from the box',
      ],
    ],
    [
      'severn',
      'cap-vulnerability-management',
      [
        'Patching: your 11,800 devices and their applications patched by dates agreed with you, the most exposed first',
      ],
    ],
    [
      'severn',
      'cap-identity-foundation',
      [
        'Signing in: fewer prompts on a known device, and passwordless sign-in where it suits',
        // The shared ward devices answered too (a reader found them answered by nothing the deck suggested).
        'Shared devices: each person signing in to a shared device with a badge tap or a passkey',
        'Multi-factor sign-in: for your 14,500 staff, by app, key or face, and asked less often on a trusted device',
      ],
    ],
  ])('%s, %s', (deck, capability, answers) => {
    expect(answersOf(deck, capability)).toEqual(answers);
  });

  it('never quotes a point back: no answer holds six words of the point it answers', () => {
    for (const deck of Object.keys(HEARD))
      for (const capability of new Set(HEARD_THEMES.flatMap((t) => t.capabilities)))
        for (const answer of answersOf(deck, capability))
          for (const point of HEARD[deck]!) {
            const words = point.toLowerCase().split(/\s+/);
            for (let i = 0; i + 6 <= words.length; i++)
              expect(answer.toLowerCase()).not.toContain(words.slice(i, i + 6).join(' '));
          }
  });
});

describe('the answers table', () => {
  it('answers every capability each theme names, and no other', () => {
    for (const theme of HEARD_THEMES) {
      const answers = HEARD_ANSWERS[theme.id]?.answers ?? {};
      expect(Object.keys(answers).sort(), theme.id).toEqual([...theme.capabilities].sort());
    }
    expect(Object.keys(HEARD_ANSWERS).every((id) => HEARD_THEMES.some((t) => t.id === id))).toBe(true);
  });

  it('reads as the client’s: short, UK spelling, no internal words, a lower-case start after the topic', () => {
    const all = Object.values(HEARD_ANSWERS).flatMap((a) => [
      { ...a, limit: 110 },
      // An answer together with another theme says both, in a line more.
      ...Object.values(a.with ?? {}).map((w) => ({ ...w, limit: 120 })),
    ]);
    for (const { topic, answers, limit } of all)
      for (const answer of Object.values(answers)) {
        const line = `${topic}: ${inClientTerms(answer, '')}`;
        expect(line.length, line).toBeLessThanOrEqual(limit);
        expect(line).not.toMatch(/\bcost|margin|offshore|india|\b\w{2,}iz(e|es|ed|ing|ation)\b|\{/i);
        expect(answer[0], answer).not.toMatch(/[a-z]/.test(answer[0]!) ? /[A-Z]/ : /[a-z]/);
      }
  });

  it.each([
    [
      '{devices} patched',
      '11,800 devices, not all of them patched on time today',
      'your 11,800 devices patched',
    ],
    [
      '{devices} moved',
      'About 7,600 staff across 40 sites, on 6,900 desktops and laptops',
      'your 6,900 desktops and laptops moved',
    ],
    ['{applications} tested', 'Some 520 business applications', 'your 520 business applications tested'],
    ['so {sites} stay open', 'The branches stay open throughout', 'so your branches stay open'],
    ['for {staff}', '9,800 staff, most of them at depots', 'for your 9,800 staff'],
    ['{devices} and {sites}', 'Devices to be managed from the cloud', 'your devices and your sites'],
  ])('%j in the terms of %j is %j', (answer, point, read) => {
    expect(inClientTerms(answer, point)).toBe(read);
  });

  // A point naming no figure or place borrows the client's from the rest of what we heard; its own come first.
  it.each([
    ['linking {sites}', 'Teams for operational messages', ALBION, 'linking your depots and trains'],
    [
      'linking {sites}',
      'Teams for operational messages between depots, trains and control',
      ALBION,
      'linking your depots, trains and control',
    ],
    ['so {sites} stay open', 'The branches stay open throughout', NORTHBRIDGE, 'so your branches stay open'],
    ['reaches {staff}', 'Some 520 business applications', MERCIA, 'reaches your 7,600 staff'],
    [
      '{devices} enrolled',
      'Devices to be managed from the cloud',
      NORTHBRIDGE,
      'your 7,400 devices enrolled',
    ],
    ['{devices} enrolled', 'Devices to be managed from the cloud', [], 'your devices enrolled'],
    ['for {staff}', '14,500 staff', SEVERN, 'for your 14,500 staff'],
  ])('%j for %j with the rest of what we heard', (answer, point, context, read) => {
    expect(inClientTerms(answer, point, context)).toBe(read);
  });
});
