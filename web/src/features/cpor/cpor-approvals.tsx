/**
 * The two sequential CPoR approvals (regional alliance lead, then compliance team). The editor chooses the
 * approver from the provider's users and requests (or withdraws the request); only the chosen approver sees
 * APPROVE / REFUSE with a comment and Submit, sent through its own call.
 */
import {
  Badge,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  approvalStatus,
  CPOR_APPROVALS,
  requestApproval,
  type ApprovalStatus,
  type CporApproval,
  type CporState,
  type PersonRef,
} from '@portal/domain';
import { useId, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { useUsers } from '../../lib/data/users.ts';
import { UserPicker } from '../../lib/users/user-picker.tsx';
import { useCardStyles } from './cpor-questions.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  picker: { minWidth: '280px' },
});

const BADGE: Record<
  ApprovalStatus,
  { text: string; color: 'informative' | 'warning' | 'success' | 'danger' }
> = {
  waiting: { text: 'Waiting for the first approval', color: 'informative' },
  'not-requested': { text: 'Not requested', color: 'informative' },
  requested: { text: 'Requested', color: 'warning' },
  approved: { text: 'Approved', color: 'success' },
  refused: { text: 'Refused', color: 'danger' },
};

function AnswerForm({ onSubmit }: { onSubmit: (answer: 0 | 1, text: string) => Promise<void> }) {
  const styles = useStyles();
  const [answer, setAnswer] = useState<'1' | '0' | ''>('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(answer === '1' ? 1 : 0, text);
    } catch (e) {
      setError(isApiError(e) || e instanceof Error ? e.message : 'The answer could not be sent.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.list}>
      <RadioGroup
        layout="horizontal"
        aria-label="Your answer"
        value={answer}
        onChange={(_, d) => setAnswer(d.value === '1' ? '1' : '0')}
      >
        <Radio value="1" label="APPROVE" />
        <Radio value="0" label="REFUSE" />
      </RadioGroup>
      <Field label="Comment">
        <Textarea value={text} resize="vertical" onChange={(_, d) => setText(d.value)} />
      </Field>
      <div className={styles.row}>
        <Button appearance="primary" disabled={!answer || busy} onClick={() => void submit()}>
          Submit
        </Button>
        {busy ? <Spinner size="tiny" label="Sending..." /> : null}
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}

function ApprovalCard({
  approval,
  name,
  cpor,
  editable,
  canRequest,
  userId,
  onChange,
  onAnswer,
}: {
  approval: CporApproval;
  name: string;
  cpor: CporState;
  editable: boolean;
  canRequest: boolean;
  userId: string;
  onChange: (next: CporState) => void;
  onAnswer: ((answer: 0 | 1, text: string) => Promise<void>) | undefined;
}) {
  const styles = useStyles();
  const cards = useCardStyles();
  const pickerId = useId();
  const status = approvalStatus(approval);
  const users = useUsers(editable && (status === 'not-requested' || status === 'refused'));
  const [approver, setApprover] = useState<PersonRef | null>(approval.approver ?? null);
  const badge = BADGE[status];
  const who = approval.approver?.name;
  const candidates = (users.data ?? []).filter((u) => u.id !== userId && u.organization === 'PROVIDER');
  return (
    <section className={cards.card} aria-label={name}>
      <div className={styles.head}>
        <Text weight="semibold">{name}</Text>
        <Badge appearance="tint" color={badge.color}>
          {badge.text}
        </Badge>
        {who && status !== 'not-requested' ? (
          <Text>{`${who} (${approval.approver?.email ?? ''})`}</Text>
        ) : null}
      </div>
      {approval.answers.length && approval.text ? <Text italic>{`“${approval.text}”`}</Text> : null}
      {editable && (status === 'not-requested' || status === 'refused') ? (
        <div className={styles.row}>
          <Field label="Approver" className={styles.picker}>
            <UserPicker
              id={pickerId}
              users={candidates}
              value={approver}
              onChange={setApprover}
              disabled={!canRequest}
            />
          </Field>
          <Button
            appearance="primary"
            disabled={!canRequest || !approver}
            onClick={() => approver && onChange(requestApproval(cpor, approval.id, approver))}
          >
            Request approval
          </Button>
        </div>
      ) : null}
      {editable && status === 'requested' && approval.approver?.id !== userId ? (
        <div>
          <Button
            onClick={() =>
              onChange({
                ...cpor,
                approvals: cpor.approvals.map((a) => (a.id === approval.id ? { ...a, requested: false } : a)),
              })
            }
          >
            Withdraw request
          </Button>
        </div>
      ) : null}
      {status === 'requested' && approval.approver?.id === userId && onAnswer ? (
        <AnswerForm onSubmit={onAnswer} />
      ) : null}
    </section>
  );
}

export function CporApprovals({
  cpor,
  editable,
  eligible,
  userId,
  onChange,
  answer,
}: {
  cpor: CporState;
  editable: boolean;
  eligible: boolean;
  userId: string;
  onChange: (next: CporState) => void;
  answer: ((approvalId: string, answer: 0 | 1, text: string) => Promise<void>) | undefined;
}) {
  const styles = useStyles();
  return (
    <div className={styles.list}>
      {CPOR_APPROVALS.map((kind) => {
        const approval = cpor.approvals.find((a) => a.id === kind.id);
        if (!approval) return null;
        return (
          <ApprovalCard
            key={kind.id}
            approval={approval}
            name={kind.name}
            cpor={cpor}
            editable={editable}
            canRequest={eligible}
            userId={userId}
            onChange={onChange}
            onAnswer={answer ? (a, t) => answer(kind.id, a, t) : undefined}
          />
        );
      })}
    </div>
  );
}
