/** Invitations (spec: Invite User dialog, POST /api/sales/invitations; ADR 0016): admins only. */
import { invitationRequestSchema } from '@portal/domain';
import { parseBody } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { invite, pendingInvitations } from '../invitations/invitations.ts';

export const invitationRoutes = defineRoutes([
  {
    name: 'invitations-send',
    methods: ['POST'],
    route: 'sales/invitations',
    policy: 'admin',
    handler: async (req, { services, actor }) =>
      json(await invite(services, actor, await parseBody(req, invitationRequestSchema))),
  },
  {
    name: 'invitations-list',
    methods: ['GET'],
    route: 'sales/invitations',
    policy: 'admin',
    handler: async (_req, { services }) => json(await pendingInvitations(services)),
  },
]);
