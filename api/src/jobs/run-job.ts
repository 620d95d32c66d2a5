/** The queue-triggered job handler: load the job, run it with progress, finish or fail it. */
import type { Services } from '../services.ts';
import { jobsOf, updateJob } from './job-service.ts';
import { JOB_RUNNERS } from './runners.ts';

export class JobNotFoundError extends Error {}

/**
 * Runs one delivery of a job message. Throws to ask the queue for a retry; on the last allowed delivery the
 * job is marked failed first, so the user sees the failure even though the message is parked.
 */
export async function runJob(services: Services, jobId: string, dequeueCount: number): Promise<void> {
  const stored = await jobsOf(services).read(jobId);
  if (!stored) throw new JobNotFoundError(`Job ${jobId} does not exist`);
  let job = stored.item;
  if (job.status === 'succeeded' || job.status === 'failed') return;
  const lastTry = dequeueCount >= services.settings.jobs.maxDequeueCount;
  job = await updateJob(services, job, { status: 'running', attempts: dequeueCount, progress: 0.05 });
  try {
    const result = await JOB_RUNNERS[job.type]({
      services,
      job,
      progress: async (value, text2) => {
        job = await updateJob(services, job, {
          progress: Math.min(0.99, value),
          ...(text2 ? { text2 } : {}),
        });
      },
    });
    await updateJob(services, job, { ...result, status: 'succeeded', progress: 1 });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await updateJob(services, job, {
      status: lastTry ? 'failed' : 'queued',
      progress: 0,
      error: message,
      text2: lastTry
        ? `Failed after ${dequeueCount} attempts: ${message}`
        : `Attempt ${dequeueCount} failed; retrying.`,
    });
    throw err;
  }
}
