/**
 * The four steps as a Fluent TabList: arrow keys move between the steps that can be opened, a screen reader hears
 * "tab, 2 of 4, selected" with the step's name, and each step's panel is labelled by its tab. Steps not yet
 * reachable (Documents before anything is generated; every other step while the deck is generating) are disabled.
 */
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';

export const HELPER_STEPS = [
  { step: 1, title: 'Select client priorities' },
  { step: 2, title: 'Relevant capabilities' },
  { step: 3, title: 'Generate materials' },
  { step: 4, title: 'Documents' },
] as const;
export type HelperStep = (typeof HELPER_STEPS)[number]['step'];

export const stepTabId = (step: HelperStep) => `sales-helper-step-${step}`;
export const stepPanelId = (step: HelperStep) => `sales-helper-panel-${step}`;

const useStyles = makeStyles({
  list: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid currentColor`,
    marginInlineEnd: tokens.spacingHorizontalS,
    fontVariantNumeric: 'tabular-nums',
  },
});

export function StepIndicator({
  step,
  enabled,
  onStep,
}: {
  step: HelperStep;
  enabled: (step: HelperStep) => boolean;
  onStep: (step: HelperStep) => void;
}) {
  const styles = useStyles();
  return (
    <TabList
      className={styles.list}
      aria-label="Sales helper steps"
      selectedValue={step}
      onTabSelect={(_e, d) => onStep(d.value as HelperStep)}
    >
      {HELPER_STEPS.map((s) => (
        <Tab
          key={s.step}
          id={stepTabId(s.step)}
          value={s.step}
          disabled={!enabled(s.step)}
          aria-controls={s.step === step ? stepPanelId(s.step) : undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {s.step}
          </span>
          {s.title}
        </Tab>
      ))}
    </TabList>
  );
}
