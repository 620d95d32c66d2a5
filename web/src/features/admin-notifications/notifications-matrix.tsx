/**
 * The matrix (spec: regions against the six solution areas, expandable Global > area > region > country, row
 * indents 20, 40, 60, 100 px): a row header that expands its row, then one button per solution area that shows
 * who receives what in words (name, then the notifications switched on) and opens the cell's edit dialog.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  NOTIFICATION_KINDS,
  settingAt,
  type NotificationKind,
  type NotificationSetting,
  type SolutionArea,
} from '@portal/domain';
import { cellAt, ROW_INDENT, settingsBelow, type MatrixRow } from './matrix-rows.ts';

/** The short words a cell shows for each notification switched on (the legend above the matrix explains them). */
export const SHORT_LABELS: Record<NotificationKind, string> = {
  solutionSubmitted: 'Submitted',
  architectAssigned: 'Architect',
  dailySummary: 'Daily',
  weeklySymmary: 'Weekly',
};

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '960px', tableLayout: 'fixed' },
  placeColumn: { width: '210px' },
  areaHeader: { verticalAlign: 'bottom', whiteSpace: 'normal', lineHeight: tokens.lineHeightBase200 },
  placeCell: { paddingRight: tokens.spacingHorizontalXS, verticalAlign: 'top', paddingTop: '6px' },
  place: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '32px' },
  toggle: {
    minWidth: 0,
    justifyContent: 'flex-start',
    textAlign: 'left',
    paddingLeft: 0,
    fontWeight: tokens.fontWeightRegular,
  },
  strong: { fontWeight: tokens.fontWeightSemibold },
  leaf: { paddingLeft: '24px' },
  below: {
    display: 'block',
    paddingLeft: '24px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  cell: { padding: tokens.spacingHorizontalXXS, verticalAlign: 'top' },
  cellButton: {
    width: '100%',
    minWidth: 0,
    height: 'auto',
    minHeight: '44px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightRegular,
  },
  set: {
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  empty: { color: tokens.colorNeutralForeground3 },
  recipient: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'break-word',
    wordBreak: 'break-word',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  flags: { display: 'flex', flexWrap: 'wrap', gap: '2px 6px', fontSize: tokens.fontSizeBase200 },
  /** Read by screen readers only: which cell a button edits, for those who tab through the buttons. */
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  off: { color: tokens.colorNeutralForeground2, fontStyle: 'italic', fontSize: tokens.fontSizeBase200 },
});

function CellSummary({ setting }: { setting: NotificationSetting | undefined }) {
  const styles = useStyles();
  if (!setting) return <span className={styles.empty}>No recipient</span>;
  const on = NOTIFICATION_KINDS.filter((k) => setting.notifications[k]);
  return (
    <>
      <span className={styles.recipient} title={setting.recipient.email}>
        {setting.recipient.name || setting.recipient.email}
      </span>
      {on.length ? (
        <span className={styles.flags}>
          {on.map((k) => (
            <span key={k}>{SHORT_LABELS[k]}</span>
          ))}
        </span>
      ) : (
        <span className={styles.off}>Nothing switched on</span>
      )}
    </>
  );
}

export interface NotificationsMatrixProps {
  rows: MatrixRow[];
  solutionAreas: SolutionArea[];
  settings: NotificationSetting[];
  expanded: ReadonlySet<string>;
  onToggle: (row: MatrixRow) => void;
  onEdit: (row: MatrixRow, area: SolutionArea) => void;
}

export function NotificationsMatrix({
  rows,
  solutionAreas,
  settings,
  expanded,
  onToggle,
  onEdit,
}: NotificationsMatrixProps) {
  const styles = useStyles();
  return (
    <div className={styles.scroller}>
      <Table aria-label="Notification recipients by place and solution area" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.placeColumn}>Place</TableHeaderCell>
            {solutionAreas.map((a) => (
              <TableHeaderCell key={a.id} className={styles.areaHeader}>
                {a.name}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const open = expanded.has(row.key);
            const below = row.children.length && !open ? settingsBelow(row, settings) : 0;
            return (
              <TableRow key={row.key} data-level={row.level}>
                <TableCell
                  role="rowheader"
                  className={styles.placeCell}
                  style={{ paddingLeft: `${ROW_INDENT[row.level]}px` }}
                >
                  <div className={styles.place}>
                    {row.children.length ? (
                      <Button
                        appearance="transparent"
                        className={mergeClasses(styles.toggle, row.level === 'global' && styles.strong)}
                        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                        aria-expanded={open}
                        onClick={() => onToggle(row)}
                      >
                        {row.name}
                      </Button>
                    ) : (
                      <Text className={styles.leaf}>{row.name}</Text>
                    )}
                  </div>
                  {below ? (
                    <span className={styles.below}>
                      {below} recipient{below === 1 ? '' : 's'} below
                    </span>
                  ) : null}
                </TableCell>
                {solutionAreas.map((area) => {
                  const setting = settingAt(settings, cellAt(row, area.id));
                  return (
                    <TableCell key={area.id} className={styles.cell}>
                      <Button
                        appearance="subtle"
                        className={mergeClasses(styles.cellButton, setting && styles.set)}
                        onClick={() => onEdit(row, area)}
                        data-cell={`${area.id}|${row.key}`}
                      >
                        <CellSummary setting={setting} />
                        <span className={styles.hidden}>{`: ${area.name}, ${row.name}`}</span>
                      </Button>
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
