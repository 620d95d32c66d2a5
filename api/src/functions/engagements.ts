/**
 * Engagements (issue 10; docs/engagements.md "API"): list, one, create, save with If-Match, and the logo upload.
 * Policy 'engagements' (HP, Accenture and client roles 403); the sales person sees and changes only their own (404
 * for another's). A create or save answers with the engagement and its queued slide deck job.
 */
import { saveEngagementRequestSchema } from '@portal/domain';
import { formFile, parseBody, parseParam, readMultipart, requireIfMatch, safeId } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { createEngagement, saveEngagement } from '../engagements/engagement-service.ts';
import { engagementView, listEngagements, readVisibleEngagement } from '../engagements/engagement-store.ts';
import { LOGO_UPLOAD_LIMITS, uploadLogo } from '../engagements/logos.ts';

export const engagementRoutes = defineRoutes([
  {
    name: 'engagements-list',
    methods: ['GET'],
    route: 'sales/engagements',
    policy: 'engagements',
    handler: async (_req, { services, actor }) => json({ items: await listEngagements(services, actor) }),
  },
  {
    name: 'engagements-create',
    methods: ['POST'],
    route: 'sales/engagements',
    policy: 'engagements',
    handler: async (req, { services, actor }) => {
      const created = await createEngagement(
        services,
        actor,
        await parseBody(req, saveEngagementRequestSchema),
      );
      return json(created, 201, { ETag: created.engagement.etag });
    },
  },
  {
    name: 'engagements-logo-upload',
    methods: ['POST'],
    route: 'sales/engagements/logos',
    policy: 'engagements',
    handler: async (req, { services, actor }) => {
      const form = await readMultipart(req, LOGO_UPLOAD_LIMITS);
      return json(
        await uploadLogo(services, actor, formFile(form, 'logoFile', 'Choose a logo to upload.')),
        201,
      );
    },
  },
  {
    name: 'engagements-get',
    methods: ['GET'],
    route: 'sales/engagements/{engagementId}',
    policy: 'engagements',
    handler: async (req, { services, actor }) => {
      const stored = await readVisibleEngagement(services, actor, parseParam(req, 'engagementId', safeId));
      return json(await engagementView(services, stored), 200, { ETag: stored.etag });
    },
  },
  {
    name: 'engagements-save',
    methods: ['PUT'],
    route: 'sales/engagements/{engagementId}',
    policy: 'engagements',
    handler: async (req, { services, actor }) => {
      const id = parseParam(req, 'engagementId', safeId);
      const ifMatch = requireIfMatch(req);
      const body = await parseBody(req, saveEngagementRequestSchema);
      const saved = await saveEngagement(services, actor, id, body, ifMatch);
      return json(saved, 200, { ETag: saved.engagement.etag });
    },
  },
]);
