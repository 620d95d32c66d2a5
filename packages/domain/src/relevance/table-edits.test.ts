import { describe, expect, it } from 'vitest';
import type { CapabilityRelevanceRow } from '../contracts/capability-relevance.ts';
import { RELEVANCE_INPUT_MESSAGE } from './table-input.ts';
import {
  changedRelevanceRows,
  invalidRelevanceCells,
  rebaseRelevanceEdits,
  relevanceCell,
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

describe('typing into a cell (spec §5: whole numbers 0-100, empty becomes 0; issue 30: shown as typed)', () => {
  it.each([
    ['80', 80],
    ['0', 0],
    ['100', 100],
    ['', 0],
    ['  ', 0],
    ['007', 7],
  ])('%j in a cell holding 70 shows as typed and is the score %i', (typed, value) => {
    expect(relevanceCell(A, typeRelevanceCell({}, A, 'EX', typed), 'EX')).toEqual({
      text: typed,
      value,
      changed: value !== 70,
    });
  });

  it.each(['abc', '150', '101', '-5', '7.5', '1e2'])(
    '%j in a cell holding 70 shows as typed, with the message, and is no score',
    (typed) => {
      const edits = typeRelevanceCell({}, A, 'EX', typed);
      expect(relevanceCell(A, edits, 'EX')).toEqual({
        text: typed,
        value: undefined,
        message: RELEVANCE_INPUT_MESSAGE,
        changed: true,
      });
      expect(invalidRelevanceCells([A, B], edits)).toEqual([{ id: 'a', name: 'Name a', key: 'EX' }]);
      expect(changedRelevanceRows([A, B], edits)).toEqual([]);
    },
  );

  it('keeps every keystroke: typing 150 over 15 is 150, not 15', () => {
    const edits = typeRelevanceCell(typeRelevanceCell({}, A, 'EX', '15'), A, 'EX', '150');
    expect(relevanceCell(A, edits, 'EX').text).toBe('150');
  });

  it('shows the stored score of an untouched cell', () => {
    expect(relevanceCell(A, {}, 'CS')).toEqual({ text: '45', value: 45, changed: false });
  });

  it('forgets an edit typed back to the stored value', () => {
    const edited = typeRelevanceCell({}, A, 'EX', '80');
    expect(edited).toEqual({ a: { EX: '80' } });
    expect(typeRelevanceCell(edited, A, 'EX', '70')).toEqual({});
  });
});

describe('the rows Save sends', () => {
  it('sends nothing when nothing differs', () => {
    expect(changedRelevanceRows([A, B], {})).toEqual([]);
  });
  it('sends nothing for a row whose text still reads as its stored scores', () => {
    expect(changedRelevanceRows([A], typeRelevanceCell({}, A, 'EX', '070'))).toEqual([]);
  });
  it('sends only changed rows, each with its five scores', () => {
    const edits = typeRelevanceCell(typeRelevanceCell({}, B, 'CS', ''), B, 'OE', '41');
    expect(changedRelevanceRows([A, B], edits)).toEqual([
      { id: 'b', EX: 10, CS: 0, ROI: 20, TCO: 30, OE: 41 },
    ]);
  });
});

describe('keeping the edits after a conflict', () => {
  const edits: RelevanceEdits = { a: { EX: '80', CS: '50' }, b: { OE: '0' } };
  it('keeps edits over the newer table, names overlaps and drops capabilities no longer listed', () => {
    const newerA = { ...A, EX: 90, ROI: 61 };
    const result = rebaseRelevanceEdits(edits, [A, B], [newerA]);
    expect(result.edits).toEqual({ a: { EX: '80', CS: '50' } });
    expect(result.overlapping).toEqual(['Name a']);
    expect(result.dropped).toEqual(['Name b']);
    expect(changedRelevanceRows([newerA], result.edits)).toEqual([
      { id: 'a', EX: 80, CS: 50, ROI: 61, TCO: 65, OE: 75 },
    ]);
  });
  it('keeps text that is not a score, and names it as an overlap when they changed that score', () => {
    const result = rebaseRelevanceEdits({ a: { EX: '150' } }, [A], [{ ...A, EX: 90 }]);
    expect(result).toEqual({ edits: { a: { EX: '150' } }, dropped: [], overlapping: ['Name a'] });
  });
  it('drops an edit the other save already made', () => {
    const result = rebaseRelevanceEdits({ a: { EX: '80' } }, [A], [{ ...A, EX: 80 }]);
    expect(result).toEqual({ edits: {}, dropped: [], overlapping: [] });
  });
});
