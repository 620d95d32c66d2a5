import { describe, expect, it } from 'vitest';
import { roleLines } from '../people/staffing.ts';
import { ENGLAND_AND_WALES } from './bank-holidays.fixture.ts';
import { computeSchedule } from './schedule.ts';
import { scheduleFromJson, scheduleJsonSchema, scheduleToJson } from './schedule-json.ts';
import { WORKED_EXAMPLE } from './worked-example.ts';

describe('the schedule on the wire', () => {
  const schedule = computeSchedule({ items: WORKED_EXAMPLE, expectedStart: '2027-03' });

  it.each([
    [true, schedule.hours],
    [false, 0],
  ])('with hours %s: total hours %s, dates unchanged, actions rebuilt by id', (withHours, hours) => {
    const json = scheduleJsonSchema.parse(JSON.parse(JSON.stringify(scheduleToJson(schedule, withHours))));
    const back = scheduleFromJson(json);
    expect(back.hours).toBe(hours);
    expect(back.calendarDays).toBe(schedule.calendarDays);
    expect(back.endDate).toBe(schedule.endDate);
    expect([...back.actions.keys()].sort()).toEqual([...schedule.actions.keys()].sort());
    for (const [id, a] of back.actions) {
      const original = schedule.actions.get(id)!;
      expect([a.startDay, a.endDay, a.roles]).toEqual([original.startDay, original.endDay, original.roles]);
      expect(a.effort).toBe(withHours ? original.effort : 0);
    }
  });

  it('carries the bank holidays it skipped, so the bridged days read from it skip them too', () => {
    const easter = computeSchedule({
      items: WORKED_EXAMPLE,
      expectedStart: '2027-03',
      holidays: ENGLAND_AND_WALES,
    });
    const back = scheduleFromJson(
      scheduleJsonSchema.parse(JSON.parse(JSON.stringify(scheduleToJson(easter, false)))),
    );
    expect(back.holidays).toEqual(['2027-03-26', '2027-03-29']);
    expect(roleLines(back, [], 14)).toEqual(roleLines(easter, [], 14));
    expect(scheduleToJson(schedule, true).holidays).toEqual([]);
  });
});
