import { THEMES as THEME_NAMES, themeOf, type RoleId } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { brandRamp, contrastRatio, THEME_BASE_COLOURS, THEMES } from './themes.ts';

describe('themes', () => {
  it('has a theme for every theme name of the domain', () => {
    expect(Object.keys(THEMES).sort()).toEqual([...THEME_NAMES].sort());
  });

  it.each(Object.entries(THEME_BASE_COLOURS))(
    '%s brand colour carries white text at WCAG AA',
    (_name, colour) => {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('builds the ramp around the base colour, darker below 80 and lighter above', () => {
    const ramp = brandRamp('#C2410C');
    expect(ramp[80]).toBe('#c2410c');
    expect(contrastRatio(ramp[10], '#000000')).toBeLessThan(contrastRatio(ramp[80], '#000000'));
    expect(contrastRatio(ramp[160], '#ffffff')).toBeLessThan(contrastRatio(ramp[80], '#ffffff'));
    expect(THEMES.hp.colorBrandBackground).toBe(THEME_BASE_COLOURS.hp.toLowerCase());
  });

  // Spec (Theme): the role's prefix picks the theme; each theme's brand colour is what its buttons and links wear.
  it.each([
    ['SALES_PERSON', '#c2410c'],
    ['ADMIN', '#c2410c'],
    ['DEAL_TEAM', '#c2410c'],
    ['HP_SALES_PERSON', '#0067b1'],
    ['HP_SOLUTION_ARCHITECT', '#0067b1'],
    ['ACCENTURE_SALES_PERSON', '#7500c0'],
    ['ACCENTURE_SOLUTION_ARCHITECT', '#7500c0'],
    ['CLIENT', '#00787a'],
  ] as [RoleId, string][])('%s sees the brand colour %s', (role, colour) => {
    const theme = THEMES[themeOf(role)];
    expect(theme.colorBrandBackground).toBe(colour);
    expect(theme.colorCompoundBrandForeground1).toBe(colour);
  });
});
