/** Job status for the user who started it, and the push negotiate endpoint. */
import { forbidden, notFound } from '../http/errors.ts';
import { parseParam, safeId } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { jobsOf, toJobView } from '../jobs/job-service.ts';
import { isOutputMissing, resendJob } from '../jobs/sweep.ts';

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
      // A finished job whose file was lost runs again rather than handing out a link to nothing.
      if (await isOutputMissing(services, stored.item)) {
        await resendJob(services, stored, 'its file was lost');
        const again = await jobsOf(services).read(stored.item.id);
        return json(await toJobView(services, (again ?? stored).item));
      }
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
