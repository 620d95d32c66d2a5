/**
 * One document model per solution (docs/documents.md), built from the same functions the screens use: the ROM
 * (romSummary), the detailed effort (solutionTotals), the schedule, the People tables and pyramids, the risk
 * scores, the security counts, the written content and the lists of the in-scope actions. The writers (the API's
 * pptx and docx jobs) only lay it out, so a figure in a document is the figure on the screen.
 */
import { effectiveReviewSettings, formatReviewSettings } from '../builder/review-settings.ts';
import { romSummary } from '../builder/sizes.ts';
import { solutionTotals } from '../builder/effort.ts';
import { DEFAULT_PEOPLE_SETTINGS } from '../builder/clamps.ts';
import { solutionNameOrDefault } from '../builder/defaults.ts';
import type { BaselineSecurityControl, StaffingResourceLevel, StaticRole } from '../contracts/reference.ts';
import type { Solution } from '../contracts/solutions.ts';
import type { ReviewSettings } from '../contracts/catalogue.ts';
import { formatCalendarSpan, formatDate, formatDateLong, formatYearMonthLong } from '../format/dates.ts';
import { formatHours, formatPersonWeeks } from '../format/numbers.ts';
import {
  pyramids,
  roleLines,
  teamName,
  teamTables,
  withExtraDays,
  type Pyramid,
  type RoleLine,
  type TeamTable,
} from '../people/staffing.ts';
import { initialRiskQuestions } from '../risk/questions.ts';
import { riskScores, type RiskBlockScore } from '../risk/score.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { applicableControls, type ApplicableControls } from '../security/applicable-controls.ts';
import { solutionStage } from '../solutions/stages.ts';
import { CONTENT_SECTIONS } from './content-sections.ts';
import { modelEstimate, type DocumentEstimateInput, type ModelEstimate } from './document-estimate.ts';
import type { DocumentVariant } from '../contracts/document-types.ts';
import { writtenSection, type SectionBlock, type WrittenSectionsInput } from './written-sections.ts';
import { documentItemRows } from './document-item-rows.ts';
import { lastReviewDays, phaseReviewDays } from './last-review-days.ts';
import { assumedDates, issueDate } from './bid-commercial.ts';
import { acceptanceCriteria, deliverableCriterion } from './bid-terms.ts';
import { bridgedCost, staffingRoles, type StaffingRole } from './model-people.ts';
import { modelCapabilities, type ModelCapability } from './model-capabilities.ts';
import { buildBid, type BidModel } from './bid-model.ts';
import { managementRole } from './bid-team.ts';
import { approvalRows, riskRows, type ApprovalRow, type RiskRow } from './approval-and-risk-rows.ts';
import { modelInternal, onshoreInsteadCost, type ModelInternal } from './model-internal.ts';
import type { CommercialSettings } from '../contracts/commercial-settings.ts';
import { combinedTools, dependenciesNeededBy, reviewItems } from './review-items.ts';
import { richTextLines, richTextPlain, type RichLine } from '../format/rich-text-runs.ts';

export interface DocumentModelInput {
  solution: Solution;
  roles: readonly StaticRole[];
  levels: readonly StaffingResourceLevel[];
  controls: readonly BaselineSecurityControl[];
  generatedAt: Date;
  preparedBy: string;
  /** The admin's default review settings (Settings page), used when the solution has no default of its own. */
  reviewDefault?: ReviewSettings | undefined;
  /** Who the document is for: 'customer' (the default) or 'internal' (docs/documents.md). */
  variant?: DocumentVariant;
  /** The solution's estimate (solutionEstimate): the headline of the 'Commercial summary' when given. */
  estimate?: DocumentEstimateInput | undefined;
  /** The admin's commercial settings (supplier, VAT, validity, payment milestones, terms); the defaults when absent. */
  commercial?: CommercialSettings | undefined;
  /** The bank holidays the schedule skips ('YYYY-MM-DD', the admin's region: ADR 0050). */
  holidays?: readonly string[] | undefined;
  /** Whose bank holidays they are, as a document names them ('England and Wales'). */
  holidayRegion?: string | undefined;
  /** The client's legal identity as its record holds it (the contract's parties), read from the store. */
  clientLegal?: { companyNumber?: string | undefined; registeredOffice?: string | undefined } | undefined;
  /** The price (excluding VAT) each version of the solution's history carried, by version: what an approval was of. */
  approvedPrices?: Readonly<Record<number, number>> | undefined;
}

