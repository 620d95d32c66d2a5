/** Bench fixtures shared by the browser and document benches: the big tree's actions given staffed roles. */
import type { Action, Capability } from '@portal/domain';

const ROLES = [
  { staticId: 'role-workplace-engineer', name: 'Workplace Engineer', value: 100 },
  { staticId: 'role-workplace-engineer-offshore', name: 'Workplace Engineer (Offshore)', value: 50 },
  { staticId: 'role-project-manager', name: 'Project Manager', value: 25 },
];

const withRoles = (a: Action, i = 0): Action => ({
  ...a,
  roles: [ROLES[i % ROLES.length]!, ...(i % 2 ? [ROLES[(i + 1) % ROLES.length]!] : [])],
  ...(a.actions ? { actions: a.actions.map((x, j) => withRoles(x, i + j + 1)) } : {}),
});

export const withActionRoles = (c: Capability): Capability => ({
  ...c,
  ...(c.actions ? { actions: c.actions.map((a, i) => withRoles(a, i)) } : {}),
  ...(c.items ? { items: c.items.map(withActionRoles) } : {}),
});
