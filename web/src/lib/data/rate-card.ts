/**
 * The rate card (issue 19, ADR 0028): GET /sales/configuration/rate-card with its ETag (provider full users) and the
 * admins' save (PUT, If-Match), whose answer becomes the cached card. One cached shape, `{ card, etag }`: the
 * Rate Card admin edits it and the builder reads `card.version` to tell a full user that newer rates exist.
 */
import { rateCardResponseSchema, type RateCard, type RateCardInput } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '../api/client.ts';

export const RATE_CARD_KEY = '/sales/configuration/rate-card';

export interface StoredRateCard {
  card: RateCard;
  etag: string;
}

export async function fetchRateCard(key: string = RATE_CARD_KEY): Promise<StoredRateCard> {
  const res = await apiRequest(key, { schema: rateCardResponseSchema });
  return { card: res.data, etag: res.headers.get('etag') ?? '' };
}

/** Fetched only when `enabled` (provider full users); not revalidated on focus, so a form is never replaced. */
export function useRateCard(enabled = true) {
  return useSWR(enabled ? RATE_CARD_KEY : null, fetchRateCard, { revalidateOnFocus: false });
}

/** A kept version of the card: its own resource (GET ...?version=n), which never changes once saved. */
export const rateCardVersionKey = (version: number) => `${RATE_CARD_KEY}?version=${version}`;

/**
 * The card a solution is priced with: the version it holds (a kept one), or the current card when it holds none
 * (a solution older than the rate card) or holds the current one.
 */
export function useHeldRateCard(heldVersion: number | undefined, enabled = true) {
  const current = useRateCard(enabled);
  const older = heldVersion !== undefined && current.data && current.data.card.version !== heldVersion;
  const held = useSWR(enabled && older ? rateCardVersionKey(heldVersion) : null, fetchRateCard, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return older ? held : current;
}

/** PUT /sales/configuration/rate-card: a new version of the whole card. */
export async function saveRateCard(input: RateCardInput, etag: string): Promise<StoredRateCard> {
  const res = await apiRequest(RATE_CARD_KEY, {
    method: 'PUT',
    body: input,
    headers: { 'If-Match': etag },
    schema: rateCardResponseSchema,
  });
  const saved = { card: res.data, etag: res.headers.get('etag') ?? '' };
  await mutate(RATE_CARD_KEY, saved, { revalidate: false });
  return saved;
}

/** Reads the stored card again (Reload after a 409). */
export function refreshRateCard() {
  return mutate(RATE_CARD_KEY);
}
