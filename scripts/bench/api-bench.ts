/**
 * API throughput and latency on loopback: GET /api/sales/solutions (1,000 seeded solutions, first page of 50)
 * and GET /api/sales/solutions/{id} through the local host (auth, policy, parsing, the one wrapper), next to a
 * bare node:http server calling the same route handlers. autocannon runs in a child process so that it does not
 * share the server's event loop. Prints a table and returns the figures as JSON on the last line.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Capability, User } from '@portal/domain';
import { startBenchStack } from './bench-stack.ts';
import { measureHistoryPaging } from './history-paging.ts';
import azf, { type HttpRequest, type HttpResponseInit } from '@azure/functions';
import { solutionRoutes } from '../../api/src/functions/solutions.ts';
import { resolveActor } from '../../api/src/http/current-user.ts';
import type { AuthedContext } from '../../api/src/http/route.ts';
import { solutionsOf, type StoredSolution } from '../../api/src/solutions/repository.ts';
import { userIdForEmail } from '../../api/src/identity/user-id.ts';

const { InvocationContext } = azf;

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Runs autocannon in a child process (asynchronously: the servers under test live in this process), for
 * DURATION seconds, or for `amount` requests in quick mode.
 */
async function autocannon(
  url: string,
  headers: Readonly<Record<string, string>>,
  amount?: number,
): Promise<Run> {
  const length = amount ? ['-a', String(amount)] : ['-d', String(DURATION)];
  const args = ['-c', String(CONNECTIONS), ...length, '-j', '--renderStatusCodes'];
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Full: 1,000 solutions, PAIRS pairs of DURATION-second runs. Quick: 20 solutions, one pair of 100 requests. */
export async function runApiBench({ quick = false } = {}) {
  const SOLUTIONS = quick ? 20 : 1000;
  const pairs = quick ? 1 : PAIRS;
  const amount = quick ? 100 : undefined;
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

    const readId = String(200000 + SOLUTIONS / 2);
    // The bare server runs the same route handlers (solutions-list, solutions-get) with the actor resolved once:
    // what the local host adds is the HttpRequest, routing, token check, user load, policy and response writing.
    const actor = await resolveActor(services, await services.tokens.verify(token));
    const invocation = new InvocationContext({ invocationId: 'bench', functionName: 'bench' });
    const handlerOf = (name: string) =>
      solutionRoutes.find((r) => r.name === name)!.handler as (
        req: HttpRequest,
        ctx: AuthedContext,
      ) => Promise<HttpResponseInit>;
    const [listHandler, readHandler] = [handlerOf('solutions-list'), handlerOf('solutions-get')];
    const bareRequest = (query: string, params: Record<string, string>) =>
      ({ query: new URLSearchParams(query), params, headers: new Headers() }) as unknown as HttpRequest;
    const bare = http.createServer((req, res) => {
      const ctx = { services, invocation, actor };
      const work = req.url?.startsWith('/list')
        ? listHandler(bareRequest('view=all&pageSize=50', {}), ctx)
        : readHandler(bareRequest('', { id: readId }), ctx);
      work.then(
        (init) =>
          res
            .writeHead(init.status ?? 200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify(init.jsonBody)),
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
        host: [`${stack.url}/api/sales/solutions/${readId}`, auth] as const,
        bare: [`http://127.0.0.1:${barePort}/read`, {}] as const,
      },
    };
    // Host and bare runs alternate, in pairs: this machine's background load varies more between runs than the
    // difference being measured, so each pair gives a ratio (bare rps / host rps) and the median ratio counts.
    const rows = {} as Record<'list' | 'read', { host: Run; bare: Run; ratio: number; ratios: number[] }>;
    for (const name of ['list', 'read'] as const) {
      const t = targets[name];
      const hosts: Run[] = [];
      const bares: Run[] = [];
      for (let i = 0; i < pairs; i++) {
        hosts.push(await autocannon(t.host[0], t.host[1], amount));
        bares.push(await autocannon(t.bare[0], t.bare[1], amount));
      }
      const ratios = hosts.map((h, i) => Number((bares[i]!.rps / h.rps).toFixed(3)));
      const ratio = median(ratios);
      // The pair whose ratio is the median, as a whole (its latencies belong to its rps).
      const at = ratios.indexOf(ratio);
      rows[name] = { host: hosts[at]!, bare: bares[at]!, ratio, ratios };
    }
    await new Promise((r) => bare.close(r));
    const history = await measureHistoryPaging(services, {
      url: stack.url,
      token,
      solutionId: readId,
      by: { id: owner.id, name: owner.name, email },
      quick,
    });
    return {
      history,
      solutions: SOLUTIONS,
      solutionBytes: sample,
      runs: quick
        ? `one pair of ${amount} requests each`
        : `median of ${pairs} alternating pairs of ${DURATION} s runs`,
      connections: CONNECTIONS,
      ...rows,
    };
  } finally {
    await stack.stop();
  }
}
