/**
 * The worked example of docs/schedule.md, shared by the schedule's and the People view's tests and benchmarks:
 * two capabilities, five actions, four roles, expected start March 2027.
 */
import type { Action, AepPhase, Capability } from '../contracts/catalogue.ts';

export const role = (staticId: string, value: number) => ({ staticId, name: staticId, value });

export function act(
  id: string,
  effort: number,
  roles: { staticId: string; name: string; value: number }[],
  extra: Partial<Action> = {},
): Action {
  return { id, name: id, effort, roles, selected: true, aepPhase: 'Plan' as AepPhase, ...extra };
}

export const cap = (id: string, actions: Action[], extra: Partial<Capability> = {}): Capability => ({
  id,
  name: id,
  selected: true,
  areaId: 'area-core',
  actions,
  ...extra,
});

/** The worked example of docs/schedule.md. */
export const WORKED_EXAMPLE: Capability[] = [
  cap('Modern Workplace', [
    act('Discovery', 48, [role('architect', 100), role('workplace-architect', 50)]),
    act('Design', 60, [role('workplace-architect', 100)], { aepPhase: 'Design' }),
    act('Rollout', 80, [role('engineer', 100)], { aepPhase: 'Deploy', dependencyIds: ['Design'] }),
  ]),
  // A pilot environment built from the first day: a capability of its own, so no earlier phase holds it back.
  cap('Pilot', [act('Pilot build', 24, [role('engineer', 50)], { aepPhase: 'Build', sequential: false })]),
  cap('Security Baseline', [
    act('Baseline review', 16, [role('security', 100)], { aepPhase: 'Analyze', dependencyIds: ['Design'] }),
  ]),
];
