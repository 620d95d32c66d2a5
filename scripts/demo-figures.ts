/**
 * `node --experimental-transform-types scripts/demo-figures.ts`: the plan and price of every demo solution as its
 * documents state them (the bid model with England and Wales' bank holidays and the sample rate card), to check that
 * a demo's volumes, narrative and plan agree (issue 29: seed data is part of the product).
 */
import {
  buildDocumentModel,
  formatDateLong,
  PHASE_LABELS,
  SAMPLE_RATE_CARD,
  solutionEstimate,
  type Solution,
} from '@portal/domain';
import { bankHolidaysBetween } from '../api/src/reference/bank-holidays.ts';
import { CAPABILITY_ROLES } from '../api/src/seed/seed-data/capability-roles.ts';
import { demoSolutions } from '../api/src/seed/seed-data/demo-solutions.ts';
import { SECURITY_CONTROLS } from '../api/src/reference/built-in/security-controls.ts';
import { STAFFING_LEVELS } from '../api/src/seed/seed-data/staffing-levels.ts';

const now = new Date();
const holidays = bankHolidaysBetween('GB-ENG', now.getUTCFullYear() - 1, now.getUTCFullYear() + 3);
const only = process.argv.slice(2);
for (const demo of demoSolutions(now)) {
  if (only.length && !only.includes(demo.id)) continue;
  const solution = { ...demo, etag: '"demo"' } as Solution;
  const context = { roles: CAPABILITY_ROLES, levels: STAFFING_LEVELS, rateCard: SAMPLE_RATE_CARD, holidays };
  const estimate = solutionEstimate(solution, context);
  const m = buildDocumentModel({
    solution,
    roles: CAPABILITY_ROLES,
    levels: STAFFING_LEVELS,
    controls: SECURITY_CONTROLS,
    generatedAt: now,
    preparedBy: 'Figures',
    holidays,
    estimate: { ...estimate, variance: null },
  });
  console.log(
    `\n${demo.id} ${m.name} (step ${demo.state.step}, ${estimate.basis}): ${m.requirement.map((l) => l.map((r) => r.text).join('')).join(' ')}`,
  );
  console.log(`  volumes: ${m.bid.volumes.map((v) => v.text).join(', ') || 'none'}`);
  console.log(
    `  hours ${m.bid.scope.hours}, ROM ${m.totals.romHours}, team ${m.bid.team.days} days, ${m.bid.durationText}`,
  );
  for (const r of m.bid.scope.rows)
    console.log(
      `    ${'  '.repeat(r.depth)}${r.name}: ${r.hours} h, ${r.activities} activities, ${r.start} to ${r.end}`,
    );
  for (const c of m.capabilities)
    for (const a of c.actions)
      console.log(
        `      ${c.name} / ${a.name} [${PHASE_LABELS[a.phase as keyof typeof PHASE_LABELS]}] ${a.hours} h ${a.startDate} to ${a.endDate}`,
      );
  console.log(
    `  milestones: ${m.bid.milestones.map((x) => `${x.name} ${formatDateLong(x.date)}`).join('; ')}`,
  );
  const c = m.bid.commercial;
  if (c)
    console.log(
      `  price ${c.priceExVat} ex VAT (${c.basisLabel}), payments ${c.payments.map((p) => `${p.name} ${p.due} ${p.amount}`).join(' | ')}`,
    );
  console.log(
    `  text: ${JSON.stringify({ background: demo.fields.opportunityBackground, approach: demo.fields.deliveryApproach, scope: demo.fields.scopeDefinition })}`,
  );
}
