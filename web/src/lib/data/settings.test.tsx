// @vitest-environment happy-dom
/**
 * Settings: one key and one shape, `{ settings, etag, bankHolidays }`, for the builder, the schedules and the Settings
 * admin; a save updates it.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { bankHolidaysOf, REVIEW_DEFAULTS as REVIEW, settingsAnswer } from './settings.fixtures.ts';
import {
  planHolidays,
  saveSettings,
  SETTINGS_KEY,
  settingsResponseSchema,
  useBankHolidays,
  useSettings,
} from './settings.ts';
import { loaded, settle, stubApi, freshCacheEachTest } from './test-support.tsx';

freshCacheEachTest();

describe('settings', () => {
  it('reads the settings and the ETag under one key', async () => {
    expect(SETTINGS_KEY).toBe('/sales/configuration/settings');
    stubApi({
      'GET /sales/configuration/settings': { body: settingsAnswer(), etag: '"s1"' },
    });
    const result = await loaded(() => useSettings());
    expect(result.current.data).toEqual({
      settings: { deliverableReview: REVIEW },
      etag: '"s1"',
      bankHolidays: bankHolidaysOf('GB-ENG'),
    });
    expect(settingsResponseSchema.safeParse({ deliverableReview: REVIEW }).success).toBe(false);
    // The bank holidays are part of the answer: without them it is not the settings.
    expect(settingsResponseSchema.safeParse({ value: { deliverableReview: REVIEW } }).success).toBe(false);
  });

  it('the bank holidays schedules skip are a selector of the same settings: one request', async () => {
    const sent = stubApi({ 'GET /sales/configuration/settings': { body: settingsAnswer(), etag: '"s1"' } });
    function Dates() {
      const holidays = useBankHolidays();
      const { data } = useSettings();
      return <p>{`${holidays.length} dates, ${holidays.join(' ')}, etag ${data?.etag}`}</p>;
    }
    // React resumes a suspended render inside an awaited act.
    await act(async () => {
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <Suspense fallback={<p>Loading</p>}>
            <Dates />
          </Suspense>
        </SWRConfig>,
      );
    });
    const dates = bankHolidaysOf('GB-ENG').dates;
    expect(await screen.findByText(`${dates.length} dates, ${dates.join(' ')}, etag "s1"`)).toBeTruthy();
    expect(dates).toContain('2026-12-28');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /sales/configuration/settings']);
  });

  it('reads nothing when the schedule is the server’s', async () => {
    const sent = stubApi({});
    const { result } = renderHook(() => useBankHolidays(false));
    expect(result.current).toEqual([]);
    await settle();
    expect(sent).toEqual([]);
  });

  it('a save sends If-Match and its answer becomes the cached settings', async () => {
    const next = { ...REVIEW, cycles: 2 };
    const sent = stubApi({
      'GET /sales/configuration/settings': { body: settingsAnswer(), etag: '"s1"' },
      'POST /sales/configuration/settings': {
        body: settingsAnswer({ deliverableReview: next, bankHolidayRegion: 'GB-SCT' }),
        etag: '"s2"',
      },
    });
    const result = await loaded(() => useSettings());
    await act(() => saveSettings({ deliverableReview: next, bankHolidayRegion: 'GB-SCT' }, '"s1"'));
    expect(sent.find((r) => r.method === 'POST')?.headers['if-match']).toBe('"s1"');
    expect(result.current.data).toEqual({
      settings: { deliverableReview: next, bankHolidayRegion: 'GB-SCT' },
      etag: '"s2"',
      bankHolidays: bankHolidaysOf('GB-SCT'),
    });
  });
});

describe('planHolidays: the days a solution\u2019s plan skips, as the API plans it (ADR 0059)', () => {
  const england = bankHolidaysOf('GB-ENG');
  const client = (fields?: { companyNumber?: string; registeredOffice?: string }) =>
    ({ id: 'c', name: 'Client', etag: '"c"', ...(fields ? { fields } : {}) }) as never;
  it.each([
    ['a Scottish registration: Scotland\u2019s days', client({ companyNumber: 'SC418207' }), 'GB-SCT'],
    [
      'a registered office in Belfast: Northern Ireland\u2019s',
      client({ registeredOffice: 'Belfast BT1 5GS' }),
      'GB-NIR',
    ],
    ['an English company: the settings\u2019 region', client({ companyNumber: '04417592' }), 'GB-ENG'],
    ['a client read without its fields (a partner): the settings\u2019 region', client(), 'GB-ENG'],
    ['no client', undefined, 'GB-ENG'],
  ] as const)('%s', (_case, c, region) => {
    expect(planHolidays(england, c)).toEqual(england.byRegion![region]);
  });
  it('nothing before the settings arrive', () => {
    expect(planHolidays(undefined, undefined)).toEqual([]);
  });
});
