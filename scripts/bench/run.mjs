// `npm run bench`: the platform's performance figures.
//   1. API: requests/s and p50/p99 latency of the solutions list (1,000 solutions) and a single solution read
//      through the local host, against a bare node:http server making the same store call (target ≤ 1.3x).
//   2. Web: gzipped JavaScript that the first route loads, against a bare page that renders the same library
//      components with no application code (target ≤ 1.1x).
//   Also: the domain recompute, the estimate and the schedule (`domain`, `schedule`), the diff of two versions
//   (`history`), tick to totals and size change
//   to the estimate panel (`builder`) and the derived
//   views (`views`: Timeline scale change, People settings change) in Chromium at 4x CPU throttling, and the
//   documents (`documents`: SP051 of 200 capabilities in the job, Generate to the download link, a 20 MB upload).
//   3. Lighthouse (desktop) on /welcome, the solutions list and a solution page, signed in
//      (targets: performance ≥ 95, TBT ≤ 150 ms, CLS 0). `npm run bench -- lighthouse` runs only this part.
//   `npm run bench -- <part>` runs one part (api, domain, schedule, history, builder, views, documents, web, lighthouse).
//   `npm run bench -- --quick` (or BENCH_QUICK=1) runs every part once at small sizes, with no targets: a smoke
//   test that the benches still run, which `npm test` counts as one check. A part that throws is reported and the
//   others still run; the exit code is 1 when any part failed.
//   `BENCH_CPU_PROFILE=<folder>` keeps a Chromium CPU profile of each series of the `views` part (open it in
//   Chrome's DevTools, Performance panel); `LH_SAVE=<folder>` keeps the Lighthouse reports.
// Writes test-results/bench.json (full mode) and prints a summary.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runBundleBench } from './bundle-bench.mjs';
import { runParts } from './runner.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/bench');
mkdirSync(outDir, { recursive: true });

const args = process.argv.slice(2);
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1';
const only = args.find((a) => !a.startsWith('--'));

