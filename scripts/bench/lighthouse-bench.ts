/**
 * Lighthouse (desktop preset) on the built portal served by the local host: /welcome, the solutions list and a
 * solution page, signed in as a sales person (issue 6). Chromium is launched by puppeteer-core and signed in
 * through the local sign-in page; Lighthouse then audits in that same tab (the session token lives in the tab's
 * sessionStorage), without resetting storage. Each page is measured `runs` times; best and median are reported.
 * Targets: performance >= 95, TBT <= 150 ms, CLS 0.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBenchStack } from './bench-stack.ts';

export interface LighthouseFigures {
  page: string;
  runs: number;
  performance: { best: number; median: number };
  fcpMs: { best: number; median: number };
  lcpMs: { best: number; median: number };
  tbtMs: { best: number; median: number };
  cls: { best: number; median: number };
  transferKb: { best: number; median: number };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};
const summary = (xs: number[], higherIsBetter = false) => ({
  best: higherIsBetter ? Math.max(...xs) : Math.min(...xs),
  median: median(xs),
});

/** Quick mode: one run of the solution page (signed in). */
export async function runLighthouseBench(root: string, { quick = false } = {}): Promise<LighthouseFigures[]> {
  const runs = quick ? 1 : 3;
  const stack = await startBenchStack({ root, serveWeb: true });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const clickButton = async (text: string) => {
      await page.waitForFunction(
        (t) => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes(t)),
        { timeout: 30_000 },
        text,
      );
      await page.evaluate((t) => {
        [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(t))!.click();
      }, text);
    };
    await page.goto(`${stack.url}/welcome`);
    await clickButton('Continue');
    await clickButton('sales.person@provider.example');
    await page.waitForSelector('[aria-label^="User menu for"]', { timeout: 30_000 });

    const pages: [string, string][] = [
      ['/welcome', `${stack.url}/welcome`],
      ['solutions list', `${stack.url}/sales/solution`],
      ['solution 1001', `${stack.url}/sales/solution/1001`],
    ].filter(([label]) => !quick || label === 'solution 1001') as [string, string][];
    const out: LighthouseFigures[] = [];
    for (const [label, url] of pages) {
      const perf: number[] = [];
      const fcp: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      const cls: number[] = [];
      const bytes: number[] = [];
      for (let i = 0; i < runs; i++) {
        // A first visit: an empty HTTP cache, but the signed-in tab (sessionStorage) kept.
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const result = await lighthouse(
          url,
          {
            onlyCategories: ['performance'],
            formFactor: 'desktop',
            screenEmulation: {
              mobile: false,
              width: 1440,
              height: 900,
              deviceScaleFactor: 1,
              disabled: false,
            },
            throttling: {
              rttMs: 40,
              throughputKbps: 10240,
              cpuSlowdownMultiplier: 1,
              requestLatencyMs: 0,
              downloadThroughputKbps: 0,
              uploadThroughputKbps: 0,
            },
            disableStorageReset: true,
            logLevel: 'error',
          },
          undefined,
          page as never,
        );
        const lhr = result!.lhr;
        // LH_DEBUG=1 prints what shifted (the CLS target is 0).
        if (process.env.LH_DEBUG)
          console.log(label, JSON.stringify(lhr.audits['layout-shifts']?.details ?? {}).slice(0, 3000));
        // LH_SAVE=<folder> keeps each run's full report (what blocked the main thread, the LCP element).
        if (process.env.LH_SAVE) {
          mkdirSync(process.env.LH_SAVE, { recursive: true });
          const file = `${label.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`;
          writeFileSync(join(process.env.LH_SAVE, file), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        fcp.push(Math.round(audit('first-contentful-paint')));
        lcp.push(Math.round(audit('largest-contentful-paint')));
        tbt.push(Math.round(audit('total-blocking-time')));
        cls.push(Number(audit('cumulative-layout-shift').toFixed(3)));
        bytes.push(Math.round(audit('total-byte-weight') / 1024));
      }
      out.push({
        page: label,
        runs,
        performance: summary(perf, true),
        fcpMs: summary(fcp),
        lcpMs: summary(lcp),
        tbtMs: summary(tbt),
        cls: summary(cls),
        transferKb: summary(bytes),
      });
    }
    return out;
  } finally {
    await browser.close();
    await stack.stop();
  }
}
