/**
 * What an accepted save adds to a solution's history (issue 22, docs/history.md), called by the solution save
 * around its write: before it, the version a milestone takes is numbered (new approvals record it) and, when the
 * settings say so, approvals given on an older version are cleared; after it, the audit entry and the version.
 */
import {
  approvalClearReason,
  DEFAULT_HISTORY_SETTINGS,
  milestoneVersion,
  newApprovals,
  scopeChanged,
  versionMilestones,
  type Approval,
  type Milestone,
  type PersonRef,
  type Settings,
  type SizeLabelContext,
} from '@portal/domain';
import { readReference } from '../reference/reference-store.ts';
import { estimateViewOf } from '../rate-card/estimate-context.ts';
import type { Services } from '../services.ts';
import { recordSave } from './audit-trail.ts';
import type { SolutionSnapshot } from './history-store.ts';
import { nextVersionNumber, takeVersion } from './versions.ts';

type Doc = Omit<SolutionSnapshot, 'documents'> & { documents?: SolutionSnapshot['documents'] };

export interface SaveHistoryPlan {
  /** The version this save takes, with its number (absent when the solution has the most versions it keeps). */
  version?: Milestone & { number?: number };
  /** Why approvals given on an older version were cleared (the settings' rule), if they were. */
  clearedBecause?: string;
  /**
   * The approvals this save cleared, as they were stored (who gave them, on which version), and which rule cleared
   * them ('price' reasons name figures a partner may not read): the solution save tells their approvers.
   */
  cleared?: { approvals: Approval[]; rule: ClearRule };
}

/** Which of the settings' rules cleared the approvals. */
export type ClearRule = 'scope' | 'price';

const keyOf = (a: Approval) => `${a.id}\u0000${a.approverId ?? ''}`;

/** Whether this save clears the approvals given before it (settings.history.clearApprovalOnChange). */
async function clearReason(
  services: Services,
  before: Doc,
  after: Doc,
): Promise<{ because: string; rule: ClearRule } | undefined> {
  const settings = (await readReference<Settings>(services, 'settings'))?.history ?? DEFAULT_HISTORY_SETTINGS;
  const rule = settings.clearApprovalOnChange;
  if (!rule.scope && rule.pricePercent === null) return undefined;
  const scope = scopeChanged(before.state.items, after.state.items);
  const byScope = approvalClearReason(settings, { scopeChanged: scope });
  if (byScope) return { because: byScope, rule: 'scope' };
  if (rule.pricePercent === null) return undefined;
  const [was, now] = await Promise.all([estimateViewOf(services, before), estimateViewOf(services, after)]);
  const byPrice = approvalClearReason(settings, {
    scopeChanged: scope,
    price: { before: was.price.amount, after: now.price.amount },
  });
  return byPrice ? { because: byPrice, rule: 'price' } : undefined;
}

/**
 * The document to write, with the version number on new approvals (never the one sent: approvalsAfterSave
 * builds new approvals afresh) and older approvals cleared when the settings say so; and the plan for after.
 */
export async function beforeSolutionSave<T extends Doc>(
  services: Services,
  before: Doc | undefined,
  after: T,
): Promise<{ doc: T; plan: SaveHistoryPlan }> {
  const plan: SaveHistoryPlan = {};
  let approvals = after.fields.approvals ?? [];
  const fresh = new Set(newApprovals(before?.fields.approvals, approvals).map(keyOf));
  const older = approvals.filter((a) => !fresh.has(keyOf(a)));
  if (before && older.length) {
    const reason = await clearReason(services, before, after);
    if (reason) {
      plan.clearedBecause = reason.because;
      plan.cleared = { approvals: older, rule: reason.rule };
      approvals = approvals.filter((a) => fresh.has(keyOf(a)));
    }
  }
  const milestone = milestoneVersion(
    versionMilestones(before, { ...after, fields: { ...after.fields, approvals } }),
  );
  if (milestone) {
    const number = await nextVersionNumber(services, after.id);
    plan.version = { ...milestone, ...(number ? { number } : {}) };
    if (number) approvals = approvals.map((a) => (fresh.has(keyOf(a)) ? { ...a, version: number } : a));
  }
  return { doc: { ...after, fields: { ...after.fields, approvals } }, plan };
}

/** The plan of a CPoR answer (ADR 0011): an approval takes a version like the solution's own approvals. */
export async function cporAnswerPlan(
  services: Services,
  solutionId: string,
  approver: string,
  approved: boolean,
): Promise<SaveHistoryPlan> {
  if (!approved) return {};
  const number = await nextVersionNumber(services, solutionId);
  return {
    version: { kind: 'approval', name: `CPoR approved by ${approver}`, ...(number ? { number } : {}) },
  };
}

/**
 * After the write: the audit entry and the milestone's version. The save has happened, so a failure here is
 * reported to telemetry and does not turn the accepted save into an error. `sizes`: the size labels of the screen
 * the saver sizes on (sizeLabelsFor their role), so the trail names a size as they saw it.
 */
export async function afterSolutionSave(
  services: Services,
  by: PersonRef,
  at: string,
  before: Doc | undefined,
  saved: Doc,
  plan: SaveHistoryPlan,
  sizes: SizeLabelContext = 'rom',
): Promise<void> {
  try {
    await recordSave(services, by, at, before, saved, sizes);
    if (plan.version?.number)
      await takeVersion(
        services,
        { ...saved, documents: saved.documents ?? [] },
        {
          kind: plan.version.kind,
          name: plan.version.name,
          by,
          at,
          number: plan.version.number,
        },
      );
  } catch (err) {
    console.error('The history of a save could not be recorded', saved.id, err);
    services.telemetry.exception(err, { where: 'solution-history', solutionId: saved.id });
  }
}
