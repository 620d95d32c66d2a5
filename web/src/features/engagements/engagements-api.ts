/**
 * The engagement pages' data (docs/engagements.md): the list and one engagement come from lib/data (ADR 0028); the
 * offerings of the wizard are derived from the current catalogue (the spec's "capabilities configuration"), as the
 * API resolves them too.
 */
import { engagementOfferings } from '@portal/domain';
import { useMemo } from 'react';
import { useCatalogue } from '../../lib/data/catalogue.ts';

export {
  conflictEngagement,
  createEngagement,
  engagementKey,
  fetchEngagement,
  saveEngagement,
  useEngagement,
} from '../../lib/data/engagement.ts';
export { ENGAGEMENTS_KEY, useEngagementList } from '../../lib/data/engagements.ts';

/**
 * The offerings: one per visible top-level capability of the four offering areas (engagementOfferings, the rule the
 * API checks a save's offering ids with), derived from the one cached current catalogue.
 */
export function useOfferings(enabled = true) {
  const catalogue = useCatalogue(undefined, enabled);
  const data = useMemo(
    () => (catalogue.data ? engagementOfferings(catalogue.data.capabilities) : undefined),
    [catalogue.data],
  );
  return { data, error: catalogue.error as unknown, isLoading: catalogue.isLoading };
}
