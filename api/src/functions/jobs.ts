/** Job status for the user who started it, and the push negotiate endpoint. */
import { forbidden, notFound } from '../http/errors.ts';
import { parseParam, safeId } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { jobsOf, toJobView } from '../jobs/job-service.ts';

/** Push groups a user may join: only their own. */
export const ownGroups = (userId: string) => [`user.${userId}`];

export const jobRoutes = defineRoutes([
  {
    name: 'jobs-get',
    methods: ['GET'],
    route: 'jobs/{id}',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const stored = await jobsOf(services).read(parseParam(req, 'id', safeId));
      if (!stored) throw notFound('The job');
      if (stored.item.userId !== actor.user.id) throw forbidden('This job was started by someone else.');
      return json(await toJobView(services, stored.item));
    },
  },
  {
    name: 'pubsub-negotiate',
    methods: ['GET'],
    route: 'pubsub/negotiate',
    policy: 'signedIn',
    handler: async (_req, { services, actor }) =>
      json({ url: await services.push.clientAccessUrl(actor.user.id, ownGroups(actor.user.id)) }),
  },
]);
