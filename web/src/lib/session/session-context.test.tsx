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

/** A session in this tab whose current-user call the test answers. */
function renderSession(client: AuthClient) {
  configureApiClient({ getToken: () => client.getToken() });
  return render(
    <ConfigProvider config={config}>
      <AuthProvider client={client}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </AuthProvider>
    </ConfigProvider>,
  );
}

const signedInClient = (): AuthClient => ({
  mode: 'local',
  hasSession: () => true,
  getToken: async () => 'token',
  expire: () => undefined,
  signOut: async () => undefined,
  subscribe: () => () => undefined,
});

describe('a current-user call that answers without a user (spec: Session)', () => {
  it('reloads the page after 1 s, and asks the person instead when it happens again right after', async () => {
    sessionStorage.clear();
    stubApi({ 'GET /v2/users/current': { body: null } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const first = renderSession(signedInClient());
    await waitFor(() => expect(first.container.textContent).toBe('loading |  | '));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(assign.mock.calls[0]![0]).toMatch(/\?t=\d+$/);
    first.unmount();

    // The reloaded page gets no user again: no reload loop, the 'Portal requires a reload!' alert instead.
    const second = renderSession(signedInClient());
    await waitFor(() => expect(second.container.textContent).toBe('loading | Portal requires a reload! | '));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(assign).toHaveBeenCalledTimes(1);
    closeAlert();
    assign.mockRestore();
  });
});

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
