import { jobViewSchema, type JobView } from '@portal/domain';
import { apiFetch } from '../client.ts';

/** GET /jobs/{traceId}: a background job's status (only its owner may read it). */
export function fetchJob(traceId: string): Promise<JobView> {
  return apiFetch(`/jobs/${encodeURIComponent(traceId)}`, { schema: jobViewSchema });
}
