/**
 * The audit trail of admin writes (issue 9): who changed what, when, in which area. Every admin write records one
 * entry with the changes as paths and values (JSON-like diff, values shortened); admins read them per area.
 */
import { z } from 'zod';
import { personRefSchema, storedText } from './common.ts';

export const AUDIT_AREAS = [
  'users',
  'invitations',
  'countries',
  'clients',
  'notifications',
  'capabilities',
  'roles',
  'controls',
  'settings',
  'templates',
  'relevance',
  'alerts',
  'engagements',
  'rate-card',
  'offerings',
] as const;
export const auditAreaSchema = z.enum(AUDIT_AREAS);
export type AuditArea = z.infer<typeof auditAreaSchema>;

export const auditChangeSchema = z.object({
  path: storedText(),
  /**
   * The change in the admin page's words ('Offshore price of Senior Consultant'), where the area names its
   * changes (the rate card: rateCardChanges); the path is shown when there is none.
   */
  label: storedText().optional(),
  before: storedText().optional(),
  after: storedText().optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: storedText(),
  area: auditAreaSchema,
  action: z.enum(['create', 'update', 'delete', 'upload']),
  /** What was changed: a user, a country, a catalogue version, a template... */
  target: z.object({ id: storedText(), name: storedText() }),
  at: storedText(),
  by: personRefSchema,
  changes: z.array(auditChangeSchema),
  /** More changes than recorded (the list stops at MAX_AUDIT_CHANGES). */
  truncated: z.boolean().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  area: auditAreaSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const MAX_AUDIT_CHANGES = 50;
const MAX_VALUE = 200;

function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An array of items with ids is compared by id (a moved item is not a change of every index). */
const byId = (list: unknown[]): Map<string, unknown> | undefined => {
  if (!list.every((x) => isObject(x) && typeof x.id === 'string')) return undefined;
  return new Map(list.map((x) => [(x as { id: string }).id, x]));
};

/**
 * The changes between two versions as paths ('fields.name', 'roles[r-7].aepLevel'), each with the value before
 * and after (shortened to 200 characters); leaves only, at most MAX_AUDIT_CHANGES. Lists of items with ids are
 * matched by id; other lists by position.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
): { changes: AuditChange[]; truncated: boolean } {
  const changes: AuditChange[] = [];
  let truncated = false;
  const add = (path: string, a: unknown, b: unknown) => {
    if (changes.length >= MAX_AUDIT_CHANGES) {
      truncated = true;
      return;
    }
    const change: AuditChange = { path: path || '(value)' };
    const was = shown(a);
    const now = shown(b);
    if (was !== undefined) change.before = was;
    if (now !== undefined) change.after = now;
    changes.push(change);
  };
  const walk = (path: string, a: unknown, b: unknown) => {
    if (Object.is(a, b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      const ma = byId(a);
      const mb = byId(b);
      if (ma && mb) {
        for (const [id, item] of ma) walk(`${path}[${id}]`, item, mb.get(id));
        for (const [id, item] of mb) if (!ma.has(id)) walk(`${path}[${id}]`, undefined, item);
        return;
      }
      const n = Math.max(a.length, b.length);
      for (let i = 0; i < n; i++) walk(`${path}[${i}]`, a[i], b[i]);
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(path ? `${path}.${key}` : key, a[key], b[key]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) add(path, a, b);
  };
  walk('', before, after);
  return { changes, truncated };
}
