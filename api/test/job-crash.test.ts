/**
 * Issue 6, section 7: jobs survive a crash. The local host runs as a child process on its own data; export
 * jobs are queued and the host is killed with SIGKILL while they are in flight (its Azurite child lives on as an
 * orphan). The next start stops the orphan, the start-up sweep sends again every job whose message was lost,
 * and every job finishes with a file that downloads. Also: a succeeded job whose file is gone runs again, and a
 * message delivered again for a finished job changes nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readSettings } from '../src/config.ts';
import { createServices } from '../src/composition.ts';
import { jobsOf } from '../src/jobs/job-service.ts';
import { JOB_RUNNERS } from '../src/functions/job-runners.ts';
import { runJob } from '../src/jobs/run-job.ts';
import { azuritePidFile } from '../src/local/azurite.ts';
import { as, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';
import { stackStoreEnv } from './support/store.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, '.test-data/job-crash');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-job-crash-'));
const JOBS = 30;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function startHost(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', path.join(buildDir, 'main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBSUB_PORT: String(await freePort()),
        AUTH_MODE: 'local',
        DEMO_MODE: 'true',
        SEED_DEMO_DATA: 'true',
        JOB_RETRY_DELAY_MS: '0',
        JOB_LEASE_MS: '3000',
        JOB_SWEEP_SCHEDULE: '*/2 * * * * *',
        COSMOS_ENDPOINT: '',
        STORAGE_CONNECTION_STRING: '',
        WEBPUBSUB_CONNECTION_STRING: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local host exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The local host did not start within 60 s');
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/local-auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: USERS.SALES_PERSON }),
  });
  const { token } = (await res.json()) as { token: string };
  return (p: string, init: RequestInit = {}) =>
    fetch(`${url}/api/${p}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(init.headers ?? {}),
      },
    });
}

let child: ChildProcess | undefined;

beforeAll(async () => {
  mkdirSync(buildDir, { recursive: true });
  await build({
    entryPoints: [path.join(root, 'api/src/local/main.ts')],
    outfile: path.join(buildDir, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    alias: { '@portal/domain': path.join(root, 'packages/domain/src/index.ts') },
    logLevel: 'warning',
  });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('jobs survive a crash of the local host', () => {
  it(`finishes every one of ${JOBS} export jobs queued just before kill -9, and stops the orphaned Azurite`, async () => {
    const first = await startHost();
    child = first.child;
    const api = await signIn(first.url);
    const solution = (await (
      await api('sales/solutions', { method: 'POST', body: JSON.stringify(newSolutionBody()) })
    ).json()) as {
      id: string;
    };
    const ids = await Promise.all(
      Array.from({ length: JOBS }, async () => {
        const res = await api(`sales/solutions/${solution.id}/export`);
        expect(res.status).toBe(202);
        return ((await res.json()) as { traceId: string }).traceId;
      }),
    );
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    const orphan = Number(readFileSync(azuritePidFile(path.join(dataDir, 'azurite')), 'utf8'));
    expect(alive(orphan)).toBe(true);

    const started = Date.now();
    const second = await startHost();
    child = second.child;
    expect(alive(orphan)).toBe(false);
    const api2 = await signIn(second.url);
    const pending = new Set(ids);
    const deadline = Date.now() + 60_000;
    while (pending.size && Date.now() < deadline) {
      for (const id of [...pending]) {
        const job = (await (await api2(`jobs/${id}`)).json()) as { status: string; url?: string };
        if (job.status === 'succeeded') {
          const file = await fetch(job.url!);
          expect(file.status, id).toBe(200);
          expect(((await file.json()) as { solution: { id: string } }).solution.id).toBe(solution.id);
          pending.delete(id);
        } else expect(job.status, id).not.toBe('failed');
      }
      if (pending.size) await new Promise((r) => setTimeout(r, 250));
    }
    console.log(
      `job-crash: ${JOBS} jobs queued before kill -9, ${JOBS - pending.size} finished ${Date.now() - started} ms after the restart began`,
    );
    expect([...pending]).toEqual([]);
  }, 150_000);
});

describe('a finished job', () => {
  const services = () =>
    createServices(
      readSettings({
        DATA_DIR: inject('dataDir'),
        STORAGE_CONNECTION_STRING: inject('storageConnectionString'),
        WEBPUBSUB_CONNECTION_STRING: inject('pubsubConnectionString'),
        ...stackStoreEnv(),
      }),
    );

  async function exported() {
    const sales = as(USERS.SALES_PERSON);
    const s = await sales.post('sales/solutions', newSolutionBody());
    const job = await sales.get(`sales/solutions/${s.body.id}/export`);
    for (let i = 0; i < 100; i++) {
      const view = await sales.get(`jobs/${job.body.traceId}`);
      if (view.body.status === 'succeeded')
        return view.body as { traceId: string; url: string; fileName: string };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('The export did not finish');
  }

  it('runs again when its file is gone, and the link works again', async () => {
    const done = await exported();
    const svc = services();
    const stored = (await jobsOf(svc).read(done.traceId))!;
    await svc.blobs.delete(stored.item.file!.container, stored.item.file!.name);
    const sales = as(USERS.SALES_PERSON);
    const again = await sales.get(`jobs/${done.traceId}`);
    expect(again.body.status).toBe('queued');
    for (let i = 0; i < 100; i++) {
      const view = await sales.get(`jobs/${done.traceId}`);
      if (view.body.status === 'succeeded') {
        expect(view.body.fileName).toBe(done.fileName);
        expect((await fetch(view.body.url)).status).toBe(200);
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('The job did not run again');
  });

  it('is not run again by a message delivered twice', async () => {
    const done = await exported();
    const svc = services();
    const before = (await jobsOf(svc).read(done.traceId))!;
    await runJob(svc, done.traceId, 1, JOB_RUNNERS);
    await runJob(svc, done.traceId, 2, JOB_RUNNERS);
    const after = (await jobsOf(svc).read(done.traceId))!;
    expect(after.etag).toBe(before.etag);
  });
});
