import { z } from 'zod';
import { line, storedText } from './common.ts';

/** 'document': a solution's generated document (types 2-5); 'engagement-deck': an engagement's slide deck. */
export const JOB_TYPES = ['export', 'notification', 'document', 'engagement-deck', 'aep'] as const;
export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;

export const jobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/**
 * Background job status as the browser sees it (spec: trace id, text, text2, url, progress).
 * progress runs from 0 to 1; below 1 the toast shows loading, at 1 success.
 */
export const jobViewSchema = z.object({
  traceId: storedText(),
  type: jobTypeSchema,
  status: jobStatusSchema,
  text: storedText(),
  text2: storedText().optional(),
  url: storedText().optional(),
  fileName: storedText().optional(),
  progress: z.number().min(0).max(1),
  attempts: z.number().int(),
  createdAt: storedText(),
  modifiedAt: storedText(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** The push message that carries job progress to the user who started it. */
export const jobPushSchema = z.object({ type: z.literal('job'), job: jobViewSchema });
export type JobPush = z.infer<typeof jobPushSchema>;

/** The queue message: only the job id travels; the job document holds the rest. */
export const jobMessageSchema = z.object({ jobId: line(100).min(1) });
export type JobMessage = z.infer<typeof jobMessageSchema>;
