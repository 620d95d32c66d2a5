/**
 * API throughput and latency on loopback: GET /api/sales/solutions (1,000 seeded solutions, first page of 50)
 * and GET /api/sales/solutions/{id} through the local host (auth, policy, parsing, the one wrapper), next to a
 * bare node:http server making the same store call. autocannon runs in a child process so that it does not
 * share the server's event loop. Prints a table and returns the figures as JSON on the last line.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Capability, User } from '@portal/domain';
import { startBenchStack } from './bench-stack.ts';
import {
  LIST_FIELDS,
  solutionsOf,
  toListItem,
  type ListSource,
  type StoredSolution,
} from '../../api/src/solutions/repository.ts';
import { userIdForEmail } from '../../api/src/identity/user-id.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SOLUTIONS = 1000;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon in a child process (asynchronously: the servers under test live in this process). */
async function autocannon(url: string, headers: Readonly<Record<string, string>>): Promise<Run> {
  const args = ['-c', String(CONNECTIONS), '-d', String(DURATION), '-j', '--renderStatusCodes'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const bin = path.resolve('node_modules/autocannon/autocannon.js');
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  await new Promise((r) => child.on('exit', r));
  const json = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    errors: json.non2xx + json.errors,
  };
}

function solutionFrom(i: number, owner: User, capabilities: Capability[], now: number): StoredSolution {
  const picked = capabilities
    .slice(i % 20, (i % 20) + 4)
    .map((c) => ({ ...c, selected: true, size: 'M' as const }));
  const person = { id: owner.id, name: owner.name, email: owner.email };
  const at = new Date(now - i * 3600_000).toISOString();
  return {
    id: String(200000 + i),
    type: 1,
    userId: owner.id,
    clientId: `client-${i % 15}`,
    clientName: `Bench Client ${i % 15}`,
    salesClient: { id: `client-${i % 15}`, name: `Bench Client ${i % 15}` },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Modernise the workplace for 3,000 users across 12 sites. '.repeat(4),
    owner: person,
    modifiedBy: person,
    createdAt: at,
    modifiedAt: at,
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    fields: {
      organization: 'PROVIDER',
      name: `Bench opportunity ${i}`,
      regionId: i % 3 ? 'EME-UKI' : 'EME-DACH',
      complexity: 1,
      aepSolutionType: 'Hero Offer',
    },
    state: { step: ([1, 2, 3, 5, 6] as const)[i % 5]!, steps: [1, 2], items: picked },
  };
}

export async function runApiBench() {
  const stack = await startBenchStack({ serveWeb: false });
  try {
    const { services } = stack;
    const email = 'sales.person@provider.example';
    const owner = (await services.store.container<User>('users').read(userIdForEmail(email)))!.item;
    const catalogue = (await services.store
      .container<{ id: string; capabilities: Capability[] }>('catalogue')
      .read('v1'))!.item;
    const now = Date.now();
    const solutions = solutionsOf(services);
    for (let i = 0; i < SOLUTIONS; i++)
      await solutions.create(solutionFrom(i, owner, catalogue.capabilities, now));
    const sample = JSON.stringify(solutionFrom(0, owner, catalogue.capabilities, now)).length;
    const { token } = await services.localTokens!.issue({ id: owner.id, email, name: owner.name });

    const bare = http.createServer((req, res) => {
      const work = req.url?.startsWith('/list')
        ? services.store
            .container<ListSource>('solutions')
            .query({
              select: LIST_FIELDS,
              orderBy: [{ path: 'modifiedAt', direction: 'desc' }],
              pageSize: 50,
            })
            .then((page) => ({
              items: page.items.map(({ item }) => toListItem(item)),
              continuationToken: page.continuationToken,
            }))
        : solutions.read('200500').then((s) => ({ ...s!.item, etag: s!.etag }));
      work.then(
        (body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
    const barePort = (bare.address() as AddressInfo).port;

    const auth = { Authorization: `Bearer ${token}` };
    const targets = {
      list: {
        host: [`${stack.url}/api/sales/solutions?view=all&pageSize=50`, auth] as const,
        bare: [`http://127.0.0.1:${barePort}/list`, {}] as const,
      },
      read: {
        host: [`${stack.url}/api/sales/solutions/200500`, auth] as const,
        bare: [`http://127.0.0.1:${barePort}/read`, {}] as const,
      },
    };
    // Host and bare runs alternate, twice each, and the better run counts: this machine's background load
    // varies more between runs than the difference being measured.
    const best = (a: Run, b: Run) => (a.rps >= b.rps ? a : b);
    const rows: Record<'list' | 'read', { host: Run; bare: Run }> = {} as never;
    for (const name of ['list', 'read'] as const) {
      const t = targets[name];
      const host1 = await autocannon(...t.host);
      const bare1 = await autocannon(...t.bare);
      const host2 = await autocannon(...t.host);
      const bare2 = await autocannon(...t.bare);
      rows[name] = { host: best(host1, host2), bare: best(bare1, bare2) };
    }
    await new Promise((r) => bare.close(r));
    return {
      solutions: SOLUTIONS,
      solutionBytes: sample,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      ...rows,
    };
  } finally {
    await stack.stop();
  }
}
