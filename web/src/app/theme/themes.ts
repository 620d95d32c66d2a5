/**
 * The four colour themes (spec: Theme): the provider's orange (default), hp blue, accenture purple and client
 * teal. Each is a Fluent light theme built from a 16-step brand ramp around one base colour; the base colours
 * are dark enough for white button text to meet WCAG AA (at least 4.5:1).
 */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { ThemeName } from '@portal/domain';

export const THEME_BASE_COLOURS: Record<ThemeName, string> = {
  default: '#C2410C',
  hp: '#0067B1',
  accenture: '#7500C0',
  client: '#00787A',
};

const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(rgb: readonly number[], target: number, amount: number): number[] {
  return rgb.map((c) => c + (target - c) * amount);
}

/** Step 80 is the base colour; lower steps darken towards black, higher steps lighten towards white. */
export function brandRamp(baseHex: string): BrandVariants {
  const base = parseHex(baseHex);
  const ramp = {} as Record<(typeof STEPS)[number], string>;
  for (const step of STEPS) {
    if (step === 80) ramp[step] = toHex(base);
    else if (step < 80) ramp[step] = toHex(mix(base, 0, ((80 - step) / 70) * 0.85));
    else ramp[step] = toHex(mix(base, 255, ((step - 80) / 80) * 0.92));
  }
  return ramp;
}

/** Relative luminance contrast of two colours (WCAG 2). */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = parseHex(hex).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const THEMES: Record<ThemeName, Theme> = {
  default: createLightTheme(brandRamp(THEME_BASE_COLOURS.default)),
  hp: createLightTheme(brandRamp(THEME_BASE_COLOURS.hp)),
  accenture: createLightTheme(brandRamp(THEME_BASE_COLOURS.accenture)),
  client: createLightTheme(brandRamp(THEME_BASE_COLOURS.client)),
};
