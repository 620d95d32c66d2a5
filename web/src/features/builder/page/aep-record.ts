/**
 * The AEP record in the builder (spec: Create AEP Record; the save option createAepRecord): the save that asks for
 * it returns the AEP job's trace, whose toast ends with 'Open AEP'. When the job finishes, the link it stored on
 * the solution is taken into the open builder (rebaseOnto), so the next save neither conflicts nor drops it.
 */
import { useCallback } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { fetchJob } from '../../../lib/api/requests/get-job.ts';
import { useJobDone, useJobTracker } from '../../../lib/jobs/job-toasts.tsx';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { fetchSolution, solutionPath } from '../../../lib/data/solution.ts';
import { useBuilderStore } from '../state/builder-context.tsx';

export function useCreateAepRecord(): () => Promise<void> {
  const store = useBuilderStore();
  const trackJob = useJobTracker();
  const notify = useNotify();
  return useCallback(async () => {
    try {
      // A refused save shows its own message in the save indicator.
      const trace = await store.createAepRecord();
      if (trace) trackJob?.(await fetchJob(trace));
    } catch (error) {
      notify(isApiError(error) ? error.message : 'The AEP record could not be started.', 'error');
    }
  }, [store, trackJob, notify]);
}

/** Takes the link of a finished AEP job into the open builder. */
export function useAepLinkFollower(): void {
  const store = useBuilderStore();
  useJobDone((job) => {
    if (job.type !== 'aep' || job.status !== 'succeeded') return;
    const id = store.getSnapshot().base?.id;
    if (!id) return;
    fetchSolution(solutionPath(id)).then(
      (theirs) => store.rebaseOnto(theirs),
      (error: unknown) => console.warn('The solution could not be read after the AEP job', error),
    );
  });
}
