/**
 * The risk assessment's questions. SAMPLE DATA authored for the portal: the spec gives only their shape
 * (id, block 1-7, text, notes, answers 3 High, 2 Above Normal, 1 Normal, 0 NA with description and
 * mitigating actions). A solution without questions starts from these when the wizard first saves.
 */
import type { z } from 'zod';
import type { riskQuestionSchema } from '../contracts/solutions.ts';

export type RiskQuestion = z.infer<typeof riskQuestionSchema>;

const SAMPLE: readonly (readonly [block: number, text: string])[] = [
  [1, 'How far do the client’s expected outcomes go beyond what was discussed in the opportunity?'],
  [1, 'How likely is the client to expect delivery dates earlier than the plan allows?'],
  [1, 'How unclear are the client’s success measures for this solution?'],
  [2, 'How far does the draft contract leave the client’s expectations unwritten?'],
  [2, 'How much do the acceptance criteria in the contract differ from what the client expects to see?'],
  [2, 'How likely is a dispute over what is in and out of scope?'],
  [3, 'How much of the price is fixed against work that is not yet well understood?'],
  [3, 'How severe are the liabilities, service credits or penalties in the deal?'],
  [3, 'How dependent is the deal on third-party or partner contracts not yet signed?'],
  [4, 'How much of what the contract commits to is not covered by the solution’s capabilities?'],
  [4, 'How many contractual service levels does the solution not yet show how to meet?'],
  [4, 'How much does the solution rely on client responsibilities the contract does not name?'],
  [5, 'How uncertain are the effort estimates behind the plan (sizes, metrics, complexity)?'],
  [5, 'How tight is the contingency in the cost and the plan?'],
  [5, 'How exposed is the cost to exchange rates, licences or hardware prices?'],
  [6, 'How far does the plan need people or skills the delivery teams do not have available?'],
  [6, 'How much offshore or partner capacity does the plan assume without a confirmed team?'],
  [6, 'How much of the plan depends on capabilities the provider has not delivered before?'],
  [7, 'How new is the technology to the provider’s delivery teams?'],
  [7, 'How few reference clients does the provider have for this capability?'],
  [7, 'How dependent is delivery on a small number of key people?'],
];

const ANSWERS = [
  { id: 3, description: 'High: likely, and it would hurt the deal.' },
  { id: 2, description: 'Above Normal: more than usual for a deal of this size.' },
  { id: 1, description: 'Normal: what every deal of this size carries.' },
  { id: 0, description: 'NA: does not apply to this solution.' },
] as const;

/** A fresh copy of the sample questions, nothing answered. */
export function initialRiskQuestions(): RiskQuestion[] {
  const counts = new Map<number, number>();
  return SAMPLE.map(([block, text]) => {
    const n = (counts.get(block) ?? 0) + 1;
    counts.set(block, n);
    return {
      id: `risk-q-${block}-${n}`,
      block: { id: block },
      text,
      notes: '',
      answers: ANSWERS.map((a) => ({ ...a, selected: false, mitigatingActions: '' })),
    };
  });
}

/** Selects one answer of a question (or none with undefined). */
export function answerRiskQuestion(
  questions: readonly RiskQuestion[],
  questionId: string,
  answerId: number | undefined,
): RiskQuestion[] {
  return questions.map((q) =>
    q.id === questionId
      ? { ...q, answers: q.answers.map((a) => ({ ...a, selected: a.id === answerId })) }
      : q,
  );
}
