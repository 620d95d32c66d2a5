/**
 * Import cycles between folders (issue 31): the measure on small repositories written here, then the repository's
 * own, which has none: not in api/src, web/src, the builder, nor the domain (layered since ADR 0067).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  folderCycles,
  folderGraph,
  folderOf,
  repositoryGraph,
  type FolderCycle,
  type FolderGraph,
  type SourceFiles,
} from './folder-cycles.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The folders of each cycle of a small repository, short names (the last part of the path). */
function cyclesOf(files: SourceFiles): string[][] {
  return folderCycles(folderGraph(files)).map((c) => c.folders.map((f) => f.split('/').pop()!));
}

const D = 'packages/domain/src';
const B = 'web/src/features/builder';

describe('folderOf: a folder is a directory (or top-level file) under a root', () => {
  it.each([
    [`${D}/contracts/common.ts`, `${D}/contracts`],
    [`${D}/index.ts`, `${D}/index.ts`],
    ['api/src/http/parse.ts', 'api/src/http'],
    ['api/src/seed/seed.ts', 'api/src/seed'],
    ['api/src/seed/seed-data/catalogue.ts', 'api/src/seed/seed-data'],
    ['web/src/features/clients/clients-page.tsx', 'web/src/features/clients'],
    [`${B}/page/builder-view.tsx`, `${B}/page`],
    [`${B}/solution-page.tsx`, `${B}/solution-page.tsx`],
    ['web/src/lib/data/solutions.ts', 'web/src/lib/data'],
    ['web/src/app/shell/header.tsx', 'web/src/app/shell'],
    ['web/src/app/router.tsx', 'web/src/app/router.tsx'],
    ['web/src/main.tsx', 'web/src/main.tsx'],
    ['scripts/dev.mjs', undefined],
  ])('%s is in %s', (file, folder) => {
    expect(folderOf(file)).toBe(folder);
  });
});

describe('folderCycles on small repositories', () => {
  it.each<[string, SourceFiles, string[][]]>([
    [
      'two folders importing each other',
      {
        [`${D}/a/x.ts`]: "import { y } from '../b/y.ts';\nexport const x = y;",
        [`${D}/b/y.ts`]: "import { z } from '../a/z.ts';\nexport const y = z;",
        [`${D}/a/z.ts`]: 'export const z = 1;',
      },
      [['a', 'b']],
    ],
    [
      'three folders in a ring, one reached by a `.js` spelling of a `.ts` file',
      {
        [`${D}/a/x.ts`]: "export { y } from '../b/y.js';",
        [`${D}/b/y.ts`]: "import '../c/z.ts';\nexport const y = 1;",
        [`${D}/c/z.ts`]: "import type { X } from '../a/x.ts';\nexport type Z = X;",
      },
      [['a', 'b', 'c']],
    ],
    [
      'a ring closed by a lazy import() and a file named without its extension',
      {
        [`${B}/page/view.tsx`]: "import { s } from '../state/store';\nexport const v = s;",
        [`${B}/state/store.ts`]: "export const s = () => import('../page/view.tsx');",
      },
      [['page', 'state']],
    ],
    [
      'the domain package reached by its name, and the domain importing web back',
      {
        'web/src/lib/format/f.ts': "import { d } from '@portal/domain';\nexport const f = d;",
        [`${D}/index.ts`]: "export { d } from './dates/d.ts';",
        [`${D}/dates/d.ts`]: "import '../../../../web/src/lib/format/f.ts';\nexport const d = 1;",
      },
      [['dates', 'index.ts', 'format']],
    ],
    [
      'two cycles, reported apart',
      {
        [`${D}/a/x.ts`]: "import '../b/y.ts';",
        [`${D}/b/y.ts`]: "import '../a/x.ts';\nimport '../c/z.ts';",
        [`${D}/c/z.ts`]: "import '../d/w.ts';",
        [`${D}/d/w.ts`]: "import '../c/z.ts';",
      },
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
  ])('finds %s', (_, files, expected) => {
    expect(cyclesOf(files)).toEqual(expected);
  });

  it.each<[string, SourceFiles]>([
    [
      'a chain one way',
      {
        [`${D}/a/x.ts`]: "import { y } from '../b/y.ts';\nexport const x = y;",
        [`${D}/b/y.ts`]: "import { z } from '../c/z.ts';\nexport const y = z;",
        [`${D}/c/z.ts`]:
          "import { w } from '../c/w.ts';\nimport { z as zod } from 'zod';\nexport const z = [w, zod];",
        [`${D}/c/w.ts`]: "import { z } from './z.ts';\nexport const w = z;",
      },
    ],
    [
      'a test importing back (tests import what they try from anywhere)',
      {
        [`${B}/page/view.tsx`]: "import { s } from '../state/store.ts';\nexport const v = s;",
        [`${B}/state/store.ts`]: 'export const s = 1;',
        [`${B}/state/store.test.ts`]: "import { v } from '../page/view.tsx';\nexport const t = v;",
        [`${B}/state/test-support.tsx`]: "import { v } from '../page/view.tsx';\nexport const t = v;",
      },
    ],
    [
      'the seeding importing a folder that imports the seed data (seed-data is a folder of its own)',
      {
        'api/src/seed/seed.ts': "import { t } from '../templates/t.ts';\nexport const s = t;",
        'api/src/templates/t.ts': "import { d } from '../seed/seed-data/d.ts';\nexport const t = d;",
        'api/src/seed/seed-data/d.ts': 'export const d = 1;',
      },
    ],
    [
      'the builder importing its sub-folders, one way',
      {
        'web/src/app/route.tsx': "import '../features/builder/solution-page.tsx';",
        [`${B}/solution-page.tsx`]: "import './page/view.tsx';",
        [`${B}/page/view.tsx`]: "import '../../../lib/x.ts';\nimport '../state/store.ts';",
        [`${B}/state/store.ts`]: "import '../../../lib/x.ts';",
        'web/src/lib/x.ts': 'export const x = 1;',
      },
    ],
  ])('finds none in %s', (_, files) => {
    expect(cyclesOf(files)).toEqual([]);
  });

  it('names every import on a cycle with one import that makes it, and the imports that name no file', () => {
    const graph = folderGraph({
      [`${D}/a/x.ts`]: "import '../b/y.ts';\nimport '../b/missing.js';",
      [`${D}/b/y.ts`]: "import '../a/x.ts';",
    });
    expect(folderCycles(graph)).toEqual([
      {
        folders: [`${D}/a`, `${D}/b`],
        edges: [
          { edge: `${D}/a -> ${D}/b`, example: `${D}/a/x.ts: '../b/y.ts'` },
          { edge: `${D}/b -> ${D}/a`, example: `${D}/b/y.ts: '../a/x.ts'` },
        ],
      },
    ]);
    expect(graph.unresolved).toEqual([`${D}/a/x.ts: '../b/missing.js'`]);
  });
});

describe('the repository', () => {
  let graph: FolderGraph;
  let cycles: FolderCycle[];
  beforeAll(() => {
    graph = repositoryGraph(root);
    cycles = folderCycles(graph);
  }, 120_000);

  it('has no cycle between folders (domain, api, web, builder)', () => {
    const found = cycles.flatMap((c) => c.edges.map((e) => `${e.edge}    (${e.example})`));
    expect(found, 'Imports that close a cycle between folders: move the shared piece down').toEqual([]);
  });

  it('resolves every import of the folders to a file', () => {
    expect(graph.unresolved).toEqual([]);
  });
});
