// @vitest-environment happy-dom
/**
 * The session rule for a refused person (ADR 0033): the API answers 403 to a new object id claiming an e-mail bound
 * to someone else; the tab's session ends and the person reads the API's reason, not 'Portal requires a reload!'.
 */
import type { ClientConfig } from '@portal/domain';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { closeAlert, useCurrentAlert } from '../alerts/alert-store.ts';
import type { AuthClient } from '../auth/auth-client.ts';
import { AuthProvider } from '../auth/auth-context.tsx';
import { configureApiClient } from '../api/client.ts';
import { ConfigProvider } from '../config/config-context.tsx';
import { freshCacheEachTest, problem, stubApi } from '../data/test-support.tsx';
import { SessionProvider, useSession } from './session-context.tsx';

freshCacheEachTest();

const config: ClientConfig = { version: '3.7.31', authMode: 'entra', demoModeAllowed: false };
const REFUSAL =
  'This e-mail address belongs to another person in the portal. Ask an administrator to check your account.';

function Probe() {
  const alert = useCurrentAlert();
  return (
    <p>
      {useSession().status} | {alert?.text} | {alert?.body}
    </p>
  );
}

describe('SessionProvider', () => {
  it('ends the session and shows the reason when the API refuses the person (403)', async () => {
    stubApi({ 'GET /v2/users/current': problem(403, 'forbidden', REFUSAL) });
    let session = true;
    const expire = vi.fn(() => {
      session = false;
    });
    const client: AuthClient = {
      mode: 'entra',
      hasSession: () => session,
      getToken: async () => 'token',
      expire,
      signOut: async () => undefined,
      subscribe: () => () => undefined,
    };
    configureApiClient({ getToken: () => client.getToken() });
    const view = render(
      <ConfigProvider config={config}>
        <AuthProvider client={client}>
          <SessionProvider>
            <Probe />
          </SessionProvider>
        </AuthProvider>
      </ConfigProvider>,
    );
    await waitFor(() => expect(expire).toHaveBeenCalled());
    await waitFor(() =>
      expect(view.container.textContent).toBe(`signed-out | You cannot sign in | ${REFUSAL}`),
    );
    closeAlert();
  });
});
