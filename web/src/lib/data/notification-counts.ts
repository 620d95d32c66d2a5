import {
  NOTIFICATION_COUNTS_REFRESH_MS,
  notificationCountsSchema,
  type NotificationCount,
} from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

export const NOTIFICATION_COUNTS_KEY = '/notifications/counts';

export function fetchNotificationCounts(): Promise<NotificationCount[]> {
  return apiFetch(NOTIFICATION_COUNTS_KEY, { schema: notificationCountsSchema });
}

/**
 * The user menu's counts (ADR 0023): fetched for the signed-in user, refreshed every 60 s (spec §9's ping
 * interval) and whenever the menu opens (the caller calls mutate()).
 */
export function useNotificationCounts(enabled: boolean) {
  return useSWR(enabled ? NOTIFICATION_COUNTS_KEY : null, fetchNotificationCounts, {
    refreshInterval: NOTIFICATION_COUNTS_REFRESH_MS,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
