/**
 * Risk assessment scores (spec: Business constants; issue 7): 7 blocks of questions; the selected answer of a
 * question counts 10 for id 3 (High), 2.9 for id 2 (Above Normal), 1.4 for id 1 (Normal) and 0 otherwise (NA);
 * a block scores the sum of its questions; the overall score is the sum of the blocks / 7, to 2 decimals. Each
 * score is shown against its scale: a block's maximum is 10 per question, the overall maximum the blocks' / 7.
 */

export const RISK_BLOCKS = [
  { id: 1, name: 'Client Expectations' },
  { id: 2, name: 'Alignment Client Expectations and Contract' },
  { id: 3, name: 'Contract and Deal Structure' },
  { id: 4, name: 'Alignment Contract and Solution' },
  { id: 5, name: 'Solution Plan and Cost' },
  { id: 6, name: 'Alignment Solution Plan and Capability' },
  { id: 7, name: 'Capability' },
] as const;

export const RISK_ANSWERS = [
  { id: 3, label: 'High', points: 10 },
  { id: 2, label: 'Above Normal', points: 2.9 },
  { id: 1, label: 'Normal', points: 1.4 },
  { id: 0, label: 'NA', points: 0 },
] as const;

export interface RiskQuestionLike {
  block: { id: number };
  answers: readonly { id: number; selected: boolean }[];
}

/** The points of a question's selected answer (0 when none is selected). */
export function questionPoints(question: RiskQuestionLike): number {
  const selected = question.answers.find((a) => a.selected);
  return RISK_ANSWERS.find((a) => a.id === selected?.id)?.points ?? 0;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export interface RiskBlockScore {
  id: number;
  name: string;
  score: number;
  /** The highest score the block can reach: every question answered High (10 points each). */
  max: number;
  notAnswered: number;
}

/** The most a question can count (High). */
export const RISK_MAX_POINTS = 10;

/** The Risk Block / Risk Score / Not Answered table and the overall score. */
export function riskScores(questions: readonly RiskQuestionLike[]): {
  blocks: RiskBlockScore[];
  overall: number;
  /** The highest overall score: the blocks' maxima / 7, the scale the overall score is read against. */
  overallMax: number;
} {
  const blocks = RISK_BLOCKS.map((b) => {
    const mine = questions.filter((q) => q.block.id === b.id);
    return {
      id: b.id,
      name: b.name,
      score: round2(mine.reduce((sum, q) => sum + questionPoints(q), 0)),
      max: mine.length * RISK_MAX_POINTS,
      notAnswered: mine.filter((q) => !q.answers.some((a) => a.selected)).length,
    };
  });
  const total = blocks.reduce((sum, b) => sum + b.score, 0);
  const most = blocks.reduce((sum, b) => sum + b.max, 0);
  return {
    blocks,
    overall: round2(total / RISK_BLOCKS.length),
    overallMax: round2(most / RISK_BLOCKS.length),
  };
}
