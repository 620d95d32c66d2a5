/**
 * Bridge Gap (Days) 1-60 and Mobilisation Time (Weeks) 1-12, stored as days 7-84 (spec: people settings
 * saved 0.1 s after a change); the schedule, timelines and tables follow at once (they read the draft).
 */
import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import {
  DEFAULT_PEOPLE_SETTINGS,
  GAP_OPTIONS,
  MOBILISATION_WEEK_OPTIONS,
  mobilisationDays,
  mobilisationWeeks,
} from '@portal/domain';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';

/** Spec: people settings are saved about 0.1 s after a change. */
export const PEOPLE_SETTINGS_SAVE_MS = 100;

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  field: { minWidth: '180px' },
});

export function PeopleSettings() {
  const styles = useStyles();
  const { state, editable, updateState } = useSolutionView();
  const settings = state.peopleSettings ?? DEFAULT_PEOPLE_SETTINGS;
  const change = (next: Partial<typeof settings>) =>
    updateState(
      (s) => ({ ...s, peopleSettings: { ...settings, ...s.peopleSettings, ...next } }),
      PEOPLE_SETTINGS_SAVE_MS,
    );
  return (
    <div className={styles.root}>
      <Field label="Bridge Gap (Days)" className={styles.field}>
        <Select
          value={String(settings.gap)}
          disabled={!editable}
          onChange={(_, d) => change({ gap: Number(d.value) })}
        >
          {GAP_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Mobilisation Time (Weeks)" className={styles.field}>
        <Select
          value={String(mobilisationWeeks(settings.mobilisation))}
          disabled={!editable}
          onChange={(_, d) => change({ mobilisation: mobilisationDays(Number(d.value)) })}
        >
          {MOBILISATION_WEEK_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
