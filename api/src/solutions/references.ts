/**
 * References in a saved solution are resolved from the store, never trusted as sent (issue 6): the client and
 * the country by id (names and fields from the store), the role holders by user id (name and e-mail from the
 * store, each user's role fitting the entry). Unknown references are a 400 in plain words.
 */
import {
  canHoldSolutionRole,
  clientAccess,
  type ClientViewer,
  restoreRedacted,
  seesFullCatalogue,
  type RoleId,
  ROLE_NAMES,
  type SalesClient,
  type SalesCountry,
  type SaveSolutionRequest,
  type SolutionRoleEntry,
  type User,
} from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { StoredSolution } from './repository.ts';
import { readCatalogueVersion } from '../catalogue/versions.ts';
import { usersOf } from '../identity/user-store.ts';
import { clientsOf, countriesOf } from '../reference/places-store.ts';
import type { Container } from '../ports/store.ts';

/** Store ids are short and plain; anything else cannot name a stored item (and is never sent to the store). */
const PLAIN_ID = /^[A-Za-z0-9_.:@-]{1,200}$/;

interface ById {
  clients: SalesClient;
  countries: SalesCountry;
  users: User;
}
const READERS: { [K in keyof ById]: (services: Services) => Container<ById[K]> } = {
  clients: clientsOf,
  countries: countriesOf,
  users: usersOf,
};

/** A stored client, country or user by id; undefined for none, or for an id that cannot name one. */
export async function readById<K extends keyof ById>(
  services: Services,
  container: K,
  id: string,
): Promise<ById[K] | undefined> {
  if (!PLAIN_ID.test(id)) return undefined;
  const reader: (services: Services) => Container<ById[K]> = READERS[container];
  return (await reader(services).read(id))?.item;
}

/**
 * The client a save names, from the store. It must be one the saver reads (ADR 0053: a client user names their own
 * client only), or the one already on the solution; any other is answered as unknown, so a client user learns no
 * other client's name from an id.
 */
export async function resolveClient(
  services: Services,
  viewer: ClientViewer,
  ref: SaveSolutionRequest['salesClient'],
  existing: StoredSolution | undefined,
): Promise<SaveSolutionRequest['salesClient']> {
  if (!ref) return null;
  const client = await readById(services, 'clients', ref.id);
  const kept = existing?.salesClient?.id === ref.id;
  if (!client || (!kept && clientAccess(viewer, client.id) === 'none'))
    throw badRequest('The client you chose does not exist (any more). Choose a client from the list.', {
      fields: { 'salesClient.id': 'is not a known client' },
    });
  return { id: client.id, name: client.name };
}

export async function resolveCountry(
  services: Services,
  ref: SaveSolutionRequest['salesCountry'],
): Promise<SalesCountry | null> {
  if (!ref) return null;
  const country = await readById(services, 'countries', ref.id);
  if (!country)
    throw badRequest('The primary country you chose does not exist. Choose a country from the list.', {
      fields: { 'salesCountry.id': 'is not a known country' },
    });
  return { id: country.id, name: country.name, fields: country.fields };
}

const sameHolder = (a: SolutionRoleEntry, b: SolutionRoleEntry) =>
  a.id === b.id && (a.user?.id ?? '') === (b.user?.id ?? '');

/**
 * The role entries to store. An entry already on the solution is kept as stored (a holder whose role changed
 * later does not block unrelated saves); a new or changed entry must be one of the six assignable entries held
 * by an existing user of that role. Names and e-mails come from the store.
 */
export async function resolveRoles(
  services: Services,
  existing: StoredSolution | undefined,
  requested: SaveSolutionRequest['fields']['roles'],
): Promise<SolutionRoleEntry[] | undefined> {
  if (!requested) return undefined;
  const before = existing?.fields.roles ?? [];
  const out: SolutionRoleEntry[] = [];
  for (const entry of requested) {
    const kept = before.find((b) => sameHolder(b, entry));
    if (kept) {
      out.push(kept);
      continue;
    }
    const label = ROLE_NAMES[entry.id as keyof typeof ROLE_NAMES] ?? 'role';
    const user = entry.user ? await readById(services, 'users', entry.user.id) : undefined;
    if (!user || !canHoldSolutionRole(entry.id, user.roleId)) {
      throw badRequest(
        user
          ? `${user.name} cannot be the ${label} of a solution: choose a user whose role is ${label}.`
          : `The ${label} entry needs an existing user of that role. Choose one in Manage Roles.`,
        { fields: { 'fields.roles': 'holds a user who does not fit the role' } },
      );
    }
    out.push({
      id: entry.id,
      name: ROLE_NAMES[user.roleId],
      user: { id: user.id, name: user.name, email: user.email },
    });
  }
  return out;
}

/**
 * A partner's or client's save: they were sent no effort hours or owners (catalogue exposure, ADR 0004), so
 * those come back from the stored solution or the catalogue version the solution is built from, never from
 * the request; the selected capability items are computed again from the restored tree.
 */
export async function restoreHiddenFields(
  services: Services,
  role: RoleId,
  body: SaveSolutionRequest,
  existing: StoredSolution | undefined,
): Promise<SaveSolutionRequest['state']> {
  if (seesFullCatalogue(role)) return body.state;
  const source = await readCatalogueVersion(services, body.catalogueVersion ?? existing?.catalogueVersion);
  return restoreRedacted(role, body.state, [existing?.state.items ?? [], source?.capabilities ?? []]);
}
