/**
 * Solution history (issue 22): named versions, the diff between two versions (or a version and now), and the
 * audit trail of accepted saves. The same visibility and redaction as the solution: partners and clients never
 * see hours, cost or price in a version, a diff or the history.
 */
import { z } from 'zod';
import { line, pageSchema, personRefSchema, storedText } from './common.ts';
import { solutionEstimateViewSchema } from './estimate-view.ts';
import { solutionSchema } from './solutions.ts';

/** Why a version was taken: by a person ('manual') or by the portal at a milestone. */
export const VERSION_KINDS = ['manual', 'partner-submit', 'approval', 'close', 'deliver'] as const;
export const versionKindSchema = z.enum(VERSION_KINDS);
export type VersionKind = z.infer<typeof versionKindSchema>;

export const VERSION_NAME_MAX = 100;

/** POST /sales/solutions/{id}/versions: a named version of the solution as it is saved now. */
export const createVersionRequestSchema = z.object({
  name: line(VERSION_NAME_MAX).trim().min(1, 'Name the version.'),
});
export type CreateVersionRequest = z.infer<typeof createVersionRequestSchema>;

/** A row of GET /sales/solutions/{id}/versions (newest first) and the 201 answer of a new version. */
export const versionSummarySchema = z.object({
  /** 1, 2, 3... per solution, never reused. */
  version: z.number().int().min(1),
  name: storedText(),
  kind: versionKindSchema,
  createdAt: storedText(),
  createdBy: personRefSchema,
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export const versionListSchema = z.array(versionSummarySchema);

/** GET /sales/solutions/{id}/versions/{n}: the solution as it was, redacted for the reader's role. */
export const versionDetailSchema = versionSummarySchema.extend({
  solution: solutionSchema,
  /** The estimate as it was when the version was taken: only for those who may see the estimate. */
  estimate: solutionEstimateViewSchema.optional(),
});
export type VersionDetail = z.infer<typeof versionDetailSchema>;

/** The areas a change belongs to, in the order the diff and the history show them. */
export const HISTORY_AREAS = [
  'details',
  'scope',
  'sizes',
  'estimate',
  'staffing',
  'schedule',
  'risk',
  'content',
  'documents',
  'approvals',
] as const;
export const historyAreaSchema = z.enum(HISTORY_AREAS);
export type HistoryArea = z.infer<typeof historyAreaSchema>;

/** One piece of a content text compared word by word. */
export const wordChangeSchema = z.object({
  op: z.enum(['same', 'added', 'removed']),
  text: storedText(),
});
export type WordChange = z.infer<typeof wordChangeSchema>;

/**
 * One change in plain words: `label` says what changed ("Scope: Windows 11 added", "Size of Copilot"),
 * `before`/`after` the values as a person reads them (absent when the thing did not exist on that side).
 * `words` carries the word-by-word comparison of a content text.
 */
export const historyChangeSchema = z.object({
  area: historyAreaSchema,
  path: storedText(),
  label: storedText(),
  before: storedText().optional(),
  after: storedText().optional(),
  words: z.array(wordChangeSchema).optional(),
  /**
   * Hours, cost, price, margin, rates or the dates of work: only for readers with full access. A diff made for
   * a reader without full access has none; a recorded history is redacted on reading (redactHistoryChanges).
   */
  fullAccessOnly: z.boolean().optional(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** GET /sales/solutions/{id}/diff?from={n}&to={m|current}. */
export const diffQuerySchema = z.object({
  from: z.coerce.number().int().min(1).max(1_000_000),
  to: z.union([z.literal('current'), z.coerce.number().int().min(1).max(1_000_000)]).default('current'),
});
export type DiffQuery = z.infer<typeof diffQuerySchema>;

export const diffResponseSchema = z.object({
  from: versionSummarySchema,
  /** Absent when comparing with the solution as it is now. */
  to: versionSummarySchema.optional(),
  changes: z.array(historyChangeSchema),
});
export type DiffResponse = z.infer<typeof diffResponseSchema>;

/** One accepted save: who, when, and what changed (GET /sales/solutions/{id}/history, newest first, paged). */
export const historyEntrySchema = z.object({
  at: storedText(),
  by: personRefSchema,
  changes: z.array(historyChangeSchema),
  /** More changes than recorded (the entry keeps at most MAX_HISTORY_CHANGES). */
  truncated: z.boolean().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyPageSchema = pageSchema(historyEntrySchema);

export const historyQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  continuationToken: line(4000).optional(),
});

export const MAX_HISTORY_CHANGES = 200;
