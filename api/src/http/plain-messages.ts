/**
 * Plain words for a refused request (issue 6: "raw schema paths are not messages"). The field paths stay in
 * `details.fields` for the browser to point at the field; the message says what is wrong and what to do.
 */
import type { z } from 'zod';

/** What a person calls the fields they see. */
const LABELS: Record<string, string> = {
  salesClient: 'client',
  expectedStart: 'expected start',
  salesCountry: 'primary country',
  requirementDescription: 'description of requirements',
  'fields.name': 'opportunity name',
  'fields.regionId': 'geographic region',
  'fields.roles': 'role holders',
  'fields.complexity': 'solution complexity',
  'fields.aepSolutionType': 'AEP solution type',
  'fields.aepUrl': 'AEP link',
  'fields.c365Url': 'C365 link',
  'fields.approvals': 'approvals',
  'fields.approvers': 'named approvers',
  'state.step': 'step',
  'state.items': 'capability tree',
  'state.capabilities': 'selected capabilities',
  'state.peopleSettings.gap': 'bridge gap',
  'state.peopleSettings.mobilisation': 'mobilisation time',
  'state.deliverableReviewSettings': 'review settings',
  parallel: 'Work in Parallel value',
  tranches: 'Work in Tranches value',
  waveSize: 'wave size',
  value: 'quantity',
  effort: 'effort',
  roleId: 'role',
  email: 'e-mail address',
};

const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/** The label of a field path such as ['state', 'items', 0, 'actions', 2, 'effort']. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((p): p is string => typeof p === 'string');
  const whole = keys.join('.');
  if (LABELS[whole]) return LABELS[whole];
  const last = keys.at(-1);
  if (!last) return 'request';
  if (LABELS[last]) return withPlace(LABELS[last], keys);
  if (last !== 'id' && last !== 'user') return withPlace(words(last), keys);
  for (let n = keys.length - 1; n > 0; n--) {
    const label = LABELS[keys.slice(0, n).join('.')];
    if (label) return label;
  }
  return withPlace(words(last), keys);
}

/** Where in the solution a nested field sits, in the words of the screens. */
function withPlace(label: string, keys: readonly string[]): string {
  if (keys.length <= 2) return label;
  if (keys.includes('roles') && keys[0] === 'state') return `${label} of a role on an action`;
  if (keys.includes('metrics')) return `${label} of a metric`;
  if (keys.includes('actions')) return `${label} of an action`;
  if (keys[0] === 'state' && keys.includes('items')) return `${label} of a capability`;
  if (keys[0] === 'state' && keys.includes('scope')) return `${label} of a scope item`;
  return label;
}

const fmt = (n: unknown) =>
  typeof n === 'number' || typeof n === 'bigint' ? n.toLocaleString('en-GB') : String(n);

/** One issue in plain words: "The opportunity name is too long (at most 300 characters)." */
export function plainIssue(issue: z.core.$ZodIssue): string {
  const label = fieldLabel(issue.path);
  const the = `The ${label}`;
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `${the} is too long (at most ${fmt(issue.maximum)} characters).`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${the} has too many entries (at most ${fmt(issue.maximum)}).`;
      return `${the} must be at most ${fmt(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${the} is missing.` : `${the} is too short.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${the} needs at least ${fmt(issue.minimum)}.`;
      return `${the} must be at least ${fmt(issue.minimum)}.`;
    case 'invalid_type':
      return issue.input === undefined ? `${the} is missing.` : `${the} is not in the expected form.`;
    case 'invalid_value':
      return `${the} is not one of the allowed values.`;
    case 'invalid_format':
      return issue.format === 'url'
        ? `${the} must be a web link starting with https:// or http://.`
        : `${the} is not in the expected form.`;
    case 'not_multiple_of':
      return `${the} must be a multiple of ${fmt(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `The request has fields the portal does not know (${issue.keys.join(', ')}).`;
    case 'custom':
      return `${the} ${issue.message}.`;
    default:
      return `${the} is not valid.`;
  }
}

/** The message of a 400 for a failed schema: the first problem, how many more, and what to do. */
export function plainMessage(issues: readonly z.core.$ZodIssue[]): string {
  const [first] = issues;
  if (!first) return 'The request is not valid.';
  const more =
    issues.length > 1
      ? ` There ${issues.length === 2 ? 'is 1 more problem' : `are ${issues.length - 1} more problems`}.`
      : '';
  return `${plainIssue(first)}${more} Correct it and try again.`;
}
