/**
 * The capability tree (spec: Capability tree views): one treegrid with the columns of its mode(s) — scope
 * checkboxes, size radios with a header control that sizes every selected capability (with an Undo bar above
 * the tree), ROM figures and team,
 * details (metrics, 'In Scope - {count}', Effort for lead-provider users). The tree comes from the builder
 * store and every change goes back through it. Rows are flattened from the open part of the tree and
 * windowed; each row is memoised on its own tree object.
 */
import { Button, Caption1 } from '@fluentui/react-components';
import { findCapability, sizeKeyText, sizeLabel, SIZE_CODES, type SizeCode } from '@portal/domain';
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { useBulkSizes } from './bulk-size-undo.tsx';
import {
  capabilityKey,
  createExpansionStore,
  useExpansionChoices,
  useRevealRequest,
  type ExpansionStore,
} from './expansion-store.ts';
import {
  gridTemplate,
  treeColumns,
  TreeContext,
  type OpenItem,
  type TreeColumns,
  type TreeContextValue,
} from './tree-context.ts';
import { useTreeHandlers } from './tree-editing.ts';
import { flattenTree, type TreeRow } from './tree-flatten.ts';
import { findRow, onTreeKeyDown, ROW_SELECTOR } from './tree-keyboard.ts';
import { ActionRow, CapabilityRow, ScopeRow } from './tree-rows.tsx';
import { TREE_ROW_HEIGHT, useTreeClasses, type TreeClasses } from './tree-styles.ts';
import { useVirtualWindow } from './use-virtual-window.ts';

export interface CapabilityTreeProps {
  columns: TreeColumns;
  editable: boolean;
  leadProvider: boolean;
  /** Lists only selected capabilities (size step, details). */
  selectedOnly?: boolean;
  /** Open/closed rows; pass one to open rows from outside (the search's GO TO). */
  expansion?: ExpansionStore;
  /** Details mode: opens a capability or action (keep the function stable). */
  onOpen?: (item: OpenItem) => void;
  /** The treegrid's accessible name. */
  label: string;
  id?: string;
}

type SetAllSizes = (size: SizeCode, where: 'rom' | 'wizard') => void;

function SizeHeader({
  where,
  editable,
  classes,
  onSetAll,
}: {
  where: 'rom' | 'wizard';
  editable: boolean;
  classes: TreeClasses;
  onSetAll: SetAllSizes;
}) {
  const setAll = (size: SizeCode) => onSetAll(size, where);
  return (
    <div role="columnheader" className={classes.cell}>
      Size
      {editable
        ? SIZE_CODES.map((code) => (
            <Button
              key={code}
              size="small"
              appearance="outline"
              className={classes.headerButton}
              aria-label={`Set size ${sizeLabel(code, where)} for all selected capabilities`}
              title={`Set size ${sizeLabel(code, where)} for all selected capabilities`}
              onClick={() => setAll(code)}
            >
              {sizeLabel(code, where)}
            </Button>
          ))
        : null}
    </div>
  );
}

/** The key to the sizes (issue 32): what each stands for in volumes. */
function SizeKey({ where, className }: { where: 'rom' | 'wizard'; className: string }) {
  return (
    <Caption1 as="p" className={className}>
      {sizeKeyText(where)}
    </Caption1>
  );
}

/** The name header lines up with the names after the rows' chevron. */
const NAME_HEADER_STYLE: CSSProperties = { paddingLeft: '28px' };

const HeaderRow = memo(function HeaderRow({
  columns,
  editable,
  leadProvider,
  classes,
  onSetAll,
  onSetSuggested,
}: Pick<CapabilityTreeProps, 'columns' | 'editable' | 'leadProvider'> & {
  classes: TreeClasses;
  onSetAll: SetAllSizes;
  onSetSuggested: () => void;
}) {
  return (
    <div role="row" aria-rowindex={1} className={classes.headerRow}>
      {treeColumns(columns, leadProvider).map((col) =>
        col.key === 'size' && columns.size ? (
          <SizeHeader
            key={col.key}
            where={columns.size}
            editable={editable}
            classes={classes}
            onSetAll={onSetAll}
          />
        ) : col.key === 'suggested' && editable ? (
          <div key={col.key} role="columnheader" className={classes.cell}>
            <Button
              size="small"
              appearance="outline"
              className={classes.headerButton}
              aria-label="Suggested sizes for all selected capabilities"
              title="Set every selected capability to the size its volumes suggest"
              onClick={onSetSuggested}
            >
              Suggested
            </Button>
          </div>
        ) : (
          <div
            key={col.key}
            role="columnheader"
            className={classes.cell}
            style={col.key === 'name' ? NAME_HEADER_STYLE : undefined}
          >
            {col.header}
          </div>
        ),
      )}
    </div>
  );
});

function renderRow(row: TreeRow, active: boolean, rowIndex: number) {
  const place = { level: row.level, open: row.open, active, rowIndex };
  switch (row.kind) {
    case 'capability':
      return <CapabilityRow key={row.key} cap={row.cap} included={row.included} {...place} />;
    case 'scope':
      return <ScopeRow key={row.key} capabilityId={row.capabilityId} {...place} />;
    default:
      return <ActionRow key={row.key} action={row.action} enabled={row.enabled} {...place} />;
  }
}

