import { Dropdown, Label, makeStyles, Option, tokens, useId } from '@fluentui/react-components';
import { SOLUTION_VIEW_LABELS, solutionViewsFor, type RoleId, type SolutionView } from '@portal/domain';

/** The views a role may choose, with their labels. */
export function viewOptions(role: RoleId): { value: SolutionView; label: string }[] {
  return solutionViewsFor(role).map((value) => ({ value, label: SOLUTION_VIEW_LABELS[value] }));
}

/** The view in the URL (?view=) if the role may use it, otherwise the role's first view. */
export function resolveView(role: RoleId, requested: string | null): SolutionView {
  const views = solutionViewsFor(role);
  return views.find((v) => v === requested) ?? views[0]!;
}

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '230px' },
});

export function ViewFilter({
  role,
  value,
  onChange,
}: {
  role: RoleId;
  value: SolutionView;
  onChange: (view: SolutionView) => void;
}) {
  const styles = useStyles();
  const id = useId('view-filter');
  const options = viewOptions(role);
  return (
    <span className={styles.root}>
      <Label htmlFor={id}>View</Label>
      <Dropdown
        id={id}
        className={styles.dropdown}
        value={SOLUTION_VIEW_LABELS[value]}
        selectedOptions={[value]}
        onOptionSelect={(_e, data) => {
          if (data.optionValue) onChange(data.optionValue as SolutionView);
        }}
      >
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </span>
  );
}
