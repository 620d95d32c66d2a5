// @vitest-environment happy-dom
/** The portal's style renderer writes every rule Fluent asks for but the vertical slider's deprecated fallback. */
import { describe, expect, it } from 'vitest';
import { keepCssRule } from './style-renderer.ts';

describe('keepCssRule', () => {
  it("leaves out Fluent Slider's 'slider-vertical' fallback (Chromium warns about it on every page with a slider)", () => {
    expect(
      keepCssRule(
        '@supports not (writing-mode: sideways-lr){.f1jr0wcp{-webkit-appearance:slider-vertical;}}',
      ),
    ).toBe(false);
  });

  it('keeps every other rule, the slider’s own included', () => {
    expect(keepCssRule('@supports (writing-mode: sideways-lr){.f135tqni{writing-mode:vertical-lr;}}')).toBe(
      true,
    );
    expect(keepCssRule('.fui-Slider{position:relative;}')).toBe(true);
  });
});
