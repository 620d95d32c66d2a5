/**
 * The portal's Griffel renderer (Fluent UI's styles), with one filter (issue 30, ADR 0056): Fluent's Slider carries
 * a fallback rule for vertical sliders in browsers without `writing-mode: sideways-lr`, `-webkit-appearance:
 * slider-vertical`, which Chromium reports as a deprecated keyword on every page with a slider (the Timeline's and
 * People's scale). The portal has no vertical slider, so that rule is never inserted, and nothing is logged.
 */
import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';

/** Whether a CSS rule Fluent asks for is written to the page's style sheets. */
export function keepCssRule(rule: string): boolean {
  return !rule.includes('slider-vertical');
}

export function createStyleRenderer(target: Document | undefined): GriffelRenderer {
  return createDOMRenderer(target, { unstable_filterCSSRule: keepCssRule });
}

/** The one renderer of the app (its insertion cache is the page's). */
export const styleRenderer = createStyleRenderer(typeof document === 'undefined' ? undefined : document);
