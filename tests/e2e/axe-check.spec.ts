/**
 * The journeys' accessibility check itself (support/axe.ts): it runs axe in the page, the quick way, so this proves
 * it still reports what a journey must never pass, on the page and inside a same-origin frame, also when it runs the
 * axe an earlier check left in the page, and that a check it skips (the page unchanged since a passing one) has
 * nothing new to judge. Plain Playwright `test`: the journeys' one would run axe again on the planted faults at the
 * end.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, expectAccessible } from './support/axe.ts';

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

test('a later check on the same document, which reuses the axe already in it, reports faults planted since', async ({
  page,
}) => {
  await page.goto('/privacy-statement.html');
  const rule = (lines: string[], id: string) => lines.filter((line) => line.startsWith(`${id} `));
  const first = await axeViolations(page);
  expect(rule(first, 'button-name'), first.join('\n')).toEqual([]);
  expect(rule(first, 'image-alt'), first.join('\n')).toEqual([]);
  // Left in the page by the first check: the next one runs it again instead of evaluating the source anew.
  expect(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run)).toBe('function');

  await page.evaluate(() => {
    const faults = document.createElement('div');
    faults.innerHTML = '<img src="/favicon.svg"><button></button>';
    document.body.append(faults);
  });
  const second = await axeViolations(page);
  expect(rule(second, 'button-name'), second.join('\n')).toHaveLength(1);
  expect(rule(second, 'image-alt'), second.join('\n')).toEqual([expect.stringMatching(/ — img$/)]);

  // A frame that came after the first check has no axe yet: it gets the source, and its fault is found too.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Planted frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>Frame</title><img src="/favicon.svg"></html>';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]!.waitForSelector('img');
  const third = await axeViolations(page);
  expect(rule(third, 'image-alt'), third.join('\n')).toEqual([
    expect.stringMatching(/ — img \| iframe img$/),
  ]);
});

test('a check of an unchanged page stands for the next; a change since, or a failed check, makes the next one run', async ({
  page,
}) => {
  await page.goto('/privacy-statement.html');
  await expectAccessible(page, 'the privacy statement');
  // Count the runs of the axe the first check left in the page.
  await page.evaluate(() => {
    const w = window as unknown as { axe: { run: (...args: unknown[]) => unknown }; axeRuns: number };
    const run = w.axe.run.bind(w.axe);
    w.axeRuns = 0;
    w.axe.run = (...args: unknown[]) => {
      w.axeRuns++;
      return run(...args);
    };
  });
  const runs = () => page.evaluate(() => (window as unknown as { axeRuns: number }).axeRuns);
  // Nothing changed since the passing check: it is not run again.
  await expectAccessible(page, 'the unchanged privacy statement');
  expect(await runs()).toBe(0);
  // A resize, focus moved, the pointer over another element: each makes the next check run.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expectAccessible(page, 'the resized privacy statement');
  expect(await runs()).toBe(1);
  await expectAccessible(page, 'the resized privacy statement, unchanged');
  expect(await runs()).toBe(1);
  await page.evaluate(() => document.querySelector('a')?.focus());
  await expectAccessible(page, 'the privacy statement with a focused link');
  expect(await runs()).toBe(2);
  await page.locator('a').first().hover();
  await expectAccessible(page, 'the privacy statement with the pointer over a link');
  expect(await runs()).toBe(3);
  // A fault planted in the page is found; a failed check stands for nothing, so the next one runs and finds it too.
  await page.evaluate(() => {
    const faults = document.createElement('div');
    faults.innerHTML = '<img src="/favicon.svg"><button></button>';
    document.body.append(faults);
  });
  await expect(expectAccessible(page, 'the privacy statement with faults')).rejects.toThrow(/button-name/);
  expect(await runs()).toBe(4);
  await expect(expectAccessible(page, 'the privacy statement with faults')).rejects.toThrow(/image-alt/);
  expect(await runs()).toBe(5);
});
