/**
 * The diff's details, content, documents and approvals areas (docs/history.md, "What a diff shows"): the
 * solution's own fields, its written texts word by word, its generated documents and the approvals given.
 */
import type { HistoryChange } from '../contracts/history.ts';
import type { Approval, Solution, SolutionDocument } from '../contracts/solutions.ts';
import { solutionStage } from '../solutions/stages.ts';
import {
  approvalStatus,
  CPOR_ANSWERS,
  CPOR_APPROVALS,
  CPOR_TABS,
  cporTabOf,
  type CporStep,
} from '../cpor/wizard.ts';
import { formatReviewSettings } from '../builder/review-settings.ts';
import { VOLUME_LABELS } from '../builder/volumes.ts';
import { VOLUME_KINDS } from '../contracts/places.ts';
import { CPOR_WORDS } from './change-words.ts';
import {
  DOCUMENT_VARIANT_LABELS,
  documentTypeName,
  isInternalOnlyDocumentType,
} from '../contracts/document-types.ts';
import { DEAL_TEAM_APPROVAL_ROW } from '../estimate/deal-team.ts';
import { formatTimestamp } from '../format/dates.ts';
import { ACCEPTANCE_ROUTE_LABELS, PRICE_BASIS_LABELS } from '../contracts/commercial-settings.ts';
import { type ChangeList, formatCount, shortValue, textValue, yesNo, type ValueRow } from './diff-values.ts';
import { plainText, wordDiff } from './word-diff.ts';

export type DiffSolution = Omit<Solution, 'etag'> & { etag?: string };

type FieldKey = keyof Solution['fields'];

/** The texts of the details area, in the order of the Information step and the details panel. */
const DETAIL_TEXTS: readonly (readonly [FieldKey, string])[] = [
  ['proposalStatus', 'Proposal status'],
  ['aepSolutionType', 'AEP solution type'],
  ['aepUrl', 'AEP link'],
  ['c365Url', 'C365 link'],
  ['clientContacts', 'Client contacts'],
];

/** The written content, with the names the Review step gives them. */
export const CONTENT_TEXTS: readonly (readonly [FieldKey | 'requirementDescription', string])[] = [
  ['requirementDescription', 'Description of requirements'],
  ['opportunityBackground', 'Opportunity background'],
  ['scopeDefinition', 'Scope definition'],
  ['scopeDefinitionScopeOfWork', 'Scope of work'],
  ['scopeDefinitionKeyOutputs', 'Key outputs'],
  ['scopeDefinitionOutOfScope', 'Out of scope'],
  ['deliveryApproach', 'Delivery approach overview'],
  ['sourcingStrategy', 'Sourcing strategy'],
  ['mobilization', 'Mobilisation'],
  ['engagementNotes', 'Engagement notes'],
];

const fieldText = (s: DiffSolution, key: FieldKey): string | undefined => {
  const v = s.fields[key];
  return typeof v === 'string' ? textValue(v) : undefined;
};

const client = (s: DiffSolution) => textValue(s.salesClient?.name ?? s.clientName);

/** The details a bid manager reads in the left panel, in its order. */
const DETAILS: readonly ValueRow<DiffSolution>[] = [
  ['fields.name', 'Opportunity name', (s) => s.fields.name],
  ['salesClient', 'Client', client],
  ['salesCountry', 'Primary country', (s) => s.salesCountry?.name],
  ['fields.regionId', 'Geographic region', (s) => s.fields.regionId],
  ['expectedStart', 'Expected start', (s) => s.expectedStart],
  // The volumes the work is sized on, as the Information step names them (issue 32).
  ...VOLUME_KINDS.map((kind): ValueRow<DiffSolution> => [
    `fields.volumes.${kind}`,
    VOLUME_LABELS[kind],
    (s) => formatCount(s.fields.volumes?.[kind]),
  ]),
  ['fields.complexity', 'Solution complexity', (s) => formatCount(s.fields.complexity)],
  [
    'fields.priceBasis',
    'Price basis',
    (s) => (s.fields.priceBasis ? PRICE_BASIS_LABELS[s.fields.priceBasis] : undefined),
  ],
  [
    'fields.acceptanceRoute',
    'How the client accepts',
    (s) => (s.fields.acceptanceRoute ? ACCEPTANCE_ROUTE_LABELS[s.fields.acceptanceRoute] : undefined),
  ],
  ...DETAIL_TEXTS.map(([key, label]): ValueRow<DiffSolution> => [
    `fields.${key}`,
    label,
    (s) => fieldText(s, key),
  ]),
  ['stage', 'Stage', (s) => solutionStage(s)],
  ['state.partnerSubmitted', 'Submitted by the partner', (s) => yesNo(s.state.partnerSubmitted)],
  ['fields.isExportedToDeliver', 'Exported to Deliver', (s) => yesNo(s.fields.isExportedToDeliver)],
  ['owner', 'Owner', (s) => s.owner.name],
  ['catalogueVersion', 'Catalogue version', (s) => String(s.catalogueVersion)],
  [
    'state.deliverableReviewSettings',
    'Default review settings',
    (s) =>
      s.state.deliverableReviewSettings ? formatReviewSettings(s.state.deliverableReviewSettings) : undefined,
  ],
];

