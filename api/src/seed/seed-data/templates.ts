/** The five default document templates (spec: Templates admin). Engagement and ROM are slide decks. */
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
