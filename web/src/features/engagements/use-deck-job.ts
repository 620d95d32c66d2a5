/**
 * Follows the slide deck's job that a create or save started (the job pipeline's toasts show its progress:
 * 'Creating the slide deck...', then 'Slide Deck Created!'). The file is not downloaded by the toast: the page
 * offers it (the created dialog, the engagement page). A job seen finishing before the save's answer arrived (the
 * push can be quicker) is remembered, so the page never waits for a finish it already missed.
 */
import type { JobView } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isJobDone } from '../../lib/jobs/job-state.ts';
import { useJobDone, useJobTracker } from '../../lib/jobs/job-toasts.tsx';

export function useDeckJob(onFinished: (job: JobView, engagementId: string) => void) {
  const trackJob = useJobTracker();
  const [job, setJob] = useState<JobView | null>(null);
  const finished = useRef(new Map<string, JobView>());
  const following = useRef<{ traceId: string; engagementId: string } | null>(null);
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  });

  const finish = useCallback((done: JobView, engagementId: string) => {
    setJob(done);
    latest.current(done, engagementId);
  }, []);

  useJobDone((done) => {
    finished.current.set(done.traceId, done);
    const current = following.current;
    if (current && done.traceId === current.traceId) finish(done, current.engagementId);
  });

  const follow = useCallback(
    (started: JobView, engagementId: string) => {
      following.current = { traceId: started.traceId, engagementId };
      const known = finished.current.get(started.traceId);
      trackJob?.(started, { download: false });
      if (known) finish(known, engagementId);
      else if (isJobDone(started)) finish(started, engagementId);
      else setJob(started);
    },
    [trackJob, finish],
  );

  return { job, follow };
}
