/**
 * What the answer worker does (ADR 0049), apart from its message listener so it can be tested in Node: the
 * schemas it knows, by name (a zod schema cannot be sent to a worker), and one job.
 */
import { solutionSchema } from '@portal/domain';
import { parseAnswer, type ParseOutcome } from './parse-answer.ts';

const SCHEMAS = { solution: solutionSchema };
export type AnswerSchemaName = keyof typeof SCHEMAS;

export interface AnswerJob {
  id: number;
  name: AnswerSchemaName;
  text: string;
}

export interface AnswerDone {
  id: number;
  outcome: ParseOutcome;
}

export function runAnswerJob({ id, name, text }: AnswerJob): AnswerDone {
  return { id, outcome: parseAnswer(SCHEMAS[name], text) };
}
