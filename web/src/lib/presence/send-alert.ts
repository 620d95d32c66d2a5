import type { AdminAlert } from '@portal/domain';
import { apiFetch } from '../api/client.ts';

/** POST /api/admin/alerts (admins): pushed to every connected browser. */
export async function sendAlert(alert: AdminAlert): Promise<void> {
  await apiFetch('/admin/alerts', { method: 'POST', body: alert });
}
