/**
 * The plan as a bid states it (issue 29): its phases with their dates, its milestones and, where a deployment moves
 * a volume, its waves week by week.
 */
import { formatDateLong, formatDateShort, PHASE_LABELS, unbroken, type DocumentModel } from '@portal/domain';
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
          PHASE_LABELS[p.phase],
          p.activities,
          unbroken(formatDateLong(p.start)),
          unbroken(formatDateLong(p.end)),
        ]),
      ),
    ]),
    ...sub('Milestones', [
      para(
        'Each capability\u2019s milestones include the work of its sub-capabilities; a payment milestone is due when the last of its phase\u2019s milestones is reached.',
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
            'Each rollout moves its volume in waves of about a week at the plan\u2019s pace, the first at half the pace of the others so that what it finds is fixed before the larger waves; weekends and bank holidays carry none. The wave plan agreed in the design names the sites and people of each wave.',
            { keepNext: true },
          ),
          ...[...new Set(bid.waves.map((w) => w.activity))].flatMap((activity) => {
            const waves = bid.waves.filter((w) => w.activity === activity);
            const total = waves.reduce((t, w) => t + w.volume, 0);
            return sub(
              activity,
              tx.table(
                ['Wave', 'From', 'To', 'Volume'],
                [
                  ...waves.map((w) => [
                    w.wave,
                    unbroken(formatDateShort(w.start)),
                    unbroken(formatDateShort(w.end)),
                    w.text,
                  ]),
                  ['Total', '', '', `${total.toLocaleString('en-GB')} ${waves[0]!.noun}`],
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
