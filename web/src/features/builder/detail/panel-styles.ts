import { makeStyles, tokens } from '@fluentui/react-components';

export const usePanelStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sectionTitle: { flexGrow: 1 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingTop: '2px',
    paddingBottom: '2px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  itemText: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
    fontSize: tokens.fontSizeBase300,
  },
  th: {
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: '2px',
    paddingBottom: '2px',
    paddingRight: tokens.spacingHorizontalS,
  },
  td: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    paddingTop: '2px',
    paddingBottom: '2px',
    paddingRight: tokens.spacingHorizontalS,
    verticalAlign: 'middle',
  },
  // Narrow number columns leave the name column (e.g. a role picker) room to read 'Solution Architect'.
  // Wide enough for '100' in a small input and its padding, so the box never runs under the next column.
  narrow: { width: '64px' },
  tiny: { width: '32px' },
  /** Inputs and dropdowns fill their cell or grid column instead of their own minimum width. */
  fill: { width: '100%', minWidth: 0 },
  number: { fontVariantNumeric: 'tabular-nums' },
});
