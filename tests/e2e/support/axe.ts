/**
 * Accessibility in every journey (issue 6): axe-core (WCAG 2.0/2.1 A and AA rules) on each page a journey
 * visits, through the page objects (sign-in, home, list, each builder step) and explicitly for dialogs and
 * states opened in place. A serious or critical violation fails the test with the rule and its nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fluent UI's focus manager (Tabster) adds `<i data-tabster-dummy aria-hidden tabindex=0>` bumpers around
 * focus groups; they redirect focus the moment they get it and must stay hidden from screen readers. Fluent
 * documents them as a known false positive of `aria-hidden-focus` and Microsoft's own scanners suppress them
 * (accessibility-insights-web #7605): we exclude exactly those nodes, nothing else.
 */
const TABSTER_DUMMIES = '[data-tabster-dummy]';

/** Whether the page holds a frame from another origin (the portal has none; a sign-in provider's could be). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  // about:blank and srcdoc frames take their parent's origin.
  return page
    .frames()
    .some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
}

/** What AxeBuilder evaluates in place of axe-core's source where axe is already in every frame. */
const AXE_ALREADY_IN = ';';

/** axe-core's source: the very module AxeBuilder injects (resolved from @axe-core/playwright itself). */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/**
 * Whether every frame of the page still holds axe-core from an earlier check (the journeys move within the app, so
 * a document keeps it until the next full load; only this file puts an `axe` on a page). AxeBuilder otherwise
 * evaluates axe-core's whole source (1.3 MB) twice per check, about 0.3 s on this machine, for the same rules run
 * by the same axe.
 */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  const inFrames = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame
          .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
          .catch(() => false),
      ),
  );
  return inFrames.every(Boolean);
}

/** Lets finite animations finish and toasts show fully (or go), then marks what is inside a toast. */
async function letSettleAndMarkToasts(page: Page) {
  // Colours are judged when things have arrived: finite animations (a toast fading in) are let finish first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Toasts fade in and out: judge them fully shown (or gone), not half-transparent.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('.fui-Toast')).every((toast) => {
          let opacity = 1;
          for (let el: HTMLElement | null = toast; el; el = el.parentElement)
            opacity *= Number(getComputedStyle(el).opacity);
          return opacity === 1;
        }),
      undefined,
      { timeout: 4_000, polling: 100 },
    )
    .catch(() => undefined);
  // Mark what is inside a toast, so its colours can be told apart below (a toast's link has no toast class).
  await page.evaluate(() =>
    document.querySelectorAll('.fui-Toast *').forEach((el) => el.setAttribute('data-axe-in-toast', '')),
  );
}

