/**
 * The solution's written content (spec: Review accordion): Opportunity Background, Scope Definition (with Scope
 * of Work, Key Outputs and Out of Scope), Delivery Approach Overview, Sourcing Strategy and Mobilisation. The
 * Review step edits them; the proposal, the solution plan and the contract print them.
 */
import type { SolutionFields } from '../contracts/solutions.ts';

export type ContentKey = keyof Pick<
  SolutionFields,
  | 'opportunityBackground'
  | 'scopeDefinition'
  | 'scopeDefinitionScopeOfWork'
  | 'scopeDefinitionKeyOutputs'
  | 'scopeDefinitionOutOfScope'
  | 'deliveryApproach'
  | 'sourcingStrategy'
  | 'mobilization'
>;

export interface ContentSection {
  title: string;
  key: ContentKey;
  parts?: { title: string; key: ContentKey }[];
}

export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { title: 'Opportunity Background', key: 'opportunityBackground' },
  {
    title: 'Scope Definition',
    key: 'scopeDefinition',
    parts: [
      { title: 'Scope of Work', key: 'scopeDefinitionScopeOfWork' },
      { title: 'Key Outputs', key: 'scopeDefinitionKeyOutputs' },
      { title: 'Out of Scope', key: 'scopeDefinitionOutOfScope' },
    ],
  },
  { title: 'Delivery Approach Overview', key: 'deliveryApproach' },
  { title: 'Sourcing Strategy', key: 'sourcingStrategy' },
  { title: 'Mobilisation', key: 'mobilization' },
];
