/**
 * The relevance table itself: Area, Name, Description, EX, CS, ROI, TCO, OE. While editing, each score is a Fluent
 * Input in a Field (tab order runs row by row, EX to OE) showing exactly what was typed; text that is not a score
 * gets the Field's error message (issue 30). A changed score is marked. Headers stay in view while the table
 * scrolls inside its region.
 */
import {
  Field,
  Input,
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
import {
  CLIENT_PRIORITIES,
  relevanceCell,
  type CapabilityRelevanceRow,
  type PriorityKey,
  type RelevanceEdits,
} from '@portal/domain';
import { memo } from 'react';

const useStyles = makeStyles({
  region: {
    maxHeight: 'max(360px, calc(100vh - 330px))',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  table: { tableLayout: 'fixed', width: '100%' },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  area: { width: '96px' },
  name: { width: '20%' },
  score: {
    width: '64px',
    '& .fui-TableHeaderCell__button': { justifyContent: 'center' },
  },
  // Room for the field message under an input.
  scoreEditing: { width: '104px' },
  scoreCell: { justifyContent: 'center', textAlign: 'center' },
  description: { color: tokens.colorNeutralForeground2 },
  field: { alignItems: 'center', textAlign: 'start' },
  input: { width: '56px', minWidth: '56px' },
  inputField: { textAlign: 'center' },
  changed: {
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export interface RelevanceTableProps {
  rows: readonly CapabilityRelevanceRow[];
  edits: RelevanceEdits;
  editing: boolean;
  onType: (row: CapabilityRelevanceRow, key: PriorityKey, typed: string) => void;
}

const ScoreCell = memo(function ScoreCell({
  row,
  priority,
  text,
  message,
  changed,
  editing,
  onType,
}: {
  row: CapabilityRelevanceRow;
  priority: (typeof CLIENT_PRIORITIES)[number];
  text: string;
  message: string | undefined;
  changed: boolean;
  editing: boolean;
  onType: RelevanceTableProps['onType'];
}) {
  const styles = useStyles();
  return (
    <TableCell className={mergeClasses(styles.scoreCell, changed && styles.changed)}>
      {editing ? (
        <Field
          size="small"
          className={styles.field}
          validationState={message ? 'error' : 'none'}
          validationMessage={message}
        >
          <Input
            size="small"
            className={styles.input}
            input={{ className: styles.inputField }}
            inputMode="numeric"
            aria-label={`${priority.label} score of ${row.name}`}
            value={text}
            onChange={(_, d) => onType(row, priority.key, d.value)}
          />
        </Field>
      ) : (
        <Text>{text}</Text>
      )}
    </TableCell>
  );
});

export function RelevanceTable({ rows, edits, editing, onType }: RelevanceTableProps) {
  const styles = useStyles();
  return (
    // The region scrolls; it is focusable so that keyboard users can scroll it when it holds no inputs.
    <div className={styles.region} role="region" aria-label="Capability relevance scores" tabIndex={0}>
      <Table className={styles.table} aria-label="Capability relevance" size="small">
        <TableHeader className={styles.head}>
          <TableRow>
            <TableHeaderCell className={styles.area}>Area</TableHeaderCell>
            <TableHeaderCell className={styles.name}>Name</TableHeaderCell>
            <TableHeaderCell>Description</TableHeaderCell>
            {CLIENT_PRIORITIES.map((p) => (
              <TableHeaderCell
                key={p.key}
                className={mergeClasses(styles.score, editing && styles.scoreEditing)}
              >
                <abbr title={p.name}>{p.key}</abbr>
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.area}</TableCell>
              <TableCell>
                <Text weight="semibold">{row.name}</Text>
              </TableCell>
              <TableCell className={styles.description}>{row.description}</TableCell>
              {CLIENT_PRIORITIES.map((p) => {
                const cell = relevanceCell(row, edits, p.key);
                return (
                  <ScoreCell
                    key={p.key}
                    row={row}
                    priority={p}
                    text={cell.text}
                    message={cell.message}
                    changed={cell.changed}
                    editing={editing}
                    onType={onType}
                  />
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
