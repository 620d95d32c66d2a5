/**
 * Dependency telemetry for a port: every method that returns a promise is recorded as a call to the dependency
 * (its type and target, the method as its name), under the operation running at the time. A store's `container(x)`
 * gives a traced container named `x.method`. With telemetry off the port is returned as it is.
 */
import type { Telemetry } from './telemetry.ts';

export interface DependencyOf {
  type: string;
  target: string;
  /** The first argument names what is called (a blob container, a queue), never an id: add it to the name. */
  nameFromFirstArg?: boolean;
  prefix?: string;
}

export function traced<T extends object>(port: T, telemetry: Telemetry, dep: DependencyOf): T {
  if (!telemetry.enabled) return port;
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        const startedAt = Date.now();
        const t0 = performance.now();
        const result = method.apply(target, args);
        if (result instanceof Promise) {
          const subject = dep.nameFromFirstArg && typeof args[0] === 'string' ? ` ${args[0]}` : '';
          const name = `${dep.prefix ? `${dep.prefix}.` : ''}${key}${subject}`;
          const record = (success: boolean, error?: unknown) =>
            telemetry.dependency({
              type: dep.type,
              target: dep.target,
              name,
              startedAt,
              durationMs: performance.now() - t0,
              success,
              ...(error === undefined ? {} : { error }),
            });
          return result.then(
            (v: unknown) => {
              record(true);
              return v;
            },
            (err: unknown) => {
              record(false, err);
              throw err;
            },
          );
        }
        if (key === 'container' && result && typeof result === 'object' && typeof args[0] === 'string')
          return traced(result, telemetry, { type: dep.type, target: dep.target, prefix: args[0] });
        return result;
      };
    },
  });
}
