import { solutionSchema, type CporAnswerRequest, type Solution } from '@portal/domain';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * POST /sales/solutions/{id}/cpor/approvals/{approvalId}: the chosen approver's APPROVE (1) or REFUSE (0), with
 * If-Match like every save (a 409 carries the current version in details.current).
 */
export function answerCporApproval(
  solutionId: string,
  approvalId: string,
  body: CporAnswerRequest,
  etag: string,
): Promise<Solution> {
  return apiFetch(
    `/sales/solutions/${encodeURIComponent(solutionId)}/cpor/approvals/${encodeURIComponent(approvalId)}`,
    { method: 'POST', body, schema: solutionSchema, headers: { 'If-Match': etag } },
  );
}
