/**
 * The capability catalogue seed: counts and areas of the spec, unique ids, and every reference (linked capabilities,
 * static roles, dependency actions, capability metrics) resolving; the capability roles' links to talent-community
 * roles and staffing levels. The security controls the actions name: reference/built-in/built-in.test.ts.
 */
import {
  AEP_PHASES,
  ENGAGEMENT_OFFERING_AREA_IDS,
  HIDDEN_GROUP,
  saveOfferingsRequestSchema,
  unknownBundleCapabilities,
  type Action,
  type Capability,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import * as data from './index.ts';

function allActions(actions: readonly Action[] = []): Action[] {
  return actions.flatMap((a) => [a, ...allActions(a.actions ?? [])]);
}
const capabilityTree = data.allCapabilities();
const actionTree = capabilityTree.flatMap((c) => allActions(c.actions));
const visibleTopLevel = data.CAPABILITIES.filter((c) => !c.groups?.includes(HIDDEN_GROUP));

function depth(c: Capability): number {
  return 1 + Math.max(0, ...(c.items ?? []).map(depth));
}

function expectUnique(values: readonly (string | number)[]): void {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dupes).toEqual([]);
}

describe('capability catalogue', () => {
  it('has 29 visible top-level capabilities in exactly 4 areas, plus 1 hidden', () => {
    expect(visibleTopLevel).toHaveLength(29);
    expect(data.CAPABILITIES).toHaveLength(30);
    const hidden = data.CAPABILITIES.filter((c) => c.groups?.includes(HIDDEN_GROUP));
    expect(hidden.map((c) => c.id)).toEqual(['cap-legacy-vdi-decommissioning']);
    const areaIds = new Set(visibleTopLevel.map((c) => c.areaId));
    expect([...areaIds].sort()).toEqual(data.CAPABILITY_AREAS.map((a) => a.id).sort());
    expect(data.CAPABILITY_AREAS.map((a) => a.name)).toEqual([
      'Core',
      'Security',
      'Virtualization',
      'Manage & Evolve',
    ]);
    expect(data.CAPABILITY_AREAS.map((a) => a.id)).toEqual(ENGAGEMENT_OFFERING_AREA_IDS);
  });

  it('every capability has an area of the catalogue; top-level ones have 2-11 actions', () => {
    const areaIds = data.CAPABILITY_AREAS.map((a) => a.id);
    for (const c of capabilityTree) {
      expect(areaIds).toContain(c.areaId);
      expect(c.actions?.length ?? 0).toBeGreaterThan(0);
    }
    for (const c of data.CAPABILITIES) {
      expect(c.actions!.length).toBeGreaterThanOrEqual(2);
      // A rollout capability runs from readiness to hypercare, with the pilot's go-ahead and the application tests
      // before the pilot and beside the waves, and the users' communications: up to eleven activities.
      expect(c.actions!.length).toBeLessThanOrEqual(11);
    }
  });

  it('nests child capabilities to depth 3 and sub-actions', () => {
    expect(Math.max(...data.CAPABILITIES.map(depth))).toBe(3);
    expect(data.CAPABILITIES.filter((c) => c.items?.length).length).toBeGreaterThanOrEqual(3);
    expect(actionTree.some((a) => a.actions?.length)).toBe(true);
  });

  it('every id in the catalogue is unique', () => {
    const ids: string[] = [];
    for (const c of capabilityTree) ids.push(c.id, ...(c.metrics ?? []).map((m) => m.id));
    for (const a of actionTree) {
      ids.push(a.id);
      for (const list of [
        a.metrics,
        a.deliverables,
        a.workProducts,
        a.tools,
        a.risks,
        a.assumptions,
        a.dependencies,
      ]) {
        ids.push(...(list ?? []).map((x) => x.id));
      }
    }
    expect(ids.length).toBeGreaterThan(200);
    expectUnique(ids);
  });

  it('links, roles, dependency actions and metric links resolve', () => {
    const capabilityIds = new Set(capabilityTree.map((c) => c.id));
    const actionIds = new Set(actionTree.map((a) => a.id));
    const roles = new Map(data.CAPABILITY_ROLES.map((r) => [r.id, r]));
    const linked = capabilityTree.filter((c) => c.linkIds?.length);
    expect(linked.length).toBeGreaterThanOrEqual(3);
    expect(linked.length).toBeLessThanOrEqual(4);
    expect(data.findCapability('cap-windows-11-migration')?.linkIds).toEqual(['cap-device-management']);
    for (const c of capabilityTree) for (const id of c.linkIds ?? []) expect(capabilityIds).toContain(id);
    for (const a of actionTree) {
      expect(a.roles?.length).toBeGreaterThanOrEqual(1);
      for (const r of a.roles ?? []) expect(roles.get(r.staticId)?.name).toBe(r.name);
      for (const id of a.dependencyIds ?? []) expect(actionIds).toContain(id);
    }
    for (const c of capabilityTree) {
      const metricIds = new Set((c.metrics ?? []).map((m) => m.id));
      for (const a of allActions(c.actions)) {
        for (const m of a.metrics ?? []) if (m.metricId) expect(metricIds).toContain(m.metricId);
      }
    }
    expect(actionTree.some((a) => a.metrics?.some((m) => m.metricId))).toBe(true);
  });

  it('actions use AEP phases, 8-160 hours, parallel 0 and tranches 1', () => {
    for (const a of actionTree) {
      expect(AEP_PHASES).toContain(a.aepPhase);
      expect(a.effort).toBeGreaterThanOrEqual(8);
      expect(a.effort).toBeLessThanOrEqual(160);
      expect([a.parallel, a.tranches]).toEqual([0, 1]);
    }
    expect(actionTree.some((a) => a.defaultSelected === false)).toBe(true);
    expect(actionTree.some((a) => a.sequential === false)).toBe(true);
  });

  it('owners are provider e-mails and include the demo area and capability owners', () => {
    const owners = data.CAPABILITIES.flatMap((c) => c.owners ?? []);
    for (const c of data.CAPABILITIES) {
      expect(c.owners!.length).toBeGreaterThanOrEqual(1);
      expect(c.owners!.length).toBeLessThanOrEqual(2);
    }
    for (const o of owners) expect(o).toMatch(/^[a-z.]+@provider\.example$/);
    expect(owners).toContain('area.owner@provider.example');
    expect(owners).toContain('capability.owner@provider.example');
  });

  it('offerings are the visible capabilities and a starter bundle per area, grouped in the four offering areas', () => {
    // 29 capabilities and 4 starter bundles (issue 32), each bundle's set in the catalogue.
    expect(data.OFFERINGS).toHaveLength(33);
    expect(new Set(data.STARTER_BUNDLES.map((o) => o.areaId)).size).toBe(4);
    expect(unknownBundleCapabilities(data.OFFERINGS, data.CAPABILITIES)).toEqual([]);
    for (const o of data.OFFERINGS) expect(ENGAGEMENT_OFFERING_AREA_IDS).toContain(o.areaId);
    expectUnique(data.OFFERINGS.map((o) => o.id));
    // The seed passes the admins' save rules (ids, names once, limits).
    expect(saveOfferingsRequestSchema.safeParse({ offerings: data.OFFERINGS }).success).toBe(true);
  });
});

