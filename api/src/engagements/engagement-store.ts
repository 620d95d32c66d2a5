/**
 * Engagements in the 'engagements' container (partition key /id like every container), read with the access rule
 * of packages/domain/src/engagements/access.ts: FULL every engagement, OWNER_FULL only its own (another's is a 404,
 * so its existence is not revealed), NONE refused by the route policy already. The slide decks are rows of the
 * 'documents' container (ADR 0012): a finished deck job never moves the engagement's ETag under someone editing it.
 */
import {
  canAccessEngagement,
  engagementListRestriction,
  toEngagementListItem,
  type Engagement,
  type EngagementListItem,
  type SolutionDocument,
} from '@portal/domain';
import { documentsOf, toSolutionDocument } from '../files/document-store.ts';
import type { Actor } from '../http/current-user.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Condition, Stored } from '../ports/store.ts';
import type { Services } from '../services.ts';

export type StoredEngagement = Omit<Engagement, 'etag'>;

export const engagementsOf = (services: Services) =>
  services.store.container<StoredEngagement>('engagements');

/** At most this many engagements in the list (newest first); the spec shows no paging. */
export const ENGAGEMENT_LIST_MAX = 500;

/** The slide decks of these engagements, newest first, by engagement id. */
export async function decksOf(services: Services, ids: string[]): Promise<Map<string, SolutionDocument[]>> {
  const out = new Map<string, SolutionDocument[]>();
  for (let i = 0; i < ids.length; i += 100) {
    const page = await documentsOf(services).query({
      where: [
        { path: 'engagementId', op: 'in', values: ids.slice(i, i + 100) },
        { path: 'type', op: 'eq', value: 1 },
      ],
      orderBy: [{ path: 'createdAt', direction: 'desc' }],
      pageSize: 1000,
    });
    for (const { item } of page.items) {
      const list = out.get(item.engagementId!) ?? [];
      list.push(toSolutionDocument(item));
      out.set(item.engagementId!, list);
    }
  }
  return out;
}

export function withEtag(stored: Stored<StoredEngagement>, documents: SolutionDocument[] = []): Engagement {
  return { ...stored.item, documents, etag: stored.etag };
}

/** The engagement with its decks, as the API returns it. */
export async function engagementView(
  services: Services,
  stored: Stored<StoredEngagement>,
): Promise<Engagement> {
  const decks = await decksOf(services, [stored.item.id]);
  return withEtag(stored, decks.get(stored.item.id) ?? []);
}

/** One engagement the actor may see: 404 when it does not exist or is someone else's (owner-limited roles). */
export async function readVisibleEngagement(
  services: Services,
  actor: Actor,
  id: string,
): Promise<Stored<StoredEngagement>> {
  const restriction = engagementListRestriction({ id: actor.user.id, role: actor.role });
  if (restriction.kind === 'denied') throw forbidden();
  const stored = await engagementsOf(services).read(id);
  if (!stored || !canAccessEngagement({ id: actor.user.id, role: actor.role }, stored.item))
    throw notFound('The engagement');
  return stored;
}

export async function listEngagements(services: Services, actor: Actor): Promise<EngagementListItem[]> {
  const restriction = engagementListRestriction({ id: actor.user.id, role: actor.role });
  if (restriction.kind === 'denied') throw forbidden();
  const where: Condition[] =
    restriction.kind === 'own' ? [{ path: 'owner.id', op: 'eq', value: restriction.ownerId }] : [];
  const page = await engagementsOf(services).query({
    where,
    orderBy: [{ path: 'createdAt', direction: 'desc' }],
    pageSize: ENGAGEMENT_LIST_MAX,
  });
  const decks = await decksOf(
    services,
    page.items.map((s) => s.item.id),
  );
  return page.items.map((s) => toEngagementListItem(withEtag(s, decks.get(s.item.id) ?? [])));
}
