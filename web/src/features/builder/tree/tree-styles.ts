import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { VISUALLY_HIDDEN } from '../../../lib/styles/visually-hidden.ts';

/** Every tree row has this height (the list is windowed by it). */
export const TREE_ROW_HEIGHT = 33;

/**
 * Tree rows: the sizes are a Fluent RadioGroup and the team a Fluent Select (issue 6: Fluent throughout); the
 * scope checkboxes stay native inputs themed with accent-color (the tri-state top node and the row keyboard
 * model rely on them). The list is windowed, so only the rows in view render these controls.
 */
const useTreeStyles = makeStyles({
  grid: {
    display: 'block',
    position: 'relative',
    maxHeight: '70vh',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'var(--tree-columns)',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: `${TREE_ROW_HEIGHT}px`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    outlineStyle: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    // The focused row's names stay readable: the brand-coloured action names keep 4.7:1 on the hover grey, and only
    // 4.3:1 on the selected grey (axe, issue 21's action editor journey).
    ':focus': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
    // A name cut short shows in full on hover (title), in the row's accessible name and in the panel that
    // opens it; it is never drawn over the next cells (issue 18: the action name over the metrics text).
  },
  header: {
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground2 },
    position: 'sticky',
    top: 0,
    zIndex: 1,
  },
  scopeRow: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
  muted: { color: tokens.colorNeutralForeground3 },
  cell: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  nameCell: { overflow: 'hidden' },
  name: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  /** A parent's name: a click opens or closes it as the chevron does (issue 32). */
  folding: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', cursor: 'pointer' },
  openable: {
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    color: tokens.colorBrandForeground1,
    ':hover': { textDecoration: 'underline' },
  },
  chevron: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    flexShrink: 0,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground2,
  },
  spacer: { width: '20px', flexShrink: 0 },
  control: { accentColor: tokens.colorBrandBackground, margin: 0, cursor: 'pointer', flexShrink: 0 },
  // Fluent RadioGroup and Select, made compact for a row of the tree (the size column is 172 px).
  radios: { display: 'flex', flexWrap: 'nowrap', gap: '2px' },
  radio: { alignItems: 'center' },
  radioIndicator: { margin: '4px 2px 4px 0' },
  radioLabel: { paddingLeft: '2px', paddingRight: '4px', paddingTop: 0, paddingBottom: 0 },
  select: { width: '104px' },
  number: { fontVariantNumeric: 'tabular-nums' },
  metrics: {
    display: 'block',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  headerButton: {
    minWidth: '30px',
    height: '22px',
    paddingLeft: '4px',
    paddingRight: '4px',
    fontSize: tokens.fontSizeBase200,
  },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  /** Read by assistive technology, not shown. */
  hidden: VISUALLY_HIDDEN,
});

/** The tree's classes, with the combinations rows use merged once per view. */
export function useTreeClasses() {
  const base = useTreeStyles();
  return useMemo(
    () => ({
      ...base,
      numberCell: mergeClasses(base.cell, base.number),
      metricsCell: mergeClasses(base.cell, base.metrics),
      headerRow: mergeClasses(base.row, base.header),
      nameCellClass: mergeClasses(base.cell, base.nameCell),
      scopeNameCell: mergeClasses(base.cell, base.nameCell, base.scopeRow),
      mutedNameCell: mergeClasses(base.cell, base.nameCell, base.muted),
    }),
    [base],
  );
}

export type TreeClasses = ReturnType<typeof useTreeClasses>;
