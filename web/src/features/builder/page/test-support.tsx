/**
 * Test support for the page's component tests: a stored solution, a small HTTP server standing in for the
 * API (real requests through the app's client), and the providers the page's parts run in.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  ROLE_NAMES,
  userKind,
  type Capability,
  type CurrentUser,
  type RoleId,
  type SaveSolutionRequest,
  type Solution,
} from '@portal/domain';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApiClient } from '../../../lib/api/client.ts';
import { solutionFixture } from '../../../lib/data/solution-fixture.ts';
import { AuthProvider } from '../../../lib/auth/auth-context.tsx';
import { createLocalAuth } from '../../../lib/auth/local-auth.ts';
import { BuilderProvider } from '../state/builder-context.tsx';
import { createBuilderStore, type BuilderStore } from '../state/builder-store.ts';
import { requestFrom } from '../state/server-owned.ts';
import { SolutionPageProvider, type SolutionPageValue } from '../state/page-context.tsx';

export { solutionFixture };

export function userFixture(role: RoleId): CurrentUser {
  return {
    id: 'u-1',
    name: 'Sam Seller',
    email: 'sam@provider.example',
    role: { id: role, name: ROLE_NAMES[role] },
    assignedRole: { id: role, name: ROLE_NAMES[role] },
    organization: role.startsWith('HP_') ? 'HP' : role.startsWith('ACCENTURE_') ? 'ACCENTURE' : 'PROVIDER',
    regionId: 'EME-UKI',
    mode: 'production',
    isAdmin: role === 'ADMIN',
  };
}

type Handler = (req: IncomingMessage, body: unknown) => { status: number; body: unknown } | undefined;

/** An HTTP server answering the API paths a test gives it; every request is recorded. */
export class FakeApi {
  private server: Server | undefined;
  requests: { method: string; path: string; body: unknown }[] = [];
  handler: Handler = () => undefined;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: async () => 'token' });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  saves(): SaveSolutionRequest[] {
    return this.requests
      .filter((r) => r.method === 'POST' && r.path === '/api/sales/solutions')
      .map((r) => r.body as SaveSolutionRequest);
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = text ? JSON.parse(text) : undefined;
    const path = (req.url ?? '').split('?')[0] ?? '';
    this.requests.push({ method: req.method ?? 'GET', path, body });
    const answer = this.handler(req, body) ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not here' } },
    };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }
}

/**
 * One FakeApi for a test file: started (animations off) before the tests, stopped after them; after each test the
 * page is unmounted and the recorded requests and the handler are reset.
 */
export function fakeApiForFile(): FakeApi {
  const api = new FakeApi();
  beforeAll(async () => {
    disableAnimations();
    await api.start();
  });
  afterAll(() => api.stop());
  afterEach(() => {
    cleanup();
    api.requests = [];
    api.handler = () => undefined;
  });
  return api;
}

/** Saving answers with the body stored as the next version (as the API does, roughly). */
export function savedFrom(request: SaveSolutionRequest, previous: Solution, version: number): Solution {
  return {
    ...previous,
    salesClient: request.salesClient,
    expectedStart: request.expectedStart,
    salesCountry: request.salesCountry,
    requirementDescription: request.requirementDescription,
    fields: request.fields,
    state: request.state,
    modifiedAt: `2026-01-12T10:${String(version).padStart(2, '0')}:00.000Z`,
    etag: `"v${version}"`,
  };
}

/** Fluent's motion calls Element.animate, which happy-dom lacks. */
export function disableAnimations() {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
}

export interface Setup {
  role: RoleId;
  solution?: Solution;
  initial?: SaveSolutionRequest;
  catalogue?: Capability[];
}

export function builderFor({ solution, initial, catalogue = [] }: Setup): BuilderStore {
  return createBuilderStore({
    initial: solution ? requestFrom(solution) : (initial as SaveSolutionRequest),
    ...(solution ? { base: solution } : {}),
    catalogue,
  });
}

export function Providers({
  setup,
  store,
  page: pagePatch,
  children,
}: {
  setup: Setup;
  store: BuilderStore;
  /** What the page gives its parts, where a test needs another (its own refresh, say). */
  page?: Partial<SolutionPageValue>;
  children: ReactNode;
}) {
  const page: SolutionPageValue = {
    kind: userKind(setup.role),
    user: userFixture(setup.role),
    role: setup.role,
    areas: [],
    refresh: () => undefined,
    refreshing: false,
    ...pagePatch,
  };
  return (
    <MemoryRouter initialEntries={['/sales/solution/1001']}>
      <AuthProvider client={createLocalAuth()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <FluentProvider theme={webLightTheme}>
            <SolutionPageProvider value={page}>
              <BuilderProvider store={store}>{children}</BuilderProvider>
            </SolutionPageProvider>
          </FluentProvider>
        </SWRConfig>
      </AuthProvider>
    </MemoryRouter>
  );
}
