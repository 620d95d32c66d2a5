/**
 * Reference data: the capability catalogue, named configuration, security controls, roles. Clients and countries
 * are in admin-places.ts.
 */
import {
  baselineSecurityControlsQuerySchema,
  catalogueFor,
  seesFullCatalogue,
  type Catalogue,
  saveCapabilityRolesRequestSchema,
  saveNotificationSettingsRequestSchema,
  saveOfferingsRequestSchema,
  saveSettingsRequestSchema,
  type BaselineSecurityControl,
  type Settings,
} from '@portal/domain';
import { z } from 'zod';
import { checkNotificationSettings } from '../notifications/routing-data.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { parseBody, parseParam, parseQuery, requireIfMatch } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { bankHolidaysView } from '../reference/bank-holidays.ts';
import { referenceOf, REFERENCE_NAMES, readReference } from '../reference/reference-store.ts';
import { checkEstimateSettings } from '../rate-card/estimate-context.ts';
import { saveCapabilityRoles } from '../capability-roles/capability-roles-save.ts';
import { replaceReference } from '../reference/reference-writes.ts';
import { checkOfferingCapabilities } from '../catalogue/offerings-check.ts';
import { SECURITY_CONTROLS } from '../reference/built-in/security-controls.ts';
import { readCataloguePointer, readCatalogueVersion } from '../catalogue/versions.ts';

const catalogueQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() });

/** Named configuration readable by every signed-in user; 'notifications' (recipients' e-mails) is admin only. */
const configurationName = z.enum(REFERENCE_NAMES);
const ADMIN_ONLY_CONFIGURATION = new Set(['notifications']);

export const referenceRoutes = defineRoutes([
  {
    name: 'configuration-capabilities',
    methods: ['GET'],
    route: 'sales/configuration',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { version: wanted } = parseQuery(req, catalogueQuerySchema);
      const current = await readCataloguePointer(services);
      if (!current) throw notFound('The capability catalogue');
      // Versions are immutable: a solution can always read the version it was built from.
      const version = await readCatalogueVersion(services, wanted ?? current.item.version);
      if (!version) throw notFound(`Version ${wanted} of the capability catalogue`);
      const { id: _id, createdBy, ...body } = version as Catalogue & { id: string; createdBy?: unknown };
      // Partners and clients get only what is published to them, without effort hours, owners or who saved the
      // version (ADR 0004): no provider e-mail reaches them.
      // currentVersion: the builder learns from the version it loads whether a newer one exists (ADR 0020).
      const capabilities = catalogueFor(actor.role, body.capabilities);
      const savedBy = createdBy && seesFullCatalogue(actor.role) ? { createdBy } : {};
      return json({ ...body, ...savedBy, capabilities, currentVersion: current.item.version }, 200, {
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
      // The settings carry the bank holidays of their region, computed here (ADR 0050): the browser plans with them.
      const holidays =
        name === 'settings'
          ? { bankHolidays: bankHolidaysView(stored.item.value as Settings, services.now()) }
          : {};
      return json({ name, value: stored.item.value, modifiedAt: stored.item.modifiedAt, ...holidays }, 200, {
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
      const ifMatch = requireIfMatch(req);
      await checkEstimateSettings(services, body.estimate);
      // A save without the estimate, history, bank holiday or commercial section (an older page) keeps the stored one.
      const stored =
        body.estimate && body.history && body.bankHolidayRegion && body.commercial
          ? undefined
          : await readReference<Settings>(services, 'settings');
      const value: Settings = {
        ...body,
        ...(!body.estimate && stored?.estimate ? { estimate: stored.estimate } : {}),
        ...(!body.history && stored?.history ? { history: stored.history } : {}),
        ...(!body.bankHolidayRegion && stored?.bankHolidayRegion
          ? { bankHolidayRegion: stored.bankHolidayRegion }
          : {}),
        ...(!body.commercial && stored?.commercial ? { commercial: stored.commercial } : {}),
      };
      const saved = await replaceReference(services, actor, 'settings', value, ifMatch);
      return json(
        {
          name: 'settings',
          value: saved.item.value,
          bankHolidays: bankHolidaysView(saved.item.value as Settings, services.now()),
        },
        200,
        { ETag: saved.etag },
      );
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
      const ifMatch = requireIfMatch(req);
      // Solution areas, areas, regions and countries are resolved from the store, never trusted (ADR 0018).
      await checkNotificationSettings(services, body.notificationSettings);
      const saved = await replaceReference(
        services,
        actor,
        'notifications',
        body.notificationSettings,
        ifMatch,
      );
      return json({ name: 'notifications', value: { notificationSettings: saved.item.value } }, 200, {
        ETag: saved.etag,
      });
    },
  },
  {
    // Admin > Offerings (ADR 0041): the whole list replaces the stored one; the engagement wizard, the sales helper
    // and the API's check of an engagement's offering ids read it.
    name: 'configuration-offerings-save',
    methods: ['POST'],
    route: 'sales/configuration/offerings',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveOfferingsRequestSchema);
      await checkOfferingCapabilities(services, body.offerings);
      const saved = await replaceReference(services, actor, 'offerings', body.offerings, requireIfMatch(req));
      return json({ name: 'offerings', value: saved.item.value, modifiedAt: saved.item.modifiedAt }, 200, {
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
