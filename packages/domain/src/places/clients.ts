/**
 * Which clients a viewer reads, and how much of each (issue 30, ADR 0053). The provider's staff read the whole
 * record (industry, strategy, sizes, CRM ids, legal identity). Partners (HP, Accenture) read every client's id and
 * name: what the solution form's client picker needs to start a solution, never the provider's strategy notes,
 * sizes or CRM ids. A client user belongs to one client organisation (`User.clientId`) and reads that one only,
 * as id and name; a client user without one reads none. One rule for the list, the single client and the client a
 * solution may name.
 */
import { canCreateSolution } from '../auth/permissions.ts';
import { organizationOf, type RoleId } from '../auth/roles.ts';
import type { SalesClient, SalesClientFields } from '../contracts/places.ts';

/** Who is reading: the role in effect and, for a client user, the client organisation they belong to. */
export interface ClientViewer {
  role: RoleId;
  /** `User.clientId`: read for the CLIENT role only. */
  clientId?: string | undefined;
}

/** 'full': the stored record; 'name': id and name (and the etag); 'none': the client is not there for the viewer. */
export type ClientAccess = 'full' | 'name' | 'none';

export function clientAccess(viewer: ClientViewer, clientId: string): ClientAccess {
  switch (organizationOf(viewer.role)) {
    case 'PROVIDER':
      return 'full';
    case 'HP':
    case 'ACCENTURE':
      return 'name';
    case 'CLIENT':
      return viewer.clientId !== undefined && viewer.clientId === clientId ? 'name' : 'none';
  }
}

/** Whether the role reads clients' fields (the Clients page shows its Industry, Strategy and number columns). */
export function seesClientDetails(role: RoleId): boolean {
  return organizationOf(role) === 'PROVIDER';
}

/**
 * Who may add a client (New Client): solution writers, except client users, who belong to one client already and
 * would not read a client they added.
 */
export function mayCreateClient(role: RoleId): boolean {
  return canCreateSolution(role) && organizationOf(role) !== 'CLIENT';
}

/** A client as a viewer receives it: the fields only with 'full' access. */
export interface ClientSeen {
  id: string;
  name: string;
  etag?: string;
  fields?: SalesClientFields;
}

/**
 * The client as the viewer receives it, or undefined when the viewer does not read it. The 'name' projection is
 * built from the keys it keeps (id, name, etag), so a field added to clients later is never sent by default.
 */
export function clientFor<T extends SalesClient & { etag?: string }>(
  viewer: ClientViewer,
  client: T,
): T | ClientSeen | undefined {
  switch (clientAccess(viewer, client.id)) {
    case 'full':
      return client;
    case 'name':
      return {
        id: client.id,
        name: client.name,
        ...(client.etag !== undefined ? { etag: client.etag } : {}),
      };
    case 'none':
      return undefined;
  }
}

/** The clients the viewer reads, each as it receives it, in the order given. */
export function clientsFor<T extends SalesClient & { etag?: string }>(
  viewer: ClientViewer,
  clients: readonly T[],
): (T | ClientSeen)[] {
  return clients.flatMap((c) => {
    const seen = clientFor(viewer, c);
    return seen ? [seen] : [];
  });
}
