/**
 * UK bank holidays are not working days (issue 29, ADR 0050, docs/schedule.md), with real dates: Christmas 2026
 * (25 December a Friday, Boxing Day on Saturday 26th so the holiday is Monday 28th), 1 January 2027 (a Friday),
 * Easter 2027 (Good Friday 26 March, Easter Monday 29 March), and Scotland's 2 January and St Andrew's Day.
 */
import { describe, expect, it } from 'vitest';
import { bigSolution, staffedSolution } from '../builder/bench-fixture.ts';
import {
  addDays,
  calendarFromWorking,
  calendarFromWorkingEnd,
  holidayDays,
  holidaySkips,
  isoDate,
  nextWorkingDay,
  utcDate,
  weekdayOf,
  workingDaysIn,
} from './calendar.ts';
import {
  bankHolidayRegionOf,
  bankHolidayYears,
  clientHolidayRegion,
  formatBankHolidays,
  planHolidayRegion,
  upcomingDates,
  weekdayDates,
} from './bank-holidays.ts';
import { ENGLAND_AND_WALES, NORTHERN_IRELAND, SCOTLAND } from './bank-holidays.fixture.ts';
import { computeSchedule, scheduleSpan, type ScheduleInput } from './schedule.ts';
import { act, cap, role, WORKED_EXAMPLE } from './worked-example.ts';

const REGIONS = {
  none: [],
  'England and Wales': ENGLAND_AND_WALES,
  Scotland: SCOTLAND,
  'Northern Ireland': NORTHERN_IRELAND,
};
type Region = keyof typeof REGIONS;

describe('the next working day skips bank holidays', () => {
  it.each([
    ['none', '2026-12-25', '2026-12-25'],
    ['England and Wales', '2026-12-24', '2026-12-24'],
    // Christmas Day (Friday), the weekend, Boxing Day's Monday: Tuesday 29th.
    ['England and Wales', '2026-12-25', '2026-12-29'],
    ['England and Wales', '2026-12-26', '2026-12-29'],
    ['England and Wales', '2027-01-01', '2027-01-04'],
    // Scotland: 2 January falls on a Saturday, so Monday 4th is a holiday too.
    ['Scotland', '2027-01-01', '2027-01-05'],
    ['Northern Ireland', '2027-01-01', '2027-01-04'],
    // Good Friday and Easter Monday in England and Wales; Scotland works on Easter Monday.
    ['England and Wales', '2027-03-26', '2027-03-30'],
    ['Scotland', '2027-03-26', '2027-03-29'],
    ['Scotland', '2026-11-30', '2026-12-01'], // St Andrew's Day
    ['England and Wales', '2026-11-30', '2026-11-30'],
  ] as [Region, string, string][])('%s: %s -> %s', (region, date, expected) => {
    expect(isoDate(nextWorkingDay(utcDate(date), new Set(REGIONS[region])))).toBe(expected);
  });
});