export function diffDetails(a: DiffSolution, b: DiffSolution, out: ChangeList): void {
  out.table('details', DETAILS, a, b);
  diffRoles(a, b, out);
}

/** Who holds each solution role: 'Solution Architect: Jane Doe → John Smith'. */
function diffRoles(a: DiffSolution, b: DiffSolution, out: ChangeList) {
  const holders = (s: DiffSolution) => {
    const map = new Map<string, { name: string; holder: string | undefined }>();
    for (const r of s.fields.roles ?? []) {
      const holder = r.user?.name;
      const known = map.get(r.id);
      // A role held by several people lists them all.
      map.set(r.id, {
        name: r.name,
        holder: known?.holder && holder ? `${known.holder}, ${holder}` : (known?.holder ?? holder),
      });
    }
    return map;
  };
  const before = holders(a);
  const after = holders(b);
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    const name = now?.name ?? was?.name ?? id;
    out.value('details', `fields.roles[${id}]`, `Role: ${name}`, was?.holder, now?.holder);
  }
}

/** The written texts, each with its word-by-word comparison (`words` false leaves the comparison out). */
export function diffContent(a: DiffSolution, b: DiffSolution, out: ChangeList, words: boolean): void {
  const raw = (s: DiffSolution, key: FieldKey | 'requirementDescription') =>
    key === 'requirementDescription' ? s.requirementDescription : s.fields[key];
  for (const [key, label] of CONTENT_TEXTS) {
    const was = raw(a, key);
    const now = raw(b, key);
    if (was === now) continue;
    const before = plainText(typeof was === 'string' ? was : undefined);
    const after = plainText(typeof now === 'string' ? now : undefined);
    // Markup and line breaks alone are no change of the text (as bold added is none).
    if (sameWords(before, after)) continue;
    const change: HistoryChange = {
      area: 'content',
      path: key === 'requirementDescription' ? key : `fields.${key}`,
      label,
    };
    if (before.trim()) change.before = shortValue(before);
    if (after.trim()) change.after = shortValue(after);
    if (words) change.words = wordDiff(before, after);
    out.push(change);
  }
}

const sameWords = (x: string, y: string) => x.replace(/\s+/g, ' ').trim() === y.replace(/\s+/g, ' ').trim();

/** 'ROM (Customer)', 'Estimate Workbook (Internal)'. */
function documentKind(d: SolutionDocument): string {
  const type = documentTypeName(d.type);
  return d.variant ? `${type} (${DOCUMENT_VARIANT_LABELS[d.variant]})` : type;
}

/** Whether a reader without full access is shown the document: customer documents only. */
const customerDocument = (d: SolutionDocument) =>
  !isInternalOnlyDocumentType(d.type) && d.variant !== 'internal';

/** Generated documents added or removed, and the CPoR proof of execution uploaded, replaced or removed. */
export function diffDocuments(a: DiffSolution, b: DiffSolution, out: ChangeList, fullAccess: boolean): void {
  const shown = (s: DiffSolution) =>
    new Map(s.documents.filter((d) => fullAccess || customerDocument(d)).map((d) => [d.id, d]));
  const before = shown(a);
  const after = shown(b);
  const name = (d: SolutionDocument) => d.fileName || d.name;
  const record = (d: SolutionDocument, change: 'added' | 'removed') =>
    out.push({
      area: 'documents',
      path: `documents[${d.id}]`,
      label: `${documentKind(d)} ${change}`,
      ...(change === 'added' ? { after: shortValue(name(d)) } : { before: shortValue(name(d)) }),
      ...(customerDocument(d) ? {} : { fullAccessOnly: true }),
    });
  for (const [id, d] of before) if (!after.has(id)) record(d, 'removed');
  for (const [id, d] of after) if (!before.has(id)) record(d, 'added');
  const proof = (s: DiffSolution) => {
    const p = s.state.cpor?.proof;
    return p ? (p.fileName ?? p.documentId) : undefined;
  };
  out.value('documents', 'state.cpor.proof', 'CPoR proof of execution', proof(a), proof(b));
}

