/**
 * The route table: every HTTP function of the API, each with its policy. The Azure entry (api/src/index.ts)
 * registers these and nothing else; the local host serves them and adds its own local-only routes
 * (api/src/local/routes.ts: local sign-in, the local mailbox, the local telemetry inbox), which are never deployed.
 */
import type { RouteDef } from '../http/route.ts';
import { adminPlacesRoutes } from './admin-places.ts';
import { aepRecordRoutes } from './aep-record.ts';
import { auditRoutes } from './audit.ts';
import { capabilityRelevanceRoutes } from './capability-relevance.ts';
import { catalogueRoutes } from './catalogue.ts';
import { documentRoutes } from './documents.ts';
import { engagementRoutes } from './engagements.ts';
import { historyRoutes } from './history.ts';
import { invitationRoutes } from './invitations.ts';
import { jobRoutes } from './jobs.ts';
import { platformRoutes } from './platform.ts';
import { presenceRoutes } from './presence.ts';
import { rateCardRoutes } from './rate-card.ts';
import { referenceRoutes } from './reference.ts';
import { searchRoutes } from './search.ts';
import { solutionRoutes } from './solutions.ts';
import { templateRoutes } from './templates.ts';
import { userRoutes } from './users.ts';

export const AZURE_ROUTES: RouteDef[] = [
  ...platformRoutes,
  ...userRoutes,
  ...solutionRoutes,
  ...historyRoutes,
  ...jobRoutes,
  ...documentRoutes,
  ...referenceRoutes,
  ...rateCardRoutes,
  ...templateRoutes,
  ...aepRecordRoutes,
  ...auditRoutes,
  ...adminPlacesRoutes,
  ...invitationRoutes,
  ...presenceRoutes,
  ...catalogueRoutes,
  ...capabilityRelevanceRoutes,
  ...engagementRoutes,
  ...searchRoutes,
];
