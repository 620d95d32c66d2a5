/**
 * Keyboard use of the admin capabilities treegrid (WAI-ARIA treegrid pattern, as the builder's tree): one tab
 * stop, the active row. Up/Down move between rows, Home/End to the first/last; Right opens a closed row, moves
 * from an open row to its first child, or (with nothing to open) into the row's menu button; Left closes an open
 * row or goes to its parent row, and from the menu button back to the row; Escape leaves the button.
 */
import type { KeyboardEvent } from 'react';

export interface KeyRow {
  key: string;
  level: number;
  expandable: boolean;
  expanded: boolean;
}

export const ADMIN_ROW_SELECTOR = '[role="row"][data-key]';

export interface AdminTreeKeys {
  rows: readonly KeyRow[];
  /** Focuses row `index` (and makes it the tab stop). */
  focusRow(index: number): void;
  /** Opens or closes row `index`. */
  toggle(index: number): void;
}

/** Where a key moves to from row `index` (`onRow`: the row itself has focus, not its button). */
export function adminTreeMove(
  key: string,
  rows: readonly KeyRow[],
  index: number,
  onRow: boolean,
): { to: number } | { toggle: number } | { into: true } | { out: true } | undefined {
  const row = rows[index];
  if (!row) return undefined;
  switch (key) {
    case 'ArrowDown':
      return index + 1 < rows.length ? { to: index + 1 } : undefined;
    case 'ArrowUp':
      return index > 0 ? { to: index - 1 } : undefined;
    case 'Home':
      return onRow ? { to: 0 } : undefined;
    case 'End':
      return onRow ? { to: rows.length - 1 } : undefined;
    case 'ArrowRight':
      if (!onRow) return undefined;
      if (row.expandable && !row.expanded) return { toggle: index };
      if (row.expandable && (rows[index + 1]?.level ?? 0) > row.level) return { to: index + 1 };
      return { into: true };
    case 'ArrowLeft': {
      if (!onRow) return { out: true };
      if (row.expandable && row.expanded) return { toggle: index };
      for (let i = index - 1; i >= 0; i -= 1) if ((rows[i]?.level ?? 0) < row.level) return { to: i };
      return undefined;
    }
    case 'Escape':
      return onRow ? undefined : { out: true };
    default:
      return undefined;
  }
}

export function onAdminTreeKeyDown(
  event: KeyboardEvent<HTMLElement>,
  { rows, focusRow, toggle }: AdminTreeKeys,
) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const rowEl = target.closest<HTMLElement>(ADMIN_ROW_SELECTOR);
  if (!rowEl || !event.currentTarget.contains(rowEl)) return;
  const index = rows.findIndex((r) => r.key === rowEl.dataset.key);
  const move = adminTreeMove(event.key, rows, index, target === rowEl);
  if (!move) return;
  event.preventDefault();
  if ('to' in move) focusRow(move.to);
  else if ('toggle' in move) toggle(move.toggle);
  else if ('into' in move) rowEl.querySelector<HTMLElement>('button[data-row-menu]')?.focus();
  else rowEl.focus();
}
