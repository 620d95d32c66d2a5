/**
 * The rate card's grid: one row per staffing level, four pound inputs per row (onshore cost and price, offshore cost
 * and price per hour), each with its field message under it. The level's own type (onshore or offshore) is not
 * shown: every level has both columns, and a role's location, not its level's type, picks the column (issue 30).
 */
import {
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import {
  RATE_COLUMNS,
  rateKey,
  type RateField,
  type StaffingResourceLevel,
  type TypedRates,
} from '@portal/domain';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minWidth: '880px' },
  level: { width: '220px' },
  input: { width: '100%', minWidth: '90px' },
  cell: {
    verticalAlign: 'top',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
});

// The columns (RATE_COLUMNS) are the domain's, so the recent changes name a rate as this page does (issue 30).

export function RateTable({
  levels,
  typed,
  problems,
  onChange,
}: {
  levels: readonly StaffingResourceLevel[];
  typed: TypedRates;
  problems: Record<string, string>;
  onChange: (key: string, field: RateField, value: string) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} size="small" aria-label="Rates per hour by staffing level">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.level}>Staffing level</TableHeaderCell>
            {RATE_COLUMNS.map((c) => (
              <TableHeaderCell key={c.label}>{c.label} (£/h)</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {levels.map((level) => (
            <TableRow key={level.staffingResourceLevelId}>
              <TableCell className={styles.cell}>{level.resourceLevel}</TableCell>
              {RATE_COLUMNS.map((c) => {
                const key = rateKey(level.staffingResourceLevelId, c.location);
                const problem = problems[`${key}|${c.field}`];
                return (
                  <TableCell key={c.label} className={styles.cell}>
                    <Field validationMessage={problem} validationState={problem ? 'error' : 'none'}>
                      <Input
                        className={styles.input}
                        inputMode="decimal"
                        maxLength={12}
                        aria-label={`${level.resourceLevel} ${c.label.toLowerCase()} per hour in pounds`}
                        value={typed[key]?.[c.field] ?? ''}
                        onChange={(_, d) => onChange(key, c.field, d.value)}
                      />
                    </Field>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
