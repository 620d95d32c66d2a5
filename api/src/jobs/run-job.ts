/**
 * The queue-triggered job handler: claim the job, run it with progress, finish or fail it (ADR 0005).
 * The job row is the truth and every move is conditional on its ETag, so a message delivered twice, or sent
 * again by the sweep, never runs a job to success twice: the second delivery finds it claimed or done.
 * The runner of each job type is handed in (functions/job-runners.ts), never imported from the features.
 */
import { PreconditionFailedError, type Stored } from '../ports/store.ts';
import type { Services } from '../services.ts';
import type { JobRunners } from './job-runner.ts';
import { jobsOf, updateJob, type JobDoc } from './job-service.ts';

export class JobNotFoundError extends Error {}
/** The job was taken over (its lease ran out and the sweep sent it again): this runner stops quietly. */
class LostClaim extends Error {}

export const leaseUntil = (services: Services) =>
  new Date(services.now().getTime() + services.settings.jobs.leaseMs).toISOString();

/** A job this delivery should leave alone: finished, or running under a live lease held by another runner. */
export function isSettled(services: Services, job: JobDoc): boolean {
  if (job.status === 'succeeded' || job.status === 'failed') return true;
  return job.status === 'running' && !!job.leaseUntil && job.leaseUntil > services.now().toISOString();
}

async function claimed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PreconditionFailedError) throw new LostClaim();
    throw err;
  }
}

/**
 * Runs one delivery of a job message. Throws to ask the queue for a retry; on the last allowed delivery the
 * job is marked failed first, so the user sees the failure even though the message is parked.
 */
export async function runJob(
  services: Services,
  jobId: string,
  dequeueCount: number,
  runners: JobRunners,
): Promise<void> {
  const stored = await jobsOf(services).read(jobId);
  if (!stored) throw new JobNotFoundError(`Job ${jobId} does not exist`);
  if (isSettled(services, stored.item)) return;
  const lastTry = dequeueCount >= services.settings.jobs.maxDequeueCount;
  let job: Stored<JobDoc>;
  try {
    job = await claimed(() =>
      updateJob(services, stored, {
        status: 'running',
        attempts: dequeueCount,
        progress: 0.05,
        leaseUntil: leaseUntil(services),
      }),
    );
  } catch (err) {
    if (err instanceof LostClaim) return; // another delivery claimed it first
    throw err;
  }
  // One run of the job is one operation in the telemetry: its duration, and its outcome on this delivery.
  const info = {
    kind: 'job' as const,
    name: `job ${job.item.type}`,
    properties: { jobType: job.item.type, jobId, attempt: dequeueCount },
  };
  await services.telemetry.operation(
    info,
    () => runClaimed(),
    ({ value, error }) => ({
      success: error === undefined,
      resultCode: error === undefined ? (value ?? 'succeeded') : lastTry ? 'failed' : 'retrying',
      ...(error === undefined ? {} : { error }),
    }),
  );

  async function runClaimed(): Promise<'succeeded' | 'taken over'> {
    try {
      const result = await runners[job.item.type]({
        services,
        job: job.item,
        progress: async (value, text2) => {
          job = await claimed(() =>
            updateJob(services, job, {
              progress: Math.min(0.99, value),
              leaseUntil: leaseUntil(services),
              ...(text2 ? { text2 } : {}),
            }),
          );
        },
      });
      const { leaseUntil: _lease, error: _error, ...done } = job.item;
      await claimed(() =>
        updateJob(services, { ...job, item: done }, { ...result, status: 'succeeded', progress: 1 }),
      );
      return 'succeeded';
    } catch (err) {
      if (err instanceof LostClaim) return 'taken over';
      const message = err instanceof Error ? err.message : String(err);
      try {
        await claimed(() =>
          updateJob(services, job, {
            status: lastTry ? 'failed' : 'queued',
            progress: 0,
            error: message,
            text2: lastTry
              ? `Failed after ${dequeueCount} attempts: ${message}`
              : `Attempt ${dequeueCount} failed; retrying.`,
          }),
        );
      } catch (inner) {
        if (inner instanceof LostClaim) return 'taken over';
        throw inner;
      }
      throw err;
    }
  }
}
