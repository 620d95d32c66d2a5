import type { Page } from '@playwright/test';

/** Full-page screenshots at 1,440 and 1,024 px wide (test-results/shots/{name}-{width}.png), back to 1,440. */
export async function shotsAtTwoWidths(page: Page, name: string) {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
