/**
 * The engagement form, new or stored (spec §2 "New engagement wizard"; docs/engagements.md "Engagement pages").
 * New: Create Engagement (type 0) and Create Engagement & Framework Solution (type 1), disabled until a client with
 * an id is chosen, each behind its confirmation dialog, then the created dialog. Stored: Save Engagement (PUT with
 * If-Match), and Save & Create Framework Solution while it has none, or Open Solution once it has one; a newer
 * version on the server (409) is offered with Reload. A refused save keeps everything typed.
 */
import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular, SaveRegular } from '@fluentui/react-icons';
import {
  ENGAGEMENT_TEXTS,
  ENGAGEMENT_TYPE_LABELS,
  formatTimestamp,
  toEngagementListItem,
  type Engagement,
  type EngagementType,
  type JobView,
  type Offering,
  type StoredSalesClientView,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConflictBar } from '../../lib/admin/conflict-bar.tsx';
import { apiFieldErrors, type FieldErrors } from '../../lib/admin/field-errors.ts';
import { UnsavedChangesGuard } from '../../lib/admin/unsaved-changes.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { jobToastKind } from '../../lib/jobs/job-state.ts';
import { useEnsureSession } from '../../lib/session/ensure-session.ts';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { DeckDownload } from './deck-download.tsx';
import { ConfirmDialog, CreatedDialog } from './engagement-dialogs.tsx';
import {
  draftOf,
  emptyDraft,
  isDirty,
  mayCreate,
  onlyServerAdditions,
  requestOf,
  retiredOfferings,
  withClient,
  withOffering,
  withPriority,
  type EngagementDraft,
} from './engagement-draft.ts';
import { EngagementHeader } from './engagement-header.tsx';
import {
  conflictEngagement,
  fetchEngagement,
  useEngagementWrites,
  useRefreshEngagementList,
} from './engagements-api.ts';
import { OfferingAreas } from './offering-areas.tsx';
import { PrioritySelectors } from './priority-selectors.tsx';
import { useDeckJob } from './use-deck-job.ts';

/** History state set on the move from /new to the created engagement: the page keeps its form mounted. */
export const CREATED_STATE = 'engagementCreated';
export const CHOOSE_CLIENT_HINT = 'Choose a client to create the engagement.';
export const SAVE_ENGAGEMENT = 'Save Engagement';
export const SAVE_WITH_SOLUTION = 'Save & Create Framework Solution';
export const ADD_SOLUTION_TITLE = 'Ready to create the framework solution?';
const CHECK_FIELDS = 'Some fields need attention: see the messages below them.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1440px' },
  card: { padding: tokens.spacingVerticalL, gap: tokens.spacingVerticalM },
  meta: { color: tokens.colorNeutralForeground2 },
  footer: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  deck: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  hint: { color: tokens.colorNeutralForeground2 },
  sectionTitle: { marginBottom: tokens.spacingVerticalM },
});

export interface EngagementEditorProps {
  /** The stored engagement, or undefined for a new one. */
  engagement: Engagement | undefined;
  clients: readonly StoredSalesClientView[];
  offerings: readonly Offering[];
  onClientCreated: (client: StoredSalesClientView) => void;
}

