/**
 * Who else is viewing `page` (spec: presence strip; refresh every 60 s and on change): reports the page on
 * arrival and every PRESENCE_REFRESH_MS, takes pushed lists for the page, leaves on pagehide and comes back on
 * pageshow (back/forward cache). Failures are logged, never shown (spec: connection errors are only logged).
 */
import { PRESENCE_REFRESH_MS, presencePushSchema, type PresenceViewer } from '@portal/domain';
import { useEffect, useState } from 'react';
import { usePush } from '../pubsub/push-context.tsx';
import { reportPresence, sendLeaveBeacon } from './presence-client.ts';
import { checkServerVersion } from './version-check.ts';

export function usePresence(page: string): PresenceViewer[] {
  const push = usePush();
  const [state, setState] = useState<{ page: string; viewers: PresenceViewer[] }>({ page, viewers: [] });

  useEffect(() => {
    let current = true;
    const send = () =>
      reportPresence(page).then(
        (answer) => {
          if (current && answer.page === page) setState({ page, viewers: answer.viewers });
          checkServerVersion(answer.version);
        },
        (error: unknown) => console.warn('Presence report failed', error),
      );
    void send();
    const timer = window.setInterval(() => void send(), PRESENCE_REFRESH_MS);
    const off = push.onMessage((data) => {
      const message = presencePushSchema.safeParse(data);
      if (current && message.success && message.data.page === page) {
        setState({ page, viewers: message.data.viewers });
      }
    });
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void send();
    };
    window.addEventListener('pagehide', sendLeaveBeacon);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      current = false;
      window.clearInterval(timer);
      off();
      window.removeEventListener('pagehide', sendLeaveBeacon);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [page, push]);

  // Leaving the presence pages (the strip unmounts): the next report says so.
  useEffect(
    () => () => {
      reportPresence(null).catch((error: unknown) => console.warn('Presence leave failed', error));
    },
    [],
  );

  return state.page === page ? state.viewers : [];
}
