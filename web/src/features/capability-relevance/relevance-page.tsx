/**
 * /sales/admin/engagements: the capability relevance admin table (spec §2 "Capability relevance admin table", §3,
 * §5; issue 10; docs/engagements.md). Title 'Capability Relevance' (decision). Admins only.
 *
 * Area, Name, Description, EX, CS, ROI, TCO, OE. 'Edit' turns the scores into inputs: whole numbers 0-100, empty
 * becomes 0; an input shows what was typed and, for anything else, says 'Enter a whole number from 0 to 100.'
 * (issue 30: never ignored silently). 'Save' (enabled when a score differs from the stored one and every cell is a
 * score) sends only the changed rows with If-Match, shows a spinner and then 'Saved!' for about 1.5 s. A
 * 409 offers Reload, which shows the newer scores and keeps the admin's edits on top of them (nothing is lost
 * silently: overlaps and capabilities no longer listed are named). A filter by area narrows the rows; edits in
 * rows the filter hides are kept and saved.
 */
import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Spinner,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, EditRegular, SaveRegular } from '@fluentui/react-icons';
import {
  capabilityRelevanceTableSchema,
  changedRelevanceRows,
  invalidRelevanceCells,
  rebaseRelevanceEdits,
  typeRelevanceCell,
  type CapabilityRelevanceRow,
  type CapabilityRelevanceTable,
  type PriorityKey,
  type RelevanceEdits,
} from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { useSavedFlag } from '../../lib/admin/saved-flag.ts';
import { UnsavedChangesGuard } from '../../lib/admin/unsaved-changes.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useRelevanceTable, useRelevanceWrites } from '../../lib/data/relevance.ts';
import { RelevanceTable } from './relevance-table.tsx';

export const ADMINS_ONLY = 'This page is for admins: only admins can change the capability relevance scores.';
export const STALE_TITLE = 'Someone else saved the capability catalogue first.';
export const STALE_TEXT =
  'Reload shows their scores and keeps your edits on top of them; check them and save again. Nothing is saved until you do.';
const ALL = 'all';

