/**
 * Accessibility in every journey (issue 6): axe-core (WCAG 2.0/2.1 A and AA rules) on each page a journey
 * visits, through the page objects (sign-in, home, list, each builder step) and explicitly for dialogs and
 * states opened in place. A serious or critical violation fails the test with the rule and its nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** The serious and critical violations on the page now, as readable lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
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
  let builder = new AxeBuilder({ page })
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
    .setLegacyMode(!hasCrossOriginFrame(page));
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
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

/** Fails with the violations listed when the page (or the part given) has a serious or critical one. */
export async function expectAccessible(page: Page, what: string, include?: string) {
  expect(await axeViolations(page, include), `axe-core on ${what}`).toEqual([]);
}
