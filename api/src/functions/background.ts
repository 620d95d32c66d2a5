/**
 * Queue- and timer-triggered functions. Azure registers them with app.storageQueue / app.timer
 * (api/src/index.ts); the local host polls the same queue and runs the same schedules (api/src/local/).
 */
import type { InvocationContext, Timer } from '@azure/functions';
import { jobMessageSchema } from '@portal/domain';
import type { Settings } from '../config.ts';
import { runJob } from '../jobs/run-job.ts';
import { sweepJobs } from '../jobs/sweep.ts';
import { JOB_QUEUE } from '../ports/queue.ts';
import type { Services } from '../services.ts';
import { JOB_RUNNERS } from './job-runners.ts';
import { sendSummaries } from '../summaries/send-summaries.ts';

export interface QueueTriggerDef {
  name: string;
  queueName: string;
  handler: (message: unknown, context: InvocationContext, services: Services) => Promise<void>;
}

export interface TimerTriggerDef {
  name: string;
  /** The app setting holding the NCRONTAB schedule (Azure reads it as %SETTING%). */
  scheduleSetting: string;
  schedule: (settings: Settings) => string;
  handler: (timer: Timer, context: InvocationContext, services: Services) => Promise<void>;
}

export const queueTriggers: QueueTriggerDef[] = [
  {
    name: 'jobs',
    queueName: JOB_QUEUE,
    handler: async (message, context, services) => {
      const parsed = jobMessageSchema.safeParse(message);
      if (!parsed.success) {
        // A message that is not ours cannot succeed on retry: log it and let it go.
        context.error(`Ignoring a malformed job message: ${JSON.stringify(message)}`);
        return;
      }
      const dequeueCount = Number(context.triggerMetadata?.dequeueCount ?? 1);
      await runJob(services, parsed.data.jobId, dequeueCount, JOB_RUNNERS);
    },
  },
];

export const timerTriggers: TimerTriggerDef[] = [
  {
    name: 'jobs-sweep',
    scheduleSetting: 'JOB_SWEEP_SCHEDULE',
    schedule: (s) => s.jobs.sweepSchedule,
    handler: async (_timer, context, services) => {
      const swept = await sweepJobs(services);
      if (swept.resent || swept.rerun || swept.failed) context.log(`Job sweep: ${JSON.stringify(swept)}`);
    },
  },
  {
    name: 'daily-summary',
    scheduleSetting: 'DAILY_SUMMARY_SCHEDULE',
    schedule: (s) => s.schedules.dailySummary,
    handler: async (_timer, context, services) => {
      const sent = await sendSummaries(services, 'daily');
      context.log(`Daily summary: ${sent} e-mails sent`);
    },
  },
  {
    name: 'weekly-summary',
    scheduleSetting: 'WEEKLY_SUMMARY_SCHEDULE',
    schedule: (s) => s.schedules.weeklySummary,
    handler: async (_timer, context, services) => {
      const sent = await sendSummaries(services, 'weekly');
      context.log(`Weekly summary: ${sent} e-mails sent`);
    },
  },
];
