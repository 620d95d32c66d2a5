/**
 * The versions of a solution (issue 22), newest first: number, name, kind in words, when (UK format) and by whom,
 * with 'Open' (the version read-only) and 'Compare with now'; 'Save version' for those who may save one.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { formatTimestamp, type VersionSummary } from '@portal/domain';
import { useState } from 'react';
import { ColumnTable } from '../../lib/column-table.tsx';
import { useSolutionVersions } from '../../lib/data/solution-history.ts';
import { VERSION_KIND_WORDS } from '../../lib/solution-history/history-words.ts';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { SAVE_VERSION, SaveVersionDialog } from './save-version-dialog.tsx';

export const NO_VERSIONS =
  'No versions yet. Versions are saved when a partner submits, at each approval, at close and at delivery, or when you save one.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', justifyContent: 'flex-end' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  name: { overflowWrap: 'anywhere' },
  number: { width: '80px' },
});

export interface VersionsTabProps {
  solutionId: string;
  maySaveVersion: boolean;
  onOpen: (version: number) => void;
  onCompare: (version: number) => void;
}

export function VersionsTab({ solutionId, maySaveVersion, onOpen, onCompare }: VersionsTabProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { data, error, isLoading } = useSolutionVersions(solutionId);
  const [saving, setSaving] = useState(false);

  const saved = (v: VersionSummary) => {
    setSaving(false);
    notify(`Version ${v.version} saved.`);
  };

  return (
    <div className={styles.root}>
      {maySaveVersion ? (
        <div className={styles.bar}>
          <Button appearance="primary" icon={<SaveRegular />} onClick={() => setSaving(true)}>
            {SAVE_VERSION}
          </Button>
        </div>
      ) : null}
      {isLoading ? <Spinner size="small" label="Loading the versions…" /> : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>The versions could not be loaded. {errorText(error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data && data.length === 0 ? <Text>{NO_VERSIONS}</Text> : null}
      {data && data.length > 0 ? (
        <ColumnTable
          label="Versions"
          rows={data}
          rowKey={(v) => String(v.version)}
          columns={[
            { title: 'Version', headerClassName: styles.number, cell: (v) => v.version },
            { title: 'Name', cell: (v) => <span className={styles.name}>{v.name}</span> },
            { title: 'Kind', cell: (v) => VERSION_KIND_WORDS[v.kind] },
            { title: 'When', cell: (v) => formatTimestamp(v.createdAt) },
            { title: 'By', cell: (v) => v.createdBy.name },
            {
              title: 'Actions',
              cell: (v) => (
                <span className={styles.actions}>
                  <Button
                    size="small"
                    aria-label={`Open version ${v.version}`}
                    onClick={() => onOpen(v.version)}
                  >
                    Open
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Compare with now: version ${v.version}`}
                    onClick={() => onCompare(v.version)}
                  >
                    Compare with now
                  </Button>
                </span>
              ),
            },
          ]}
        />
      ) : null}
      {saving ? (
        <SaveVersionDialog solutionId={solutionId} onClose={() => setSaving(false)} onSaved={saved} />
      ) : null}
    </div>
  );
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
