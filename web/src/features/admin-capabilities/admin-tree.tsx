/**
 * The catalogue tree in admin mode (spec: Capability tree views, admin): one row per expanded capability or
 * action, indented 20 px per level. Editable rows have a menu: per capability Edit, Manage owners, Hide/Show,
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
import { memo, type ReactElement } from 'react';
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
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '36px',
    paddingRight: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
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
  onToggle: (id: string) => void;
  onCommand: (command: RowCommand, row: AdminRow) => void;
}

const TreeRow = memo(function TreeRow({
  row,
  editable,
  placeEditable,
  canAddChild,
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
    <li className={styles.row} style={{ paddingLeft: `${row.level * INDENT_PX}px` }} data-row-id={node.id}>
      {row.expandable ? (
        <Button
          appearance="subtle"
          size="small"
          className={styles.toggle}
          icon={row.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={row.expanded}
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
      {editable ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              size="small"
              icon={<MoreHorizontalRegular />}
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
    </li>
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
  return (
    <ul className={styles.list} aria-label="Capabilities">
      {rows.map((row) => (
        <TreeRow
          key={row.key}
          row={row}
          editable={editable.has(row.node.id)}
          placeEditable={row.parentId === null ? admin : editable.has(row.parentId)}
          canAddChild={canAddChild(row)}
          onToggle={onToggle}
          onCommand={onCommand}
        />
      ))}
    </ul>
  );
}