/** The approvals table's row names: the solution, the Deal Team, or a document of the solution. */
function approvalRow(id: string, s: DiffSolution): string {
  if (id === 'solution') return 'the solution';
  if (id === DEAL_TEAM_APPROVAL_ROW) return 'the Deal Team';
  const doc = s.documents.find((d) => d.id === id);
  return doc ? documentKind(doc) : id;
}

const approvalKey = (x: Approval) => `${x.id}:${x.approverId ?? x.name}`;
const approvedBy = (x: Approval) =>
  x.approvedAt && formatTimestamp(x.approvedAt) ? `${x.name}, ${formatTimestamp(x.approvedAt)}` : x.name;

const CPOR_STATUS: Readonly<Record<ReturnType<typeof approvalStatus>, string>> = {
  waiting: 'Waiting',
  'not-requested': 'Not requested',
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
};

/**
 * Approvals given or withdrawn (who, when), who is named to approve, and the CPoR approvals' status with who was
 * asked.
 */
export function diffApprovals(a: DiffSolution, b: DiffSolution, out: ChangeList): void {
  const before = new Map((a.fields.approvals ?? []).map((x) => [approvalKey(x), x]));
  const after = new Map((b.fields.approvals ?? []).map((x) => [approvalKey(x), x]));
  for (const [key, x] of before)
    if (!after.has(key))
      out.value(
        'approvals',
        `fields.approvals[${key}]`,
        `Approval of ${approvalRow(x.id, a)} withdrawn`,
        approvedBy(x),
        undefined,
      );
  for (const [key, x] of after)
    if (!before.has(key))
      out.value(
        'approvals',
        `fields.approvals[${key}]`,
        `Approval of ${approvalRow(x.id, b)} given`,
        undefined,
        approvedBy(x),
      );
  // Who is named to approve (ADR 0054): 'George Whitaker' → 'George Whitaker, Olivia Hart'.
  const named = (s: DiffSolution) => (s.fields.approvers ?? []).map((p) => p.name).join(', ') || undefined;
  out.value('approvals', 'fields.approvers', 'Named approvers', named(a), named(b));
  diffCporAnswers(a, b, out);
  const cpor = (s: DiffSolution, id: string) => {
    const x = s.state.cpor?.approvals.find((c) => c.id === id);
    if (!x) return undefined;
    const status = CPOR_STATUS[approvalStatus(x)];
    return x.approver?.name ? `${status} (${x.approver.name})` : status;
  };
  const comment = (s: DiffSolution, id: string) =>
    textValue(s.state.cpor?.approvals.find((c) => c.id === id)?.text);
  for (const kind of CPOR_APPROVALS) {
    const label = CPOR_WORDS.approval(kind.name);
    out.value('approvals', `state.cpor.approvals[${kind.id}]`, label, cpor(a, kind.id), cpor(b, kind.id));
    out.value(
      'approvals',
      `state.cpor.approvals[${kind.id}].text`,
      `${label} (${CPOR_WORDS.comment})`,
      comment(a, kind.id),
      comment(b, kind.id),
    );
  }
}

type CporQuestion = NonNullable<DiffSolution['state']['cpor']>['questions'][number];

/** The CPoR answer of a question as its radios read: TRUE, FALSE or Not answered. */
function cporAnswer(q: CporQuestion | undefined): string {
  const id = q?.answers.find((x) => x.selected)?.id;
  if (id === undefined) return CPOR_WORDS.notAnswered;
  return CPOR_ANSWERS.find((x) => x.id === id)?.label ?? String(id);
}

/**
 * The CPoR wizard's answers (state.cpor): the tab it stands on, each question's TRUE / FALSE by its text and its
 * notes. A solution without a CPoR reads as a fresh one (step 1, nothing answered), as the wizard shows it.
 */
function diffCporAnswers(a: DiffSolution, b: DiffSolution, out: ChangeList) {
  const tab = (s: DiffSolution) => CPOR_TABS[cporTabOf((s.state.cpor?.step ?? 1) as CporStep)]?.name;
  out.value('approvals', 'state.cpor.step', CPOR_WORDS.step, tab(a), tab(b));
  const qa = a.state.cpor?.questions ?? [];
  const qb = b.state.cpor?.questions ?? [];
  if (qa.length === 0 && qb.length === 0) return;
  const before = new Map(qa.map((q) => [q.id, q]));
  for (const q of qb) {
    const was = before.get(q.id);
    const label = CPOR_WORDS.question(shortValue(q.text) ?? q.id);
    out.value('approvals', `state.cpor.questions[${q.id}]`, label, cporAnswer(was), cporAnswer(q));
    out.value(
      'approvals',
      `state.cpor.questions[${q.id}].notes`,
      `${label} (${CPOR_WORDS.notes})`,
      textValue(was?.notes),
      textValue(q.notes),
    );
  }
}
