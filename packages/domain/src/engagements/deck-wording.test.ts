import { describe, expect, it } from 'vitest';
import { deckAfterwards, deckUnservedLine, deckWorkshops } from './deck-wording.ts';

describe('deckWorkshops: what happens next, as the offer says it', () => {
  const offer = { discoveryCount: 2, discoveryHours: 3, solutionHours: 3, feePounds: 0 };
  it.each([
    [
      'the default offer',
      offer,
      'We run two discovery workshops of three hours each with the people you name, then a solution workshop of three hours, all at no charge.',
    ],
    [
      'one workshop of an hour, a fee',
      { discoveryCount: 1, discoveryHours: 1, solutionHours: 4, feePounds: 2400 },
      'We run one discovery workshop of one hour with the people you name, then a solution workshop of four hours, for £2,400 excluding VAT in all.',
    ],
    [
      'ten workshops of eight hours',
      { discoveryCount: 10, discoveryHours: 8, solutionHours: 8, feePounds: 0 },
      'We run ten discovery workshops of eight hours each with the people you name, then a solution workshop of eight hours, all at no charge.',
    ],
  ])('%s', (_name, o, sentence) => {
    expect(deckWorkshops(o)).toBe(
      `${sentence} After it we send you a proposal with the scope, plan and price for your review.`,
    );
    expect(deckAfterwards(o).map((p) => p.heading)).toEqual([
      'What happens next',
      'Nothing is committed yet',
    ]);
  });
});

// A High or Medium priority no offering serves was left hanging: its row says the discovery workshops look at it,
// as many as the commercial settings offer.
describe('deckUnservedLine: a priority no offering serves', () => {
  const offer = (discoveryCount: number) => ({
    discoveryCount,
    discoveryHours: 3,
    solutionHours: 3,
    feePounds: 0,
  });
  it.each([
    ['the default offer', offer(2), 'the two discovery workshops'],
    ['one workshop', offer(1), 'the discovery workshop'],
    ['ten workshops', offer(10), 'the ten discovery workshops'],
    ['no offer known', undefined, 'the discovery workshops'],
  ])('%s', (_name, o, workshops) => {
    expect(deckUnservedLine(o)).toBe(
      `No offering we suggest serves this yet: we look at it with you in ${workshops}, and suggest more if it helps.`,
    );
  });
});
