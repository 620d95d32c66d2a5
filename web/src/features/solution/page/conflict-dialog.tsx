/**
 * A save found that someone else saved the solution first (409): who and when, and the way out: 'Reload'
 * takes their version (my unsaved edits are dropped); 'Keep both changes' is offered when the two sets of
 * edits touch different parts; otherwise the parts both changed are listed.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatTimestamp } from '@portal/domain';
import { useState } from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { conflictPartLabels } from './conflict-parts.ts';

export const CONFLICT_TITLE = 'Someone else saved this solution';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export function ConflictDialog() {
  const styles = useStyles();
  const store = useBuilderStore();
  const conflict = useBuilder((s) => s.conflict);
  const tree = useBuilder((s) => s.tree);
  const [busy, setBusy] = useState(false);
  if (!conflict) return null;
  const { current, merged } = conflict;
  const parts = conflictPartLabels(conflict.conflicts, tree);

  const keepBoth = async () => {
    setBusy(true);
    try {
      await store.merge();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{CONFLICT_TITLE}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              {current.modifiedBy.name} saved it at {formatTimestamp(current.modifiedAt)}, after you opened
              it.
            </Text>
            {merged ? (
              <Text>
                Your changes and theirs touch different parts of the solution: you can keep both, or reload
                their version and drop your unsaved changes.
              </Text>
            ) : (
              <>
                <Text>You both changed:</Text>
                <ul className={styles.list} aria-label="Parts changed by both">
                  {parts.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
                <Text>Reload to see their version. Your changes that are not saved yet will be lost.</Text>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {merged ? (
              <Button appearance="primary" disabled={busy} onClick={() => void keepBoth()}>
                Keep both changes
              </Button>
            ) : null}
            <Button
              appearance={merged ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() => store.reload()}
            >
              Reload
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
