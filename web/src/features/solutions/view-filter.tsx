import { Dropdown, Label, makeStyles, Option, tokens, useId } from '@fluentui/react-components';
import {
  canCreateSolution,
  SOLUTION_VIEW_LABELS,
  solutionViewsFor,
  type RoleId,
  type SolutionView,
} from '@portal/domain';

/** The views a role may choose, with their labels. */
export function viewOptions(role: RoleId): { value: SolutionView; label: string }[] {
  return solutionViewsFor(role).map((value) => ({ value, label: SOLUTION_VIEW_LABELS[value] }));
}

/**
 * The view a role's list opens on (issue 30, ADR 0056): All for an admin and for the provider roles that read
 * solutions without making them (owners, reviewers), whose 'Created by me' would stay empty; 'Created by me' for
 * those who make solutions their own.
 */
export function defaultView(role: RoleId): SolutionView {
  const views = solutionViewsFor(role);
  const readsAll = views.includes('all') && (role === 'ADMIN' || !canCreateSolution(role));
  return readsAll ? 'all' : views[0]!;
}

/** The view in the URL (?view=) if the role may use it, otherwise the role's default view. */
export function resolveView(role: RoleId, requested: string | null): SolutionView {
  return solutionViewsFor(role).find((v) => v === requested) ?? defaultView(role);
}

/** What an empty list offers instead: All where the role has it, else the partner's other own view. */
export function widerView(
  role: RoleId,
  view: SolutionView,
): { view: SolutionView; label: string } | undefined {
  const views = solutionViewsFor(role);
  if (views.includes('all')) return view === 'all' ? undefined : { view: 'all', label: 'Show all solutions' };
  return view === 'created'
    ? { view: 'assigned', label: 'Show the solutions assigned to me' }
    : { view: 'created', label: 'Show the solutions I created' };
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
