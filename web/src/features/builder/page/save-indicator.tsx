/**
 * Whether the solution is saved, in a slot of fixed width in the page's header, so the header never moves when the
 * state changes (issue 30, ADR 0056): 'Saving…', then 'Saved HH:mm' at once (one wording: no 'Saved!' in between),
 * or 'Not saved'. A save error is said in plain words below the header (SaveErrorBar), with Retry (network or
 * server trouble) or Discard changes (a refused save).
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { formatTimestamp } from '@portal/domain';
import type { ReactNode } from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

/** The slot's width: the longest state ('Saved 20:40' with its mark) fits, at the page's text size. */
export const SAVE_STATE_WIDTH = '112px';

const useStyles = makeStyles({
  slot: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '32px',
    width: SAVE_STATE_WIDTH,
    flexShrink: 0,
    whiteSpace: 'nowrap',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 'HH:mm' of a timestamp (UK time). */
export function savedTime(iso: string): string {
  return formatTimestamp(iso).slice(0, 5);
}

/** The save state in its fixed slot (empty before the first save of this visit). */
export function SaveIndicator() {
  const styles = useStyles();
  const hasBase = useBuilder((s) => s.base !== undefined);
  const saving = useBuilder((s) => s.saving);
  const dirty = useBuilder((s) => s.dirty);
  const savedAt = useBuilder((s) => s.savedAt);
  const failed = useBuilder((s) => s.error !== undefined || s.conflict !== undefined);

  let state: ReactNode = null;
  if (!hasBase) state = null;
  else if (failed) {
    state = (
      <>
        <ErrorCircleRegular className={styles.error} aria-hidden />
        <Text className={styles.error}>Not saved</Text>
      </>
    );
  } else if (saving || dirty) {
    state = (
      <>
        <Spinner size="extra-tiny" aria-hidden />
        <Text className={styles.muted}>Saving…</Text>
      </>
    );
  } else if (savedAt) {
    state = (
      <>
        <CheckmarkRegular className={styles.muted} aria-hidden />
        <Tooltip content={formatTimestamp(savedAt)} relationship="description">
          <Text className={styles.muted} tabIndex={0}>
            Saved {savedTime(savedAt)}
          </Text>
        </Tooltip>
      </>
    );
  }
  return (
    <span className={styles.slot} aria-live="polite" data-save-state="">
      {state}
    </span>
  );
}

/** A failed save in plain words, under the page's header, with Retry or Discard changes. */
export function SaveErrorBar() {
  const store = useBuilderStore();
  const error = useBuilder((s) => s.error);
  const errorKind = useBuilder((s) => s.errorKind);
  if (!error) return null;
  // A refused save would be refused again: the person corrects the value (the next change saves) or discards.
  const refused = errorKind === 'refused';
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {error}{' '}
        {refused
          ? 'Your changes are kept in this browser until you correct them or discard them.'
          : 'Your changes are kept in this browser.'}
      </MessageBarBody>
      <MessageBarActions>
        {refused ? (
          <Button size="small" onClick={() => store.discardChanges()}>
            Discard changes
          </Button>
        ) : (
          <Button size="small" onClick={() => void store.saveNow()}>
            Retry
          </Button>
        )}
      </MessageBarActions>
    </MessageBar>
  );
}
