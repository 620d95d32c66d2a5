/**
 * The baseline security controls tab (spec: Derived views; issue 7): the controls that apply to a solution are
 * those linked (by staticId) from an in-scope action of a selected capability; the tab shows how many apply per
 * domain (Solution, Engagement, Environment) against the totals, and a grid of control references in rows of 10.
 */
import type { Capability } from '../contracts/catalogue.ts';
import {
  SECURITY_CONTROL_DOMAINS,
  type BaselineSecurityControl,
  type SecurityControlDomain,
} from '../contracts/reference.ts';
import { flattenActions } from '../builder/tree.ts';

export const CONTROL_GRID_ROW = 10;

/** staticIds linked from in-scope actions of selected capabilities, at any depth. */
export function linkedControlIds(items: readonly Capability[]): Set<string> {
  const ids = new Set<string>();
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (cap.selected)
        for (const a of flattenActions(cap.actions))
          if (a.selected) for (const id of a.securityControlIds ?? []) ids.add(id);
      if (cap.items) walk(cap.items);
    }
  };
  walk(items);
  return ids;
}

export interface ApplicableControls {
  /** Per domain: how many controls apply, and how many exist. */
  domains: { domain: SecurityControlDomain; applicable: number; total: number }[];
  /** The references of the controls that apply, in the list's order, in rows of 10. */
  rows: string[][];
}

export function applicableControls(
  items: readonly Capability[],
  controls: readonly BaselineSecurityControl[],
): ApplicableControls {
  const linked = linkedControlIds(items);
  const applying = controls.filter((c) => linked.has(c.staticId));
  const domains = SECURITY_CONTROL_DOMAINS.map((domain) => ({
    domain,
    applicable: applying.filter((c) => c.domain === domain).length,
    total: controls.filter((c) => c.domain === domain).length,
  }));
  const refs = applying.map((c) => c.ref);
  const rows: string[][] = [];
  for (let i = 0; i < refs.length; i += CONTROL_GRID_ROW) rows.push(refs.slice(i, i + CONTROL_GRID_ROW));
  return { domains, rows };
}
