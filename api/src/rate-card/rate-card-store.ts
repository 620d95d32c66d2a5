/**
 * The rate card's versions (issue 19, docs/estimate.md): the `rate-cards` container holds `current` (the whole
 * card an admin edits, with the ETag a save needs) and one immutable `v{n}` per version, so a solution priced with
 * an older card can still be priced with it. A save moves `current` first (conditional on If-Match, so two
 * admins racing cannot both win) and then writes its `v{n}`; a reader of version n takes `current` when it holds
 * n, so a crash between the two writes loses nothing.
 */
import {
  rateCardChanges,
  SAMPLE_RATE_CARD,
  type PersonRef,
  type RateCard,
  type RateCardInput,
  type StaffingResourceLevel,
} from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { ConflictError, PreconditionFailedError, type Stored } from '../ports/store.ts';
import { readReference } from '../reference/reference-store.ts';
import type { Services } from '../services.ts';

export type StoredRateCard = RateCard & { id: string; modifiedAt: string; modifiedBy?: PersonRef };

export const rateCardsOf = (services: Services) => services.store.container<StoredRateCard>('rate-cards');

const SYSTEM: PersonRef = { id: 'system', name: 'Solution Portal', email: 'system@solution-portal.local' };

/** The seed: the sample card as `current` and as `v1`, each only if missing. */
export async function seedRateCard(services: Services): Promise<void> {
  const container = rateCardsOf(services);
  const modifiedAt = services.now().toISOString();
  for (const id of ['current', `v${SAMPLE_RATE_CARD.version}`]) {
    try {
      await container.create({ ...SAMPLE_RATE_CARD, id, modifiedAt, modifiedBy: SYSTEM });
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
    }
  }
}

/** The current card with its ETag; 404 when none is stored. */
export async function readCurrentRateCard(services: Services): Promise<Stored<StoredRateCard>> {
  const current = await rateCardsOf(services).read('current');
  if (!current) throw notFound('The rate card');
  return current;
}

/** A stored version (the current one when none is given or the version is unknown to the store). */
export async function readRateCardVersion(services: Services, version?: number): Promise<StoredRateCard> {
  const current = (await readCurrentRateCard(services)).item;
  if (version === undefined || version === current.version) return current;
  const stored = await rateCardsOf(services).read(`v${version}`);
  return stored?.item ?? current;
}

/** The card's public shape (no store fields). */
export function rateCardView(card: StoredRateCard): RateCard & { modifiedAt: string } {
  return {
    currency: card.currency,
    version: card.version,
    sample: card.sample,
    rates: card.rates,
    modifiedAt: card.modifiedAt,
  };
}

/** Every rate must name a stored staffing level (400 with the field paths otherwise); the levels, in order. */
async function checkLevels(services: Services, input: RateCardInput): Promise<StaffingResourceLevel[]> {
  const levels = (await readReference<StaffingResourceLevel[]>(services, 'staffing-levels')) ?? [];
  const known = new Set(levels.map((l) => l.staffingResourceLevelId));
  const fields: Record<string, string> = {};
  input.rates.forEach((r, i) => {
    if (!known.has(r.levelId)) fields[`rates.${i}.levelId`] = 'is not a known staffing level';
  });
  if (Object.keys(fields).length)
    throw badRequest('A rate names a staffing level that does not exist. Reload the page and try again.', {
      fields,
    });
  return levels;
}

const STALE = 'Someone else changed the rate card first. Reload to see their changes.';

/** Saves a new version of the card (If-Match on `current`), writes the audit entry, keeps the old version. */
export async function saveRateCard(
  services: Services,
  actor: Actor,
  input: RateCardInput,
  ifMatch: string,
): Promise<Stored<StoredRateCard>> {
  const levels = await checkLevels(services, input);
  const container = rateCardsOf(services);
  const before = await readCurrentRateCard(services);
  if (before.etag !== ifMatch) throw conflict(STALE, { current: rateCardView(before.item) });
  const next: StoredRateCard = {
    id: 'current',
    currency: input.currency,
    version: before.item.version + 1,
    sample: false,
    rates: input.rates,
    modifiedAt: services.now().toISOString(),
    modifiedBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
  };
  let saved: Stored<StoredRateCard>;
  try {
    saved = await container.replace(next, { ifMatch });
  } catch (err) {
    if (!(err instanceof PreconditionFailedError)) throw err;
    const latest = await container.read('current');
    throw conflict(STALE, latest ? { current: rateCardView(latest.item) } : undefined);
  }
  await container.upsert({ ...next, id: `v${next.version}` });
  await recordAudit(services, actor, {
    area: 'rate-card',
    action: 'update',
    target: { id: 'rate-card', name: `Rate card version ${next.version}` },
    before: { rates: before.item.rates },
    after: { rates: next.rates },
    // In the page's words: 'Offshore price of Senior Consultant: £125.00 → £120.00' (the rows in the page's order).
    changes: rateCardChanges(before.item.rates, next.rates, levels),
  });
  return saved;
}
