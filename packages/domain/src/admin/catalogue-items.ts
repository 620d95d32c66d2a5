/**
 * Deliverables and Work Products admin (spec: read-only table of Action, Name, Description, Format, Download link
 * when a document exists): every deliverable or work product of every action of the current catalogue, hidden
 * capabilities and sub-actions included, in tree order.
 */
import type { Action, Capability, DocumentItem } from '../contracts/catalogue.ts';
import type { DocumentItemsKind } from '../documents/document-item-rows.ts';

export interface CatalogueItemRow {
  /** Unique per row: the action id and the item id. */
  key: string;
  actionName: string;
  item: DocumentItem;
  /** The capability path, names joined by ' / '. */
  path: string;
}

export function catalogueItemRows(tree: readonly Capability[], kind: DocumentItemsKind): CatalogueItemRow[] {
  const rows: CatalogueItemRow[] = [];
  const actions = (list: readonly Action[] | undefined, path: string) => {
    for (const a of list ?? []) {
      for (const item of a[kind] ?? [])
        rows.push({ key: `${a.id}/${item.id}`, actionName: a.name, item, path });
      actions(a.actions, path);
    }
  };
  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      const path = prefix ? `${prefix} / ${cap.name}` : cap.name;
      actions(cap.actions, path);
      walk(cap.items ?? [], path);
    }
  };
  walk(tree, '');
  return rows;
}

/** Rows whose action, name, description (without markup), format or path contain every word of the filter. */
export function filterCatalogueItemRows(
  rows: readonly CatalogueItemRow[],
  filter: string,
): CatalogueItemRow[] {
  const words = filter.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((r) => {
    const hay = [
      r.actionName,
      r.item.name,
      r.item.description.replace(/<[^>]*>/g, ' '),
      r.item.format.name,
      r.path,
    ]
      .join(' ')
      .toLocaleLowerCase('en-GB');
    return words.every((w) => hay.includes(w));
  });
}
