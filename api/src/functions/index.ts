/** The route table: every HTTP function of the API, each with its policy. Azure and the local host both read it. */
import type { RouteDef } from '../http/route.ts';
import { adminPlacesRoutes } from './admin-places.ts';
import { auditRoutes } from './audit.ts';
import { capabilityRelevanceRoutes } from './capability-relevance.ts';
import { catalogueRoutes } from './catalogue.ts';
import { documentRoutes } from './documents.ts';
import { engagementRoutes } from './engagements.ts';
import { historyRoutes } from './history.ts';
import { invitationRoutes } from './invitations.ts';
import { jobRoutes } from './jobs.ts';
import { localAepRoutes } from './local-aep.ts';
import { localAuthRoutes } from './local-auth.ts';
import { localMailRoutes } from './local-mail.ts';
import { localTelemetryRoutes } from './local-telemetry.ts';
import { platformRoutes } from './platform.ts';
import { presenceRoutes } from './presence.ts';
import { rateCardRoutes } from './rate-card.ts';
import { referenceRoutes } from './reference.ts';
import { searchRoutes } from './search.ts';
import { solutionRoutes } from './solutions.ts';
import { templateRoutes } from './templates.ts';
import { userRoutes } from './users.ts';

export const ALL_ROUTES: RouteDef[] = [
  ...platformRoutes,
  ...localAuthRoutes,
  ...userRoutes,
  ...solutionRoutes,
  ...historyRoutes,
  ...jobRoutes,
  ...documentRoutes,
  ...referenceRoutes,
  ...rateCardRoutes,
  ...templateRoutes,
  ...localMailRoutes,
  ...localAepRoutes,
  ...localTelemetryRoutes,
  ...auditRoutes,
  ...adminPlacesRoutes,
  ...invitationRoutes,
  ...presenceRoutes,
  ...catalogueRoutes,
  ...capabilityRelevanceRoutes,
  ...engagementRoutes,
  ...searchRoutes,
];
