/**
 * The written sections of the proposal, the SP051 and the contract (docs/documents.md, issue 19): what the user
 * typed in the Review step, or, where nothing was typed, what the portal knows, so no client document prints a
 * placeholder ('None', 'Not set'). A section with nothing typed and nothing known is left out (an empty list).
 *
 * - Opportunity Background: the requirement description.
 * - Scope of Work: the selected capabilities (path and description) with their in-scope actions.
 * - Key Outputs: the deliverables and work products of the in-scope actions.
 * - Out of Scope: the capabilities not selected under a selected one and the actions left out of a selected
 *   capability, then what the user typed.
 * - Delivery Approach Overview: the AEP phases of the in-scope actions with their dates, and the delivery window.
 * - Mobilisation: the weeks of mobilisation before delivery starts.
 * - Scope Definition and Sourcing Strategy: typed only.
 */
import { isHidden } from '../builder/tree.ts';
import { AEP_PHASES, type Action, type Capability } from '../contracts/catalogue.ts';
import type { SolutionFields } from '../contracts/solutions.ts';
import { formatCalendarSpan, formatDateLong, formatYearMonthLong } from '../format/dates.ts';
import type { Schedule } from '../schedule/schedule.ts';
import type { ContentKey } from './content-sections.ts';
import { assumedDates } from './bid-commercial.ts';
import { documentItemRows } from './document-item-rows.ts';
import { richTextLines, richTextPlain, type RichLine } from '../format/rich-text-runs.ts';

/** One entry of a written list: a name and what it is ('' when nothing more is known). */
export interface WrittenItem {
  name: string;
  detail: string;
}

export type SectionBlock =
  | { kind: 'text'; lines: RichLine[] }
  | {
      kind: 'list';
      heading: string;
      intro: string;
      /** What a table of the items calls its two columns: ['Activity', 'What it covers']. */
      columns: readonly [string, string];
      items: WrittenItem[];
    };

const COLUMNS = {
  activities: ['Activity', 'What it covers'],
  outputs: ['Output', 'What it is'],
  leftOutCapabilities: ['Capability', 'What it covers'],
  leftOutActivities: ['Activity', 'Capability'],
  phases: ['Phase', 'When'],
} as const;

export interface WrittenSectionsInput {
  items: readonly Capability[];
  fields: Partial<Pick<SolutionFields, ContentKey>>;
  requirementDescription: string;
  expectedStart: string;
  schedule: Pick<
    Schedule,
    'workStart' | 'endDate' | 'mobilisationDays' | 'capabilities' | 'contractStart' | 'holidays'
  >;
}

const hasText = (lines: readonly RichLine[]) => lines.some((l) => l.some((r) => r.text.trim()));

function typed(html: string | undefined): SectionBlock[] {
  const lines = richTextLines(html ?? '');
  return hasText(lines) ? [{ kind: 'text', lines }] : [];
}

const plainText = (text: string): SectionBlock => ({ kind: 'text', lines: [[{ text }]] });

function visibleSelected(
  items: readonly Capability[],
  visit: (cap: Capability, path: string, parentSelected: boolean) => void,
) {
  const walk = (caps: readonly Capability[], prefix: string, parentSelected: boolean) => {
    for (const cap of caps) {
      if (isHidden(cap)) continue;
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      visit(cap, path, parentSelected);
      if (cap.selected) walk(cap.items ?? [], path, true);
    }
  };
  walk(items, '', false);
}

/**
 * A capability's path as a reader reads it: 'iOS and iPadOS Enrolment, part of Mobile Device Management' for
 * 'Device Management (Intune)/Mobile Device Management/iOS and iPadOS Enrolment'; a top-level name stays as it is.
 */
export function readablePath(path: string): string {
  const names = path.split('/');
  return names.length > 1 ? `${names.at(-1)}, part of ${names.at(-2)}` : path;
}

/** Actions in scope (sub-actions after their parent), or out of scope, of one capability. */
function actionsWhere(
  actions: readonly Action[] | undefined,
  inScope: boolean,
  out: Action[] = [],
): Action[] {
  for (const a of actions ?? []) {
    if (Boolean(a.selected) === inScope) out.push(a);
    // Taking an action out takes its sub-actions with it: name only the one taken out.
    if (a.selected) actionsWhere(a.actions, inScope, out);
  }
  return out;
}

/** Scope of Work: each selected capability (path, description) with its in-scope actions and their descriptions. */
export function scopeOfWork(items: readonly Capability[]): SectionBlock[] {
  const out: SectionBlock[] = [];
  visibleSelected(items, (cap, path) => {
    if (!cap.selected) return;
    const actions = actionsWhere(cap.actions, true);
    const intro = richTextPlain(cap.description ?? '');
    if (!actions.length && !intro) return;
    out.push({
      kind: 'list',
      heading: readablePath(path),
      intro,
      columns: COLUMNS.activities,
      items: actions.map((a) => ({ name: a.name, detail: richTextPlain(a.description ?? '') })),
    });
  });
  return out;
}

/** Key Outputs: the deliverables, then the work products, of the in-scope actions (name and description). */
export function keyOutputs(items: readonly Capability[]): SectionBlock[] {
  const list = (kind: 'deliverables' | 'workProducts', heading: string): SectionBlock[] => {
    const rows = documentItemRows(items, kind);
    return rows.length
      ? [
          {
            kind: 'list',
            heading,
            intro: '',
            columns: COLUMNS.outputs,
            items: rows.map((r) => ({
              name: r.item.name,
              detail: richTextPlain(r.item.description) || `${r.item.format.name} · ${r.actionName}`,
            })),
          },
        ]
      : [];
  };
  return [...list('deliverables', 'Deliverables'), ...list('workProducts', 'Work products')];
}

