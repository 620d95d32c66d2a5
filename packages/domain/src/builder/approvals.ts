/**
 * Approvals, the export to Deliver and the rules of the small dialogs (spec: States and transitions,
 * Approval and Export; Validation rules: Add/Edit item dialog, dependency actions, linked capabilities, owners).
 */
import type { IdName } from '../contracts/common.ts';

/** Approve saves after this delay; the export notice stays this long. */
export const APPROVAL_SAVE_DELAY_MS = 500;
export const EXPORT_NOTICE_MS = 2500;

type WithApprovals = { approvals?: IdName[] | undefined };

/** Adds the approver's record {id, name} once. */
export function approve<F extends WithApprovals>(fields: F, approver: IdName): F {
  if (isApprovedBy(fields, approver.id)) return fields;
  return { ...fields, approvals: [...(fields.approvals ?? []), { id: approver.id, name: approver.name }] };
}

/** Removes the approver's record (Cancel on an Approved button). */
export function cancelApproval<F extends WithApprovals>(fields: F, approverId: string): F {
  if (!isApprovedBy(fields, approverId)) return fields;
  return { ...fields, approvals: (fields.approvals ?? []).filter((a) => a.id !== approverId) };
}

export function isApprovedBy(fields: WithApprovals, approverId: string): boolean {
  return (fields.approvals ?? []).some((a) => a.id === approverId);
}

export const EXPORTED_TO_DELIVER_MESSAGE = 'Solution has been exported to Deliver (AIDA)!';

/** Marks the solution as exported to Deliver, now. */
export function exportToDeliver<F extends object>(
  fields: F,
  now: Date,
): F & { isExportedToDeliver: true; exportedToDeliverAt: string } {
  return { ...fields, isExportedToDeliver: true, exportedToDeliverAt: now.toISOString() };
}

export const CHILD_ITEM_KINDS = [
  'deliverable',
  'workProduct',
  'tool',
  'risk',
  'assumption',
  'dependency',
] as const;
export type ChildItemKind = (typeof CHILD_ITEM_KINDS)[number];

const DOCUMENT_FIELDS = ['name', 'description', 'format'] as const;
const REQUIRED: Readonly<Record<ChildItemKind, readonly string[]>> = {
  deliverable: DOCUMENT_FIELDS,
  workProduct: DOCUMENT_FIELDS,
  tool: DOCUMENT_FIELDS,
  risk: ['name', 'consequence', 'mitigation', 'impact', 'probability', 'owner'],
  assumption: ['name'],
  dependency: ['name'],
};

/**
 * The fields the Add/Edit child item dialog requires: every field but comments. A deliverable's, work
 * product's or tool's document (an upload or a link) is optional: many have no template yet.
 */
export function ADD_ITEM_REQUIRED(kind: ChildItemKind): readonly string[] {
  return REQUIRED[kind];
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id;
    return typeof id === 'string' ? id.trim() !== '' : id !== null && id !== undefined;
  }
  return true;
}

/** Save/Add is enabled only when every required field is filled; an object-valued field with an empty id is missing. */
export function isChildItemComplete(kind: ChildItemKind, value: Readonly<Record<string, unknown>>): boolean {
  return REQUIRED[kind].every((field) => isFilled(value[field]));
}

/** The list with the item appended, unless an equal one (by id for objects) is already in it. */
export function addUnique<T extends string | { id: string }>(list: readonly T[] | undefined, item: T): T[] {
  const key = (x: T) => (typeof x === 'string' ? x : x.id);
  const source = list ?? [];
  return source.some((x) => key(x) === key(item)) ? [...source] : [...source, item];
}

/** Users that can still be added as owners: their e-mail is not in the list (compared case-insensitively). */
export function ownerCandidates<U extends { email: string }>(
  users: readonly U[],
  owners: readonly string[] | undefined,
): U[] {
  const taken = new Set((owners ?? []).map((o) => o.trim().toLowerCase()));
  return users.filter((u) => !taken.has(u.email.trim().toLowerCase()));
}
