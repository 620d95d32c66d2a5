/**
 * One push connection per signed-in tab: started when the session is ready, stopped on sign-out.
 * Server alerts ({type:'alert', text, className, buttons}; spec: wsp:alert) open the shell's alert dialog; other messages go to listeners.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { ALERT_CLASS_LABELS, alertPushSchema } from '@portal/domain';
import { showAlert } from '../alerts/alert-store.ts';
import { fetchClientAccessUrl } from '../api/requests/negotiate.ts';
import { useSession } from '../session/session-context.tsx';
import { PushConnection } from './push-client.ts';

const PushContext = createContext<PushConnection | null>(null);

export function PushProvider({ children, connection }: { children: ReactNode; connection?: PushConnection }) {
  const push = useMemo(() => connection ?? new PushConnection(fetchClientAccessUrl), [connection]);
  const { status, user } = useSession();
  const userId = status === 'ready' ? user?.id : undefined;

  useEffect(() => {
    if (!userId) return;
    void push.start();
    return () => push.stop();
  }, [push, userId]);

  useEffect(
    () =>
      push.onMessage((data) => {
        const alert = alertPushSchema.safeParse(data);
        if (!alert.success) return;
        const buttons = (alert.data.buttons ?? ['OK']).map((b) =>
          b.toLowerCase() === 'reload' ? 'reload' : 'ok',
        );
        // The kind is the title (Information, Warning...) and the admin's text the body, line breaks kept.
        const intent = alert.data.className ?? 'info';
        showAlert({
          text: ALERT_CLASS_LABELS[intent],
          body: alert.data.text,
          buttons: [...new Set(buttons)],
          intent,
        });
      }),
    [push],
  );

  return <PushContext.Provider value={push}>{children}</PushContext.Provider>;
}

export function usePush(): PushConnection {
  const push = useContext(PushContext);
  if (!push) throw new Error('usePush needs a PushProvider');
  return push;
}
