/**
 * Small builders that keep the capability catalogue readable: child ids are derived from the parent id (so every
 * id in the catalogue is unique and stable), role names come from the capability roles, and action metrics are
 * linked (metricId) to the capability metric of the same name.
 */
import {
  type DOCUMENT_FORMATS,
  type Action,
  type AepPhase,
  type Capability,
  type DocumentItem,
  type Metric,
  type PUBLICATIONS,
  type RiskItem,
} from '@portal/domain';
import { capabilityRoleById } from './capability-roles.ts';

type Publication = (typeof PUBLICATIONS)[number];
type FormatName = (typeof DOCUMENT_FORMATS)[number];

/** Where a capability is published by default: the provider, its partners, Accenture and HP. */
export const PUBLISHED_ALL: Publication[] = ['PROVIDER', 'PARTNER', 'ACCENTURE', 'HP'];

export const AREA_OWNER = 'area.owner@provider.example';
export const CAPABILITY_OWNER = 'capability.owner@provider.example';

/** [name, format, description] */
/** [name, format, description, document: a web link to the template on the provider's SharePoint] */
export type DocSpec = readonly [name: string, format: FormatName, description: string, link?: string];
/** [name, effort per unit (hours)] */
export type MetricSpec = readonly [name: string, effort: number];
/** [staticId of a capability role, percent of time] */
export type RoleSpec = readonly [staticId: string, value: number];

export interface RiskSpec {
  name: string;
  consequence: string;
  mitigation: string;
  impact: 'High' | 'Medium' | 'Low';
  probability: 'High' | 'Medium' | 'Low';
  owner: string;
}

export interface ActionSpec {
  id: string;
  name: string;
  description: string;
  effort: number;
  phase: AepPhase;
  roles: RoleSpec[];
  sequential?: boolean;
  defaultSelected?: boolean;
  metrics?: MetricSpec[];
  deliverables?: DocSpec[];
  workProducts?: DocSpec[];
  tools?: DocSpec[];
  risks?: RiskSpec[];
  assumptions?: string[];
  dependencies?: string[];
  /** staticIds of baseline security controls. */
  controls?: string[];
  /** Ids of actions this one waits for. */
  dependencyIds?: string[];
  /** A rollout's most a weekly wave moves (ADR 0057). */
  waveSize?: number;
  actions?: ActionSpec[];
}

export interface CapabilitySpec {
  id: string;
  name: string;
  areaId: string;
  description: string;
  /** Size descriptions S, M, C, VC. */
  sizes: readonly [S: string, M: string, C: string, VC: string];
  /** Relevance scores EX, CS, ROI, TCO, OE (0-100). */
  relevance: readonly [EX: number, CS: number, ROI: number, TCO: number, OE: number];
  owners: string[];
  published?: Publication[];
  /** [name, effort per unit, core] */
  metrics?: readonly (readonly [name: string, effort: number, core?: boolean])[];
  productAi?: { name: string; url: string };
  linkIds?: string[];
  /** Roadmap: the capabilities this one comes after (the ones after it are derived). */
  incomingIds?: string[];
  groups?: string[];
  actions: ActionSpec[];
  items?: CapabilitySpec[];
}

function format(name: FormatName) {
  return { id: name.toLowerCase(), name };
}

function docs(
  parentId: string,
  kind: string,
  specs: readonly DocSpec[] | undefined,
): DocumentItem[] | undefined {
  return specs?.map(([name, fmt, description, link], i) => ({
    id: `${parentId}-${kind}-${i + 1}`,
    name,
    description,
    format: format(fmt),
    ...(link ? { documentId: link } : {}),
  }));
}

function idNames(parentId: string, kind: string, names: readonly string[] | undefined) {
  return names?.map((name, i) => ({ id: `${parentId}-${kind}-${i + 1}`, name }));
}

function risks(parentId: string, specs: readonly RiskSpec[] | undefined): RiskItem[] | undefined {
  return specs?.map((r, i) => ({ id: `${parentId}-risk-${i + 1}`, ...r }));
}

export function action(spec: ActionSpec): Action {
  const roles = spec.roles.map(([staticId, value]) => {
    const role = capabilityRoleById(staticId);
    if (!role) throw new Error(`Action ${spec.id} names unknown role ${staticId}`);
    return { staticId, name: role.name, value };
  });
  const result: Action = {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    effort: spec.effort,
    parallel: 0,
    tranches: 1,
    defaultSelected: spec.defaultSelected ?? true,
    aepPhase: spec.phase,
    sequential: spec.sequential ?? true,
    metrics: (spec.metrics ?? []).map(([name, effort], i) => ({
      id: `${spec.id}-met-${i + 1}`,
      name,
      effort,
      defaultEffort: effort,
      value: 0,
      defaultValue: 0,
    })),
    roles,
    deliverables: docs(spec.id, 'del', spec.deliverables) ?? [],
    workProducts: docs(spec.id, 'wp', spec.workProducts) ?? [],
    tools: docs(spec.id, 'tool', spec.tools) ?? [],
    risks: risks(spec.id, spec.risks) ?? [],
    assumptions: idNames(spec.id, 'asm', spec.assumptions) ?? [],
    dependencies: idNames(spec.id, 'dep', spec.dependencies) ?? [],
    securityControlIds: spec.controls ?? [],
  };
  if (spec.dependencyIds) result.dependencyIds = spec.dependencyIds;
  if (spec.waveSize) result.waveSize = spec.waveSize;
  if (spec.actions) result.actions = spec.actions.map(action);
  return result;
}

/** Links action metrics to the capability metric of the same name (metricId). */
function linkMetrics(actions: Action[], metrics: Metric[]): void {
  for (const a of actions) {
    for (const m of a.metrics ?? []) {
      const target = metrics.find((cm) => cm.name === m.name);
      if (target) m.metricId = target.id;
    }
    if (a.actions) linkMetrics(a.actions, metrics);
  }
}

export function capability(spec: CapabilitySpec): Capability {
  const [S, M, C, VC] = spec.sizes;
  const [EX, CS, ROI, TCO, OE] = spec.relevance;
  const metrics: Metric[] = (spec.metrics ?? []).map(([name, effort, core], i) => ({
    id: `${spec.id}-met-${i + 1}`,
    name,
    effort,
    defaultEffort: effort,
    value: 0,
    defaultValue: 0,
    ...(core ? { core: true } : {}),
  }));
  const actions = spec.actions.map(action);
  linkMetrics(actions, metrics);
  const result: Capability = {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    sizeDescription: { S, M, C, VC },
    published: spec.published ?? PUBLISHED_ALL,
    linkIds: spec.linkIds ?? [],
    groups: spec.groups ?? [],
    owners: spec.owners,
    areaId: spec.areaId,
    relevance: { EX, CS, ROI, TCO, OE },
    metrics,
    actions,
  };
  if (spec.productAi) result.productAi = spec.productAi;
  if (spec.incomingIds) result.incomingIds = spec.incomingIds;
  if (spec.items) result.items = spec.items.map(capability);
  return result;
}
