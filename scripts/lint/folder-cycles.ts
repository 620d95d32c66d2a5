/**
 * Import cycles between folders (issue 31), measured on the real imports.
 *
 * A folder is a directory (or a top-level file) directly under one of FOLDER_ROOTS: the domain's folders, api/src's
 * (with `seed/seed-data` apart from the seeding, as in API_LAYERS), each web feature, web/src/lib's and web/src/app's
 * folders, and the builder's sub-folders. Every import of a source file (static, `export ... from`, `import type`,
 * dynamic `import()`) is resolved to a file as TypeScript does: a relative path (a `.js` spelling names the `.ts` or
 * `.tsx` file), or `@portal/domain` (the domain's index). Two folders are in a cycle when each reaches the other;
 * every import on such a cycle is reported, by folder pair, with one import that makes it.
 *
 * Tests and their helpers are left out (as in the web direction zones of boundaries.js): a test may import what it
 * tries from anywhere.
 *
 * Run `node --experimental-transform-types scripts/lint/folder-cycles.ts` for the report; the Vitest project `lint`
 * (folder-cycles.test.ts) fails on any cycle. The layers that keep it so are ESLint's (scripts/lint/boundaries.js:
 * API_LAYERS, BUILDER_LAYERS, DOMAIN_LAYERS); this measure also sees the folders no layer list covers.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Where folders live: every directory or file directly under one of these is a folder (the longest root wins). */
export const FOLDER_ROOTS = [
  'packages/domain/src',
  'api/src',
  'web/src',
  'web/src/features',
  'web/src/features/builder',
  'web/src/lib',
  'web/src/app',
];

/** Folders deeper than a root's children, which count on their own (as in API_LAYERS). */
export const NESTED_FOLDERS = ['api/src/seed/seed-data'];

/** Package imports and the file each resolves to. */
export const PACKAGES: Record<string, string> = { '@portal/domain': 'packages/domain/src/index.ts' };

/** Tests and their helpers: a test imports what it tries, from anywhere. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|(^|\/)test-(support|harness|setup)\.tsx?$|fixtures?\.tsx?$/;

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;

export type SourceFiles = Record<string, string>;

export interface FolderGraph {
  /** from folder -> to folder -> the imports that make the edge, as `file: 'specifier'`. */
  edges: Map<string, Map<string, string[]>>;
  /** Relative or package imports that name no file. */
  unresolved: string[];
}

export interface FolderCycle {
  /** The folders that reach each other, sorted. */
  folders: string[];
  /** Every import between two of them, as `from -> to`, sorted, with one import that makes it. */
  edges: { edge: string; example: string }[];
}

const posix = (p: string) => p.split(path.sep).join('/');

/** The folder a repository path belongs to, or undefined when it lies under no root. */
export function folderOf(file: string): string | undefined {
  const nested = NESTED_FOLDERS.filter((n) => file.startsWith(`${n}/`)).sort(
    (a, b) => b.length - a.length,
  )[0];
  if (nested) return nested;
  const root = FOLDER_ROOTS.filter((r) => file.startsWith(`${r}/`)).sort((a, b) => b.length - a.length)[0];
  if (!root) return undefined;
  return `${root}/${file.slice(root.length + 1).split('/')[0]}`;
}

export const isTestFile = (file: string) => TEST_FILE.test(file);

/** The module specifiers a file imports: static, re-exports, type-only, `import()` and `import('x').T`. */
export function importsOf(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file an import names, as TypeScript resolves it; undefined when it names none; null for another package. */
export function resolveImport(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | undefined | null {
  const bare = specifier.replace(/\?.*$/, '');
  if (PACKAGES[bare]) return PACKAGES[bare];
  if (!bare.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  const candidates = [target];
  const js = /\.(m?)js(x?)$/.exec(target);
  if (js) {
    const stem = target.slice(0, -js[0].length);
    candidates.push(`${stem}.${js[1]}ts`, `${stem}.${js[1]}tsx`, `${stem}.tsx`);
  }
  if (!/\.[a-z]+$/i.test(target)) {
    candidates.push(`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`);
  }
  return candidates.find(exists);
}

/** The import graph between folders of the given source files (repository paths to their text). */
export function folderGraph(
  files: SourceFiles,
  exists: (file: string) => boolean = (f) => Object.hasOwn(files, f),
): FolderGraph {
  const edges = new Map<string, Map<string, string[]>>();
  const unresolved: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const from = folderOf(file);
    if (!from || isTestFile(file) || !SOURCE_FILE.test(file)) continue;
    for (const specifier of importsOf(file, text)) {
      const target = resolveImport(file, specifier, exists);
      if (target === null) continue;
      if (target === undefined) {
        unresolved.push(`${file}: '${specifier}'`);
        continue;
      }
      const to = folderOf(target);
      if (!to || to === from) continue;
      const byTarget = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, byTarget);
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${file}: '${specifier}'`]);
    }
  }
  return { edges, unresolved };
}

/** The strongly connected components of the graph (Tarjan), each a set of folders that reach each other. */
function components(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      found.push(component);
    }
  };
  for (const v of [...graph.edges.keys()].sort()) if (!index.has(v)) connect(v);
  return found;
}

/** Every cycle between folders: each group of folders that reach each other, with the imports between them. */
export function folderCycles(graph: FolderGraph): FolderCycle[] {
  return components(graph)
    .filter((c) => c.length > 1)
    .map((c) => {
      const folders = [...c].sort();
      const inside = new Set(folders);
      const edges = folders.flatMap((from) =>
        [...(graph.edges.get(from) ?? new Map<string, string[]>())]
          .filter(([to]) => inside.has(to))
          .map(([to, imports]) => ({ edge: `${from} -> ${to}`, example: imports[0]! })),
      );
      return { folders, edges: edges.sort((a, b) => a.edge.localeCompare(b.edge)) };
    })
    .sort((a, b) => a.folders[0]!.localeCompare(b.folders[0]!));
}

/** Every source file under the roots of the repository at `root`, by repository path. */
export function repositoryFiles(root: string): SourceFiles {
  const files: SourceFiles = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (SOURCE_FILE.test(entry.name)) files[file] = readFileSync(path.join(root, file), 'utf8');
    }
  };
  for (const dir of ['packages/domain/src', 'api/src', 'web/src']) walk(dir);
  return files;
}

/** The folder graph of the repository at `root` (an import may name a file outside the roots, e.g. CHANGELOG.md). */
export function repositoryGraph(root: string): FolderGraph {
  const files = repositoryFiles(root);
  return folderGraph(files, (f) => Object.hasOwn(files, f) || existsSync(path.join(root, f)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = posix(fileURLToPath(new URL('../../', import.meta.url)));
  const cycles = folderCycles(repositoryGraph(root));
  for (const cycle of cycles) {
    console.log(`\n${cycle.folders.length} folders reach each other: ${cycle.folders.join(', ')}`);
    for (const { edge, example } of cycle.edges) console.log(`  ${edge}    e.g. ${example}`);
  }
  console.log(`\n${cycles.length} cycle(s) between folders.`);
  process.exitCode = cycles.length ? 1 : 0;
}
