/** What each job type does. A runner reports progress and returns what the finished job shows. */
import type { JobType } from '@portal/domain';
import { runAepJob } from '../aep/aep-job.ts';
import { runDocumentJob } from '../documents/document-job.ts';
import { runNotification } from '../notifications/notification-job.ts';
import type { JobRunner } from './job-runner.ts';
import { runSolutionExport } from './solution-export.ts';

export const JOB_RUNNERS: Record<JobType, JobRunner> = {
  export: runSolutionExport,
  notification: runNotification,
  document: runDocumentJob,
  aep: runAepJob,
};
