/**
 * Compare (issue 22): pick two versions, or a version and 'Now', and see what changed side by side, grouped by
 * area in plain words (content texts word by word). The choice lives in the address (`from`, `to`).
 */
import {
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatTimestamp, type VersionSummary } from '@portal/domain';
import { useSolutionDiff, useSolutionVersions } from '../../lib/data/solution-history.ts';
import type { CompareChoice } from '../../lib/solution-history/history-address.ts';
import { ChangeList } from '../../lib/solution-history/change-list.tsx';
import { NO_VERSIONS, errorText } from './versions-tab.tsx';

export const NOW = 'Now';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  picker: { minWidth: '260px', maxWidth: '100%' },
});

const optionText = (v: VersionSummary) => `Version ${v.version}: ${v.name} (${formatTimestamp(v.createdAt)})`;

const sideTitle = (side: number | 'current') => (side === 'current' ? NOW : `Version ${side}`);

export interface CompareTabProps {
  solutionId: string;
  etag: string;
  choice: CompareChoice;
  onChoose: (choice: CompareChoice) => void;
}

export function CompareTab({ solutionId, etag, choice, onChoose }: CompareTabProps) {
  const styles = useStyles();
  const versions = useSolutionVersions(solutionId);
  const list = versions.data ?? [];
  // Without a choice: the latest version against now.
  const from = choice.from ?? list[0]?.version;
  const to = choice.to;
  const diff = useSolutionDiff(solutionId, from, to, etag);

  if (versions.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>The versions could not be loaded. {errorText(versions.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!versions.data) return <Spinner size="small" label="Loading the versions…" />;
  if (!list.length || from === undefined) return <Text>{NO_VERSIONS}</Text>;

  const byNumber = (n: number | 'current') =>
    n === 'current' ? undefined : list.find((v) => v.version === n);
  const fromVersion = byNumber(from);
  const toVersion = byNumber(to);

  return (
    <div className={styles.root}>
      <div className={styles.pickers}>
        <Field label="Compare" className={styles.picker}>
          <Dropdown
            value={fromVersion ? optionText(fromVersion) : `Version ${from}`}
            selectedOptions={[String(from)]}
            onOptionSelect={(_, d) => d.optionValue && onChoose({ from: Number(d.optionValue), to })}
          >
            {list.map((v) => (
              <Option key={v.version} value={String(v.version)} text={optionText(v)}>
                {optionText(v)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="With" className={styles.picker}>
          <Dropdown
            value={to === 'current' ? NOW : toVersion ? optionText(toVersion) : `Version ${to}`}
            selectedOptions={[String(to)]}
            onOptionSelect={(_, d) =>
              d.optionValue &&
              onChoose({ from, to: d.optionValue === 'current' ? 'current' : Number(d.optionValue) })
            }
          >
            <Option value="current" text={NOW}>
              {NOW}
            </Option>
            {list.map((v) => (
              <Option key={v.version} value={String(v.version)} text={optionText(v)}>
                {optionText(v)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {diff.isLoading ? <Spinner size="small" label="Comparing…" /> : null}
      {diff.error ? (
        <MessageBar intent="error">
          <MessageBarBody>The comparison could not be made. {errorText(diff.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {diff.data ? (
        <section aria-label="What changed">
          <ChangeList changes={diff.data.changes} beforeTitle={sideTitle(from)} afterTitle={sideTitle(to)} />
        </section>
      ) : null}
    </div>
  );
}
