/**
 * The solution's documents (ADR 0012): generate one (POST /sales/generate, a job with toasts), list them
 * (GET /sales/solutions/{id}/documents, refreshed whenever a document job finishes). Downloads: features/documents.
 */
import {
  jobViewSchema,
  type DocumentVariant,
  type GeneratedDocumentType,
  type JobView,
  type SolutionDocument,
} from '@portal/domain';
import { apiFetch } from '../../../lib/api/client.ts';
import { useSolutionDocumentList } from '../../../lib/data/solution-documents.ts';
import { useJobDone } from '../../../lib/jobs/job-toasts.tsx';
import { useSolutionPage } from '../state/page-context.tsx';
import { useBuilder } from '../state/builder-context.tsx';

/** Starts a document job; `variant` 'internal' for the bid team's own copy (the customer one by default). */
export function startDocumentJob(
  solutionId: string,
  documentType: GeneratedDocumentType,
  variant: DocumentVariant = 'customer',
): Promise<JobView> {
  return apiFetch('/sales/generate', {
    method: 'POST',
    body: { solutionId, documentType, variant },
    schema: jobViewSchema,
  });
}

/**
 * The documents of the solution on the page: first as loaded with it, then fresh after each document job. A version
 * opened read-only (issue 22) lists the documents kept with it, as they were when it was taken: the current list
 * is never read there, and a job finishing meanwhile changes nothing.
 */
export function useSolutionDocuments(): SolutionDocument[] {
  const { version } = useSolutionPage();
  const id = useBuilder((s) => s.base?.id);
  const loaded = useBuilder((s) => s.base?.documents);
  const { data, mutate } = useSolutionDocumentList(version ? undefined : id, loaded);
  useJobDone((job) => {
    if (!version && job.type === 'document' && job.status === 'succeeded') void mutate();
  });
  if (version) return loaded ?? [];
  return data ?? loaded ?? [];
}
