import { settingsSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

const SETTINGS_KEY = '/sales/configuration/settings';

/** The admin settings (spec: settings include deliverableReview), read for the review-settings defaults. */
export function useSettings() {
  return useSWR(SETTINGS_KEY, async (key: string) => {
    const { value } = await apiFetch(key, { schema: z.object({ value: settingsSchema }) });
    return value;
  });
}
