import { describe, expect, it } from 'vitest';
import { deckWorkshopAgenda } from './deck-workshops.ts';
import { HEARD_THEMES } from './deck-heard-links.ts';
import { WORKSHOP_TOPIC_OF, workshopTopics } from './deck-workshop-topics.ts';

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
const SEEDED = { discoveryCount: 2, discoveryHours: 3, solutionHours: 3, feePounds: 0 };
const texts = (count: number, heard: string[]) =>
  deckWorkshopAgenda({ ...SEEDED, discoveryCount: count }, [], heard)
    .sessions.slice(0, -1)
    .map((s) => s.text);

// The client-side reader: the discovery workshops' text was the same for every client.
describe('the discovery workshops’ topics, from what we heard', () => {
  it.each([
    [
      'Albion, two workshops',
      2,
      ALBION,
      [
        'Your people, sites and devices today: shared devices at depots and on trains, and sign-in at the start of a shift. With your IT lead and a manager from the teams who use the devices. You leave with an agreed picture of today.',
        'Your applications, security and support: Teams for messages between depots, trains and control, and lost or stolen devices. With your IT, security and service desk leads. You leave with the needs the solution must meet, in order of importance.',
      ],
    ],
    [
      'Mercia, two workshops',
      2,
      MERCIA,
      [
        'Your people, sites and devices today: the ageing devices and signing in from home. With your IT lead and a manager from the teams who use the devices. You leave with an agreed picture of today.',
        'Your applications, security and support: the applications that must keep working and one service desk. With your IT, security and service desk leads. You leave with the needs the solution must meet, in order of importance.',
      ],
    ],
    [
      'Albion, one workshop: three topics',
      1,
      ALBION,
      [
        'Your people, devices, applications, security and support today: shared devices at depots and on trains, sign-in at the start of a shift, and Teams for messages between depots, trains and control. With your IT lead, your security lead and a manager from the teams who use the devices. You leave with an agreed picture of today and the needs the solution must meet.',
      ],
    ],
    [
      // Nothing heard for a workshop: its stock line.
      'nothing heard',
      2,
      [],
      [
        'Your people, sites and devices today, and how they are used. With your IT lead and a manager from the teams who use the devices. You leave with an agreed picture of today.',
        'Your applications, security and support, and what must not change. With your IT, security and service desk leads. You leave with the needs the solution must meet, in order of importance.',
      ],
    ],
  ])('%s', (_name, count, heard, expected) => {
    expect(texts(count, heard)).toEqual(expected);
  });

  it.each([
    ['three workshops: applications apart', 3, ALBION, ['today', 'applications', 'security-support']],
  ])('%s', (_name, count, heard) => {
    const [today, apps, security] = texts(count, heard);
    expect(today).toContain('shared devices at depots and on trains');
    expect(apps).toContain('Your applications: Teams for messages between depots, trains and control.');
    expect(security).toContain('Your security and support: lost or stolen devices.');
  });

  it('has a short topic for the themes a client raises, in the client’s words', () => {
    for (const theme of HEARD_THEMES) {
      const topic = WORKSHOP_TOPIC_OF[theme.id];
      if (!topic) continue;
      const text = topic.say('', []);
      expect(text.length, theme.id).toBeLessThanOrEqual(45);
      expect(text).not.toMatch(/\bcost|margin|offshore|india|\b\w{2,}iz(e|es|ed|ing|ation)\b|^[A-Z]/);
    }
    expect(workshopTopics(ALBION, ['today'], 1)).toEqual(['shared devices at depots and on trains']);
  });
});
