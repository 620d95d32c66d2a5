/**
 * Background-job toasts: trackJob(job) shows a loading toast, turns it into a success toast (closing after
 * JOB_SUCCESS_TOAST_CLOSE_MS, downloading file results) or an error toast. Progress comes from pushed
 * {type:'job', job} messages; while the push connection is down the job is polled every 1.5 s.
 */
import { useToastController } from '@fluentui/react-components';
import { JOB_SUCCESS_TOAST_CLOSE_MS, jobPushSchema, type JobView } from '@portal/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fetchJob } from '../api/requests/get-job.ts';
import { usePush } from '../pubsub/push-context.tsx';
import { TOASTER_ID } from '../toasts/toasts.tsx';
import { startDownload } from './download.ts';
import { isFileJob, isJobDone, isNewer, jobToastKind } from './job-state.ts';
import { JobToast } from './job-toast.tsx';

export const JOB_POLL_MS = 1_500;
/** Even with a live push connection, a job silent this long is checked once (a push may have been missed). */
export const JOB_SILENCE_CHECK_MS = 10_000;

interface Entry {
  job: JobView;
  /** Started from this tab: only then is it polled while the push connection is down. */
  tracked: boolean;
  /** Download a file result when it succeeds (tracked jobs, unless the caller offers the download itself). */
  autoDownload: boolean;
  shown: boolean;
  downloaded: boolean;
  lastUpdate: number;
  polling: boolean;
}

export interface TrackJobOptions {
  /**
   * Download a file result as soon as it succeeds (default true). False where the page offers the download
   * itself (the engagement's slide deck, beside 'Open Solution').
   */
  download?: boolean;
}

interface JobToasts {
  trackJob(job: JobView, options?: TrackJobOptions): void;
  /** Calls `listener` once for each job seen finishing (pushed or polled); returns the unsubscribe. */
  onJobDone(listener: (job: JobView) => void): () => void;
}

const JobToastsContext = createContext<JobToasts | null>(null);

export function JobToastsProvider({ children }: { children: ReactNode }) {
  const push = usePush();
  const { dispatchToast, updateToast, dismissToast } = useToastController(TOASTER_ID);
  const entries = useRef(new Map<string, Entry>());
  const doneListeners = useRef(new Set<(job: JobView) => void>());
  const announced = useRef(new Set<string>());
  const closers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const render = useCallback(
    (entry: Entry) => {
      const { job } = entry;
      const kind = jobToastKind(job);
      const intent = kind === 'loading' ? 'info' : kind;
      const timeout = kind === 'success' ? JOB_SUCCESS_TOAST_CLOSE_MS : -1;
      const content = <JobToast job={job} />;
      if (!entry.shown) {
        entry.shown = true;
        dispatchToast(content, { toastId: job.traceId, intent, timeout });
      } else {
        updateToast({ toastId: job.traceId, content, intent, timeout });
      }
      // Fluent pauses a toast's timer while the pointer rests on it, whatever pauseOnHover says; a finished job's
      // toast that appeared under the pointer would stay over the controls there (issue 18). It closes on this
      // timer instead (its file is downloaded and listed in the Documents panel), but not while the keyboard
      // focus is in it: a person tabbing to its link keeps it.
      if (kind === 'success' && !closers.current.has(job.traceId)) {
        const close = () => {
          const el = document.querySelector(`[data-job-toast="${CSS.escape(job.traceId)}"]`);
          if (el?.contains(document.activeElement)) {
            closers.current.set(job.traceId, setTimeout(close, JOB_SUCCESS_TOAST_CLOSE_MS));
            return;
          }
          closers.current.delete(job.traceId);
          dismissToast(job.traceId);
        };
        closers.current.set(job.traceId, setTimeout(close, JOB_SUCCESS_TOAST_CLOSE_MS));
      }
      if (kind !== 'loading' && !announced.current.has(job.traceId)) {
        announced.current.add(job.traceId);
        for (const listener of doneListeners.current) listener(job);
      }
      if (kind === 'success' && entry.autoDownload && !entry.downloaded && isFileJob(job) && job.url) {
        entry.downloaded = true;
        startDownload(job.url, job.fileName);
      }
    },
    [dispatchToast, updateToast, dismissToast],
  );

  useEffect(() => {
    const timers = closers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const apply = useCallback(
    (job: JobView, tracked: boolean, download = true) => {
      const existing = entries.current.get(job.traceId);
      if (existing) {
        if (tracked && !existing.tracked) existing.autoDownload = download;
        existing.tracked ||= tracked;
        existing.lastUpdate = Date.now();
        if (isNewer(existing.job, job)) {
          existing.job = job;
          render(existing);
        } else if (tracked && existing.autoDownload && isJobDone(existing.job) && !existing.downloaded) {
          // The push beat the 202 answer: the job finished before this tab started tracking it.
          render(existing);
        }
        return;
      }
      const entry: Entry = {
        job,
        tracked,
        autoDownload: tracked && download,
        shown: false,
        downloaded: false,
        lastUpdate: Date.now(),
        polling: false,
      };
      entries.current.set(job.traceId, entry);
      render(entry);
    },
    [render],
  );

  useEffect(
    () =>
      push.onMessage((data) => {
        const parsed = jobPushSchema.safeParse(data);
        if (parsed.success) apply(parsed.data.job, false);
      }),
    [push, apply],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      for (const entry of entries.current.values()) {
        if (!entry.tracked || entry.polling || isJobDone(entry.job)) continue;
        if (push.isConnected && now - entry.lastUpdate < JOB_SILENCE_CHECK_MS) continue;
        entry.polling = true;
        fetchJob(entry.job.traceId)
          .then((job) => apply(job, true))
          .catch((error: unknown) => console.warn('Job status could not be read', error))
          .finally(() => {
            entry.polling = false;
            entry.lastUpdate = Date.now();
          });
      }
    }, JOB_POLL_MS);
    return () => clearInterval(timer);
  }, [push, apply]);

  const value = useMemo<JobToasts>(
    () => ({
      trackJob: (job, options) => apply(job, true, options?.download ?? true),
      onJobDone: (listener) => {
        doneListeners.current.add(listener);
        return () => doneListeners.current.delete(listener);
      },
    }),
    [apply],
  );
  return <JobToastsContext.Provider value={value}>{children}</JobToastsContext.Provider>;
}

/** trackJob(job): show the job's progress as a toast until it is done; onJobDone: hear of finished jobs. */
export function useJobToasts(): JobToasts {
  const value = useContext(JobToastsContext);
  if (!value) throw new Error('useJobToasts needs a JobToastsProvider');
  return value;
}

/**
 * Calls `listener` for each job seen finishing. Outside a JobToastsProvider (component tests) it hears nothing,
 * so a list that refreshes on finished jobs still renders alone.
 */
export function useJobDone(listener: (job: JobView) => void): void {
  const value = useContext(JobToastsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => value?.onJobDone((job) => latest.current(job)), [value]);
}

/** trackJob where a JobToastsProvider is present (the app), undefined in a component test without one. */
export function useJobTracker(): JobToasts['trackJob'] | undefined {
  return useContext(JobToastsContext)?.trackJob;
}
