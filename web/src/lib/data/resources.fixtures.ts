/**
 * Answers of the API as the seeded portal gives them (api/src/seed/seed-data: Sam Patel's Mercia engagement and
 * solution 1003, the Core area's scores, the Engagement template), for resources.test.tsx. Typed with the domain's
 * contracts, so a fixture that no longer fits a schema fails the typecheck as well as the hooks' zod parse.
 */
import type {
  CapabilityRelevanceTable,
  CreateEngagementResponse,
  CurrentUser,
  Engagement,
  EngagementListItem,
  LocalSignInUser,
  PersonRef,
  SaveEngagementRequest,
  Solution,
  TemplatePreview,
} from '@portal/domain';

export const SAM: PersonRef = {
  id: 'u-622562acfed93dd4',
  name: 'Sam Patel',
  email: 'sales.person@provider.example',
};
export const OLIVIA: PersonRef = {
  id: 'u-d6aba82aaa819bd3',
  name: 'Olivia Hart',
  email: 'solution.architect@provider.example',
};
const ALEX: PersonRef = { id: 'u-07d6f03a0ccf65b8', name: 'Alex Morgan', email: 'admin@provider.example' };

const MERCIA = { id: 'client-mercia-county-council', name: 'Mercia County Council' };

export const SAVE_ENGAGEMENT: SaveEngagementRequest = {
  salesClient: MERCIA,
  type: 0,
  fields: {
    name: '',
    engagementNotes: 'First meeting with the council’s IT director: hybrid working and an ageing VDI estate.',
    clientNeeds: '',
    metOn: '',
    metWith: '',
    offeringIds: ['offering-discovery-assessment', 'offering-azure-virtual-desktop', 'offering-service-desk'],
  },
  state: { priorities: { EX: 3, CS: 2, ROI: 1, TCO: 3, OE: 2 } },
};

export const ENGAGEMENT: Engagement = {
  id: 'engagement-demo-mercia',
  salesClient: MERCIA,
  type: 0,
  fields: { ...SAVE_ENGAGEMENT.fields, name: 'Engagement for Mercia County Council' },
  state: { partnerSubmitted: false, priorities: SAVE_ENGAGEMENT.state.priorities },
  owner: SAM,
  modifiedBy: SAM,
  createdAt: '2026-11-23T09:12:00.000Z',
  modifiedAt: '2026-11-23T09:12:00.000Z',
  catalogueVersion: 1,
  documents: [
    {
      id: 'doc-engagement-demo-mercia-1',
      name: 'Slide deck',
      type: 1,
      modifiedAt: '2026-11-23T09:13:05.000Z',
      fileName: 'Engagement for Mercia County Council.pptx',
    },
  ],
  etag: '"engagement-demo-mercia-2"',
};

/** The same engagement as Olivia saved it meanwhile: what a 409 carries. */
export const THEIR_ENGAGEMENT: Engagement = {
  ...ENGAGEMENT,
  fields: { ...ENGAGEMENT.fields, engagementNotes: 'Second meeting: the VDI estate is to go by March.' },
  modifiedBy: OLIVIA,
  modifiedAt: '2026-11-26T08:40:00.000Z',
  etag: '"engagement-demo-mercia-3"',
};

/** The row of the engagements list: a shape that must not pass for one engagement. */
export const ENGAGEMENT_ROW: EngagementListItem = {
  id: ENGAGEMENT.id,
  clientName: MERCIA.name,
  name: ENGAGEMENT.fields.name,
  notes: ENGAGEMENT.fields.engagementNotes,
  owner: SAM,
  createdAt: ENGAGEMENT.createdAt,
  type: 0,
};

/** What POST /sales/engagements (201) and PUT /sales/engagements/{id} (200) answer: the engagement and its deck job. */
export function savedEngagement(engagement: Engagement): CreateEngagementResponse {
  return {
    engagement,
    job: {
      traceId: '7f0c2a51-3d4e-4b8a-9c61-0e5f2d9b7a13',
      type: 'engagement-deck',
      status: 'queued',
      text: 'Creating the slide deck...',
      progress: 0,
      attempts: 0,
      createdAt: engagement.modifiedAt,
      modifiedAt: engagement.modifiedAt,
    },
  };
}

export const SOLUTION: Solution = {
  id: '1003',
  type: 1,
  userId: SAM.id,
  clientId: MERCIA.id,
  clientName: MERCIA.name,
  salesClient: MERCIA,
  expectedStart: '2027-02',
  salesCountry: { id: 'GB', name: 'United Kingdom' },
  requirementDescription: 'Replace 3,000 ageing desktops with Windows 365 Cloud PCs across 40 council sites.',
  owner: SAM,
  modifiedBy: SAM,
  createdAt: '2026-11-20T10:00:00.000Z',
  modifiedAt: '2026-11-20T10:00:00.000Z',
  catalogueVersion: 1,
  documents: [],
  assigneeIds: [SAM.id, OLIVIA.id],
  fields: {
    organization: 'PROVIDER',
    name: 'Mercia Cloud PC for hybrid working',
    regionId: 'EME-UKI',
    complexity: 1,
    aepSolutionType: 'Solution Play',
    aepUrl: 'https://aep.provider.example/projects/AEP-24133',
  },
  state: { step: 5, steps: [1, 2, 5], items: [] },
  etag: '"solution-1003-4"',
};

export const CURRENT_USER: CurrentUser = {
  id: SAM.id,
  name: SAM.name,
  email: SAM.email,
  role: { id: 'SALES_PERSON', name: 'Sales Person' },
  assignedRole: { id: 'SALES_PERSON', name: 'Sales Person' },
  organization: 'PROVIDER',
  regionId: 'EME-UKI',
  mode: 'production',
  isAdmin: false,
};

export const LOCAL_USERS: LocalSignInUser[] = [
  { name: ALEX.name, email: ALEX.email, roleId: 'ADMIN', role: 'Admin' },
  { name: SAM.name, email: SAM.email, roleId: 'SALES_PERSON', role: 'Sales Person' },
];

export const RELEVANCE_TABLE: CapabilityRelevanceTable = {
  rows: [
    {
      id: 'cap-discovery-assessment',
      areaId: 'area-core',
      area: 'Core',
      name: 'Discovery & Assessment',
      description:
        'Baseline the current end-user computing estate: devices, applications, identities, management tooling and user personas, and agree a target state and roadmap with the client.',
      EX: 70,
      CS: 45,
      ROI: 60,
      TCO: 65,
      OE: 75,
    },
  ],
  catalogueVersion: 1,
  etag: '"catalogue-current-1"',
};

/** The current catalogue (GET /sales/configuration), the version the relevance table reads. */
export function catalogueVersion(version: number) {
  return {
    version,
    currentVersion: version,
    areas: [{ id: 'area-core', name: 'Core' }],
    capabilities: [{ id: 'cap-discovery-assessment', name: 'Discovery & Assessment', areaId: 'area-core' }],
    createdAt: '2026-11-26T08:00:00.000Z',
    createdBy: ALEX,
  };
}

export const TEMPLATE_PREVIEW: TemplatePreview = {
  template: { id: 'template-engagement', name: 'Engagement', filename: 'engagement-template.pptx' },
  format: 'pptx',
  source: 'default',
  size: 48_213,
  documents: 'Engagement slide deck (comes with engagements)',
  placeholders: [],
  texts: [
    { label: 'Footer', value: 'Commercial in confidence' },
    { label: 'Cover label', value: 'Engagement' },
  ],
  problems: [],
};
