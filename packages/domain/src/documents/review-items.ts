/**
 * The tables of the Review accordion's review mode and the Deliver screen's capability documents: the
 * children of every in-scope action of every selected capability, each with its owning action and the
 * capability path (names joined by '/').
 */
import type { Action, Capability, DocumentItem, Metric, RiskItem } from '../contracts/catalogue.ts';
import type { IdName } from '../contracts/common.ts';
import type { Schedule } from '../schedule/schedule.ts';

export interface Owned<T> {
  /** Unique within its table. */
  key: string;
  item: T;
  action: string;
  /** The owning action's id (its dates in the plan). */
  actionId: string;
  path: string;
}

export interface ReviewItems {
  metrics: Owned<Metric>[];
  tools: Owned<DocumentItem>[];
  risks: Owned<RiskItem>[];
  assumptions: Owned<IdName>[];
  dependencies: Owned<IdName>[];
}

function inScopeActions(actions: readonly Action[] | undefined, out: Action[]) {
  for (const a of actions ?? []) {
    if (a.selected) out.push(a);
    inScopeActions(a.actions, out);
  }
}

/** Every in-scope action of every selected capability (at any depth), with the capability path. */
export function selectedActions(tree: readonly Capability[]): { action: Action; path: string }[] {
  const out: { action: Action; path: string }[] = [];
  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      if (cap.selected) {
        const actions: Action[] = [];
        inScopeActions(cap.actions, actions);
        for (const action of actions) out.push({ action, path });
      }
      if (cap.items) walk(cap.items, path);
    }
  };
  walk(tree, '');
  return out;
}

function owned<T extends { id?: string; name: string }>(
  list: readonly T[] | undefined,
  action: Action,
  path: string,
): Owned<T>[] {
  return (list ?? []).map((item, i) => ({
    key: `${path}/${action.id}/${item.id ?? i}`,
    item,
    action: action.name,
    actionId: action.id,
    path,
  }));
}

export function reviewItems(tree: readonly Capability[]): ReviewItems {
  const result: ReviewItems = { metrics: [], tools: [], risks: [], assumptions: [], dependencies: [] };
  for (const { action, path } of selectedActions(tree)) {
    result.metrics.push(...owned(action.metrics, action, path));
    result.tools.push(...owned(action.tools, action, path));
    result.risks.push(...owned(action.risks, action, path));
    result.assumptions.push(...owned(action.assumptions, action, path));
    result.dependencies.push(...owned(action.dependencies, action, path));
  }
  return result;
}

export interface CapabilityDocument extends Owned<DocumentItem> {
  kind: 'Deliverable' | 'Work Product';
}

/** Deliverables and work products of in-scope actions that have a document (an upload or a link). */
export function capabilityDocuments(tree: readonly Capability[]): CapabilityDocument[] {
  const out: CapabilityDocument[] = [];
  for (const { action, path } of selectedActions(tree)) {
    for (const d of owned(action.deliverables, action, path)) {
      if (d.item.documentId) out.push({ ...d, kind: 'Deliverable' });
    }
    for (const w of owned(action.workProducts, action, path)) {
      if (w.item.documentId) out.push({ ...w, key: `wp:${w.key}`, kind: 'Work Product' });
    }
  }
  return out;
}

/** A tool as the Combined Tools dialog lists it: one row per tool name, with every action that uses it. */
export interface CombinedTool {
  key: string;
  item: DocumentItem;
  actions: string[];
  paths: string[];
}

/**
 * The tools of the in-scope actions combined by name (trimmed, case-insensitive; the first one's description,
 * format and document stand for the tool), in the order they first appear, with the actions and paths that use
 * each (each listed once).
 */
export function combinedTools(tools: readonly Owned<DocumentItem>[]): CombinedTool[] {
  const byName = new Map<string, CombinedTool>();
  for (const t of tools) {
    const name = t.item.name.trim().toLowerCase();
    const found = byName.get(name);
    if (!found) {
      byName.set(name, { key: name, item: t.item, actions: [t.action], paths: [t.path] });
      continue;
    }
    if (!found.actions.includes(t.action)) found.actions.push(t.action);
    if (!found.paths.includes(t.path)) found.paths.push(t.path);
    if (!found.item.documentId && t.item.documentId)
      found.item = { ...found.item, documentId: t.item.documentId };
  }
  return [...byName.values()];
}

/** A dependency on people taking part in the work rather than on something provided before it. */
const TAKING_PART = /\b(available|fixing)\b/i;
/** An approval the work waits for: given by the working day before it starts. */
const APPROVING = /\bapproving\b/i;

/** How many working days before the work that needs it a dependency is asked for. */
export const DEPENDENCY_LEAD_WORKING_DAYS = 5;

/**
 * A week's slack (five working days) before the activity that needs a dependency, never before delivery starts: the
 * client is not asked for something on the morning the work begins (issue 29's readers).
 */
function aWeekAhead(
  start: string,
  workStart: string,
  holidays: readonly string[],
  lead = DEPENDENCY_LEAD_WORKING_DAYS,
): string {
  const off = new Set(holidays);
  let date = start;
  for (let left = lead; left > 0;) {
    date = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6 && !off.has(date)) left -= 1;
  }
  return workStart && date < workStart ? (start < workStart ? start : workStart) : date;
}

/**
 * What the client provides, once each (the same words from several activities are one dependency), needed a week
 * before the first activity that needs it starts (never before delivery starts), or when it starts for people taking
 * part in it: the date the client's dependencies clause holds it to ('' when unscheduled), in date order.
 */
export function dependenciesNeededBy(
  dependencies: readonly Owned<IdName>[],
  schedule: Pick<Schedule, 'actions' | 'workStart' | 'holidays'>,
): { name: string; action: string; path: string; neededBy: string }[] {
  const byName = new Map<string, { name: string; action: string; path: string; neededBy: string }>();
  for (const d of dependencies) {
    const begins = schedule.actions.get(d.actionId)?.startDate ?? '';
    // People taking part (owners available, fixing) are needed when the work starts; a board approving it by the
    // working day before (two readers found the MFA campaign's approval needed by the day the campaign starts); what
    // is provided (access, accounts, licences, names) a week before.
    const start = !begins
      ? begins
      : TAKING_PART.test(d.item.name)
        ? begins
        : aWeekAhead(
            begins,
            schedule.workStart,
            schedule.holidays,
            APPROVING.test(d.item.name) ? 1 : DEPENDENCY_LEAD_WORKING_DAYS,
          );
    const seen = byName.get(d.item.name);
    if (!seen)
      byName.set(d.item.name, { name: d.item.name, action: d.action, path: d.path, neededBy: start });
    else if (start && (!seen.neededBy || start < seen.neededBy))
      byName.set(d.item.name, { ...seen, action: d.action, path: d.path, neededBy: start });
  }
  // In the order the client must provide them (the earliest date first; undated ones last, in catalogue order).
  return [...byName.values()]
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const x = a.d.neededBy || '9999';
      const y = b.d.neededBy || '9999';
      return x < y ? -1 : x > y ? 1 : a.i - b.i;
    })
    .map(({ d }) => d);
}
