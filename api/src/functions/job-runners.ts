/**
 * What each job type does: the one table of runners, composed here above the features so that jobs/ never imports
 * them (runJob is handed this table). A runner reports progress and returns what the finished job shows.
 */
import { runAepJob } from '../aep/aep-job.ts';
import { runDocumentJob } from '../documents/document-job.ts';
import { runEngagementDeckJob } from '../documents/engagement-deck-job.ts';
import type { JobRunners } from '../jobs/job-runner.ts';
import { runNotification } from '../notifications/notification-job.ts';
import { runSolutionExport } from '../solutions/solution-export.ts';

export const JOB_RUNNERS: JobRunners = {
  export: runSolutionExport,
  notification: runNotification,
  // A deck queued before 'engagement-deck' existed rode on 'document' with an engagementId: it still runs.
  document: (ctx) => (ctx.job.payload.engagementId ? runEngagementDeckJob(ctx) : runDocumentJob(ctx)),
  'engagement-deck': runEngagementDeckJob,
  aep: runAepJob,
};
