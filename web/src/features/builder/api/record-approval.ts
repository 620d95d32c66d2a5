import { solutionSchema, type Solution } from '@portal/domain';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * POST /sales/solutions/{id}/approvals/{row} (ADR 0054): the signed-in person gives (`approved`) or withdraws their
 * own approval of one row, and changes nothing else; a named approver who may not save the solution approves this
 * way. If-Match like every save (a 409 carries the current version in details.current).
 */
export function recordSolutionApproval(
  solutionId: string,
  row: string,
  approved: boolean,
  etag: string,
): Promise<Solution> {
  return apiFetch(`/sales/solutions/${encodeURIComponent(solutionId)}/approvals/${encodeURIComponent(row)}`, {
    method: 'POST',
    body: { approved },
    schema: solutionSchema,
    headers: { 'If-Match': etag },
  });
}
