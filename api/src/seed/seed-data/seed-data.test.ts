/**
 * Seed data: every dataset parses with its schema, and the counts, defaults and references of the spec hold
 * (staffing levels, talent communities, go-to-market plays, reference data, demo users and solutions). The
 * capability catalogue has its own file, capabilities.test.ts; the built-in security controls and templates, which
 * the runtime reads too, are tested beside them (api/src/reference/built-in).
 */
import { createHash } from 'node:crypto';
import {
  commercialSettingsSchema,
  DEFAULT_COMMERCIAL_SETTINGS,
  capabilityRoleSchema,
  capabilitySchema,
  geoAreaSchema,
  goToMarketPlaySchema,
  notificationSettingSchema,
  offeringSchema,
  regionSchema,
  ROLE_IDS,
  salesClientSchema,
  salesCountrySchema,
  saveCapabilityRolesRequestSchema,
  saveNotificationSettingsRequestSchema,
  saveSalesClientRequestSchema,
  saveSettingsRequestSchema,
  settingsSchema,
  SOLUTION_AREA_NAMES,
  solutionAreaSchema,
  solutionSchema,
  staffingResourceLevelSchema,
  TALENT_COMMUNITY_NAMES,
  talentCommunitySchema,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as data from './index.ts';

const NOW = new Date('2025-06-15T10:00:00Z');

const capabilityTree = data.allCapabilities();

function expectUnique(values: readonly (string | number)[]): void {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dupes).toEqual([]);
}

