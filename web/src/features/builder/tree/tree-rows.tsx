/**
 * The rows of a capability tree view (spec: Capability tree views): capability, synthetic Scope row and
 * action rows. Each row is memoised and receives its own tree object plus a few primitives; the store shares
 * unchanged objects between versions, so an edit re-renders only the rows along its path (and the totals).
 */
import { Radio, RadioGroup, Select } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  actionTotal,
  capabilityTotal,
  inScopeLabel,
  romHours,
  sizeLabel,
  suggestedSize,
  SIZE_CODES,
  topNodeState,
  type Action,
  type Capability,
  type SizeCode,
} from '@portal/domain';
import { memo, useMemo, type ReactNode } from 'react';
import { treeColumns, useTreeContext, type TreeContextValue } from './tree-context.ts';
import { formatNumber, TEAM_OPTIONS } from './tree-format.ts';

const INDENT_PX = 20;

/** Where a row stands in the grid. */
interface RowPlace {
  level: number;
  /** Open or closed; undefined when the row has no children. */
  open: boolean | undefined;
  /** The row that takes Tab focus (roving tabindex). */
  active: boolean;
  /** 1-based position among all rows of the grid (the header is row 1). */
  rowIndex: number;
}

/** How many cells follow the name cell in a row of this view. */
function trailingCells(ctx: TreeContextValue): number {
  return treeColumns(ctx.columns, ctx.leadProvider).length - 1;
}

function EmptyCells({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <div key={i} role="gridcell" />);
}

interface NameCellProps {
  level: number;
  rowKey: string;
  open: boolean | undefined;
  control?: ReactNode;
  label: string;
  onActivate?: (() => void) | undefined;
  /** The cell's class: one of the tree's merged name cell classes. */
  cellClass: string;
}

