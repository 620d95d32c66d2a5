/**
 * The catalogue tree in admin mode (spec: Capability tree views, admin): one row per expanded capability or
 * action, indented 20 px per level. A treegrid (as the builder's tree): each row has its level and, when it
 * has children, whether it is open, so a screen reader tells a child from its parent; one tab stop and the
 * arrow keys (admin-tree-keys.ts). Editable rows have a menu: per capability Edit, Manage owners, Hide/Show,
 * Move, Duplicate, Add capability, Add action, Delete; per action Edit, Manage owners, Move up, Move down, Move,
 * Duplicate, Add sub-action, Delete. Rows the user may not edit are read-only.
 */
import {
  Badge,
  Button,
  makeStyles,
  Menu,
  mergeClasses,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowMoveRegular,
  ArrowUpRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  CopyRegular,
  DeleteRegular,
  EditRegular,
  EyeOffRegular,
  EyeRegular,
  MoreHorizontalRegular,
  PeopleRegular,
} from '@fluentui/react-icons';
import { memo, useCallback, useRef, useState, type ReactElement } from 'react';
import { ADMIN_ROW_SELECTOR, onAdminTreeKeyDown } from './admin-tree-keys.ts';
import type { AdminRow } from './admin-rows.ts';

export type RowCommand =
  | 'edit'
  | 'owners'
  | 'hide'
  | 'show'
  | 'move'
  | 'duplicate'
  | 'add-capability'
  | 'add-action'
  | 'up'
  | 'down'
  | 'delete';

const INDENT_PX = 20;

const useStyles = makeStyles({
  grid: { display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '36px',
    paddingRight: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  main: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: 0 },
  toggle: { minWidth: '28px', width: '28px' },
  spacer: { display: 'inline-block', width: '28px', flexShrink: 0 },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  capability: { fontWeight: tokens.fontWeightSemibold },
  hidden: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  meta: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

interface RowProps {
  row: AdminRow;
  editable: boolean;
  /** Whether the place it sits in is editable (reorder and duplicate change that place). */
  placeEditable: boolean;
  canAddChild: boolean;
  /** The row that is the tree's one tab stop. */
  active: boolean;
  onToggle: (id: string) => void;
  onCommand: (command: RowCommand, row: AdminRow) => void;
}

const TreeRow = memo(function TreeRow({
  row,
  editable,
  placeEditable,
  canAddChild,
  active,
  onToggle,
  onCommand,
}: RowProps) {
  const styles = useStyles();
  const { node } = row;
  const isCapability = row.kind === 'capability';
  const hidden = row.kind === 'capability' && row.hidden;
  const owners = node.owners?.length ?? 0;
  const item = (command: RowCommand, label: string, icon: ReactElement, disabled = false) => (
    <MenuItem key={command} icon={icon} disabled={disabled} onClick={() => onCommand(command, row)}>
      {label}
    </MenuItem>
  );
  return (
    <div
      role="row"
      aria-level={row.level + 1}
      aria-expanded={row.expandable ? row.expanded : undefined}
      tabIndex={active ? 0 : -1}
      className={styles.row}
      style={{ paddingLeft: `${row.level * INDENT_PX}px` }}
      data-key={row.key}
      data-row-id={node.id}
    >
      <div role="gridcell" className={styles.main}>
        {row.expandable ? (
          <Button
            appearance="subtle"
            size="small"
            className={styles.toggle}
            icon={row.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
            tabIndex={-1}
            aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${node.name}`}
            onClick={() => onToggle(node.id)}
          />
        ) : (
          <span className={styles.spacer} />
        )}
        <Text
          className={mergeClasses(styles.name, isCapability && styles.capability, hidden && styles.hidden)}
          title={node.name}
        >
          {node.name}
        </Text>
        {!isCapability ? <Text className={styles.meta}>Action</Text> : null}
        {hidden ? <Text className={styles.meta}>Hidden</Text> : null}
        {owners > 0 ? (
          <Text className={styles.meta}>{owners === 1 ? '1 owner' : `${owners} owners`}</Text>
        ) : null}
      </div>
      <div role="gridcell">
        {editable ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                size="small"
                icon={<MoreHorizontalRegular />}
                tabIndex={-1}
                data-row-menu
                aria-label={`Edit options for ${node.name}`}
                title={`Edit options for ${node.name}`}
              />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {item('edit', 'Edit', <EditRegular />)}
                {item('owners', 'Manage owners', <PeopleRegular />)}
                {row.kind === 'capability'
                  ? [
                      hidden ? item('show', 'Show', <EyeRegular />) : item('hide', 'Hide', <EyeOffRegular />),
                      item('move', 'Move', <ArrowMoveRegular />),
                      item('duplicate', 'Duplicate', <CopyRegular />, !placeEditable),
                      item('add-capability', 'Add capability', <AddRegular />, !canAddChild),
                      item('add-action', 'Add action', <AddRegular />),
                    ]
                  : [
                      item('up', 'Move up', <ArrowUpRegular />, !placeEditable || row.index === 0),
                      item(
                        'down',
                        'Move down',
                        <ArrowDownRegular />,
                        !placeEditable || row.index === row.siblings - 1,
                      ),
                      item('move', 'Move', <ArrowMoveRegular />),
                      item('duplicate', 'Duplicate', <CopyRegular />, !placeEditable),
                      item('add-action', 'Add sub-action', <AddRegular />, !canAddChild),
                    ]}
                {item('delete', 'Delete', <DeleteRegular />)}
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : (
          <Badge appearance="tint" color="informative">
            Read only
          </Badge>
        )}
      </div>
    </div>
  );
});

export function AdminTree({
  rows,
  admin,
  editable,
  canAddChild,
  onToggle,
  onCommand,
}: {
  rows: AdminRow[];
  /** Admins may change the top level. */
  admin: boolean;
  editable: ReadonlySet<string>;
  canAddChild: (row: AdminRow) => boolean;
  onToggle: (id: string) => void;
  onCommand: (command: RowCommand, row: AdminRow) => void;
}) {
  const styles = useStyles();
  const grid = useRef<HTMLDivElement>(null);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const active = rows.some((r) => r.key === activeKey) ? activeKey : rows[0]?.key;
  const focusRow = useCallback(
    (index: number) => {
      const key = rows[index]?.key;
      if (!key) return;
      setActiveKey(key);
      const el = Array.from(grid.current?.querySelectorAll<HTMLElement>(ADMIN_ROW_SELECTOR) ?? []).find(
        (r) => r.dataset.key === key,
      );
      el?.focus();
    },
    [rows],
  );
  return (
    <div
      ref={grid}
      role="treegrid"
      aria-label="Capabilities"
      className={styles.grid}
      onFocus={(e) => {
        const key = (e.target as HTMLElement).closest<HTMLElement>(ADMIN_ROW_SELECTOR)?.dataset.key;
        if (key && key !== activeKey) setActiveKey(key);
      }}
      onKeyDown={(e) =>
        onAdminTreeKeyDown(e, {
          rows,
          focusRow,
          toggle: (index) => {
            const row = rows[index];
            if (row) onToggle(row.node.id);
          },
        })
      }
    >
      {rows.map((row) => (
        <TreeRow
          key={row.key}
          row={row}
          editable={editable.has(row.node.id)}
          placeEditable={row.parentId === null ? admin : editable.has(row.parentId)}
          canAddChild={canAddChild(row)}
          active={row.key === active}
          onToggle={onToggle}
          onCommand={onCommand}
        />
      ))}
    </div>
  );
}
