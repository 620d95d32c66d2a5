/**
 * The rows of the Deliverables and Work Products lists (spec: Derived views, Lists): every deliverable or
 * work product of the in-scope actions (sub-actions included) of the selected, visible capabilities, in
 * tree order, with the owning action and the capability path.
 */
import { isHidden } from '../builder/tree.ts';
import type { Action, AepPhase, Capability, DocumentItem } from '../contracts/catalogue.ts';

export type DocumentItemsKind = 'deliverables' | 'workProducts';

export interface DocumentItemRow {
  /** Unique per row: the action id and the item id. */
  key: string;
  actionId: string;
  actionName: string;
  /** The AEP phase of the action that delivers it (Plan when none is set). */
  phase: AepPhase;
  item: DocumentItem;
  /** The capability path, names joined by '/'. */
  path: string;
}

export function documentItemRows(tree: readonly Capability[], kind: DocumentItemsKind): DocumentItemRow[] {
  const rows: DocumentItemRow[] = [];
  const actions = (list: readonly Action[] | undefined, path: string) => {
    for (const a of list ?? []) {
      if (a.selected) {
        for (const item of a[kind] ?? []) {
          rows.push({
            key: `${a.id}/${item.id}`,
            actionId: a.id,
            actionName: a.name,
            phase: a.aepPhase ?? 'Plan',
            item,
            path,
          });
        }
      }
      actions(a.actions, path);
    }
  };
  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      if (isHidden(cap)) continue;
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      if (cap.selected) actions(cap.actions, path);
      walk(cap.items ?? [], path);
    }
  };
  walk(tree, '');
  return rows;
}

/** A document given as a web link (rather than an uploaded document's id). */
export function isWebLink(documentId: string | undefined): documentId is string {
  return documentId !== undefined && /^https?:\/\//i.test(documentId.trim());
}
