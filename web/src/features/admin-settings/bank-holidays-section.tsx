/**
 * The Settings page's Bank holidays section (issue 29, ADR 0050): whose UK bank holidays plans skip (England and
 * Wales by default, Scotland or Northern Ireland), and the bank holidays of the next two years plans will use with
 * the region chosen, as the API computed them (the settings carry each region's), in UK dates.
 */
import { Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import {
  BANK_HOLIDAY_REGION_NAMES,
  BANK_HOLIDAY_REGIONS,
  bankHolidayRegionSchema,
  formatBankHolidays,
  type BankHolidayRegion,
  type BankHolidaysView,
} from '@portal/domain';
import { useId } from 'react';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  dates: { maxWidth: '80ch' },
});

export function BankHolidaysSection({
  region,
  view,
  problem,
  onChange,
}: {
  /** The region chosen on the page (the stored one until the admin picks another). */
  region: BankHolidayRegion;
  view: BankHolidaysView;
  problem?: string | undefined;
  onChange: (next: BankHolidayRegion) => void;
}) {
  const styles = useStyles();
  const datesId = useId();
  const upcoming = view.upcoming[region];
  return (
    <>
      <Text as="h2" size={500} weight="semibold">
        Bank holidays
      </Text>
      <Text className={styles.muted}>
        Plans do not put work on bank holidays: the delivery start, every action&apos;s dates, the People
        figures, the estimate&apos;s duration and the documents skip them. Choose whose bank holidays apply;
        those of the next two years are listed below. A client registered in Scotland or Northern Ireland has
        its own nation&apos;s bank holidays in its plans.
      </Text>
      <Field label="Bank holidays of" validationMessage={problem}>
        <RadioGroup
          layout="horizontal"
          value={region}
          aria-describedby={datesId}
          onChange={(_, d) => {
            const next = bankHolidayRegionSchema.safeParse(d.value);
            if (next.success) onChange(next.data);
          }}
        >
          {BANK_HOLIDAY_REGIONS.map((r) => (
            <Radio key={r} value={r} label={BANK_HOLIDAY_REGION_NAMES[r]} />
          ))}
        </RadioGroup>
      </Field>
      <Text id={datesId} className={styles.dates} role="status">
        Bank holidays used in plans: {formatBankHolidays(upcoming)}.
        {region === view.region ? '' : ' Plans use them once you save.'}
      </Text>
    </>
  );
}
