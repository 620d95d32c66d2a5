import type { NotificationSetting, SalesCountry } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { matrixTree, parentKeys, rowKey, settingsBelow, visibleRows } from './matrix-rows.ts';

const country = (id: string, name: string, regionId: string) =>
  ({ id, name, fields: { provider: { regionId } } }) as unknown as SalesCountry;

const places = {
  solutionAreas: [{ id: 'sa-mw', name: 'Modern Workplace' }],
  areas: [
    { id: 'EME', name: 'Europe, Middle East & Africa' },
    { id: 'AMS', name: 'Americas' },
  ],
  regions: [
    { id: 'EME-UKI', name: 'UK & Ireland', areaId: 'EME' },
    { id: 'AMS-NA', name: 'North America', areaId: 'AMS' },
  ],
  countries: [
    country('IE', 'Ireland', 'EME-UKI'),
    country('GB', 'United Kingdom', 'EME-UKI'),
    country('US', 'United States', 'AMS-NA'),
  ],
};

const setting = (place: Partial<NotificationSetting>): NotificationSetting => ({
  solutionAreaId: 'sa-mw',
  recipient: { name: 'x', email: 'x@x.example' },
  notifications: {
    solutionSubmitted: true,
    architectAssigned: false,
    dailySummary: false,
    weeklySymmary: false,
  },
  ...place,
});

describe('the matrix rows', () => {
  const tree = matrixTree(places);
  it('shows Global and the areas first, then what is expanded, countries by name', () => {
    const names = (expanded: string[]) => visibleRows(tree, new Set(expanded)).map((r) => r.name);
    expect(names([rowKey('global')])).toEqual(['Global', 'Europe, Middle East & Africa', 'Americas']);
    expect(names([rowKey('global'), rowKey('area', 'EME'), rowKey('region', 'EME-UKI')])).toEqual([
      'Global',
      'Europe, Middle East & Africa',
      'UK & Ireland',
      'Ireland',
      'United Kingdom',
      'Americas',
    ]);
    expect(parentKeys(tree)).toEqual(['global:', 'area:EME', 'region:EME-UKI', 'area:AMS', 'region:AMS-NA']);
  });
  it('counts the recipients set below a folded row', () => {
    const settings = [
      setting({}),
      setting({ globalRegionId: 'EME-UKI' }),
      setting({ globalCountryId: 'GB' }),
      setting({ globalCountryId: 'US' }),
    ];
    const eme = tree.children[0]!;
    expect(settingsBelow(eme, settings)).toBe(2);
    expect(settingsBelow(tree, settings)).toBe(3);
  });
});
