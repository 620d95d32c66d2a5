/**
 * The parts of a solution two people changed differently (names from mergeSolutionEdits, such as
 * 'fields.name' or 'state.items.cap-intune'), in plain words for the conflict dialog.
 */
import { findCapability, type Capability } from '@portal/domain';

const HEADER: Readonly<Record<string, string>> = {
  salesClient: 'Client',
  expectedStart: 'Expected start',
  salesCountry: 'Primary country',
  requirementDescription: 'Description of requirements',
};

const FIELDS: Readonly<Record<string, string>> = {
  name: 'Opportunity name',
  regionId: 'Geographic region',
  organization: 'Organisation',
  complexity: 'Solution complexity',
  aepSolutionType: 'AEP solution type',
  aepUrl: 'AEP link',
  c365Url: 'C365 link',
  roles: 'Roles',
  approvals: 'Approvals',
  clientContacts: 'Client contacts',
  proposalStatus: 'Proposal status',
  opportunityBackground: 'Opportunity background',
  scopeDefinition: 'Scope definition',
  scopeDefinitionScopeOfWork: 'Scope of work',
  scopeDefinitionKeyOutputs: 'Key outputs',
  scopeDefinitionOutOfScope: 'Out of scope',
  deliveryApproach: 'Delivery approach overview',
  sourcingStrategy: 'Sourcing strategy',
  mobilization: 'Mobilisation',
  isExportedToDeliver: 'Export to Deliver',
  exportedToDeliverAt: 'Export to Deliver',
  engagementNotes: 'Engagement notes',
};

const STATE: Readonly<Record<string, string>> = {
  step: 'Current step',
  steps: 'Visited steps',
  capabilities: 'Capability selection',
  deliverableReviewSettings: 'Deliverable review settings',
  peopleSettings: 'People settings',
  timelineSettings: 'Timeline settings',
  risk: 'Risk assessment',
  cpor: 'Claiming Partner of Record',
  priorities: 'Client priorities',
  partnerSubmitted: 'Partner submission',
  offerings: 'Offerings',
  actions: 'Actions',
};

/** 'scopeOfWork' → 'Scope of work': a readable fallback for parts without a name of their own. */
function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function conflictPartLabel(part: string, tree: readonly Capability[]): string {
  if (part in HEADER) return HEADER[part] as string;
  if (part.startsWith('fields.')) {
    const key = part.slice('fields.'.length);
    return FIELDS[key] ?? words(key);
  }
  if (part.startsWith('state.items.')) {
    const id = part.slice('state.items.'.length);
    const found = findCapability(tree, id);
    return `Capability '${found?.node.name ?? id}'`;
  }
  if (part.startsWith('state.')) {
    const key = part.slice('state.'.length);
    return STATE[key] ?? words(key);
  }
  return words(part);
}

/** The labels of the conflicting parts, each once, in the order given. */
export function conflictPartLabels(parts: readonly string[], tree: readonly Capability[]): string[] {
  return [...new Set(parts.map((p) => conflictPartLabel(p, tree)))];
}
