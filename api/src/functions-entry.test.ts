/**
 * The built Azure Functions entry, loaded as the Functions host loads it: esbuild bundles api/src/index.ts with the
 * deployment's own options (build-options.mjs), and the bundle (with the real @azure/functions inside) is imported
 * after `@azure/functions-core` is provided the way the Node.js worker provides it (the worker's setupCoreModule
 * intercepts `require('@azure/functions-core')`). Every app.http / app.storageQueue / app.timer call then reaches
 * registerFunction with the binding metadata the host receives. The checks add the host's own rules for HTTP
 * functions (azure-functions-host ScriptHost.ValidateHttpFunction and HttpRoutesConflict, Utility.IsValidFunctionName):
 * a function that breaks one of them is left in error by the host and answers 404 in Azure, while the local host
 * would serve it happily.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azureEntry } from '../build-options.mjs';
import { readSettings } from './config.ts';
import { AZURE_ROUTES } from './functions/index.ts';
import { JOB_QUEUE } from './ports/queue.ts';
import { LOCAL_ONLY_ROUTES } from './local/routes.ts';
import { nextOccurrence } from './local/timers.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '..');
// Inside the repository's node_modules, so the bundle's external packages resolve as they do beside dist/.
const outdir = path.join(root, 'node_modules/.cache/portal-functions-entry');

interface Binding {
  type: string;
  direction: 'in' | 'out';
  [key: string]: unknown;
}
interface Registration {
  name: string;
  bindings: Record<string, Binding>;
}

const registered: Registration[] = [];
let programmingModel: { name?: string } | undefined;
const originalRequire = Module.prototype.require;

beforeAll(async () => {
  // What the Functions Node.js worker exposes as the built-in module '@azure/functions-core'.
  const coreApi = {
    version: 'test-worker',
    hostVersion: '4.0.0',
    registerHook: () => ({ dispose() {} }),
    setProgrammingModel: (model: { name?: string }) => {
      programmingModel = model;
    },
    getProgrammingModel: () => programmingModel,
    registerFunction: (metadata: Registration) => {
      registered.push(metadata);
      return { dispose() {} };
    },
    Disposable: class {
      dispose() {}
    },
  };
  Module.prototype.require = new Proxy(originalRequire, {
    apply(target, thisArg, args: [string]) {
      return args[0] === '@azure/functions-core' ? coreApi : Reflect.apply(target, thisArg, args);
    },
  });
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({ ...azureEntry(outdir), sourcemap: false });
  await import(pathToFileURL(path.join(outdir, 'index.js')).href);
}, 60_000);

afterAll(() => {
  Module.prototype.require = originalRequire;
  rmSync(outdir, { recursive: true, force: true });
});

const byName = (name: string) => registered.find((r) => r.name === name);
const triggerOf = (r: Registration) => Object.values(r.bindings).find((b) => /trigger$/i.test(b.type))!;

describe('the built Functions entry registers through the real @azure/functions', () => {
  it('sets the @azure/functions programming model with the worker', () => {
    expect(programmingModel?.name).toBe('@azure/functions');
  });

  it('registers every route of the route table, the job queue and the three timers, nothing else', () => {
    expect(registered.map((r) => r.name).sort()).toEqual(
      [...AZURE_ROUTES.map((r) => r.name), 'jobs', 'jobs-sweep', 'daily-summary', 'weekly-summary'].sort(),
    );
  });

  it("registers none of the local host's own routes (issue 31), and its bundle does not hold them", () => {
    const names = registered.map((r) => r.name);
    expect(names.filter((name) => /^local-/i.test(name))).toEqual([]);
    expect(AZURE_ROUTES.filter((r) => /^local-/i.test(r.name)).map((r) => r.name)).toEqual([]);
    for (const r of LOCAL_ONLY_ROUTES) expect(names).not.toContain(r.name);
    // Under local/ only the AEP record page, which a deployment without AEP_ENDPOINT serves (ADR 0014).
    const routes = registered
      .map((r) => triggerOf(r))
      .flatMap((t) => (t.type === 'httpTrigger' ? [t.route] : []));
    expect(routes.filter((route) => /^\/?local[-/]/i.test(String(route)))).toEqual(['local/aep/{id}']);
    const bundle = readFileSync(path.join(outdir, 'index.js'), 'utf8');
    for (const r of LOCAL_ONLY_ROUTES) expect(bundle).not.toMatch(new RegExp(`["'\`]${r.route}["'\`]`));
  });

  it.each(AZURE_ROUTES.map((r) => [r.name, r] as const))(
    '%s: an anonymous HTTP trigger with its methods and route, answered through the http output',
    (name, route) => {
      const r = byName(name)!;
      const trigger = triggerOf(r);
      expect(trigger).toMatchObject({
        type: 'httpTrigger',
        direction: 'in',
        authLevel: 'anonymous',
        route: route.route,
        methods: route.methods,
      });
      expect(r.bindings.$return).toMatchObject({ type: 'http', direction: 'out' });
    },
  );

  it('the job queue: a queue trigger on the jobs queue through the AzureWebJobsStorage connection', () => {
    expect(JOB_QUEUE).toBe('jobs');
    expect(triggerOf(byName('jobs')!)).toMatchObject({
      type: 'queueTrigger',
      direction: 'in',
      queueName: 'jobs',
      connection: 'AzureWebJobsStorage',
    });
  });

  it.each([
    ['jobs-sweep', 'JOB_SWEEP_SCHEDULE', '0 */1 * * * *'],
    ['daily-summary', 'DAILY_SUMMARY_SCHEDULE', '0 0 7 * * 1-5'],
    ['weekly-summary', 'WEEKLY_SUMMARY_SCHEDULE', '0 0 7 * * 1'],
  ])('%s: a timer trigger on the app setting %s (default %s)', (name, setting, schedule) => {
    expect(triggerOf(byName(name)!)).toMatchObject({
      type: 'timerTrigger',
      direction: 'in',
      schedule: `%${setting}%`,
    });
    const env: Record<string, string> = {};
    const settings = readSettings(env);
    const defaults: Record<string, string> = {
      JOB_SWEEP_SCHEDULE: settings.jobs.sweepSchedule,
      DAILY_SUMMARY_SCHEDULE: settings.schedules.dailySummary,
      WEEKLY_SUMMARY_SCHEDULE: settings.schedules.weeklySummary,
    };
    expect(defaults[setting]).toBe(schedule);
    // NCRONTAB: six fields (seconds first), as the Functions host reads it.
    expect(schedule.split(' ')).toHaveLength(6);
    expect(nextOccurrence(schedule, new Date('2026-01-05T06:00:00Z')).getTime()).toBeGreaterThan(0);
  });
});

