/**
 * The 'approval-cleared' notification (issue 22, docs/history.md): a save that changed the scope or the price more
 * than the settings allow cleared approvals given on an older version; each approver whose approval went is told
 * which rows, on which version they approved, why, who saved, and where to see what changed since.
 */
import {
  canReadSolution,
  DEAL_TEAM_APPROVAL_ROW,
  DEAL_TEAM_ROW_NAME,
  formatTimestamp,
  hasFullSolutionAccess,
  opportunityLabel,
  SOLUTION_APPROVAL_ROW,
  solutionNameOrDefault,
  type SolutionDocument,
} from '@portal/domain';
import { solutionDocuments } from '../files/document-store.ts';
import { effectiveRole } from '../http/current-user.ts';
import type { Services } from '../services.ts';
import type { ClearedApprovals } from '../solutions/notify.ts';
import { scopeOf, type StoredSolution } from '../solutions/repository.ts';
import { usersOf } from '../identity/user-store.ts';

/**
 * The reason a reader without full access reads when the price cleared the approval: partners and clients never
 * see prices, and "the price changed by more than 5%" says something about one.
 */
export const CHANGED_AFTER_APPROVAL = 'the solution changed after you approved it';

/**
 * The History area's comparison of a version with now, as the web reads its address
 * (web/src/lib/solution-history/history-address.ts: `?history=compare&from=N&to=current`).
 */
export const compareWithNowLink = (publicUrl: string, solutionId: string, from: number) =>
  `${publicUrl}/sales/solution/${solutionId}?history=compare&from=${from}&to=current`;

/** An approvals table row's name as the table shows it: the opportunity, the Deal Team, or the document. */
function rowName(
  id: string,
  solutionName: string,
  documents: readonly Pick<SolutionDocument, 'id' | 'name'>[],
): string {
  if (id === SOLUTION_APPROVAL_ROW) return solutionNameOrDefault(solutionName);
  if (id === DEAL_TEAM_APPROVAL_ROW) return DEAL_TEAM_ROW_NAME;
  return documents.find((d) => d.id === id)?.name ?? 'a document no longer listed';
}

function givenOn(row: ClearedApprovals['rows'][number]): string {
  if (row.version) return ` (given on version ${row.version})`;
  const when = row.approvedAt ? formatTimestamp(row.approvedAt) : '';
  return when ? ` (given at ${when})` : '';
}

export interface ApprovalClearedInput {
  solution: Pick<StoredSolution, 'id' | 'clientName'> & {
    fields: Pick<StoredSolution['fields'], 'name' | 'organization'>;
  };
  cleared: ClearedApprovals;
  /** The solution's documents the approver may see (for the names of document rows). */
  documents: readonly Pick<SolutionDocument, 'id' | 'name'>[];
  /** Whether the approver may see prices now (hasFullSolutionAccess of their role in effect). */
  fullAccess: boolean;
  publicUrl: string;
}

export function approvalClearedMail(input: ApprovalClearedInput): { subject: string; text: string } {
  const { solution, cleared, documents, fullAccess, publicUrl } = input;
  const name = opportunityLabel(solution.fields.name, solution.fields.organization);
  const client = solution.clientName || 'no client yet';
  const because = cleared.rule === 'price' && !fullAccess ? CHANGED_AFTER_APPROVAL : cleared.because;
  const several = cleared.rows.length > 1;
  const rows = cleared.rows.map((r) => `- ${rowName(r.id, solution.fields.name, documents)}${givenOn(r)}`);
  // The newest version approved on, as the "Changed since you approved" banner compares from it.
  const versions = cleared.rows.map((r) => r.version ?? 0);
  const from = Math.max(...versions);
  const open = from
    ? `See what changed since version ${from}, and approve again if you still agree: ${compareWithNowLink(publicUrl, solution.id, from)}`
    : `Open it in the Solution Portal to see what changed, and approve again if you still agree: ${publicUrl}/sales/solution/${solution.id}`;
  return {
    subject: `Approval cleared: ${name}`,
    text:
      `${cleared.by.name} saved the opportunity "${name}" for ${client}, and your ` +
      `${several ? 'approvals were' : 'approval was'} cleared because ${because}.\n\n` +
      `${several ? 'Approvals' : 'Approval'} cleared:\n${rows.join('\n')}\n\n${open}`,
  };
}

export interface Delivery {
  recipients: { email: string; name?: string }[];
  mail?: { subject: string; text: string };
}

/**
 * Who is told of one outbox entry, and what: the approver (read from the users store by the approver id the API
 * recorded, never from anything a browser sent), unless they are the person who saved, no longer exist, or may no
 * longer read the solution (the mail would name it to someone who cannot open it).
 */
export async function approvalClearedDelivery(
  services: Services,
  entry: { userId?: string; cleared?: ClearedApprovals },
  solution: StoredSolution,
): Promise<Delivery> {
  const { cleared, userId } = entry;
  if (!cleared || !userId || userId === cleared.by.id) return { recipients: [] };
  const approver = (await usersOf(services).read(userId))?.item;
  if (!approver) return { recipients: [] };
  const role = effectiveRole(approver, services.settings.demoModeAllowed);
  if (!canReadSolution({ id: approver.id, role }, scopeOf(solution))) return { recipients: [] };
  const fullAccess = hasFullSolutionAccess(role);
  const documentRows = cleared.rows.some(
    (r) => r.id !== SOLUTION_APPROVAL_ROW && r.id !== DEAL_TEAM_APPROVAL_ROW,
  );
  const documents = documentRows
    ? await solutionDocuments(services, solution.id, { withInternalOnly: fullAccess })
    : [];
  return {
    recipients: [{ email: approver.email, name: approver.name }],
    mail: approvalClearedMail({
      solution,
      cleared,
      documents,
      fullAccess,
      publicUrl: services.settings.publicUrl,
    }),
  };
}
