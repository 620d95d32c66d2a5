import { describe, expect, it } from 'vitest';
import type { PriorityKey } from '../contracts/catalogue.ts';
import { titleFromNeeds, titleFromPriorities } from './deck-cover-title.ts';
import { priorityPoints } from './deck-heard-links.ts';

// Bid managers read Albion's cover, 'Intune, Teams and Defender', as products, not the client's need.
const ALBION = [
  '9,800 staff, most of them at depots or on trains',
  '8,600 devices, among them shared handhelds for frontline staff',
  'Shared mobile devices ready at the start of each shift, signed in within seconds',
  'Teams for operational messages between depots, trains and control',
  'Lost or stolen devices wiped the same day',
];
const NORTHBRIDGE = [
  '6,200 staff in 143 branches, the contact centre and head office',
  '7,400 devices still on Windows 10, whose support ended on 14 October 2025',
  '410 business applications, some built in-house, to be tested on Windows 11',
  'Devices to be managed from the cloud with Intune',
  'The branches stay open throughout: a few devices a branch at a time, out of opening hours',
];

describe('the cover’s title from what the client needs', () => {
  it.each([
    [
      'Albion: the priorities slide’s order (employee experience, then cyber security)',
      ALBION,
      ['EX', 'CS', 'TCO', 'OE'],
      'Quicker sign-in, shared devices ready to use and lost devices secured',
    ],
    [
      'Northbridge (cyber security, operational efficiency first)',
      NORTHBRIDGE,
      ['CS', 'OE', 'EX', 'TCO'],
      'Devices back in support, applications that keep working and devices managed from the cloud',
    ],
    // Little heard: one point, one need.
    ['one point', ['Devices to be managed from the cloud'], ['OE'], 'Devices managed from the cloud'],
    // A point on no row (no priority rated) still says its need.
    ['no priority rated', ['Teams for operational messages'], [], 'People working together'],
    // Nothing a theme reads: no title from what we heard (the priorities title it).
    ['nothing a theme reads', ['9,800 staff, most of them at depots'], ['EX'], undefined],
    ['nothing heard', [], ['EX'], undefined],
  ] as const)('%s', (_name, heard, ranked, title) => {
    const keys = [...ranked] as PriorityKey[];
    expect(titleFromNeeds(heard, priorityPoints(heard, keys), keys)).toBe(title);
  });
});

describe('the cover’s title from the priorities, with nothing heard that says a need', () => {
  it.each([
    [['Employee experience'], 'Where we can help with employee experience'],
    [
      ['Cyber security', 'Employee experience'],
      'Where we can help with cyber security and employee experience',
    ],
    [
      ['Cyber security', 'Employee experience', 'Operational efficiency', 'Reduced total cost of ownership'],
      'Where we can help with cyber security, employee experience and operational efficiency',
    ],
    [[], undefined],
  ])('%j: %j', (labels, title) => {
    expect(titleFromPriorities(labels)).toBe(title);
  });
});
