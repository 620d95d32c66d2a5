/** What each job type does. A runner reports progress and returns what the finished job shows. */
import type { JobType } from '@portal/domain';
import type { Services } from '../services.ts';
import type { JobDoc } from './job-service.ts';
import { runNotification } from '../notifications/notification-job.ts';
import { runSolutionExport } from './solution-export.ts';

export interface JobRunContext {
  services: Services;
  job: JobDoc;
  progress(value: number, text2?: string): Promise<void>;
}

export type JobResult = Pick<JobDoc, 'text'> & Partial<Pick<JobDoc, 'text2' | 'url' | 'file'>>;

export type JobRunner = (ctx: JobRunContext) => Promise<JobResult>;

export const JOB_RUNNERS: Record<JobType, JobRunner> = {
  export: runSolutionExport,
  notification: runNotification,
};
