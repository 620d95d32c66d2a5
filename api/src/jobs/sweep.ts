/**
 * The job sweep (ADR 0005): the job row is the truth, the queue message only a wake-up call. Messages can be
 * lost (Azurite persists its queue every few seconds; in Azure a crash between writing the row and sending the
 * message), and produced files can be lost the same way. The sweep runs at start-up (local host) and on a
 * schedule, and sends a job again when it is queued past its grace time, running past its lease, or succeeded
 * with its file gone. Sending again is safe: every move of a job is conditional on its ETag (run-job.ts).
 */
import { PreconditionFailedError, type Stored } from '../ports/store.ts';
import { JOB_QUEUE } from '../ports/queue.ts';
import type { Services } from '../services.ts';
import { jobsOf, updateJob, type JobDoc } from './job-service.ts';

/** A job sent again this many times without finishing is marked failed, so nothing loops for ever. */
export const MAX_RESENDS = 5;
/** Succeeded jobs whose files are checked: those finished within this window. */
const FILE_CHECK_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  resent: number;
  rerun: number;
  failed: number;
}

async function all(services: Services, where: Parameters<ReturnType<typeof jobsOf>['query']>[0]['where']) {
  const out: Stored<JobDoc>[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await jobsOf(services).query({
      ...(where ? { where } : {}),
      pageSize: 200,
      ...(continuationToken ? { continuationToken } : {}),
    });
    out.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out;
}

/** Puts the job back in the queue (or fails it after MAX_RESENDS); false when someone else moved it first. */
export async function resendJob(
  services: Services,
  job: Stored<JobDoc>,
  why: string,
): Promise<'resent' | 'failed' | 'skipped'> {
  const resends = (job.item.resends ?? 0) + 1;
  const { leaseUntil: _lease, file: _file, ...rest } = job.item;
  try {
    if (resends > MAX_RESENDS) {
      await updateJob(
        services,
        { ...job, item: rest },
        {
          status: 'failed',
          progress: 0,
          resends,
          text2: `The job could not be completed (${why}, ${MAX_RESENDS} times).`,
        },
      );
      return 'failed';
    }
    await updateJob(services, { ...job, item: rest }, { status: 'queued', progress: 0, resends });
  } catch (err) {
    if (err instanceof PreconditionFailedError) return 'skipped';
    throw err;
  }
  await services.queue.enqueue(JOB_QUEUE, { jobId: job.item.id });
  return 'resent';
}

/** True when a succeeded job points at a file that no longer exists. */
export async function isOutputMissing(services: Services, job: JobDoc): Promise<boolean> {
  return (
    job.status === 'succeeded' &&
    !!job.file &&
    !(await services.blobs.exists(job.file.container, job.file.name))
  );
}

/**
 * One sweep. `startup`: the local host has just started, so nothing of this process can be running and every
 * queued or running job is sent again at once (a duplicate message is harmless).
 */
export async function sweepJobs(services: Services, opts: { startup?: boolean } = {}): Promise<SweepResult> {
  const now = services.now().getTime();
  const graceAgo = new Date(now - services.settings.jobs.leaseMs).toISOString();
  const nowIso = new Date(now).toISOString();
  const result: SweepResult = { resent: 0, rerun: 0, failed: 0 };
  const count = (outcome: 'resent' | 'failed' | 'skipped', rerun = false) => {
    if (outcome === 'failed') result.failed++;
    else if (outcome === 'resent' && rerun) result.rerun++;
    else if (outcome === 'resent') result.resent++;
  };

  for (const job of await all(services, [{ path: 'status', op: 'in', values: ['queued', 'running'] }])) {
    const stale =
      opts.startup ||
      (job.item.status === 'queued' && job.item.modifiedAt < graceAgo) ||
      (job.item.status === 'running' && (!job.item.leaseUntil || job.item.leaseUntil < nowIso));
    if (stale) count(await resendJob(services, job, 'its work was interrupted'));
  }

  const since = new Date(now - FILE_CHECK_WINDOW_MS).toISOString();
  for (const job of await all(services, [
    { path: 'status', op: 'eq', value: 'succeeded' },
    { path: 'modifiedAt', op: 'ge', value: since },
  ])) {
    if (await isOutputMissing(services, job.item))
      count(await resendJob(services, job, 'its file was lost'), true);
  }
  return result;
}
