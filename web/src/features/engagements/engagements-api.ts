/**
 * The engagement pages' data (docs/engagements.md): the list, one engagement and the offerings (the configuration
 * admins keep, ADR 0041, the list the API checks a save's offering ids against) come from lib/data (ADR 0028).
 */
export {
  conflictEngagement,
  createEngagement,
  engagementKey,
  fetchEngagement,
  saveEngagement,
  useEngagement,
} from '../../lib/data/engagement.ts';
export { ENGAGEMENTS_KEY, useEngagementList } from '../../lib/data/engagements.ts';
export { useOfferings } from '../../lib/data/offerings.ts';
