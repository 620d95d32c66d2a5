import { describe, expect, it } from 'vitest';
import type { CapabilityRelevanceRow } from '../contracts/capability-relevance.ts';
import {
  changedRelevanceRows,
  rebaseRelevanceEdits,
  relevanceCellValue,
  typeRelevanceCell,
  type RelevanceEdits,
} from './table-edits.ts';

const row = (id: string, scores: [number, number, number, number, number]): CapabilityRelevanceRow => ({
  id,
  areaId: 'area-core',
  area: 'Core',
  name: `Name ${id}`,
  description: '',
  EX: scores[0],
  CS: scores[1],
  ROI: scores[2],
  TCO: scores[3],
  OE: scores[4],
});
const A = row('a', [70, 45, 60, 65, 75]);
const B = row('b', [10, 90, 20, 30, 40]);

describe('typing into a cell (spec §5: whole numbers 0-100, other input ignored silently, empty becomes 0)', () => {
  it.each([
    ['80', 80],
    ['0', 0],
    ['100', 100],
    ['', 0],
    ['  ', 0],
    ['007', 7],
    ['abc', 70],
    ['150', 70],
    ['101', 70],
    ['-5', 70],
    ['7.5', 70],
    ['1e2', 70],
  ])('%j in a cell holding 70 gives %i', (typed, expected) => {
    expect(relevanceCellValue(A, typeRelevanceCell({}, A, 'EX', typed), 'EX')).toBe(expected);
  });

  it('keeps the same edits object when the typing is ignored', () => {
    const edits: RelevanceEdits = { a: { EX: 80 } };
    expect(typeRelevanceCell(edits, A, 'EX', 'x')).toBe(edits);
  });

  it('forgets an edit typed back to the stored value', () => {
    const edited = typeRelevanceCell({}, A, 'EX', '80');
    expect(edited).toEqual({ a: { EX: 80 } });
    expect(typeRelevanceCell(edited, A, 'EX', '70')).toEqual({});
  });
});

describe('the rows Save sends', () => {
  it('sends nothing when nothing differs', () => {
    expect(changedRelevanceRows([A, B], {})).toEqual([]);
  });
  it('sends only changed rows, each with its five scores', () => {
    const edits = typeRelevanceCell(typeRelevanceCell({}, B, 'CS', ''), B, 'OE', '41');
    expect(changedRelevanceRows([A, B], edits)).toEqual([
      { id: 'b', EX: 10, CS: 0, ROI: 20, TCO: 30, OE: 41 },
    ]);
  });
});

describe('keeping the edits after a conflict', () => {
  const edits: RelevanceEdits = { a: { EX: 80, CS: 50 }, b: { OE: 0 } };
  it('keeps edits over the newer table, names overlaps and drops capabilities no longer listed', () => {
    const newerA = { ...A, EX: 90, ROI: 61 };
    const result = rebaseRelevanceEdits(edits, [A, B], [newerA]);
    expect(result.edits).toEqual({ a: { EX: 80, CS: 50 } });
    expect(result.overlapping).toEqual(['Name a']);
    expect(result.dropped).toEqual(['Name b']);
    expect(changedRelevanceRows([newerA], result.edits)).toEqual([
      { id: 'a', EX: 80, CS: 50, ROI: 61, TCO: 65, OE: 75 },
    ]);
  });
  it('drops an edit the other save already made', () => {
    const result = rebaseRelevanceEdits({ a: { EX: 80 } }, [A], [{ ...A, EX: 80 }]);
    expect(result).toEqual({ edits: {}, dropped: [], overlapping: [] });
  });
});
