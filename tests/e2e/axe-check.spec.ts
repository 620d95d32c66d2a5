/**
 * The journeys' accessibility check itself (support/axe.ts): it runs axe in the page, the quick way, so this proves
 * it still reports what a journey must never pass, on the page and inside a same-origin frame. Plain Playwright
 * `test`: the journeys' one would run axe again on the planted faults at the end.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

test('the axe check reports planted faults on the page and inside a frame', async ({ page }) => {
  await page.goto('/privacy-statement.html');
  await page.evaluate(() => {
    const faults = document.createElement('div');
    faults.innerHTML =
      '<p style="color:#c8c8c8;background:#ffffff">Pale text</p><img src="/favicon.svg"><button></button>';
    document.body.append(faults);
    const frame = document.createElement('iframe');
    frame.title = 'Planted frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>Frame</title><img src="/favicon.svg"></html>';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]!.waitForSelector('img');

  const lines = await axeViolations(page);
  const rule = (id: string) => lines.filter((line) => line.startsWith(`${id} `));
  expect(rule('color-contrast'), lines.join('\n')).toHaveLength(1);
  expect(rule('button-name'), lines.join('\n')).toHaveLength(1);
  // The page's image and the frame's (its target names the frame first).
  expect(rule('image-alt'), lines.join('\n')).toEqual([expect.stringMatching(/ — img \| iframe img$/)]);
});
