/**
 * Offerings as starter bundles (issue 32): one choice ticks a typical set of capabilities at once, each as a tick in
 * the tree does (its default actions, what it needs), and sizes the ones it ticked from the client's volumes, as
 * 'Suggested' would; a size the seller chose stays. Undo takes out exactly what it ticked.
 */
import type { Capability } from '../contracts/catalogue.ts';
import { setCapabilitySelected, setCapabilitySize } from './selection.ts';
import { findCapability } from './tree.ts';
import { suggestedSize } from './volumes.ts';

export interface TickResult {
  items: Capability[];
  /** The ids it ticked, in order: not those already ticked, nor those the catalogue has no more. */
  ticked: string[];
}

/**
 * Ticks each capability of `ids` that is in the tree and was not ticked before, as a tick in the tree does (one
 * ticked on the way by a link, only partly, is ticked whole).
 */
export function tickCapabilities(items: readonly Capability[], ids: readonly string[]): TickResult {
  const before = new Set(ids.filter((id) => findCapability(items, id)?.node.selected));
  let tree = items as Capability[];
  const ticked: string[] = [];
  for (const id of ids) {
    if (before.has(id) || ticked.includes(id) || !findCapability(tree, id)) continue;
    const result = setCapabilitySelected(tree, id, true);
    if (!result.ok) continue;
    tree = result.items;
    ticked.push(id);
  }
  return { items: tree, ticked };
}

/** A starter bundle: its capabilities ticked, each one it ticked without a size given the size its volumes suggest. */
export function startFromOffering(items: readonly Capability[], ids: readonly string[]): TickResult {
  const { items: ticked, ticked: idsTicked } = tickCapabilities(items, ids);
  let tree = ticked;
  for (const id of idsTicked) {
    const node = findCapability(tree, id)?.node;
    const suggestion = node && !node.size ? suggestedSize(node) : undefined;
    if (suggestion) tree = setCapabilitySize(tree, id, suggestion.size);
  }
  return { items: tree, ticked: idsTicked };
}

/**
 * Undo of a starter bundle: what it ticked taken out again. One another still needs (a link) waits until that one is
 * out, so the passes repeat while any comes out; one a capability ticked before still needs stays.
 */
export function untickCapabilities(items: readonly Capability[], ids: readonly string[]): Capability[] {
  let tree = items as Capability[];
  let left = [...ids].reverse();
  for (let progress = true; progress && left.length;) {
    progress = false;
    const still: string[] = [];
    for (const id of left) {
      const result = setCapabilitySelected(tree, id, false);
      if (result.ok) {
        tree = result.items;
        progress = true;
      } else still.push(id);
    }
    left = still;
  }
  return tree;
}
