/** Runs timer-triggered functions locally on their NCRONTAB schedules (UTC, as Azure Functions does by default). */
import { randomUUID } from 'node:crypto';
import azf from '@azure/functions';
import type { Timer } from '@azure/functions';
import { CronExpressionParser } from 'cron-parser';
import type { Settings } from '../config.ts';
import type { TimerTriggerDef } from '../functions/background.ts';
import type { Services } from '../services.ts';

const { InvocationContext } = azf;

export function nextOccurrence(schedule: string, after: Date): Date {
  return CronExpressionParser.parse(schedule, { currentDate: after, tz: 'UTC' }).next().toDate();
}

export async function runTimerOnce(
  trigger: TimerTriggerDef,
  services: Services,
  log: (line: string) => void,
  last?: Date,
): Promise<void> {
  const now = services.now();
  const timer: Timer = {
    isPastDue: false,
    schedule: { adjustForDST: false },
    scheduleStatus: {
      last: (last ?? now).toISOString(),
      next: nextOccurrence(trigger.schedule(services.settings), now).toISOString(),
      lastUpdated: now.toISOString(),
    },
  };
  const context = new InvocationContext({
    invocationId: randomUUID(),
    functionName: trigger.name,
    logHandler: (_level, ...args) => log(`[${trigger.name}] ${args.map(String).join(' ')}`),
  });
  await trigger.handler(timer, context, services);
}

export function startTimers(opts: {
  triggers: TimerTriggerDef[];
  settings: Settings;
  getServices: () => Promise<Services>;
  log?: (line: string) => void;
}) {
  const log = opts.log ?? (() => undefined);
  const handles = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  function arm(trigger: TimerTriggerDef, last?: Date) {
    if (stopped) return;
    const next = nextOccurrence(trigger.schedule(opts.settings), new Date());
    // setTimeout cannot wait longer than ~24.8 days; re-arm in steps.
    const wait = Math.min(next.getTime() - Date.now(), 2 ** 31 - 1);
    handles.set(
      trigger.name,
      setTimeout(
        async () => {
          if (Date.now() + 1000 < next.getTime()) return arm(trigger, last);
          try {
            await runTimerOnce(trigger, await opts.getServices(), log, last);
          } catch (err) {
            log(`[${trigger.name}] failed: ${err instanceof Error ? err.message : String(err)}`);
          }
          arm(trigger, next);
        },
        Math.max(0, wait),
      ),
    );
  }

  for (const t of opts.triggers) arm(t);
  return {
    stop() {
      stopped = true;
      for (const h of handles.values()) clearTimeout(h);
    },
    nextRuns: () =>
      opts.triggers.map((t) => ({
        name: t.name,
        next: nextOccurrence(t.schedule(opts.settings), new Date()),
      })),
  };
}
