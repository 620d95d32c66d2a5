/**
 * A date field in UK form (Fluent's DatePicker): shown as '12 November 2026', typed day first ('12/11/2026') or in
 * words, weeks from Monday; the value is a calendar date 'YYYY-MM-DD' ('' for none), as the contracts keep dates.
 * The browser's own date input shows the browser's locale (11/12/2026 in an American one), so it is not used.
 */
import { DayOfWeek } from '@fluentui/react-calendar-compat';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { formatDateLong, parseUkDate } from '@portal/domain';

export interface UkDatePickerProps {
  value: string;
  onChange: (isoDate: string) => void;
  disabled?: boolean;
  className?: string;
}

const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Noon local time: a calendar date never moves a day with the time zone. */
const dateOf = (iso: string) => (iso ? new Date(`${iso}T12:00:00`) : null);

export function UkDatePicker({ value, onChange, disabled, className }: UkDatePickerProps) {
  return (
    <DatePicker
      className={className}
      value={dateOf(value)}
      allowTextInput
      firstDayOfWeek={DayOfWeek.Monday}
      placeholder="Choose or type a date"
      disabled={disabled}
      formatDate={(date) => (date ? formatDateLong(isoOf(date)) : '')}
      parseDateFromString={(text) => dateOf(parseUkDate(text))}
      onSelectDate={(date) => onChange(date ? isoOf(date) : '')}
    />
  );
}
