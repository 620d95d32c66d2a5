import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Test projects: domain rules (pure), api-unit (api modules without the stack), scripts (the bench runner),
 * api (every endpoint against the real local stack: SQLite + Azurite + the local push endpoint), web (components
 * and hooks), lint (the boundary rules of eslint.config.js, run on deliberate violations).
 * Playwright specs under tests/e2e are run by Playwright, never by Vitest.
 */
/** The API test files the api-cosmos project runs on Cosmos DB as well. */
const COSMOS_API_TESTS = [
  'api/test/solutions.test.ts',
  'api/test/search.test.ts',
  'api/test/notification-counts.test.ts',
  'api/test/summaries.test.ts',
  'api/test/export-job.test.ts',
  'api/test/users-admin.test.ts',
  'api/test/audit.test.ts',
  'api/test/store-parity.test.ts',
  'api/test/cosmos-throttling.test.ts',
];

const WEB_TESTS = ['web/src/**/*.test.{ts,tsx}'];

/** Web test files whose vi.mock needs modules loaded fresh for the file (with shared modules it comes too late). */
function webFilesWithMocks(dir = 'web/src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return webFilesWithMocks(file);
    return /\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'))
      ? [file]
      : [];
  });
}

/**
 * Web test files run each in a fresh worker: those with module mocks, the app's routes (its session alert keeps
 * module state), and the history area while it is being built.
 */
const WEB_ISOLATED = [
  ...webFilesWithMocks(),
  'web/src/app/app-routes.test.tsx',
  'web/src/features/history/**/*.test.{ts,tsx}',
  'web/src/features/builder/readonly/version-view*.test.tsx',
];

/**
 * A project of API tests against the real local stack, started once by the global setup. The files run one after
 * the other (one stack) in one worker and one module graph (isolate: false: no mocks here, and each file's own
 * module is still fresh), not a new worker importing the API again for each file: the api project took 273 s of
 * CPU instead of 201 s with every test the same.
 */
function apiProject(name: string, include: string[], exclude: string[] = []) {
  return {
    test: {
      name,
      include,
      exclude,
      environment: 'node' as const,
      globalSetup: ['api/test/support/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      fileParallelism: false,
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Pure modules with no mocks: one worker runs every file in one module graph (isolate: false) instead of a
      // fresh worker and fresh imports per file; on two cores (one worker) that took domain from 107 to 15 s and
      // api-unit from 119 to 37 s.
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      { test: { name: 'api-unit', include: ['api/src/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'scripts', include: ['scripts/bench/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'lint',
          include: ['scripts/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      // Cosmos DB against SQLite on every query the app issues, and throttling: api-cosmos only.
      apiProject(
        'api',
        ['api/test/**/*.test.ts'],
        ['api/test/store-parity.test.ts', 'api/test/cosmos-throttling.test.ts'],
      ),
      // The API test files that depend on queries (list views, search, counts, paging, races, jobs, summaries),
      // run again on the Cosmos DB adapter against the local Cosmos server (ADR 0032); the same global setup
      // starts the stack with the store the project's name says.
      apiProject('api-cosmos', COSMOS_API_TESTS),
      // Web files share one worker and module graph (React, Fluent UI and happy-dom imported once, not per file:
      // 98 s of CPU instead of 364 s). A file that mocks modules, or needs modules fresh, runs in web-isolated.
      {
        test: {
          name: 'web',
          include: WEB_TESTS,
          exclude: WEB_ISOLATED,
          environment: 'node',
          setupFiles: ['web/src/test-setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: WEB_ISOLATED,
          environment: 'node',
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
});
