import { defineConfig } from 'vitest/config';

/**
 * Test projects: domain rules (pure), api-unit (api modules without the stack), scripts (the bench runner),
 * api (every endpoint against the real local stack: SQLite + Azurite + the local push endpoint), web (components
 * and hooks), lint (the boundary rules of eslint.config.js, run on deliberate violations).
 * Playwright specs under tests/e2e are run by Playwright, never by Vitest.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api-unit', include: ['api/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/bench/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'lint',
          include: ['scripts/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['api/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
});
