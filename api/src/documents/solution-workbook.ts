/** The workbook of a stored solution (the document job's path): its estimate with the rate card version it holds. */
import {
  bidScope,
  bridgedCost,
  bidTeam,
  onshoreInsteadCost,
  computeSchedule,
  DEFAULT_COMMERCIAL_SETTINGS,
  approvalRows,
  reviewItems,
  riskRows,
  roleLines,
  solutionEstimate,
  type DocumentModel,
  type Settings,
} from '@portal/domain';
import { approvedPrices } from '../history/approved-prices.ts';
import { readEstimateContext } from '../rate-card/estimate-context.ts';
import { readReference } from '../reference/reference-store.ts';
import type { Services } from '../services.ts';
import type { StoredSolution } from '../solutions/repository.ts';
import { buildEstimateWorkbook } from './estimate-workbook.ts';
import { workbookBid } from './estimate-workbook-bid.ts';

/** The workbook of a stored solution: its estimate with the rate card version it holds (the document job's path). */
export async function writeSolutionWorkbook(
  services: Services,
  solution: StoredSolution,
  at: Date,
  author?: string,
  /** The internal document model, whose terms, volumes, reasons and payments the workbook repeats. */
  model?: DocumentModel,
): Promise<Buffer> {
  const [context, settings, prices] = await Promise.all([
    readEstimateContext(services, solution.rateCardVersion, solution.salesClient?.id),
    readReference<Settings>(services, 'settings'),
    approvedPrices(services, solution.id, solution.fields.approvals),
  ]);
  const schedule = computeSchedule({
    items: solution.state.items,
    expectedStart: solution.expectedStart,
    settings: solution.state.peopleSettings,
    holidays: context.holidays,
    wholeDays: true,
  });
  const estimate = solutionEstimate(solution, { ...context, schedule });
  // The team's bridged days as the People view and the internal documents count them (not priced, a cost).
  const bridged = bridgedCost(
    roleLines(schedule, context.roles, solution.state.peopleSettings?.gap),
    estimate,
  );
  // The delivery centre's days worked onshore, should its remote access be refused (the plan's risk).
  const onshoreInstead = onshoreInsteadCost(
    bidTeam(solution.state.items, context.roles).rows,
    estimate.byLevel,
  );
  return buildEstimateWorkbook({
    solution: {
      id: solution.id,
      name: solution.fields.name,
      clientName: solution.clientName,
      complexity: solution.fields.complexity,
      items: solution.state.items,
    },
    estimate,
    ...(bridged ? { bridged } : {}),
    ...(onshoreInstead ? { onshoreInstead } : {}),
    settings: context.settings,
    rateCard: context.rateCard,
    roles: context.roles,
    levels: context.levels,
    schedule,
    scope: bidScope(solution.state.items, schedule),
    approvals: approvalRows(solution.fields.approvals, prices),
    risks: riskRows(reviewItems(solution.state.items).risks),
    riskAssessed: Boolean(solution.state.risk?.questions.some((q) => q.answers.some((a) => a.selected))),
    vatPercent: (settings?.commercial ?? DEFAULT_COMMERCIAL_SETTINGS).vatPercent,
    ...(author ? { author } : {}),
    ...(model ? { bid: workbookBid(model) } : {}),
    generatedAt: at,
  });
}
