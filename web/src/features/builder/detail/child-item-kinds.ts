/**
 * The child items of an action edited through the 'Add/Edit child item' dialog (spec: Entities; Validation
 * rules): which action list each kind lives in, its labels and its fields. Every field but comments is
 * required (isChildItemComplete); an object field (the format) with an empty id counts as missing.
 */
import {
  CHILD_ITEM_TEXT_LIMITS as MAX,
  CHILD_ITEM_WORDS as WORDS,
  DOCUMENT_FORMATS,
  type Action,
  type ChildItemKind,
  type UploadType,
} from '@portal/domain';

export type ChildItemField =
  'deliverables' | 'workProducts' | 'tools' | 'risks' | 'assumptions' | 'dependencies';

export interface FieldDef {
  key: string;
  label: string;
  input: 'text' | 'textarea' | 'format' | 'level' | 'document';
  optional?: boolean;
  /** The most characters of a text (the domain schema's limit). */
  max?: number;
}

export interface ChildItemKindInfo {
  field: ChildItemField;
  label: string;
  plural: string;
  fields: readonly FieldDef[];
}

/** A field of the dialog without its label: the label is the domain's (CHILD_ITEM_WORDS), as the history's. */
type FieldInput = Omit<FieldDef, 'label'>;

const DOCUMENT_FIELDS: readonly FieldInput[] = [
  { key: 'name', input: 'text', max: MAX.documentName },
  { key: 'description', input: 'textarea', max: MAX.documentDescription },
  { key: 'format', input: 'format' },
  { key: 'documentId', input: 'document', optional: true },
];
const NAME_ONLY: readonly FieldInput[] = [{ key: 'name', input: 'text', max: MAX.itemName }];
const RISK_FIELDS: readonly FieldInput[] = [
  { key: 'name', input: 'text', max: MAX.riskName },
  { key: 'consequence', input: 'textarea', max: MAX.riskText },
  { key: 'mitigation', input: 'textarea', max: MAX.riskText },
  { key: 'impact', input: 'level' },
  { key: 'probability', input: 'level' },
  { key: 'owner', input: 'text', max: MAX.riskOwner },
  { key: 'comments', input: 'textarea', optional: true, max: MAX.riskText },
];

/**
 * A kind's list, names and field labels are the domain's (CHILD_ITEM_WORDS), which the history names its changes
 * with (issue 30): a label changed here changes there too.
 */
const kind = (k: ChildItemKind, fields: readonly FieldInput[]): ChildItemKindInfo => ({
  field: WORDS[k].field,
  label: WORDS[k].label,
  plural: WORDS[k].plural,
  fields: fields.map((f) => ({ ...f, label: WORDS[k].fields.find((w) => w.key === f.key)?.label ?? f.key })),
});

export const CHILD_ITEMS: Readonly<Record<ChildItemKind, ChildItemKindInfo>> = {
  deliverable: kind('deliverable', DOCUMENT_FIELDS),
  workProduct: kind('workProduct', DOCUMENT_FIELDS),
  tool: kind('tool', DOCUMENT_FIELDS),
  risk: kind('risk', RISK_FIELDS),
  assumption: kind('assumption', NAME_ONLY),
  dependency: kind('dependency', NAME_ONLY),
};

/** The upload type of a kind's document (spec: 101 deliverable, 102 work product, 103 tool). */
export const UPLOAD_TYPE_OF: Partial<Record<ChildItemKind, UploadType>> = {
  deliverable: 101,
  workProduct: 102,
  tool: 103,
};

/** The order of the child item sections in the action panel. */
export const CHILD_ITEM_ORDER: readonly ChildItemKind[] = [
  'deliverable',
  'workProduct',
  'tool',
  'risk',
  'assumption',
  'dependency',
];

/** Document formats as stored ({id, name}); the ids are the lower-case names, as in the seeded catalogue. */
export const FORMAT_OPTIONS: readonly { id: string; name: string }[] = DOCUMENT_FORMATS.map((name) => ({
  id: name.toLowerCase(),
  name,
}));

/** Risk impact and probability levels (the spec does not list them; these are the seeded catalogue's). */
export const RISK_LEVELS: readonly string[] = ['Low', 'Medium', 'High'];

export type ChildItemValue = Record<string, unknown> & { id: string };

export function childItemsOf(action: Action, kind: ChildItemKind): ChildItemValue[] {
  return (action[CHILD_ITEMS[kind].field] ?? []) as ChildItemValue[];
}

/** A blank item of a kind, every field empty (the format with an empty id). */
export function blankChildItem(kind: ChildItemKind, id: string): ChildItemValue {
  const value: ChildItemValue = { id };
  for (const f of CHILD_ITEMS[kind].fields) value[f.key] = f.input === 'format' ? { id: '', name: '' } : '';
  return value;
}

/** The item as stored: trimmed texts, an empty optional comment left out. */
export function cleanChildItem(kind: ChildItemKind, value: ChildItemValue): ChildItemValue {
  const out: ChildItemValue = { ...value };
  for (const f of CHILD_ITEMS[kind].fields) {
    const v = out[f.key];
    if (typeof v !== 'string') continue;
    const trimmed = v.trim();
    if (f.optional && trimmed === '') delete out[f.key];
    else out[f.key] = trimmed;
  }
  return out;
}

/** A new id for an item added in the builder. */
export function newItemId(prefix: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return `${prefix}-${random}`;
}
