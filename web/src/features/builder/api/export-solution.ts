import { jobViewSchema, type JobView } from '@portal/domain';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /sales/solutions/{id}/export: starts the export job (202) and returns its status. */
export function startSolutionExport(id: string): Promise<JobView> {
  return apiFetch(`/sales/solutions/${encodeURIComponent(id)}/export`, { schema: jobViewSchema });
}
