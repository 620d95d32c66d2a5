/**
 * Spec (error catalogue): "Role with wrong id and staticId: warning logged, nothing shown." An action's role whose
 * staticId names no static role of GET /api/roles is not shown in the action's roles table, and the browser console
 * gets one warning per unknown staticId per page load (so a re-render does not repeat it). Until the static roles
 * are loaded (or where they are not read: a read-only view) every role is shown by its stored name. ADR 0043.
 */
import type { ActionRole, StaticRole } from '@portal/domain';

const warned = new Set<string>();

/** The roles to show, each with its index in the action's list (edits address roles by index). */
export function knownRoles(
  roles: readonly ActionRole[],
  staticRoles: readonly StaticRole[] | undefined,
  actionId: string,
): { role: ActionRole; index: number }[] {
  const rows = roles.map((role, index) => ({ role, index }));
  if (!staticRoles) return rows;
  const ids = new Set(staticRoles.map((r) => r.id));
  return rows.filter(({ role }) => {
    if (ids.has(role.staticId)) return true;
    if (!warned.has(role.staticId)) {
      warned.add(role.staticId);
      console.warn(
        `Action ${actionId}: role '${role.name}' has an unknown staticId '${role.staticId}'; not shown.`,
      );
    }
    return false;
  });
}
