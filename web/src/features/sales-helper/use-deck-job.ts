/**
 * Follows the slide deck job Generate started: pushed updates through the shared job hooks (the shell's job
 * toasts show its progress too) and, as a fallback, a poll of GET /jobs/{id} every 1.5 s until it is done. The
 * job is not handed to trackJob: step 4 offers the deck to download instead of downloading it unasked.
 */
import type { JobView } from '@portal/domain';
import { useEffect, useState } from 'react';
import { fetchJob } from '../../lib/api/requests/get-job.ts';
import { isJobDone, isNewer } from '../../lib/jobs/job-state.ts';
import { JOB_POLL_MS, useJobDone } from '../../lib/jobs/job-toasts.tsx';

export function useDeckJob(started: JobView | null): JobView | null {
  const [update, setUpdate] = useState<JobView | null>(null);
  const traceId = started?.traceId;
  const latest = update && update.traceId === traceId ? update : null;
  const job = started && latest && isNewer(started, latest) ? latest : started;
  const keep = (next: JobView) =>
    setUpdate((current) => (current?.traceId !== next.traceId || isNewer(current, next) ? next : current));

  useJobDone((done) => {
    if (done.traceId === traceId) keep(done);
  });

  const done = job ? isJobDone(job) : true;
  useEffect(() => {
    if (!traceId || done) return;
    let stopped = false;
    const timer = setInterval(() => {
      fetchJob(traceId)
        .then((next) => {
          if (!stopped) keep(next);
        })
        .catch((error: unknown) => console.warn('Job status could not be read', error));
    }, JOB_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [traceId, done]);

  return job;
}
