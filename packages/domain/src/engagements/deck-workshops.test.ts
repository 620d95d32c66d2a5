import { describe, expect, it } from 'vitest';
import { deckWorkshopAgenda } from './deck-workshops.ts';

/** The seeded commercial settings' offer: two discovery workshops of three hours, a solution workshop of three. */
const SEEDED = { discoveryCount: 2, discoveryHours: 3, solutionHours: 3, feePounds: 0 };

describe('the workshops’ agenda beside the next steps', () => {
  it('the seeded offer: each workshop’s length, topics, whom it needs and what comes out', () => {
    expect(deckWorkshopAgenda(SEEDED)).toEqual({
      heading: 'The workshops, at no charge',
      sessions: [
        {
          title: 'Discovery workshop 1 \u00b7 three hours',
          text: 'Your people, sites and devices today, and how they are used. With your IT lead and a manager from the teams who use the devices. You leave with an agreed picture of today.',
        },
        {
          title: 'Discovery workshop 2 \u00b7 three hours',
          text: 'Your applications, security and support, and what must not change. With your IT, security and service desk leads. You leave with the needs the solution must meet, in order of importance.',
        },
        {
          title: 'Solution workshop \u00b7 three hours',
          text: 'The outline solution, offering by offering. With your IT lead and whoever approves the budget. You leave with the scope and plan we price in our proposal.',
        },
      ],
      closing:
        'Online or at your offices, as you prefer. Nothing is committed until you accept our proposal.',
    });
  });

  it.each([
    [1, ['Discovery workshop \u00b7 two hours', 'Solution workshop \u00b7 four hours']],
    [
      3,
      [
        'Discovery workshop 1 \u00b7 two hours',
        'Discovery workshop 2 \u00b7 two hours',
        'Discovery workshop 3 \u00b7 two hours',
        'Solution workshop \u00b7 four hours',
      ],
    ],
    [
      4,
      [
        'Discovery workshop 1 \u00b7 two hours',
        'Discovery workshop 2 \u00b7 two hours',
        'Discovery workshop 3 \u00b7 two hours',
        'Discovery workshop 4 \u00b7 two hours',
        'Solution workshop \u00b7 four hours',
      ],
    ],
    [
      6,
      [
        'Discovery workshop 1 \u00b7 two hours',
        'Discovery workshop 2 \u00b7 two hours',
        'Discovery workshop 3 \u00b7 two hours',
        'Discovery workshops 4 to 6 \u00b7 two hours each',
        'Solution workshop \u00b7 four hours',
      ],
    ],
  ])('%i discovery workshops are titled %j', (count, titles) => {
    const agenda = deckWorkshopAgenda({
      discoveryCount: count,
      discoveryHours: 2,
      solutionHours: 4,
      feePounds: 0,
    });
    expect(agenda.sessions.map((s) => s.title)).toEqual(titles);
    // Each says whom it needs and what comes out.
    for (const s of agenda.sessions) expect(s.text).toMatch(/\. With .+\. You leave with .+\.$/);
  });

  it.each([
    [[], 'The outline solution, offering by offering.'],
    [
      ['Azure Virtual Desktop', 'Windows 365 Cloud PC'],
      'The outline solution, and the choice between Azure Virtual Desktop and Windows 365 Cloud PC or a mix of them.',
    ],
  ])('with alternatives %j the solution workshop covers %j', (choices, starts) => {
    expect(deckWorkshopAgenda(SEEDED, choices).sessions.at(-1)!.text.startsWith(starts)).toBe(true);
  });

  it('a fee is said in pounds, excluding VAT', () => {
    expect(deckWorkshopAgenda({ ...SEEDED, feePounds: 4500 }).heading).toBe(
      'The workshops, £4,500 excluding VAT in all',
    );
  });
});
