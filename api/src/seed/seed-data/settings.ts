/** Admin settings (spec: Settings; default review settings cycles 1, review 5, update 5, approval 2 days). */
import { DEFAULT_DELIVERABLE_REVIEW, type Settings } from '@portal/domain';

export const SETTINGS: Settings = { deliverableReview: { ...DEFAULT_DELIVERABLE_REVIEW } };
