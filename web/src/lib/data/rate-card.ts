/**
 * The rate card (issue 19, ADR 0028): GET /sales/configuration/rate-card answers `{ currency, version, sample, rates }`
 * with an ETag, for the lead provider's full users (partners and clients 403). One cached shape, `{ rateCard, etag }`:
 * the builder's estimate panel prices with `rateCard`; an admin save would need the ETag.
 */
import { rateCardInputSchema, type RateCard } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

export const RATE_CARD_KEY = '/sales/configuration/rate-card';
export const rateCardSchema = rateCardInputSchema.and(
  z.object({ version: z.number().int().min(1), sample: z.boolean() }),
);

export interface StoredRateCard {
  rateCard: RateCard;
  etag: string;
}

export async function fetchRateCard(key: string = RATE_CARD_KEY): Promise<StoredRateCard> {
  const res = await apiRequest(key, { schema: rateCardSchema });
  return { rateCard: res.data, etag: res.headers.get('etag') ?? '' };
}

/** Only when `enabled` (provider full users); not revalidated on focus. */
export function useRateCard(enabled = true) {
  return useSWR(enabled ? RATE_CARD_KEY : null, fetchRateCard, { revalidateOnFocus: false });
}
