// Lint rules, and the boundaries of the house: the domain package imports no web, api or SDK code;
// web features do not import each other (shared code goes through web/src/lib); api/src folders are layered.
// The path boundaries are checked on resolved paths by scripts/lint/boundaries.js (ADR 0025).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/boundaries.js';

/** The owner module of each store container (ADR 0063): the only files that open one. */
export const STORE_OWNERS = [
  'api/src/audit/audit-log.ts',
  'api/src/catalogue/versions.ts',
  'api/src/engagements/engagement-store.ts',
  'api/src/files/document-store.ts',
  'api/src/history/history-store.ts',
  'api/src/identity/identity-bindings.ts',
  'api/src/identity/invitation-store.ts',
  'api/src/identity/user-store.ts',
  'api/src/jobs/job-service.ts',
  'api/src/presence/presence-service.ts',
  'api/src/rate-card/rate-card-store.ts',
  'api/src/reference/places-store.ts',
  'api/src/reference/reference-store.ts',
  'api/src/solutions/counter.ts',
  'api/src/solutions/notify.ts',
  'api/src/solutions/repository.ts',
];

const ONLY_DATA_MODULES_READ = {
  selector: 'ImportDeclaration[source.value=/^swr/] > ImportDefaultSpecifier',
  message:
    'useSWR is for web/src/lib/data only: use (or add) the data module of the resource there (ADR 0028).',
};

const WRITE_MESSAGE =
  "A feature writes the cache only through its resource's data module (web/src/lib/data): call (or add) the write there, which updates that module's own keys (issue 31).";
const ONLY_DATA_MODULES_WRITE = [
  {
    selector:
      'ImportDeclaration[source.value=/^swr/] > ImportSpecifier[imported.name=/^(mutate|useSWRConfig)$/]',
    message: WRITE_MESSAGE,
  },
  { selector: "CallExpression[callee.name='mutate'][arguments.length>0]", message: WRITE_MESSAGE },
  { selector: "CallExpression[callee.property.name='mutate'][arguments.length>0]", message: WRITE_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|marked$|diff$|\\.{1,2}/)',
              message:
                'The domain package is pure: it may import only zod, marked (Markdown tokens), diff (word comparison of texts) and its own modules (relative paths: see boundaries).',
            },
          ],
        },
      ],
    },
  },
  {
    // One string rule for every contract (ADR 0009): strings come from the helpers in contracts/common.ts.
    files: ['packages/domain/src/contracts/**/*.ts'],
    ignores: ['packages/domain/src/contracts/common.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name=/^(string|record|any|unknown)$/]",
          message:
            'Use text(), richText(), line(), httpUrl() or storedText() from common.ts: every contract string refuses control characters.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
  {
    // One data module per resource (ADR 0028): only web/src/lib/data reads the API through SWR hooks, so no two
    // pages cache different shapes under one key. Elsewhere import the resource's hook from lib/data.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/data/**'],
    rules: { 'no-restricted-syntax': ['error', ONLY_DATA_MODULES_READ] },
  },
  {
    // Writes beside reads (issue 31): a feature changes what is cached only through a write its resource's data
    // module exports (saveX, useXWrites, ...), which updates that module's own keys. Reading again (`mutate()`)
    // stays allowed. (The same rule again: a later block's no-restricted-syntax replaces the one above.)
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/test-support.{ts,tsx}',
      'web/src/**/test-harness.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': ['error', ONLY_DATA_MODULES_READ, ...ONLY_DATA_MODULES_WRITE] },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(\\.\\./)?web/', message: 'The API does not import web code.' }] },
      ],
    },
  },
  {
    // One way into each store container (ADR 0063): its owner module's accessor (usersOf, solutionsOf, ...). Any
    // other module imports that accessor, so a container's item type, projections and ETag rules live in one place.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/adapters/**', ...STORE_OWNERS],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='container'][callee.object.property.name='store']",
          message:
            'Open a store container only in its owner module (STORE_OWNERS in eslint.config.js): import its accessor (usersOf, solutionsOf, clientsOf, ...) instead (ADR 0063).',
        },
      ],
    },
  },
);
