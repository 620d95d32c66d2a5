/**
 * The engagement pages' data (docs/engagements.md): the list, one engagement and the offerings (the configuration
 * admins keep, ADR 0041, the list the API checks a save's offering ids against) come from lib/data (ADR 0028), and
 * so do the writes, which keep the cached list and engagement in step.
 */
export {
  conflictEngagement,
  fetchEngagement,
  useEngagement,
  useEngagementWrites,
} from '../../lib/data/engagement.ts';
export { useEngagementList, useRefreshEngagementList } from '../../lib/data/engagements.ts';
export { useOfferings } from '../../lib/data/offerings.ts';
