/**
 * Background jobs: a job document in the store, a message on the 'jobs' queue, progress pushed to the
 * user who started it. The queue trigger retries a failing job; on the last try it is marked failed (and the
 * message goes to the -poison queue), so a job is never silently lost.
 */
import { randomUUID } from 'node:crypto';
import type { JobPush, JobStatus, JobType, JobView } from '@portal/domain';
import type { BlobContainerName } from '../ports/blobs.ts';
import { JOB_QUEUE } from '../ports/queue.ts';
import type { Stored } from '../ports/store.ts';
import type { Services } from '../services.ts';

export interface JobDoc {
  id: string;
  type: JobType;
  userId: string;
  status: JobStatus;
  progress: number;
  text: string;
  text2?: string;
  /** An external link to show when done (e.g. Open AEP). */
  url?: string;
  /** A produced file: the view hands out a fresh read-only SAS link to it. */
  file?: { container: BlobContainerName; name: string; fileName: string };
  payload: Record<string, string>;
  /** Background work the user did not start by hand (e.g. notifications): no progress is pushed. */
  quiet?: boolean;
  attempts: number;
  /** While running: the time by which the runner must report progress, or the sweep sends the job again. */
  leaseUntil?: string;
  /** How often the sweep has sent the job again (crash recovery); capped so a job cannot loop for ever. */
  resends?: number;
  error?: string;
  createdAt: string;
  modifiedAt: string;
}

export const jobsOf = (services: Services) => services.store.container<JobDoc>('jobs');

export async function toJobView(services: Services, job: JobDoc): Promise<JobView> {
  const fileUrl =
    job.file && job.status === 'succeeded'
      ? await services.blobs.readUrl(job.file.container, job.file.name, { downloadName: job.file.fileName })
      : undefined;
  const url = fileUrl ?? job.url;
  return {
    traceId: job.id,
    type: job.type,
    status: job.status,
    text: job.text,
    ...(job.text2 ? { text2: job.text2 } : {}),
    ...(url ? { url } : {}),
    ...(job.file ? { fileName: job.file.fileName } : {}),
    progress: job.progress,
    attempts: job.attempts,
    createdAt: job.createdAt,
    modifiedAt: job.modifiedAt,
  };
}

async function publish(services: Services, job: JobDoc): Promise<JobView> {
  const view = await toJobView(services, job);
  if (job.quiet) return view;
  const message: JobPush = { type: 'job', job: view };
  try {
    await services.push.sendToUser(job.userId, message);
  } catch {
    // Push is best effort: the browser falls back to polling GET /jobs/{id} when it is not connected.
  }
  return view;
}

export async function startJob(
  services: Services,
  input: { type: JobType; userId: string; text: string; payload: Record<string, string>; quiet?: boolean },
): Promise<JobView> {
  const now = services.now().toISOString();
  const job: JobDoc = {
    id: randomUUID(),
    type: input.type,
    userId: input.userId,
    status: 'queued',
    progress: 0,
    text: input.text,
    payload: input.payload,
    ...(input.quiet ? { quiet: true } : {}),
    attempts: 0,
    createdAt: now,
    modifiedAt: now,
  };
  await jobsOf(services).create(job);
  await services.queue.enqueue(JOB_QUEUE, { jobId: job.id });
  return publish(services, job);
}

/**
 * Moves a job on, conditionally: the write carries the ETag of the version read, so two deliveries of the same
 * message (or a runner and the sweep) can never both move the same job (PreconditionFailedError for the loser).
 */
export async function updateJob(
  services: Services,
  job: Stored<JobDoc>,
  patch: Partial<JobDoc>,
): Promise<Stored<JobDoc>> {
  const next: JobDoc = { ...job.item, ...patch, modifiedAt: services.now().toISOString() };
  const saved = await jobsOf(services).replace(next, { ifMatch: job.etag });
  await publish(services, saved.item);
  return saved;
}
