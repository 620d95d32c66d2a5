/**
 * The Settings page's Estimate section (issue 19, docs/estimate.md): the contingency bands on the overall risk
 * score, project management as a percent of the effort and the level it is priced at, the margin floor and the
 * risk ceiling that call for a Deal Team approval before Close. Each input shows its message under it.
 */
import { Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { StaffingResourceLevel, TypedEstimateSettings } from '@portal/domain';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  band: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  bands: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  remove: { marginTop: '26px' },
  dropdown: { minWidth: 0, width: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const MAX_BANDS = 10;

export function EstimateSection({
  typed,
  problems,
  levels,
  onChange,
}: {
  typed: TypedEstimateSettings;
  problems: Record<string, string>;
  levels: readonly StaffingResourceLevel[];
  onChange: (next: TypedEstimateSettings) => void;
}) {
  const styles = useStyles();
  const set = (patch: Partial<TypedEstimateSettings>) => onChange({ ...typed, ...patch });
  const setBand = (i: number, patch: Partial<TypedEstimateSettings['contingencyBands'][number]>) =>
    set({ contingencyBands: typed.contingencyBands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  const level = levels.find((l) => String(l.staffingResourceLevelId) === typed.governanceLevelId);
  return (
    <>
      <Text as="h2" size={500} weight="semibold">
        Estimate
      </Text>
      <Text className={styles.muted}>
        Contingency is a percent of the expected hours, chosen by the risk assessment&apos;s overall score:
        the first band whose upper score holds it (a higher score takes the last band). A solution whose
        margin is below the floor, or whose overall risk is above the ceiling, needs a Deal Team approval
        before Close.
      </Text>
      <div className={styles.bands} role="group" aria-label="Contingency bands">
        {typed.contingencyBands.map((band, i) => (
          <div className={styles.band} key={i}>
            <Field
              label={`Band ${i + 1}: risk score up to`}
              validationMessage={problems[`contingencyBands.${i}.upTo`]}
            >
              <Input
                inputMode="decimal"
                maxLength={6}
                value={band.upTo}
                onChange={(_, d) => setBand(i, { upTo: d.value })}
              />
            </Field>
            <Field
              label={`Band ${i + 1}: contingency (%)`}
              validationMessage={problems[`contingencyBands.${i}.percent`]}
            >
              <Input
                inputMode="decimal"
                maxLength={6}
                value={band.percent}
                onChange={(_, d) => setBand(i, { percent: d.value })}
              />
            </Field>
            <Button
              className={styles.remove}
              icon={<DeleteRegular />}
              aria-label={`Remove band ${i + 1}`}
              disabled={typed.contingencyBands.length <= 1}
              onClick={() => set({ contingencyBands: typed.contingencyBands.filter((_, j) => j !== i) })}
            />
          </div>
        ))}
        {problems['contingencyBands'] ? <Text role="alert">{problems['contingencyBands']}</Text> : null}
        <div>
          <Button
            icon={<AddRegular />}
            disabled={typed.contingencyBands.length >= MAX_BANDS}
            onClick={() => set({ contingencyBands: [...typed.contingencyBands, { upTo: '', percent: '' }] })}
          >
            Add band
          </Button>
        </div>
      </div>
      <div className={styles.grid}>
        <Field label="Project management (%)" validationMessage={problems['governancePercent']}>
          <Input
            inputMode="decimal"
            maxLength={6}
            value={typed.governancePercent}
            onChange={(_, d) => set({ governancePercent: d.value })}
          />
        </Field>
        <Field label="Project management level" validationMessage={problems['governanceLevelId']}>
          <Dropdown
            className={styles.dropdown}
            value={level?.resourceLevel ?? ''}
            selectedOptions={[typed.governanceLevelId]}
            onOptionSelect={(_, d) => d.optionValue && set({ governanceLevelId: d.optionValue })}
          >
            {levels.map((l) => (
              <Option key={l.staffingResourceLevelId} value={String(l.staffingResourceLevelId)}>
                {l.resourceLevel}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Margin floor (%)" validationMessage={problems['marginFloorPercent']}>
          <Input
            inputMode="decimal"
            maxLength={6}
            value={typed.marginFloorPercent}
            onChange={(_, d) => set({ marginFloorPercent: d.value })}
          />
        </Field>
        <Field label="Risk ceiling (overall score)" validationMessage={problems['riskCeiling']}>
          <Input
            inputMode="decimal"
            maxLength={6}
            value={typed.riskCeiling}
            onChange={(_, d) => set({ riskCeiling: d.value })}
          />
        </Field>
      </div>
    </>
  );
}
