/** GET /api/search?q= and GET /api/notifications/counts (ADR 0023). */
import { z } from 'zod';
import { line, storedText } from './common.ts';
import { solutionStepSchema } from './solutions.ts';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** At most this many results per group. */
export const SEARCH_GROUP_LIMIT = 20;

/**
 * The query: trimmed, at most 100 characters (a longer one is a 400), no control characters. Shorter than 2
 * characters is not an error: the result is empty.
 */
export const searchQuerySchema = z.object({
  q: line(4000).trim().max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`).default(''),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultsSchema = z.object({
  solutions: z.array(
    z.object({
      id: storedText(),
      name: storedText(),
      clientName: storedText(),
      step: solutionStepSchema,
      /** The stage as the list and the progress bar name it (solutionStage; ADR 0051). */
      stage: storedText(),
    }),
  ),
  clients: z.array(z.object({ id: storedText(), name: storedText() })),
  capabilities: z.array(
    z.object({
      id: storedText(),
      name: storedText(),
      areaName: storedText(),
      reason: storedText().optional(),
    }),
  ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const EMPTY_SEARCH_RESULTS: SearchResults = { solutions: [], clients: [], capabilities: [] };

export const notificationCountSchema = z.object({
  key: z.enum(['approvals', 'assigned-open', 'in-review']),
  label: storedText(),
  count: z.number().int().min(0),
  href: storedText(),
});
export type NotificationCount = z.infer<typeof notificationCountSchema>;
export const notificationCountsSchema = z.array(notificationCountSchema);