/**
 * Out of Scope: within what was chosen, what was left out: the capabilities not selected under a selected one, and
 * the actions taken out of a selected capability; then what the user typed, or the house's own exclusions.
 */
export function outOfScope(items: readonly Capability[], typedHtml: string | undefined): SectionBlock[] {
  const capabilities: WrittenItem[] = [];
  const actions: WrittenItem[] = [];
  visibleSelected(items, (cap, path, parentSelected) => {
    if (!cap.selected) {
      // Its own name: 'Mobile Device Management, part of Device Management (Intune)' read as leaving out part of
      // what is sold; the description says what is left out.
      if (parentSelected) capabilities.push({ name: cap.name, detail: richTextPlain(cap.description ?? '') });
      return;
    }
    for (const a of actionsWhere(cap.actions, false))
      actions.push({ name: a.name, detail: readablePath(path) });
  });
  return [
    ...(capabilities.length
      ? [
          {
            kind: 'list',
            heading: 'Capabilities not included',
            intro: '',
            columns: COLUMNS.leftOutCapabilities,
            items: capabilities,
          } as const,
        ]
      : []),
    ...(actions.length
      ? [
          {
            kind: 'list',
            heading: 'Activities not included',
            intro: '',
            columns: COLUMNS.leftOutActivities,
            items: actions,
          } as const,
        ]
      : []),
    ...(typed(typedHtml).length ? typed(typedHtml) : typed(ALSO_NOT_INCLUDED)),
  ];
}

/**
 * What every scope leaves out when the seller typed nothing of their own (issue 29: a scope without it read as
 * including whatever the client assumed), in the clauses the deck turns into bullets.
 */
export const ALSO_NOT_INCLUDED =
  '<b>Also not included.</b> Hardware, software and licences, which the Client provides; changes to the Client\u2019s own applications and systems beyond the activities listed, which their owners make; and support of what is delivered once the work ends, which stays with the Client\u2019s service desk.';

/** Delivery Approach Overview: the delivery window and, in AEP order, each phase of the in-scope actions with its dates. */
export function deliveryApproach(input: WrittenSectionsInput): SectionBlock[] {
  const { schedule } = input;
  const span = new Map<string, { start: string; end: string; count: number }>();
  for (const cap of schedule.capabilities) {
    for (const a of cap.actions) {
      const seen = span.get(a.phase);
      span.set(
        a.phase,
        seen
          ? {
              start: a.startDate < seen.start ? a.startDate : seen.start,
              end: a.endDate > seen.end ? a.endDate : seen.end,
              count: seen.count + 1,
            }
          : { start: a.startDate, end: a.endDate, count: 1 },
      );
    }
  }
  if (!span.size) return [];
  const window = formatCalendarSpan(schedule.workStart, schedule.endDate);
  return [
    plainText(
      `The work follows the delivery phases below. Delivery takes ${window}${mobilisationClause(input)}.`,
    ),
    {
      kind: 'list',
      heading: 'Phases',
      intro: '',
      columns: COLUMNS.phases,
      items: AEP_PHASES.filter((p) => span.has(p)).map((phase) => {
        const s = span.get(phase)!;
        const activities = `${s.count} ${s.count === 1 ? 'activity' : 'activities'}`;
        return {
          name: phase,
          detail: `${formatDateLong(s.start)} to ${formatDateLong(s.end)} · ${activities}`,
        };
      }),
    },
  ];
}

/** The first day of mobilisation ('4 January 2027'), as the commercial terms assume it; the month without a plan. */
function mobilisationFrom({ schedule, expectedStart }: WrittenSectionsInput): string {
  const dates = assumedDates(schedule.contractStart, schedule.workStart, schedule.holidays);
  return dates ? formatDateLong(dates.mobilisation) : formatYearMonthLong(expectedStart);
}

function mobilisationClause(input: WrittenSectionsInput): string {
  const weeks = Math.round(input.schedule.mobilisationDays / 7);
  if (!weeks) return '';
  return `, after ${weeks} ${weeks === 1 ? 'week' : 'weeks'} of mobilisation from ${mobilisationFrom(input)}`;
}

/** Mobilisation: the weeks before delivery starts. */
export function mobilisation(input: WrittenSectionsInput): SectionBlock[] {
  const weeks = Math.round(input.schedule.mobilisationDays / 7);
  if (!weeks || !input.schedule.workStart) return [];
  return [
    plainText(
      `Mobilisation takes ${weeks} ${weeks === 1 ? 'week' : 'weeks'} from ${mobilisationFrom(input)}: the project manager staffs and onboards the team and agrees access and environments with the Client, as part of the project management across the programme (priced with it), and delivery starts on ${formatDateLong(input.schedule.workStart)}.`,
    ),
  ];
}

/** The blocks of one content section: typed text, or the portal's own text where nothing was typed. */
export function writtenSection(key: ContentKey, input: WrittenSectionsInput): SectionBlock[] {
  const own = typed(input.fields[key]);
  switch (key) {
    case 'opportunityBackground':
      return own.length ? own : typed(input.requirementDescription);
    case 'scopeDefinitionScopeOfWork':
      return own.length ? own : scopeOfWork(input.items);
    case 'scopeDefinitionKeyOutputs':
      return own.length ? own : keyOutputs(input.items);
    case 'scopeDefinitionOutOfScope':
      return outOfScope(input.items, input.fields[key]);
    case 'deliveryApproach':
      return own.length ? own : deliveryApproach(input);
    case 'mobilization':
      return own.length ? own : mobilisation(input);
    default:
      return own;
  }
}
