/**
 * Derived views in Chromium with 4x CPU throttling (issue 7): a Timeline of 200 capabilities, from a Scale
 * slider change to the next painted frame; and People, from a Bridge Gap change to the updated Total Team
 * table and the next frame. The portal runs in-process on the real local stack; the solution (240 capability
 * nodes, about 200 of them selected rows, 1,000 actions with roles) is created through the API at step 5 as a user would have it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { bigSolution, type SaveSolutionRequest } from '@portal/domain';
import { saveCatalogueAsAdmin } from './bench-stack.ts';
import { median, openBenchBrowser, waitForSaveIdle } from './browser-session.ts';
import { withActionRoles } from './fixtures.ts';

const RUNS = Number(process.env.BENCH_TICKS ?? 9);
/** Runs `change` in the page and times it to the first mutation of `target` and to the frame after it. */
async function timeChange(page: Page, targetSelector: string, change: string, value: string) {
  return page.evaluate(
    ({ targetSelector, change, value }) =>
      new Promise<{ update: number; frame: number } | null>((resolve) => {
        const target = document.querySelector(targetSelector)!;
        let start = 0;
        const timer = setTimeout(() => resolve(null), 5000);
        const observer = new MutationObserver(() => {
          const update = performance.now() - start;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ update, frame: performance.now() - start }), 0),
          );
        });
        observer.observe(target, { attributes: true, childList: true, characterData: true, subtree: true });
        const input = document.querySelector(change) as HTMLInputElement | HTMLSelectElement;
        const proto =
          input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
        start = performance.now();
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
        input.dispatchEvent(
          new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        );
      }),
    { targetSelector, change, value },
  );
}

type Cdp = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;
async function metrics(cdp: Cdp) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

async function series(
  page: Page,
  target: string,
  change: string,
  values: readonly string[],
  runs: number,
  cdp?: Cdp,
) {
  const updates: number[] = [];
  const frames: number[] = [];
  const profile = process.env.BENCH_CPU_PROFILE && cdp;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (let i = 0; i < runs; i++) {
    const before = process.env.BENCH_PROFILE && cdp ? await metrics(cdp) : undefined;
    const r = await timeChange(page, target, change, values[i % values.length]!);
    if (before && cdp) {
      const after = await metrics(cdp);
      const d = (k: string) => ((after[k]! - before[k]!) * 1000).toFixed(0);
      console.log(
        `  profile: script ${d('ScriptDuration')} style ${d('RecalcStyleDuration')} layout ${d('LayoutDuration')} task ${d('TaskDuration')} ms`,
      );
    }
    if (r) {
      updates.push(r.update);
      frames.push(r.frame);
    }
    await waitForSaveIdle(page, 900);
  }
  if (profile) {
    const { profile: taken } = (await cdp.send('Profiler.stop')) as { profile: unknown };
    const file = path.join(process.env.BENCH_CPU_PROFILE!, `${change.replace(/\W+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(taken));
    console.log(`  CPU profile: ${file}`);
  }
  return {
    runs: frames.length,
    medianUpdateMs: median(updates),
    medianFrameMs: median(frames),
    maxFrameMs: Math.max(...frames),
  };
}

/** Quick mode: 40 capability nodes with 200 actions, 2 changes of each kind. */
export async function runViewsBench(root: string, { quick = false } = {}) {
  const runs = quick ? 2 : RUNS;
  const bench = await openBenchBrowser(root);
  try {
    const { stack, token } = bench;
    const tree = (quick ? bigSolution(40, 200) : bigSolution(240, 1000)).map(withActionRoles);
    const catalogueVersion = await saveCatalogueAsAdmin(stack, tree);

    const request = (step: 2 | 5, id?: string): SaveSolutionRequest => ({
      ...(id ? { solutionId: id } : {}),
      salesClient: { id: 'client-northbridge-building-society', name: 'Northbridge Building Society' },
      expectedStart: '2027-03',
      salesCountry: { id: 'GB', name: 'United Kingdom' },
      requirementDescription: 'Views bench',
      catalogueVersion,
      fields: { organization: 'PROVIDER', name: 'Views bench', complexity: 1, aepSolutionType: 'Hero Offer' },
      state: { step, steps: [1, 2], items: tree },
    });
    const post = async (body: SaveSolutionRequest, etag?: string) => {
      const res = await fetch(`${stack.url}/api/sales/solutions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...(etag ? { 'If-Match': etag } : {}),
        },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`save failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; etag: string };
    };
    const created = await post(request(2));
    await post(request(5, created.id), created.etag);

    const page = await bench.signedInPage(`/sales/solution/${created.id}`);
    const context = page.context();
    const subTab = (name: string) => page.getByRole('tab', { name, exact: true });
    await subTab('Timeline').click({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Timeline' }).waitFor({ timeout: 60_000 });
    const scheduled = await fetch(`${stack.url}/api/sales/solutions/${created.id}/schedule`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const capabilityRows = ((await scheduled.json()) as { capabilities: unknown[] }).capabilities.length;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timeline = await series(page, '[data-scale]', 'input[type="range"]', ['1', '-1'], runs, cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await subTab('People').click();
    await page.getByRole('table', { name: 'Total Team' }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const table = document.querySelector('table[aria-label="Total Team"]')!;
      table.setAttribute('data-bench', 'total-team');
      const gap = [...document.querySelectorAll('select')].find((s) =>
        s.closest('.fui-Field')?.textContent?.includes('Bridge Gap'),
      )!;
      gap.setAttribute('data-bench', 'gap');
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const people = await series(
      page,
      '[data-bench="total-team"]',
      'select[data-bench="gap"]',
      ['1', '60'],
      runs,
      cdp,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
    return { capabilityRows, timeline, people };
  } finally {
    await bench.close();
  }
}