/** The serious and critical violations on the page now, as readable lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Usually no animation is running and no toast is there (so none to wait for or to mark below): one look says so,
  // and whether an earlier check left axe in the page, in place of the two waits and the marking.
  const quick =
    page.frames().length === 1
      ? await page
          .evaluate(() => ({
            settled:
              !document.querySelector('.fui-Toast') &&
              document
                .getAnimations()
                .every(
                  (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
                ),
            axeIn: typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
          }))
          .catch(() => undefined)
      : undefined;
  if (!quick?.settled) await letSettleAndMarkToasts(page);
  // The legacy run (below) evaluates the source in each frame and runs axe there; the per-frame run also needs it in
  // a new blank tab, so it always gets the source.
  const legacy = !hasCrossOriginFrame(page);
  let axeIn = quick?.settled ? quick.axeIn : await axeInEveryFrame(page);
  // A page of one frame without axe yet gets it once here: AxeBuilder would evaluate the source twice.
  if (legacy && !axeIn && page.frames().length === 1)
    axeIn = await page.evaluate(AXE_SOURCE).then(
      () => true,
      () => false,
    );
  const analyze = (axeSource?: string) => {
    let builder = new AxeBuilder(axeSource ? { page, axeSource } : { page })
      .withTags(AXE_TAGS)
      .options({
        // An experimental rule the hostile test ran: a visible label must be part of the accessible name.
        rules: { 'label-content-name-mismatch': { enabled: true } },
        // Only violations are read: every rule still runs on every node and each violation keeps all its nodes,
        // but passes and incomplete results carry one node each instead of the whole page (a large page's
        // passes were ~0.8 MB to serialise back on every run).
        resultTypes: ['violations'],
      })
      .exclude(TABSTER_DUMMIES)
      // axe.run in the page itself, not runPartial per frame and finishRun in a new blank tab: the same violations
      // (checked on pages with planted ones), in about a third of the time. That way only tests frames of the
      // page's own origin, so a page with a frame from another origin keeps the per-frame run.
      .setLegacyMode(legacy);
    if (include) builder = builder.include(include);
    return builder.analyze();
  };
  // Should the page have lost the axe it held (a new document since), the run gets the source after all.
  const result = legacy && axeIn ? await analyze(AXE_ALREADY_IN).catch(() => analyze()) : await analyze();
  return result.violations
    .map((v) =>
      // Toasts fade out 2 s after they appear (and pause while hovered): their colours mid-fade are not what
      // a person reads (Fluent's toast is #242424 on #ffffff), so colour contrast skips them.
      v.id === 'color-contrast'
        ? {
            ...v,
            nodes: v.nodes.filter(
              (n) => !n.html.includes('fui-Toast') && !n.html.includes('data-axe-in-toast'),
            ),
          }
        : v,
    )
    .filter((v) => v.nodes.length && (v.impact === 'serious' || v.impact === 'critical'))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 6)
          .map(
            (n) =>
              `${n.target.join(' ')}${process.env.AXE_DEBUG ? ` ${n.any[0]?.message ?? ''} ${n.html}` : ''}`,
          )
          .join(' | ')}`,
    );
}

/**
 * From the start of a check of the whole page: the document notes any change that could change what axe finds (a
 * node, an attribute or a text changed, the pointer over another element, focus moved, a scroll, a resize), the
 * check's own run included.
 */
async function watchForChanges(page: Page, unchanged: boolean) {
  await page
    .evaluate((start) => {
      const w = window as { __axeUnchanged?: boolean; __axeWatching?: boolean; __axeSize?: string };
      w.__axeUnchanged = start;
      // The size too: a resize event comes a frame after the window has changed.
      w.__axeSize = `${window.innerWidth}x${window.innerHeight}`;
      if (w.__axeWatching) return;
      w.__axeWatching = true;
      const changed = () => {
        w.__axeUnchanged = false;
      };
      new MutationObserver(changed).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      for (const type of ['mouseover', 'mouseout', 'focusin', 'focusout', 'scroll'])
        document.addEventListener(type, changed, true);
      window.addEventListener('resize', changed);
    }, unchanged)
    .catch(() => undefined);
}

/**
 * Whether the page is exactly as it was when a passing check of the whole page started (see watchForChanges): the
 * same document, in a single frame, at the same size, with nothing changed since. Checking it again would judge the
 * same thing. Read after a frame and a task, as the full check's first look would be: what the last action set
 * going (a render) has happened by then.
 */
async function unchangedSincePassingCheck(page: Page): Promise<boolean> {
  if (page.frames().length !== 1) return false;
  return page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          // A page that draws no frame (a tab in the background) is simply checked again.
          setTimeout(() => resolve(false), 1_000);
          requestAnimationFrame(() =>
            setTimeout(() => {
              const w = window as { __axeUnchanged?: boolean; __axeSize?: string };
              resolve(
                w.__axeUnchanged === true && w.__axeSize === `${window.innerWidth}x${window.innerHeight}`,
              );
            }),
          );
        }),
    )
    .catch(() => false);
}

/**
 * Fails with the violations listed when the page (or the part given) has a serious or critical one. A check of the
 * whole page that finds it unchanged since a passing one started (a journey's last explicit check, then the one at
 * its end) has nothing new to judge and passes as that one did.
 */
export async function expectAccessible(page: Page, what: string, include?: string) {
  if (include) {
    expect(await axeViolations(page, include), `axe-core on ${what}`).toEqual([]);
    return;
  }
  if (await unchangedSincePassingCheck(page)) return;
  await watchForChanges(page, true);
  // Only a passing check may stand for the next one: not one that found something, nor one that could not run.
  const violations = await axeViolations(page).catch(async (error: unknown) => {
    await watchForChanges(page, false);
    throw error;
  });
  if (violations.length) await watchForChanges(page, false);
  expect(violations, `axe-core on ${what}`).toEqual([]);
}
