/** The rate card and the estimate (issue 19, docs/estimate.md): read by provider full users, saved by admins. */
import { rateCardInputSchema } from '@portal/domain';
import { estimateOfSolution } from '../estimate/estimate-service.ts';
import { z } from 'zod';
import { notFound } from '../http/errors.ts';
import { numericId, parseBody, parseParam, parseQuery, requireIfMatch } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import {
  rateCardsOf,
  rateCardView,
  readCurrentRateCard,
  saveRateCard,
} from '../rate-card/rate-card-store.ts';

const versionQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() });

export const rateCardRoutes = defineRoutes([
  {
    name: 'rate-card-get',
    methods: ['GET'],
    route: 'sales/configuration/rate-card',
    policy: 'fullSolution',
    handler: async (req, { services }) => {
      // ?version=n: a stored older version (the one a solution is priced with); the ETag is always current's.
      const { version } = parseQuery(req, versionQuerySchema);
      const stored = await readCurrentRateCard(services);
      if (version === undefined || version === stored.item.version)
        return json(rateCardView(stored.item), 200, { ETag: stored.etag });
      const older = await rateCardsOf(services).read(`v${version}`);
      if (!older || version > stored.item.version) throw notFound(`Version ${version} of the rate card`);
      return json(rateCardView(older.item));
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
