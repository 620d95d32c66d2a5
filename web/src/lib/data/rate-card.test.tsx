// @vitest-environment happy-dom
/** The rate card: one key and one shape, `{ card, etag }`; the card without its version is refused. */
import { SAMPLE_RATE_CARD } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { rateCardResponseSchema as rateCardSchema } from '@portal/domain';
import { RATE_CARD_KEY, useRateCard } from './rate-card.ts';
import { freshCacheEachTest, loaded, stubApi } from './test-support.tsx';

freshCacheEachTest();

describe('rate card', () => {
  it('reads the card and its ETag under one key', async () => {
    expect(RATE_CARD_KEY).toBe('/sales/configuration/rate-card');
    stubApi({
      'GET /sales/configuration/rate-card': {
        body: { ...SAMPLE_RATE_CARD, modifiedAt: '2026-11-26T00:00:00Z' },
        etag: '"r1"',
      },
    });
    const result = await loaded(() => useRateCard());
    expect(result.current.data).toEqual({ card: SAMPLE_RATE_CARD, etag: '"r1"' });
  });

  it('refuses a card without its version or sample flag, and a rate in another currency', () => {
    const { version: _v, ...noVersion } = SAMPLE_RATE_CARD;
    expect(rateCardSchema.safeParse(noVersion).success).toBe(false);
    expect(rateCardSchema.safeParse({ ...SAMPLE_RATE_CARD, currency: 'EUR' }).success).toBe(false);
    expect(rateCardSchema.safeParse(SAMPLE_RATE_CARD).success).toBe(true);
  });

  it('asks nothing when not enabled (partners and clients)', async () => {
    const sent = stubApi({});
    const result = await loaded(() => {
      const card = useRateCard(false);
      return { data: card.data ?? 'none', error: card.error };
    });
    expect(result.current.data).toBe('none');
    expect(sent).toHaveLength(0);
  });
});
