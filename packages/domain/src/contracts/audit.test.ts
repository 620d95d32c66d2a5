import { describe, expect, it } from 'vitest';
import { auditChanges, MAX_AUDIT_CHANGES } from './audit.ts';

describe('auditChanges', () => {
  it.each([
    ['equal values', { a: 1 }, { a: 1 }, []],
    [
      'a changed field',
      { name: 'A', n: 1 },
      { name: 'B', n: 1 },
      [{ path: 'name', before: 'A', after: 'B' }],
    ],
    ['an added field', {}, { email: 'x@y.z' }, [{ path: 'email', after: 'x@y.z' }]],
    ['a removed field', { email: 'x@y.z' }, {}, [{ path: 'email', before: 'x@y.z' }]],
    [
      'a nested field',
      { fields: { sponsor: { name: 'Ann' } } },
      { fields: { sponsor: { name: 'Bea' } } },
      [{ path: 'fields.sponsor.name', before: 'Ann', after: 'Bea' }],
    ],
    [
      'items matched by id, moved items unchanged',
      [
        { id: 'r1', level: 7 },
        { id: 'r2', level: 5 },
      ],
      [
        { id: 'r2', level: 5 },
        { id: 'r1', level: 8 },
        { id: 'r3', level: 1 },
      ],
      [
        { path: '[r1].level', before: '7', after: '8' },
        { path: '[r3]', after: '{"id":"r3","level":1}' },
      ],
    ],
    [
      'plain lists by position',
      { tags: ['a', 'b'] },
      { tags: ['a', 'c'] },
      [{ path: 'tags[1]', before: 'b', after: 'c' }],
    ],
    ['a whole value', 1, 2, [{ path: '(value)', before: '1', after: '2' }]],
  ])('%s', (_name, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual({ changes: expected, truncated: false });
  });

  it('shortens long values to 200 characters and stops at the limit', () => {
    const long = 'x'.repeat(500);
    expect(auditChanges({ a: '' }, { a: long }).changes[0]!.after).toHaveLength(200);
    const many = Object.fromEntries(Array.from({ length: 80 }, (_v, i) => [`k${i}`, i]));
    const result = auditChanges({}, many);
    expect(result.changes).toHaveLength(MAX_AUDIT_CHANGES);
    expect(result.truncated).toBe(true);
  });
});