describe('every dataset parses with its schema', () => {
  const solutionWithoutEtag = solutionSchema.omit({ etag: true });
  const cases: [string, z.ZodType, readonly unknown[]][] = [
    ['staffing levels', staffingResourceLevelSchema, data.STAFFING_LEVELS],
    ['talent communities', talentCommunitySchema, data.TALENT_COMMUNITIES],
    ['go-to-market plays', goToMarketPlaySchema, data.GTM_PLAYS],
    ['geographic areas', geoAreaSchema, data.GEO_AREAS],
    ['provider regions', regionSchema, data.PROVIDER_REGIONS],
    ['HP regions', regionSchema, data.HP_REGIONS],
    ['countries', salesCountrySchema, data.COUNTRIES],
    ['clients', salesClientSchema, data.CLIENTS],
    ['solution areas', solutionAreaSchema, data.SOLUTION_AREAS],
    ['settings', settingsSchema, [data.SETTINGS]],
    ['notification settings', notificationSettingSchema, data.NOTIFICATION_SETTINGS],
    ['capability roles', capabilityRoleSchema, data.CAPABILITY_ROLES],
    ['capabilities', capabilitySchema, data.CAPABILITIES],
    ['offerings', offeringSchema, data.OFFERINGS],
    ['demo solutions', solutionWithoutEtag, data.demoSolutions(NOW)],
  ];
  it.each(cases)('%s', (_name, schema, items) => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const result = schema.safeParse(item);
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('parsing changes nothing (no defaults fill gaps in the seed data)', () => {
    for (const c of data.CAPABILITIES) expect(capabilitySchema.parse(c)).toEqual(c);
    for (const r of data.CAPABILITY_ROLES) expect(capabilityRoleSchema.parse(r)).toEqual(r);
  });
});

describe('staffing levels', () => {
  const byId = new Map(data.STAFFING_LEVELS.map((l) => [l.staffingResourceLevelId, l]));
  const ladder = (ids: readonly number[]) => ids.map((id) => byId.get(id)!);

  it('hold exactly the id sets of the spec (1-9 and 48, 10-18, 19-27, 50-52)', () => {
    const ids = data.STAFFING_LEVELS.map((l) => l.staffingResourceLevelId).sort((a, b) => a - b);
    const expected = [...range(1, 9), 48, ...range(10, 18), ...range(19, 27), 50, 51, 52].sort(
      (a, b) => a - b,
    );
    expect(ids).toEqual(expected);
    // The spec's text says "30 levels" but its id list has 31 entries; every listed id is kept.
    expect(data.STAFFING_LEVELS).toHaveLength(31);
    expectUnique(ids);
  });

  it('default level 7 is Consultant', () => {
    expect(byId.get(7)?.resourceLevel).toBe('Consultant');
  });

  it.each([
    ['provider', data.STAFFING_LEVEL_IDS.provider, 'Onshore', 38, ''],
    ['ATC', data.STAFFING_LEVEL_IDS.atc, 'Offshore', 43, 'ATC '],
    ['GCP', data.STAFFING_LEVEL_IDS.gcp, 'Onshore', 38, 'GCP '],
  ] as const)(
    '%s ladder: type, hours, prefix, acnLevelId 1-9 and increasing order',
    (_n, ids, type, hours, prefix) => {
      const levels = ladder(ids);
      for (const l of levels) {
        expect(l.resourceType).toBe(type);
        expect(l.hoursPerWeek).toBe(hours);
        expect(l.resourceLevel.startsWith(prefix)).toBe(true);
        expect(l.staffingResourceLevelBillCodes).toEqual([]);
      }
      expect(levels.slice(0, 9).map((l) => l.acnLevelId)).toEqual(range(1, 9));
      const orders = levels.map((l) => l.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expectUnique(orders);
    },
  );

  it('provider ladder runs from Exec to Jr. Analyst (id 48 last)', () => {
    const levels = ladder(data.STAFFING_LEVEL_IDS.provider);
    expect(levels[0]?.resourceLevel).toBe('Exec');
    expect(levels.at(-1)).toMatchObject({
      staffingResourceLevelId: 48,
      resourceLevel: 'Jr. Analyst',
      acnLevelId: 9,
    });
  });

  it('special levels 50-52 map to acnLevelId 5 and onshore/offshore hours 38/43', () => {
    expect(
      ladder([50, 51, 52]).map((l) => [l.resourceLevel, l.resourceType, l.hoursPerWeek, l.acnLevelId]),
    ).toEqual([
      ['Non-Provider', 'Onshore', 38, 5],
      ['Shared Service - Onshore', 'Onshore', 38, 5],
      ['Shared Service - Offshore', 'Offshore', 43, 5],
    ]);
  });

  it('hours per week follow the resource type for every level', () => {
    for (const l of data.STAFFING_LEVELS) expect(l.hoursPerWeek).toBe(l.resourceType === 'Onshore' ? 38 : 43);
  });
});

describe('talent communities and go-to-market plays', () => {
  it('are the 14 communities of the spec with 3-6 roles each', () => {
    expect(data.TALENT_COMMUNITIES.map((c) => c.talentCommunityName)).toEqual([...TALENT_COMMUNITY_NAMES]);
    for (const c of data.TALENT_COMMUNITIES) {
      expect(c.roles.length).toBeGreaterThanOrEqual(3);
      expect(c.roles.length).toBeLessThanOrEqual(6);
    }
  });

  it('roles and skills use the identifier ranges, id 0 and null skill level', () => {
    const roles = data.TALENT_COMMUNITIES.flatMap((c) => c.roles);
    expectUnique(roles.map((r) => r.externalRoleId));
    for (const r of roles) {
      expect(r.roleId).toBe(0);
      expect(r.externalRoleId).toBeGreaterThanOrEqual(60002126);
      expect(r.externalRoleId).toBeLessThanOrEqual(60002597);
      expect(r.skills.length).toBeGreaterThan(0);
      for (const s of r.skills) {
        expect(s).toMatchObject({ skillId: 0, skillLevel: null });
        expect(s.externalSkillId).toBeGreaterThanOrEqual(80000085);
        expect(s.externalSkillId).toBeLessThanOrEqual(80025599);
      }
    }
  });

  it('plays use the keys of the spec and the names it gives', () => {
    const keys = [26, 27, ...range(28, 49), ...range(50, 54), 56, 57, 58, ...range(63, 69)];
    expect(data.GTM_PLAYS.map((p) => p.gtmKey)).toEqual(keys);
    const name = (key: number) => data.GTM_PLAYS.find((p) => p.gtmKey === key)?.gtmName;
    expect([name(58), name(52), name(26), name(53), name(27)]).toEqual([
      'Digital Marketing',
      'Data Strategy',
      'Cloud Optimization',
      'Data Plat Transformation',
      'Sidecar App Arch',
    ]);
    const names = data.GTM_PLAYS.map((p) => p.gtmName);
    for (const n of [
      'Intelligent Health',
      'Responsive Customer Care',
      'Secure Enterprise',
      'Supply Chain Resilience',
    ]) {
      expect(names).toContain(n);
    }
    for (const n of ['Workplace Experience', 'Workforce Automation', 'Workplace Insights'])
      expect(names).toContain(n);
    const powerPlatform = names.filter((n) => n.startsWith('Power Platform - '));
    expect(powerPlatform.map((n) => n.slice('Power Platform - '.length))).toEqual([
      'AIAD Workshops',
      'COE',
      'Factory/Studio',
      'Low Code Modern App Transformation',
      'Power Automate Desktop',
      'SAP/SFDC Surround',
      'Teams',
    ]);
  });

  it('play roles repeat talent-community role records with the same identifiers', () => {
    const roles = new Map(data.TALENT_COMMUNITIES.flatMap((c) => c.roles.map((r) => [r.externalRoleId, r])));
    for (const p of data.GTM_PLAYS) {
      expect(p.roles.length).toBeGreaterThan(0);
      for (const r of p.roles) expect(r).toEqual(roles.get(r.externalRoleId));
    }
  });
});

describe('regions, countries, clients and other reference data', () => {
  it('regions sit in known areas; EME-UKI is UK & Ireland', () => {
    const areas = data.GEO_AREAS.map((a) => a.id);
    for (const r of [...data.PROVIDER_REGIONS, ...data.HP_REGIONS]) expect(areas).toContain(r.areaId);
    expect(data.PROVIDER_REGIONS.find((r) => r.id === 'EME-UKI')?.name).toBe('UK & Ireland');
    expectUnique([...data.PROVIDER_REGIONS, ...data.HP_REGIONS].map((r) => r.id));
  });

  it('countries refer to known regions, have example-domain contacts, and leave a few names empty', () => {
    expect(data.COUNTRIES.length).toBeGreaterThanOrEqual(25);
    expectUnique(data.COUNTRIES.map((c) => c.id));
    const providerRegions = data.PROVIDER_REGIONS.map((r) => r.id);
    const hpRegions = data.HP_REGIONS.map((r) => r.id);
    let empty = 0;
    for (const c of data.COUNTRIES) {
      expect(providerRegions).toContain(c.fields.provider.regionId);
      expect(hpRegions).toContain(c.fields.hp.region);
      for (const [org, domain] of [
        [c.fields.provider, '@provider.example'],
        [c.fields.hp, '@hp.example'],
      ] as const) {
        for (const contact of Object.values(org.contacts)) {
          if (!contact.name) {
            empty++;
            expect(contact.email).toBe('');
          } else expect(contact.email.endsWith(domain)).toBe(true);
        }
      }
    }
    expect(empty).toBeGreaterThanOrEqual(3);
    expect(data.COUNTRIES.map((c) => c.name)).toEqual(
      expect.arrayContaining(['United Kingdom', 'Ireland', 'Germany']),
    );
  });

  it('clients have unique ids and plausible figures', () => {
    expect(data.CLIENTS.length).toBeGreaterThanOrEqual(12);
    expectUnique(data.CLIENTS.map((c) => c.id));
    for (const c of data.CLIENTS) expect(c.fields.users).toBeGreaterThan(0);
  });

  it('solution areas are the six fixed areas', () => {
    expect(data.SOLUTION_AREAS.map((a) => a.name)).toEqual([...SOLUTION_AREA_NAMES]);
    expectUnique(data.SOLUTION_AREAS.map((a) => a.id));
  });

  it('settings default to cycles 1, review 5, update 5, approve 2, with the commercial terms of issue 29', () => {
    expect(data.SETTINGS.deliverableReview).toEqual({ cycles: 1, review: 5, update: 5, approve: 2 });
    expect(commercialSettingsSchema.parse(data.SETTINGS.commercial)).toEqual(DEFAULT_COMMERCIAL_SETTINGS);
    expect(data.SETTINGS.commercial).toMatchObject({ vatPercent: 20, validityDays: 90 });
  });

  it('notification settings refer to known solution areas, areas, regions and countries', () => {
    const ids = (xs: readonly { id: string }[]) => xs.map((x) => x.id);
    for (const s of data.NOTIFICATION_SETTINGS) {
      expect(ids(data.SOLUTION_AREAS)).toContain(s.solutionAreaId);
      if (s.globalAreaId) expect(ids(data.GEO_AREAS)).toContain(s.globalAreaId);
      if (s.globalRegionId) expect(ids(data.PROVIDER_REGIONS)).toContain(s.globalRegionId);
      if (s.globalCountryId) expect(ids(data.COUNTRIES)).toContain(s.globalCountryId);
    }
    const scopes = data.NOTIFICATION_SETTINGS.map((s) =>
      s.globalCountryId ? 'country' : s.globalRegionId ? 'region' : s.globalAreaId ? 'area' : 'global',
    );
    expect(new Set(scopes)).toEqual(new Set(['global', 'area', 'region', 'country']));
  });
});

describe('demo users', () => {
  it('cover all 12 roles, with admin@provider.example as ADMIN', () => {
    expect(new Set(data.DEMO_USERS.map((u) => u.roleId))).toEqual(new Set(ROLE_IDS));
    expect(data.DEMO_USERS.find((u) => u.email === 'admin@provider.example')?.roleId).toBe('ADMIN');
    expectUnique(data.DEMO_USERS.map((u) => u.email));
    const domains = { PROVIDER: 'provider', HP: 'hp', ACCENTURE: 'accenture', CLIENT: 'client' };
    for (const u of data.DEMO_USERS)
      expect(u.email.endsWith(`@${domains[u.organization]}.example`)).toBe(true);
    expect(data.DEMO_USERS.filter((u) => u.regionId === 'EME-UKI').length).toBeGreaterThan(6);
  });

  it("user ids are 'u-' + the first 16 hex digits of sha256(lower-cased trimmed e-mail)", () => {
    const expected = 'u-' + createHash('sha256').update('admin@provider.example').digest('hex').slice(0, 16);
    expect(data.userIdForEmail('  Admin@Provider.example ')).toBe(expected);
    expect(expected).toMatch(/^u-[0-9a-f]{16}$/);
    for (const u of data.DEMO_USERS) expect(u.id).toBe(data.userIdForEmail(u.email));
  });

  it('tie each client user to a seeded client, the one their own demo solutions are for (ADR 0053)', () => {
    const clientUsers = data.DEMO_USERS.filter((u) => u.roleId === 'CLIENT');
    expect(clientUsers.length).toBeGreaterThan(0);
    for (const u of clientUsers) {
      expect(data.CLIENTS.map((c) => c.id)).toContain(u.clientId);
      const own = data.demoSolutions(NOW).filter((s) => s.userId === u.id);
      for (const s of own) expect(s.salesClient?.id).toBe(u.clientId);
    }
    expect(data.DEMO_USERS.filter((u) => u.roleId !== 'CLIENT' && u.clientId)).toEqual([]);
  });
});

describe('demo solutions', () => {
  const solutions = data.demoSolutions(NOW);
  const users = new Map(data.DEMO_USERS.map((u) => [u.id, u]));

  it('have numeric ids from 1001, the steps and organisations the demo needs', () => {
    expect(solutions.map((s) => s.id)).toEqual(solutions.map((_, i) => String(1001 + i)));
    expect(new Set(solutions.map((s) => s.state.step))).toEqual(new Set([1, 2, 3, 5, 6, 7, 8]));
    expect(new Set(solutions.map((s) => s.fields.organization))).toEqual(
      new Set(['PROVIDER', 'HP', 'ACCENTURE', 'CLIENT']),
    );
    expect(solutions.filter((s) => s.fields.regionId === 'EME-UKI').length).toBeGreaterThan(
      solutions.length / 2,
    );
    expect(
      solutions.filter((s) => s.fields.aepUrl?.startsWith('https://aep.provider.example/')).length,
    ).toBeGreaterThan(1);
  });

  it('are owned by demo users, assigned to their role holders, and modified in the last 30 days', () => {
    for (const s of solutions) {
      const owner = users.get(s.userId);
      expect(owner?.email).toBe(s.owner.email);
      const roleUserIds = (s.fields.roles ?? []).map((r) => r.user!.id);
      expect(s.assigneeIds).toEqual([...new Set(roleUserIds)]);
      for (const id of s.assigneeIds) expect(users.has(id)).toBe(true);
      if (s.fields.organization !== 'PROVIDER' && s.fields.organization !== 'CLIENT') {
        expect(owner?.organization).toBe(s.fields.organization);
      }
      const age = NOW.getTime() - Date.parse(s.modifiedAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
      expect(Date.parse(s.createdAt)).toBeLessThan(Date.parse(s.modifiedAt));
      expect(data.CLIENTS.some((c) => c.id === s.clientId && c.name === s.clientName)).toBe(true);
    }
    expect(solutions.some((s) => s.fields.roles?.some((r) => r.id === 'SOLUTION_ARCHITECT'))).toBe(true);
  });

  it('hold copies of catalogue capabilities, selected and sized', () => {
    const catalogueIds = new Set(capabilityTree.map((c) => c.id));
    for (const s of solutions) {
      expect(s.state.items.length).toBeLessThanOrEqual(3);
      for (const item of s.state.items) {
        expect(catalogueIds).toContain(item.id);
        expect(item.selected).toBe(true);
      }
    }
    const sized = solutions.filter((s) => s.state.step >= 3).flatMap((s) => s.state.items);
    for (const item of sized) expect(['S', 'M', 'L', 'XL']).toContain(item.size);
  });
});

describe('admin write requests refuse bad input', () => {
  it('client: name required, fields default to empty values, negative counts refused', () => {
    expect(saveSalesClientRequestSchema.safeParse({ name: '   ', fields: {} }).success).toBe(false);
    expect(saveSalesClientRequestSchema.parse({ name: ' Acme ' })).toEqual({
      name: 'Acme',
      fields: { industry: '', strategy: '', users: 0, devices: 0, applications: 0, c365id: '', hpid: '' },
    });
    expect(saveSalesClientRequestSchema.safeParse({ name: 'Acme', fields: { users: -1 } }).success).toBe(
      false,
    );
    expect(saveSalesClientRequestSchema.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
  });

  it('settings: whole numbers within bounds', () => {
    expect(saveSettingsRequestSchema.safeParse(data.SETTINGS).success).toBe(true);
    const bad = { deliverableReview: { cycles: 1.5, review: 5, update: 5, approve: 2 } };
    expect(saveSettingsRequestSchema.safeParse(bad).success).toBe(false);
  });

  it('notifications: at most one geographic narrowing, a valid recipient e-mail', () => {
    const base = data.NOTIFICATION_SETTINGS[0]!;
    expect(saveNotificationSettingsRequestSchema.safeParse({ notificationSettings: [base] }).success).toBe(
      true,
    );
    const twoScopes = { ...base, globalAreaId: 'EME', globalRegionId: 'EME-UKI' };
    expect(
      saveNotificationSettingsRequestSchema.safeParse({ notificationSettings: [twoScopes] }).success,
    ).toBe(false);
    const badMail = { ...base, recipient: { name: 'X', email: 'not-an-email' } };
    expect(saveNotificationSettingsRequestSchema.safeParse({ notificationSettings: [badMail] }).success).toBe(
      false,
    );
  });

  it('capability roles: defaults team PROVIDER and location ONSHORE_UK, bad location and duplicate ids refused', () => {
    expect(capabilityRoleSchema.parse({ id: 'role-x', name: 'X' })).toEqual({
      id: 'role-x',
      name: 'X',
      team: 'PROVIDER',
      location: 'ONSHORE_UK',
      governance: false,
    });
    expect(capabilityRoleSchema.safeParse({ id: 'role-x', name: 'X', location: 'MOON' }).success).toBe(false);
    const role = data.CAPABILITY_ROLES[0]!;
    expect(saveCapabilityRolesRequestSchema.safeParse({ roles: [role, role] }).success).toBe(false);
    expect(saveCapabilityRolesRequestSchema.safeParse({ roles: data.CAPABILITY_ROLES }).success).toBe(true);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
