/**
 * Countries and clients (issue 9, ADR 0017). Everyone signed in lists them (the solution form picks a client and a
 * country); contacts are cut to what the role may see. Solution writers create clients; only admins change a client
 * or a country, with the version they edited (If-Match: 428 without, 409 with the current item when stale), and
 * every write goes to the audit trail. Regions are resolved from the stored catalogues, the name of a country
 * from the store.
 */
import {
  countryFor,
  saveSalesClientRequestSchema,
  saveSalesCountryRequestSchema,
  type Region,
  type SalesClient,
  type SalesCountry,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { parseBody } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import type { Container, Stored } from '../ports/store.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import { readReference } from '../reference/reference-store.ts';
import { requireIfMatch } from '../reference/reference-writes.ts';
import type { Services } from '../services.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en-GB');

/** Every item of a container with its etag (clients and countries are small: a few hundred at most). */
async function readAll<T extends { id: string; name: string }>(
  container: Container<T>,
): Promise<(T & { etag: string })[]> {
  const out: (T & { etag: string })[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await container.query({
      pageSize: 1000,
      ...(continuationToken ? { continuationToken } : {}),
    });
    out.push(...page.items.map((i) => ({ ...i.item, etag: i.etag })));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out.sort(byName);
}

const withEtag = <T>(stored: Stored<T>) => ({ ...stored.item, etag: stored.etag });

/** Replace with If-Match; a stale version is a 409 carrying the item as it is stored now. */
async function replaceChecked<T extends { id: string }>(
  container: Container<T>,
  item: T,
  ifMatch: string,
): Promise<Stored<T>> {
  try {
    return await container.replace(item, { ifMatch });
  } catch (err) {
    if (!(err instanceof PreconditionFailedError)) throw err;
    const current = await container.read(item.id);
    throw conflict('Someone else changed this first. Reload to see their changes.', {
      current: current ? withEtag(current) : null,
    });
  }
}

async function checkRegions(services: Services, fields: SalesCountry['fields']) {
  const [provider, hp] = await Promise.all([
    readReference<Region[]>(services, 'regions'),
    readReference<Region[]>(services, 'hp-regions'),
  ]);
  const fieldsErr: Record<string, string> = {};
  if (!(provider ?? []).some((r) => r.id === fields.provider.regionId))
    fieldsErr['fields.provider.regionId'] = 'is not a known region';
  if (fields.hp.region && !(hp ?? []).some((r) => r.id === fields.hp.region))
    fieldsErr['fields.hp.region'] = 'is not a known HP region';
  if (Object.keys(fieldsErr).length)
    throw badRequest('Choose the regions from the lists.', { fields: fieldsErr });
}

export const adminPlacesRoutes = defineRoutes([
  {
    name: 'clients-list',
    methods: ['GET'],
    route: 'sales/clients',
    policy: 'signedIn',
    handler: async (_req, { services }) =>
      json(await readAll(services.store.container<SalesClient>('clients'))),
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
        return json(withEtag(created), 201, { ETag: created.etag });
      }
      if (actor.role !== 'ADMIN') throw forbidden('Only admins can change an existing client.');
      const ifMatch = requireIfMatch(req);
      const existing = await clients.read(body.id);
      if (!existing) throw notFound('The client');
      const saved = await replaceChecked(
        clients,
        { id: body.id, name: body.name, fields: body.fields },
        ifMatch,
      );
      await recordAudit(services, actor, {
        area: 'clients',
        action: 'update',
        target: { id: saved.item.id, name: saved.item.name },
        before: existing.item,
        after: saved.item,
      });
      return json(withEtag(saved), 200, { ETag: saved.etag });
    },
  },
  {
    name: 'countries-list',
    methods: ['GET'],
    route: 'sales/countries',
    policy: 'signedIn',
    handler: async (_req, { services, actor }) =>
      json(
        (await readAll(services.store.container<SalesCountry>('countries'))).map((c) =>
          countryFor(actor.role, c),
        ),
      ),
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
      await checkRegions(services, body.fields);
      // The country itself (id and name) comes from the store; the admin edits its regions and contacts.
      const next: SalesCountry = { id: existing.item.id, name: existing.item.name, fields: body.fields };
      const saved = await replaceChecked(countries, next, ifMatch);
      await recordAudit(services, actor, {
        area: 'countries',
        action: 'update',
        target: { id: saved.item.id, name: saved.item.name },
        before: existing.item,
        after: saved.item,
      });
      return json(withEtag(saved), 200, { ETag: saved.etag });
    },
  },
]);
