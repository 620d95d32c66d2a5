/**
 * Test support for the engagement pages: a small HTTP server standing in for the API (every request recorded,
 * answers from a handler per test), fixtures, and the whole app rendered at a path in demo mode, so the pages meet
 * the real router, session, SWR and client.
 */
import type {
  Capability,
  ClientConfig,
  CurrentUser,
  Engagement,
  EngagementListItem,
  JobView,
  Offering,
  RoleId,
  StoredSalesClient,
} from '@portal/domain';
import { render } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../app/app.tsx';
import { appRoutes } from '../../app/router.tsx';
import { configureApiClient } from '../../lib/api/client.ts';
import { createLocalAuth } from '../../lib/auth/local-auth.ts';
import { PushConnection } from '../../lib/pubsub/push-client.ts';

const CONFIG: ClientConfig = { version: '3.7.31', authMode: 'local', demoModeAllowed: true };

class OfflinePush extends PushConnection {
  override async start(): Promise<void> {}
}

export function userOf(role: RoleId): CurrentUser {
  return {
    id: 'u-1',
    name: 'Sam Patel',
    email: 'sam@provider.example',
    role: { id: role, name: role },
    assignedRole: { id: role, name: role },
    organization: role.startsWith('HP_') ? 'HP' : role.startsWith('ACCENTURE_') ? 'ACCENTURE' : 'PROVIDER',
    regionId: 'EME-UKI',
    mode: 'demo',
    isAdmin: role === 'ADMIN',
  };
}

export const client = (id: string, name: string): StoredSalesClient => ({
  id,
  name,
  fields: { industry: '', strategy: '', users: 0, devices: 0, applications: 0, c365id: '', hpid: '' },
  etag: `"${id}"`,
});

export const CLIENTS = [client('c-1', 'Contoso Ltd'), client('c-2', 'Fabrikam plc')];

/** The current catalogue's top-level capabilities: offering 'offering-x' is capability 'cap-x'. */
export const CAPABILITIES: Capability[] = [
  {
    id: 'cap-a',
    name: 'Modern Desktop',
    areaId: 'area-core',
    description: 'Windows 11 for <b>everyone</b>.',
  },
  { id: 'cap-b', name: 'Identity', areaId: 'area-security', description: 'Sign-in and access.' },
  { id: 'cap-h', name: 'Hidden one', areaId: 'area-security', groups: ['HIDDEN'] },
  { id: 'cap-c', name: 'Virtual Desktops', areaId: 'area-virtualization' },
  { id: 'cap-d', name: 'Managed Service', areaId: 'area-manage-evolve', description: 'Run it.' },
  { id: 'cap-x', name: 'Elsewhere', areaId: 'area-other' },
];

/**
 * The stored offerings (ADR 0041): those of the capabilities above, plus one an admin added that selects no
 * capability, so a test sees the wizard read the offerings configuration and not the catalogue.
 */
export const OFFERINGS: Offering[] = [
  { id: 'offering-a', name: 'Modern Desktop', areaId: 'area-core', description: 'Windows 11 for everyone.' },
  { id: 'offering-b', name: 'Identity', areaId: 'area-security', description: 'Sign-in and access.' },
  { id: 'offering-c', name: 'Virtual Desktops', areaId: 'area-virtualization', description: '' },
  { id: 'offering-d', name: 'Managed Service', areaId: 'area-manage-evolve', description: 'Run it.' },
  {
    id: 'offering-sustainability-review',
    name: 'Sustainability Review',
    areaId: 'area-manage-evolve',
    description: 'Device energy use and a plan to reduce it.',
  },
];

const SAM = { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' };

export function engagementFixture(patch: Partial<Engagement> = {}): Engagement {
  return {
    id: 'e-1',
    salesClient: { id: 'c-1', name: 'Contoso Ltd' },
    type: 0,
    fields: {
      name: 'Engagement for Contoso Ltd',
      engagementNotes: 'First call',
      clientNeeds: '',
      metOn: '',
      metWith: '',
      offeringIds: ['offering-a'],
    },
    state: { partnerSubmitted: false, priorities: { EX: 3, CS: -1, ROI: -1, TCO: -1, OE: 0 } },
    owner: SAM,
    modifiedBy: SAM,
    createdAt: '2026-03-02T09:15:00.000Z',
    modifiedAt: '2026-03-02T09:15:00.000Z',
    documents: [],
    etag: '"e1-v1"',
    ...patch,
  };
}

export function listItem(patch: Partial<EngagementListItem> = {}): EngagementListItem {
  return {
    id: 'e-1',
    clientName: 'Contoso Ltd',
    name: 'Engagement for Contoso Ltd',
    notes: '',
    owner: SAM,
    createdAt: '2026-03-02T09:15:00.000Z',
    type: 0,
    ...patch,
  };
}

export function jobFixture(patch: Partial<JobView> = {}): JobView {
  return {
    traceId: 'job-1',
    type: 'engagement-deck',
    status: 'queued',
    text: 'Creating the slide deck...',
    progress: 0,
    attempts: 0,
    createdAt: '2026-03-02T09:15:00.000Z',
    modifiedAt: '2026-03-02T09:15:00.000Z',
    ...patch,
  };
}

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

type Answer = { status: number; body?: unknown };
type Handler = (req: Recorded) => Answer | undefined | Promise<Answer | undefined>;

/** The API stand-in: the current user and the clients and offerings by default, the rest from `handler`. */
export class FakeApi {
  private server: Server | undefined;
  requests: Recorded[] = [];
  handler: Handler = () => undefined;
  role: RoleId = 'SALES_PERSON';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', async () => {
        const recorded: Recorded = {
          method: req.method ?? 'GET',
          path: (req.url ?? '').split('?')[0] ?? '',
          body: text ? JSON.parse(text) : undefined,
          headers: req.headers,
        };
        this.requests.push(recorded);
        const answer = (await this.handler(recorded)) ?? this.defaults(recorded);
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/api`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  reset(): void {
    this.requests = [];
    this.handler = () => undefined;
    this.role = 'SALES_PERSON';
  }

  calls(method: string, path: string): Recorded[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private defaults(req: Recorded): Answer {
    if (req.path === '/api/v2/users/current') return { status: 200, body: userOf(this.role) };
    if (req.path === '/api/sales/clients' && req.method === 'GET') return { status: 200, body: CLIENTS };
    if (req.path === '/api/sales/configuration')
      return {
        status: 200,
        body: {
          version: 3,
          currentVersion: 3,
          areas: [],
          capabilities: CAPABILITIES,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      };
    if (req.path === '/api/sales/configuration/offerings' && req.method === 'GET')
      return { status: 200, body: { name: 'offerings', value: OFFERINGS } };
    if (req.path === '/api/presence') return { status: 204 };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not here' } } };
  }
}

/** The whole app at `path`, signed in as the fake API's user. */
export function renderApp(api: FakeApi, path: string) {
  const auth = createLocalAuth();
  configureApiClient({ baseUrl: api.baseUrl, getToken: () => auth.getToken() });
  auth.completeSignIn('tok-1', new Date(Date.now() + 3_600_000).toISOString());
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <AppProviders
      config={CONFIG}
      auth={{ client: auth }}
      swr={{ provider: () => new Map() }}
      push={new OfflinePush(async () => '')}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
