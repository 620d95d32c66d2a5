/**
 * "Changed since you approved" (issue 22): a person who approved the solution (an approval in their name that
 * records the version it was given on) sees, once the solution has changed since that version, a banner with
 * what changed, from that version to now, in the catalogue changes dialog's style. The diff is read for the
 * stored solution (its ETag in the key), so each save asks again; nothing shows while nothing changed.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { Approval } from '@portal/domain';
import { useState } from 'react';
import { useSolutionDiff } from '../../../lib/data/solution-history.ts';
import { ChangeList } from '../../../lib/solution-history/change-list.tsx';
import { useBuilder } from '../state/builder-context.tsx';
import { useSolutionPage } from '../state/page-context.tsx';

export const SEE_WHAT_CHANGED = 'See what changed';
export const changedSinceTitle = (version: number) => `Changed since you approved (version ${version})`;

const useStyles = makeStyles({
  surface: { width: '880px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The latest version the person approved the solution on (any of its rows), if any. */
export function myApprovedVersion(
  approvals: readonly Approval[] | undefined,
  userId: string,
): number | undefined {
  const mine = (approvals ?? []).filter((a) => a.approverId === userId && a.version !== undefined);
  return mine.length ? Math.max(...mine.map((a) => a.version ?? 0)) : undefined;
}

export function ApprovalChangedBar() {
  const { user, version: viewing } = useSolutionPage();
  const id = useBuilder((s) => s.base?.id);
  const etag = useBuilder((s) => s.base?.etag);
  const approved = useBuilder((s) => myApprovedVersion(s.base?.fields.approvals, user.id));
  // A version opened read-only is not the solution as it is now.
  const from = viewing ? undefined : approved;
  const diff = useSolutionDiff(id, from, 'current', etag);
  if (from === undefined || !diff.data?.changes.length) return null;
  return <ChangedBar version={from} changes={diff.data.changes} />;
}

function ChangedBar({
  version,
  changes,
}: {
  version: number;
  changes: Parameters<typeof ChangeList>[0]['changes'];
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MessageBar intent="warning" layout="multiline" aria-label="Changed since you approved">
        <MessageBarBody>
          <MessageBarTitle>{changedSinceTitle(version)}</MessageBarTitle>
          The solution has changed since you approved it; your approval still stands.
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => setOpen(true)}>{SEE_WHAT_CHANGED}</Button>
        </MessageBarActions>
      </MessageBar>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>What changed since you approved</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>What changed between version {version}, which you approved, and the solution now.</Text>
              <ChangeList changes={changes} beforeTitle={`Version ${version}`} afterTitle="Now" />
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>Close</Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
