// @vitest-environment happy-dom
/** Settings: one key and one shape, `{ settings, etag }`, for the builder and the Settings admin; a save updates it. */
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSettings, SETTINGS_KEY, settingsResponseSchema, useSettings } from './settings.ts';
import { loaded, stubApi, freshCacheEachTest } from './test-support.tsx';

const REVIEW = { cycles: 1, review: 5, update: 5, approve: 2 };

freshCacheEachTest();

describe('settings', () => {
  it('reads the settings and the ETag under one key', async () => {
    expect(SETTINGS_KEY).toBe('/sales/configuration/settings');
    stubApi({
      'GET /sales/configuration/settings': { body: { value: { deliverableReview: REVIEW } }, etag: '"s1"' },
    });
    const result = await loaded(() => useSettings());
    expect(result.current.data).toEqual({ settings: { deliverableReview: REVIEW }, etag: '"s1"' });
    expect(settingsResponseSchema.safeParse({ deliverableReview: REVIEW }).success).toBe(false);
  });

  it('a save sends If-Match and its answer becomes the cached settings', async () => {
    const next = { ...REVIEW, cycles: 2 };
    const sent = stubApi({
      'GET /sales/configuration/settings': { body: { value: { deliverableReview: REVIEW } }, etag: '"s1"' },
      'POST /sales/configuration/settings': { body: { value: { deliverableReview: next } }, etag: '"s2"' },
    });
    const result = await loaded(() => useSettings());
    await act(() => saveSettings({ deliverableReview: next }, '"s1"'));
    expect(sent.find((r) => r.method === 'POST')?.headers['if-match']).toBe('"s1"');
    expect(result.current.data).toEqual({ settings: { deliverableReview: next }, etag: '"s2"' });
  });
});
