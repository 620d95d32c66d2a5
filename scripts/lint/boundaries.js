// The boundaries of the house, checked on resolved paths (ADR 0025), so every spelling of an import counts:
// `../other/x.ts`, `../../features/other/x.ts` and deep relative paths alike.
// - web/src/features/X imports no other feature: shared code lives in web/src/lib, web/src/app composes features.
// - packages/domain imports only its own files (and zod, by the bare-import rule in eslint.config.js).
// - api/src is layered: a folder imports only folders listed below it in API_LAYERS, so no two folders can
//   import each other (a cycle between folders always needs one import that goes up).
// - the builder (web/src/features/builder) is layered the same way, by BUILDER_LAYERS (issue 31).
// - the domain package (packages/domain/src) is layered the same way, by DOMAIN_LAYERS (issue 31, ADR 0067).
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

/**
 * The solution builder (web/src/features/builder) from the bottom up, as API_LAYERS (issue 31): state < api <
 * editors < steps / read-only view < page. Tests are left out (a test renders the page around what it tries).
 */
export const BUILDER_LAYERS = [
  // The builder store (draft, tree, save queue and its transport, conflicts) and what every part of the page
  // shares with it: the page context (who is looking, the reference data), the store's derived hooks.
  ['state'],
  // Calls to the API besides the save: document jobs and the documents list, CPoR answers, approvals, export.
  ['api'],
  // Small pieces several folders use: starting a job, 'Generate the customer proposal', icon button, panel styles.
  ['shared'],
  // The editors, lowest first: metrics and lists; the capability tree; the detail panels (which show the
  // tree's figures and metrics); the derived views' pane (which opens the detail panels).
  ['metrics', 'lists'],
  ['tree'],
  ['detail'],
  ['derived'],
  // What both the steps and the read-only view show: the Review step's summary, accordion and approvals table;
  // the partner's steps.
  ['review', 'partner'],
  // The read-only tabbed view, which the Deliver step shows too.
  ['readonly'],
  ['steps', 'panel'],
  // Loader, layout, step tabs, bars, dialogs, menus: it composes the rest.
  ['page'],
  ['solution-page.tsx', 'screenshot'],
];

/**
 * The domain package (packages/domain/src) from the bottom up, as API_LAYERS (issue 31, ADR 0067): the formatting
 * helpers and the role model, then the contracts (the stored and sent shapes), then the rules that read them, the
 * documents and the screens' own rules on top. Tests and fixtures are left out (a test imports what it tries).
 */
export const DOMAIN_LAYERS = [
  // Pure helpers and constants that import nothing of the domain.
  ['format', 'constants.ts'],
  // The role model: roles, organisations, modes and the permission table. The contracts name its roles.
  ['auth'],
  // The zod schemas of what is stored and sent, with their primitives (document types, settings, sliders, ...).
  ['contracts'],
  // Small rules over one contract each: users' role changes, places, presence, the risk questions, timeline colours.
  ['users', 'places', 'presence', 'risk', 'timeline'],
  // The capability tree's rules (the builder's) and the CPoR wizard.
  ['builder', 'cpor'],
  // What reads the tree or the CPoR: catalogue exposure and editing, relevance, security controls, notifications.
  ['catalogue', 'relevance', 'security', 'notifications'],
  ['schedule'],
  ['estimate', 'people'],
  // A solution's access, stages, approvers and import.
  ['solutions'],
  // The documents' models, which read all of the above.
  ['documents'],
  // The screens' own rules: engagements and the deck, the admin pages, AEP, history, search, the shell, contacts.
  ['engagements', 'admin', 'aep', 'history', 'search', 'shell', 'contacts'],
  ['index.ts'],
];

/**
 * Zones for a layered tree: each element of `layers` (a folder or file under `root`) imports only its own folder
 * and the layers below it; the folders of one layer do not import each other.
 */
function layerZones(root, layers, name) {
  const at = (p) => `${root}/${p}`;
  const zones = [];
  layers.forEach((layer, i) => {
    const above = layers.slice(i + 1).flat();
    for (const element of layer) {
      const peers = layer.filter((p) => p !== element);
      const from = [...above, ...peers];
      if (from.length === 0) continue;
      // A folder placed inside a higher one (api's seed/seed-data in seed/) stays importable from below it.
      const nested = layers
        .slice(0, i + 1)
        .flat()
        .flatMap((low) =>
          from.filter((high) => low.startsWith(`${high}/`)).map((high) => `./${low.slice(high.length + 1)}`),
        );
      zones.push({
        target: at(element),
        from: from.map(at),
        ...(nested.length ? { except: nested } : {}),
        message: `${at(element).slice(2)} is layer ${i + 1} of ${name} (scripts/lint/boundaries.js): it imports only lower layers. Move the shared piece down, or hand it in from above.`,
      });
    }
  });
  return zones;
}

const apiZones = () => layerZones('./api/src', API_LAYERS, 'API_LAYERS');

export const builderZones = () => layerZones('./web/src/features/builder', BUILDER_LAYERS, 'BUILDER_LAYERS');

export const domainZones = () => layerZones('./packages/domain/src', DOMAIN_LAYERS, 'DOMAIN_LAYERS');

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

/** The domain's tests and fixtures, as folder-cycles.ts leaves them out: a test imports what it tries. */
const DOMAIN_TESTS = [
  'packages/domain/src/**/*.test.ts',
  'packages/domain/src/**/test-support.ts',
  'packages/domain/src/**/*fixture.ts',
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
        { basePath: ROOT, zones: [...boundaryZones(), ...webDirectionZones(), ...builderZones()] },
      ],
    },
  },
  {
    ...block,
    files: ['packages/domain/src/**/*.ts'],
    ignores: DOMAIN_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...boundaryZones(), ...domainZones()] },
      ],
    },
  },
];
