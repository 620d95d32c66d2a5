/**
 * /sales/admin/settings (spec: Settings, a Deliverables section with four numeric inputs: cycles, review, update,
 * approve; converted to number, empty becomes 0). They are the default review settings of every deliverable: a
 * solution without a default of its own shows and documents these. The Estimate, "Changed since approval", Bank
 * holidays and Commercial terms sections (estimate-section.tsx, history-section.tsx, bank-holidays-section.tsx,
 * commercial-section.tsx) are saved with them. Saved with If-Match, then 'Saved!' for about 1.5 s. Admins only.
 */
import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  commercialSettingsFromTyped,
  DEFAULT_COMMERCIAL_SETTINGS,
  DEFAULT_ESTIMATE_SETTINGS,
  typedCommercialSettingsOf,
  type TypedCommercialSettings,
  DEFAULT_HISTORY_SETTINGS,
  DELIVERABLE_REVIEW_FIELDS,
  DELIVERABLE_REVIEW_MAX,
  estimateSettingsFromTyped,
  historySettingsFromTyped,
  typedHistorySettingsOf,
  type TypedHistorySettings,
  typedEstimateSettingsOf,
  type TypedEstimateSettings,
  settingInputProblem,
  settingInputValue,
  type BankHolidayRegion,
  type DeliverableReviewDefaults,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { apiFieldErrors, sentence } from '../../lib/admin/field-errors.ts';
import { useReferenceList } from '../../lib/data/reference-lists.ts';
import { useSavedFlag } from '../../lib/admin/saved-flag.ts';
import { UnsavedChangesGuard } from '../../lib/admin/unsaved-changes.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { refreshSettings, saveSettings, useSettings } from '../../lib/data/settings.ts';
import { CommercialSection } from './commercial-section.tsx';
import { BankHolidaysSection } from './bank-holidays-section.tsx';
import { EstimateSection } from './estimate-section.tsx';
import { HistorySection } from './history-section.tsx';

export const ADMINS_ONLY = 'Only admins can change the settings.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '900px' },
  card: {
    padding: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Typed = Record<keyof DeliverableReviewDefaults, string>;
/** The API's field messages of one section ('estimate.riskCeiling'), keyed within the section. */
const sectionProblems = (problems: Record<string, string>, section: string) =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([k]) => k.startsWith(`${section}.`))
      .map(([k, v]) => [k.slice(section.length + 1), v]),
  );

const typedOf = (d: DeliverableReviewDefaults): Typed => ({
  cycles: String(d.cycles),
  review: String(d.review),
  update: String(d.update),
  approve: String(d.approve),
});

