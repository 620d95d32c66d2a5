/**
 * The journeys' `test`: Playwright's, plus an automatic axe-core check of the page each test ends on (the page
 * objects check the pages on the way: sign-in, home, each builder step, the new solution form).
 */
import { test as base } from '@playwright/test';
import { expectAccessible } from './axe.ts';

export { expect, type Page } from '@playwright/test';

export const test = base.extend<{ axeAtEnd: void }>({
  axeAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed() && page.url().startsWith('http')) {
        // Closing toasts fade out while axe runs (a race the fade check cannot close); they are judged in the
        // tests that show them, so the last check waits for the finished ones to go.
        await page
          .locator('.fui-Toast')
          .first()
          .waitFor({ state: 'detached', timeout: 6_000 })
          .catch(() => undefined);
        await expectAccessible(page, `the page "${testInfo.title}" ends on (${page.url()})`);
      }
    },
    { auto: true },
  ],
});
