/** Admin settings (spec: Settings; default review settings cycles 1, review 5, update 5, approval 2 days). */
import { DEFAULT_COMMERCIAL_SETTINGS, DEFAULT_DELIVERABLE_REVIEW, type Settings } from '@portal/domain';

/** The commercial terms of the customer documents (issue 29) are seeded so an admin sees and names them. */
export const SETTINGS: Settings = {
  deliverableReview: { ...DEFAULT_DELIVERABLE_REVIEW },
  commercial: structuredClone(DEFAULT_COMMERCIAL_SETTINGS),
};
