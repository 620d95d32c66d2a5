import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import {
  conflictPartValue,
  deepEqual,
  mergeSolutionEdits,
  resolveSolutionEdits,
  type ConflictChoices,
  type MergeableSolution,
} from './merge.ts';

const intune: Capability = { id: 'cap-intune', name: 'Intune', selected: true, size: 'M' };
const security: Capability = { id: 'cap-security', name: 'Security', selected: false };

const base: MergeableSolution = {
  salesClient: { id: 'c1', name: 'Contoso' },
  expectedStart: '2025-06',
  salesCountry: null,
  requirementDescription: 'Devices',
  fields: { organization: 'PROVIDER', name: 'Intune', complexity: 1, aepSolutionType: 'Hero Offer' },
  state: { step: 2, steps: [1, 2], items: [intune, security] },
};

type Edit = (s: MergeableSolution) => MergeableSolution;
const edit = (...edits: Edit[]) => edits.reduce((s, e) => e(s), base);
const rename: (name: string) => Edit = (name) => (s) => ({ ...s, fields: { ...s.fields, name } });
const complexity: (n: number) => Edit = (n) => (s) => ({ ...s, fields: { ...s.fields, complexity: n } });
const describeAs: (text: string) => Edit = (text) => (s) => ({ ...s, requirementDescription: text });
const step: (n: 5 | 6) => Edit = (n) => (s) => ({ ...s, state: { ...s.state, step: n } });
const sizeIntune: (size: 'L' | 'XL') => Edit = (size) => (s) => ({
  ...s,
  state: { ...s.state, items: s.state.items.map((c) => (c.id === 'cap-intune' ? { ...c, size } : c)) },
});
const addItem: (cap: Capability) => Edit = (cap) => (s) => ({
  ...s,
  state: { ...s.state, items: [...s.state.items, cap] },
});
const removeSecurity: Edit = (s) => ({
  ...s,
  state: { ...s.state, items: s.state.items.filter((c) => c.id !== 'cap-security') },
});

describe('three-way merge of a solution save', () => {
  it.each([
    ['nobody changed anything', edit(), edit(), base],
    ['only mine renamed', edit(rename('Mine')), edit(), edit(rename('Mine'))],
    ['only theirs renamed', edit(), edit(rename('Theirs')), edit(rename('Theirs'))],
    ['both renamed identically', edit(rename('Same')), edit(rename('Same')), edit(rename('Same'))],
    ['different fields keys', edit(rename('Mine')), edit(complexity(2)), edit(rename('Mine'), complexity(2))],
    [
      'a header field and a field',
      edit(describeAs('More devices')),
      edit(rename('T')),
      edit(describeAs('More devices'), rename('T')),
    ],
    [
      'different capabilities',
      edit(sizeIntune('XL')),
      edit(removeSecurity),
      edit(sizeIntune('XL'), removeSecurity),
    ],
    [
      'each side adds a capability',
      edit(addItem({ id: 'cap-a', name: 'A' })),
      edit(addItem({ id: 'cap-b', name: 'B' })),
      edit(addItem({ id: 'cap-a', name: 'A' }), addItem({ id: 'cap-b', name: 'B' })),
    ],
    [
      'mine moved on a step, theirs sized',
      edit(step(5)),
      edit(sizeIntune('L')),
      edit(step(5), sizeIntune('L')),
    ],
  ] as [string, MergeableSolution, MergeableSolution, MergeableSolution][])(
    '%s',
    (_label, mine, theirs, expected) => {
      const result = mergeSolutionEdits(base, mine, theirs);
      expect(result).toEqual({ ok: true, merged: expected });
    },
  );

  it.each([
    ['both renamed differently', edit(rename('Mine')), edit(rename('Theirs')), ['fields.name']],
    ['both described differently', edit(describeAs('A')), edit(describeAs('B')), ['requirementDescription']],
    [
      'both sized Intune differently',
      edit(sizeIntune('L')),
      edit(sizeIntune('XL')),
      ['state.items.cap-intune'],
    ],
    [
      'one sized, the other removed',
      edit(sizeIntune('L')),
      edit((s) => ({ ...s, state: { ...s.state, items: [security] } })),
      ['state.items.cap-intune'],
    ],
    [
      'both moved to different steps',
      edit(step(5), rename('M')),
      edit(step(6), rename('T')),
      ['fields.name', 'state.step'],
    ],
  ] as [string, MergeableSolution, MergeableSolution, string[]][])(
    '%s is a conflict',
    (_label, mine, theirs, conflicts) => {
      expect(mergeSolutionEdits(base, mine, theirs)).toEqual({ ok: false, conflicts });
    },
  );

  it('keeps the other request properties of mine', () => {
    type WithTrace = MergeableSolution & { solutionId: string; trace?: string };
    const mine: WithTrace = { ...base, solutionId: '42', trace: 't1' };
    const result = mergeSolutionEdits<WithTrace>({ ...base, solutionId: '42' }, mine, {
      ...base,
      solutionId: '42',
    });
    expect(result.ok && result.merged.trace).toBe('t1');
  });
});

describe('deep equality', () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: [] }, { a: {} }, false],
    [null, {}, false],
    ['x', 'x', true],
  ])('%j = %j: %s', (a, b, equal) => {
    expect(deepEqual(a, b)).toBe(equal);
  });
});

describe("settling the conflicts with the person's choices", () => {
  const removeIntune = edit((s) => ({ ...s, state: { ...s.state, items: [security] } }));
  it.each([
    [
      'keep my name',
      edit(rename('Mine')),
      edit(rename('Theirs')),
      { 'fields.name': 'mine' },
      edit(rename('Mine')),
    ],
    [
      'take their name',
      edit(rename('Mine')),
      edit(rename('Theirs')),
      { 'fields.name': 'theirs' },
      edit(rename('Theirs')),
    ],
    [
      'keep my name, take their step; their complexity merges in',
      edit(step(5), rename('M')),
      edit(step(6), rename('T'), complexity(3)),
      { 'fields.name': 'mine', 'state.step': 'theirs' },
      edit(step(6), rename('M'), complexity(3)),
    ],
    [
      'keep my description beside their rename',
      edit(describeAs('A')),
      edit(describeAs('B'), rename('T')),
      { requirementDescription: 'mine' },
      edit(describeAs('A'), rename('T')),
    ],
    [
      'keep my sizing of a capability they removed',
      edit(sizeIntune('L')),
      removeIntune,
      { 'state.items.cap-intune': 'mine' },
      edit(sizeIntune('L')),
    ],
    [
      'take their removal of a capability I sized',
      edit(sizeIntune('L')),
      removeIntune,
      { 'state.items.cap-intune': 'theirs' },
      removeIntune,
    ],
  ] as [string, MergeableSolution, MergeableSolution, ConflictChoices, MergeableSolution][])(
    '%s',
    (_label, mine, theirs, choices, expected) => {
      expect(resolveSolutionEdits(base, mine, theirs, choices)).toEqual({ ok: true, merged: expected });
    },
  );

  it('stays a conflict for a part without a choice', () => {
    expect(
      resolveSolutionEdits(base, edit(step(5), rename('M')), edit(step(6), rename('T')), {
        'fields.name': 'mine',
      }),
    ).toEqual({ ok: false, conflicts: ['state.step'] });
  });

  it.each([
    ['fields.name', 'Intune'],
    ['requirementDescription', 'Devices'],
    ['state.step', 2],
    ['state.items.cap-intune', intune],
    ['state.items.cap-gone', undefined],
  ] as const)('the value of %s', (part, value) => {
    expect(conflictPartValue(base, part)).toEqual(value);
  });
});
