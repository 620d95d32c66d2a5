/**
 * Keyboard use of a capability treegrid (WAI-ARIA treegrid pattern), handled once on the grid: Up/Down move
 * between rows, Home/End to the first/last row; Right opens a closed row, otherwise moves into the row's
 * controls; Left closes an open row, otherwise goes to the parent row (from a control: to the previous
 * control, then back to the row); Space toggles the row's checkbox; Enter opens the item in details mode;
 * Escape leaves a control. Rows are windowed, so moves go through the row list, not the DOM.
 */
import type { KeyboardEvent } from 'react';
import type { ExpansionStore } from './expansion-store.ts';
import type { TreeRow } from './tree-flatten.ts';

export const ROW_SELECTOR = '[role="row"][data-key]';
const CONTROL = 'input:not([disabled]), select:not([disabled]), button:not([disabled])';

function controlsOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(CONTROL));
}

/** The rendered row of a key (e.g. 'c:cap-1'), if any. */
export function findRow(grid: HTMLElement, key: string): HTMLElement | undefined {
  return Array.from(grid.querySelectorAll<HTMLElement>(ROW_SELECTOR)).find((r) => r.dataset.key === key);
}

export interface TreeKeyboardContext {
  rows: readonly TreeRow[];
  expansion: ExpansionStore;
  /** Makes row `index` the active row, scrolls it into view and focuses it. */
  moveTo(index: number): void;
}

export function onTreeKeyDown(
  event: KeyboardEvent<HTMLElement>,
  { rows, expansion, moveTo }: TreeKeyboardContext,
) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const rowEl = target.closest<HTMLElement>(ROW_SELECTOR);
  if (!rowEl || !event.currentTarget.contains(rowEl)) return;
  const index = rows.findIndex((r) => r.key === rowEl.dataset.key);
  const row = rows[index];
  if (!row) return;
  const onRow = target === rowEl;
  const controls = controlsOf(rowEl);
  const at = controls.indexOf(target);

  switch (event.key) {
    case 'ArrowDown':
      moveTo(index + 1);
      break;
    case 'ArrowUp':
      moveTo(index - 1);
      break;
    case 'Home':
      if (!onRow) return;
      moveTo(0);
      break;
    case 'End':
      if (!onRow) return;
      moveTo(rows.length - 1);
      break;
    case 'ArrowRight':
      if (!onRow) controls[Math.min(controls.length - 1, at + 1)]?.focus();
      else if (row.open === false) expansion.set(row.key, true);
      else if (controls.length > 0) controls[0]?.focus();
      else if (row.open) moveTo(index + 1);
      break;
    case 'ArrowLeft':
      if (!onRow) {
        if (at > 0) controls[at - 1]?.focus();
        else rowEl.focus();
      } else if (row.open) {
        expansion.set(row.key, false);
      } else {
        for (let i = index - 1; i >= 0; i -= 1) {
          if ((rows[i]?.level ?? 0) < row.level) {
            moveTo(i);
            break;
          }
        }
      }
      break;
    case ' ':
      if (!onRow) return;
      rowEl.querySelector<HTMLInputElement>('input[type="checkbox"]:not([disabled])')?.click();
      break;
    case 'Enter':
      if (!onRow) return;
      rowEl.querySelector<HTMLElement>('[data-activate]')?.click();
      break;
    case 'Escape':
      if (onRow) return;
      rowEl.focus();
      break;
    default:
      return;
  }
  event.preventDefault();
}
