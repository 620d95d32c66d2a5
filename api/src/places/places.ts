/**
 * Countries and clients (issue 9, ADR 0017). Everyone signed in lists them (the solution form picks a client and a
 * country); contacts are cut to what the role may see, clients to what the viewer reads (ADR 0053). Solution writers create clients; only admins change a client
 * or a country, with the version they edited (If-Match: 428 without, 409 with the current item when stale), and
 * every write goes to the audit trail. Regions are resolved from the stored catalogues, the name of a country
 * from the store.
 */
import {
  clientFor,
  clientsFor,
  countryFor,
  mayCreateClient,
  type Region,
  type RoleId,
  type SalesClient,
  type SalesCountry,
  type SaveSalesClientRequest,
  type SaveSalesCountryRequest,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.ts';
import { clientViewer, type Actor } from '../http/current-user.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Container, Stored } from '../ports/store.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import { readReference } from '../reference/reference-store.ts';
import type { Services } from '../services.ts';
import { clientsOf, countriesOf } from '../reference/places-store.ts';

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

export const withEtag = <T>(stored: Stored<T>) => ({ ...stored.item, etag: stored.etag });

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

/** An admin's change with If-Match, written to the audit trail with the item before and after. */
async function replaceAudited<T extends { id: string; name: string }>(
  services: Services,
  actor: Actor,
  area: 'clients' | 'countries',
  container: Container<T>,
  existing: Stored<T>,
  next: T,
  ifMatch: string,
): Promise<Stored<T>> {
  const saved = await replaceChecked(container, next, ifMatch);
  await recordAudit(services, actor, {
    area,
    action: 'update',
    target: { id: saved.item.id, name: saved.item.name },
    before: existing.item,
    after: saved.item,
  });
  return saved;
}

/** The clients the actor reads, each as it receives it (ADR 0053: full for the provider, id and name otherwise). */
export const listClients = async (services: Services, actor: Actor) =>
  clientsFor(clientViewer(actor), await readAll(clientsOf(services)));

/** One client as the actor receives it; 404 alike for a client that does not exist and one the actor does not read. */
export async function readClient(services: Services, actor: Actor, id: string) {
  const stored = await clientsOf(services).read(id);
  const seen = stored ? clientFor(clientViewer(actor), withEtag(stored)) : undefined;
  if (!stored || !seen) throw notFound('The client');
  return { seen, etag: stored.etag };
}

export async function listCountries(services: Services, role: RoleId) {
  return (await readAll(countriesOf(services))).map((c) => countryFor(role, c));
}

/**
 * Creates a client (solution writers), or changes one (admins, with the version edited: `ifMatch` is asked for
 * only then). Answers the stored client and whether it was created.
 */
export async function saveClient(
  services: Services,
  actor: Actor,
  body: SaveSalesClientRequest,
  ifMatch: () => string,
): Promise<{ saved: Stored<SalesClient>; created: boolean }> {
  const clients = clientsOf(services);
  if (!body.id) {
    if (!mayCreateClient(actor.role))
      throw forbidden('A client user works for their own organisation and cannot add clients.');
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
    return { saved: created, created: true };
  }
  if (actor.role !== 'ADMIN') throw forbidden('Only admins can change an existing client.');
  const version = ifMatch();
  const existing = await clients.read(body.id);
  if (!existing) throw notFound('The client');
  // The volumes kept from the client's last solution are not the admin's to send: they stay.
  const kept = existing.item.volumes;
  const next: SalesClient = {
    id: body.id,
    name: body.name,
    fields: body.fields,
    ...(kept ? { volumes: kept } : {}),
  };
  const saved = await replaceAudited(services, actor, 'clients', clients, existing, next, version);
  return { saved, created: false };
}

/** An admin's change of a country's regions and contacts; the country itself (id and name) comes from the store. */
export async function saveCountry(
  services: Services,
  actor: Actor,
  body: SaveSalesCountryRequest,
  ifMatch: string,
): Promise<Stored<SalesCountry>> {
  const countries = countriesOf(services);
  const existing = await countries.read(body.id);
  if (!existing) throw notFound('The country');
  await checkRegions(services, body.fields);
  const next: SalesCountry = { id: existing.item.id, name: existing.item.name, fields: body.fields };
  return replaceAudited(services, actor, 'countries', countries, existing, next, ifMatch);
}
