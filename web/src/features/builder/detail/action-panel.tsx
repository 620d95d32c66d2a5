/**
 * The side panel of an action (spec: Step content, step 5 adjustments): effort, Work in Parallel and Work in
 * Tranches (whole numbers 1-100), AEP phase, sequential flag, metrics (effort per unit and quantity, saved
 * 500 ms after the last edit), roles, dependency actions and the child item lists. Read-only: the same panel
 * without inputs.
 */
import { Dropdown, Field, mergeClasses, Option, Switch, Text } from '@fluentui/react-components';
import {
  ACTION_SETTING_LABELS as LABELS,
  actionTotal,
  AEP_PHASES,
  DEFAULT_AEP_PHASE,
  EFFORT_RULE,
  METRIC_QUANTITY_RULE,
  PARALLEL_RULE,
  TRANCHES_RULE,
  WAVE_SIZE_RULE,
  mapAction,
  type Action,
  type Metric,
  type NumberRule,
} from '@portal/domain';
import { SafeText } from '../../../lib/sanitize.ts';
import { NumberInput } from '../metrics/number-input.tsx';
import { useBuilderStore } from '../state/builder-context.tsx';
import { formatNumber } from '../tree/tree-format.ts';
import { ActionDependencies } from './action-dependencies.tsx';
import { ActionRoles } from './action-roles.tsx';
import { CHILD_ITEM_ORDER } from './child-item-kinds.ts';
import { ChildItemsSection } from './child-items.tsx';
import { usePanelStyles } from './panel-styles.ts';

/** Metric edits are saved this long after the last change (spec: metric edits debounce 500 ms). */
export const METRIC_EDIT_SAVE_DELAY_MS = 500;

interface PanelProps {
  action: Action;
  editable: boolean;
  leadProvider: boolean;
}

function useActionEdit(actionId: string) {
  const store = useBuilderStore();
  return (change: (a: Action) => Action, delayMs?: number) =>
    store.editTree((tree) => mapAction(tree, actionId, change), delayMs);
}

/** A number setting of the action: an input named by its label, or the figure when read-only. */
function NumberSetting({
  label,
  editable,
  value,
  shown = value,
  rule,
  onValue,
}: {
  label: string;
  editable: boolean;
  value: number;
  /** The read-only figure (the value as is by default). */
  shown?: string | number;
  rule: NumberRule;
  onValue: (value: number) => void;
}) {
  const styles = usePanelStyles();
  return editable ? (
    <NumberInput
      label={label}
      fieldLabel={label}
      className={styles.fill}
      value={value}
      rule={rule}
      onValue={onValue}
    />
  ) : (
    <Field label={label}>
      <Text className={styles.number}>{shown}</Text>
    </Field>
  );
}

function Settings({ action, editable, leadProvider }: PanelProps) {
  const styles = usePanelStyles();
  const edit = useActionEdit(action.id);
  const phase = action.aepPhase ?? DEFAULT_AEP_PHASE;
  const sequential = action.sequential ?? true;
  return (
    <section className={styles.section} aria-label="Settings">
      {action.description ? <SafeText html={action.description} /> : null}
      <div className={styles.fields}>
        <NumberSetting
          label={LABELS.effort}
          editable={editable}
          value={action.effort}
          shown={formatNumber(action.effort)}
          rule={EFFORT_RULE}
          onValue={(effort) => edit((a) => ({ ...a, effort }))}
        />
        <NumberSetting
          label={LABELS.parallel}
          editable={editable}
          value={action.parallel ?? 0}
          rule={PARALLEL_RULE}
          onValue={(parallel) => edit((a) => ({ ...a, parallel }))}
        />
        <NumberSetting
          label={LABELS.tranches}
          editable={editable}
          value={action.tranches ?? 0}
          rule={TRANCHES_RULE}
          onValue={(tranches) => edit((a) => ({ ...a, tranches }))}
        />
        {phase === 'Deploy' && action.metrics?.some((m) => m.value > 0) ? (
          <NumberSetting
            label={LABELS.waveSize}
            editable={editable}
            value={action.waveSize ?? 0}
            shown={action.waveSize ? formatNumber(action.waveSize) : 'No limit'}
            rule={WAVE_SIZE_RULE}
            onValue={(waveSize) => edit((a) => ({ ...a, waveSize }))}
          />
        ) : null}
        <Field label={LABELS.aepPhase}>
          {editable ? (
            <Dropdown
              size="small"
              className={styles.fill}
              aria-label={LABELS.aepPhase}
              value={phase}
              selectedOptions={[phase]}
              onOptionSelect={(_, d) => {
                const next = AEP_PHASES.find((p) => p === d.optionValue);
                if (next) edit((a) => ({ ...a, aepPhase: next }));
              }}
            >
              {AEP_PHASES.map((p) => (
                <Option key={p} value={p}>
                  {p}
                </Option>
              ))}
            </Dropdown>
          ) : (
            <Text>{phase}</Text>
          )}
        </Field>
        <Field label={LABELS.sequential}>
          <Switch
            aria-label={LABELS.sequential}
            checked={sequential}
            disabled={!editable}
            onChange={(_, d) => edit((a) => ({ ...a, sequential: d.checked }))}
          />
        </Field>
        {leadProvider ? (
          <Field label="Total effort">
            <Text
              weight="semibold"
              className={styles.number}
            >{`${formatNumber(actionTotal(action))} h`}</Text>
          </Field>
        ) : null}
      </div>
    </section>
  );
}

function Metrics({ action, editable }: PanelProps) {
  const styles = usePanelStyles();
  const edit = useActionEdit(action.id);
  const metrics = action.metrics ?? [];
  const setMetric = (id: string, change: Partial<Metric>) =>
    edit(
      (a) => ({ ...a, metrics: (a.metrics ?? []).map((m) => (m.id === id ? { ...m, ...change } : m)) }),
      METRIC_EDIT_SAVE_DELAY_MS,
    );
  return (
    <section className={styles.section} aria-label="Metrics">
      <Text weight="semibold">Metrics</Text>
      {metrics.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.th}>Metric</th>
              <th className={mergeClasses(styles.th, styles.narrow)}>Effort per unit</th>
              <th className={mergeClasses(styles.th, styles.narrow)}>Quantity</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((m) => (
              <tr key={m.id}>
                <td className={styles.td}>{m.name}</td>
                <td className={styles.td}>
                  {editable ? (
                    <NumberInput
                      label={`Effort per unit of ${m.name}`}
                      className={styles.fill}
                      value={m.effort}
                      rule={EFFORT_RULE}
                      onValue={(effort) => setMetric(m.id, { effort })}
                    />
                  ) : (
                    <span className={styles.number}>{formatNumber(m.effort)}</span>
                  )}
                </td>
                <td className={styles.td}>
                  {editable ? (
                    <NumberInput
                      label={`Quantity of ${m.name}`}
                      className={styles.fill}
                      value={m.value}
                      rule={METRIC_QUANTITY_RULE}
                      onValue={(value) => setMetric(m.id, { value })}
                    />
                  ) : (
                    <span className={styles.number}>{m.value}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ActionPanel(props: PanelProps) {
  const styles = usePanelStyles();
  return (
    <div className={styles.body}>
      <Settings {...props} />
      <Metrics {...props} />
      <ActionRoles action={props.action} editable={props.editable} />
      <ActionDependencies action={props.action} editable={props.editable} />
      {CHILD_ITEM_ORDER.map((kind) => (
        <ChildItemsSection key={kind} action={props.action} kind={kind} editable={props.editable} />
      ))}
    </div>
  );
}
