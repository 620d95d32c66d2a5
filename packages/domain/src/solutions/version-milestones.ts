/**
 * The milestones at which the portal takes a version of a solution by itself (issue 22, docs/history.md): a
 * partner's submission, each approval, the move to Close and the hand-over to Deliver. One save takes at most one
 * version: its kind is the first milestone reached in the order below, its name says all of them in plain words.
 */
import { andList } from '../format/lists.ts';
import type { VersionKind } from '../contracts/history.ts';
import type { Approval, Solution } from '../contracts/solutions.ts';

/** The Close step of the full users' builder (builder/steps.ts). */
export const CLOSE_STEP = 7;

type Side = {
  fields: Pick<Solution['fields'], 'approvals' | 'isExportedToDeliver'>;
  state: Pick<Solution['state'], 'step' | 'partnerSubmitted'>;
};

export interface Milestone {
  kind: Exclude<VersionKind, 'manual'>;
  name: string;
}

const approvalKey = (a: Approval) => `${a.id}\u0000${a.approverId ?? ''}`;

/** Approvals in `after` that `before` did not have (the same row and approver). */
export function newApprovals(
  before: readonly Approval[] | undefined,
  after: readonly Approval[] | undefined,
) {
  const had = new Set((before ?? []).map(approvalKey));
  return (after ?? []).filter((a) => !had.has(approvalKey(a)));
}

const names = andList;

export function versionMilestones(before: Side | undefined, after: Side): Milestone[] {
  const out: Milestone[] = [];
  const approvers = [
    ...new Set(newApprovals(before?.fields.approvals, after.fields.approvals).map((a) => a.name)),
  ];
  if (approvers.length) out.push({ kind: 'approval', name: `Approved by ${names(approvers)}` });
  if (after.state.partnerSubmitted && !before?.state.partnerSubmitted)
    out.push({ kind: 'partner-submit', name: 'Submitted by partner' });
  if (after.state.step === CLOSE_STEP && (before?.state.step ?? 0) < CLOSE_STEP)
    out.push({ kind: 'close', name: 'Closed' });
  if (after.fields.isExportedToDeliver && !before?.fields.isExportedToDeliver)
    out.push({ kind: 'deliver', name: 'Handed to delivery' });
  return out;
}

/** The one version a save takes for its milestones, or undefined when it reached none. */
export function milestoneVersion(milestones: readonly Milestone[]): Milestone | undefined {
  const first = milestones[0];
  if (!first) return undefined;
  const rest = milestones.slice(1).map((m) => m.name.charAt(0).toLowerCase() + m.name.slice(1));
  return { kind: first.kind, name: [first.name, ...rest].join(', ') };
}
