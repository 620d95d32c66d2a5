/**
 * A differential check of the schedule on large generated solutions: every figure of every capability, action and
 * role, serialised field by field and hashed, must equal the output saved in schedule-saved.json (made with the
 * schedule as it was before its speed work, issue 18). A change to the schedule's results fails here; when a rule
 * change means to move them, regenerate the file with `npx vitest run --project domain <this file> -u` and say why in the commit.
 */
import { describe, expect, it } from 'vitest';
import { bigSolution, staffedSolution } from '../builder/bench-fixture.ts';
import { computeSchedule, scheduleSpan, type Schedule, type ScheduleInput } from './schedule.ts';
import { WORKED_EXAMPLE } from './worked-example.ts';

/** A 64-bit FNV-1a hash of the text's UTF-16 code units, in hex (two 32-bit lanes; the domain has no node:crypto). */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0xcbf29ce4;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c ^ (a >>> 16), 0x01000193);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Every figure of the schedule in a fixed field order (independent of how the objects are built). */
function serialise(s: Schedule): string {
  const lines: string[] = [
    JSON.stringify([
      s.contractStart,
      s.workStart,
      s.mobilisationDays,
      s.workingDays,
      s.calendarDays,
      s.endDate,
      s.hours,
    ]),
  ];
  for (const c of s.capabilities) {
    lines.push(
      JSON.stringify([c.id, c.name, c.path, c.areaId, c.depth, c.startDay, c.endDay, c.startDate, c.endDate]),
    );
    for (const a of c.actions)
      lines.push(
        JSON.stringify([
          a.id,
          a.name,
          a.capabilityId,
          a.depth,
          a.phase,
          a.sequential,
          a.effort,
          a.start,
          a.end,
          a.startDay,
          a.endDay,
          a.startDate,
          a.endDate,
          a.roles.map((r) => [r.staticId, r.name, r.value, r.days]),
        ]),
      );
  }
  lines.push(JSON.stringify([...s.actions.keys()]));
  return lines.join('\n');
}

/** Each case's input is made once and shared by the tests below (the fixtures take most of their time). */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const CASES: Record<string, () => ScheduleInput> = {
  'staffed 2,000 capabilities, 10,000 actions, phases and dependencies': once(() => ({
    items: staffedSolution(bigSolution(2000, 10000)),
    expectedStart: '2027-01',
    settings: { gap: 14, mobilisation: 14 },
  })),
  'unstaffed 2,000 capabilities, 10,000 actions, some out of scope': once(() => ({
    items: bigSolution(2000, 10000),
    expectedStart: '2027-05',
    settings: { mobilisation: 21 },
  })),
};

function figures(input: ScheduleInput) {
  const s = computeSchedule(input);
  return {
    actions: s.actions.size,
    hours: s.hours,
    endDate: s.endDate,
    calendarDays: s.calendarDays,
    hash: hash(serialise(s)),
  };
}

describe('the schedule equals its saved output on large solutions', () => {
  it('for every case', async () => {
    const all = Object.fromEntries(Object.entries(CASES).map(([name, input]) => [name, figures(input())]));
    await expect(`${JSON.stringify(all, null, 2)}\n`).toMatchFileSnapshot('./schedule-saved.json');
  });

  it.each([
    ...Object.entries(CASES),
    ['the worked example', () => ({ items: WORKED_EXAMPLE, expectedStart: '2027-03' })],
    ['nothing in scope', () => ({ items: [], expectedStart: '2027-05', settings: { mobilisation: 84 } })],
  ] as [string, () => ScheduleInput][])(
    "scheduleSpan gives the full schedule's calendar and hours: %s",
    (_, make) => {
      const input = make();
      const { capabilities: _capabilities, actions: _actions, ...span } = computeSchedule(input);
      expect(scheduleSpan(input)).toEqual(span);
    },
  );
});