describe("the route table keeps the Functions host's rules for HTTP functions", () => {
  const http = AZURE_ROUTES;

  it('function names are valid host names, unique regardless of case', () => {
    for (const r of registered) expect(r.name).toMatch(/^[a-z][a-z0-9_-]{0,127}$/i);
    const lower = registered.map((r) => r.name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(lower).not.toContain('host');
  });

  it("no route starts with the host's reserved 'admin' or 'runtime'", () => {
    const reserved = http.filter((r) => /^(admin|runtime)/.test(r.route.replace(/^\/+/, '').toLowerCase()));
    expect(reserved.map((r) => `${r.name}: ${r.route}`)).toEqual([]);
  });

  it('no two functions share a route template (whatever its parameters are called) and a method', () => {
    // The host refuses the same template twice; ASP.NET routing cannot choose between templates that differ only
    // in their parameters' names either.
    const shape = (route: string) =>
      route
        .replace(/^\/|\/$/g, '')
        .toLowerCase()
        .replace(/\{[^}]*\}/g, '{}');
    const clashes: string[] = [];
    http.forEach((a, i) =>
      http.slice(i + 1).forEach((b) => {
        const same = shape(a.route) === shape(b.route);
        if (same && a.methods.some((m) => b.methods.includes(m))) clashes.push(`${a.name} / ${b.name}`);
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('routes carry no api/ prefix of their own: host.json adds it', () => {
    for (const r of http) expect(r.route).not.toMatch(/^\/?api\//i);
  });
});

describe('api/host.json', () => {
  const host = JSON.parse(readFileSync(path.join(apiDir, 'host.json'), 'utf8'));

  it('is a v2 host file with the v4 extension bundle (queue and timer triggers need it)', () => {
    expect(host.version).toBe('2.0');
    expect(host.extensionBundle).toEqual({
      id: 'Microsoft.Azure.Functions.ExtensionBundle',
      version: '[4.*, 5.0.0)',
    });
  });

  it('prefixes every route with api, as Static Web Apps forwards /api/* and the web calls /api', () => {
    expect(host.extensions.http.routePrefix).toBe('api');
  });

  it("parks a job message after the same number of deliveries as the job's own last try", () => {
    expect(host.extensions.queues.maxDequeueCount).toBe(readSettings({}).jobs.maxDequeueCount);
  });

  it('lets a document job run longer than the default five minutes', () => {
    expect(host.functionTimeout).toBe('00:10:00');
  });
});
