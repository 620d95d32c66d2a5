/**
 * "Catalogue changed since" (issue 9, ADR 0020): a full user's solution built on an older catalogue version
 * whose used capabilities changed since shows what changed and can take the changes on purpose. The version the
 * builder loads says the current version number, so an up-to-date solution loads nothing more; the newer
 * version is fetched only when it differs. Taking the changes saves through the builder's normal save.
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
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  catalogueChangesReader,
  usedCapabilityIds,
  type Capability,
  type CapabilityChanges,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { useCatalogue } from '../../../lib/data/catalogue.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { useSolutionPage } from '../state/page-context.tsx';

export const CHANGES_TITLE = 'Catalogue changes';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
  heading: { margin: 0 },
});

/** Shown only to full users of a stored solution (reviewers and partners see nothing of this). */
export function CatalogueChangedBar() {
  const { kind } = useSolutionPage();
  const stored = useBuilder((s) => s.base !== undefined);
  if (kind !== 'full' || !stored) return null;
  return <CatalogueChanged />;
}

function CatalogueChanged() {
  const version = useBuilder((s) => s.draft.catalogueVersion);
  // The builder loaded this version already: the same key, so no second request.
  const mine = useCatalogue(version ?? null);
  const newer =
    mine.data?.currentVersion !== undefined && mine.data.currentVersion > mine.data.version
      ? mine.data.currentVersion
      : null;
  const latest = useCatalogue(newer);
  const tree = useBuilder((s) => s.tree);
  const usedKey = usedCapabilityIds(tree).join('\n');
  // The two versions are compared once; a tick only looks up the capabilities in use.
  const reader = useMemo(
    () =>
      mine.data && latest.data && newer !== null
        ? catalogueChangesReader(mine.data.capabilities, latest.data.capabilities)
        : undefined,
    [mine.data, latest.data, newer],
  );
  const changes = useMemo(
    () => (reader ? reader(usedKey ? usedKey.split('\n') : []) : []),
    [reader, usedKey],
  );
  if (!mine.data || !latest.data || newer === null || !changes.length) return null;
  return (
    <ChangedBar
      from={mine.data.version}
      to={latest.data.version}
      changes={changes}
      before={mine.data.capabilities}
      after={latest.data.capabilities}
    />
  );
}

interface ChangedBarProps {
  from: number;
  to: number;
  changes: CapabilityChanges[];
  before: Capability[];
  after: Capability[];
}

function ChangedBar({ from, to, changes, before, after }: ChangedBarProps) {
  const styles = useStyles();
  const store = useBuilderStore();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const take = async () => {
    setBusy(true);
    try {
      const stored = await store.moveToCatalogue(to, before, after);
      if (stored) {
        setOpen(false);
        notify(`The solution now uses catalogue version ${to}.`);
      }
    } finally {
      setBusy(false);
    }
  };

  const takeButton = (
    <Button
      appearance="primary"
      disabled={busy}
      icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
      onClick={() => void take()}
    >
      Take the changes
    </Button>
  );

  return (
    <>
      <MessageBar intent="info" aria-label="Catalogue changed">
        <MessageBarBody>
          The catalogue changed since this solution was built (version {from}, now {to}).
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => setOpen(true)}>Show changes</Button>
          {takeButton}
        </MessageBarActions>
      </MessageBar>
      {/* Outside the bar, so its buttons keep their normal size. */}
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{CHANGES_TITLE}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>
                What changed between version {from} and version {to} in the capabilities this solution uses.
                Taking the changes keeps your selections, sizes and the efforts, metrics and roles you edited;
                actions that were removed leave the solution.
              </Text>
              {changes.map((c) => (
                <section key={c.capabilityId} aria-label={c.name}>
                  <Text as="h3" weight="semibold" className={styles.heading}>
                    {c.name}
                  </Text>
                  <ul className={styles.list}>
                    {c.lines.map((line, i) => (
                      <li key={i}>
                        <Text>{line}</Text>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </DialogContent>
            <DialogActions>
              {takeButton}
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
