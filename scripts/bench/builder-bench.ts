/**
 * Tick to totals in Chromium: the time from clicking in the capability tree to the updated ROM total on screen
 * (and to the next painted frame), and from a size click to the updated estimate panel, with 4x CPU throttling, for the seeded catalogue and for a 2,000-node
 * catalogue with 10,000 actions. The portal runs in-process on the real local stack; the solution and the large
 * catalogue version are created through the store and the API as a user would have them.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  bigSolution,
  type Action,
  type Capability,
  type Catalogue,
  type SaveSolutionRequest,
} from '@portal/domain';
import { saveCatalogueAsAdmin } from './bench-stack.ts';
import { median, openBenchBrowser, waitForSaveIdle } from './browser-session.ts';

const RUNS = Number(process.env.BENCH_TICKS ?? 9);

const strip = (a: Action): Action => ({
  id: a.id,
  name: a.name,
  effort: a.effort,
  parallel: a.parallel,
  tranches: a.tranches,
  defaultSelected: true,
  ...(a.actions?.length ? { actions: a.actions.map(strip) } : {}),
});
const catalogueNode = (c: Capability): Capability => ({
  id: c.id,
  name: c.name,
  ...(c.items?.length ? { items: c.items.map(catalogueNode) } : {}),
  ...(c.actions?.length ? { actions: c.actions.map(strip) } : {}),
});
/** The solution's copy: every capability and action in the subtree selected, sized M. */
/**
 * A capability in scope with its actions; the leaves are sized M (a size counts once for its subtree, issue 29, so
 * sizing the leaves keeps every leaf's untick a change of the ROM total, which the tick measurement waits for).
 */
const selectedCopy = (c: Capability): Capability => ({
  ...c,
  selected: true,
  size: c.items?.length ? '' : 'M',
  teamId: 'PROVIDER',
  ...(c.items ? { items: c.items.map(selectedCopy) } : {}),
  ...(c.actions ? { actions: c.actions.map((a) => ({ ...a, selected: true })) } : {}),
});

function solutionRequest(catalogueVersion: number, items: Capability[]): SaveSolutionRequest {
  return {
    salesClient: { id: 'client-northbridge-building-society', name: 'Northbridge Building Society' },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Bench',
    catalogueVersion,
    fields: {
      organization: 'PROVIDER',
      name: `Bench ${catalogueVersion}`,
      complexity: 1,
      aepSolutionType: 'Hero Offer',
    },
    state: { step: 2, steps: [1, 2], items },
  };
}

/**
 * Clicks the capability's size between C and M `runs` times; each time, the time until the element `watch` finds
 * shows a new text (the ROM total, or the estimate panel's expected hours) and until the next frame after it.
 */
async function measure(
  page: Page,
  capability: string,
  runs: number,
  watch = '[data-rom-total]',
): Promise<{ totals: number[]; frames: number[] }> {
  const totals: number[] = [];
  const frames: number[] = [];
  const sizes = ['C', 'M'];
  for (let i = 0; i < runs; i++) {
    const radio = page
      .getByRole('radiogroup', { name: `Size of ${capability}` })
      .getByRole('radio', { name: sizes[i % 2]!, exact: true });
    const handle = await radio.elementHandle();
    const result = await page.evaluate(
      async ([el, selector]) => {
        const total = document.querySelector(selector as string)!;
        const before = total.textContent;
        return new Promise<{ totals: number; frame: number } | null>((resolve) => {
          let start = 0;
          // A click whose figure never changes (or a figure drawn anew elsewhere) is left out, not waited for.
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, 10_000);
          const observer = new MutationObserver(() => {
            if (total.textContent === before) return;
            const totals = performance.now() - start;
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() =>
              setTimeout(() => resolve({ totals, frame: performance.now() - start }), 0),
            );
          });
          observer.observe(total, { childList: true, characterData: true, subtree: true });
          start = performance.now();
          (el as HTMLElement).click();
        });
      },
      [handle, watch] as const,
    );
    if (result) {
      totals.push(result.totals);
      frames.push(result.frame);
    }
    await waitForSaveIdle(page, 1200);
  }
  return { totals, frames };
}

/**
 * Unticks selected, sized capabilities one after another, each time the last one shown (a leaf, so no other
 * selected capability is cleared with it): every untick changes the ROM total.
 */
