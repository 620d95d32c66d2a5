/**
 * The words of the history (issue 30): every change a person makes is named as the screen where they made it names
 * the field, with the values as that screen shows them. This file is the one place of those words: the tables below
 * name each editable field of a solution's capabilities and actions (the tree, the capability and action panels,
 * the child item dialogs), the CPoR wizard and the rate card, and the web's screens take their labels from here
 * too, so a label changed on a screen changes in the history with it.
 *
 * A change reads `<label>: <before> → <after>` (historyChangeLine); a field of a thing reads
 * `<field> of <thing>`: 'Work in Parallel of Provision Cloud PCs (Windows 365)', as the screens' own input names
 * do ('Size of Windows 11', 'Quantity of Users', 'Percentage of Solution Architect').
 */
import type { ChildItemKind } from '../builder/approvals.ts';
import { formatReviewSettings } from '../builder/review-settings.ts';
import { sizeLabel, type SizeLabelContext } from '../builder/sizes.ts';
import type { Action, Capability, DocumentItem, Metric, RiskItem } from '../contracts/catalogue.ts';
import type { HistoryArea } from '../contracts/history.ts';
import type { RoleTeam } from '../contracts/reference.ts';
import { formatNumber1, formatPoundsPence } from '../format/numbers.ts';
import { plainText } from './word-diff.ts';

/** Where the change was made, as far as it changes the words: the size labels of that screen. */
export interface WordsContext {
  /** 'rom' on the Scope step and the capability panel (S, M, C, VC); 'wizard' on the partner's Submit step. */
  sizes: SizeLabelContext;
}

export const DEFAULT_WORDS: WordsContext = { sizes: 'rom' };

/**
 * One editable field: its key in the stored item, the screen's label, how the screen shows its value, and whether
 * only readers with full access see it (hours: effort and effort per unit).
 */
export interface FieldWords<T> {
  key: string;
  label: string;
  /** The history area the change is listed under (the area of the item's list when absent). */
  area?: HistoryArea;
  read: (item: T, words: WordsContext) => string | undefined;
  fullAccessOnly?: boolean;
  /** Whether the two read the same (with the defaults the screen fills in: 0, Plan, on); no value is built. */
  same: (a: T, b: T) => boolean;
}

/** A count as the panels show it: '1,250', '2.5'; '0' for none. */
const count = (n: number | undefined) => formatNumber1(n ?? 0);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const list = (items: readonly string[] | undefined) => (items?.length ? items.join(', ') : undefined);

/** The ROM team picker's options (Team of a capability on the Scope step). */
export const TEAM_LABELS: Readonly<Record<RoleTeam, string>> = {
  PROVIDER: 'Provider',
  ACCENTURE: 'Accenture',
};
export const NO_TEAM_LABEL = 'No team';

export function teamLabel(teamId: string | undefined): string {
  return (TEAM_LABELS as Record<string, string>)[teamId ?? ''] ?? (teamId ? teamId : NO_TEAM_LABEL);
}

/** The action panel's settings, in its order (web: builder/detail/action-panel.tsx). */
export const ACTION_SETTING_LABELS = {
  effort: 'Effort (hours)',
  parallel: 'Work in Parallel',
  tranches: 'Work in Tranches',
  waveSize: 'Wave size (a week)',
  aepPhase: 'AEP phase',
  sequential: 'Sequential',
} as const;

/** The AEP phase an action shows without one chosen. */
export const DEFAULT_AEP_PHASE = 'Plan';

/** An action's own fields as the action panel names them ('Owners' from the owners dialog, full access only). */
export const ACTION_FIELDS: readonly FieldWords<Action>[] = [
  { key: 'name', label: 'Name', area: 'scope', read: (a) => a.name, same: (a, b) => a.name === b.name },
  {
    key: 'effort',
    label: ACTION_SETTING_LABELS.effort,
    area: 'sizes',
    read: (a) => count(a.effort),
    fullAccessOnly: true,
    same: (a, b) => (a.effort || 0) === (b.effort || 0),
  },
  {
    key: 'parallel',
    label: ACTION_SETTING_LABELS.parallel,
    area: 'sizes',
    read: (a) => count(a.parallel),
    same: (a, b) => (a.parallel ?? 0) === (b.parallel ?? 0),
  },
  {
    key: 'tranches',
    label: ACTION_SETTING_LABELS.tranches,
    area: 'sizes',
    read: (a) => count(a.tranches),
    same: (a, b) => (a.tranches ?? 0) === (b.tranches ?? 0),
  },
  {
    key: 'waveSize',
    label: ACTION_SETTING_LABELS.waveSize,
    area: 'schedule',
    read: (a) => (a.waveSize ? count(a.waveSize) : 'No limit'),
    same: (a, b) => (a.waveSize ?? 0) === (b.waveSize ?? 0),
  },
  {
    key: 'aepPhase',
    label: ACTION_SETTING_LABELS.aepPhase,
    area: 'schedule',
    read: (a) => a.aepPhase ?? DEFAULT_AEP_PHASE,
    same: (a, b) => (a.aepPhase ?? DEFAULT_AEP_PHASE) === (b.aepPhase ?? DEFAULT_AEP_PHASE),
  },
  {
    key: 'sequential',
    label: ACTION_SETTING_LABELS.sequential,
    area: 'schedule',
    read: (a) => yesNo(a.sequential ?? true),
    same: (a, b) => (a.sequential ?? true) === (b.sequential ?? true),
  },
  {
    key: 'owners',
    label: 'Owners',
    area: 'scope',
    read: (a) => list(a.owners),
    fullAccessOnly: true,
    same: (a, b) => list(a.owners) === list(b.owners),
  },
];

