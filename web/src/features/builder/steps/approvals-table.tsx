/**
 * Step 6 Approvals (spec: Approvals table; States and transitions, Approval): Share | Approver | Approval, one
 * row for the solution and one per solution document. Approve adds the approval record {id, name} and saves
 * after about 0.5 s; the row then reads Approved with a Cancel that removes the record and saves. An approval
 * given on a version the solution has changed since says so (issue 22).
 */
import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, MailRegular } from '@fluentui/react-icons';
import {
  APPROVAL_SAVE_DELAY_MS,
  approve,
  cancelApproval,
  DEAL_TEAM_APPROVAL_ROW,
  DEAL_TEAM_ROW_NAME,
  hasFullSolutionAccess,
  mayGiveDealTeamApproval,
  SOLUTION_APPROVAL_ROW,
  solutionNameOrDefault,
} from '@portal/domain';
import { ColumnTable } from '../../../lib/column-table.tsx';
import { useSolutionEstimate } from '../../../lib/data/solution-estimate.ts';
import { useSolutionDiff } from '../../../lib/data/solution-history.ts';
import { useSolutionPage } from '../page/page-context.tsx';
import { useSolutionDocuments } from '../api/documents.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

const useStyles = makeStyles({
  approved: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tick: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  reason: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

export const givenOnOlderVersion = (version: number) => `given on version ${version}; changed since`;

/**
 * An approval given on a version the solution has moved on from (issue 22): said beside 'Approved' once the diff
 * from that version to the stored solution has changes.
 */
function GivenOnOlderVersion({ version }: { version: number }) {
  const styles = useStyles();
  const id = useBuilder((s) => s.base?.id);
  const etag = useBuilder((s) => s.base?.etag);
  const diff = useSolutionDiff(id, version, 'current', etag);
  if (!diff.data?.changes.length) return null;
  return (
    <Text size={200} className={styles.muted}>
      ({givenOnOlderVersion(version)})
    </Text>
  );
}

/** A mailto link carrying the solution's address. */
export function shareLink(name: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(url)}`;
}

export function solutionUrl(id: string | undefined): string {
  return `${window.location.origin}/sales/solution/${id ?? 'new'}`;
}

export function ApprovalsTable() {
  const styles = useStyles();
  const store = useBuilderStore();
  const { user, role } = useSolutionPage();
  const id = useBuilder((s) => s.base?.id);
  const documents = useSolutionDocuments();
  const name = useBuilder((s) => s.draft.fields.name);
  const approvals = useBuilder((s) => s.draft.fields.approvals);

  // The Deal Team row (issue 19): when the stored solution's estimate is below the margin floor or above the risk
  // ceiling, with its reasons; only provider full users see estimates, so only they see it.
  const estimate = useSolutionEstimate(id, hasFullSolutionAccess(role));
  const reasons = estimate.data?.dealTeamReasons ?? [];
  const dealTeamApproved = approvals?.some((a) => a.id === DEAL_TEAM_APPROVAL_ROW);
  const rows = [
    { id: SOLUTION_APPROVAL_ROW, name: solutionNameOrDefault(name), reasons: [] as string[] },
    ...(reasons.length || dealTeamApproved
      ? [{ id: DEAL_TEAM_APPROVAL_ROW, name: DEAL_TEAM_ROW_NAME, reasons }]
      : []),
    ...(documents ?? []).map((d) => ({ id: d.id, name: d.name, reasons: [] as string[] })),
  ].map((row) => {
    const approval = approvals?.find((a) => a.id === row.id);
    // The API lets people cancel only their own approval (admins anyone's).
    const mayCancel =
      !!approval && (!approval.approverId || approval.approverId === user.id || role === 'ADMIN');
    return { ...row, approval, mayCancel };
  });
  const url = solutionUrl(id);

  return (
    <ColumnTable
      label="Approvals"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          title: 'Share',
          cell: (row) =>
            row.id === DEAL_TEAM_APPROVAL_ROW ? (
              <span className={styles.reason}>
                <Text weight="semibold">{row.name}</Text>
                {row.reasons.map((r) => (
                  <Text key={r} size={200} className={styles.muted}>
                    {r}
                  </Text>
                ))}
              </span>
            ) : (
              <Link href={shareLink(row.name, url)} aria-label={`Share ${row.name} by e-mail`}>
                <MailRegular /> {row.name}
              </Link>
            ),
        },
        { title: 'Approver', cell: (row) => row.approval?.name ?? '—' },
        {
          title: 'Approval',
          cell: ({ id: rowId, name: rowName, approval, mayCancel }) =>
            approval ? (
              <span className={styles.approved}>
                <CheckmarkCircleFilled className={styles.tick} aria-hidden />
                <Text weight="semibold">Approved</Text>
                {approval.version !== undefined ? <GivenOnOlderVersion version={approval.version} /> : null}
                {mayCancel ? (
                  <Button
                    size="small"
                    aria-label={`Cancel approval of ${rowName}`}
                    onClick={() =>
                      store.edit(
                        (d) => ({ ...d, fields: cancelApproval(d.fields, rowId) }),
                        APPROVAL_SAVE_DELAY_MS,
                      )
                    }
                  >
                    Cancel
                  </Button>
                ) : null}
              </span>
            ) : rowId === DEAL_TEAM_APPROVAL_ROW && !mayGiveDealTeamApproval(role) ? (
              <Text className={styles.muted}>Needed before Close; only the Deal Team can approve</Text>
            ) : (
              <Button
                appearance="primary"
                size="small"
                aria-label={`Approve ${rowName}`}
                onClick={() =>
                  store.edit(
                    (d) => ({ ...d, fields: approve(d.fields, { id: rowId, name: user.name }) }),
                    APPROVAL_SAVE_DELAY_MS,
                  )
                }
              >
                Approve
              </Button>
            ),
        },
      ]}
    />
  );
}
