/**
 * Edit dialogs go from editing to saving (a spinner while the solution is stored) and then close (spec: States
 * and transitions). The change goes into the builder store and is saved at once.
 */
import type { Capability } from '@portal/domain';
import { useState } from 'react';
import { useBuilderStore } from '../state/builder-context.tsx';

export function useDialogSave(onDone: () => void) {
  const store = useBuilderStore();
  const [saving, setSaving] = useState(false);
  const save = async (change: (tree: Capability[]) => Capability[]) => {
    setSaving(true);
    store.editTree(change);
    try {
      // A failed save stays in the store (the page shows it and the draft keeps the edit).
      await store.saveNow();
    } finally {
      setSaving(false);
      onDone();
    }
  };
  return { saving, save };
}
