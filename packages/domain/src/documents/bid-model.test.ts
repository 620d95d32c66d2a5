/**
 * The bid model (issue 29): one set of figures. Property tests over generated solutions (fast-check) prove that
 * every table sums to the total printed under it and that the documents' figures are the estimate's (the screen's)
 * to the unit; table-driven tests hold the worked figures of the rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { romSummary } from '../builder/sizes.ts';
import { findAction } from '../builder/tree.ts';
import { actionOwnEffort, solutionHours } from '../builder/effort.ts';
import type { Action, AepPhase, Capability, SizeCode } from '../contracts/catalogue.ts';
import { AEP_PHASES } from '../contracts/catalogue.ts';
import { DEFAULT_STAFFING_RESOURCE_LEVEL_NAME, isOffshoreLocation } from '../contracts/reference.ts';
import type { Solution } from '../contracts/solutions.ts';
import { ESTIMATE_ROLES } from '../estimate/worked-example.ts';
import { SAMPLE_RATE_CARD } from '../estimate/rate-card.ts';
import { solutionEstimate } from '../estimate/estimate.ts';
import { DEFAULT_COMMERCIAL_SETTINGS } from '../contracts/commercial-settings.ts';
import { formatDateLong } from '../format/dates.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { apportion, roundTo } from './apportion.ts';
import {
  ACCEPTANCE_WORKING_DAYS,
  bidPayments,
  issueDate,
  datesAssumed,
  workingDaysAfter,
} from './bid-commercial.ts';
import { daysAtRates, fixedPriceRates } from './bid-rates.ts';
import { deliverableCriterion } from './bid-terms.ts';
import { bidMilestones } from './bid-plan.ts';
import { contactEmail } from './bid-model.ts';
import { bidScope, sizingVolumes, volumeNoun, withTypedSites } from './bid-scope.ts';
import { bidTeam, clientRoleName, daysOfHours, roleShares, withManagement } from './bid-team.ts';
import { bidWaves } from './bid-waves.ts';
import { buildDocumentModel } from './document-model.ts';

/** The in-scope actions of the selected capabilities (an action out of scope takes its sub-actions with it). */
const allActions = (caps: readonly Capability[]): Action[] =>
  caps.filter((c) => c.selected).flatMap((c) => [...inScope(c.actions ?? []), ...allActions(c.items ?? [])]);
const inScope = (actions: readonly Action[]): Action[] =>
  actions.filter((a) => a.selected).flatMap((a) => [a, ...inScope(a.actions ?? [])]);

const sum = (xs: readonly number[]) =>
  roundTo(
    xs.reduce((s, x) => s + x, 0),
    0.01,
  );

// Generated solutions: capabilities up to three deep, some unselected, sized or not; actions with effort, metrics,
// parallel and tranches, phases, roles (known and unknown), sub-actions, some out of scope.
const roleIds = [...ESTIMATE_ROLES.map((r) => r.id), 'unknown-role'];
let next = 0;
const uid = (p: string) => `${p}-${(next += 1)}`;
const actionArb: fc.Arbitrary<Action> = fc
  .record({
    effort: fc.integer({ min: 0, max: 400 }),
    selected: fc.boolean(),
    phase: fc.constantFrom(...AEP_PHASES),
    parallel: fc.constantFrom(0, 0, 2, 3),
    tranches: fc.constantFrom(0, 1, 1, 2),
    metric: fc.integer({ min: 0, max: 9999 }),
    metricEffort: fc.constantFrom(0, 0.01, 0.05, 1.5),
    roles: fc.array(fc.record({ id: fc.constantFrom(...roleIds), value: fc.integer({ min: 0, max: 100 }) }), {
      maxLength: 3,
    }),
    sub: fc.boolean(),
  })
  .map((a) => {
    const id = uid('act');
    const action: Action = {
      id,
      name: id,
      effort: a.effort,
      selected: a.selected || a.effort % 3 === 0,
      aepPhase: a.phase as AepPhase,
      parallel: a.parallel,
      tranches: a.tranches,
      metrics: [{ id: `${id}-m`, name: 'Number of devices', effort: a.metricEffort, value: a.metric }],
      roles: a.roles.map((r) => ({ staticId: r.id, name: r.id, value: r.value })),
    };
    if (a.sub) action.actions = [{ id: `${id}-s`, name: `${id} sub`, effort: a.effort / 2, selected: true }];
    return action;
  });
const capabilityArb = (depth: number): fc.Arbitrary<Capability> =>
  fc
    .record({
      selected: fc.constantFrom(true, true, true, false),
      size: fc.constantFrom<SizeCode | ''>('', 'S', 'M', 'L', 'XL'),
      actions: fc.array(actionArb, { maxLength: 4 }),
      items: depth > 0 ? fc.array(capabilityArb(depth - 1), { maxLength: 3 }) : fc.constant<Capability[]>([]),
    })
    .map((c): Capability => {
      const id = uid('cap');
      return { id, name: id, areaId: 'area', ...c };
    });