/** A capability's own fields as the tree and the capability panel name them. */
export const CAPABILITY_FIELDS: readonly FieldWords<Capability>[] = [
  { key: 'name', label: 'Name', area: 'scope', read: (c) => c.name, same: (a, b) => a.name === b.name },
  {
    key: 'size',
    label: 'Size',
    area: 'sizes',
    read: (c, words) => sizeLabel(c.size, words.sizes) || 'No size',
    same: (a, b) => (a.size ?? '') === (b.size ?? ''),
  },
  {
    key: 'teamId',
    label: 'Team',
    area: 'staffing',
    read: (c) => teamLabel(c.teamId),
    same: (a, b) => teamLabel(a.teamId) === teamLabel(b.teamId),
  },
  {
    key: 'owners',
    label: 'Owners',
    area: 'scope',
    read: (c) => list(c.owners),
    fullAccessOnly: true,
    same: (a, b) => list(a.owners) === list(b.owners),
  },
];

/** The metrics table's columns (action panel; the capability panel and Core Metrics edit the quantity only). */
export const METRIC_FIELDS: readonly FieldWords<Metric>[] = [
  {
    key: 'effort',
    label: 'Effort per unit',
    read: (m) => count(m.effort),
    fullAccessOnly: true,
    same: (a, b) => (a.effort || 0) === (b.effort || 0),
  },
  {
    key: 'value',
    label: 'Quantity',
    read: (m) => count(m.value),
    same: (a, b) => (a.value || 0) === (b.value || 0),
  },
];

/** A role's share of time on an action, as the Roles table's '%' input is named ('Percentage of Architect'). */
export const ROLE_SHARE_LABEL = 'Percentage';
export const roleShare = (value: number | undefined) => (value === undefined ? undefined : `${value}%`);

/** The lists of ids a panel links to: 'Add Linked Capability' and 'Add Dependency Action'. */
export const LINKED_CAPABILITY_LABEL = 'Linked Capability';
export const DEPENDENCY_ACTION_LABEL = 'Dependency Action';

/** The label of a field of a thing: 'Work in Parallel of Provision Cloud PCs (Windows 365)'. */
export const fieldOf = (field: string, thing: string) => `${field} of ${thing}`;

/** An action named with its capability, as the history names it: 'Provision Cloud PCs (Windows 365)'. */
export const actionWords = (action: string, capability: string) => `${action} (${capability})`;

type ChildValue = DocumentItem | RiskItem | { id: string; name: string };

/** A child item's field compared as stored (texts, names). */
const sameKey =
  (key: string) =>
  (a: ChildValue, b: ChildValue): boolean =>
    (a as unknown as Record<string, unknown>)[key] === (b as unknown as Record<string, unknown>)[key];

const documentField = (d: ChildValue) => {
  const id = (d as DocumentItem).documentId;
  if (!id) return undefined;
  return /^https?:\/\//i.test(id) ? id : 'Uploaded file';
};

const DOCUMENT_FIELDS: readonly FieldWords<ChildValue>[] = [
  { key: 'name', label: 'Name', read: (d) => d.name, same: sameKey('name') },
  {
    key: 'description',
    label: 'Description',
    read: (d) => plainText((d as DocumentItem).description) || undefined,
    same: sameKey('description'),
  },
  {
    key: 'format',
    label: 'Format',
    read: (d) => (d as DocumentItem).format?.name || undefined,
    same: (a, b) => (a as DocumentItem).format?.name === (b as DocumentItem).format?.name,
  },
  { key: 'documentId', label: 'Document', read: documentField, same: sameKey('documentId') },
  {
    key: 'reviewSettings',
    label: 'Review settings',
    read: (d) => {
      const s = (d as DocumentItem).reviewSettings;
      return s ? formatReviewSettings(s) : 'Default';
    },
    same: (a, b) => {
      const x = (a as DocumentItem).reviewSettings;
      const y = (b as DocumentItem).reviewSettings;
      return (
        x === y ||
        (!!x &&
          !!y &&
          x.cycles === y.cycles &&
          x.review === y.review &&
          x.update === y.update &&
          x.approve === y.approve)
      );
    },
  },
];

