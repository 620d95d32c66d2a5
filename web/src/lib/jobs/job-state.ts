/** Pure rules of the background-job toasts (spec: Background jobs). */
import type { JobView } from '@portal/domain';

export type JobToastKind = 'loading' | 'success' | 'error';

/** progress below 1 → loading; 1 → success; a failed job → error. */
export function jobToastKind(job: JobView): JobToastKind {
  if (job.status === 'failed') return 'error';
  if (job.status === 'succeeded' || job.progress >= 1) return 'success';
  return 'loading';
}

export function isJobDone(job: JobView): boolean {
  return jobToastKind(job) !== 'loading';
}

/** A job that produces a file (downloaded when done) rather than a record elsewhere (opened with 'Open AEP'). */
export function isFileJob(job: JobView): boolean {
  return Boolean(job.fileName);
}

/** The link shown on a success toast, if any. */
export function successLink(job: JobView): { label: string; href: string } | undefined {
  if (!job.url) return undefined;
  return isFileJob(job) ? { label: 'Download', href: job.url } : { label: 'Open AEP', href: job.url };
}

const RANK: Record<JobView['status'], number> = { queued: 0, running: 1, succeeded: 2, failed: 2 };

/** Whether `next` is at least as new as `current` (pushes and polls may arrive out of order). */
export function isNewer(current: JobView | undefined, next: JobView): boolean {
  if (!current) return true;
  if (RANK[next.status] !== RANK[current.status]) return RANK[next.status] > RANK[current.status];
  if (next.modifiedAt !== current.modifiedAt) return next.modifiedAt > current.modifiedAt;
  return next.progress >= current.progress;
}
