import type { ActionRole, StaticRole } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownRoles } from './known-roles.ts';

const staticRoles = [
  { id: 'role-pm', name: 'Project Manager' },
  { id: 'role-eng', name: 'Engineer' },
] as StaticRole[];
const roles: ActionRole[] = [
  { staticId: 'role-pm', name: 'Project Manager', value: 50 },
  { staticId: 'role-gone', name: 'Retired Role', value: 100 },
  { staticId: 'role-eng', name: 'Engineer', value: 100 },
];

afterEach(() => vi.restoreAllMocks());

describe('an action role with an unknown staticId (spec: error catalogue)', () => {
  it('is not shown and logs one warning; the others keep their index in the action', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = knownRoles(roles, staticRoles, 'act-1');
    expect(shown.map(({ role, index }) => [role.staticId, index])).toEqual([
      ['role-pm', 0],
      ['role-eng', 2],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("'role-gone'");
    // A re-render does not repeat the warning.
    knownRoles(roles, staticRoles, 'act-1');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows every role by its stored name while the static roles are not known', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(knownRoles(roles, undefined, 'act-1')).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
  });
});
