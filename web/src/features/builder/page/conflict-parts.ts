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
  approvers: 'Named approvers',
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

/** A conflicting part in plain words, with the parts that share its name (settled together). */
export interface ConflictGroup {
  label: string;
  parts: string[];
}

/** The conflicting parts grouped by their plain name, each name once, in the order given. */
export function conflictGroups(parts: readonly string[], tree: readonly Capability[]): ConflictGroup[] {
  const groups = new Map<string, string[]>();
  for (const part of parts) {
    const label = conflictPartLabel(part, tree);
    const list = groups.get(label) ?? [];
    if (!list.includes(part)) list.push(part);
    groups.set(label, list);
  }
  return [...groups].map(([label, list]) => ({ label, parts: list }));
}

/**
 * One side's value of a conflicting part as the dialog shows it (and Copy copies it): text as typed, a number
 * or yes/no, the name of a chosen item, '(empty)' for nothing; a structure (a capability with its choices, the
 * risk answers) as formatted JSON, so nothing of it is hidden from the person choosing.
 */
export function conflictValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object' && !Array.isArray(value)) {
    // A chosen item ({id, name}: the client, the country): its name.
    const { id: _id, name, ...rest } = value as Record<string, unknown>;
    if (typeof name === 'string' && Object.keys(rest).length === 0) return name;
  }
  return JSON.stringify(value, null, 2);
}
