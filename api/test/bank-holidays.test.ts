/**
 * UK bank holidays in plans (issue 29, ADR 0050), on the real local stack: the settings carry the region (England
 * and Wales by default) and its bank holidays for every signed-in user; an admin changes the region with If-Match
 * (anyone else 403, an unknown region or control characters 400) and the change is audited; the schedule and the
 * estimate of a stored solution that spans Christmas skip the holidays of the region in effect, so they end later
 * than the same plan without holidays. The file puts England and Wales back at the end.
 */
import {
  BANK_HOLIDAY_REGIONS,
  bankHolidaysViewSchema,
  computeSchedule,
  DEFAULT_ESTIMATE_SETTINGS,
  SAMPLE_RATE_CARD,
  scheduleJsonSchema,
  solutionEstimate,
  solutionEstimateViewSchema,
  utcDate,
  weekdayOf,
  type AuditEntry,
  type BankHolidaysView,
  type Settings,
  type Solution,
} from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { create, withScope } from './support/history.ts';

const admin = as(USERS.ADMIN);
const SETTINGS = 'sales/configuration/settings';
type SettingsAnswer = { value: Settings; bankHolidays: BankHolidaysView };

async function settings(email: string = USERS.ADMIN) {
  const res = await as(email).get<SettingsAnswer>(SETTINGS);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...res.body, etag: res.headers.get('etag')! };
}
const saveSettings = (body: unknown, etag: string, email: string = USERS.ADMIN) =>
  as(email).post<SettingsAnswer>(SETTINGS, body, { headers: { 'If-Match': etag } });

