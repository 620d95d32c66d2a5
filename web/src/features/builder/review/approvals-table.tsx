/**
 * Step 6 Approvals (spec: Approvals table; States and transitions, Approval): Share | Approver | Approval, one
 * row for the solution and one per solution document. Approve adds the approval record {id, name} and saves
 * after about 0.5 s; the row then reads Approved with a Cancel that removes the record and saves. An approval
 * given on a version the solution has changed since says so (issue 22).
 *
 * `readOnly` (ADR 0054): the table in the read-only view, for a person named as an approver who may not save the
 * solution (a Solution Reviewer). Approve and Cancel there are their own call (recordSolutionApproval), offered
 * when the domain's rule allows it on the stored solution; the answer becomes the store's base, nothing is saved.
 */
import {
  Button,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled, MailRegular } from '@fluentui/react-icons';
import {
  APPROVAL_SAVE_DELAY_MS,
  approvalRefusal,
  APPROVALS_NOT_OPEN,
  APPROVALS_OPEN_STEP,
  approve,
  cancelApproval,
  DEAL_TEAM_APPROVAL_ROW,
  DEAL_TEAM_ROW_NAME,
  hasFullSolutionAccess,
  maySaveSolutionAt,
  mayGiveDealTeamApproval,
  SOLUTION_APPROVAL_ROW,
  solutionNameOrDefault,
  type Solution,
} from '@portal/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { ColumnTable } from '../../../lib/column-table.tsx';
import { useSolutionEstimate } from '../../../lib/data/solution-estimate.ts';
import { useSolutionDiff } from '../../../lib/data/solution-history.ts';
import { useSolutionPage } from '../state/page-context.tsx';
import { useSolutionDocuments } from '../api/documents.ts';
import { recordSolutionApproval } from '../api/record-approval.ts';
import { conflictCurrent } from '../state/save-solution.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { NamedApprovers } from './named-approvers.tsx';

const useStyles = makeStyles({
  approved: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tick: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  reason: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2 },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
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

export function ApprovalsTable({ readOnly = false }: { readOnly?: boolean }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const { user, role, version } = useSolutionPage();
  const id = useBuilder((s) => s.base?.id);
  const stored = useBuilder((s) => s.base);
  const documents = useSolutionDocuments();
  const name = useBuilder((s) => s.draft.fields.name);
  const approvals = useBuilder((s) => s.draft.fields.approvals);
  const [pending, setPending] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The read-only view asks the rule about the stored solution (its stage and whom it names).
  const allowed = (rowId: string) =>
    !version && !!stored && !approvalRefusal({ id: user.id, role }, stored, rowId);

  /** The named approver's own call; its answer (or the current version of a 409) becomes the store's base. */
  const answer = async (rowId: string, approved: boolean) => {
    const base = store.getSnapshot().base;
    if (!base) return;
    const adopt = (s: Solution) =>
      store.adoptServerChange(s, (d) => ({ ...d, fields: { ...d.fields, approvals: s.fields.approvals } }));
    setPending(rowId);
    setProblem(undefined);
    try {
      adopt(await recordSolutionApproval(base.id, rowId, approved, base.etag));
    } catch (error) {
      const current = isApiError(error) && error.status === 409 ? conflictCurrent(error.details) : undefined;
      if (current) adopt(current);
      setProblem(isApiError(error) ? error.message : 'The approval could not be recorded; try again.');
    } finally {
      setPending(undefined);
    }
  };

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
    // The API lets people cancel only their own approval (admins anyone's); in the read-only view, one's own while
    // the rule allows.
    const mayCancel = readOnly
      ? approval?.approverId === user.id && allowed(row.id)
      : !!approval && (!approval.approverId || approval.approverId === user.id || role === 'ADMIN');
    return { ...row, approval, mayCancel };
  });
  const url = solutionUrl(id);
  const approveRow = (rowId: string) =>
    readOnly
      ? void answer(rowId, true)
      : store.edit(
          (d) => ({ ...d, fields: approve(d.fields, { id: rowId, name: user.name }) }),
          APPROVAL_SAVE_DELAY_MS,
        );
  const cancelRow = (rowId: string) =>
    readOnly
      ? void answer(rowId, false)
      : store.edit((d) => ({ ...d, fields: cancelApproval(d.fields, rowId) }), APPROVAL_SAVE_DELAY_MS);
  const stage = stored?.state.step ?? 0;
  const mayName = !readOnly && !version && maySaveSolutionAt(role, stage);

  return (
    <div className={styles.root}>
      <NamedApprovers editable={mayName} />
      {readOnly && stage !== APPROVALS_OPEN_STEP ? (
        <Text className={styles.muted}>{APPROVALS_NOT_OPEN}</Text>
      ) : null}
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
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
                      disabled={pending !== undefined}
                      onClick={() => cancelRow(rowId)}
                    >
                      Cancel
                    </Button>
                  ) : null}
                </span>
              ) : rowId === DEAL_TEAM_APPROVAL_ROW && !mayGiveDealTeamApproval(role) ? (
                <Text className={styles.muted}>Needed before Close; only the Deal Team can approve</Text>
              ) : readOnly && !allowed(rowId) ? (
                <Text className={styles.muted}>Not approved</Text>
              ) : (
                <Button
                  appearance="primary"
                  size="small"
                  aria-label={`Approve ${rowName}`}
                  disabled={pending !== undefined}
                  onClick={() => approveRow(rowId)}
                >
                  Approve
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}