async function measureTicks(
  page: Page,
  skip: string,
  runs: number,
): Promise<{ totals: number[]; frames: number[] }> {
  const totals: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < runs; i++) {
    const labels = await page
      .getByRole('checkbox', { checked: true })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const label = labels.filter((l) => l.startsWith('Select ') && l !== `Select ${skip}`).at(-1);
    if (!label) break;
    const handle = await page
      .getByRole('checkbox', { name: label, exact: true })
      .elementHandle({ timeout: 2000 })
      .catch(() => null);
    if (!handle) break;
    const result = await page.evaluate(async (el) => {
      const total = document.querySelector('[data-rom-total]')!;
      const before = total.textContent;
      return new Promise<{ totals: number; frame: number } | null>((resolve) => {
        let start = 0;
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 3000);
        const observer = new MutationObserver(() => {
          if (total.textContent === before) return;
          const totals = performance.now() - start;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ totals, frame: performance.now() - start }), 0),
          );
        });
        observer.observe(total, { childList: true, characterData: true, subtree: true });
        start = performance.now();
        (el as HTMLElement).click();
      });
    }, handle);
    if (result) {
      totals.push(result.totals);
      frames.push(result.frame);
    }
    // A linked capability refuses to be unticked with an alert: close it and go on.
    const ok = page.getByRole('alertdialog').getByRole('button', { name: 'OK' });
    if (await ok.isVisible().catch(() => false)) await ok.click();
    await waitForSaveIdle(page, 1200);
  }
  return { totals, frames };
}

/** Quick mode: a 200-node catalogue with 1,000 actions, 2 clicks of each kind. */
export async function runBuilderBench(root: string, { quick = false } = {}) {
  const runs = quick ? 2 : RUNS;
  const [nodes, actions] = quick ? [200, 1000] : [2000, 10000];
  const bench = await openBenchBrowser(root);
  try {
    const { stack, token } = bench;
    const { services } = stack;

    // The large catalogue: 2,000 capability nodes and 10,000 actions, saved by the admin as the next version.
    const big = bigSolution(nodes, actions).map(catalogueNode);
    const catalogue = services.store.container<Catalogue & { id: string }>('catalogue');
    const v1 = (await catalogue.read('v1'))!.item;
    const bigVersion = await saveCatalogueAsAdmin(stack, big);

    const create = async (request: SaveSolutionRequest) => {
      const res = await fetch(`${stack.url}/api/sales/solutions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    };
    const seededItems = v1.capabilities
      .filter((c) => !(c.groups ?? []).includes('HIDDEN'))
      .slice(0, 8)
      .map(selectedCopy);
    const cases = [
      {
        name: 'seeded catalogue',
        nodes: 0,
        id: await create(solutionRequest(1, seededItems)),
        capability: seededItems[0]!.name,
      },
      {
        name: `${nodes.toLocaleString('en-GB')}-node catalogue`,
        nodes,
        id: await create(solutionRequest(bigVersion, big.slice(0, 4).map(selectedCopy))),
        capability: big[0]!.name,
      },
    ];

    const out = [];
    for (const c of cases) {
      const page = await bench.signedInPage(`/sales/solution/${c.id}`);
      const context = page.context();
      try {
        await page.locator('[data-rom-total]').waitFor({ timeout: 60_000 });
      } catch (err) {
        await page.screenshot({ path: path.join(os.tmpdir(), `builder-bench-${c.nodes}.png`) });
        throw err;
      }
      await page.getByRole('radiogroup', { name: `Size of ${c.capability}` }).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The estimate panel (docs/estimate.md) computes after the ROM total, from a deferred copy of the tree.
      await page.locator('[data-estimate-expected]').waitFor({ timeout: 60_000 });
      // Ticks first: sizing the top-level capability covers its subtree (a size counts once, issue 29), after which
      // unticking a leaf inside it no longer changes the ROM total the measurement waits for.
      const ticks = await measureTicks(page, c.capability, runs);
      const sizes = await measure(page, c.capability, runs);
      const estimate = await measure(page, c.capability, runs, '[data-estimate-expected]');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      for (const [action, m] of [
        ['size radio', sizes],
        ['size → estimate', estimate],
        ['capability tick', ticks],
      ] as const) {
        out.push({
          case: c.name,
          action,
          runs: m.frames.length,
          // NaN when every click of the kind timed out (printed as NaN rather than failing the part).
          medianTotalsMs: m.totals.length ? median(m.totals) : Number.NaN,
          medianFrameMs: m.frames.length ? median(m.frames) : Number.NaN,
          maxFrameMs: m.frames.length ? Math.max(...m.frames) : Number.NaN,
        });
      }
      await context.close();
    }
    return out;
  } finally {
    await bench.close();
  }
}
