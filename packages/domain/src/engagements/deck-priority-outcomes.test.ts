import { describe, expect, it } from 'vitest';
import type { PriorityKey } from '../contracts/catalogue.ts';
import { HEARD_THEMES, priorityPoints } from './deck-heard-links.ts';
import { PRIORITY_OUTCOMES, priorityOutcomes } from './deck-priority-outcomes.ts';

/** What the seeded engagements heard (api/src/seed/seed-data/demo-engagements.ts; Albion: the preview's). */
const HEARD: Record<string, string[]> = {
  albion: [
    '9,800 staff, most of them at depots or on trains',
    '8,600 devices, among them shared handhelds for frontline staff',
    'Shared mobile devices ready at the start of each shift, signed in within seconds',
    'Teams for operational messages between depots, trains and control',
    'Lost or stolen devices wiped the same day',
  ],
  mercia: [
    'About 7,600 staff across 40 sites, on 6,900 desktops and laptops, many of them over five years old',
    'Staff work from home two or three days a week, and signing in to the virtual desktops from home is slow',
    'The virtual desktop estate’s support contract ends in 2028, and it is costly to run',
    'Some 520 business applications, among them social care and planning systems that must keep working',
    'Staff want one service desk, wherever they work',
    'A decision on the future desktop is needed before the 2027/28 budget is set in February 2027',
  ],
  northbridge: [
    '6,200 staff in 143 branches, the contact centre and head office',
    '7,400 devices still on Windows 10, whose support ended on 14 October 2025',
    '410 business applications, some built in-house, to be tested on Windows 11',
    'Devices to be managed from the cloud with Intune',
    'The branches stay open throughout: a few devices a branch at a time, out of opening hours',
  ],
};
const RANKED: Record<string, PriorityKey[]> = {
  albion: ['EX', 'CS', 'OE'],
  mercia: ['EX', 'TCO', 'OE'],
  northbridge: ['CS', 'OE', 'EX', 'TCO'],
};

const outcomes = (deck: string) => {
  const points = priorityPoints(HEARD[deck]!, RANKED[deck]!);
  return Object.fromEntries(RANKED[deck]!.map((key) => [key, priorityOutcomes(points[key] ?? [], key)]));
};

// The client-side reader: 'What it means for you' repeated the heard points, a device count listed as a meaning.
describe('what a priority means for the client, as outcomes', () => {
  it.each([
    [
      'albion',
      {
        EX: [
          'Shifts start on time, on a shared device ready for whoever picks it up',
          'Less time lost signing in, with fewer prompts',
        ],
        CS: ['Your data safe when a device is lost or stolen'],
        OE: ['Messages reaching the right people quickly, between depots, trains and control'],
      },
    ],
    [
      'mercia',
      {
        EX: [
          'Working from home as quick and easy as in the office',
          'Everyday work carrying on as usual through the change',
        ],
        TCO: [
          'Ageing devices renewed at a pace your budget allows',
          'Spending you can plan for, kept to what you use',
        ],
        OE: ['Less effort to support your people, wherever they work'],
      },
    ],
    [
      'northbridge',
      {
        CS: ['Devices back in support, with security updates again'],
        OE: [
          'The applications people rely on working as usual through the change',
          'Devices set up and kept up to date from the cloud, with less effort',
        ],
        // The places the point names, never its figures.
        EX: ['Your branches open and working as usual throughout the change'],
        // Nothing heard on it: the caller says the stock line.
        TCO: [],
      },
    ],
  ])('%s', (deck, expected) => {
    expect(outcomes(deck)).toEqual(expected);
  });

  it('never quotes a point back (six words of it; its places may be said), nor names a figure', () => {
    for (const deck of Object.keys(HEARD))
      for (const lines of Object.values(outcomes(deck)))
        for (const line of lines) {
          expect(line).not.toMatch(/\d/);
          for (const point of HEARD[deck]!) {
            const words = point.toLowerCase().split(/\s+/);
            for (let i = 0; i + 6 <= words.length; i++)
              expect(line.toLowerCase()).not.toContain(words.slice(i, i + 6).join(' '));
          }
        }
  });

  it('has an outcome for every priority each theme bears on, in the client’s words', () => {
    for (const theme of HEARD_THEMES)
      for (const key of theme.priorities) {
        const entry = PRIORITY_OUTCOMES[theme.id];
        expect(entry, `${theme.id} ${key}`).toBeDefined();
        const text = typeof entry === 'string' || 'text' in entry! ? entry : entry![key];
        expect(text, `${theme.id} ${key}`).toBeDefined();
        expect(JSON.stringify(text)).not.toMatch(
          /\bcost|margin|offshore|india|\b\w{2,}iz(e|es|ed|ing|ation)\b/i,
        );
      }
  });
});