describe('working days to calendar days skip bank holidays (from Monday 21 December 2026)', () => {
  // Working days, England and Wales: Mon 21 (0), Tue 22, Wed 23, Thu 24 (3), [Fri 25, Mon 28], Tue 29 (4),
  // Wed 30, Thu 31 (6), [Fri 1 January], Mon 4 (7). Calendar days count from Monday 21 December.
  const start = utcDate('2026-12-21');
  const skips = holidaySkips(start, ENGLAND_AND_WALES, 12);

  it('maps the span once: the weekday holidays before each working day', () => {
    expect([...(skips ?? [])].slice(0, 10)).toEqual([0, 0, 0, 0, 2, 2, 2, 3, 3, 3]);
    expect(holidaySkips(start, [], 12)).toBeUndefined();
    expect(holidaySkips(start, ['2026-12-26', '2026-12-27', '2026-12-01'], 12)).toBeUndefined(); // none on a weekday of the span
  });

  it.each([
    // [working days, calendar days for a start, for an end, the same without holidays (start, end)]
    [0, 0, 0, 0, 0],
    [3.5, 3.5, 3.5, 3.5, 3.5],
    [4, 8, 4, 4, 4], // a start after Thursday 24th is Tuesday 29th; an end is Thursday night
    [4.5, 8.5, 8.5, 4.5, 4.5],
    [5, 9, 9, 7, 5],
    [7, 14, 11, 9, 9], // a start on Monday 4 January; an end on Thursday 31 December at night
    [7.25, 14.25, 14.25, 9.25, 9.25],
  ])(
    '%s working days: start at %s, end at %s (without holidays %s, %s)',
    (w, start_, end, plainStart, plainEnd) => {
      expect(calendarFromWorking(0, w, skips)).toBe(start_);
      expect(calendarFromWorkingEnd(0, w, skips)).toBe(end);
      expect(calendarFromWorking(0, w)).toBe(plainStart);
      expect(calendarFromWorkingEnd(0, w)).toBe(plainEnd);
    },
  );

  it.each([
    // [from, to, whole working days without holidays, with England and Wales, with Scotland]
    [0, 14, 10, 7, 7], // Monday 21 December to Sunday 3 January: 25, 28 December and 1 January are holidays
    [0, 15, 11, 8, 7], // and Monday 4 January, 2 January's holiday in Scotland
    [0, 16, 12, 9, 8],
    [4, 8, 2, 0, 0], // Friday 25 to Monday 28: both holidays
    [4.5, 9, 2, 1, 1], // from Friday 25 afternoon to Tuesday 29: only Tuesday 29 is whole and worked
  ])(
    'working days from %s to %s: %s, %s in England and Wales, %s in Scotland',
    (from, to, plain, ew, sct) => {
      expect(workingDaysIn(0, from, to)).toBe(plain);
      expect(workingDaysIn(0, from, to, holidayDays(start, ENGLAND_AND_WALES))).toBe(ew);
      expect(workingDaysIn(0, from, to, holidayDays(start, SCOTLAND))).toBe(sct);
    },
  );
});

describe('a plan across Christmas 2026: delivery from Tuesday 15 December, one person, 120 hours (15 days)', () => {
  const input = (holidays: readonly string[]): ScheduleInput => ({
    expectedStart: '2026-12',
    items: [cap('c', [act('a', 120, [role('r', 100)]), act('b', 16, [role('r', 100)])])],
    holidays,
  });

  it.each([
    // [region, holidays crossed by a, a ends, b starts, b ends, calendar days from 1 December]
    ['none', 0, '2027-01-04', '2027-01-05', '2027-01-06', 37],
    ['England and Wales', 3, '2027-01-07', '2027-01-08', '2027-01-11', 42], // 25, 28 December, 1 January
    ['Northern Ireland', 3, '2027-01-07', '2027-01-08', '2027-01-11', 42],
    ['Scotland', 4, '2027-01-08', '2027-01-11', '2027-01-12', 43], // and Monday 4 January (2 January's)
  ] as [Region, number, string, string, string, number][])(
    '%s: %s holidays crossed, a ends %s, b runs %s to %s',
    (region, crossed, aEnd, bStart, bEnd, calendarDays) => {
      const s = computeSchedule(input(REGIONS[region]));
      const plain = computeSchedule(input([]));
      const a = s.actions.get('a')!;
      const b = s.actions.get('b')!;
      expect(s.workStart).toBe('2026-12-15');
      expect([a.startDate, a.endDate, b.startDate, b.endDate]).toEqual(['2026-12-15', aEnd, bStart, bEnd]);
      // The work itself is the same: working days, hours and role days do not move; the calendar does.
      expect([a.start, a.end, b.start, b.end, s.workingDays, s.hours]).toEqual([0, 15, 15, 17, 17, 136]);
      expect(a.roles[0]?.days).toBe(15);
      expect(s.calendarDays).toBe(calendarDays);
      // The duration grows by the holidays crossed: a's last day is that many working days later than without.
      const plainEnd = plain.actions.get('a')!.endDate;
      const later = daysBetweenIso(plainEnd, aEnd);
      expect(workingDaysIn(weekdayOf(utcDate(plainEnd)), 1, later + 1)).toBe(crossed);
      expect(s.endDate).toBe(bEnd);
      expect(s.holidays).toEqual(
        REGIONS[region].filter((d) => d >= '2026-12-01' && d <= bEnd && weekdayOf(utcDate(d)) < 5),
      );
      expect(scheduleSpan(input(REGIONS[region]))).toEqual(spanOf(s));
    },
  );
});

