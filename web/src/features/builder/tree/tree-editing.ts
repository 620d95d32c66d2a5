/**
 * The edits a capability tree view makes, all through the builder store (spec: States and transitions,
 * Capability selection; Error catalogue). Selecting a capability that pulls in linked capabilities says so;
 * deselecting one that others are linked to is refused with the linking paths.
 */
import {
  findCapability,
  LINKED_SELECTED_MESSAGE,
  LINKED_UNSELECT_MESSAGE,
  mapCapability,
  setActionScope,
  setCapabilitySelected,
  setCapabilitySize,
  setCapabilityTeam,
  type Capability,
  type SelectOptions,
} from '@portal/domain';
import { useMemo } from 'react';
import { showAlert } from '../../../lib/alerts/alert-store.ts';
import { useBuilderStore } from '../state/builder-context.tsx';
import type { BuilderStore } from '../state/builder-store.ts';
import { capabilityKey, capabilityOpenByDefault, type ExpansionStore } from './expansion-store.ts';
import type { TreeHandlers } from './tree-context.ts';

/**
 * The subtree of `id` with the view's open/closed choices written into `expanded`, so that "selecting a
 * capability also selects its children unless collapsed" follows what the user sees. Same tree when nothing
 * differs.
 */
export function withViewExpansion(
  tree: Capability[],
  id: string,
  expansion: ExpansionStore | undefined,
): Capability[] {
  if (!expansion || ![...expansion.choices().keys()].some((k) => k.startsWith('c:'))) return tree;
  const found = findCapability(tree, id);
  if (!found) return tree;
  const apply = (cap: Capability): Capability => {
    let next = cap;
    const choice = expansion.get(capabilityKey(cap.id));
    if (choice !== undefined && choice !== capabilityOpenByDefault(cap)) next = { ...next, expanded: choice };
    if (cap.items && cap.items.length > 0) {
      const items = cap.items.map(apply);
      if (items.some((c, i) => c !== cap.items?.[i])) next = { ...next, items };
    }
    return next;
  };
  const synced = apply(found.node);
  return synced === found.node ? tree : mapCapability(tree, id, () => synced);
}

/**
 * Selects or deselects a capability. Refusal (other selected capabilities link to it) raises the alert
 * 'This capability cannot be unselected because it is linked to following capabilities:' with their paths
 * and changes nothing; capabilities selected because they are linked are listed in the alert 'You selected
 * capabilities that are linked to other capabilities'. Returns whether the change was made.
 */
export function selectCapability(
  store: BuilderStore,
  id: string,
  selected: boolean,
  opts?: SelectOptions & { expansion?: ExpansionStore },
): boolean {
  const tree = withViewExpansion(store.getSnapshot().tree, id, opts?.expansion);
  const result = setCapabilitySelected(
    tree,
    id,
    selected,
    opts?.selectChildren === undefined ? undefined : { selectChildren: opts.selectChildren },
  );
  if (!result.ok) {
    showAlert({ text: LINKED_UNSELECT_MESSAGE, body: result.linkedBy.join('\n'), buttons: ['ok'] });
    return false;
  }
  store.editTree(() => result.items);
  if (result.linkedSelected.length > 0) {
    showAlert({ text: LINKED_SELECTED_MESSAGE, body: result.linkedSelected.join('\n'), buttons: ['ok'] });
  }
  return true;
}

/** Stable handlers for the rows of one tree view. */
export function useTreeHandlers(expansion: ExpansionStore): TreeHandlers {
  const store = useBuilderStore();
  return useMemo<TreeHandlers>(
    () => ({
      toggleCapability: (id, selected) => void selectCapability(store, id, selected, { expansion }),
      toggleAction: (id, inScope) => store.editTree((tree) => setActionScope(tree, id, inScope)),
      setSize: (id, size) => store.editTree((tree) => setCapabilitySize(tree, id, size)),
      setTeam: (id, teamId) => store.editTree((tree) => setCapabilityTeam(tree, id, teamId || undefined)),
    }),
    [store, expansion],
  );
}
