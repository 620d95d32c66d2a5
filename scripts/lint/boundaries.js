// The boundaries of the house, checked on resolved paths (ADR 0025), so every spelling of an import counts:
// `../other/x.ts`, `../../features/other/x.ts` and deep relative paths alike.
// - web/src/features/X imports no other feature: shared code lives in web/src/lib, web/src/app composes features.
// - packages/domain imports only its own files (and zod, by the bare-import rule in eslint.config.js).
// - api/src is layered: a folder imports only folders listed below it in API_LAYERS, so no two folders can
//   import each other (a cycle between folders always needs one import that goes up).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const FEATURES = readdirSync(new URL('../../web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * api/src from the bottom up. Each entry is one layer: a folder or file of api/src (several share a layer only
 * when none imports another). A file may import its own layer's folder and any layer below, never one above.
 */
export const API_LAYERS = [
  ['ports'],
  ['telemetry'],
  ['adapters'],
  ['config.ts'],
  ['services.ts'],
  ['identity'],
  ['seed/seed-data'],
  ['http'],
  ['audit'],
  ['reference'],
  ['catalogue'],
  ['rate-card'],
  ['jobs'],
  ['files'],
  ['templates'],
  ['history'],
  ['solutions'],
  ['estimate'],
  ['engagements'],
  ['documents'],
  ['notifications', 'aep'],
  ['presence', 'search', 'summaries', 'invitations', 'users', 'capability-roles', 'places'],
  ['seed'],
  ['functions'],
  ['composition.ts'],
  ['index.ts', 'local'],
];

const api = (p) => `./api/src/${p}`;

function apiZones() {
  const zones = [];
  API_LAYERS.forEach((layer, i) => {
    const above = API_LAYERS.slice(i + 1).flat();
    if (above.length === 0) return;
    // Folders of one layer never import each other either.
    for (const element of layer) {
      const peers = layer.filter((p) => p !== element);
      zones.push({
        target: api(element),
        from: [...above, ...peers].map(api),
        // seed/seed-data sits inside seed/ but far below it: whoever may import seed-data is not refused by seed.
        ...(above.includes('seed') ? { except: ['./seed-data'] } : {}),
        message: `api/src/${element} is layer ${i + 1} of API_LAYERS (scripts/lint/boundaries.js): it imports only lower layers. Move the shared piece down, or register it from above.`,
      });
    }
  });
  return zones;
}

export const boundaryZones = () => [
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other; move shared code to web/src/lib (web/src/app composes features).',
  })),
  {
    target: './packages/domain/src',
    from: '.',
    except: ['./packages/domain', './node_modules'],
    message: 'The domain package is pure: it imports only zod and its own modules.',
  },
  { target: './api/src', from: './web', message: 'The API does not import web code.' },
  {
    target: './web/src',
    from: './api',
    message: 'The web app does not import API code; share through @portal/domain.',
  },
  ...apiZones(),
];

/**
 * One way in the web app (bulletproof-react): the app composes the features, the features use lib, lib uses neither.
 * Tests are left out: a journey test renders the whole app (app.tsx, router.tsx) around the part it tries.
 */
export const webDirectionZones = () => [
  {
    target: './web/src/lib',
    from: ['./web/src/features', './web/src/app'],
    message: 'web/src/lib is shared by the features: it imports no feature and not the app.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app; the app composes them (web/src/app).',
  },
];

const WEB_TESTS = [
  'web/src/**/*.test.{ts,tsx}',
  'web/src/**/test-support.{ts,tsx}',
  'web/src/**/*.fixture*.{ts,tsx}',
];

/** The flat-config blocks: the import-x plugin, a resolver that follows the written `.ts`/`.tsx` paths, the zones. */
const block = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
  },
};
export const boundaries = [
  {
    ...block,
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones() }],
      // An import the resolver cannot find is not checked by the zones: a relative path spelled '.js' for a '.ts'
      // file (TypeScript accepts it) slipped past them (issue 31). Every import must name a file that exists.
      'import-x/no-unresolved': 'error',
    },
  },
  {
    ...block,
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: WEB_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...boundaryZones(), ...webDirectionZones()] },
      ],
    },
  },
];
