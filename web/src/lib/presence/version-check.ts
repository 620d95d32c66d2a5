/**
 * The reload prompt (spec: the socket's ping sends the app version every 60 s; a stale build is told to reload):
 * every answer of POST /api/presence carries the server's version, and the first one that differs from this
 * build's opens 'Portal requires a reload!' once per page load.
 *
 * The presence pages (admin and solution pages) report their page and check the answer (use-presence.ts); every
 * other page of a signed-in tab sends the same report with no page every 60 s (useVersionPing), so the check runs
 * wherever the person is.
 */
import { APP_VERSION, PRESENCE_REFRESH_MS } from '@portal/domain';
import { useEffect } from 'react';
import { RELOAD_ALERT, showAlert } from '../alerts/alert-store.ts';
import { reportPresence } from './presence-client.ts';

let reloadOffered = false;

/** Opens the reload prompt (once) when the server runs another version than this build. */
export function checkServerVersion(version: string): void {
  if (version === APP_VERSION || reloadOffered) return;
  reloadOffered = true;
  showAlert(RELOAD_ALERT);
}

/** While `active` (a signed-in tab on a page without presence): reports no page now and every 60 s. */
export function useVersionPing(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ping = () =>
      reportPresence(null).then(
        (answer) => checkServerVersion(answer.version),
        // Spec: connection errors are only logged.
        (error: unknown) => console.warn('Version check failed', error),
      );
    void ping();
    const timer = window.setInterval(() => void ping(), PRESENCE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
