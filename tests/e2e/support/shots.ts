import type { Page } from '@playwright/test';

/** Full-page screenshots at 1,440 and 1,024 px wide (test-results/shots/{name}-{width}.png), back to 1,440. */
export async function shotsAtTwoWidths(page: Page, name: string) {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The two widths every UI journey checks, widest first. */
export const WIDTHS = [1440, 1024] as const;

/** Resizes the window to `width` (900 high) and lets the layout settle. */
export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(300);
}

/** A full-page screenshot as test-results/shots/{name}.png. */
export async function fullShot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/shots/${name}.png`, fullPage: true });
}
