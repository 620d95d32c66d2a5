/**
 * The rows a tree view shows, in order: each visible capability, under an open capability its synthetic
 * Scope row (when it has actions) and its child capabilities, under an open Scope row the actions, under an
 * open action its sub-actions. Closed subtrees contribute nothing. Hidden capabilities are never listed;
 * views of the selected capabilities list only those.
 */
import { isHidden, type Action, type Capability } from '@portal/domain';
import {
  actionKey,
  actionOpenByDefault,
  capabilityKey,
  capabilityOpenByDefault,
  scopeKey,
} from './expansion-store.ts';

interface RowBase {
  key: string;
  level: number;
  /** undefined when the row has nothing to open. */
  open: boolean | undefined;
}
export interface CapabilityRowData extends RowBase {
  kind: 'capability';
  cap: Capability;
  /** A selected, sized ancestor's size covers this capability's own (romSummary): the ROM shows 'Included'. */
  included: boolean;
}
export interface ScopeRowData extends RowBase {
  kind: 'scope';
  capabilityId: string;
}
export interface ActionRowData extends RowBase {
  kind: 'action';
  action: Action;
  /** Actions can be put in or out of scope only while their capability is selected. */
  enabled: boolean;
}
export type TreeRow = CapabilityRowData | ScopeRowData | ActionRowData;

function shown(cap: Capability, selectedOnly: boolean): boolean {
  return !isHidden(cap) && (!selectedOnly || Boolean(cap.selected));
}

// Runs on every tick of a tree with thousands of rows: plain indexed loops, no intermediate arrays.
export function flattenTree(
  items: readonly Capability[],
  selectedOnly: boolean,
  /** The user's open/closed choices by row key; other rows follow their data default. */
  choices: ReadonlyMap<string, boolean>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const isOpen = (key: string, byDefault: boolean) => choices.get(key) ?? byDefault;

  const actions = (list: readonly Action[], level: number, enabled: boolean) => {
    for (let i = 0; i < list.length; i += 1) {
      const action = list[i] as Action;
      const key = actionKey(action.id);
      const subs = action.actions;
      const open =
        subs !== undefined && subs.length > 0 ? isOpen(key, actionOpenByDefault(action)) : undefined;
      rows.push({ kind: 'action', key, level, open, action, enabled });
      if (open && subs) actions(subs, level + 1, enabled);
    }
  };

  const capabilities = (caps: readonly Capability[], level: number, covered: boolean) => {
    for (let i = 0; i < caps.length; i += 1) {
      const cap = caps[i] as Capability;
      if (!shown(cap, selectedOnly)) continue;
      const key = capabilityKey(cap.id);
      const children = cap.items ?? [];
      const own = cap.actions ?? [];
      const expandable = own.length > 0 || children.some((c) => shown(c, selectedOnly));
      const open = expandable ? isOpen(key, capabilityOpenByDefault(cap)) : undefined;
      const sized = Boolean(cap.selected && cap.size);
      rows.push({ kind: 'capability', key, level, open, cap, included: covered && sized });
      if (!open) continue;
      if (own.length > 0) {
        const scope = scopeKey(cap.id);
        const scopeOpen = isOpen(scope, false);
        rows.push({ kind: 'scope', key: scope, level: level + 1, open: scopeOpen, capabilityId: cap.id });
        if (scopeOpen) actions(own, level + 2, Boolean(cap.selected));
      }
      capabilities(children, level + 1, covered || sized);
    }
  };

  capabilities(items, 1, false);
  return rows;
}
