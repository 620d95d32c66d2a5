/**
 * Starting a job from the solution page (a document, the export): the session is checked first (spec: Session;
 * without one the browser goes to /welcome), the job's toast follows its progress and downloads the file, and a
 * refusal is said in a toast. One at a time per caller: `starting` names the one starting.
 */
import type { JobView } from '@portal/domain';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useJobToasts } from '../../../lib/jobs/job-toasts.tsx';
import { isSessionEnded, useEnsureSession } from '../../../lib/session/ensure-session.ts';
import { useNotify } from '../../../lib/toasts/toasts.tsx';

export function useStartJob() {
  const { trackJob } = useJobToasts();
  const notify = useNotify();
  const ensureSession = useEnsureSession();
  const [starting, setStarting] = useState<string | null>(null);

  const start = useCallback(
    async (key: string, what: string, run: () => Promise<JobView>): Promise<boolean> => {
      setStarting(key);
      try {
        if (!(await ensureSession())) return false;
        trackJob(await run());
        return true;
      } catch (error) {
        if (isSessionEnded(error)) void ensureSession();
        else notify(isApiError(error) ? error.message : `The ${what} could not be started.`, 'error');
        return false;
      } finally {
        setStarting(null);
      }
    },
    [ensureSession, notify, trackJob],
  );

  return { starting, setStarting, start };
}