function NameCell({ level, rowKey, open, control, label, onActivate, cellClass }: NameCellProps) {
  const { classes, expansion } = useTreeContext();
  return (
    <div
      role="gridcell"
      data-name-cell=""
      className={cellClass}
      style={{ paddingLeft: `${(level - 1) * INDENT_PX + 4}px` }}
    >
      {open === undefined ? (
        <span className={classes.spacer} />
      ) : (
        <span
          className={classes.chevron}
          aria-hidden="true"
          data-chevron=""
          onClick={(e) => {
            e.stopPropagation();
            expansion.set(rowKey, !open);
          }}
        >
          {open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        </span>
      )}
      {control}
      <span
        className={onActivate ? classes.openable : open === undefined ? classes.name : classes.folding}
        data-name=""
        title={label}
        {...(onActivate
          ? { 'data-activate': '', onClick: onActivate }
          : open === undefined
            ? {}
            : { onClick: () => expansion.set(rowKey, !open) })}
      >
        {label}
      </span>
    </div>
  );
}

interface RowFrameProps extends RowPlace, Omit<NameCellProps, 'level' | 'rowKey' | 'open'> {
  rowKey: string;
  /** The cells after the name cell. */
  children?: ReactNode;
}

/** A row: its name cell, then the given cells. */
function RowFrame({ rowKey, level, open, active, rowIndex, children, ...name }: RowFrameProps) {
  const { classes } = useTreeContext();
  return (
    <div
      role="row"
      data-key={rowKey}
      aria-level={level}
      aria-expanded={open}
      aria-rowindex={rowIndex}
      tabIndex={active ? 0 : -1}
      className={classes.row}
    >
      <NameCell level={level} rowKey={rowKey} open={open} {...name} />
      {children}
    </div>
  );
}

/** An hours figure ('12 h'); empty without one. */
function HoursCell({ hours, text }: { hours: number | undefined; text?: string }) {
  const { classes } = useTreeContext();
  return (
    <div role="gridcell" className={classes.numberCell}>
      {text ?? (hours === undefined ? null : `${formatNumber(hours)} h`)}
    </div>
  );
}

function SizeRadios({ cap }: { cap: Capability }) {
  const { classes, columns, editable, handlers, treeId } = useTreeContext();
  const where = columns.size ?? 'rom';
  return (
    <div role="gridcell" className={classes.cell}>
      {cap.selected ? (
        <RadioGroup
          layout="horizontal"
          aria-label={`Size of ${cap.name}`}
          className={classes.radios}
          name={`${treeId}-size-${cap.id}`}
          value={cap.size ?? ''}
          disabled={!editable}
          onChange={(_e, data) => handlers.setSize(cap.id, data.value as SizeCode)}
        >
          {SIZE_CODES.map((code: SizeCode) => (
            <Radio
              key={code}
              value={code}
              tabIndex={-1}
              className={classes.radio}
              indicator={{ className: classes.radioIndicator }}
              label={{ children: sizeLabel(code, where), className: classes.radioLabel }}
            />
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}

/** The size the capability's volumes suggest (issue 32): its label, with the reason on hover and for screen readers. */
function SuggestedCell({ cap }: { cap: Capability }) {
  const { classes, columns } = useTreeContext();
  const suggestion = useMemo(() => (cap.selected ? suggestedSize(cap) : undefined), [cap]);
  return (
    <div role="gridcell" className={classes.cell} title={suggestion?.reason}>
      {suggestion ? (
        <>
          <span aria-hidden="true">{sizeLabel(suggestion.size, columns.size ?? 'rom')}</span>
          <span className={classes.hidden}>
            {`Suggested ${sizeLabel(suggestion.size, columns.size ?? 'rom')}: ${suggestion.reason}`}
          </span>
        </>
      ) : null}
    </div>
  );
}

/** A size under a sized ancestor is included in the ancestor's hours (romSummary), never added: 'Included'. */
function RomCells({ cap, included }: { cap: Capability; included: boolean }) {
  const { classes, columns, complexity, editable, handlers, leadProvider } = useTreeContext();
  const sized = cap.selected && cap.size;
  return (
    <>
      {columns.size ? null : (
        <div role="gridcell" className={classes.cell}>
          {sized ? sizeLabel(cap.size, 'rom') : null}
        </div>
      )}
      {leadProvider ? (
        <HoursCell
          hours={sized ? romHours(cap.size, complexity) : undefined}
          {...(sized && included ? { text: 'Included' } : {})}
        />
      ) : null}
      <div role="gridcell" className={classes.cell}>
        {cap.selected ? (
          <Select
            size="small"
            tabIndex={-1}
            className={classes.select}
            aria-label={`Team of ${cap.name}`}
            value={cap.teamId ?? ''}
            disabled={!editable}
            onChange={(_e, data) => handlers.setTeam(cap.id, data.value)}
          >
            <option value="">Team</option>
            {TEAM_OPTIONS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
    </>
  );
}

export const CapabilityRow = memo(function CapabilityRow({
  cap,
  included = false,
  ...place
}: { cap: Capability; included?: boolean } & RowPlace) {
  const { level } = place;
  const { classes, columns, editable, handlers, leadProvider, onOpen } = useTreeContext();
  const state = useMemo(
    () => (level === 1 ? topNodeState(cap) : cap.selected ? 'checked' : 'unchecked'),
    [cap, level],
  );
  const details = useMemo(
    () => (columns.details ? { inScope: inScopeLabel(cap), total: capabilityTotal(cap) } : undefined),
    [cap, columns.details],
  );
  const key = `c:${cap.id}`;
  const control = columns.scope ? (
    <input
      type="checkbox"
      tabIndex={-1}
      className={classes.control}
      aria-label={`Select ${cap.name}`}
      checked={state === 'checked'}
      ref={(el) => {
        if (el) el.indeterminate = state === 'mixed';
      }}
      disabled={!editable}
      onChange={() => handlers.toggleCapability(cap.id, state !== 'checked')}
    />
  ) : undefined;
  return (
    <RowFrame
      rowKey={key}
      {...place}
      control={control}
      label={cap.name}
      onActivate={onOpen ? () => onOpen({ kind: 'capability', id: cap.id }) : undefined}
      cellClass={classes.nameCellClass}
    >
      {columns.size ? <SizeRadios cap={cap} /> : null}
      {columns.size ? <SuggestedCell cap={cap} /> : null}
      {columns.rom ? <RomCells cap={cap} included={included} /> : null}
      {details ? (
        <>
          {columns.besidePanel ? null : (
            <>
              <div role="gridcell" />
              <div role="gridcell" className={classes.cell}>
                {cap.selected ? details.inScope : null}
              </div>
            </>
          )}
          {leadProvider ? <HoursCell hours={cap.selected ? details.total : undefined} /> : null}
        </>
      ) : null}
    </RowFrame>
  );
});

/** The synthetic action named 'Scope' that groups a capability's own actions. */
export const ScopeRow = memo(function ScopeRow({
  capabilityId,
  ...place
}: { capabilityId: string } & RowPlace) {
  const ctx = useTreeContext();
  return (
    <RowFrame rowKey={`s:${capabilityId}`} {...place} label="Scope" cellClass={ctx.classes.scopeNameCell}>
      <EmptyCells count={trailingCells(ctx)} />
    </RowFrame>
  );
});

function metricsText(action: Action): string {
  return (action.metrics ?? []).map((m) => `${m.name}: ${m.value}`).join(', ');
}

export const ActionRow = memo(function ActionRow({
  action,
  enabled,
  ...place
}: { action: Action; enabled: boolean } & RowPlace) {
  const ctx = useTreeContext();
  const { classes, columns, editable, handlers, leadProvider, onOpen } = ctx;
  const key = `a:${action.id}`;
  const total = useMemo(
    () => (columns.details && leadProvider ? actionTotal(action) : 0),
    [action, columns.details, leadProvider],
  );
  const control =
    columns.scope || columns.details ? (
      <input
        type="checkbox"
        tabIndex={-1}
        className={classes.control}
        aria-label={`In scope: ${action.name}`}
        checked={Boolean(action.selected)}
        disabled={!editable || !enabled}
        onChange={() => handlers.toggleAction(action.id, !action.selected)}
      />
    ) : undefined;
  const detailCells = columns.details ? (columns.besidePanel ? 0 : 2) + (leadProvider ? 1 : 0) : 0;
  return (
    <RowFrame
      rowKey={key}
      {...place}
      control={control}
      label={action.name}
      onActivate={onOpen ? () => onOpen({ kind: 'action', id: action.id }) : undefined}
      cellClass={action.selected ? classes.nameCellClass : classes.mutedNameCell}
    >
      <EmptyCells count={trailingCells(ctx) - detailCells} />
      {columns.details ? (
        <>
          {columns.besidePanel ? null : (
            <>
              <div role="gridcell" className={classes.metricsCell} title={metricsText(action)}>
                {metricsText(action)}
              </div>
              <div role="gridcell" />
            </>
          )}
          {leadProvider ? (
            <HoursCell hours={action.selected || (action.actions?.length ?? 0) > 0 ? total : undefined} />
          ) : null}
        </>
      ) : null}
    </RowFrame>
  );
});
