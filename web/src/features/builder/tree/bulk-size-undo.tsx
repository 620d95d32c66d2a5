/**
 * The undo of the Size header's buttons (issue 18) and of 'Suggested' (issue 32): one click sizes every selected
 * capability, so the change
 * is announced in a message bar above the tree with Undo, which puts every previous size back exactly through
 * the builder store (the normal save path). The bar stays until Undo, its dismiss button or the next bulk change.
 */
import {
  restoreSizes,
  setAllSizes,
  setSuggestedSizes,
  sizeLabel,
  sizesOfSelected,
  type SizeCode,
  type SizeSnapshot,
} from '@portal/domain';
import { useCallback, useState } from 'react';
import { useBuilderStore } from '../state/builder-context.tsx';
import { UndoBar } from './undo-bar.tsx';

interface BulkChange {
  text: string;
  before: SizeSnapshot;
}

/** 'All 3 selected capabilities set to M.' (or '…capability…' for one). */
export function bulkSizeText(count: number, label: string): string {
  return count === 1
    ? `The selected capability set to ${label}.`
    : `All ${count} selected capabilities set to ${label}.`;
}

/** setAll(size, where) for the Size header, and the message bar with Undo to show above the tree. */
export function useBulkSizes() {
  const store = useBuilderStore();
  const [change, setChange] = useState<BulkChange | null>(null);

  const setAll = useCallback(
    (size: SizeCode, where: 'rom' | 'wizard') => {
      const tree = store.getSnapshot().tree;
      const before = sizesOfSelected(tree);
      if (setAllSizes(tree, size) === tree) return; // already that size: nothing to undo
      store.editTree((current) => setAllSizes(current, size));
      setChange({ text: bulkSizeText(before.size, sizeLabel(size, where)), before });
    },
    [store],
  );

  /** The 'Suggested' header (issue 32): each selected capability to the size its volumes suggest. */
  const setSuggested = useCallback(() => {
    const tree = store.getSnapshot().tree;
    const before = sizesOfSelected(tree);
    if (setSuggestedSizes(tree) === tree) return;
    store.editTree((current) => setSuggestedSizes(current));
    setChange({ text: 'The selected capabilities set to their suggested sizes.', before });
  }, [store]);

  const undo = () => {
    if (!change) return;
    store.editTree((current) => restoreSizes(current, change.before));
    setChange(null);
  };

  const bar = change ? <UndoBar text={change.text} onUndo={undo} onDismiss={() => setChange(null)} /> : null;

  return { setAll, setSuggested, bar };
}
