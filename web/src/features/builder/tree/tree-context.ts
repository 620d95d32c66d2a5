/**
 * What every row of a capability tree view needs besides its own data: which columns are shown, who is
 * looking and the (stable) edit handlers. Rows read it from context so that their props stay the tree's own
 * objects, which the store shares between versions: an edit re-renders only the rows along its path.
 */
import type { SizeCode, SizeLabelContext } from '@portal/domain';
import { createContext, useContext } from 'react';
import type { ExpansionStore } from './expansion-store.ts';
import type { TreeClasses } from './tree-styles.ts';

/** The columns of a tree view (spec: Capability tree views). */
export interface TreeColumns {
  /** In/out checkboxes on capabilities (top level tri-state) and actions. */
  scope?: boolean;
  /** Size radios per selected capability, labelled for the ROM (S, M, C, VC) or the wizard (S, M, L, XL). */
  size?: SizeLabelContext;
  /** Size label, the ROM hours of the size and the team picker. */
  rom?: boolean;
  /** Metrics per action, 'In Scope - {count}' and the Effort column (lead-provider users only). */
  details?: boolean;
  /**
   * Details beside an open side panel: the name and Effort only (the panel shows the open item's metrics and
   * actions), so the names have the room to show whole (issue 30).
   */
  besidePanel?: boolean;
}

export interface OpenItem {
  kind: 'action' | 'capability';
  id: string;
}

export interface TreeHandlers {
  toggleCapability(id: string, selected: boolean): void;
  toggleAction(id: string, inScope: boolean): void;
  setSize(id: string, size: SizeCode): void;
  setTeam(id: string, teamId: string): void;
}

export interface TreeContextValue {
  columns: TreeColumns;
  /** Checkboxes, radios and pickers change the solution; otherwise they are shown disabled. */
  editable: boolean;
  /** Lead-provider users see effort hours. */
  leadProvider: boolean;
  complexity: number;
  /** Only selected capabilities are listed (size step, detail views). */
  selectedOnly: boolean;
  expansion: ExpansionStore;
  handlers: TreeHandlers;
  /** Details mode: a click on a capability or action opens it. */
  onOpen: ((item: OpenItem) => void) | undefined;
  /** Unique per tree view: names the size radio groups. */
  treeId: string;
  classes: TreeClasses;
}

export const TreeContext = createContext<TreeContextValue | null>(null);

export function useTreeContext(): TreeContextValue {
  const value = useContext(TreeContext);
  if (!value) throw new Error('Tree rows must be rendered inside a CapabilityTree');
  return value;
}

/** One column of a tree view: its header text and its CSS grid width. */
export interface TreeColumn {
  key: 'name' | 'size' | 'suggested' | 'romSize' | 'romHours' | 'team' | 'metrics' | 'inScope' | 'effort';
  header: string;
  width: string;
}

/** The columns of a view in order: the header and every row follow this list. */
export function treeColumns(columns: TreeColumns, leadProvider: boolean): TreeColumn[] {
  // The name column gives way first at narrow widths (a hovered row shows its whole name as the title).
  const list: TreeColumn[] = [{ key: 'name', header: 'Capability', width: 'minmax(180px, 1fr)' }];
  if (columns.size) {
    list.push({ key: 'size', header: 'Size', width: '172px' });
    // The size the client's volumes suggest (issue 32), with its reason.
    list.push({ key: 'suggested', header: 'Suggested', width: '80px' });
  }
  if (columns.rom) {
    if (!columns.size) list.push({ key: 'romSize', header: 'Size', width: '56px' });
    if (leadProvider) list.push({ key: 'romHours', header: 'Effort', width: '80px' });
    list.push({ key: 'team', header: 'Team', width: '112px' });
  }
  if (columns.details) {
    if (!columns.besidePanel)
      list.push(
        { key: 'metrics', header: 'Metrics', width: 'minmax(100px, 0.8fr)' },
        { key: 'inScope', header: 'In Scope', width: '120px' },
      );
    if (leadProvider) list.push({ key: 'effort', header: 'Effort', width: '96px' });
  }
  return list;
}

/** The CSS grid columns of the rows, the same for the header and every row. */
export function gridTemplate(columns: TreeColumns, leadProvider: boolean): string {
  return treeColumns(columns, leadProvider)
    .map((c) => c.width)
    .join(' ');
}
