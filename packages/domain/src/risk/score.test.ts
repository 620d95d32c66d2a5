import { describe, expect, it } from 'vitest';
import { questionPoints, RISK_BLOCKS, riskScores } from './score.ts';

const q = (block: number, selected?: number) => ({
  block: { id: block },
  answers: [3, 2, 1, 0].map((id) => ({ id, selected: id === selected })),
});

describe('risk scoring (spec: 3 counts 10, 2 counts 2.9, 1 counts 1.4, others 0; overall = sum / 7 to 2 decimals)', () => {
  it.each([
    [3, 10],
    [2, 2.9],
    [1, 1.4],
    [0, 0],
    [undefined, 0],
  ])('answer %s counts %s', (answer, points) => {
    expect(questionPoints(q(1, answer))).toBe(points);
  });

  it('names the seven blocks as the spec does', () => {
    expect(RISK_BLOCKS.map((b) => b.name)).toEqual([
      'Client Expectations',
      'Alignment Client Expectations and Contract',
      'Contract and Deal Structure',
      'Alignment Contract and Solution',
      'Solution Plan and Cost',
      'Alignment Solution Plan and Capability',
      'Capability',
    ]);
  });

  it.each([
    ['nothing answered', [], 0],
    ['one High', [q(1, 3)], 1.43], // 10 / 7 = 1.428...
    ['High, Above Normal, Normal in three blocks', [q(1, 3), q(2, 2), q(3, 1)], 2.04], // 14.3 / 7
    ['all High in every block (2 each)', RISK_BLOCKS.flatMap((b) => [q(b.id, 3), q(b.id, 3)]), 20],
    ['Above Normal x 3 in one block', [q(4, 2), q(4, 2), q(4, 2)], 1.24], // 8.7 / 7 = 1.2428...
  ] as const)('%s: overall %s', (_name, questions, overall) => {
    expect(riskScores(questions).overall).toBe(overall);
  });

  it('counts each block and its unanswered questions', () => {
    const { blocks } = riskScores([q(1, 3), q(1), q(2, 1), q(2, 1), q(7)]);
    expect(blocks.map((b) => [b.id, b.score, b.notAnswered])).toEqual([
      [1, 10, 1],
      [2, 2.8, 0],
      [3, 0, 0],
      [4, 0, 0],
      [5, 0, 0],
      [6, 0, 0],
      [7, 0, 1],
    ]);
  });

  it.each([
    ['nothing asked', [], [0, 0, 0, 0, 0, 0, 0], 0],
    [
      'three questions a block',
      RISK_BLOCKS.flatMap((b) => [q(b.id), q(b.id), q(b.id)]),
      [30, 30, 30, 30, 30, 30, 30],
      30,
    ],
    ['2, 1 and 0 questions', [q(1), q(1), q(2)], [20, 10, 0, 0, 0, 0, 0], 4.29], // 30 / 7
  ] as const)(
    'gives each score its scale (%s): blocks out of %j, overall out of %s',
    (_n, questions, blocks, overall) => {
      const scores = riskScores(questions);
      expect(scores.blocks.map((b) => b.max)).toEqual(blocks);
      expect(scores.overallMax).toBe(overall);
    },
  );
});
