/**
 * A solution's history (issue 22, docs/history.md): named versions, the diff between two versions (or a version
 * and now) and the audit trail of accepted saves. Everyone who may read the solution reads them, redacted like
 * the solution; a manual version is taken by those who may save the solution at its current step.
 */
import { createVersionRequestSchema, diffQuerySchema, historyQuerySchema } from '@portal/domain';
import { z } from 'zod';
import { auditTrailPage } from '../history/audit-trail.ts';
import { diffFor, versionFor, versionScheduleFor } from '../history/read.ts';
import { listVersions, readVersion, takeVersion, tooManyVersions } from '../history/versions.ts';
import { numericId, parseBody, parseParam, parseQuery } from '../http/parse.ts';
import { readHolidays } from '../reference/bank-holidays.ts';
import { json } from '../http/respond.ts';
import { defineRoutes } from '../http/route.ts';
import { readVisibleSolution } from '../solutions/repository.ts';
import { checkMaySave } from '../solutions/save.ts';

const versionNumber = z.coerce
  .number({ error: 'must be a version number' })
  .int('must be a version number')
  .min(1, 'must be a version number')
  .max(1_000_000, 'must be a version number');

export const historyRoutes = defineRoutes([
  {
    name: 'solution-versions-create',
    methods: ['POST'],
    route: 'sales/solutions/{id}/versions',
    policy: 'solutionWriter',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      checkMaySave(actor, item);
      const body = await parseBody(req, createVersionRequestSchema);
      const version = await takeVersion(services, item, {
        kind: 'manual',
        name: body.name,
        by: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
        at: services.now().toISOString(),
      });
      if (!version) throw tooManyVersions();
      return json(version, 201);
    },
  },
  {
    name: 'solution-versions-list',
    methods: ['GET'],
    route: 'sales/solutions/{id}/versions',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      return json(await listVersions(services, item.id));
    },
  },
  {
    name: 'solution-versions-get',
    methods: ['GET'],
    route: 'sales/solutions/{id}/versions/{version}',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      const doc = await readVersion(services, item.id, parseParam(req, 'version', versionNumber));
      return json(versionFor(actor.role, doc));
    },
  },
  {
    name: 'solution-version-schedule',
    methods: ['GET'],
    route: 'sales/solutions/{id}/versions/{version}/schedule',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      const [doc, holidays] = await Promise.all([
        readVersion(services, item.id, parseParam(req, 'version', versionNumber)),
        // The client's nation, as the solution holds it now (a version keeps the same client's plan).
        readHolidays(services, item.salesClient?.id),
      ]);
      return json(versionScheduleFor(actor.role, doc, holidays));
    },
  },
  {
    name: 'solution-diff',
    methods: ['GET'],
    route: 'sales/solutions/{id}/diff',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      return json(await diffFor(services, actor.role, item, parseQuery(req, diffQuerySchema)));
    },
  },
  {
    name: 'solution-history',
    methods: ['GET'],
    route: 'sales/solutions/{id}/history',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      return json(await auditTrailPage(services, actor.role, item.id, parseQuery(req, historyQuerySchema)));
    },
  },
]);
