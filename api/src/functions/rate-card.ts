/** The rate card and the estimate (issue 19, docs/estimate.md): read by provider full users, saved by admins. */
import { rateCardInputSchema } from '@portal/domain';
import { estimateOfSolution } from '../estimate/estimate-service.ts';
import { numericId, parseBody, parseParam, requireIfMatch } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { readCurrentRateCard, rateCardView, saveRateCard } from '../rate-card/rate-card-store.ts';

export const rateCardRoutes = defineRoutes([
  {
    name: 'rate-card-get',
    methods: ['GET'],
    route: 'sales/configuration/rate-card',
    policy: 'fullSolution',
    handler: async (_req, { services }) => {
      const stored = await readCurrentRateCard(services);
      return json(rateCardView(stored.item), 200, { ETag: stored.etag });
    },
  },
  {
    name: 'rate-card-save',
    methods: ['PUT'],
    route: 'sales/configuration/rate-card',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, rateCardInputSchema);
      const saved = await saveRateCard(services, actor, body, requireIfMatch(req));
      return json(rateCardView(saved.item), 200, { ETag: saved.etag });
    },
  },
  {
    name: 'solutions-estimate',
    methods: ['GET'],
    route: 'sales/solutions/{id}/estimate',
    policy: 'fullSolution',
    handler: async (req, { services, actor }) =>
      json(await estimateOfSolution(services, actor, parseParam(req, 'id', numericId))),
  },
]);
