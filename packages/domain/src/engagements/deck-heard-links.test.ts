import { describe, expect, it } from 'vitest';
import { filedUnder, heardThemes, offeringPoints, priorityPoints } from './deck-heard-links.ts';

// What the seeded conversations recorded (api seed data), read for the priorities and offerings they bear on.
const MERCIA = [
  'About 7,600 staff across 40 sites, on 6,900 desktops and laptops, many of them over five years old',
  'Staff work from home two or three days a week, and signing in to the virtual desktops from home is slow',
  'The virtual desktop estate’s support contract ends in 2028, and it is costly to run',
  'Some 520 business applications, among them social care and planning systems that must keep working',
  'Staff want one service desk, wherever they work',
  'A decision on the future desktop is needed before the 2027/28 budget is set in February 2027',
];
const ALBION_WIPE = 'Lost or stolen devices wiped the same day';
const NORTHBRIDGE = [
  '6,200 staff in 143 branches, the contact centre and head office',
  '7,400 devices still on Windows 10, whose support ended on 14 October 2025',
  '410 business applications, some built in-house, to be tested on Windows 11',
  'Devices to be managed from the cloud with Intune',
  'The branches stay open throughout: a few devices a branch at a time, out of opening hours',
];

describe('the themes of a point', () => {
  it.each([
    ['Lost or stolen devices wiped the same day', ['lost-devices']],
    [
      'Shared mobile devices ready at the start of each shift, signed in within seconds',
      ['sign-in', 'shared-devices', 'slow'],
    ],
    ['7,400 devices still on Windows 10, whose support ended on 14 October 2025', ['end-of-support']],
    ['6,200 staff in 143 branches, the contact centre and head office', []],
    ['Phones remotely wiped when lost', ['lost-devices']],
    ['New laptops enrolled with Autopilot', ['cloud-management']],
    ['Security comes first: multi-factor sign-in for everyone', ['sign-in', 'credentials', 'threats']],
  ])('%j carries %j', (point, themes) => {
    expect(heardThemes(point).map((t) => t.id)).toEqual(themes);
  });
});

describe('what each priority means for the client, in their words', () => {
  it.each([
    [
      'Mercia (EX, TCO High; CS, OE Medium): nothing heard on security',
      MERCIA,
      ['EX', 'TCO', 'CS', 'OE'] as const,
      { EX: [MERCIA[1], MERCIA[3]], TCO: [MERCIA[0], MERCIA[2]], CS: [], OE: [MERCIA[4]] },
    ],
    [
      'Northbridge (CS, OE High; EX, TCO Medium): nothing heard on total cost of ownership',
      NORTHBRIDGE,
      ['CS', 'OE', 'EX', 'TCO'] as const,
      { CS: [NORTHBRIDGE[1]], OE: [NORTHBRIDGE[2], NORTHBRIDGE[3]], EX: [NORTHBRIDGE[4]], TCO: [] },
    ],
  ])('%s', (_name, heard, ranked, expected) => {
    expect(priorityPoints(heard, ranked)).toEqual(expected);
  });
});

describe('the points an offering answers', () => {
  it.each([
    [
      'Windows 11 migration',
      NORTHBRIDGE,
      ['cap-windows-11-migration'],
      [NORTHBRIDGE[2], NORTHBRIDGE[1], NORTHBRIDGE[4]],
    ],
    ['Intune', NORTHBRIDGE, ['cap-device-management'], [NORTHBRIDGE[3]]],
    // The devices over five years old too: a cloud desktop keeps more of them in use.
    ['Azure Virtual Desktop', MERCIA, ['cap-azure-virtual-desktop'], [MERCIA[1], MERCIA[0], MERCIA[2]]],
    ['Service desk', MERCIA, ['cap-service-desk'], [MERCIA[4]]],
    ['Endpoint protection, nothing heard on it', MERCIA, ['cap-endpoint-protection'], []],
    // A same-day wipe is device management (Intune), not endpoint protection (Defender).
    ['Intune wipes lost devices', [ALBION_WIPE], ['cap-device-management'], [ALBION_WIPE]],
    ['Defender does not', [ALBION_WIPE], ['cap-endpoint-protection'], []],
    ['Nor does a cloud desktop', [ALBION_WIPE], ['cap-windows-365'], []],
  ])('%s', (_name, heard, caps, points) => {
    expect(offeringPoints(heard, caps)).toEqual(points);
  });
});

// Bid managers' reading: a point filed under one priority (the priorities slide's row that shows it) was claimed by
// an offering for another. An offering answers a filed point only by a theme bearing on its priority, or on none.
describe('the points an offering answers, each under the priority it is filed under', () => {
  const PHISHING = 'Signing in takes too long, and phishing is rising';
  const COSTLY = MERCIA[2]!;
  it.each([
    [
      'filed under employee experience: identity answers it',
      [PHISHING],
      ['EX', 'CS'],
      ['cap-identity-foundation'],
      [PHISHING],
    ],
    [
      'filed under employee experience: Defender does not (threats are security)',
      [PHISHING],
      ['EX', 'CS'],
      ['cap-endpoint-protection'],
      [],
    ],
    [
      'filed under cyber security: Defender answers it',
      [PHISHING],
      ['CS', 'EX'],
      ['cap-endpoint-protection'],
      [PHISHING],
    ],
    [
      'filed under cyber security: identity does not (sign-in is employee experience)',
      [PHISHING],
      ['CS', 'EX'],
      ['cap-identity-foundation'],
      [],
    ],
    // Virtual desktops bear on no priority: a costly estate filed under total cost of ownership is still theirs.
    [
      'a theme of no priority answers wherever the point is filed',
      [COSTLY],
      ['TCO'],
      ['cap-azure-virtual-desktop'],
      [COSTLY],
    ],
    // On no row (no priority it bears on is rated): any theme answers it, as before.
    ['filed nowhere', [PHISHING], ['OE'], ['cap-endpoint-protection'], [PHISHING]],
  ] as const)('%s', (_name, heard, ranked, caps, points) => {
    const filed = filedUnder(priorityPoints(heard, ranked));
    expect(offeringPoints(heard, caps, filed)).toEqual(points);
  });

  it('files each point under the one row that shows it', () => {
    const filed = filedUnder(priorityPoints(MERCIA, ['EX', 'TCO', 'CS', 'OE']));
    expect([...filed.entries()]).toEqual([
      [MERCIA[1], 'EX'],
      [MERCIA[3], 'EX'],
      [MERCIA[0], 'TCO'],
      [MERCIA[2], 'TCO'],
      [MERCIA[4], 'OE'],
    ]);
  });
});