/** A written section: typed by the user (`typed`) or written from what the portal knows (written-sections.ts). */
export interface ModelSection {
  title: string;
  typed: boolean;
  blocks: SectionBlock[];
  parts: { title: string; typed: boolean; blocks: SectionBlock[] }[];
}

export type { ModelCapability } from './model-capabilities.ts';

export interface ModelItemRow {
  name: string;
  description: string;
  format: string;
  action: string;
  path: string;
  review?: string;
  /** Deliverables: what "accepted" means, from its review settings. */
  acceptance?: string;
}

export interface DocumentModel {
  /** Writers leave out everything internal (stage, AEP type, complexity, risk scores, approvals) for 'customer'. */
  variant: DocumentVariant;
  /** Whose bank holidays the plan skips ('England and Wales'); undefined when not known. */
  holidayRegion?: string | undefined;
  /** The headline estimate, when the solution has one (document-estimate.ts). */
  estimate?: ModelEstimate;
  /** What the estimate rests on: the ROM sizes or the detailed effort (none without an estimate). */
  estimateBasis?: 'rom' | 'detailed';
  /** The bid: scope rows, volumes, team, plan, commercial block, signatories, next steps (bid-model.ts). */
  bid: BidModel;
  internal: ModelInternal;
  id: string;
  name: string;
  client: string;
  /** The client's company number and registered office ('' when its record holds none). */
  clientLegal: { companyNumber: string; registeredOffice: string };
  country: string;
  owner: string;
  stage: string;
  /** 'March 2027' */
  expectedStart: string;
  complexity: string;
  aepSolutionType: string;
  requirement: RichLine[];
  /** Working days the deliverables still in review when delivery ends take to be accepted (0 when none). */
  endReviewDays: number;
  /** The document's date, '15 March 2027': the day it is generated, or the next working day (issueDate). */
  generatedOn: string;
  /** When it was generated (ISO date and time): the file's created and modified dates. */
  generatedAt: string;
  preparedBy: string;
  totals: {
    hours: number;
    weeks: number;
    hoursText: string;
    weeksText: string;
    romHours: number;
    romHoursText: string;
    romWeeksText: string;
    capabilities: number;
    actions: number;
    /** The first day of the expected start month ('YYYY-MM-DD'): day 0 of the capabilities' startDay and endDay. */
    contractStart: string;
    /** The first working day of the mobilisation ('YYYY-MM-DD'; the contract start when nothing is scheduled). */
    mobilisationStart: string;
    /** 'DD-MM-YYYY' (the AEP record's format) */
    workStart: string;
    endDate: string;
    /** '15 March 2027' */
    workStartText: string;
    endDateText: string;
    mobilisationWeeks: number;
    /** '5 calendar weeks, 15 March 2027 to 13 April 2027' */
    deliveryText: string;
  };
  rom: { path: string; label: string; hours: number; team: string }[];
  capabilities: ModelCapability[];
  sections: ModelSection[];
  people: {
    tables: TeamTable[];
    /** The bridge gap in calendar days: idle time up to it keeps a person on the team. */
    gapDays: number;
    roles: StaffingRole[];
    pyramids: Pyramid[];
  };
  /** `overallMax`: the scale the overall score is read against (every question answered High). */
  risk: { blocks: RiskBlockScore[]; overall: number; overallMax: number; sample: boolean };
  security: ApplicableControls;
  deliverables: ModelItemRow[];
  workProducts: ModelItemRow[];
  assumptions: { name: string; action: string; path: string }[];
  /** What the client provides, once each, with the first day an activity needs it ('' when not scheduled). */
  dependencies: { name: string; action: string; path: string; neededBy: string }[];
  risks: RiskRow[];
  tools: { name: string; description: string; actions: string }[];
  /** Who approved what (the solution, or a row of the approvals table), when, and at which version of its history. */
  approvals: ApprovalRow[];
  /** Who is named to approve the solution, by name (internal variants only; [] for the customer's). */
  approvers: string[];
}

