/**
 * Start-up: read the runtime config once, set up sign-in (MSAL only in Entra mode), then render the router.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { BootError } from './app/boot-error.tsx';
import { loadPageCode } from './app/route-table.ts';
import { configureApiClient } from './lib/api/client.ts';
import { fetchClientConfig } from './lib/api/requests/config.ts';
import { preloadCurrentUser } from './lib/data/current-user.ts';
import { createAuth } from './lib/auth/create-auth.tsx';

async function start(container: HTMLElement) {
  loadPageCode(window.location.pathname);
  const root = createRoot(container);
  try {
    const config = await fetchClientConfig();
    const auth = await createAuth(config);
    configureApiClient({ getToken: () => auth.client.getToken() });
    if (auth.client.hasSession()) {
      preloadCurrentUser();
    }
    // Rendered as a transition: React renders the shell and the first page in slices of a few milliseconds,
    // yielding to the browser between them, instead of one long task (Lighthouse TBT; ADR 0048).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} auth={auth} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('The portal could not start', error);
    const message = error instanceof Error ? error.message : 'The portal could not start.';
    root.render(<BootError message={message} />);
  }
}

void start(document.getElementById('root')!);
