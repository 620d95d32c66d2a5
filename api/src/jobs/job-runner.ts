/** What a job runner is given and returns. Runners import this file only, never the table of runners (functions/job-runners.ts). */
import type { JobType } from '@portal/domain';
import type { Services } from '../services.ts';
import type { JobDoc } from './job-service.ts';

export interface JobRunContext {
  services: Services;
  job: JobDoc;
  progress(value: number, text2?: string): Promise<void>;
}

export type JobResult = Pick<JobDoc, 'text'> & Partial<Pick<JobDoc, 'text2' | 'url' | 'file'>>;

export type JobRunner = (ctx: JobRunContext) => Promise<JobResult>;

/**
 * The runner of each job type. The table is built where the features are composed (functions/job-runners.ts) and
 * handed to runJob, so the jobs folder never imports the features that queue jobs.
 */
export type JobRunners = Record<JobType, JobRunner>;