async function setRegion(region: string) {
  const { value, etag } = await settings();
  const res = await saveSettings({ ...value, bankHolidayRegion: region }, etag);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

afterAll(async () => {
  await setRegion('GB-ENG');
});

describe('the settings carry the bank holiday region and its dates', () => {
  it('England and Wales by default, for every signed-in user, over the current year - 1 to + 10', async () => {
    const year = new Date().getUTCFullYear();
    for (const email of [USERS.SALES_PERSON, USERS.HP_SALES_PERSON, USERS.CLIENT]) {
      const { bankHolidays } = await settings(email);
      expect(bankHolidaysViewSchema.parse(bankHolidays)).toEqual(bankHolidays);
      expect([bankHolidays.region, bankHolidays.from, bankHolidays.to]).toEqual([
        'GB-ENG',
        year - 1,
        year + 10,
      ]);
    }
    const { bankHolidays } = await settings();
    // Christmas Day of every year computed is there when it falls on a weekday; no weekend date is.
    for (let y = year - 1; y <= year + 10; y += 1) {
      const christmas = `${y}-12-25`;
      if (weekdayOf(utcDate(christmas)) < 5) expect(bankHolidays.dates).toContain(christmas);
    }
    expect(bankHolidays.dates.every((d) => weekdayOf(utcDate(d)) < 5)).toBe(true);
    expect(bankHolidays.dates).toEqual(expect.arrayContaining(['2027-03-26', '2027-03-29', '2027-12-27']));
    expect(Object.keys(bankHolidays.upcoming).sort()).toEqual([...BANK_HOLIDAY_REGIONS].sort());
  });

  it('an admin changes the region: the dates follow, the change is audited, a save without it keeps it', async () => {
    const saved = await setRegion('GB-SCT');
    expect(saved.value.bankHolidayRegion).toBe('GB-SCT');
    expect(saved.bankHolidays.region).toBe('GB-SCT');
    // Scotland: 2 January's Monday in 2027, no Easter Monday.
    expect(saved.bankHolidays.dates).toContain('2027-01-04');
    expect(saved.bankHolidays.dates).not.toContain('2027-03-29');
    expect((await settings(USERS.SALES_PERSON)).bankHolidays.region).toBe('GB-SCT');

    const trail = (await admin.get<AuditEntry[]>('sales/admin/audit?area=settings')).body;
    expect(trail[0]?.changes.map((c) => c.path)).toContain('bankHolidayRegion');

    const { value, etag } = await settings();
    const { bankHolidayRegion: _region, ...older } = value;
    const kept = await saveSettings(older, etag);
    expect(kept.status).toBe(200);
    expect(kept.body.value.bankHolidayRegion).toBe('GB-SCT');
    await setRegion('GB-ENG');
  });

  it('refuses anyone but an admin (403), an unknown region or control characters (400), a missing If-Match (428)', async () => {
    const { value, etag } = await settings();
    for (const email of [USERS.SALES_PERSON, USERS.DEAL_TEAM, USERS.CLIENT])
      expect((await saveSettings({ ...value, bankHolidayRegion: 'GB-SCT' }, etag, email)).status, email).toBe(
        403,
      );
    for (const region of ['GB-WLS', 'Scotland', 'gb-sct', 'GB-SCT\u0000', '', 7]) {
      const res = await saveSettings({ ...value, bankHolidayRegion: region }, etag);
      expect(res.status, JSON.stringify(region)).toBe(400);
      const fields = (expectErrorShape(res.body).details as { fields: Record<string, string> }).fields;
      expect(fields).toHaveProperty('bankHolidayRegion');
    }
    expect((await admin.post(SETTINGS, { ...value, bankHolidayRegion: 'GB-NIR' })).status).toBe(428);
    const after = await settings();
    expect([after.etag, after.bankHolidays.region]).toEqual([etag, 'GB-ENG']);
  });
});

describe('a plan across Christmas 2027 skips the bank holidays of the region in effect', () => {
  let solution: Solution;

  /** The stored solution's schedule and estimate as the API answers them. */
  async function planOf(id: string) {
    const schedule = await as(USERS.SALES_PERSON).get(`sales/solutions/${id}/schedule`);
    expect(schedule.status).toBe(200);
    const estimate = await as(USERS.SALES_PERSON).get(`sales/solutions/${id}/estimate`);
    expect(estimate.status).toBe(200);
    return {
      schedule: scheduleJsonSchema.parse(schedule.body),
      estimate: solutionEstimateViewSchema.parse(estimate.body),
    };
  }

  it('ends later than the same plan without holidays, exactly as the domain plans it with them', async () => {
    // One capability, its actions in scope one after the other, 80 hours each: delivery from Wednesday 15
    // December 2027 runs through Christmas (Monday 27 and Tuesday 28 December are the bank holidays).
    const { body } = await withScope(USERS.SALES_PERSON);
    const [capability] = body.state.items;
    const items = [
      {
        ...capability!,
        actions: capability!.actions!.map((a) => ({ ...a, selected: true, effort: 80, actions: [] })),
      },
    ];
    const created = await create(USERS.SALES_PERSON, {
      ...body,
      expectedStart: '2027-12',
      state: { ...body.state, items },
    });
    solution = (await as(USERS.SALES_PERSON).get<Solution>(`sales/solutions/${created.id}`)).body;

    const { bankHolidays } = await settings(USERS.SALES_PERSON);
    const input = { items: solution.state.items, expectedStart: '2027-12' };
    const without = computeSchedule(input);
    const withHolidays = computeSchedule({ ...input, holidays: bankHolidays.dates });
    const { schedule, estimate } = await planOf(solution.id);

    expect(schedule.workStart).toBe('2027-12-15');
    expect(schedule.holidays).toEqual(expect.arrayContaining(['2027-12-27', '2027-12-28']));
    expect(schedule.endDate).toBe(withHolidays.endDate);
    expect(schedule.calendarDays).toBe(withHolidays.calendarDays);
    expect(schedule.endDate > without.endDate).toBe(true);
    expect(schedule.workingDays).toBe(without.workingDays);
    for (const cap of schedule.capabilities)
      for (const action of cap.actions)
        for (const date of [action.startDate, action.endDate]) expect(bankHolidays.dates).not.toContain(date);

    // The estimate's duration runs to the end of the same plan in whole working days (ADR 0052: the Timeline places
    // to the slot); without holidays it would end sooner.
    expect(estimate.duration?.end).toBe(
      computeSchedule({ ...input, holidays: bankHolidays.dates, wholeDays: true }).endDate,
    );
    expect(estimate.duration!.end >= schedule.endDate).toBe(true);
    const plain = solutionEstimate(solution, {
      roles: [],
      levels: [],
      rateCard: SAMPLE_RATE_CARD,
      settings: DEFAULT_ESTIMATE_SETTINGS,
    });
    expect(estimate.duration!.end > plain.duration!.end).toBe(true);
  });

  it('follows the client\u2019s nation (ADR 0059): a Scottish client\u2019s plan stops on 4 January 2028 under English settings', async () => {
    const { bankHolidays } = await settings(USERS.SALES_PERSON);
    expect(bankHolidays.region).toBe('GB-ENG');
    const scotland = bankHolidays.byRegion?.['GB-SCT'];
    expect(scotland).toEqual(expect.arrayContaining(['2028-01-03', '2028-01-04']));
    expect(bankHolidays.dates).not.toContain('2028-01-04');
    // The same plan for Caledonia Energy plc (registered in Scotland, SC418207): the client is read from its record.
    const created = await create(USERS.SALES_PERSON, {
      ...(await withScope(USERS.SALES_PERSON)).body,
      expectedStart: '2027-12',
      salesClient: { id: 'client-caledonia-energy', name: 'Caledonia Energy plc' },
      state: { ...solution.state },
    });
    const scottish = await planOf(created.id);
    const input = { items: solution.state.items, expectedStart: '2027-12', holidays: scotland };
    expect(scottish.schedule.holidays).toContain('2028-01-04');
    expect(scottish.schedule.endDate).toBe(computeSchedule(input).endDate);
    expect(scottish.estimate.duration?.end).toBe(computeSchedule({ ...input, wholeDays: true }).endDate);
    // Northbridge's plan (Newcastle) keeps England and Wales' days.
    expect((await planOf(solution.id)).schedule.holidays).not.toContain('2028-01-04');
  });

  it('follows the region: Scotland also stops on 3 and 4 January 2028', async () => {
    const english = await planOf(solution.id);
    const { bankHolidays } = await setRegion('GB-SCT');
    const scottish = await planOf(solution.id);
    expect(scottish.schedule.endDate).toBe(
      computeSchedule({ items: solution.state.items, expectedStart: '2027-12', holidays: bankHolidays.dates })
        .endDate,
    );
    if (english.schedule.endDate >= '2028-01-04')
      expect(scottish.schedule.endDate > english.schedule.endDate).toBe(true);
    expect(scottish.estimate.duration?.end).toBe(
      computeSchedule({
        items: solution.state.items,
        expectedStart: '2027-12',
        holidays: bankHolidays.dates,
        wholeDays: true,
      }).endDate,
    );
    await setRegion('GB-ENG');
    expect((await planOf(solution.id)).schedule.endDate).toBe(english.schedule.endDate);
  });
});
