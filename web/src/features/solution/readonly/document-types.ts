/** Document types of a solution (spec: Document: 1 slide deck, 2 ROM, 3 Proposal, 4 Solution Plan, 5 Capability Contract). */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'Slide Deck',
  2: 'ROM',
  3: 'Proposal',
  4: 'Solution Plan',
  5: 'Capability Contract',
};

export function documentTypeName(type: number): string {
  return DOCUMENT_TYPE_NAMES[type] ?? `Document ${type}`;
}