/** Bundles a TypeScript bench module (workspace code included, npm packages external) and imports it. */
async function load(name) {
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({
    entryPoints: [path.join(root, `scripts/bench/${name}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    alias: { '@portal/domain': path.join(root, 'packages/domain/src/index.ts') },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** ' (target ...)' in full mode; nothing in quick mode, whose small sizes say nothing about the targets. */
const target = (text) => (quick ? '' : `  (target ${text})`);

const PARTS = [
  {
    name: 'api',
    run: async (opts) => (await load('api-bench')).runApiBench(opts),
    print(api) {
      const fmt = (r) =>
        `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}`;
      console.log(
        `\nAPI on loopback (${api.solutions} solutions of ~${(api.solutionBytes / 1024).toFixed(0)} kB, ${api.connections} connections, ${api.runs})`,
      );
      for (const name of ['list', 'read']) {
        const { host, bare } = api[name];
        console.log(
          `  ${name === 'list' ? 'GET /api/sales/solutions     ' : 'GET /api/sales/solutions/{id}'}  local host ${fmt(host)}`,
        );
        console.log(`  ${' '.repeat(29)}  bare http  ${fmt(bare)}`);
        console.log(
          `  ${' '.repeat(29)}  ratio (bare rps / host rps) ${api[name].ratio.toFixed(2)}x, median of ${api[name].ratios.length} pairs [${api[name].ratios.map((r) => r.toFixed(2)).join(', ')}]${target('≤ 1.30x')}`,
        );
      }
      const h = api.history;
      console.log(
        `  GET .../history (a solution with ${h.entries} history entries): first page of 25 ${h.firstPageMs} ms (median of reads), all ${h.entries} in ${h.pages} pages of 100 ${h.walkMs} ms`,
      );
    },
  },
  {
    name: 'domain',
    run: async (opts) => (await load('domain-bench')).runDomainBench(opts),
    print(domain) {
      console.log(
        `\nBuilder recompute (ROM summary + totals) on ${domain.nodes} capability nodes and ${domain.actions} actions`,
      );
      console.log(
        `  cold ${domain.coldMs.toFixed(1)} ms, warm median ${domain.medianMs.toFixed(2)} ms, p95 ${domain.p95Ms.toFixed(2)} ms${target('< 10 ms')}`,
      );
      console.log(`Estimate (solutionEstimate) of the same solution, every action in scope with roles`);
      for (const [name, e] of [
        ['schedule passed in', domain.estimate.withSchedule],
        ['schedule computed ', domain.estimate.withoutSchedule],
      ])
        console.log(
          `  ${name}  cold ${e.coldMs.toFixed(1)} ms, warm median ${e.medianMs.toFixed(2)} ms (main-thread CPU ${e.medianCpuMs.toFixed(2)} ms), min ${e.minMs.toFixed(2)} ms${target('< 30 ms')}`,
        );
    },
  },
  {
    name: 'schedule',
    run: async (opts) => (await load('domain-bench')).runScheduleBench(opts),
    print(schedule) {
      console.log(
        `\nSchedule of ${schedule.actions} in-scope actions with roles and dependency actions (the solution parsed from JSON, as the web and the API hold it), England and Wales' bank holidays (${schedule.holidays} in its span)`,
      );
      console.log(
        `  cold ${schedule.coldMs.toFixed(1)} ms, the next 40 runs (before V8's optimising compiler) median ${schedule.warmingMedianMs.toFixed(2)} ms, then warm median ${schedule.medianMs.toFixed(2)} ms (main-thread CPU ${schedule.medianCpuMs.toFixed(2)} ms), min ${schedule.minMs.toFixed(2)} ms, p95 ${schedule.p95Ms.toFixed(2)} ms${target('< 20 ms')}`,
      );
      console.log(
        `  People figures from it (roles, tables, pyramids): median ${schedule.peopleMedianMs.toFixed(2)} ms; schedule and People figures together: median ${schedule.withPeopleMedianMs.toFixed(2)} ms (main-thread CPU ${schedule.withPeopleMedianCpuMs.toFixed(2)} ms)`,
      );
      console.log(
        `  the same tree as the fixture builds it in memory (copies spread over the heap): median ${schedule.fixtureTreeMedianMs.toFixed(2)} ms`,
      );
    },
  },
  {
    name: 'history',
    run: async (opts) => (await load('history-bench')).runHistoryBench(opts),
    print(h) {
      console.log(
        `\nHistory diff of two stored versions of ${h.nodes} capability nodes and ${h.actions} actions (${h.changes} changes; ${h.partnerChanges} for a partner; median of ${h.runs})`,
      );
      for (const [name, r] of [
        ['full reader, with estimates and words', h.full],
        ['partner (no hours or money)         ', h.partner],
        ['audit trail of a save (diffForHistory)', h.history],
      ])
        console.log(
          `  ${name}  cold ${r.coldMs.toFixed(1)} ms, warm median ${r.medianMs.toFixed(2)} ms (main-thread CPU ${r.medianCpuMs.toFixed(2)} ms), p95 ${r.p95Ms.toFixed(2)} ms${target('< 50 ms')}`,
        );
      console.log(
        `  two schedules (not computed by the diff; dates come from the estimates): median ${h.twoSchedules.medianMs.toFixed(1)} ms`,
      );
    },
  },
  {
    name: 'builder',
    run: async (opts) => (await load('builder-bench')).runBuilderBench(root, opts),
    print(builder) {
      console.log(
        '\nTick to totals and size to estimate in Chromium, 4x CPU throttling (click → ROM total, or the estimate panel, updated → next frame)',
      );
      for (const r of builder) {
        console.log(
          `  ${r.case.padEnd(22)} ${r.action.padEnd(16)} updated ${r.medianTotalsMs.toFixed(0).padStart(4)} ms, frame ${r.medianFrameMs.toFixed(0).padStart(4)} ms (median of ${r.runs}), worst frame ${r.maxFrameMs.toFixed(0)} ms${target('< 100 ms')}`,
        );
      }
    },
  },
  {
    name: 'views',
    run: async (opts) => (await load('views-bench')).runViewsBench(root, opts),
    print(views) {
      console.log(`\nDerived views in Chromium, 4x CPU throttling (${views.capabilityRows} capability rows)`);
      for (const [name, r, what] of [
        ['Timeline scale change', views.timeline, 'scale applied'],
        ['People Bridge Gap change', views.people, 'tables updated'],
      ])
        console.log(
          `  ${name.padEnd(26)} ${what} ${r.medianUpdateMs.toFixed(0).padStart(4)} ms, frame ${r.medianFrameMs.toFixed(0).padStart(4)} ms (median of ${r.runs}), worst frame ${r.maxFrameMs.toFixed(0)} ms${target('< 100 ms')}`,
        );
    },
  },
  {
    name: 'documents',
    run: async (opts) => (await load('documents-bench')).runDocumentsBench(opts),
    print(docs) {
      console.log(
        `\nDocuments (${docs.capabilities} capabilities, ${docs.actions} actions with roles; median of ${docs.runs}, warm)`,
      );
      console.log(`  SP051 built as in the job (model + docx): ${docs.inJobMs[4]} ms${target('< 1,000 ms')}`);
      console.log(
        `  ROM deck ${docs.inJobMs[2]} ms, proposal ${docs.inJobMs[3]} ms, contract ${docs.inJobMs[5]} ms`,
      );
      console.log(
        `  Generate to download link on the local stack (SP051 of 1001): ${docs.generateToLinkMs} ms, worst ${docs.worstGenerateToLinkMs} ms${target('< 3,000 ms')}`,
      );
      const up = docs.upload;
      console.log(
        `  Upload of a ${up.fileMB} MB deck: ${up.medianMs} ms; memory above resting while uploading ${up.peakAboveRestingMB} MB, left after ${docs.runs} uploads ${up.leftAfterRunsMB} MB${up.measuredWithGc ? '' : ' (run node with --expose-gc for exact figures)'}`,
      );
    },
  },
  {
    name: 'web',
    run: (opts) => runBundleBench(root, opts),
    print(web) {
      console.log(`\nFirst-route JavaScript (gzip -9)`);
      for (const r of web.routes)
        console.log(
          `  ${r.route.padEnd(18)} ${(r.gzip / 1024).toFixed(1).padStart(7)} kB gzip in ${r.files} files`,
        );
      console.log(
        `  floor page          ${(web.floor.gzip / 1024).toFixed(1).padStart(7)} kB gzip (React, Fluent components used, router, SWR, MSAL)`,
      );
      console.log(`  ratio (largest first route / floor) ${web.ratio.toFixed(2)}x${target('≤ 1.10x')}`);
    },
  },
  {
    name: 'lighthouse',
    run: async (opts) => (await load('lighthouse-bench')).runLighthouseBench(root, opts),
    print(lh) {
      console.log(
        `\nLighthouse (desktop preset, 1440x900, signed in as a sales person; best / median of ${lh[0]?.runs})`,
      );
      for (const r of lh) {
        const f = (x, unit = '') => `${x.best}${unit} / ${x.median}${unit}`;
        console.log(
          `  ${r.page.padEnd(16)} performance ${f(r.performance)}  FCP ${f(r.fcpMs, ' ms')}  LCP ${f(r.lcpMs, ' ms')}  TBT ${f(r.tbtMs, ' ms')}  CLS ${f(r.cls)}  transfer ${f(r.transferKb, ' kB')}`,
        );
      }
      if (!quick) console.log('  targets: performance >= 95, TBT <= 150 ms, CLS 0');
    },
  },
];

// `domain` keeps its old meaning: the recompute and the schedule.
const wanted = only === 'domain' ? ['domain', 'schedule'] : only ? [only] : PARTS.map((p) => p.name);
const unknown = wanted.filter((name) => !PARTS.some((p) => p.name === name));
if (unknown.length) {
  console.error(`No bench part named ${unknown.join(', ')}. Parts: ${PARTS.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}
if (quick)
  console.log(
    'Quick bench: every part once at small sizes; the figures are not comparable with the targets.',
  );
const started = performance.now();
const { results, failed } = await runParts(
  PARTS.filter((p) => wanted.includes(p.name)),
  { quick },
);
if (!quick)
  writeFileSync(path.join(root, 'test-results/bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nBench${quick ? ' (quick)' : ''}: ${wanted.length - failed.length} of ${wanted.length} parts ran in ${((performance.now() - started) / 1000).toFixed(0)} s${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