export function EngagementEditor({ engagement, clients, offerings, onClientCreated }: EngagementEditorProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const ensureSession = useEnsureSession();
  const writes = useEngagementWrites();
  const refreshList = useRefreshEngagementList();
  const [base, setBase] = useState(engagement);
  const [saved, setSaved] = useState<EngagementDraft>(() =>
    engagement ? draftOf(engagement) : emptyDraft(),
  );
  const [draft, setDraft] = useState<EngagementDraft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Engagement | null>(null);
  const [confirming, setConfirming] = useState<EngagementType | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Engagement | null>(null);
  const [deckId, setDeckId] = useState(() =>
    engagement ? toEngagementListItem(engagement).slideDeck?.documentId : undefined,
  );

  const adoptFresh = (fresh: Engagement) => {
    setDeckId(toEngagementListItem(fresh).slideDeck?.documentId);
    setCreated((c) => (c && c.id === fresh.id ? fresh : c));
    // The deck (and the framework solution) move the stored engagement's ETag: take the new one when nothing the
    // user edits changed, so the next save does not meet a conflict of the server's own making.
    setBase((b) => (b && onlyServerAdditions(b, fresh) ? fresh : b));
    void writes.keep(fresh);
  };

  const deck = useDeckJob((job: JobView, engagementId: string) => {
    void refreshList();
    if (jobToastKind(job) === 'success')
      fetchEngagement(engagementId)
        .then(adoptFresh)
        .catch((err: unknown) => console.warn('The engagement could not be read again', err));
  });

  const edit = (next: EngagementDraft) => setDraft(next);
  const retired = retiredOfferings(draft, offerings);
  const locked = busy || conflict !== null;

  const submit = async (type: EngagementType) => {
    setProblem(null);
    const { request, errors: found } = requestOf(draft, type, offerings, base);
    setErrors(found);
    if (!request) {
      setConfirming(null);
      setProblem(CHECK_FIELDS);
      return;
    }
    setBusy(true);
    try {
      if (!(await ensureSession())) return;
      const sent = draft;
      // Each reads the list again and makes the stored engagement its cached one (lib/data/engagement.ts).
      const result = base ? await writes.save(base.id, request, base.etag) : await writes.create(request);
      const stored = draftOf(result.engagement);
      setBase(result.engagement);
      setSaved(stored);
      // Whatever was typed while the save was on its way stays in the form.
      setDraft((current) => (current === sent ? stored : current));
      setConfirming(null);
      if (base) notify('Saved!', 'success');
      else setCreated(result.engagement);
      deck.follow(result.job, result.engagement.id);
    } catch (err) {
      setConfirming(null);
      if (isApiError(err) && err.status === 409) setConflict(conflictEngagement(err.details) ?? null);
      else {
        setErrors(apiFieldErrors(err));
        setProblem(isApiError(err) ? err.message : 'The engagement could not be saved.');
      }
    } finally {
      setBusy(false);
    }
  };

  const reload = () => {
    if (conflict) {
      const stored = draftOf(conflict);
      setBase(conflict);
      setSaved(stored);
      setDraft(stored);
      setDeckId(toEngagementListItem(conflict).slideDeck?.documentId);
    }
    setConflict(null);
    setErrors({});
    setProblem(null);
  };

  // Once created, the address is the engagement's own (replacing /new), so the page title, a reload and the back
  // button all name it; the page keeps this form (and its created dialog) mounted through the move.
  const createdId = created?.id;
  useEffect(() => {
    if (createdId)
      navigate(`/sales/engagements/${encodeURIComponent(createdId)}`, {
        replace: true,
        state: { [CREATED_STATE]: true },
      });
  }, [createdId, navigate]);

  const dirty = created === null && isDirty(draft, saved);
  const canCreate = mayCreate(draft);
  const solutionId = base?.solutionId;

  return (
    <div className={styles.root}>
      <UnsavedChangesGuard dirty={dirty} />
      {base ? (
        <Text className={styles.meta}>
          Created by {base.owner.name} at {formatTimestamp(base.createdAt)}; last saved by{' '}
          {base.modifiedBy.name} at {formatTimestamp(base.modifiedAt)}.
        </Text>
      ) : null}
      {conflict ? <ConflictBar what="engagement" onReload={reload} /> : null}
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Card className={styles.card}>
        <EngagementHeader
          draft={draft}
          clients={clients}
          errors={errors}
          disabled={busy}
          onClient={(client) => edit(withClient(draft, client))}
          onName={(name) => edit({ ...draft, name })}
          onNotes={(notes) => edit({ ...draft, notes })}
          onHeard={(heard) => edit({ ...draft, heard })}
          onMet={(met) => edit({ ...draft, ...met })}
          onClientCreated={(client) => {
            onClientCreated(client);
            edit(withClient(draft, { id: client.id, name: client.name }));
          }}
        />
      </Card>
      <Card className={styles.card} role="group" aria-labelledby="priorities-title">
        <Text as="h2" id="priorities-title" size={500} weight="semibold">
          Client priorities
        </Text>
        <PrioritySelectors
          priorities={draft.priorities}
          disabled={busy}
          onChange={(key, value) => edit(withPriority(draft, key, value))}
        />
      </Card>
      <section aria-labelledby="offerings-title">
        <Text as="h2" id="offerings-title" size={500} weight="semibold" block className={styles.sectionTitle}>
          Offerings
        </Text>
        {retired.length ? (
          <MessageBar intent="warning">
            <MessageBarBody>
              {retired.length === 1 ? 'One chosen offering is' : `${retired.length} chosen offerings are`} no
              longer offered ({retired.join(', ')}) and will be left out when you save.
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <OfferingAreas
          offerings={offerings}
          chosen={draft.offeringIds}
          disabled={busy}
          onChange={(id, checked) => edit(withOffering(draft, id, checked))}
        />
      </section>
      <div className={styles.footer} role="group" aria-label="Engagement actions">
        {base ? (
          <>
            <span className={styles.deck}>
              <Text weight="semibold">Slide Deck</Text>
              <DeckDownload documentId={deckId} job={deck.job} />
            </span>
            <span className={styles.grow} />
            <Button
              appearance="primary"
              icon={<SaveRegular />}
              disabled={locked || !canCreate}
              onClick={() => void submit(base.type)}
            >
              {SAVE_ENGAGEMENT}
            </Button>
            {solutionId ? (
              <Button
                icon={<OpenRegular />}
                onClick={() => navigate(`/sales/solution/${encodeURIComponent(solutionId)}`)}
              >
                {ENGAGEMENT_TEXTS.openSolution}
              </Button>
            ) : (
              <Button disabled={locked || !canCreate} onClick={() => setConfirming(1)}>
                {SAVE_WITH_SOLUTION}
              </Button>
            )}
          </>
        ) : (
          <>
            {canCreate ? null : <Text className={styles.hint}>{CHOOSE_CLIENT_HINT}</Text>}
            <span className={styles.grow} />
            <Button appearance="primary" disabled={locked || !canCreate} onClick={() => setConfirming(0)}>
              {ENGAGEMENT_TYPE_LABELS[0]}
            </Button>
            <Button appearance="primary" disabled={locked || !canCreate} onClick={() => setConfirming(1)}>
              {ENGAGEMENT_TYPE_LABELS[1]}
            </Button>
          </>
        )}
      </div>
      {confirming !== null && draft.client ? (
        <ConfirmDialog
          type={confirming}
          {...(base ? { title: ADD_SOLUTION_TITLE } : {})}
          clientName={draft.client.name}
          name={draft.name}
          offeringCount={draft.offeringIds.length - retired.length}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void submit(confirming)}
        />
      ) : null}
      {created ? (
        <CreatedDialog
          engagement={created}
          deckDocumentId={deckId}
          job={deck.job}
          onOpenSolution={(id) => navigate(`/sales/solution/${encodeURIComponent(id)}`)}
          onClose={() => navigate(`/sales/engagements/${encodeURIComponent(created.id)}`, { replace: true })}
        />
      ) : null}
    </div>
  );
}