export default function SettingsPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const stored = useSettings(admin);
  const [typed, setTyped] = useState<Typed | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | undefined>(undefined);
  const [saved, showSaved] = useSavedFlag();
  const [typedEstimate, setTypedEstimate] = useState<TypedEstimateSettings | undefined>(undefined);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const levels = useReferenceList('staffing-levels', admin);
  const storedEstimate = stored.data?.settings.estimate ?? DEFAULT_ESTIMATE_SETTINGS;
  const estimateValues = useMemo(
    () => typedEstimate ?? typedEstimateSettingsOf(storedEstimate),
    [typedEstimate, storedEstimate],
  );
  const estimate = useMemo(() => estimateSettingsFromTyped(estimateValues), [estimateValues]);
  const [typedHistory, setTypedHistory] = useState<TypedHistorySettings | undefined>(undefined);
  const storedHistory = stored.data?.settings.history ?? DEFAULT_HISTORY_SETTINGS;
  const historyValues = useMemo(
    () => typedHistory ?? typedHistorySettingsOf(storedHistory),
    [typedHistory, storedHistory],
  );
  const history = useMemo(() => historySettingsFromTyped(historyValues), [historyValues]);
  const [typedCommercial, setTypedCommercial] = useState<TypedCommercialSettings | undefined>(undefined);
  const storedCommercial = stored.data?.settings.commercial ?? DEFAULT_COMMERCIAL_SETTINGS;
  const commercialValues = useMemo(
    () => typedCommercial ?? typedCommercialSettingsOf(storedCommercial),
    [typedCommercial, storedCommercial],
  );
  const commercial = useMemo(() => commercialSettingsFromTyped(commercialValues), [commercialValues]);
  const [chosenRegion, setChosenRegion] = useState<BankHolidayRegion | undefined>(undefined);
  const storedRegion = stored.data?.bankHolidays.region;
  const region = chosenRegion ?? storedRegion;

  if (!admin)
    return <AdminPage title={title} className={styles.root} allowed={false} notAllowed={ADMINS_ONLY} />;

  const current = stored.data ? typedOf(stored.data.settings.deliverableReview) : undefined;
  const values = typed ?? current;
  const parsed = values
    ? DELIVERABLE_REVIEW_FIELDS.map((f) => [f, settingInputValue(values[f.key])] as const)
    : [];
  const invalid =
    parsed.some(([, v]) => v === undefined) || !estimate.value || !history.value || !commercial.value;
  const next = Object.fromEntries(parsed.map(([f, v]) => [f.key, v ?? 0])) as DeliverableReviewDefaults;
  const dirty = Boolean(
    stored.data &&
    ((typed && JSON.stringify(next) !== JSON.stringify(stored.data.settings.deliverableReview)) ||
      (typedEstimate && JSON.stringify(estimate.value) !== JSON.stringify(storedEstimate)) ||
      (typedHistory && JSON.stringify(history.value) !== JSON.stringify(storedHistory)) ||
      (typedCommercial && JSON.stringify(commercial.value) !== JSON.stringify(storedCommercial)) ||
      (chosenRegion && chosenRegion !== storedRegion)),
  );

  const save = async () => {
    if (!stored.data || invalid || !estimate.value || !history.value || !commercial.value) return;
    setSaving(true);
    setProblem(undefined);
    setServerProblems({});
    try {
      // The one cached settings (lib/data): the builder's defaults follow at once.
      await saveSettings(
        {
          deliverableReview: next,
          estimate: estimate.value,
          history: history.value,
          commercial: commercial.value,
          ...(region ? { bankHolidayRegion: region } : {}),
        },
        stored.data.etag,
      );
      setTyped(undefined);
      setTypedEstimate(undefined);
      setTypedHistory(undefined);
      setTypedCommercial(undefined);
      setChosenRegion(undefined);
      showSaved();
      void refreshAuditTrail('settings');
    } catch (err) {
      // The API keys the sections' fields 'estimate.riskCeiling': shown under their inputs.
      setServerProblems(
        Object.fromEntries(Object.entries(apiFieldErrors(err)).map(([k, v]) => [k, sentence(v)])),
      );
      setProblem({
        text: isApiError(err) ? err.message : 'The settings could not be saved. Try again.',
        stale: isApiError(err) && err.status === 409,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage
      title={title}
      className={styles.root}
      loading={!values}
      loadingLabel="Loading settings…"
      error={stored.error}
      errorText="The settings could not be loaded."
      onRetry={() => void refreshSettings()}
    >
      {values ? (
        <Card className={styles.card}>
          <Text as="h2" size={500} weight="semibold">
            Deliverables
          </Text>
          <Text className={styles.muted}>
            The default review settings of every deliverable: review cycles, and the days for the
            client&apos;s review, the update and the approval. Solutions without a default of their own use
            these. Whole numbers from 0 to {DELIVERABLE_REVIEW_MAX}; an empty field counts as 0 (a solution
            uses at least 1).
          </Text>
          <form
            className={styles.grid}
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {DELIVERABLE_REVIEW_FIELDS.map(({ key, label, unit }) => (
              <Field
                key={key}
                label={unit === 'days' ? `${label} (days)` : label}
                validationMessage={
                  settingInputValue(values[key]) === undefined ? settingInputProblem(unit) : undefined
                }
              >
                <Input
                  inputMode="numeric"
                  value={values[key]}
                  maxLength={4}
                  onChange={(_, d) => setTyped({ ...values, [key]: d.value })}
                />
              </Field>
            ))}
            <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
          </form>
          <EstimateSection
            typed={estimateValues}
            problems={{ ...sectionProblems(serverProblems, 'estimate'), ...estimate.problems }}
            levels={levels.data ?? []}
            onChange={(v) => {
              setServerProblems({});
              setTypedEstimate(v);
            }}
          />
          <HistorySection
            typed={historyValues}
            problems={{ ...sectionProblems(serverProblems, 'history'), ...history.problems }}
            onChange={(v) => {
              setServerProblems({});
              setTypedHistory(v);
            }}
          />
          <CommercialSection
            typed={commercialValues}
            problems={{ ...sectionProblems(serverProblems, 'commercial'), ...commercial.problems }}
            onChange={(v) => {
              setServerProblems({});
              setTypedCommercial(v);
            }}
          />
          {region && stored.data ? (
            <BankHolidaysSection
              region={region}
              view={stored.data.bankHolidays}
              problem={serverProblems.bankHolidayRegion}
              onChange={(r) => {
                setServerProblems({});
                setChosenRegion(r);
              }}
            />
          ) : null}
          <div className={styles.toolbar}>
            <Button
              appearance="primary"
              disabled={!dirty || invalid || saving}
              icon={saving ? <Spinner size="tiny" aria-label="Saving" /> : undefined}
              onClick={() => void save()}
            >
              Save Changes
            </Button>
            <span role="status">{saved ? <span className={styles.saved}>Saved!</span> : null}</span>
          </div>
        </Card>
      ) : null}
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem.text}</MessageBarBody>
          {problem.stale ? (
            <MessageBarActions>
              <Button
                onClick={() => {
                  setProblem(undefined);
                  setTyped(undefined);
                  setTypedEstimate(undefined);
                  setTypedHistory(undefined);
                  setTypedCommercial(undefined);
                  setChosenRegion(undefined);
                  void refreshSettings();
                }}
              >
                Reload (discard my changes)
              </Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      <AuditTrail area="settings" title="Recent changes to settings" />
      <UnsavedChangesGuard dirty={dirty} />
    </AdminPage>
  );
}
