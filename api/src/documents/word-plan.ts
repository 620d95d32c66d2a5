/**
 * The plan as a bid states it (issue 29): its phases with their dates, its milestones and, where a deployment moves
 * a volume, its waves week by week; and each capability's activities with their dates and roles.
 */
import {
  formatDateLong,
  formatNumber1,
  formatSpanLong,
  PHASE_LABELS,
  unbroken,
  type DocumentModel,
} from '@portal/domain';
import { para, type BodyBlock } from '../templates/word-blocks.ts';
import { sub, type Tables } from './word-sections.ts';

/** The phases with their dates and the milestones, each the end of a phase across the programme. */
export function planTables(tx: Tables, m: DocumentModel): BodyBlock[] {
  const { bid } = m;
  return [
    ...sub('Phases', [
      para(
        'Each phase runs from the first to the last day of its activities across the capabilities, so the phases overlap; within each capability they follow one another.',
        { keepNext: true },
      ),
      ...tx.table(
        ['Phase', 'Activities', 'Start', 'Finish'],
        bid.phases.map((p) => [
          p.label,
          p.activities,
          unbroken(formatDateLong(p.start)),
          unbroken(formatDateLong(p.end)),
        ]),
      ),
    ]),
    ...sub('Milestones', [
      para(
        'A capability\u2019s milestones include the work of the capabilities that are part of it. A milestone is the day its phase\u2019s work is delivered: the next phase starts the next working day, while the Client reviews what was delivered (a design is built while it is reviewed, and its comments within the scope are taken into the build in the price). A payment falls due when its phase is complete across the capabilities (the deployment\u2019s at the last wave, before the hypercare) and accepted, as the payment terms set out.',
        { keepNext: true },
      ),
      ...tx.table(
        ['Milestone', 'Date'],
        bid.milestones.map((x) => [x.name, unbroken(formatDateLong(x.date))]),
      ),
    ]),
    ...(bid.waves.length
      ? sub('Deployment waves', [
          para(
            // Said plainly (readers of the twenty-ninth round could not follow one long sentence).
            `Each rollout moves its volume in weekly waves at the plan\u2019s pace. The first wave is smaller, at half the pace, so that what it finds is fixed before the larger ones. Weekends and ${m.holidayRegion ? `the bank holidays of ${m.holidayRegion}` : 'bank holidays'} carry no work, so a week with a bank holiday has a smaller wave; a first week of only one or two working days is part of the first wave, and a last week of one day part of the last. The waves add up to everything in scope: the pilot\u2019s devices, moved in the pilot, are counted in the first wave, which holds them and its own. The wave plan agreed in the design names the sites and people of each wave.`,
            { keepNext: true },
          ),
          ...[...new Set(bid.waves.map((w) => w.activity))].flatMap((activity) => {
            const waves = bid.waves.filter((w) => w.activity === activity);
            // A rollout that moves another's groups a week later is in that one's table.
            if (waves[0]!.follows) return [];
            const follower = bid.waves.filter((w) => w.follows === activity);
            const total = `${waves.reduce((t, w) => t + w.volume, 0).toLocaleString('en-GB')} ${waves[0]!.noun}`;
            // In the document's long dates, the year once ('24 May to 28 May 2027').
            const span = (w: { start: string; end: string }) => formatSpanLong(w.start, w.end);
            if (follower.length)
              return sub(
                `${activity}, then ${follower[0]!.activity.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`,
                [
                  para(
                    `The same groups move in both, each ${lagWords(waves[0]!.start, follower[0]!.start)} later in the second: a wave\u2019s ${waves[0]!.noun} are ${verbed(activity)} one week and ${verbed(follower[0]!.activity)} ${lagWords(waves[0]!.start, follower[0]!.start) === 'a week' ? 'the next' : `${lagWords(waves[0]!.start, follower[0]!.start)} later`}. Each group is sized on the shorter of its two weeks, so a bank holiday or a short week in either makes it smaller in both.`,
                    { keepNext: true },
                  ),
                  ...tx.table(
                    ['Wave', 'Volume', activity, follower[0]!.activity],
                    [
                      ...waves.map((w, i) => [w.wave, w.text, span(w), span(follower[i]!)]),
                      ['Total', total, '', ''],
                    ],
                    undefined,
                    { total: true },
                  ),
                ],
                3,
              );
            return sub(
              activity,
              tx.table(
                ['Wave', 'From', 'To', 'Volume'],
                [
                  ...waves.map((w) => [
                    w.wave,
                    unbroken(formatDateLong(w.start)),
                    unbroken(formatDateLong(w.end)),
                    w.text,
                  ]),
                  ['Total', '', '', total],
                ],
                undefined,
                { total: true },
              ),
              3,
            );
          }),
        ])
      : []),
  ];
}

/** What a rollout does to what it moves, from its first word: 'Enrol ...' enrolled, 'Deploy Windows 11 ...' upgraded, else moved. */
function verbed(activity: string): string {
  const verb = activity.split(' ')[0]!.toLowerCase();
  const known: Record<string, string> = {
    enrol: 'enrolled',
    upgrade: 'upgraded',
    migrate: 'migrated',
    move: 'moved',
    register: 'registered',
    replace: 'replaced',
  };
  if (verb === 'deploy' && /\bwindows \d+/i.test(activity)) return 'upgraded';
  return known[verb] ?? 'moved';
}

/** How many weeks the second rollout's first wave runs after the first's, in words: 'a week', 'two weeks'. */
function lagWords(first: string, second: string): string {
  const monday = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    return d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000;
  };
  const weeks = Math.max(1, Math.round((monday(second) - monday(first)) / (7 * 86_400_000)));
  const words = ['a week', 'two weeks', 'three weeks', 'four weeks', 'five weeks', 'six weeks'];
  return words[weeks - 1] ?? `${weeks} weeks`;
}

/** Each capability's activities with their phase, hours, dates and roles (the solution plan). */
export function activityTables(tx: Tables, m: DocumentModel): BodyBlock[] {
  // Within one year the dates drop it (the header gives it), leaving the roles room to read on a line or two.
  const years = new Set(
    m.capabilities.flatMap((c) => c.actions.flatMap((a) => [a.startDate, a.endDate])).map((d) => d.slice(-4)),
  );
  const year = years.size === 1 ? [...years][0]! : '';
  const day = (d: string) => unbroken(year ? d.slice(0, -5) : d);
  return sub(
    'Activities by capability',
    m.capabilities.flatMap((c) =>
      sub(
        c.name,
        tx.table(
          [
            'Activity',
            'Phase',
            'Hours',
            year ? `Start (${year})` : 'Start',
            year ? `Finish (${year})` : 'Finish',
            'Roles',
          ],
          c.actions.map((a) => [
            a.name,
            PHASE_LABELS[a.phase as keyof typeof PHASE_LABELS] ?? a.phase,
            formatNumber1(a.hours),
            day(a.startDate),
            day(a.endDate),
            // The roles run on as text (a line each stacked a cell ten lines deep); the column takes its share.
            a.roles,
          ]),
        ),
        3,
      ),
    ),
  );
}