describe('a delivery that would start on a bank holiday starts on the next working day', () => {
  it.each([
    // 1 March 2027 + 4 weeks of mobilisation = Easter Monday 29 March (a working day in Scotland).
    ['none', '2027-03', 28, '2027-03-29', 28],
    ['England and Wales', '2027-03', 28, '2027-03-30', 29],
    ['Scotland', '2027-03', 28, '2027-03-29', 28],
    // 1 January 2027 is a holiday itself: mobilisation counts from the first working day, Monday 4 January (Tuesday
    // 5 January in Scotland, where 2 January's holiday is the Monday), so 3 days later is Thursday 7 (Friday 8).
    ['England and Wales', '2027-01', 3, '2027-01-07', 6],
    ['Scotland', '2027-01', 3, '2027-01-08', 7],
  ] as [Region, string, number, string, number][])(
    '%s: expected start %s, %s days of mobilisation: delivery starts %s',
    (region, expectedStart, mobilisation, workStart, days) => {
      const s = computeSchedule({
        expectedStart,
        items: [cap('c', [act('a', 8, [])])],
        settings: { mobilisation },
        holidays: REGIONS[region],
      });
      expect([s.workStart, s.mobilisationDays, s.actions.get('a')?.startDate]).toEqual([
        workStart,
        days,
        workStart,
      ]);
    },
  );
});

/** Calendar days from a to b ('YYYY-MM-DD'). */
const daysBetweenIso = (a: string, b: string) =>
  Math.round((utcDate(b).getTime() - utcDate(a).getTime()) / 86_400_000);

const spanOf = ({ capabilities: _c, actions: _a, ...span }: ReturnType<typeof computeSchedule>) => span;

describe('the worked example with the bank holidays of England and Wales (Easter 2027, docs/schedule.md)', () => {
  const s = computeSchedule({ items: WORKED_EXAMPLE, expectedStart: '2027-03', holidays: ENGLAND_AND_WALES });

  it.each([
    // [action, start, end (working days), first and last date]: Good Friday 26 and Easter Monday 29 March skipped
    ['Discovery', 0, 4, '2027-03-15', '2027-03-18'],
    ['Design', 4, 11.5, '2027-03-19', '2027-04-01'],
    ['Pilot build', 0, 6, '2027-03-15', '2027-03-22'],
    ['Rollout', 11.5, 21.5, '2027-04-01', '2027-04-15'],
    ['Baseline review', 11.5, 13.5, '2027-04-01', '2027-04-05'],
  ])('%s: %s to %s (%s to %s)', (id, start, end, first, last) => {
    const a = s.actions.get(id)!;
    expect([a.start, a.end, a.startDate, a.endDate]).toEqual([start, end, first, last]);
  });

  it('spans 21.5 working days, to Thursday 15 April 2027 (45.5 calendar days), two days later than without', () => {
    expect([s.workingDays, s.endDate, s.calendarDays, s.hours]).toEqual([21.5, '2027-04-15', 45.5, 228]);
    expect(s.holidays).toEqual(['2027-03-26', '2027-03-29']);
  });
});

describe('no action starts, ends or works on a bank holiday (1,000 staffed actions from November 2026)', () => {
  it.each([
    ['England and Wales', ENGLAND_AND_WALES],
    ['Scotland', SCOTLAND],
    ['Northern Ireland', NORTHERN_IRELAND],
  ])('%s', (_region, holidays) => {
    const items = staffedSolution(bigSolution(200, 1000));
    const s = computeSchedule({ items, expectedStart: '2026-11', holidays });
    const plain = computeSchedule({ items, expectedStart: '2026-11' });
    const contract = utcDate(s.contractStart);
    const off = new Set(holidays);
    const isWorking = (day: number) => {
      const date = addDays(contract, day);
      return weekdayOf(date) < 5 && !off.has(isoDate(date));
    };
    expect(s.endDate > '2027-04-01').toBe(true); // the plan crosses Christmas and Easter
    for (const a of s.actions.values()) {
      const before = plain.actions.get(a.id)!;
      // Working time and role days are the holidays' business only through the calendar.
      expect([a.start, a.end, a.roles]).toEqual([before.start, before.end, before.roles]);
      expect(a.endDay).toBeGreaterThanOrEqual(before.endDay);
      expect(off.has(a.startDate) || off.has(a.endDate)).toBe(false);
      if (a.end === a.start) continue;
      // A bar spans weekends and holidays as gaps: its time on working days alone is all its working time, so none
      // of its work falls on a holiday (the same bar with the holidays counted as working days would fall short).
      let worked = 0;
      for (let day = Math.floor(a.startDay); day < Math.ceil(a.endDay); day += 1) {
        const overlap = Math.min(day + 1, a.endDay) - Math.max(day, a.startDay);
        if (overlap > 0 && isWorking(day)) worked += overlap;
      }
      expect(worked).toBeCloseTo(a.end - a.start, 6);
    }
  });
});

