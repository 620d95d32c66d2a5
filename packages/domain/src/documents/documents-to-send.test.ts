import { describe, expect, it } from 'vitest';
import type { SolutionDocument } from '../contracts/solutions.ts';
import { documentsToSend, latestCustomerDocument } from './documents-to-send.ts';

const doc = (id: string, type: number, at: string, variant?: 'customer' | 'internal'): SolutionDocument => ({
  id,
  name: id,
  type,
  modifiedAt: at,
  fileName: `${id}.docx`,
  ...(variant ? { variant } : {}),
});

const DOCUMENTS = [
  doc('p1', 3, '2026-11-30T09:00:00Z', 'customer'),
  doc('p2', 3, '2026-11-30T10:00:00Z', 'customer'),
  doc('p3', 3, '2026-11-30T11:00:00Z', 'internal'),
  doc('r-old', 2, '2026-11-01T08:00:00Z'),
  doc('w', 6, '2026-11-30T12:00:00Z', 'internal'),
];

describe('documents to send (issue 32)', () => {
  it.each([
    [3, 'p2'],
    [2, 'r-old'],
    [5, undefined],
  ] as const)('the latest customer document of type %i is %j (internal ones never)', (type, id) => {
    expect(latestCustomerDocument(DOCUMENTS, type)?.id).toBe(id);
  });

  it.each([
    [
      false,
      [
        [3, 'p2'],
        [2, 'r-old'],
        [5, undefined],
      ],
    ],
    [
      true,
      [
        [3, 'p2'],
        [2, 'r-old'],
        [5, undefined],
        [4, undefined],
      ],
    ],
  ] as const)(
    'with the solution plan %s: the proposal first, what is missing without a version',
    (plan, rows) => {
      expect(documentsToSend(DOCUMENTS, plan).map((d) => [d.type, d.latest?.id])).toEqual(rows);
      expect(documentsToSend([], plan).every((d) => d.latest === undefined)).toBe(true);
    },
  );

  it.each([
    [true, [3, 2, 5]],
    [false, [3, 5]],
  ] as const)('the price rests on the ROM %s: the ROM deck is for the client only then', (rom, types) => {
    expect(documentsToSend(DOCUMENTS, false, rom).map((d) => d.type)).toEqual(types);
  });
});
