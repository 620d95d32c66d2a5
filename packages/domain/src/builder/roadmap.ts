/**
 * A capability's place on the roadmap (spec: Capability `incomingIds`, "roadmap items before; items after are
 * derived"): the capabilities it follows are its own `incomingIds`; the ones that follow it are those whose
 * `incomingIds` name it. Ids that are not in the tree (a capability since removed from the catalogue) are left
 * out, and each capability is listed once, in tree order for the ones after.
 */
import type { Capability } from '../contracts/catalogue.ts';
import { findCapability } from './tree.ts';

export interface Roadmap {
  /** Capabilities this one follows on the roadmap. */
  before: Capability[];
  /** Capabilities that follow this one. */
  after: Capability[];
}

export function roadmapOf(items: readonly Capability[], id: string): Roadmap {
  const before: Capability[] = [];
  const seen = new Set<string>([id]);
  for (const incoming of findCapability(items, id)?.node.incomingIds ?? []) {
    if (seen.has(incoming)) continue;
    const found = findCapability(items, incoming);
    if (!found) continue;
    seen.add(incoming);
    before.push(found.node);
  }
  const after: Capability[] = [];
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (cap.id !== id && cap.incomingIds?.includes(id)) after.push(cap);
      if (cap.items) walk(cap.items);
    }
  };
  walk(items);
  return { before, after };
}
