/**
 * A route is declared once — name, methods, path, policy, handler — and served both by Azure Functions
 * (api/src/index.ts hands every route to app.http) and by the local host (same table, same wrapper).
 * The wrapper authenticates, enforces the declared policy on the role in effect, and renders errors in the
 * one error shape; handlers only do their work.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { policyAllows, type PolicyName } from '@portal/domain';
import type { Services } from '../services.ts';
import { bearerToken } from './auth.ts';
import { resolveActor, type Actor } from './current-user.ts';
import { forbidden, unauthorized } from './errors.ts';
import { fromError, withSecurityHeaders } from './respond.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  services: Services;
  invocation: InvocationContext;
}

export interface AuthedContext extends RouteContext {
  actor: Actor;
}

interface RouteBase {
  /** Function name in Azure (unique, kebab-case). */
  name: string;
  methods: HttpMethod[];
  /** Azure Functions route template, without the 'api/' prefix, e.g. 'sales/solutions/{id}'. */
  route: string;
}

export type RouteDef =
  | (RouteBase & {
      policy: 'public';
      handler: (req: HttpRequest, ctx: RouteContext) => Promise<HttpResponseInit>;
    })
  | (RouteBase & {
      policy: Exclude<PolicyName, 'public'>;
      handler: (req: HttpRequest, ctx: AuthedContext) => Promise<HttpResponseInit>;
    });

export function defineRoutes(routes: RouteDef[]): RouteDef[] {
  return routes;
}

export type AzureHttpHandler = (req: HttpRequest, invocation: InvocationContext) => Promise<HttpResponseInit>;

export function toHandler(def: RouteDef, getServices: () => Promise<Services>): AzureHttpHandler {
  return async (req, invocation) => {
    try {
      const services = await getServices();
      if (def.policy === 'public')
        return withSecurityHeaders(await def.handler(req, { services, invocation }));
      const token = bearerToken(req);
      if (!token) throw unauthorized();
      const identity = await services.tokens.verify(token);
      const actor = await resolveActor(services, identity);
      const claimedUserId = req.headers.get('x-portal-user-id');
      if (claimedUserId && claimedUserId !== actor.user.id) {
        throw unauthorized('The user id header does not match your sign-in. Sign in again.');
      }
      if (!policyAllows(def.policy, actor.role)) throw forbidden();
      return withSecurityHeaders(await def.handler(req, { services, invocation, actor }));
    } catch (err) {
      return withSecurityHeaders(fromError(err, (msg) => invocation.error(msg)));
    }
  };
}
