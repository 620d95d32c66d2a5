/** The six fixed solution areas (spec: Entities). Notification settings refer to them by id. */
import type { SolutionArea } from '@portal/domain';

export const SOLUTION_AREAS: readonly SolutionArea[] = [
  { id: 'sa-modern-workplace', name: 'Modern Workplace' },
  { id: 'sa-security', name: 'Security' },
  { id: 'sa-applications-infrastructure', name: 'Applications and Infrastructure' },
  { id: 'sa-data-ai', name: 'Data and AI' },
  { id: 'sa-business-applications', name: 'Business Applications' },
  { id: 'sa-customer-experience', name: 'Customer Experience' },
];