describe('the bank holidays the API sends, as the domain reads them', () => {
  it('computes the current year - 1 to + 10', () => {
    expect(bankHolidayYears(new Date('2026-11-28T10:00:00Z'))).toEqual({ from: 2025, to: 2036 });
  });

  it('keeps weekday dates only, in order, once each', () => {
    expect(weekdayDates(['2026-12-28', '2026-12-26', '2026-12-25', '2026-12-25'])).toEqual([
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it.each([
    ['2026-11-28', ['2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29']],
    ['2026-12-28', ['2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29']],
  ])('the next two years from %s', (today, first) => {
    const upcoming = upcomingDates(ENGLAND_AND_WALES, today);
    expect(upcoming.slice(0, first.length)).toEqual(first);
    expect(upcoming.every((d) => d >= today && d < `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`)).toBe(
      true,
    );
  });

  it('writes them as UK dates', () => {
    expect(formatBankHolidays(['2026-12-25', '2026-12-28', '2027-01-01'])).toBe(
      '25 December 2026, 28 December 2026 and 1 January 2027',
    );
    expect(formatBankHolidays([])).toBe('none');
  });

  it('England and Wales when the settings name no region', () => {
    expect(bankHolidayRegionOf(undefined)).toBe('GB-ENG');
    expect(bankHolidayRegionOf({ bankHolidayRegion: 'GB-SCT' })).toBe('GB-SCT');
  });
});

describe('clientHolidayRegion: the nation a client is registered in, for the bank holidays its plan skips', () => {
  it.each([
    ['a Scottish company number', { companyNumber: 'SC418207' }, 'GB-SCT'],
    ['a Scottish LLP', { companyNumber: 'SO301234' }, 'GB-SCT'],
    ['a Northern Irish company number', { companyNumber: 'NI612345' }, 'GB-NIR'],
    ['an English company number', { companyNumber: '04417592' }, undefined],
    [
      'a registered office in Aberdeen, without a number',
      { registeredOffice: '40 Queen\u2019s Road, Aberdeen AB15 4ZT' },
      'GB-SCT',
    ],
    ['a registered office in Glasgow', { registeredOffice: '1 George Square, Glasgow G2 1DU' }, 'GB-SCT'],
    ['a registered office in Belfast', { registeredOffice: 'City Hall, Belfast BT1 5GS' }, 'GB-NIR'],
    [
      'a building society in Newcastle (its FCA number, an English postcode)',
      {
        companyNumber: '206080',
        registeredOffice: 'Northbridge House, 1 Quayside, Newcastle upon Tyne NE1 3DX',
      },
      undefined,
    ],
    ['nothing known', undefined, undefined],
  ] as const)('%s', (_case, client, region) => {
    expect(clientHolidayRegion(client)).toBe(region);
  });

  it('the settings\u2019 region applies where the client\u2019s nation is not known', () => {
    expect(planHolidayRegion({ bankHolidayRegion: 'GB-NIR' }, { companyNumber: '04417592' })).toBe('GB-NIR');
    expect(planHolidayRegion(undefined, undefined)).toBe('GB-ENG');
    expect(planHolidayRegion({ bankHolidayRegion: 'GB-ENG' }, { companyNumber: 'SC418207' })).toBe('GB-SCT');
  });
});
