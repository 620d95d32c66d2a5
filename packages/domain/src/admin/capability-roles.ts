/**
 * Capability roles admin (spec: Capability Roles admin; entity Capability role). The API never trusts the AEP role
 * and level names a client sends: it resolves them from the stored talent communities and staffing levels, gives new
 * roles an id, refuses two roles with the same name, and refuses to delete a role that actions still use
 * (docs/reference-admin.md).
 */
import type { Action, Capability } from '../contracts/catalogue.ts';
import type {
  CapabilityRole,
  CapabilityRoleInput,
  StaffingResourceLevel,
  TalentCommunity,
} from '../contracts/reference.ts';

export const AEP_ROLE_UNKNOWN = 'Choose the AEP project role from the list (talent community, then role).';
export const AEP_LEVEL_UNKNOWN = 'Choose the AEP workforce level from the list.';
export const duplicateRoleName = (name: string) =>
  `Another role is already called '${name}'. Give each role its own name.`;

/** The key two role names are compared by: trimmed, spaces collapsed, case-insensitive. */
export const roleNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

export type ResolveRolesResult =
  { ok: true; roles: CapabilityRole[] } | { ok: false; fields: Record<string, string> };

/**
 * The roles to store: AEP role (community name, external id and role name) and AEP level (id and name) taken from
 * the reference data, ids kept or made with `newId`. Field errors are keyed like the request's paths
 * (roles.3.aep), so the API answers them as a 400 with field messages.
 */
export function resolveCapabilityRoles(
  input: readonly CapabilityRoleInput[],
  reference: { communities: readonly TalentCommunity[]; levels: readonly StaffingResourceLevel[] },
  newId: () => string,
): ResolveRolesResult {
  const fields: Record<string, string> = {};
  const names = new Map<string, number>();
  const roles: CapabilityRole[] = [];
  input.forEach((role, i) => {
    const key = roleNameKey(role.name);
    if (names.has(key)) fields[`roles.${i}.name`] = duplicateRoleName(role.name.trim());
    else names.set(key, i);

    const out: CapabilityRole = {
      id: role.id ?? newId(),
      name: role.name,
      team: role.team,
      location: role.location,
      governance: role.governance,
    };
    if (role.aep) {
      const community = reference.communities.find(
        (c) => c.talentCommunityName === role.aep!.talentCommunityName,
      );
      const talent = community?.roles.find((r) => r.externalRoleId === role.aep!.externalRoleId);
      if (!community || !talent) fields[`roles.${i}.aep`] = AEP_ROLE_UNKNOWN;
      else
        out.aep = {
          talentCommunityName: community.talentCommunityName,
          externalRoleId: talent.externalRoleId,
          roleName: talent.roleName,
        };
    }
    if (role.aepLevel) {
      const level = reference.levels.find(
        (l) => l.staffingResourceLevelId === role.aepLevel!.staffingResourceLevelId,
      );
      if (!level) fields[`roles.${i}.aepLevel`] = AEP_LEVEL_UNKNOWN;
      else
        out.aepLevel = {
          staffingResourceLevelId: level.staffingResourceLevelId,
          resourceLevel: level.resourceLevel,
        };
    }
    roles.push(out);
  });
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, roles };
}

/** Ids of the roles in `before` that `after` no longer has. */
export function removedRoleIds(
  before: readonly { id: string }[],
  after: readonly { id: string }[],
): string[] {
  const kept = new Set(after.map((r) => r.id));
  return before.filter((r) => !kept.has(r.id)).map((r) => r.id);
}

/** The static role ids (staticId) the actions of a capability tree use, at any depth. */
export function staticRoleIdsIn(
  tree: readonly Capability[] | undefined,
  into = new Set<string>(),
): Set<string> {
  const actions = (list: readonly Action[] | undefined) => {
    for (const a of list ?? []) {
      for (const r of a.roles ?? []) into.add(r.staticId);
      actions(a.actions);
    }
  };
  for (const cap of tree ?? []) {
    actions(cap.actions);
    staticRoleIdsIn(cap.items, into);
  }
  return into;
}

/** The message of a refused delete: which roles, and where they are used. */
export function rolesInUseMessage(
  names: readonly string[],
  where: { catalogue: boolean; solutions: number },
): string {
  const places = [
    where.catalogue ? 'the capability catalogue' : '',
    where.solutions ? `${where.solutions} solution${where.solutions === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  const list = names.map((n) => `'${n}'`).join(', ');
  const verb = names.length === 1 ? 'is' : 'are';
  return `${list} ${verb} still used by ${places.join(' and ')}, so ${names.length === 1 ? 'it' : 'they'} cannot be deleted. Rename or change the role instead.`;
}

/** A location as people type it, in the stored form: 'onshore uk' -> 'ONSHORE_UK'. */
export function normaliseRoleLocation(typed: string): string {
  return typed
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
    .replace(/_+/g, '_');
}
