/**
 * One push connection per signed-in tab: started when the session is ready, stopped on sign-out.
 * Server alerts ({type:'alert', text, buttons}) open the shell's alert dialog; other messages go to listeners.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { showAlert } from '../alerts/alert-store.ts';
import { fetchClientAccessUrl } from '../api/requests/negotiate.ts';
import { useSession } from '../session/session-context.tsx';
import { PushConnection } from './push-client.ts';

const PushContext = createContext<PushConnection | null>(null);

const alertPushSchema = z.object({
  type: z.literal('alert'),
  text: z.string().min(1),
  buttons: z.array(z.enum(['ok', 'reload'])).optional(),
});

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
        if (alert.success) showAlert({ text: alert.data.text, buttons: alert.data.buttons ?? ['ok'] });
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