const isTyped = (html: string | undefined) => Boolean(richTextPlain(html ?? '').trim());

export function buildDocumentModel(input: DocumentModelInput): DocumentModel {
  const { solution } = input;
  const items = solution.state.items;
  const fields = solution.fields;
  const totals = solutionTotals(items);
  const rom = romSummary(items, fields.complexity);
  const schedule = computeSchedule({
    items,
    expectedStart: solution.expectedStart,
    settings: solution.state.peopleSettings,
    holidays: input.holidays,
    wholeDays: true,
  });
  const gap = solution.state.peopleSettings?.gap;
  const lines = roleLines(schedule, input.roles, gap);
  const review = reviewItems(items);
  const questions = solution.state.risk?.questions.length
    ? solution.state.risk.questions
    : initialRiskQuestions();
  const scores = riskScores(questions);
  const defaults = solution.state.deliverableReviewSettings ?? input.reviewDefault;
  const variant = input.variant ?? 'customer';
  const client = solution.salesClient?.name || solution.clientName || '';
  // The working days the deliverables still in review when delivery ends take to be accepted (0 when none).
  const endReviewDays = lastReviewDays(items, schedule, defaults);
  // The document's date: the day it is generated, or the next working day (a Sunday's bid is dated the Monday).
  const issued = issueDate(input.generatedAt.toISOString().slice(0, 10), schedule.holidays);
  const bid = buildBid({
    items,
    schedule,
    holidays: input.holidays,
    nation: input.holidayRegion,
    roles: input.roles,
    client,
    clientContacts: fields.clientContacts,
    volumes: fields.volumes,
    owner: { name: solution.owner.name, email: solution.owner.email },
    priceBasis: fields.priceBasis,
    acceptanceRoute: fields.acceptanceRoute,
    settings: input.commercial,
    estimate: input.estimate,
    issued,
    acceptanceDays: endReviewDays,
    phaseReviewDays: phaseReviewDays(items, schedule, defaults),
  });
  const written: WrittenSectionsInput = {
    items,
    fields,
    requirementDescription: solution.requirementDescription,
    expectedStart: solution.expectedStart,
    schedule,
  };

  const itemRows = (kind: 'deliverables' | 'workProducts'): ModelItemRow[] =>
    documentItemRows(items, kind).map((row) => ({
      name: row.item.name,
      description: richTextPlain(row.item.description),
      format: row.item.format.name,
      action: row.actionName,
      path: row.path,
      ...(kind === 'deliverables'
        ? {
            review: formatReviewSettings(effectiveReviewSettings(row.item.reviewSettings, defaults)),
            acceptance: `${deliverableCriterion(row.phase, row.item.name)}; ${acceptanceCriteria(effectiveReviewSettings(row.item.reviewSettings, defaults))}`,
          }
        : {}),
    }));

  const capabilities = modelCapabilities(schedule, totals.byCapability, input.roles);
  const bridged = bridgedCost(lines, input.estimate);

  return {
    variant,
    holidayRegion: input.holidayRegion,
    ...(input.estimate
      ? { estimate: modelEstimate(input.estimate, variant, bridged), estimateBasis: input.estimate.basis }
      : {}),
    bid,
    internal: modelInternal({
      items,
      // The people named to approve it (fields.approvers), not the approvals given (fields.approvals): a solution
      // at Review with its approver named read 'none is named yet'.
      approvers: (fields.approvers ?? []).map((p) => p.name),
      complexity: fields.complexity,
      planHours: bid.scope.hours,
      riskAssessed: Boolean(solution.state.risk?.questions.some((q) => q.answers.some((a) => a.selected))),
      risk: riskScores(solution.state.risk?.questions ?? []),
      range: bid.commercial?.estimateRange,
      estimate: input.estimate,
      bridged,
      onshoreInstead: onshoreInsteadCost(bid.team.rows, input.estimate?.byLevel),
    }),
    id: solution.id,
    name: solutionNameOrDefault(fields.name),
    client,
    clientLegal: {
      companyNumber: input.clientLegal?.companyNumber ?? '',
      registeredOffice: input.clientLegal?.registeredOffice ?? '',
    },
    country: solution.salesCountry?.name || '',
    owner: solution.owner.name,
    // The stage as everywhere else (the list, the progress bar, Search): solutionStage (ADR 0051).
    stage: solutionStage(solution),
    expectedStart: formatYearMonthLong(solution.expectedStart),
    complexity: fields.complexity.toFixed(1),
    aepSolutionType: fields.aepSolutionType,
    requirement: richTextLines(solution.requirementDescription),
    generatedOn: formatDateLong(issued),
    endReviewDays,
    generatedAt: input.generatedAt.toISOString(),
    preparedBy: input.preparedBy,
    totals: {
      hours: bid.scope.hours,
      weeks: totals.weeks,
      hoursText: formatHours(bid.scope.hours),
      weeksText: formatPersonWeeks(totals.weeks),
      romHours: rom.totalHours,
      romHoursText: formatHours(rom.totalHours),
      romWeeksText: formatPersonWeeks(rom.weeks),
      capabilities: bid.scope.capabilities,
      actions: schedule.actions.size,
      contractStart: schedule.contractStart,
      mobilisationStart:
        assumedDates(schedule.contractStart, schedule.workStart, schedule.holidays)?.mobilisation ??
        schedule.contractStart,
      workStart: formatDate(schedule.workStart),
      endDate: formatDate(schedule.endDate),
      workStartText: formatDateLong(schedule.workStart),
      endDateText: formatDateLong(schedule.endDate),
      mobilisationWeeks: Math.round(schedule.mobilisationDays / 7),
      deliveryText: formatCalendarSpan(schedule.workStart, schedule.endDate),
    },
    rom: rom.rows.map((r) => ({
      path: r.path,
      label: r.label,
      hours: r.hours,
      team: r.teamId ? teamName(r.teamId) : '',
    })),
    capabilities,
    sections: CONTENT_SECTIONS.map((s) => ({
      title: s.title,
      typed: isTyped(fields[s.key]),
      blocks: writtenSection(s.key, written),
      parts: (s.parts ?? [])
        .map((p) => ({
          title: p.title,
          typed: isTyped(fields[p.key]),
          blocks: writtenSection(p.key, written),
        }))
        .filter((p) => p.blocks.length),
    })).filter((s) => s.blocks.length || s.parts.length),
    people: {
      tables: teamTables(lines),
      gapDays: gap ?? DEFAULT_PEOPLE_SETTINGS.gap,
      // Days of work as the team table counts them (its rows are these added up), with the schedule's bridged days.
      roles: staffingRoles(
        lines,
        bid.team.byRoleId,
        schedule,
        input.estimate,
        gap ?? DEFAULT_PEOPLE_SETTINGS.gap,
      ),
      // The pyramid counts the team the staffing table lists: the project management across the programme too.
      pyramids: pyramids(schedule, withManagementDays(lines, bid.team, input.roles), input.levels),
    },
    risk: {
      blocks: scores.blocks,
      overall: scores.overall,
      overallMax: scores.overallMax,
      sample: !solution.state.risk?.questions.length,
    },
    security: applicableControls(items, input.controls),
    deliverables: itemRows('deliverables'),
    workProducts: itemRows('workProducts'),
    assumptions: review.assumptions.map((a) => ({ name: a.item.name, action: a.action, path: a.path })),
    dependencies: dependenciesNeededBy(review.dependencies, schedule),
    risks: riskRows(review.risks),
    tools: combinedTools(review.tools).map((t) => ({
      name: t.item.name,
      description: richTextPlain(t.item.description),
      actions: t.actions.join(', '),
    })),
    approvals: approvalRows(fields.approvals, input.approvedPrices),
    approvers: variant === 'internal' ? (fields.approvers ?? []).map((p) => p.name) : [],
  };
}

/** The role lines with the project management across the programme on its manager's line (when the bid has any). */
function withManagementDays(
  lines: readonly RoleLine[],
  team: BidModel['team'],
  roles: readonly StaticRole[],
): RoleLine[] {
  const manager = team.managementDays > 0 ? managementRole(team, roles) : undefined;
  return manager ? withExtraDays(lines, manager, team.managementDays) : [...lines];
}
