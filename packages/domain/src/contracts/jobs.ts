import { z } from 'zod';

export const JOB_TYPES = ['export', 'notification'] as const;
export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;

export const jobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/**
 * Background job status as the browser sees it (spec: trace id, text, text2, url, progress).
 * progress runs from 0 to 1; below 1 the toast shows loading, at 1 success.
 */
export const jobViewSchema = z.object({
  traceId: z.string(),
  type: jobTypeSchema,
  status: jobStatusSchema,
  text: z.string(),
  text2: z.string().optional(),
  url: z.string().optional(),
  fileName: z.string().optional(),
  progress: z.number().min(0).max(1),
  attempts: z.number().int(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** The push message that carries job progress to the user who started it. */
export const jobPushSchema = z.object({ type: z.literal('job'), job: jobViewSchema });
export type JobPush = z.infer<typeof jobPushSchema>;

/** The queue message: only the job id travels; the job document holds the rest. */
export const jobMessageSchema = z.object({ jobId: z.string().min(1).max(100) });
export type JobMessage = z.infer<typeof jobMessageSchema>;
