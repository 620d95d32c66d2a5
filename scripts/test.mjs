// `npm test`: check (types, lint, format), unit + API tests (Vitest), end-to-end tests (Playwright in
// Chromium against the built portal), the bench smoke (every bench part once at small sizes, on the same build),
// then one final line `N passed, N failed` summing every suite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function count(label, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${label}: ${passed} passed, ${failed} failed`);
}

/** Runs a command with its output kept, and prints it when the command ends (so parallel runs do not interleave). */
function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve(status === 0);
    });
  });
}

// 1. Checks: each counts as one test. Each is one single-threaded process, so on two cores the type check runs
//    beside ESLint and then Prettier (~2 min instead of ~4).
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
];
const [typecheckOk, lintAndFormat] = await Promise.all([
  runQuietly(...checks[0]),
  (async () => [await runQuietly(...checks[1]), await runQuietly(...checks[2])])(),
]);
const checked = [typecheckOk, ...lintAndFormat];
checks.forEach(([label], i) => count(label, checked[i] ? 1 : 0, checked[i] ? 0 : 1));

// 2. Vitest: domain, api-unit, api (real local stack), web.
const vitestJson = path.join(out, 'vitest.json');
run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
try {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  // A file that fails to load has no assertions but counts as a failure.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.length,
  ).length;
  count('vitest', report.numPassedTests, report.numFailedTests + brokenFiles);
} catch {
  count('vitest', 0, 1);
}

// 3. Build, then Playwright end to end and the bench smoke on that build.
const built = run('build', 'npm', ['run', 'build']);
if (!built) count('build', 0, 1);
else {
  const pwJson = path.join(out, 'playwright.json');
  run(
    'playwright',
    'npx',
    ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    },
  );
  try {
    const report = JSON.parse(readFileSync(pwJson, 'utf8'));
    const s = report.stats;
    count('playwright', s.expected + (s.flaky ?? 0), s.unexpected + (report.errors?.length ? 1 : 0));
  } catch {
    count('playwright', 0, 1);
  }

  // 4. The bench smoke: every part of `npm run bench` once, quick (small sizes, no targets), so a bench that no
  //    longer runs fails here; one check, failed when any part throws.
  const benched = run('bench (quick)', process.execPath, [
    '--expose-gc',
    '--disable-warning=ExperimentalWarning',
    'scripts/bench/run.mjs',
    '--quick',
  ]);
  count('bench (quick)', benched ? 1 : 0, benched ? 0 : 1);
}

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
