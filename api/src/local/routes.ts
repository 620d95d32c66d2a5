/**
 * The local host's route table (issue 31): every route the Azure entry registers (AZURE_ROUTES), and the routes
 * only the local host registers, never deployed: local sign-in, the local mailbox and the local telemetry inbox.
 * The same RouteDef shape, the same handler wrapper (toHandler). Each local-only route still answers 404 when the
 * local host runs without its adapter (Entra sign-in, ACS e-mail, telemetry sent elsewhere), as its handler says.
 */
import { AZURE_ROUTES } from '../functions/index.ts';
import { localAuthRoutes } from '../functions/local-auth.ts';
import { localMailRoutes } from '../functions/local-mail.ts';
import { localTelemetryRoutes } from '../functions/local-telemetry.ts';
import type { RouteDef } from '../http/route.ts';

export const LOCAL_ONLY_ROUTES: RouteDef[] = [
  ...localAuthRoutes,
  ...localMailRoutes,
  ...localTelemetryRoutes,
];

export const LOCAL_HOST_ROUTES: RouteDef[] = [...AZURE_ROUTES, ...LOCAL_ONLY_ROUTES];
