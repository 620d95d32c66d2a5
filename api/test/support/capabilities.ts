/** Walking a capability tree in the API tests: every capability, and every action with its sub-actions. */
import type { Capability } from '@portal/domain';

export const flat = (caps: Capability[]): Capability[] => caps.flatMap((c) => [c, ...flat(c.items ?? [])]);

export const actionsOf = (caps: Capability[]) =>
  flat(caps).flatMap((c) => {
    const walk = (list: NonNullable<Capability['actions']>): NonNullable<Capability['actions']> =>
      list.flatMap((a) => [a, ...walk(a.actions ?? [])]);
    return walk(c.actions ?? []);
  });
