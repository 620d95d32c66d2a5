/**
 * What a user receives of the capability catalogue and of a solution's copy of it (issue 6, ADR 0004): the
 * lead provider's users get everything; partner and client users get only capabilities that are not hidden and
 * are published to their organisation, and never effort hours (spec: "effort is for lead-provider users") or
 * owners' e-mails. A redacted user's save cannot change what they were not sent: the server restores it.
 */
import { organizationOf, type Organization, type RoleId } from '../auth/roles.ts';
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';
import type { Solution } from '../contracts/solutions.ts';
import { selectedCapabilityItems } from '../builder/tree-solution.ts';
import { isHidden } from '../builder/tree.ts';
import { countryFor } from '../places/places.ts';

/** Effort hours, owners and unpublished or hidden capabilities are for the lead provider's users only. */
export function seesFullCatalogue(role: RoleId): boolean {
  return organizationOf(role) === 'PROVIDER';
}

/**
 * Publication values a capability needs for an organisation to see it: HP sees HP and PARTNER items, Accenture
 * sees ACCENTURE and PARTNER items, a client sees what the provider publishes (PROVIDER). DRAFT items, and items
 * with no publication, stay with the provider.
 */
const PUBLISHED_FOR: Record<Exclude<Organization, 'PROVIDER'>, readonly string[]> = {
  HP: ['HP', 'PARTNER'],
  ACCENTURE: ['ACCENTURE', 'PARTNER'],
  CLIENT: ['PROVIDER'],
};

export function isPublishedTo(cap: Capability, organization: Organization): boolean {
  if (organization === 'PROVIDER') return true;
  const published = cap.published ?? [];
  if (published.includes('DRAFT')) return false;
  return PUBLISHED_FOR[organization].some((p) => (published as readonly string[]).includes(p));
}

function redactMetric(m: Metric): Metric {
  const { defaultEffort: _d, ...rest } = m;
  return { ...rest, effort: 0 };
}

function redactAction(a: Action): Action {
  const { owners: _o, ...rest } = a;
  const out: Action = { ...rest, effort: 0 };
  if (a.metrics) out.metrics = a.metrics.map(redactMetric);
  if (a.actions) out.actions = a.actions.map(redactAction);
  return out;
}

/** A capability tree without effort hours and owners' e-mails. */
export function redactCapabilities(caps: readonly Capability[]): Capability[] {
  return caps.map((c) => {
    const { owners: _o, ...rest } = c;
    const out: Capability = rest;
    if (c.metrics) out.metrics = c.metrics.map(redactMetric);
    if (c.actions) out.actions = c.actions.map(redactAction);
    if (c.items) out.items = redactCapabilities(c.items);
    return out;
  });
}

/** The catalogue as a user of this role receives it. */
export function catalogueFor(role: RoleId, caps: readonly Capability[]): Capability[] {
  if (seesFullCatalogue(role)) return [...caps];
  const organization = organizationOf(role);
  const visible = (list: readonly Capability[]): Capability[] =>
    list
      .filter((c) => !isHidden(c) && isPublishedTo(c, organization))
      .map((c) => (c.items ? { ...c, items: visible(c.items) } : c));
  return redactCapabilities(visible(caps));
}

type ScopeLike = { effort: number; items?: ScopeLike[] };
const redactScope = <T extends ScopeLike>(items: readonly T[]): T[] =>
  items.map((s) => ({ ...s, effort: 0, ...(s.items ? { items: redactScope(s.items) } : {}) }));

/**
 * A solution as a user of this role receives it: its capability copies and scope without effort or owners, and its
 * primary country's contacts cut as the countries list cuts them (ADR 0017).
 */
export function solutionFor<T extends Pick<Solution, 'state'> & { salesCountry?: Solution['salesCountry'] }>(
  role: RoleId,
  solution: T,
): T {
  if (seesFullCatalogue(role)) return solution;
  const { state, salesCountry: country } = solution;
  return {
    ...solution,
    ...(country?.fields ? { salesCountry: countryFor(role, { ...country, fields: country.fields }) } : {}),
    state: {
      ...state,
      items: redactCapabilities(state.items),
      ...(state.capabilities
        ? {
            capabilities: state.capabilities.map((c) =>
              c.scope ? { ...c, scope: redactScope(c.scope) } : c,
            ),
          }
        : {}),
    },
  };
}

interface Known {
  caps: Map<string, Capability>;
  actions: Map<string, Action>;
  metrics: Map<string, Metric>;
}

function index(sources: readonly (readonly Capability[])[]): Known {
  const known: Known = { caps: new Map(), actions: new Map(), metrics: new Map() };
  const addMetrics = (ms: readonly Metric[] | undefined) => {
    for (const m of ms ?? []) if (!known.metrics.has(m.id)) known.metrics.set(m.id, m);
  };
  const addActions = (as: readonly Action[] | undefined) => {
    for (const a of as ?? []) {
      if (!known.actions.has(a.id)) known.actions.set(a.id, a);
      addMetrics(a.metrics);
      addActions(a.actions);
    }
  };
  const addCaps = (cs: readonly Capability[] | undefined) => {
    for (const c of cs ?? []) {
      if (!known.caps.has(c.id)) known.caps.set(c.id, c);
      addMetrics(c.metrics);
      addActions(c.actions);
      addCaps(c.items);
    }
  };
  for (const s of sources) addCaps(s);
  return known;
}

function restoreMetric(m: Metric, known: Known): Metric {
  const k = known.metrics.get(m.id);
  const { defaultEffort: _d, ...rest } = m;
  return {
    ...rest,
    effort: k?.effort ?? 0,
    ...(k?.defaultEffort !== undefined ? { defaultEffort: k.defaultEffort } : {}),
  };
}

function restoreAction(a: Action, known: Known): Action {
  const k = known.actions.get(a.id);
  const { owners: _o, ...rest } = a;
  const out: Action = { ...rest, effort: k?.effort ?? 0, ...(k?.owners ? { owners: k.owners } : {}) };
  if (a.metrics) out.metrics = a.metrics.map((m) => restoreMetric(m, known));
  if (a.actions) out.actions = a.actions.map((x) => restoreAction(x, known));
  return out;
}

function restoreCapabilities(caps: readonly Capability[], known: Known): Capability[] {
  return caps.map((c) => {
    const k = known.caps.get(c.id);
    const { owners: _o, ...rest } = c;
    const out: Capability = { ...rest, ...(k?.owners ? { owners: k.owners } : {}) };
    if (c.metrics) out.metrics = c.metrics.map((m) => restoreMetric(m, known));
    if (c.actions) out.actions = c.actions.map((a) => restoreAction(a, known));
    if (c.items) out.items = restoreCapabilities(c.items, known);
    return out;
  });
}

/**
 * A redacted user's save: effort hours and owners come from the stored solution's copy, else from the catalogue
 * version, by id (never from the request); the selected capability items are computed again from that tree.
 */
export function restoreRedacted<S extends Pick<Solution['state'], 'items' | 'capabilities'>>(
  role: RoleId,
  state: S,
  sources: readonly (readonly Capability[])[],
): S {
  if (seesFullCatalogue(role)) return state;
  const items = restoreCapabilities(state.items, index(sources));
  return { ...state, items, capabilities: selectedCapabilityItems(items) };
}
