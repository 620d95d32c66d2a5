/**
 * The five default document templates (spec: Templates admin). Engagement and ROM are slide decks. Reference data
 * the runtime reads (a document's template when the stored list lacks it, the default files stored at start) and
 * the seed stores as the 'templates' catalogue.
 */
import type { Template } from '@portal/domain';

export const TEMPLATES: readonly Template[] = [
  { id: 'template-engagement', name: 'Engagement', filename: 'engagement-template.pptx' },
  { id: 'template-rom', name: 'ROM', filename: 'rom-template.pptx' },
  { id: 'template-proposal', name: 'Proposal', filename: 'proposal-template.docx' },
  { id: 'template-solution-plan', name: 'Solution Plan', filename: 'solution-plan-template.docx' },
  {
    id: 'template-deliverable-contract',
    name: 'Deliverable Contract',
    filename: 'deliverable-contract-template.docx',
  },
];
