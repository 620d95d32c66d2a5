/**
 * /sales/admin/notifications (spec: Notifications admin): who is told about submitted solutions, assigned
 * architects and the daily and weekly summaries, per place (Global > area > region > country) and solution area.
 * Each cell opens its edit dialog; a save stores the whole list (If-Match) and shows 'Saved!' for about 1 s.
 * Admins only. The routing rule ("the most specific row wins") is ADR 0018.
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  NOTIFICATIONS_SAVED_MS,
  settingAt,
  withCell,
  type NotificationSetting,
  type SolutionArea,
} from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { AdminPage, AdminPageTitle } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { CellDialog, type CellValue } from './cell-dialog.tsx';
import {
  cellAt,
  LEVEL_NAMES,
  matrixTree,
  parentKeys,
  rowKey,
  visibleRows,
  type MatrixRow,
} from './matrix-rows.ts';
import { saveNotificationSettings, useNotificationSettings } from '../../lib/data/notification-settings.ts';
import { useMatrixPlaces } from './notifications-api.ts';
import { NotificationsMatrix, SHORT_LABELS } from './notifications-matrix.tsx';

const useStyles = makeStyles({
  root: { maxWidth: '1400px' },
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  intro: { maxWidth: '900px' },
  legend: { color: tokens.colorNeutralForeground2 },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export const ADMINS_ONLY = 'Only admins can manage notifications.';

const LEGEND = `In each cell: the recipient, then what they receive: ${SHORT_LABELS.solutionSubmitted} (a solution is submitted), ${SHORT_LABELS.architectAssigned} (an architect is assigned), ${SHORT_LABELS.dailySummary} and ${SHORT_LABELS.weeklySymmary} (the summaries of changed solutions).`;

const HINT: Record<MatrixRow['level'], string> = {
  global:
    'Told about every solution of this solution area, unless a more specific row has the notification switched on.',
  area: 'Told about the solutions in this area, unless one of its regions or countries has the notification switched on.',
  region: 'Told about the solutions in this region, unless their country has the notification switched on.',
  country: 'Told about the solutions in this country; the most specific row, so it always wins.',
};

interface Editing {
  row: MatrixRow;
  area: SolutionArea;
}

export default function NotificationsPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const settings = useNotificationSettings(admin);
  const places = useMatrixPlaces(admin);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([rowKey('global')]));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [savedAt, setSavedAt] = useState(0);

  useEffect(() => {
    if (!savedAt) return;
    const timer = setTimeout(() => setSavedAt(0), NOTIFICATIONS_SAVED_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const tree = useMemo(() => (places.data ? matrixTree(places.data) : undefined), [places.data]);
  const rows = useMemo(() => (tree ? visibleRows(tree, expanded) : []), [tree, expanded]);

  const heading = (
    <div className={styles.heading}>
      <AdminPageTitle title={title} />
      <Text role="status" className={styles.saved}>
        {savedAt ? 'Saved!' : ''}
      </Text>
    </div>
  );

  const error = settings.error ?? places.error;
  const data = settings.data;

  /** Closes the dialog and puts focus back on the cell it edits (the dialog unmounts, so Fluent cannot). */
  const close = (e: Editing) => {
    setEditing(null);
    const key = CSS.escape(`${e.area.id}|${e.row.key}`);
    setTimeout(() => document.querySelector<HTMLElement>(`[data-cell="${key}"]`)?.focus(), 0);
  };

  const save = async (value: CellValue | null) => {
    if (!editing || !data) return;
    const cell = cellAt(editing.row, editing.area.id);
    try {
      await saveNotificationSettings(withCell(data.settings, cell, value), data.etag);
      void refreshAuditTrail('notifications');
      close(editing);
      setSavedAt(Date.now());
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        // Someone else saved first: load their list; the dialog keeps what was typed, so Save applies it on top.
        await settings.mutate();
        throw new Error(
          `${err.message} Their changes are loaded now: Save again to apply yours to this cell.`,
          { cause: err },
        );
      }
      throw new Error(isApiError(err) ? err.message : 'The notification settings could not be saved.', {
        cause: err,
      });
    }
  };

  const toggle = (row: MatrixRow) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(row.key)) next.delete(row.key);
      else next.add(row.key);
      return next;
    });

  const current = (e: Editing, list: NotificationSetting[]) => settingAt(list, cellAt(e.row, e.area.id));

  return (
    <AdminPage
      title={title}
      className={styles.root}
      heading={heading}
      allowed={admin}
      notAllowed={ADMINS_ONLY}
      lead={
        <Text className={styles.intro}>
          Who is told about solutions, by solution area and place. For each notification the most specific row
          that has it switched on decides who receives it: a country before its region, a region before its
          area, an area before Global. Choose a cell to set its recipient.
        </Text>
      }
      loading={!data || !tree || !places.data}
      loadingLabel="Loading notification settings…"
      error={error}
      errorText="The notification settings could not be loaded."
      onRetry={() => {
        void settings.mutate();
        places.retry();
      }}
    >
      {!error && data && tree && places.data ? (
        <>
          <Text size={200} className={styles.legend}>
            {LEGEND}
          </Text>
          {data.settings.length === 0 ? (
            <Text role="note">No recipients yet: choose a cell to add one.</Text>
          ) : null}
          <div className={styles.tools}>
            <Button size="small" onClick={() => setExpanded(new Set(parentKeys(tree)))}>
              Expand all
            </Button>
            <Button size="small" onClick={() => setExpanded(new Set([rowKey('global')]))}>
              Collapse all
            </Button>
          </div>
          <NotificationsMatrix
            rows={rows}
            solutionAreas={places.data.solutionAreas}
            settings={data.settings}
            expanded={expanded}
            onToggle={toggle}
            onEdit={(row, area) => setEditing({ row, area })}
          />
          {editing ? (
            <CellDialog
              key={`${editing.area.id}|${editing.row.key}`}
              title={`${editing.area.name}: ${editing.row.name}`}
              hint={`${LEVEL_NAMES[editing.row.level]} row. ${HINT[editing.row.level]}`}
              current={current(editing, data.settings)}
              onSave={save}
              onClose={() => close(editing)}
            />
          ) : null}
          <AuditTrail area="notifications" title="Recent changes to notifications" />
        </>
      ) : null}
    </AdminPage>
  );
}
