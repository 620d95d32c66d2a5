/**
 * Azurite (Microsoft's Storage emulator) as a child process: blob and queue on loopback, data under the
 * data folder, stopped cleanly on exit. The binary is started directly (not via npx) so that killing it
 * really stops it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/** Azurite's published development account (not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export function azuriteConnectionString(host: string, blobPort: number, queuePort: number): string {
  return (
    `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};` +
    `BlobEndpoint=http://${host}:${blobPort}/${AZURITE_ACCOUNT};QueueEndpoint=http://${host}:${queuePort}/${AZURITE_ACCOUNT};`
  );
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(
  host: string,
  port: number,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Azurite exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Azurite did not open port ${port} within ${timeoutMs} ms`);
}

/** The Azurite this data folder belongs to: written at start, removed at a clean stop. */
export const azuritePidFile = (location: string) => path.join(location, 'azurite.pid');

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    try {
      return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
    } catch {
      return '';
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * When the local host dies hard (kill -9), its Azurite child lives on. The next start finds it by the pid file
 * of the data folder and stops it (only if that process really is an Azurite on this folder), so two emulators
 * never share one folder.
 */
export async function stopOrphanAzurite(location: string, timeoutMs = 10_000): Promise<number | undefined> {
  let pid: number;
  try {
    pid = Number(readFileSync(azuritePidFile(location), 'utf8').trim());
  } catch {
    return undefined;
  }
  const command = Number.isInteger(pid) && pid > 0 && isAlive(pid) ? commandLineOf(pid) : '';
  if (!command.includes('azurite') || !command.includes(location)) {
    rmSync(azuritePidFile(location), { force: true });
    return undefined;
  }
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
  rmSync(azuritePidFile(location), { force: true });
  return pid;
}

export interface AzuriteHandle {
  connectionString: string;
  blobPort: number;
  queuePort: number;
  pid: number;
  stop(): Promise<void>;
}

export async function startAzurite(opts: {
  location: string;
  host?: string;
  blobPort?: number;
  queuePort?: number;
  inMemory?: boolean;
}): Promise<AzuriteHandle> {
  const host = opts.host ?? '127.0.0.1';
  const blobPort = opts.blobPort || (await freePort(host));
  const queuePort = opts.queuePort || (await freePort(host));
  const tablePort = await freePort(host);
  mkdirSync(opts.location, { recursive: true });
  if (!opts.inMemory) await stopOrphanAzurite(opts.location);
  const pkg = createRequire(import.meta.url).resolve('azurite/package.json');
  const bin = path.join(path.dirname(pkg), 'dist/src/azurite.js');
  const args = [
    bin,
    '--silent',
    '--disableTelemetry',
    '--skipApiVersionCheck',
    '--loose',
    '--location',
    opts.location,
    '--blobHost',
    host,
    '--queueHost',
    host,
    '--tableHost',
    host,
    '--blobPort',
    String(blobPort),
    '--queuePort',
    String(queuePort),
    '--tablePort',
    String(tablePort),
    ...(opts.inMemory ? ['--inMemoryPersistence'] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (child.pid && !opts.inMemory) writeFileSync(azuritePidFile(opts.location), String(child.pid));
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  try {
    await waitForPort(host, blobPort, child, 30_000);
    await waitForPort(host, queuePort, child, 30_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`, { cause: err });
  }
  return {
    connectionString: azuriteConnectionString(host, blobPort, queuePort),
    blobPort,
    queuePort,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(azuritePidFile(opts.location), { force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
