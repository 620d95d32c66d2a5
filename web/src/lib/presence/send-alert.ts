import type { AdminAlert } from '@portal/domain';
import { apiFetch } from '../api/client.ts';

/** POST /api/alerts (admins): pushed to every connected browser. */
export async function sendAlert(alert: AdminAlert): Promise<void> {
  await apiFetch('/alerts', { method: 'POST', body: alert });
}