const useStyles = makeStyles({
  root: { gap: tokens.spacingVerticalM, maxWidth: '1440px' },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '900px' },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  area: { minWidth: '220px' },
  status: { paddingBottom: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
  actions: {
    marginLeft: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

type Problem =
  | { kind: 'stale'; current?: CapabilityRelevanceTable }
  | { kind: 'error'; text: string }
  | { kind: 'kept'; overlapping: string[]; dropped: string[] };

const names = (list: string[]) => list.map((n) => `'${n}'`).join(', ');

export default function RelevancePage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const stored = useRelevanceTable(admin);
  const writes = useRelevanceWrites();
  const [edits, setEdits] = useState<RelevanceEdits>({});
  const [editing, setEditing] = useState(false);
  const [area, setArea] = useState<string>(ALL);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [saved, showSaved] = useSavedFlag();

  const rows = useMemo(() => stored.data?.rows ?? [], [stored.data]);
  const changed = useMemo(() => changedRelevanceRows(rows, edits), [rows, edits]);
  const invalid = useMemo(() => invalidRelevanceCells(rows, edits).length, [rows, edits]);
  const dirty = changed.length > 0 || invalid > 0;
  const areas = useMemo(() => [...new Map(rows.map((r) => [r.areaId, r.area])).entries()], [rows]);
  const shown = useMemo(() => (area === ALL ? rows : rows.filter((r) => r.areaId === area)), [rows, area]);
  const onType = useCallback(
    (row: CapabilityRelevanceRow, key: PriorityKey, typed: string) =>
      setEdits((e) => typeRelevanceCell(e, row, key, typed)),
    [],
  );

  const save = async () => {
    if (!stored.data || changed.length === 0 || invalid > 0) return;
    setSaving(true);
    setProblem(undefined);
    try {
      await writes.save(changed, stored.data.etag);
      setEdits({});
      setEditing(false);
      showSaved();
      void refreshAuditTrail('capabilities');
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        const details = err.details as { current?: unknown } | undefined;
        const current = capabilityRelevanceTableSchema.safeParse(details?.current);
        setProblem({ kind: 'stale', ...(current.success ? { current: current.data } : {}) });
      } else
        setProblem({
          kind: 'error',
          text: isApiError(err) ? err.message : 'The scores could not be saved. Try again.',
        });
    } finally {
      setSaving(false);
    }
  };

  /** After a 409: the newer table, with the admin's edits kept on top of it. */
  const reloadKeepingEdits = async (current?: CapabilityRelevanceTable) => {
    const before = rows;
    const newer = current ?? (await stored.mutate());
    if (!newer) return;
    if (current) await writes.show(current);
    const rebased = rebaseRelevanceEdits(edits, before, newer.rows);
    setEdits(rebased.edits);
    setProblem(
      rebased.overlapping.length || rebased.dropped.length
        ? { kind: 'kept', overlapping: rebased.overlapping, dropped: rebased.dropped }
        : undefined,
    );
  };

  const areaLabel = (id: string) => {
    if (id === ALL) return `All areas (${rows.length})`;
    const name = areas.find(([a]) => a === id)?.[1] ?? id;
    return `${name} (${rows.filter((r) => r.areaId === id).length})`;
  };

  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={admin}
      notAllowed={ADMINS_ONLY}
      lead={
        <Text className={styles.intro}>
          How relevant each capability is to the five client priorities: Employee Experience (EX), Cyber
          Security (CS), Increased ROI (ROI), Reduced TCO (TCO) and Operational Efficiency (OE). The sales
          helper ranks capabilities by these scores. Scores are whole numbers from 0 to 100; an empty score
          counts as 0.
        </Text>
      }
      loading={!stored.data}
      loadingLabel="Loading relevance scores…"
      error={stored.error}
      errorText="The relevance scores could not be loaded."
      onRetry={() => void stored.mutate()}
    >
      {stored.data ? (
        <>
          <div className={styles.toolbar}>
            <Field label="Area" className={styles.area}>
              <Dropdown
                value={areaLabel(area)}
                selectedOptions={[area]}
                onOptionSelect={(_, d) => setArea(d.optionValue ?? ALL)}
              >
                {[ALL, ...areas.map(([id]) => id)].map((id) => (
                  <Option key={id} value={id}>
                    {areaLabel(id)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Text className={styles.status} role="status">
              {shown.length === rows.length
                ? `${rows.length} capabilities`
                : `${shown.length} of ${rows.length} capabilities`}
              {changed.length ? ` · ${changed.length} changed, not saved` : ''}
              {invalid ? ` · ${invalid} ${invalid === 1 ? 'score' : 'scores'} to correct before saving` : ''}
            </Text>
            <div className={styles.actions}>
              <ToggleButton icon={<EditRegular />} checked={editing} onClick={() => setEditing((e) => !e)}>
                Edit
              </ToggleButton>
              {dirty ? (
                <Button
                  appearance="subtle"
                  onClick={() => {
                    setEdits({});
                    setProblem(undefined);
                  }}
                >
                  Discard changes
                </Button>
              ) : null}
              <Button
                appearance="primary"
                icon={saving ? <Spinner size="tiny" aria-label="Saving" /> : <SaveRegular />}
                disabled={changed.length === 0 || invalid > 0 || saving}
                onClick={() => void save()}
              >
                Save
              </Button>
              <span role="status" aria-live="polite">
                {saved ? <span className={styles.saved}>Saved!</span> : null}
              </span>
            </div>
          </div>
          {problem?.kind === 'error' ? (
            <MessageBar intent="error">
              <MessageBarBody>{problem.text}</MessageBarBody>
            </MessageBar>
          ) : null}
          {problem?.kind === 'stale' ? (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{STALE_TITLE}</MessageBarTitle>
                {STALE_TEXT}
              </MessageBarBody>
              <MessageBarActions>
                <Button
                  icon={<ArrowClockwiseRegular />}
                  onClick={() => void reloadKeepingEdits(problem.current)}
                >
                  Reload
                </Button>
              </MessageBarActions>
            </MessageBar>
          ) : null}
          {problem?.kind === 'kept' ? (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>Their scores are shown, with your edits on top.</MessageBarTitle>
                {problem.overlapping.length
                  ? `You and they both changed ${names(problem.overlapping)}: your scores are shown. `
                  : ''}
                {problem.dropped.length
                  ? `The table no longer lists ${names(problem.dropped)}, so your edits there were dropped.`
                  : ''}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          {rows.length === 0 ? (
            <Text className={styles.empty}>No capabilities found!</Text>
          ) : (
            <RelevanceTable rows={shown} edits={edits} editing={editing} onType={onType} />
          )}
        </>
      ) : null}
      <AuditTrail area="capabilities" title="Recent changes to the capability catalogue" />
      <UnsavedChangesGuard dirty={dirty} />
    </AdminPage>
  );
}
