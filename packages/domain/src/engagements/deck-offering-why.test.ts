import { describe, expect, it } from 'vitest';
import { WHY_REASONS, WHY_TOPICS, whyLine } from './deck-offering-why.ts';

const ALBION = [
  '9,800 staff, most of them at depots or on trains',
  '8,600 devices, among them shared handhelds for frontline staff',
  'Lost or stolen devices wiped the same day',
];

// The client-side reader: 'Beyond the points you raised, we suggest it for … Tell us if it is of interest.' twice
// on a slide read as generated, and odd on Defender with cyber security rated High.
describe('why an offering answering nothing we heard is suggested', () => {
  it.each([
    [
      'Defender, cyber security High',
      'cap-endpoint-protection',
      { label: 'Cyber security', value: 'High' },
      ALBION,
      'Protection from attacks: attacks on your 8,600 devices found and stopped, with a report to you on each.',
    ],
    [
      'the service desk, in the client’s places',
      'cap-service-desk',
      { label: 'Operational efficiency', value: 'Medium' },
      ALBION,
      'Help in one place: help for your 9,800 staff at depots and on trains, from one desk that records each request.',
    ],
    [
      'no reason of its own: the priority alone',
      'cap-m365-apps',
      { label: 'Employee experience', value: 'High' },
      ALBION,
      'Suggested for employee experience, which you rated High.',
    ],
    [
      'no priority it serves',
      'cap-service-desk',
      undefined,
      ALBION,
      'Not among the points you raised: yours to keep or drop.',
    ],
    // Nothing heard at all: the earlier sentence (no context to speak from).
    [
      'nothing heard',
      'cap-endpoint-protection',
      { label: 'Cyber security', value: 'High' },
      [],
      'Beyond the points you raised, we suggest it for cyber security. Tell us if it is of interest.',
    ],
  ])('%s', (_name, capability, best, heard, line) => {
    expect(whyLine(capability, best, heard)).toBe(line);
  });

  it('every reason has a topic to be set out under', () => {
    expect(Object.keys(WHY_TOPICS).sort()).toEqual(Object.keys(WHY_REASONS).sort());
  });

  it('reads as the client’s: UK spelling, no internal words, a lower-case start', () => {
    for (const reason of Object.values(WHY_REASONS)) {
      expect(reason).not.toMatch(/\bcost|margin|offshore|india|\b\w{2,}iz(e|es|ed|ing|ation)\b|^[A-Z]/);
      expect(reason.length, reason).toBeLessThanOrEqual(90);
    }
  });
});
