/**
 * Review settings on the Deliverables list: the solution's default (state.deliverableReviewSettings, falling
 * back to the admin setting and then 1, 5, 5, 2) and each deliverable's own, edited in the dialog and saved
 * automatically after about 0.9 s.
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  effectiveReviewSettings,
  formatReviewSettings,
  formatReviewSettingsShort,
  REVIEW_SETTINGS_SAVE_DELAY_MS,
  reviewDefaultFromSettings,
  setDeliverableReviewSettings,
  type ReviewSettings,
} from '@portal/domain';
import { useState } from 'react';
import { useSettings } from '../../../lib/data/settings.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import type { DocumentItemRow } from '@portal/domain';
import { ReviewSettingsDialog } from './review-settings-dialog.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The default that applies to deliverables without their own settings. */
export function useSolutionReviewDefault(): ReviewSettings {
  const solutionDefault = useBuilder((s) => s.draft.state.deliverableReviewSettings);
  const { data } = useSettings();
  return effectiveReviewSettings(undefined, solutionDefault, reviewDefaultFromSettings(data?.settings));
}

export function SolutionReviewSettings({ editable }: { editable: boolean }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const value = useSolutionReviewDefault();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.bar}>
      <Text>Default review settings: {formatReviewSettings(value)}</Text>
      {editable ? (
        <Button size="small" onClick={() => setOpen(true)}>
          Edit default review settings
        </Button>
      ) : null}
      {open ? (
        <ReviewSettingsDialog
          title="Deliverable review settings"
          value={value}
          onChange={(next) =>
            store.edit(
              (d) => ({ ...d, state: { ...d.state, deliverableReviewSettings: next } }),
              REVIEW_SETTINGS_SAVE_DELAY_MS,
            )
          }
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

export function DeliverableReviewCell({ row, editable }: { row: DocumentItemRow; editable: boolean }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const fallback = useSolutionReviewDefault();
  const [open, setOpen] = useState(false);
  const own = row.item.reviewSettings;
  const value = effectiveReviewSettings(own, fallback);
  const set = (next: ReviewSettings | undefined) =>
    store.editTree(
      (tree) => setDeliverableReviewSettings(tree, row.actionId, row.item.id, next),
      REVIEW_SETTINGS_SAVE_DELAY_MS,
    );
  return (
    <span className={styles.cell}>
      <span title={formatReviewSettings(value)}>{own ? formatReviewSettingsShort(value) : 'Default'}</span>
      {editable ? (
        <Button
          size="small"
          appearance="subtle"
          aria-label={`Review settings of ${row.item.name}`}
          onClick={() => setOpen(true)}
        >
          Edit
        </Button>
      ) : null}
      {open ? (
        <ReviewSettingsDialog
          title={`Review settings: ${row.item.name}`}
          value={value}
          onChange={set}
          {...(own ? { onUseDefault: () => set(undefined) } : {})}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </span>
  );
}