describe('capability roles', () => {
  it('have unique stable ids, valid teams and locations and a few governance roles', () => {
    expectUnique(data.CAPABILITY_ROLES.map((r) => r.id));
    expect(data.CAPABILITY_ROLES.length).toBeGreaterThanOrEqual(25);
    for (const r of data.CAPABILITY_ROLES) expect(r.id).toMatch(/^role-[a-z0-9-]+$/);
    const locations = new Set(data.CAPABILITY_ROLES.map((r) => r.location));
    expect([...locations].sort()).toEqual(['OFFSHORE_INDIA', 'ONSHORE_DE', 'ONSHORE_UK']);
    expect(new Set(data.CAPABILITY_ROLES.map((r) => r.team))).toEqual(new Set(['PROVIDER', 'ACCENTURE']));
    expect(data.CAPABILITY_ROLES.filter((r) => r.governance).length).toBeGreaterThanOrEqual(2);
    expect(data.capabilityRoleById('role-solution-architect')?.name).toBe('Solution Architect');
  });

  it('link to real talent-community roles and staffing levels', () => {
    for (const r of data.CAPABILITY_ROLES) {
      const talent = data.talentRoleByExternalId(r.aep!.externalRoleId);
      expect(talent?.community).toBe(r.aep!.talentCommunityName);
      expect(talent?.role.roleName).toBe(r.aep!.roleName);
      const level = data.staffingLevelById(r.aepLevel!.staffingResourceLevelId);
      expect(level?.resourceLevel).toBe(r.aepLevel!.resourceLevel);
      expect(level?.resourceType).toBe(r.location.startsWith('OFFSHORE_') ? 'Offshore' : 'Onshore');
    }
  });
});
