import { describe, expect, it } from 'vitest';
import { deckContactLine, deckContactOf, deckDeadline, deckPlan, deckTiming } from './deck-next-steps.ts';

const MERCIA_DEADLINE =
  'A decision on the future desktop is needed before the 2027/28 budget is set in February 2027';

describe('a deadline the client told us of', () => {
  it.each([
    [MERCIA_DEADLINE, { date: '2027-02-01', what: 'before the 2027/28 budget is set in February 2027' }],
    ['Live by 31 March 2027.', { date: '2027-03-31', what: 'by 31 March 2027' }],
    ['7,400 devices still on Windows 10, whose support ended on 14 October 2025', undefined],
  ])('%j', (point, deadline) => {
    expect(deckDeadline([point])).toEqual(deadline);
  });
});

describe('the next steps’ dates', () => {
  it.each([
    [
      'Mercia: met 27 November 2026, budget set in February 2027: forward, as early as can be, Christmas skipped',
      { issued: '2026-11-30', metOn: '2026-11-27', heard: [MERCIA_DEADLINE] },
      {
        replyBy: '2026-12-07',
        discoveryWeek: '2026-12-14',
        solutionWeek: '2027-01-04',
        proposalBy: '2027-01-15',
        deadline: { date: '2027-02-01', what: 'before the 2027/28 budget is set in February 2027' },
      },
    ],
    [
      'Northbridge: met 28 October 2026, no deadline: five working days after the deck, then a week apart',
      { issued: '2026-11-30', metOn: '2026-10-28', heard: [] },
      {
        replyBy: '2026-12-07',
        discoveryWeek: '2026-12-14',
        solutionWeek: '2027-01-04',
        proposalBy: '2027-01-15',
      },
    ],
    [
      'Albion: met 24 November 2026: ten working days after the meeting; no workshop over Christmas',
      { issued: '2026-11-30', metOn: '2026-11-24', heard: [] },
      {
        replyBy: '2026-12-08',
        discoveryWeek: '2026-12-14',
        solutionWeek: '2027-01-04',
        proposalBy: '2027-01-15',
      },
    ],
    [
      'a deadline too close to meet: the plan as without one, the deadline not claimed',
      { issued: '2026-11-30', heard: ['Needed before 1 December 2026'] },
      {
        replyBy: '2026-12-07',
        discoveryWeek: '2026-12-14',
        solutionWeek: '2027-01-04',
        proposalBy: '2027-01-15',
      },
    ],
    [
      'a proposal that would fall at Christmas: the first Friday of the new year',
      { issued: '2026-11-25', heard: [] },
      {
        replyBy: '2026-12-02',
        discoveryWeek: '2026-12-07',
        solutionWeek: '2026-12-14',
        proposalBy: '2027-01-08',
      },
    ],
  ])('%s', (_name, input, plan) => {
    expect(deckPlan(input)).toEqual(plan);
  });

  it('says how the dates meet the deadline', () => {
    const plan = deckPlan({ issued: '2026-11-30', metOn: '2026-11-27', heard: [MERCIA_DEADLINE] });
    expect(deckTiming(plan)).toBe(
      'These dates put our proposal in your hands by 15\u00a0January\u00a02027, in time for your deadline, before the 2027/28 budget is set in February 2027.',
    );
    expect(deckTiming(deckPlan({ issued: '2026-11-30', heard: [] }))).toBeUndefined();
  });
});

describe('whom to contact', () => {
  it.each([
    [
      'a person with a shared mailbox: our team’s (‘our bids team’ read as internal)',
      {
        name: 'Sam Patel',
        title: 'Account Manager',
        email: 'bids@providertechnology.co.uk',
        teamEmail: 'bids@providertechnology.co.uk',
        phone: '0118 496 0000',
      },
      'Sam Patel, Account Manager, or our team at bids@providertechnology.co.uk or on 0118\u00a0496\u00a00000,',
    ],
    [
      'a person with their own address',
      { name: 'Sam Patel', title: 'Account Manager', email: 'sam.patel@providertechnology.co.uk' },
      'Sam Patel, Account Manager (sam.patel@providertechnology.co.uk)',
    ],
  ])('%s', (_name, contact, line) => {
    expect(deckContactLine(contact)).toBe(line);
  });
});

describe('the contact, resolved from the engagement', () => {
  const SUPPLIER = { email: 'bids@providertechnology.co.uk', phone: '0118 496 0000' };
  it.each([
    [
      'the owner’s address on the engagement, in the supplier’s domain',
      { name: 'Sam Patel', email: 'sam.patel@providertechnology.co.uk' },
      undefined,
      'Sam Patel, Account Manager (sam.patel@providertechnology.co.uk), or our team on 0118\u00a0496\u00a00000,',
    ],
    [
      'none on the engagement: their user record’s',
      { name: 'Olivia Hart', email: '' },
      'olivia.hart@providertechnology.co.uk',
      'Olivia Hart, Account Manager (olivia.hart@providertechnology.co.uk), or our team on 0118\u00a0496\u00a00000,',
    ],
    [
      // The seeded owners' sign-in addresses (provider.example) and a partner's: named, with the team's mailbox, as
      // every client document gives it (contactEmail).
      'an address outside the supplier’s domain: the person named, the team’s mailbox',
      { name: 'Tom Gallagher', email: 'tom.gallagher@accenture.example' },
      undefined,
      'Tom Gallagher, Account Manager, or our team at bids@providertechnology.co.uk or on 0118\u00a0496\u00a00000,',
    ],
    [
      'no address of theirs in the store: the team’s mailbox, never one made up from the name',
      { name: 'Sam Patel', email: ' ' },
      undefined,
      'Sam Patel, Account Manager, or our team at bids@providertechnology.co.uk or on 0118\u00a0496\u00a00000,',
    ],
  ])('%s', (_name, owner, userEmail, line) => {
    const contact = deckContactOf({ owner, userEmail, title: 'Account Manager', supplier: SUPPLIER });
    expect(deckContactLine(contact)).toBe(line);
  });
});
