import { describe, expect, it } from 'vitest';
import { adminTreeMove, type KeyRow } from './admin-tree-keys.ts';

// A (open) > A1 (closed, has children), A2 (leaf); B (closed); C (leaf).
const ROWS: KeyRow[] = [
  { key: 'a', level: 0, expandable: true, expanded: true },
  { key: 'a1', level: 1, expandable: true, expanded: false },
  { key: 'a2', level: 1, expandable: false, expanded: false },
  { key: 'b', level: 0, expandable: true, expanded: false },
  { key: 'c', level: 0, expandable: false, expanded: false },
];

describe('admin treegrid keys', () => {
  it.each([
    ['ArrowDown', 0, true, { to: 1 }],
    ['ArrowDown', 4, true, undefined],
    ['ArrowUp', 1, true, { to: 0 }],
    ['ArrowUp', 0, true, undefined],
    ['Home', 3, true, { to: 0 }],
    ['End', 0, true, { to: 4 }],
    ['ArrowRight', 1, true, { toggle: 1 }],
    ['ArrowRight', 0, true, { to: 1 }],
    ['ArrowRight', 2, true, { into: true }],
    ['ArrowLeft', 0, true, { toggle: 0 }],
    ['ArrowLeft', 2, true, { to: 0 }],
    ['ArrowLeft', 4, true, undefined],
    ['ArrowLeft', 2, false, { out: true }],
    ['Escape', 2, false, { out: true }],
    ['Home', 2, false, undefined],
    ['Enter', 2, true, undefined],
  ] as const)('%s on row %i (on the row: %s) → %j', (key, index, onRow, move) => {
    expect(adminTreeMove(key, ROWS, index, onRow)).toEqual(move);
  });
});
