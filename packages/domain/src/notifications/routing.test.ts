import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import {
  notificationSettingSchema,
  type NotificationFlags,
  type NotificationSetting,
} from '../contracts/reference.ts';
import type { Region } from '../contracts/places.ts';
import {
  cellOf,
  notificationRecipients,
  notificationSettingProblems,
  settingAt,
  solutionAreasOf,
  solutionPlace,
  withCell,
  type NotificationKind,
  type SolutionPlace,
} from './routing.ts';

const flags = (on: string): NotificationFlags => ({
  solutionSubmitted: on.includes('S'),
  architectAssigned: on.includes('A'),
  dailySummary: on.includes('D'),
  weeklySymmary: on.includes('W'),
});

const MW = 'sa-modern-workplace';
const SEC = 'sa-security';
const AI = 'sa-applications-infrastructure';
const ALL_AREAS = [MW, SEC, AI, 'sa-data-ai', 'sa-business-applications', 'sa-customer-experience'];

const row = (
  email: string,
  solutionAreaId: string,
  on: string,
  place: Partial<Pick<NotificationSetting, 'globalAreaId' | 'globalRegionId' | 'globalCountryId'>> = {},
): NotificationSetting => ({
  solutionAreaId,
  ...place,
  recipient: { name: email.split('@')[0]!, email },
  notifications: flags(on),
});

/** Four levels for Modern Workplace, two for Security, one country row for Applications and Infrastructure. */
const SETTINGS: NotificationSetting[] = [
  row('mw.global@x.example', MW, 'SADW'),
  row('mw.eme@x.example', MW, 'SAW', { globalAreaId: 'EME' }),
  row('mw.uki@x.example', MW, 'SD', { globalRegionId: 'EME-UKI' }),
  row('mw.gb@x.example', MW, 'S', { globalCountryId: 'GB' }),
  row('sec.global@x.example', SEC, 'W'),
  row('sec.uki@x.example', SEC, 'SAD', { globalRegionId: 'EME-UKI' }),
  row('ai.de@x.example', AI, 'SD', { globalCountryId: 'DE' }),
];

const GB: SolutionPlace = { countryId: 'GB', regionId: 'EME-UKI', areaId: 'EME' };
const IE: SolutionPlace = { countryId: 'IE', regionId: 'EME-UKI', areaId: 'EME' };
const DE: SolutionPlace = { countryId: 'DE', regionId: 'EME-DACH', areaId: 'EME' };
const US: SolutionPlace = { countryId: 'US', regionId: 'AMS-NA', areaId: 'AMS' };
const NOWHERE: SolutionPlace = {};

describe('notificationRecipients: the most specific row that has the notification on wins', () => {
  it.each<[string, string[], SolutionPlace, NotificationKind, string[]]>([
    // Country over region over area over global.
    ['GB, submitted: the country row', [MW], GB, 'solutionSubmitted', ['mw.gb@x.example']],
    ['IE, submitted: no IE row, so the region row', [MW], IE, 'solutionSubmitted', ['mw.uki@x.example']],
    ['DE, submitted: no DACH row, so the area row', [MW], DE, 'solutionSubmitted', ['mw.eme@x.example']],
    ['US, submitted: only global matches', [MW], US, 'solutionSubmitted', ['mw.global@x.example']],
    ['no place at all: only global', [MW], NOWHERE, 'solutionSubmitted', ['mw.global@x.example']],
    // A more specific row with the notification off does not silence it: the next broader row that has it on decides.
    ['GB, architect: GB and UKI rows off, so EME', [MW], GB, 'architectAssigned', ['mw.eme@x.example']],
    ['GB, daily: GB off, UKI on', [MW], GB, 'dailySummary', ['mw.uki@x.example']],
    ['GB, weekly: GB and UKI off, EME on', [MW], GB, 'weeklySymmary', ['mw.eme@x.example']],
    ['US, daily: only the global row', [MW], US, 'dailySummary', ['mw.global@x.example']],
    // Areas decide on their own; their winners are joined.
    ['GB in two areas', [MW, SEC], GB, 'solutionSubmitted', ['mw.gb@x.example', 'sec.uki@x.example']],
    ['GB, weekly in two areas', [MW, SEC], GB, 'weeklySymmary', ['mw.eme@x.example', 'sec.global@x.example']],
    ['DE, A&I: the country row', [AI], DE, 'dailySummary', ['ai.de@x.example']],
    ['GB, A&I: nobody', [AI], GB, 'dailySummary', []],
    ['an area with no rows', ['sa-data-ai'], GB, 'solutionSubmitted', []],
  ])('%s', (_name, solutionAreaIds, place, kind, expected) => {
    expect(notificationRecipients(SETTINGS, { solutionAreaIds, place }, kind).map((r) => r.email)).toEqual(
      expected,
    );
  });

  it('sends once to an address that wins in two areas, and keeps every tie at the winning level', () => {
    const settings = [
      row('Desk@X.example', MW, 'S', { globalRegionId: 'EME-UKI' }),
      row('desk@x.example', SEC, 'S', { globalRegionId: 'EME-UKI' }),
      row('lead@x.example', SEC, 'S', { globalRegionId: 'EME-UKI' }),
      row('global@x.example', SEC, 'S'),
    ];
    expect(
      notificationRecipients(settings, { solutionAreaIds: [MW, SEC], place: GB }, 'solutionSubmitted'),
    ).toEqual([
      { name: 'Desk', email: 'Desk@X.example' },
      { name: 'lead', email: 'lead@x.example' },
    ]);
  });
});

