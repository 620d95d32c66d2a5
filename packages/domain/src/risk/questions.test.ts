import { describe, expect, it } from 'vitest';
import { riskQuestionSchema } from '../contracts/solutions.ts';
import { answerRiskQuestion, initialRiskQuestions } from './questions.ts';
import { RISK_BLOCKS, riskScores } from './score.ts';

describe('the sample risk questions', () => {
  const questions = initialRiskQuestions();

  it.each(RISK_BLOCKS.map((b) => [b.id, b.name]))('block %s (%s) has three questions', (block) => {
    expect(questions.filter((q) => q.block.id === block)).toHaveLength(3);
  });

  it('have unique ids, the four answers 3, 2, 1, 0, none selected, and are valid', () => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) {
      expect(q.answers.map((a) => a.id)).toEqual([3, 2, 1, 0]);
      expect(q.answers.some((a) => a.selected)).toBe(false);
      expect(riskQuestionSchema.safeParse(q).success).toBe(true);
    }
    expect(riskScores(questions).blocks.every((b) => b.notAnswered === 3 && b.score === 0)).toBe(true);
  });

  it.each([
    [3, 10],
    [2, 2.9],
    [1, 1.4],
    [0, 0],
    [undefined, 0],
  ])('answering %s scores block 1 at %s and selects exactly one answer', (answer, score) => {
    const answered = answerRiskQuestion(questions, 'risk-q-1-1', answer);
    expect(answered[0]?.answers.filter((a) => a.selected).map((a) => a.id)).toEqual(
      answer === undefined ? [] : [answer],
    );
    expect(riskScores(answered).blocks[0]?.score).toBe(score);
  });
});
