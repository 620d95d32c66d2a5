/**
 * A browser bench's set-up: the real local stack serving the built web app, Debian's Chromium, and pages signed
 * in as the seeded sales person (the local token placed where the web app keeps it).
 */
import { chromium, type Page } from 'playwright-core';
import { startBenchStack } from './bench-stack.ts';
import { userIdForEmail } from '../../api/src/identity/user-id.ts';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const EMAIL = 'sales.person@provider.example';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Waits until the change just measured has been saved (or `settleMs` has passed when nothing saves), so the next
 * measurement times its own change and not the save of the one before overlapping it: a change starts an autosave
 * after a rest (800 ms in the builder, 0.5 s for the Timeline's scale), whose request body is built on the main
 * thread. The save's own cost is measured apart (ADR 0049).
 */
export async function waitForSaveIdle(page: Page, settleMs: number): Promise<void> {
  await page.waitForTimeout(settleMs);
  await page
    .waitForFunction(
      () => !document.querySelector('[data-save-state]')?.textContent?.includes('Saving'),
      null,
      {
        timeout: 15_000,
        polling: 100,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(200);
}

export async function openBenchBrowser(root: string) {
  const stack = await startBenchStack({ root, serveWeb: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  const { token, expiresAt } = await stack.services.localTokens!.issue({
    id: userIdForEmail(EMAIL),
    email: EMAIL,
    name: 'Sam Patel',
  });
  return {
    stack,
    token,
    /** A new 1400 x 900 page, signed in, at `path`. */
    async signedInPage(path: string): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript((t) => sessionStorage.setItem('portal.localToken', JSON.stringify(t)), {
        token,
        expiresAt,
      });
      const page = await context.newPage();
      await page.goto(`${stack.url}${path}`);
      return page;
    },
    async close() {
      await browser.close();
      await stack.stop();
    },
  };
}
