/**
 * A save found that someone else saved the solution first (409): who and when, and the way out. When the two
 * sets of edits touch different parts, 'Keep both changes'. When both changed the same part, each such part is
 * shown with both values (mine and theirs), a choice Keep mine / Take theirs (mine by default: nothing typed is
 * dropped unless the person says so) and Copy my text; 'Save my choices' merges the rest and saves on their
 * version's ETag. 'Reload' still takes their version whole.
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
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { conflictPartValue, formatTimestamp, type ConflictChoice } from '@portal/domain';
import { useState } from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { requestFrom } from '../state/server-owned.ts';
import { conflictGroups, conflictValueText } from './conflict-parts.ts';

export const CONFLICT_TITLE = 'Someone else saved this solution';
export const SAVE_CHOICES = 'Save my choices';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  part: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  value: {
    margin: 0,
    padding: tokens.spacingVerticalS,
    maxHeight: '160px',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
  choice: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Puts my value on the clipboard; the button says Copied for a moment (its part's region names what). */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      icon={copied ? <CheckmarkRegular /> : <CopyRegular />}
      onClick={() =>
        void navigator.clipboard
          .writeText(text)
          .then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          })
          .catch(() => setCopied(false))
      }
    >
      {copied ? 'Copied' : 'Copy my text'}
    </Button>
  );
}

export function ConflictDialog() {
  const styles = useStyles();
  const store = useBuilderStore();
  const conflict = useBuilder((s) => s.conflict);
  const tree = useBuilder((s) => s.tree);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  if (!conflict) return null;
  const { current, merged } = conflict;
  const mine = store.pendingRequest();
  const theirs = requestFrom(current);
  const groups = conflictGroups(conflict.conflicts, tree);
  const text = (version: typeof mine, parts: readonly string[]) =>
    parts.map((p) => conflictValueText(conflictPartValue(version, p))).join('\n');
  const who = current.modifiedBy.name;

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action()) setChoices({});
    } finally {
      setBusy(false);
    }
  };
  const saveChoices = () =>
    run(() =>
      store.resolve(
        Object.fromEntries(groups.flatMap((g) => g.parts.map((p) => [p, choices[g.label] ?? 'mine']))),
      ),
    );

  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{CONFLICT_TITLE}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              {who} saved it at {formatTimestamp(current.modifiedAt)}, after you opened it.
            </Text>
            {merged ? (
              <Text>
                Your changes and theirs touch different parts of the solution: you can keep both, or reload
                their version and drop your unsaved changes.
              </Text>
            ) : (
              <>
                <Text>
                  You both changed the parts below. Choose for each which value to keep; everything else you
                  and they changed is kept.
                </Text>
                {groups.map(({ label, parts }) => {
                  const myText = text(mine, parts);
                  const theirText = text(theirs, parts);
                  return (
                    <section key={label} className={styles.part} aria-label={label}>
                      <Text weight="semibold">{label}</Text>
                      <div className={styles.sides}>
                        <div className={styles.side}>
                          <Text size={200}>Yours</Text>
                          <pre className={styles.value} tabIndex={0} aria-label={`Your ${label}`}>
                            {myText}
                          </pre>
                        </div>
                        <div className={styles.side}>
                          <Text size={200}>{who}&apos;s</Text>
                          <pre className={styles.value} tabIndex={0} aria-label={`${who}'s ${label}`}>
                            {theirText}
                          </pre>
                        </div>
                      </div>
                      <div className={styles.choice}>
                        <RadioGroup
                          layout="horizontal"
                          aria-label={`Which ${label} to keep`}
                          value={choices[label] ?? 'mine'}
                          disabled={busy}
                          onChange={(_, d) =>
                            setChoices((c) => ({ ...c, [label]: d.value as ConflictChoice }))
                          }
                        >
                          <Radio value="mine" label="Keep mine" />
                          <Radio value="theirs" label="Take theirs" />
                        </RadioGroup>
                        <CopyButton text={myText} />
                      </div>
                    </section>
                  );
                })}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {merged ? (
              <Button appearance="primary" disabled={busy} onClick={() => void run(() => store.merge())}>
                Keep both changes
              </Button>
            ) : (
              <Button appearance="primary" disabled={busy} onClick={() => void saveChoices()}>
                {SAVE_CHOICES}
              </Button>
            )}
            <Button
              appearance="secondary"
              disabled={busy}
              onClick={() => {
                setChoices({});
                store.reload();
              }}
            >
              Reload
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