export function CapabilityTree(props: CapabilityTreeProps) {
  const { columns, editable, leadProvider, selectedOnly = false, onOpen, label } = props;
  const classes = useTreeClasses();
  const tree = useBuilder((s) => s.tree);
  const complexity = useBuilder((s) => s.draft.fields.complexity);
  const ownExpansion = useMemo(() => createExpansionStore(), []);
  const expansion = props.expansion ?? ownExpansion;
  const choices = useExpansionChoices(expansion);
  const handlers = useTreeHandlers(expansion);
  const bulk = useBulkSizes();
  const generatedId = useId();
  const treeId = props.id ?? generatedId;

  const { scope, size, rom, details, besidePanel } = columns;
  const context = useMemo<TreeContextValue>(
    () => ({
      columns: { scope, size, rom, details, besidePanel },
      editable,
      leadProvider,
      complexity,
      selectedOnly,
      expansion,
      handlers,
      onOpen,
      treeId,
      classes,
    }),
    [
      scope,
      size,
      rom,
      details,
      besidePanel,
      editable,
      leadProvider,
      complexity,
      selectedOnly,
      expansion,
      handlers,
      onOpen,
      treeId,
      classes,
    ],
  );

  const rows = useMemo(() => flattenTree(tree, selectedOnly, choices), [tree, selectedOnly, choices]);
  const gridRef = useRef<HTMLDivElement>(null);
  const win = useVirtualWindow(gridRef, rows.length, TREE_ROW_HEIGHT, TREE_ROW_HEIGHT);
  const { scrollToIndex } = win;
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const focusRequest = useRef<string | null>(null);
  const activeIndex = Math.max(
    0,
    rows.findIndex((r) => r.key === activeKey),
  );

  // GO TO: the revealed row becomes the active row, is scrolled to and focused once rendered.
  const reveal = useRevealRequest(expansion);
  const [seenReveal, setSeenReveal] = useState(reveal);
  if (reveal !== seenReveal) {
    setSeenReveal(reveal);
    if (reveal) setActiveKey(reveal.key);
  }
  const handledReveal = useRef(reveal);
  useLayoutEffect(() => {
    // Only a new request scrolls; later row changes do not.
    if (!reveal || handledReveal.current === reveal) return;
    handledReveal.current = reveal;
    focusRequest.current = reveal.key;
    const index = rows.findIndex((r) => r.key === reveal.key);
    if (index >= 0) scrollToIndex(index, true);
  }, [reveal, rows, scrollToIndex]);

  // Keyboard moves and reveals focus their row as soon as it is rendered.
  useLayoutEffect(() => {
    const key = focusRequest.current;
    const grid = gridRef.current;
    if (!key || !grid) return;
    const el = findRow(grid, key);
    if (el) {
      el.focus();
      focusRequest.current = null;
    }
  });

  const moveTo = (index: number) => {
    const target = Math.min(rows.length - 1, Math.max(0, index));
    const row = rows[target];
    if (!row) return;
    setActiveKey(row.key);
    scrollToIndex(target);
    const el = gridRef.current && findRow(gridRef.current, row.key);
    if (el) el.focus();
    else focusRequest.current = row.key;
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const key = (event.target as HTMLElement).closest<HTMLElement>(ROW_SELECTOR)?.dataset.key;
    if (key && key !== activeKey) setActiveKey(key);
  };

  const style = { '--tree-columns': gridTemplate(context.columns, leadProvider) } as CSSProperties;
  return (
    <TreeContext.Provider value={context}>
      {size ? <SizeKey where={size} className={classes.muted} /> : null}
      {bulk.bar}
      <div
        ref={gridRef}
        id={treeId}
        role="treegrid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        className={classes.grid}
        style={style}
        onKeyDown={(e) => onTreeKeyDown(e, { rows, expansion, moveTo })}
        onFocus={onFocus}
      >
        <HeaderRow
          columns={context.columns}
          editable={editable}
          leadProvider={leadProvider}
          classes={classes}
          onSetAll={bulk.setAll}
          onSetSuggested={bulk.setSuggested}
        />
        <div role="presentation" style={{ height: win.padTop }} />
        {rows
          .slice(win.start, win.end)
          .map((row, i) => renderRow(row, win.start + i === activeIndex, win.start + i + 2))}
        <div role="presentation" style={{ height: win.padBottom }} />
        {rows.length === 0 ? (
          <div role="row">
            <div role="gridcell" className={classes.empty}>
              None
            </div>
          </div>
        ) : null}
      </div>
    </TreeContext.Provider>
  );
}

/** GO TO: opens every ancestor of a capability, then scrolls to its row and focuses it. */
export function useGoToCapability(expansion: ExpansionStore) {
  const store = useBuilderStore();
  return useCallback(
    (capabilityId: string) => {
      const found = findCapability(store.getSnapshot().tree, capabilityId);
      if (!found) return;
      for (const ancestor of found.ancestors) expansion.set(capabilityKey(ancestor.id), true);
      expansion.reveal(capabilityKey(capabilityId));
    },
    [store, expansion],
  );
}
