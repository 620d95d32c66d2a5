/**
 * The five client priorities (spec §2, §9): Employee Experience (EX), Cyber Security (CS), Increased ROI (ROI),
 * Reduced TCO (TCO), Operational Efficiency (OE), each N/A, Low, Medium or High, or unset ('Not set', the
 * selector's placeholder; clearing a selector unsets it).
 */
import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import {
  CLIENT_PRIORITIES,
  ENGAGEMENT_PRIORITY_LABELS,
  ENGAGEMENT_PRIORITY_OPTIONS,
  UNSET_PRIORITY,
  type EngagementPriorities,
  type EngagementPriority,
  type PriorityKey,
} from '@portal/domain';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // Five in a row from 1,024 px; a label that wraps keeps the selectors on one line (aligned at the bottom).
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalL,
  },
  dropdown: { minWidth: '0', width: '100%' },
});

export function PrioritySelectors({
  priorities,
  disabled,
  onChange,
}: {
  priorities: EngagementPriorities;
  disabled: boolean;
  onChange: (key: PriorityKey, value: EngagementPriority) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {CLIENT_PRIORITIES.map((p) => {
        const value = priorities[p.key];
        return (
          <Field key={p.key} label={p.label}>
            <Dropdown
              className={styles.dropdown}
              placeholder={ENGAGEMENT_PRIORITY_LABELS[UNSET_PRIORITY]}
              clearable
              disabled={disabled}
              value={value === UNSET_PRIORITY ? '' : ENGAGEMENT_PRIORITY_LABELS[value]}
              selectedOptions={value === UNSET_PRIORITY ? [] : [String(value)]}
              onOptionSelect={(_e, data) =>
                onChange(
                  p.key,
                  data.optionValue === undefined
                    ? UNSET_PRIORITY
                    : (Number(data.optionValue) as EngagementPriority),
                )
              }
            >
              {ENGAGEMENT_PRIORITY_OPTIONS.map((o) => (
                <Option key={o.value} value={String(o.value)}>
                  {o.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      })}
    </div>
  );
}
