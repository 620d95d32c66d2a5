/**
 * The boundaries of the house (ADR 0025) fail on a deliberate violation and pass on a legal import: ESLint is run
 * with the repository's own eslint.config.js on code written as if it sat at the given path. Every import below
 * names a file that exists, because an import the resolver cannot find is not checked (TypeScript refuses it).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { API_LAYERS, BUILDER_LAYERS, DOMAIN_LAYERS } from './boundaries.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

/** The boundary messages for `code` (one upward import) in a probe file of `folder` under a layered `root`. */
const upwardErrors = (root: string, folder: string, code: string, ext = 'ts') =>
  boundaryErrors(`${root}/${folder}/boundary-probe.${ext}`, `${code}\nexport const x = 1;\n`);

/** The folders and top-level source files of `root` that no layer places (a new folder cannot slip past). */
function unplaced(root: string, layers: readonly (readonly string[])[]): string[] {
  const placed = new Set(layers.flat());
  return readdirSync(new URL(`../../${root}`, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory() || (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)))
    .map((e) => e.name)
    .filter((name) => !placed.has(name));
}

describe('web features import no other feature, however the path is written', () => {
  const file = 'web/src/features/engagements/boundary-probe.tsx';

  it.each([
    ['a sibling written ../other/x', "import { ClientsPage } from '../clients/clients-page.tsx';"],
    ['through features/', "import { ClientsPage } from '../../features/clients/clients-page.tsx';"],
    ['a deep relative path', "import { ClientsPage } from '../../../src/features/clients/clients-page.tsx';"],
  ])('refuses %s', async (_, code) => {
    const errors = await boundaryErrors(file, `${code}\nexport const x = ClientsPage;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features do not import each other');
  });

  it('allows its own files and web/src/lib', async () => {
    const code = [
      "import { useDeckJob } from './use-deck-job.ts';",
      "import { PageSpinner } from '../../lib/page-spinner.tsx';",
      'export const x = [useDeckJob, PageSpinner];',
    ].join('\n');
    expect(await boundaryErrors(file, `${code}\n`)).toEqual([]);
  });
});

describe('the domain package imports only its own files', () => {
  const file = 'packages/domain/src/documents/boundary-probe.ts';

  it('refuses an import of api code by a relative path', async () => {
    const code =
      "import { HttpError } from '../../../../api/src/http/errors.ts';\nexport const x = HttpError;\n";
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The domain package is pure');
  });

  it('refuses an import of web code by a relative path', async () => {
    const code =
      "import { PageSpinner } from '../../../../web/src/lib/page-spinner.tsx';\nexport const x = PageSpinner;\n";
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it('allows its own modules', async () => {
    const code = "import { TEMPLATE_IDS } from './templates.ts';\nexport const x = TEMPLATE_IDS;\n";
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('the domain is layered: format and auth < contracts < ... < solutions < documents (issue 31)', () => {
  const domain = 'packages/domain/src';

  it.each([
    // The contracts are the bottom but for their primitives: the documents, the users' rules sit above them.
    ['contracts', "import { TEMPLATE_IDS } from '../documents/templates.ts';"],
    ['contracts', "import { roleAfterChange } from '../users/role-changes.ts';"],
    ['format', "import { line } from '../contracts/common.ts';"],
    // Route policies are the role's own rules: asking a solution's access would close auth <-> solutions.
    ['auth', "import { solutionViewsFor } from '../solutions/access.ts';"],
    // Nearly every folder reads the capability tree's rules, so they read no solution stage or catalogue diff.
    ['builder', "import { solutionProgressBar } from '../solutions/progress.ts';"],
    ['builder', "import { catalogueChangesByCapability } from '../catalogue/diff.ts';"],
    ['schedule', "import { ROM_BANDS } from '../estimate/estimate.ts';"],
    // Folders of one layer do not import each other either.
    ['relevance', "import { linkedControlIds } from '../security/applicable-controls.ts';"],
  ])('refuses %s importing upwards: %s', async (folder, code) => {
    const errors = await upwardErrors(domain, folder, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`${domain}/${folder} is layer`);
    expect(errors[0]).toContain('DOMAIN_LAYERS');
  });

  it('allows the imports downwards', async () => {
    const code = [
      "import { solutionStage } from '../solutions/stages.ts';",
      "import { DOCUMENT_TYPE } from '../contracts/document-types.ts';",
      "import { isHidden } from '../builder/tree.ts';",
      "import { ROLE_IDS } from '../auth/roles.ts';",
      "import { formatDateLong } from '../format/dates.ts';",
      'export const x = [solutionStage, DOCUMENT_TYPE, isHidden, ROLE_IDS, formatDateLong];',
    ].join('\n');
    expect(await boundaryErrors(`${domain}/documents/boundary-probe.ts`, `${code}\n`)).toEqual([]);
  });

  it('lets a test import what it tries from anywhere', async () => {
    const code =
      "import { TEMPLATE_IDS } from '../documents/templates.ts';\nexport const x = TEMPLATE_IDS;\n";
    expect(await boundaryErrors(`${domain}/contracts/boundary-probe.test.ts`, code)).toEqual([]);
  });

  it('places every folder and top-level file of the domain in a layer (a new folder cannot slip past)', () => {
    expect(unplaced(domain, DOMAIN_LAYERS)).toEqual([]);
  });
});

describe('api/src folders import only lower layers, so no two folders import each other', () => {
  it.each([
    // documents imports jobs (its job runner), so jobs importing documents would close a cycle.
    ['api/src/jobs/boundary-probe.ts', "import { runDocumentJob } from '../documents/document-job.ts';"],
    // notifications reads solutions, so solutions importing notifications would close a cycle.
    [
      'api/src/solutions/boundary-probe.ts',
      "import { runNotification } from '../notifications/notification-job.ts';",
    ],
    // http resolves the signed-in user from identity; identity importing http would close a cycle.
    ['api/src/identity/boundary-probe.ts', "import { resolveActor } from '../http/current-user.ts';"],
    // seed-data is plain data under seed/: it never imports the seeding that uses it.
    ['api/src/seed/seed-data/boundary-probe.ts', "import { seedCatalogue } from '../seed.ts';"],
  ])('refuses %s importing upwards', async (file, code) => {
    const errors = await boundaryErrors(file, `${code}\nexport const x = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('API_LAYERS');
  });

  it('allows the import downwards, and a file of its own folder', async () => {
    const code = [
      "import { startJob } from '../jobs/job-service.ts';",
      "import { SECURITY_CONTROLS } from '../seed/seed-data/security-controls.ts';",
      "import { writeRomDeck } from './rom-deck.ts';",
      'export const x = [startJob, SECURITY_CONTROLS, writeRomDeck];',
    ].join('\n');
    expect(await boundaryErrors('api/src/documents/boundary-probe.ts', `${code}\n`)).toEqual([]);
  });

  it('places every folder and top-level file of api/src in a layer (a new folder cannot slip past)', () => {
    expect(unplaced('api/src', API_LAYERS)).toEqual([]);
  });
});

describe('the builder is layered: state < api < editors < steps / read-only view < page (issue 31)', () => {
  const builder = 'web/src/features/builder';

  it.each([
    // The store is the bottom: the page's own context and the save's transport sit beside it, not above.
    ['state', "import { BuilderView } from '../page/builder-view.tsx';"],
    ['api', "import { CloseStep } from '../steps/close-step.tsx';"],
    ['tree', "import { ActionPanel } from '../detail/action-panel.tsx';"],
    // The Deliver step shows the read-only view, so the read-only view never shows a step.
    ['readonly', "import { DeliverStep } from '../steps/deliver-step.tsx';"],
    ['steps', "import { SolutionScreen } from '../page/solution-screen.tsx';"],
    // Folders of one layer do not import each other either.
    ['steps', "import { LeftPanel } from '../panel/left-panel.tsx';"],
  ])('refuses %s importing upwards: %s', async (folder, code) => {
    const errors = await upwardErrors(builder, folder, code, 'tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`${builder}/${folder} is layer`);
    expect(errors[0]).toContain('BUILDER_LAYERS');
  });

  it('allows the imports downwards', async () => {
    const code = [
      "import { ReadOnlyView } from '../readonly/read-only-view.tsx';",
      "import { ApprovalsTable } from '../review/approvals-table.tsx';",
      "import { ActionPanel } from '../detail/action-panel.tsx';",
      "import { useSolutionDocuments } from '../api/documents.ts';",
      "import { useSolutionPage } from '../state/page-context.tsx';",
      'export const x = [ReadOnlyView, ApprovalsTable, ActionPanel, useSolutionDocuments, useSolutionPage];',
    ].join('\n');
    expect(await boundaryErrors(`${builder}/steps/boundary-probe.tsx`, `${code}\n`)).toEqual([]);
  });

  it('lets a test render the page around the part it tries', async () => {
    const code = "import { BuilderView } from '../page/builder-view.tsx';\nexport const x = BuilderView;\n";
    expect(await boundaryErrors(`${builder}/state/boundary-probe.test.tsx`, code)).toEqual([]);
  });

  it('places every folder and top-level file of the builder in a layer (a new folder cannot slip past)', () => {
    expect(unplaced(builder, BUILDER_LAYERS)).toEqual([]);
  });
});

describe('no loophole in the spelling of a path (issue 31)', () => {
  /** Every message of the boundary and resolution rules for `code` at `filePath`. */
  async function errors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
    return result!.messages
      .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-unresolved')
      .map((m) => `${m.ruleId}: ${m.message}`);
  }

  it.each([
    // TypeScript accepts a '.js' spelling of a '.ts' file; the zones could not see where it led.
    [
      'web/src/features/engagements/boundary-probe.tsx',
      "import { ClientsPage } from '../clients/clients-page.js';",
    ],
    [
      'packages/domain/src/documents/boundary-probe.ts',
      "import { x } from '../../../../api/src/rate-card/rate-card-store.js';",
    ],
    ['api/src/jobs/boundary-probe.ts', "import { x } from '../documents/no-such-file.ts';"],
  ])('%s: refuses %s (it names no file)', async (file, code) => {
    const found = await errors(file, `${code}\nexport const y = 1;\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('import-x/no-unresolved');
  });

  it.each([
    [
      'web/src/lib/boundary-probe.ts',
      "import { ClientsPage } from '../features/clients/clients-page.tsx';",
      'web/src/lib is shared',
    ],
    [
      'web/src/lib/data/boundary-probe.ts',
      "import { appRoutes } from '../../app/router.tsx';",
      'web/src/lib is shared',
    ],
    [
      'web/src/features/clients/boundary-probe.tsx',
      "import { appRoutes } from '../../app/router.tsx';",
      'Features do not import the app',
    ],
  ])('%s: refuses %s (one way: app, features, lib)', async (file, code, message) => {
    const found = await errors(file, `${code}\nexport const y = 1;\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it('lets a test render the whole app around the part it tries', async () => {
    const code = "import { App } from '../../app/app.tsx';\nexport const y = App;\n";
    expect(await errors('web/src/lib/jobs/boundary-probe.test.tsx', code)).toEqual([]);
  });

  it('lets the app import features and lib', async () => {
    const code = [
      "import ClientsPage from '../features/clients/clients-page.tsx';",
      "import { PageSpinner } from '../lib/page-spinner.tsx';",
      'export const y = [ClientsPage, PageSpinner];',
    ].join('\n');
    expect(await errors('web/src/app/boundary-probe.tsx', `${code}\n`)).toEqual([]);
  });
});

describe('a store container is opened only by its owner module (ADR 0063)', () => {
  const code = [
    "import type { Services } from '../services.ts';",
    "export const usersHere = (services: Services) => services.store.container<{ id: string }>('users');",
    '',
  ].join('\n');
  const storeErrors = async (filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('refuses store.container( anywhere else in the API', async () => {
    const errors = await storeErrors('api/src/search/boundary-probe.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Open a store container only in its owner module');
  });

  it('allows the owner module', async () => {
    expect(await storeErrors('api/src/identity/user-store.ts')).toEqual([]);
  });
});
