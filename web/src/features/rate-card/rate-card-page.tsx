/**
 * /sales/admin/rate-card (issue 19, docs/estimate.md): the cost and price per hour of each staffing level, onshore
 * and offshore, in pounds. Admins only, in both modes. A save sends the whole card with If-Match and makes a new
 * version (solutions keep the version they were priced with until their user takes the newer one); a stale save
 * opens a dialog with Reload. While the seeded sample rates are unchanged, a message bar says so. Save stands beside
 * the card's heading, in sight above the levels (issue 30).
 */
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { RATE_CURRENCY, ratesFromTyped, typedRatesOf, type RateField, type TypedRates } from '@portal/domain';
import { useMemo, useState } from 'react';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { apiFieldErrors } from '../../lib/admin/field-errors.ts';
import { useSavedFlag } from '../../lib/admin/saved-flag.ts';
import { UnsavedChangesGuard } from '../../lib/admin/unsaved-changes.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { refreshRateCard, saveRateCard, useRateCard } from '../../lib/data/rate-card.ts';
import { useReferenceList } from '../../lib/data/reference-lists.ts';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { RateTable } from './rate-table.tsx';

export const ADMINS_ONLY = 'Only admins can change the rate card.';
export const STALE_TITLE = 'Someone else saved the rate card first';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    padding: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  // The card's heading with Save beside it: in sight above the 31 levels, never below them (issue 30).
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The API's field paths (rates.3.levelId) mean nothing on this grid: its 400 is shown as one message. */
function saveProblem(err: unknown): string {
  if (!isApiError(err)) return 'The rate card could not be saved. Try again.';
  const fields = Object.values(apiFieldErrors(err));
  return fields.length ? `${err.message} (${fields[0]})` : err.message;
}

export default function RateCardPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const stored = useRateCard(admin);
  const levels = useReferenceList('staffing-levels', admin);
  const [typed, setTyped] = useState<TypedRates | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [stale, setStale] = useState(false);
  const [saved, showSaved] = useSavedFlag();

  const initial = useMemo(() => (stored.data ? typedRatesOf(stored.data.card) : undefined), [stored.data]);
  const values = typed ?? initial;
  const levelIds = useMemo(() => (levels.data ?? []).map((l) => l.staffingResourceLevelId), [levels.data]);
  const result = useMemo(() => (values ? ratesFromTyped(levelIds, values) : undefined), [values, levelIds]);
  const invalid = Boolean(result && Object.keys(result.problems).length);
  const dirty = Boolean(
    stored.data &&
    typed &&
    result &&
    JSON.stringify(result.rates) !== JSON.stringify(ratesFromTyped(levelIds, initial ?? {}).rates),
  );

  if (!admin)
    return <AdminPage title={title} className={styles.root} allowed={false} notAllowed={ADMINS_ONLY} />;

  const change = (key: string, field: RateField, value: string) => {
    const base = values ?? {};
    const next = { ...(base[key] ?? { cost: '', price: '' }), [field]: value };
    setTyped({ ...base, [key]: next });
  };

  const save = async () => {
    if (!stored.data || !result || invalid) return;
    setSaving(true);
    setProblem(undefined);
    try {
      await saveRateCard({ currency: RATE_CURRENCY, rates: result.rates }, stored.data.etag);
      setTyped(undefined);
      showSaved();
      void refreshAuditTrail('rate-card');
    } catch (err) {
      if (isApiError(err) && err.status === 409) setStale(true);
      else setProblem(saveProblem(err));
    } finally {
      setSaving(false);
    }
  };

  const reload = () => {
    setStale(false);
    setTyped(undefined);
    void refreshRateCard();
  };

  const loadError = stored.error ?? levels.error;
  const card = stored.data?.card;
  return (
    <AdminPage
      title={title}
      className={styles.root}
      loading={!values || !levels.data}
      loadingLabel="Loading the rate card…"
      error={loadError}
      errorText="The rate card could not be loaded."
      onRetry={() => void (stored.error ? refreshRateCard() : levels.mutate())}
    >
      {card?.sample ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Sample rates</MessageBarTitle>
            These are the seeded sample figures, not your organisation&apos;s rates. Enter your own and save
            before you price a solution for a client.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {values && levels.data && card ? (
        <Card className={styles.card}>
          <div className={styles.head}>
            <Text as="h2" size={500} weight="semibold">
              Rate card version {card.version}
            </Text>
            <div className={styles.toolbar}>
              <span role="status">{saved ? <span className={styles.saved}>Saved!</span> : null}</span>
              <Button
                appearance="primary"
                disabled={!dirty || invalid || saving}
                icon={saving ? <Spinner size="tiny" aria-label="Saving" /> : undefined}
                onClick={() => void save()}
              >
                Save
              </Button>
            </div>
          </div>
          <Text className={styles.muted}>
            Cost and price per hour in pounds for each staffing level, onshore and offshore; a level left
            empty has no rate. Saving makes a new version: each solution keeps the version it was priced with
            until its user takes the new rates.
          </Text>
          {problem ? (
            <MessageBar intent="error">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          ) : null}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <RateTable
              levels={levels.data}
              typed={values}
              problems={result?.problems ?? {}}
              onChange={change}
            />
            <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
          </form>
        </Card>
      ) : null}
      <Dialog open={stale} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{STALE_TITLE}</DialogTitle>
            <DialogContent>
              Reload to see the rates they saved; your changes here are then replaced, so note anything you
              want to keep.
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setStale(false)}>
                Keep editing
              </Button>
              <Button appearance="primary" onClick={reload}>
                Reload
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <AuditTrail area="rate-card" title="Recent changes to the rate card" />
      <UnsavedChangesGuard dirty={dirty} />
    </AdminPage>
  );
}