describe('solutionPlace', () => {
  const regions: Region[] = [
    { id: 'EME-UKI', name: 'UK & Ireland', areaId: 'EME' },
    { id: 'AMS-NA', name: 'North America', areaId: 'AMS' },
  ];
  it.each([
    [{ countryId: 'GB', regionId: 'EME-UKI' }, GB],
    [{ countryId: 'GB', regionId: '', countryRegionId: 'EME-UKI' }, GB],
    [
      { countryId: 'US', regionId: 'AMS-NA', countryRegionId: 'EME-UKI' },
      { countryId: 'US', ...US },
    ],
    [{ countryId: null, regionId: 'EME-XX' }, { regionId: 'EME-XX' }],
    [{}, {}],
  ])('%j -> %j', (input, expected) => {
    expect(solutionPlace(input, regions)).toEqual(expected);
  });
});

describe('solutionAreasOf', () => {
  const cap = (areaId: string | undefined, selected: boolean, items: Capability[] = []): Capability =>
    ({
      id: `${areaId}-${selected}`,
      name: 'c',
      ...(areaId ? { areaId } : {}),
      selected,
      items,
    }) as Capability;
  it.each<[string, Capability[] | undefined, string[]]>([
    ['nothing yet: every area', undefined, ALL_AREAS],
    ['nothing selected: every area', [cap('area-core', false)], ALL_AREAS],
    ['Core: Modern Workplace', [cap('area-core', true)], [MW]],
    ['Manage & Evolve: Modern Workplace', [cap('area-manage-evolve', true)], [MW]],
    [
      'Security and Virtualization',
      [cap('area-security', true), cap('area-virtualization', true)],
      [SEC, AI],
    ],
    [
      'a selected child inherits its parent area',
      [cap('area-security', false, [cap(undefined, true)])],
      [SEC],
    ],
    ['an unknown area only: every area', [cap('area-other', true)], ALL_AREAS],
  ])('%s', (_name, items, expected) => {
    expect(solutionAreasOf(items, ALL_AREAS)).toEqual(expected);
  });
});

describe('matrix cells', () => {
  it('finds, replaces, adds and empties a cell, keeping the place fields to the cell', () => {
    const uki = { solutionAreaId: MW, level: 'region' as const, placeId: 'EME-UKI' };
    expect(settingAt(SETTINGS, uki)?.recipient.email).toBe('mw.uki@x.example');
    expect(cellOf(SETTINGS[0]!)).toEqual({ solutionAreaId: MW, level: 'global' });
    const value = { recipient: { name: 'New', email: 'new@x.example' }, notifications: flags('W') };
    const replaced = withCell(SETTINGS, uki, value);
    expect(replaced).toHaveLength(SETTINGS.length);
    expect(replaced[2]).toEqual({ solutionAreaId: MW, globalRegionId: 'EME-UKI', ...value });
    const fr = { solutionAreaId: SEC, level: 'country' as const, placeId: 'FR' };
    expect(withCell(SETTINGS, fr, value).at(-1)).toEqual({
      solutionAreaId: SEC,
      globalCountryId: 'FR',
      ...value,
    });
    const global = { solutionAreaId: 'sa-data-ai', level: 'global' as const };
    expect(withCell(SETTINGS, global, value).at(-1)).toEqual({ solutionAreaId: 'sa-data-ai', ...value });
    expect(withCell(SETTINGS, uki, null)).toHaveLength(SETTINGS.length - 1);
    expect(settingAt(withCell(SETTINGS, uki, null), uki)).toBeUndefined();
  });
});

describe('notificationSettingProblems', () => {
  const known = {
    solutionAreaIds: new Set(ALL_AREAS),
    areaIds: new Set(['EME']),
    regionIds: new Set(['EME-UKI']),
    countryIds: new Set(['GB']),
  };
  it('accepts known ids', () => {
    expect(notificationSettingProblems(SETTINGS.slice(0, 4), known)).toEqual({});
  });
  it.each<[NotificationSetting, string, string]>([
    [
      row('a@x.example', 'sa-unknown', 'S'),
      'notificationSettings.0.solutionAreaId',
      'is not one of the six solution areas',
    ],
    [
      row('a@x.example', MW, 'S', { globalAreaId: 'MARS' }),
      'notificationSettings.0.globalAreaId',
      'is not a known geographic area',
    ],
    [
      row('a@x.example', MW, 'S', { globalRegionId: 'EME-XX' }),
      'notificationSettings.0.globalRegionId',
      'is not a known region',
    ],
    [
      row('a@x.example', MW, 'S', { globalCountryId: 'ZZ' }),
      'notificationSettings.0.globalCountryId',
      'is not a known country',
    ],
  ])('refuses %j at %s', (setting, path, message) => {
    expect(notificationSettingProblems([setting], known)).toEqual({ [path]: message });
  });
  it('refuses two settings for the same cell', () => {
    const twice = [row('a@x.example', MW, 'S'), row('b@x.example', SEC, 'S'), row('c@x.example', MW, 'D')];
    expect(notificationSettingProblems(twice, known)).toEqual({
      'notificationSettings.2': 'has the same solution area and place as setting 1',
    });
  });
});

describe('the notification setting contract', () => {
  const parse = (email: string) =>
    notificationSettingSchema.safeParse({
      solutionAreaId: MW,
      recipient: { name: 'n', email },
      notifications: flags('S'),
    });
  it('keeps an e-mail typed with spaces around it, trimmed', () => {
    expect(parse('  desk@x.example ').data?.recipient.email).toBe('desk@x.example');
  });
  it.each(['not an address', 'desk@x.example\u0007', '', 'a\nb@x.example'])('refuses %j', (email) => {
    expect(parse(email).success).toBe(false);
  });
});