const riskText = (key: keyof RiskItem) => (r: ChildValue) => {
  const v = (r as RiskItem)[key];
  return typeof v === 'string' ? plainText(v) || undefined : undefined;
};

const RISK_FIELDS: readonly FieldWords<ChildValue>[] = [
  { key: 'name', label: 'Name', read: (r) => r.name, same: sameKey('name') },
  { key: 'consequence', label: 'Consequence', read: riskText('consequence'), same: sameKey('consequence') },
  { key: 'mitigation', label: 'Mitigation', read: riskText('mitigation'), same: sameKey('mitigation') },
  { key: 'impact', label: 'Impact', read: riskText('impact'), same: sameKey('impact') },
  { key: 'probability', label: 'Probability', read: riskText('probability'), same: sameKey('probability') },
  { key: 'owner', label: 'Owner', read: riskText('owner'), same: sameKey('owner') },
  { key: 'comments', label: 'Comments', read: riskText('comments'), same: sameKey('comments') },
];

const NAME_FIELDS: readonly FieldWords<ChildValue>[] = [
  { key: 'name', label: 'Name', read: (x) => x.name, same: sameKey('name') },
];

export type ChildItemList =
  'deliverables' | 'workProducts' | 'tools' | 'risks' | 'assumptions' | 'dependencies';

/** The child items of an action: the list each kind lives in, its names and the dialog's fields, in panel order. */
export const CHILD_ITEM_WORDS: Readonly<
  Record<
    ChildItemKind,
    { field: ChildItemList; label: string; plural: string; fields: readonly FieldWords<ChildValue>[] }
  >
> = {
  deliverable: {
    field: 'deliverables',
    label: 'Deliverable',
    plural: 'Deliverables',
    fields: DOCUMENT_FIELDS,
  },
  workProduct: {
    field: 'workProducts',
    label: 'Work Product',
    plural: 'Work Products',
    fields: DOCUMENT_FIELDS,
  },
  tool: { field: 'tools', label: 'Tool', plural: 'Tools', fields: DOCUMENT_FIELDS },
  risk: { field: 'risks', label: 'Risk', plural: 'Risks', fields: RISK_FIELDS },
  assumption: { field: 'assumptions', label: 'Assumption', plural: 'Assumptions', fields: NAME_FIELDS },
  dependency: { field: 'dependencies', label: 'Dependency', plural: 'Dependencies', fields: NAME_FIELDS },
};

/**
 * The CPoR wizard's words (web: features/cpor): its tabs (CPOR_TABS), each TRUE / FALSE question by its text with
 * its Notes, and each approval's Comment.
 */
export const CPOR_WORDS = {
  step: 'CPoR step',
  question: (text: string) => `CPoR: ${text}`,
  notes: 'notes',
  approval: (name: string) => `CPoR approval: ${name}`,
  comment: 'comment',
  notAnswered: 'Not answered',
} as const;

/** The rate card's price columns (the Rate Card admin page), in the page's order. */
export const RATE_COLUMNS = [
  { location: 'ONSHORE', field: 'cost', key: 'costPerHour', label: 'Onshore cost' },
  { location: 'ONSHORE', field: 'price', key: 'pricePerHour', label: 'Onshore price' },
  { location: 'OFFSHORE', field: 'cost', key: 'costPerHour', label: 'Offshore cost' },
  { location: 'OFFSHORE', field: 'price', key: 'pricePerHour', label: 'Offshore price' },
] as const;

/** A rate as the history writes it: pounds and pence ('£125.00'). */
export const rateWords = (amount: number | undefined) =>
  amount === undefined || !Number.isFinite(amount) ? undefined : formatPoundsPence(amount);

/** A change in words, as the History tab and the admin pages' recent changes list it. */
export function historyChangeLine(c: {
  label: string;
  before?: string | undefined;
  after?: string | undefined;
}): string {
  const { label } = c;
  if (c.before === undefined && c.after === undefined) return label;
  if (c.before === undefined) return `${label}: added ${c.after ?? ''}`.trimEnd();
  if (c.after === undefined) return `${label}: removed (was ${c.before})`;
  return `${label}: ${c.before} → ${c.after}`;
}
