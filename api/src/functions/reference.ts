/** Reference data: clients, countries, the capability catalogue, named configuration, security controls, roles. */
import {
  baselineSecurityControlsQuerySchema,
  catalogueFor,
  type Catalogue,
  saveCapabilityRolesRequestSchema,
  saveNotificationSettingsRequestSchema,
  saveSalesClientRequestSchema,
  saveSalesCountryRequestSchema,
  saveSettingsRequestSchema,
  type BaselineSecurityControl,
  type SalesClient,
  type SalesCountry,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { parseBody, parseParam, parseQuery } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { referenceOf, REFERENCE_NAMES, readReference } from '../reference/reference-store.ts';
import { saveCapabilityRoles } from '../reference/capability-roles-save.ts';
import { replaceReference, requireIfMatch } from '../reference/reference-writes.ts';
import { SECURITY_CONTROLS } from '../seed/seed-data/security-controls.ts';
import type { Services } from '../services.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en-GB');

async function readAll<T extends { id: string }>(
  services: Services,
  name: 'clients' | 'countries',
): Promise<T[]> {
  const out: T[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await services.store
      .container<T>(name)
      .query({ pageSize: 1000, ...(continuationToken ? { continuationToken } : {}) });
    out.push(...page.items.map((i) => i.item));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out;
}

const catalogueQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() });

/** Named configuration readable by every signed-in user; 'notifications' (recipients' e-mails) is admin only. */
const configurationName = z.enum(REFERENCE_NAMES);
const ADMIN_ONLY_CONFIGURATION = new Set(['notifications']);

export const referenceRoutes = defineRoutes([
  {
    name: 'clients-list',
    methods: ['GET'],
    route: 'sales/clients',
    policy: 'signedIn',
    handler: async (_req, { services }) =>
      json((await readAll<SalesClient>(services, 'clients')).sort(byName)),
  },
  {
    name: 'clients-save',
    methods: ['POST'],
    route: 'sales/clients',
    policy: 'solutionWriter',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveSalesClientRequestSchema);
      const clients = services.store.container<SalesClient>('clients');
      if (!body.id) {
        const created = await clients.create({
          id: `client-${randomUUID()}`,
          name: body.name,
          fields: body.fields,
        });
        await recordAudit(services, actor, {
          area: 'clients',
          action: 'create',
          target: { id: created.item.id, name: created.item.name },
          before: undefined,
          after: created.item,
        });
        return json(created.item, 201);
      }
      if (actor.role !== 'ADMIN') throw forbidden('Only admins can change an existing client.');
      const existing = await clients.read(body.id);
      if (!existing) throw notFound('The client');
      const saved = await clients.replace(
        { id: body.id, name: body.name, fields: body.fields },
        { ifMatch: existing.etag },
      );
      await recordAudit(services, actor, {
        area: 'clients',
        action: 'update',
        target: { id: saved.item.id, name: saved.item.name },
        before: existing.item,
        after: saved.item,
      });
      return json(saved.item);
    },
  },
  {
    name: 'countries-list',
    methods: ['GET'],
    route: 'sales/countries',
    policy: 'signedIn',
    handler: async (_req, { services }) =>
      json((await readAll<SalesCountry>(services, 'countries')).sort(byName)),
  },
  {
    name: 'countries-save',
    methods: ['POST', 'PUT'],
    route: 'sales/countries',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveSalesCountryRequestSchema);
      const ifMatch = requireIfMatch(req);
      const countries = services.store.container<SalesCountry>('countries');
      const existing = await countries.read(body.id);
      if (!existing) throw notFound('The country');
      const saved = await countries.replace(body, { ifMatch });
      await recordAudit(services, actor, {
        area: 'countries',
        action: 'update',
        target: { id: saved.item.id, name: saved.item.name },
        before: existing.item,
        after: saved.item,
      });
      return json(saved.item, 200, { ETag: saved.etag });
    },
  },
  {
    name: 'configuration-capabilities',
    methods: ['GET'],
    route: 'sales/configuration',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { version: wanted } = parseQuery(req, catalogueQuerySchema);
      const catalogue = services.store.container<{ id: string; version: number }>('catalogue');
      const current = await catalogue.read('current');
      if (!current) throw notFound('The capability catalogue');
      // Versions are immutable: a solution can always read the version it was built from.
      const version = await catalogue.read(`v${wanted ?? current.item.version}`);
      if (!version) throw notFound(`Version ${wanted} of the capability catalogue`);
      const { id: _id, ...body } = version.item as Catalogue & { id: string };
      // Partners and clients get only what is published to them, without effort hours or owners (ADR 0004).
      return json({ ...body, capabilities: catalogueFor(actor.role, body.capabilities) }, 200, {
        ETag: current.etag,
      });
    },
  },
  {
    name: 'configuration-get',
    methods: ['GET'],
    route: 'sales/configuration/{name}',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const name = parseParam(req, 'name', configurationName);
      if (ADMIN_ONLY_CONFIGURATION.has(name) && actor.role !== 'ADMIN') throw forbidden();
      const stored = await referenceOf(services).read(name);
      if (!stored) throw notFound(`The ${name} configuration`);
      return json({ name, value: stored.item.value, modifiedAt: stored.item.modifiedAt }, 200, {
        ETag: stored.etag,
      });
    },
  },
  {
    name: 'configuration-settings-save',
    methods: ['POST'],
    route: 'sales/configuration/settings',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveSettingsRequestSchema);
      const saved = await replaceReference(services, actor, 'settings', body, requireIfMatch(req));
      return json({ name: 'settings', value: saved.item.value }, 200, { ETag: saved.etag });
    },
  },
  {
    name: 'configuration-roles-save',
    methods: ['POST'],
    route: 'sales/configuration/roles',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveCapabilityRolesRequestSchema);
      const saved = await saveCapabilityRoles(services, actor, body, requireIfMatch(req));
      return json({ name: 'roles', value: saved.item.value }, 200, { ETag: saved.etag });
    },
  },
  {
    name: 'configuration-notifications-save',
    methods: ['POST'],
    route: 'sales/configuration/notifications',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveNotificationSettingsRequestSchema);
      const saved = await replaceReference(
        services,
        actor,
        'notifications',
        body.notificationSettings,
        requireIfMatch(req),
      );
      return json({ name: 'notifications', value: { notificationSettings: saved.item.value } }, 200, {
        ETag: saved.etag,
      });
    },
  },
  {
    name: 'baseline-security-controls',
    methods: ['GET'],
    route: 'baseline-security-controls',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { scope } = parseQuery(req, baselineSecurityControlsQuerySchema);
      if (scope === 'admin' && actor.role !== 'ADMIN') throw forbidden();
      let controls = (await readReference<BaselineSecurityControl[]>(services, 'security-controls')) ?? [];
      if (!controls.length && actor.role === 'ADMIN') {
        // Spec: when the list is empty and the user is an admin, create it from the built-in list.
        const stored = await referenceOf(services).read('security-controls');
        const doc = {
          id: 'security-controls' as const,
          value: SECURITY_CONTROLS,
          modifiedAt: services.now().toISOString(),
        };
        if (stored) await referenceOf(services).replace(doc, { ifMatch: stored.etag });
        else await referenceOf(services).create(doc);
        controls = [...SECURITY_CONTROLS];
      }
      return json(controls);
    },
  },
  {
    name: 'static-roles',
    methods: ['GET'],
    route: 'roles',
    policy: 'signedIn',
    handler: async (_req, { services }) => json((await readReference(services, 'roles')) ?? []),
  },
]);
