import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, plainMessage } from './plain-messages.ts';

describe('fieldLabel: the words of the screens, not schema paths', () => {
  it.each([
    [['fields', 'name'], 'opportunity name'],
    [['requirementDescription'], 'description of requirements'],
    [['salesClient', 'id'], 'client'],
    [['state', 'items', 0, 'actions', 2, 'effort'], 'effort of an action'],
    [['state', 'items', 0, 'actions', 2, 'metrics', 1, 'value'], 'quantity of a metric'],
    [['state', 'capabilities', 0, 'scope', 0, 'name'], 'name of a scope item'],
    [['state', 'peopleSettings', 'gap'], 'bridge gap'],
    [['fields', 'roles', 0, 'user', 'id'], 'role holders'],
    [['someCamelCase'], 'some camel case'],
    [[], 'request'],
  ] as [PropertyKey[], string][])('%j is "%s"', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});

describe('plainMessage', () => {
  const schema = z.object({ fields: z.object({ name: z.string().max(3) }), effort: z.number().max(9999) });
  it.each([
    [
      { fields: { name: 'abcd' }, effort: 1 },
      'The opportunity name is too long (at most 3 characters). Correct it and try again.',
    ],
    [
      { fields: { name: 'a' }, effort: 10_000 },
      'The effort must be at most 9,999. Correct it and try again.',
    ],
    [
      { fields: {}, effort: 'x' },
      'The opportunity name is missing. There is 1 more problem. Correct it and try again.',
    ],
  ])('%j', (value, message) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(plainMessage(result.error!.issues)).toBe(message);
  });
});
