/** The local mailbox (local mail adapter only): the e-mails the portal would have sent, as .eml files. Admins only:
 * the mailbox holds every user's mail. Registered by the local host only (api/src/local/routes.ts), never deployed;
 * a 404 when the local host sends through ACS (no mailbox). */
import { notFound } from '../http/errors.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import type { Services } from '../services.ts';

function mailbox(services: Services) {
  if (!services.mailbox) throw notFound('The local mailbox');
  return services.mailbox;
}

export const localMailRoutes = defineRoutes([
  {
    name: 'local-mail-list',
    methods: ['GET'],
    route: 'local/mail',
    policy: 'admin',
    handler: async (_req, { services }) => json(await mailbox(services).list()),
  },
  {
    name: 'local-mail-read',
    methods: ['GET'],
    route: 'local/mail/{id}',
    policy: 'admin',
    handler: async (req, { services }) => {
      const text = await mailbox(services).read(req.params.id ?? '');
      if (text === undefined) throw notFound('The e-mail');
      return {
        status: 200,
        body: text,
        headers: { 'Content-Type': 'message/rfc822; charset=utf-8', 'Cache-Control': 'no-store' },
      };
    },
  },
]);
