/**
 * Whether the solution is saved: 'Saving…', then the spec's success notice 'Saved!' for about 1.5 s (its save
 * confirmation delay), then 'Saved HH:mm'; or the save error in plain words with Retry (network or server trouble)
 * or Discard changes (a refused save).
 */
import { Button, makeStyles, Spinner, Text, Tooltip, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { formatTimestamp } from '@portal/domain';
import { useEffect, useState } from 'react';
import { SAVED_CONFIRMATION_MS } from '../../../lib/admin/saved-flag.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '32px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 'HH:mm' of a timestamp (UK time). */
export function savedTime(iso: string): string {
  return formatTimestamp(iso).slice(0, 5);
}

export function SaveIndicator() {
  const styles = useStyles();
  const store = useBuilderStore();
  const hasBase = useBuilder((s) => s.base !== undefined);
  const saving = useBuilder((s) => s.saving);
  const dirty = useBuilder((s) => s.dirty);
  const savedAt = useBuilder((s) => s.savedAt);
  const error = useBuilder((s) => s.error);
  const errorKind = useBuilder((s) => s.errorKind);
  const conflict = useBuilder((s) => s.conflict !== undefined);
  // The save whose 'Saved!' has been shown for long enough (the one the page opened with counts as shown).
  const [shown, setShown] = useState(savedAt);
  useEffect(() => {
    if (savedAt === shown) return;
    const timer = setTimeout(() => setShown(savedAt), SAVED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [savedAt, shown]);

  if (!hasBase) return null;
  if (error) {
    // A refused save would be refused again: the person corrects the value (the next change saves) or discards.
    const refused = errorKind === 'refused';
    return (
      <span className={styles.root} role="alert">
        <ErrorCircleRegular className={styles.error} aria-hidden />
        <Text className={styles.error}>
          {error}{' '}
          {refused
            ? 'Your changes are kept in this browser until you correct them or discard them.'
            : 'Your changes are kept in this browser.'}
        </Text>
        {refused ? (
          <Button size="small" onClick={() => store.discardChanges()}>
            Discard changes
          </Button>
        ) : (
          <Button size="small" onClick={() => void store.saveNow()}>
            Retry
          </Button>
        )}
      </span>
    );
  }
  if (conflict) {
    return (
      <span className={styles.root}>
        <ErrorCircleRegular className={styles.error} aria-hidden />
        <Text className={styles.error}>Not saved</Text>
      </span>
    );
  }
  if (saving || dirty) {
    return (
      <span className={styles.root} aria-live="polite">
        <Spinner size="extra-tiny" aria-hidden />
        <Text className={styles.muted}>Saving…</Text>
      </span>
    );
  }
  if (!savedAt) return null;
  if (savedAt !== shown)
    return (
      <span className={styles.root} aria-live="polite">
        <CheckmarkRegular className={styles.muted} aria-hidden />
        <Text className={styles.muted}>Saved!</Text>
      </span>
    );
  return (
    <span className={styles.root} aria-live="polite">
      <CheckmarkRegular className={styles.muted} aria-hidden />
      <Tooltip content={formatTimestamp(savedAt)} relationship="description">
        <Text className={styles.muted} tabIndex={0}>
          Saved {savedTime(savedAt)}
        </Text>
      </Tooltip>
    </span>
  );
}