const treeArb = fc.array(capabilityArb(2), { minLength: 1, maxLength: 4 });

const solutionOf = (items: Capability[], step = 6): Solution =>
  ({
    id: '4242',
    type: 1,
    userId: 'u',
    clientId: 'c',
    clientName: 'Contoso Ltd',
    salesClient: { id: 'c', name: 'Contoso Ltd' },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Move devices.',
    owner: { id: 'u', name: 'Sam Patel', email: 'sam@provider.example' },
    modifiedBy: { id: 'u', name: 'Sam Patel', email: 'sam@provider.example' },
    createdAt: '2026-11-01T09:00:00.000Z',
    modifiedAt: '2026-11-02T09:00:00.000Z',
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    fields: { organization: 'PROVIDER', name: 'Generated', complexity: 1, aepSolutionType: 'Hero Offer' },
    state: { step, steps: [1, 2, 5, 6], items },
    etag: '"generated"',
  }) as Solution;

describe('one set of figures over generated solutions (property tests)', () => {
  it('the scope rows add up to the solution\u2019s hours, and each hour is in one row', () => {
    fc.assert(
      fc.property(treeArb, (items) => {
        const schedule = computeSchedule({ items, expectedStart: '2027-03' });
        const scope = bidScope(items, schedule);
        expect(sum(scope.rows.map((r) => r.hours))).toBe(scope.hours);
        expect(scope.hours).toBe(roundTo(solutionHours(items), 0.1));
        for (const r of scope.rows) expect(r.hours).toBeGreaterThanOrEqual(0);
        // As printed: each row includes the rows under it ("of which"), and the top-level rows add up to the total.
        expect(sum(scope.rows.filter((r) => r.depth === 0).map((r) => r.totalHours))).toBe(scope.hours);
        expect(scope.rows.filter((r) => r.depth === 0).reduce((t, r) => t + r.totalActivities, 0)).toBe(
          scope.activities,
        );
        scope.rows.forEach((r, i) => {
          const under = scope.rows.slice(i + 1);
          const end = under.findIndex((u) => u.depth <= r.depth);
          const children = (end < 0 ? under : under.slice(0, end)).filter((u) => u.depth === r.depth + 1);
          expect(r.totalHours).toBe(sum([r.hours, ...children.map((c) => c.totalHours)]));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('the schedule places exactly the in-scope work: its hours are the effort totals\u2019, to a slot per action', () => {
    fc.assert(
      fc.property(treeArb, (items) => {
        const schedule = computeSchedule({ items, expectedStart: '2027-03' });
        const hours = solutionHours(items);
        expect(schedule.hours).toBeGreaterThanOrEqual(roundTo(hours, 0.1) - 0.1);
        expect(schedule.hours - hours).toBeLessThanOrEqual(0.1 * schedule.actions.size + 1e-6);
      }),
      { numRuns: 150 },
    );
  });

  it('each activity\u2019s waves add up to its volume, within its dates, on working days', () => {
    const holidays = ['2027-04-02', '2027-04-05', '2027-05-03', '2027-05-31'];
    fc.assert(
      fc.property(treeArb, (items) => {
        const schedule = computeSchedule({ items, expectedStart: '2027-03', holidays });
        const byActivity = new Map<string, number>();
        for (const w of bidWaves(items, schedule)) {
          byActivity.set(w.activity, (byActivity.get(w.activity) ?? 0) + w.volume);
          expect(holidays).not.toContain(w.start);
          expect(holidays).not.toContain(w.end);
        }
        for (const [id, total] of byActivity) {
          const scheduled = schedule.actions.get(id)!;
          expect(scheduled.phase).toBe('Deploy');
          const devices = findAction(items, id)?.action.metrics?.[0]?.value;
          expect(total).toBe(devices);
        }
      }),
      { numRuns: 150 },
    );
    // Each run schedules a generated solution: seconds on a busy machine, so a timeout of its own.
  }, 30_000);

  it('the ROM rows add up to the ROM total, and no row is under another row', () => {
    fc.assert(
      fc.property(treeArb, (items) => {
        const rom = romSummary(items, 1.5);
        expect(sum(rom.rows.map((r) => r.hours))).toBe(roundTo(rom.totalHours, 0.01));
        const paths = rom.rows.map((r) => r.path);
        for (const p of paths) expect(paths.some((q) => q !== p && p.startsWith(`${q}/`))).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('the team\u2019s days add up to its total, each row its hours / 8 to a tenth, so within a twentieth of a day a row of the activity tables\u2019 hours / 8', () => {
    fc.assert(
      fc.property(treeArb, (items) => {
        const team = bidTeam(items, ESTIMATE_ROLES);
        expect(sum(team.rows.map((r) => r.days))).toBe(team.days);
        // The activity tables print each activity's hours to 0.1 h, its roles' shares adding up to them.
        const printed = sum(allActions(items).map((a) => roundTo(actionOwnEffort(a), 0.1)));
        expect(Math.abs(team.days - printed / 8)).toBeLessThanOrEqual(0.05 * team.rows.length + 1e-9);
        // Each row's hours are its roles' hours in the activity tables added up, to the unit.
        const byRow = new Map<string, number>();
        for (const a of allActions(items)) {
          const staffed = (a.roles ?? []).filter((r) => r.value > 0);
          const shares = roleShares(
            staffed.map((r) => r.value),
            actionOwnEffort(a),
          );
          staffed.forEach((r, i) => {
            const key = team.rowOfRoleId?.[r.staticId] ?? '';
            byRow.set(key, roundTo((byRow.get(key) ?? 0) + (shares[i] ?? 0), 0.1));
          });
        }
        for (const r of team.rows) {
          const key = `${r.role}|${r.offshore}`;
          if (byRow.has(key)) expect(roundTo(r.hours ?? 0, 0.1)).toBe(byRow.get(key));
        }
        expect(roundTo(team.onshoreDays + team.offshoreDays, 0.1)).toBe(team.days);
      }),
      { numRuns: 150 },
    );
  });

  it('with the programme\u2019s project management, one row a role still adds up to the total', () => {
    fc.assert(
      fc.property(treeArb, fc.integer({ min: 0, max: 400 }), (items, managementHours) => {
        const activities = bidTeam(items, ESTIMATE_ROLES);
        const team = withManagement(activities, managementHours, ESTIMATE_ROLES);
        expect(sum(team.rows.map((r) => r.days))).toBe(team.days);
        if (roundTo(managementHours / 8, 0.1) <= 0) expect(team.managementDays).toBe(0);
        else {
          // Every row is its own hours / 8 to a tenth, rounded up or down (never by another row's rounding), the
          // project manager's with the programme's project management; the project management's days are its
          // hours / 8; the total is all the hours / 8 (2,920.4 h are 365.1 days, not rows rounded alone to 364.9).
          expect(team.managementDays).toBe(roundTo(managementHours / 8, 0.1));
          for (const r of team.rows) {
            expect(r.days).toBeGreaterThanOrEqual(
              roundTo(Math.floor(((r.hours ?? 0) / 8) * 10 + 1e-9) / 10, 0.1),
            );
            expect(r.days).toBeLessThanOrEqual(
              roundTo(Math.ceil(((r.hours ?? 0) / 8) * 10 - 1e-9) / 10, 0.1),
            );
          }
          expect(team.days).toBe(daysOfHours(team.rows.reduce((t, r) => t + (r.hours ?? 0), 0)));
        }
        expect(roundTo(team.onshoreDays + team.offshoreDays, 0.1)).toBe(team.days);
        // The internal staffing lists roles by id: each row's roles add up to the row's days (the project manager's
        // with the project management), so the two tables never give a role two figures (3.7 against 3.8).
        for (const r of team.rows) {
          const ids = Object.keys(team.byRoleId).filter((id) => {
            const role = ESTIMATE_ROLES.find((x) => x.id === id);
            // A role the catalogue does not know keeps its name (the generated ones are named as their ids), onshore.
            if (role)
              return clientRoleName(role.name) === r.role && isOffshoreLocation(role.location) === r.offshore;
            return (id ? clientRoleName(id) : DEFAULT_STAFFING_RESOURCE_LEVEL_NAME) === r.role && !r.offshore;
          });
          if (!ids.length) continue;
          const management = r.role === team.managementRole && !r.offshore ? team.managementDays : 0;
          expect(sum(ids.map((id) => team.byRoleId[id] ?? 0))).toBe(roundTo(r.days - management, 0.1));
        }
        const names = team.rows.map((r) => `${r.role}|${r.where}`);
        expect(new Set(names).size).toBe(names.length);
      }),
      { numRuns: 150 },
    );
  });

  it('the price lines and the payments add up to the price excluding VAT, the estimate\u2019s to the pound', () => {
    fc.assert(
      fc.property(treeArb, fc.constantFrom<'fixed' | 'tm'>('fixed', 'tm'), (items, basis) => {
        const solution = solutionOf(items);
        solution.fields.priceBasis = basis;
        const estimate = solutionEstimate(solution, {
          roles: ESTIMATE_ROLES,
          levels: [],
          rateCard: SAMPLE_RATE_CARD,
        });
        const m = buildDocumentModel({
          solution,
          roles: ESTIMATE_ROLES,
          levels: [],
          controls: [],
          generatedAt: new Date('2026-11-28T12:00:00Z'),
          preparedBy: 'Sam Patel',
          estimate: {
            ...estimate,
            variance:
              estimate.variance.percent === null
                ? null
                : { hours: estimate.variance.hours, percent: estimate.variance.percent },
          },
        });
        // The documents' hours are the estimate panel's (the screen's), to the unit.
        expect(m.bid.scope.hours).toBe(roundTo(estimate.variance.detailedHours, 0.1));
        expect(m.totals.hours).toBe(m.bid.scope.hours);
        const c = m.bid.commercial;
        if (estimate.price.amount <= 0) {
          expect(c).toBeUndefined();
          return;
        }
        expect(c!.priceExVat).toBe(Math.round(estimate.price.amount));
        expect(sum(c!.lines.map((l) => l.amount))).toBe(c!.priceExVat);
        expect(c!.total).toBe(c!.priceExVat + c!.vat);
        if (basis === 'fixed') {
          expect(sum(c!.payments.map((p) => p.amount))).toBe(c!.priceExVat);
          expect(sum(c!.payments.map((p) => p.percent))).toBe(100);
        } else expect(c!.payments).toEqual([]);
        if (c!.range) expect(c!.range.low).toBeLessThanOrEqual(c!.range.high);
      }),
      { numRuns: 100 },
    );
  });

  it('milestones never go back in time, and each capability\u2019s follow its phases\u2019 order', () => {
    fc.assert(
      fc.property(treeArb, (items) => {
        const schedule = computeSchedule({ items, expectedStart: '2027-03' });
        const milestones = bidMilestones(schedule);
        for (let i = 1; i < milestones.length; i += 1)
          expect(milestones[i]!.date >= milestones[i - 1]!.date).toBe(true);
        const byCapability = new Map<string, number[]>();
        for (const x of milestones.filter((m) => m.phase))
          byCapability.set(x.capability!, [
            ...(byCapability.get(x.capability!) ?? []),
            AEP_PHASES.indexOf(x.phase!),
          ]);
        for (const order of byCapability.values()) expect([...order].sort((a, b) => a - b)).toEqual(order);
        // Nothing of a later phase starts before an earlier phase of its capability (sub-capabilities included) ends.
        for (const cap of schedule.capabilities) {
          const root = cap.path.split('/')[0];
          const mine = schedule.capabilities
            .filter((c) => c.path.split('/')[0] === root)
            .flatMap((c) => c.actions);
          for (const a of mine)
            for (const b of mine)
              if (AEP_PHASES.indexOf(a.phase) < AEP_PHASES.indexOf(b.phase))
                expect(b.start + 1e-9 >= a.end || a.end - a.start === 0, `${b.id} before ${a.id}`).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('the rounding rule: rounded once, parts apportioned to the rounded total', () => {
  it.each([
    [[1.04, 1.04, 1.04], 0.1, [1.1, 1, 1]],
    [[33.333, 33.333, 33.334], 1, [33, 33, 34]],
    [[10241.2, 10241.2, 15361.8, 15361.8], 1, [10241, 10241, 15362, 15362]],
    [[0, 5.56, -3], 0.1, [0, 5.6, 0]],
  ])('%j to the nearest %s: %j', (parts, step, expected) => {
    const got = apportion(parts, step);
    expect(got).toEqual(expected);
  });
});

describe('the volumes and the team in the reader\u2019s words', () => {
  it.each([
    ['Number of devices', 'devices'],
    ['Number of Cloud PCs', 'Cloud PCs'],
    ['Number of DLP policies', 'DLP policies'],
    ['Terabytes of file data', 'terabytes of file data'],
  ])('%s reads %s', (metric, noun) => expect(volumeNoun(metric)).toBe(noun));

  it('takes each metric once, the largest entered, from in-scope work only', () => {
    const items: Capability[] = [
      {
        id: 'w',
        name: 'W',
        selected: true,
        metrics: [{ id: 'm1', name: 'Number of devices', effort: 0.05, value: 7400 }],
        actions: [
          {
            id: 'a',
            name: 'A',
            effort: 1,
            selected: true,
            metrics: [{ id: 'm2', name: 'Number of applications', effort: 1, value: 140 }],
          },
          {
            id: 'b',
            name: 'B',
            effort: 1,
            selected: false,
            metrics: [{ id: 'm3', name: 'Number of users', effort: 1, value: 99 }],
          },
        ],
      },
    ];
    expect(sizingVolumes(items).map((v) => v.text)).toEqual(['7,400 devices', '140 applications']);
  });

  it.each([
    // The sites typed on Information are stated where no in-scope metric counts them (issue 32).
    [{ sites: 5, users: 2400 }, [], ['7,400 devices', '5 sites']],
    [{ sites: 1 }, [], ['7,400 devices', '1 site']],
    [{ users: 2400 }, [], ['7,400 devices']],
    [undefined, [], ['7,400 devices']],
    [
      { sites: 5 },
      [{ metric: 'Number of sites', value: 12, text: '12 sites' }],
      ['7,400 devices', '12 sites'],
    ],
  ] as const)('typed %j with %j reads %j', (typed, more, texts) => {
    const sizing = [{ metric: 'Number of devices', value: 7400, text: '7,400 devices' }, ...more];
    expect(withTypedSites(sizing, typed).map((v) => v.text)).toEqual(texts);
  });

  it.each([
    ['Workplace Engineer (Offshore)', 'Workplace Engineer'],
    ['Workplace Engineer (Germany)', 'Workplace Engineer'],
    ['Project Manager', 'Project Manager'],
  ])('the role %s reads %s', (name, client) => expect(clientRoleName(name)).toBe(client));
});

describe('payment milestones of a fixed price on the plan\u2019s milestones', () => {
  const completions = [
    { phase: 'Design' as AepPhase, name: 'Design complete', date: '2027-04-02' },
    { phase: 'Deploy' as AepPhase, name: 'Deployment and hypercare complete', date: '2027-06-04' },
  ];

  it('equal shares are equal amounts: both 10% of £271,826 are £27,183, and the amounts add to the price', () => {
    const payments = bidPayments(
      DEFAULT_COMMERCIAL_SETTINGS,
      { completions, workStart: '2027-03-15', endDate: '2027-06-04' },
      271_826,
    );
    expect(payments.slice(0, 2).map((p) => p.amount)).toEqual([27_183, 27_183]);
    expect(payments.reduce((s, p) => s + p.amount, 0)).toBe(271_826);
  });

  it('10 / 10 / 15 / 15 / 30 / 20 of £51,266 (equal shares equal amounts, the remainder on the last), the Build and testing milestones the plan lacks folding into the next', () => {
    const payments = bidPayments(
      DEFAULT_COMMERCIAL_SETTINGS,
      { completions, workStart: '2027-03-15', endDate: '2027-06-04' },
      51_266,
    );
    expect(payments.map((p) => [p.name, p.percent, p.amount])).toEqual([
      ['Contract signature', 10, 5_127],
      ['Design complete', 10, 5_127],
      // The deployment payment keeps the default name, so it takes the plan's name for the milestone.
      ['Deployment and hypercare complete', 60, 30_760],
      // Each share to the pound (30,759.60 is £30,760); the last takes what rounding leaves (10,253.20 less £1).
      ['Work complete and accepted', 20, 10_252],
    ]);
    // A phase's payment falls due when its milestone is reached: five working days without a severity 1 or 2 defect after it ends.
    expect(payments[1]!.due).toBe(
      'Design complete and accepted (five working days without a severity 1 or 2 defect), planned 9 April 2027',
    );
    // The last payment falls due when the client has had its five working days to raise a defect.
    expect(payments[3]!.due).toBe(
      'On acceptance of the completed work (five working days without a severity 1 or 2 defect), planned 11 June 2027',
    );
  });

  it.each([
    // Test Exec ends, Test Fix ends, the testing payment's name and due date
    ['2027-03-23', '2027-04-01', 'Testing and its fixes complete', '8 April 2027'],
    ['2027-03-23', '2027-03-19', 'Testing complete', '30 March 2027'],
  ])(
    'the testing payment waits for the fixes that end after it (testing %s, fixes %s)',
    (tested, fixed, name, planned) => {
      const plan = {
        completions: [
          { phase: 'Test Exec' as AepPhase, name: 'Testing complete', date: tested },
          { phase: 'Test Fix' as AepPhase, name: 'Fixes complete', date: fixed },
        ],
        workStart: '2027-03-01',
        endDate: '2027-06-04',
      };
      const testing = bidPayments(DEFAULT_COMMERCIAL_SETTINGS, plan, 100_000).find((p) =>
        /^Testing/.test(p.name),
      );
      expect([testing?.name, testing?.due]).toEqual([
        name,
        `${name} and accepted (five working days without a severity 1 or 2 defect), planned ${planned}`,
      ]);
      // A payment of its own for the fixes keeps them apart.
      const own = {
        ...DEFAULT_COMMERCIAL_SETTINGS,
        milestones: [
          { name: 'Testing complete', trigger: 'Test Exec' as const, percent: 50 },
          { name: 'Fixes complete', trigger: 'Test Fix' as const, percent: 50 },
        ],
      };
      expect(bidPayments(own, plan, 100_000)[0]!.name).toBe('Testing complete');
    },
  );

  it('the deployment payment at the last wave does not wait for what the hypercare hands over', () => {
    const payments = bidPayments(
      DEFAULT_COMMERCIAL_SETTINGS,
      {
        completions: [
          completions[0]!,
          {
            phase: 'Deploy' as AepPhase,
            name: 'Deployment complete',
            date: '2027-05-21',
            beforeHypercare: true,
          },
        ],
        workStart: '2027-03-15',
        endDate: '2027-06-04',
        acceptanceDays: 12,
        phaseReviewDays: { Deploy: { days: 12, names: ['Handover to support'] } },
      },
      51_266,
    );
    expect(payments.map((p) => [p.name, p.due])).toEqual([
      ['Contract signature', 'On signature of the contract'],
      [
        'Design complete',
        'Design complete and accepted (five working days without a severity 1 or 2 defect), planned 9 April 2027',
      ],
      [
        'Deployment complete',
        'Deployment complete and accepted (five working days without a severity 1 or 2 defect), planned 28 May 2027',
      ],
      [
        'Work complete and accepted',
        'On acceptance of the completed work and of the deliverables not named above (Handover to support), after the review of those still in review when delivery ends (12 working days after it ends), planned 22 June 2027',
      ],
    ]);
  });

  it('the deployment payment falls before the last one even where the deployment ends the work', () => {
    const payments = bidPayments(
      DEFAULT_COMMERCIAL_SETTINGS,
      {
        completions: [
          completions[0]!,
          { phase: 'Deploy' as AepPhase, name: 'Deployment complete', date: '2027-06-04' },
        ],
        workStart: '2027-03-15',
        endDate: '2027-06-04',
        acceptanceDays: 11,
        phaseReviewDays: { Deploy: { days: 12, names: ['Handover to support'] } },
      },
      51_266,
    );
    const [deployment, last] = payments.slice(-2).map((p) => /planned (.*)$/.exec(p.due)?.[1]);
    // Five working days after Friday 4 June, then the eleven of the last review.
    expect([deployment, last]).toEqual(['11 June 2027', '21 June 2027']);
  });

  it.each([
    ['the default name', 'Testing complete', 'Testing before deployment complete'],
    ['a name the admins chose', 'Testing signed off', 'Testing signed off'],
  ])('the testing payment under %s, where testing goes on beside the rollouts', (_case, name, expected) => {
    const settings = {
      ...DEFAULT_COMMERCIAL_SETTINGS,
      milestones: DEFAULT_COMMERCIAL_SETTINGS.milestones.map((m) =>
        m.trigger === 'Test Exec' ? { ...m, name } : m,
      ),
    };
    const payments = bidPayments(
      settings,
      {
        completions: [
          ...completions,
          { phase: 'Test Exec' as AepPhase, name: 'Testing before deployment complete', date: '2027-04-30' },
        ],
        workStart: '2027-03-15',
        endDate: '2027-06-04',
      },
      51_266,
    );
    expect(payments.find((p) => p.due.startsWith('Testing before deployment complete'))?.name).toBe(expected);
  });

  it.each([
    // [case, working days the design deliverables' longest review takes, when the design payment falls due]
    [
      'a review within the five days',
      5,
      'Design complete and accepted (five working days without a severity 1 or 2 defect), planned 9 April 2027',
    ],
    // One cycle of 5 days to review, 5 to update and 2 to approve: 12 working days after Friday 2 April 2027.
    [
      'a review of 12 working days',
      12,
      'Design complete and its deliverables (Intune design) accepted after their review (12 working days), planned 20 April 2027',
    ],
  ])('the design payment waits for %s', (_case, review, due) => {
    const payments = bidPayments(
      DEFAULT_COMMERCIAL_SETTINGS,
      {
        completions,
        workStart: '2027-03-15',
        endDate: '2027-06-04',
        phaseReviewDays: { Design: { days: review, names: ['Intune design'] } },
      },
      51_266,
    );
    expect(payments[1]!.due).toBe(due);
  });

  it.each([
    ['a Friday, no holiday', '2027-06-04', [], '2027-06-11'],
    ['the Friday before the spring bank holiday', '2027-05-28', ['2027-05-31'], '2027-06-07'],
    ['a Wednesday before Christmas', '2027-12-22', ['2027-12-27', '2027-12-28'], '2027-12-31'],
  ])('five working days after %s', (_case, end, holidays, expected) => {
    expect(workingDaysAfter(end, ACCEPTANCE_WORKING_DAYS, holidays)).toBe(expected);
  });

  it.each([
    [
      'a bank holiday on the 1st',
      '2027-01-01',
      '2027-01-15',
      ['2026-12-25', '2026-12-28', '2027-01-01'],
      '23 December 2026',
      '4 January 2027',
    ],
    [
      'a Monday after New Year (acceptance before Christmas Eve)',
      '2029-01-01',
      '2029-01-15',
      ['2028-12-25', '2028-12-26', '2029-01-01'],
      '22 December 2028',
      '2 January 2029',
    ],
    ['a working 2 January', '2030-01-02', '2030-01-14', ['2030-01-01'], '21 December 2029', '2 January 2030'],
    ['the first of December', '2026-12-01', '2026-12-14', [], '30 November 2026', '1 December 2026'],
    ['a Monday', '2027-03-01', '2027-03-15', [], '26 February 2027', '1 March 2027'],
    ['a Saturday', '2027-05-01', '2027-05-17', ['2027-05-03'], '30 April 2027', '4 May 2027'],
  ])(
    'a contract start month beginning on %s: acceptance and mobilisation on working days',
    (_case, contractStart, workStart, holidays, acceptBy, mobilisation) => {
      const text = datesAssumed(contractStart, workStart, holidays);
      expect(text).toContain(`acceptance by ${acceptBy}, mobilisation from ${mobilisation}`);
    },
  );
});

describe('the team\u2019s days at the printed day rates (what a reader works out against the fixed price)', () => {
  const rates = [
    { role: 'Workplace Engineer', where: 'Onshore', dayRate: 840 },
    { role: 'Workplace Engineer', where: 'Offshore', dayRate: 336 },
    { role: 'Project Manager', where: 'Onshore', dayRate: 1000 },
  ];
  it.each([
    // rows [role, where, days], the sum in whole pounds (0 when a row has no printed rate)
    [[['Workplace Engineer', 'Onshore', 10]], 8400],
    [
      [
        ['Workplace Engineer', 'Onshore', 10.5],
        ['Workplace Engineer', 'Offshore', 20.1],
      ],
      15574,
    ],
    [
      [
        ['Workplace Engineer', 'Offshore', 0.1],
        ['Project Manager', 'Onshore', 27.7],
      ],
      27734,
    ],
    [
      [
        ['Workplace Engineer', 'Onshore', 10],
        ['Security Architect', 'Onshore', 2],
      ],
      0,
    ],
    [[], 0],
  ] as const)('%j at the rates come to £%i', (rows, total) => {
    expect(
      daysAtRates(
        rows.map(([role, where, days]) => ({ role, where, days })),
        rates,
      ),
    ).toBe(total);
  });
});

describe('the rates a fixed price is built on (what a reader multiplies the team\u2019s days by)', () => {
  const changeRates = [
    { role: 'Workplace Engineer', where: 'Onshore', dayRate: 840 },
    { role: 'Workplace Engineer', where: 'Offshore', dayRate: 336 },
    { role: 'Project Manager', where: 'Onshore', dayRate: 1000 },
  ];
  it.each([
    // basis, price, rows [role, where, days], the rates [WE onshore, WE offshore, PM], days at them, at the rate card
    [
      'fixed',
      40000,
      [
        ['Workplace Engineer', 'Onshore', 10],
        ['Project Manager', 'Onshore', 27.7],
      ],
      [931, 372, 1108],
      40002,
      36100,
    ],
    [
      'fixed',
      15000,
      [
        ['Workplace Engineer', 'Offshore', 20.1],
        ['Workplace Engineer', 'Onshore', 10.5],
      ],
      [809, 324, 963],
      15007,
      15574,
    ],
    [
      'tm',
      40000,
      [
        ['Workplace Engineer', 'Onshore', 10],
        ['Project Manager', 'Onshore', 27.7],
      ],
      [840, 336, 1000],
      36100,
      36100,
    ],
    ['fixed', 40000, [['Security Architect', 'Onshore', 2]], [840, 336, 1000], 0, 0],
  ] as const)('%s at £%i: %j', (basis, priceExVat, rows, expected, atRates, atRateCard) => {
    const out = fixedPriceRates(
      { basis, priceExVat, changeRates },
      rows.map(([role, where, days]) => ({ role, where, days })),
    );
    expect(out.changeRates.map((r) => r.dayRate)).toEqual(expected);
    expect(out.daysAtRates).toBe(atRates);
    expect(out.daysAtRateCard).toBe(atRateCard);
  });

  it('the team\u2019s days at a fixed price\u2019s rates come to the price, to half a pound a day of rounding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 10_000, max: 2_000_000 }),
        (tenths, priceExVat) => {
          const rows = changeRates.map((r, i) => ({ role: r.role, where: r.where, days: tenths[i]! / 10 }));
          const days = rows.reduce((a, r) => a + r.days, 0);
          const out = fixedPriceRates({ basis: 'fixed', priceExVat, changeRates }, rows);
          expect(Math.abs(out.daysAtRates - priceExVat)).toBeLessThanOrEqual(days / 2 + 1);
        },
      ),
    );
  });
});

describe('the contact a client document gives', () => {
  it.each([
    [
      'the owner in the supplier\u2019s domain',
      'sam.patel@northgate.co.uk',
      'bids@northgate.co.uk',
      'sam.patel@northgate.co.uk',
    ],
    [
      'the domain in capitals',
      'Sam.Patel@Northgate.CO.UK',
      'bids@northgate.co.uk',
      'Sam.Patel@Northgate.CO.UK',
    ],
    [
      'a demo or partner mailbox',
      'sales.person@provider.example',
      'bids@northgate.co.uk',
      'bids@northgate.co.uk',
    ],
    ['an owner without an address', '', 'bids@northgate.co.uk', 'bids@northgate.co.uk'],
    ['no bids address in the settings', 'sales.person@provider.example', '', 'sales.person@provider.example'],
  ])('%s', (_case, owner, supplier, expected) => {
    expect(contactEmail(owner, supplier)).toBe(expected);
  });
});

describe('the offer\u2019s validity and the last payment, from the plan', () => {
  // One capability, one week of handover work with its deliverable on the last day (delivery from March 2027).
  const handover = (review?: {
    cycles: number;
    review: number;
    update: number;
    approve: number;
  }): Capability[] => [
    {
      id: 'cap-h',
      name: 'Handover',
      areaId: 'area',
      selected: true,
      actions: [
        {
          id: 'act-h',
          name: 'Hand over',
          effort: 40,
          selected: true,
          aepPhase: 'Deploy',
          roles: [{ staticId: ESTIMATE_ROLES[0]!.id, name: ESTIMATE_ROLES[0]!.name, value: 100 }],
          deliverables: [
            {
              id: 'd-h',
              name: 'Handover to support',
              description: '',
              format: { id: 'word', name: 'Word' },
              ...(review ? { reviewSettings: review } : {}),
            },
          ],
        },
      ],
    },
  ];
  const modelOn = (issued: string, items: Capability[]) => {
    const solution = solutionOf(items);
    const estimate = solutionEstimate(solution, {
      roles: ESTIMATE_ROLES,
      levels: [],
      rateCard: SAMPLE_RATE_CARD,
    });
    return buildDocumentModel({
      solution,
      roles: ESTIMATE_ROLES,
      levels: [],
      controls: [],
      generatedAt: new Date(`${issued}T12:00:00Z`),
      preparedBy: 'Sam Patel',
      estimate: { ...estimate, variance: null },
    });
  };

  it.each([
    // issued, valid until: the plan assumes acceptance by Friday 26 February 2027 (mobilisation from 1 March).
    ['2026-11-20', '2027-02-18'], // 90 days (18 February) come first
    ['2026-12-20', '2027-02-26'], // the plan's acceptance date comes before 90 days (20 March)
    ['2027-03-05', '2027-06-03'], // the acceptance date has passed: 90 days
  ])('issued %s: valid until %s', (issued, valid) => {
    expect(modelOn(issued, handover()).bid.commercial?.validUntil).toBe(valid);
  });

  it.each([
    ['the default review (1 cycle of 5 and 5 days, 2 to approve): 12 working days', undefined, 12],
    [
      'its own review of 2 cycles of 3 and 2 days, 1 to approve: 11 working days',
      { cycles: 2, review: 3, update: 2, approve: 1 },
      11,
    ],
    [
      'a review of 1 cycle of 1 and 1 day, 1 to approve: the five working days of acceptance',
      { cycles: 1, review: 1, update: 1, approve: 1 },
      5,
    ],
  ])('the last payment waits for the last deliverable: %s', (_case, review, days) => {
    const m = modelOn('2026-12-20', handover(review));
    const end = m.bid.phases.at(-1)!.end;
    const last = m.bid.commercial!.payments.at(-1)!;
    // The handover, a deliverable of the deployment, is accepted with the completed work and named there.
    const why =
      days > 5
        ? `, after the review of those still in review when delivery ends (${days} working days after it ends)`
        : ' (five working days without a severity 1 or 2 defect)';
    expect(last.due).toBe(
      `On acceptance of the completed work and of the deliverables not named above (Handover to support)${why}, planned ${formatDateLong(workingDaysAfter(end, days, []))}`,
    );
  });
});

describe('deliverableCriterion: what a deliverable shows to be accepted, by its phase', () => {
  it.each([
    ['Analyze', 'its findings and recommendations are agreed'],
    ['Design', 'the client\u2019s technical owners approve it'],
    ['Build', 'matches the approved design'],
    ['Test Prep', 'cover the scenarios of the approved design'],
    ['Test Exec', 'no severity 1 or 2 defect in the supplier\u2019s work is open'],
    ['Test Fix', 'no severity 1 or 2 defect in the supplier\u2019s work is open'],
    ['Deploy', 'any exception listed with its reason and owner'],
  ] as const)('%s: %s', (phase, words) => {
    expect(deliverableCriterion(phase)).toContain(words);
  });

  it.each([
    ['Application test results', 'Deploy', 'no severity 1 or 2 defect in the supplier\u2019s work is open'],
    ['Handover to support', 'Deploy', 'the client\u2019s support confirms it can run the service'],
    ['Intune design', 'Design', 'technical owners approve it'],
    ['Autopilot set-up record', 'Deploy', 'the first devices it sets up pass their tests'],
  ] as const)('%s (%s) is judged by what it is: %s', (name, phase, words) => {
    expect(deliverableCriterion(phase, name)).toContain(words);
  });
});

describe('a document\u2019s date', () => {
  it.each([
    ['a Monday', '2026-11-30', [], '2026-11-30'],
    ['a Sunday: the Monday', '2026-11-29', [], '2026-11-30'],
    ['a Saturday: the Monday', '2026-11-28', [], '2026-11-30'],
    [
      'Christmas Day, a Friday: the Tuesday after the Boxing Day holiday',
      '2026-12-25',
      ['2026-12-25', '2026-12-28'],
      '2026-12-29',
    ],
    ['a bank holiday Monday: the Tuesday', '2027-05-31', ['2027-05-31'], '2027-06-01'],
  ])('generated on %s', (_case, generated, holidays, expected) => {
    expect(issueDate(generated, holidays)).toBe(expected);
  });
});
