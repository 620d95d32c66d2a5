/**
 * Presence and server alerts (issue 9, ADR 0021). POST /api/presence: a tab reports its page (or leaves) and
 * gets who else is viewing; POST /api/alerts: an admin pushes an alert to every connected browser.
 */
import { randomUUID } from 'node:crypto';
import { adminAlertSchema, presenceReportSchema } from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import { parseBody } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { reportPresence } from '../presence/presence-service.ts';

export const presenceRoutes = defineRoutes([
  {
    name: 'presence-report',
    methods: ['POST'],
    route: 'presence',
    policy: 'signedIn',
    handler: async (req, { services, actor }) =>
      json(await reportPresence(services, actor, await parseBody(req, presenceReportSchema))),
  },
  {
    name: 'alerts-send',
    methods: ['POST'],
    route: 'alerts',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const alert = await parseBody(req, adminAlertSchema);
      const id = randomUUID();
      await services.push.sendToAll({ type: 'alert', ...alert });
      await recordAudit(services, actor, {
        area: 'alerts',
        action: 'create',
        target: { id, name: alert.text.length > 80 ? `${alert.text.slice(0, 79)}…` : alert.text },
        before: undefined,
        after: alert,
      });
      return json({ id, ...alert }, 202);
    },
  },
]);
