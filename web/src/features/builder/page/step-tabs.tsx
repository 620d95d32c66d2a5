/**
 * The step indicator: the builder tabs of the kind of user. A tab is clickable only up to the furthest
 * step visited; choosing one moves there (and saves).
 */
import { Tab, TabList } from '@fluentui/react-components';
import { isTabEnabled, stepTabs, tabForStep, type UserKind } from '@portal/domain';
import { useBuilder } from '../state/builder-context.tsx';

export function StepTabs({
  kind,
  shown,
  busy,
  onSelect,
}: {
  kind: UserKind;
  /** The step on screen. */
  shown: number;
  busy: boolean;
  onSelect: (step: number) => void;
}) {
  const steps = useBuilder((s) => s.draft.state.steps);
  const selected = tabForStep(kind, shown);
  return (
    <TabList
      selectedValue={selected}
      onTabSelect={(_e, data) => {
        const step = Number(data.value);
        if (step !== selected) onSelect(step);
      }}
      aria-label="Builder steps"
    >
      {stepTabs(kind).map((tab) => (
        <Tab
          key={tab.step}
          value={tab.step}
          disabled={tab.step !== selected && (busy || !isTabEnabled(tab.step, steps, kind))}
        >
          {tab.label}
        </Tab>
      ))}
    </TabList>
  );
}
