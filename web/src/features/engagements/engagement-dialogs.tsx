/**
 * The wizard's dialogs (spec §2, §4): before creating, 'Ready to create engagement?' (Create Engagement, type 0) or
 * 'Ready to create engagement and solution?' (type 1); after creating, a title from what was made ('You have created
 * new engagement and solution!' or 'You have created a new engagement!') with the slide deck download and, when a
 * framework solution was made, 'Open Solution'.
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
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  defaultEngagementName,
  ENGAGEMENT_CONFIRM_TITLES,
  engagementCreatedTitle,
  ENGAGEMENT_TEXTS,
  type Engagement,
  type EngagementType,
  type JobView,
} from '@portal/domain';
import { DeckDownload } from './deck-download.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  deck: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export const CONFIRM_BUTTON = 'Create';

export function ConfirmDialog({
  type,
  title = ENGAGEMENT_CONFIRM_TITLES[type],
  clientName,
  name,
  offeringCount,
  busy,
  onConfirm,
  onCancel,
}: {
  type: EngagementType;
  /** The spec's title per type; a stored engagement that gains its framework solution says so instead. */
  title?: string;
  clientName: string;
  name: string;
  offeringCount: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const offerings =
    offeringCount === 0
      ? 'No offerings chosen'
      : `${offeringCount} offering${offeringCount === 1 ? '' : 's'} chosen`;
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (data.open || busy ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <ul className={styles.list}>
              <li>Client: {clientName}</li>
              <li>Engagement: {name.trim() || defaultEngagementName(clientName)}</li>
              <li>{offerings}</li>
              <li>A slide deck is generated for download</li>
              {type === 1 ? (
                <li>A framework solution is created with the chosen offerings’ capabilities</li>
              ) : null}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
              onClick={onConfirm}
            >
              {CONFIRM_BUTTON}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function CreatedDialog({
  engagement,
  deckDocumentId,
  job,
  onOpenSolution,
  onClose,
}: {
  engagement: Engagement;
  deckDocumentId: string | undefined;
  job: JobView | null;
  onOpenSolution: (solutionId: string) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const solutionId = engagement.solutionId;
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{engagementCreatedTitle(Boolean(solutionId))}</DialogTitle>
          <DialogContent className={styles.content}>
            <ul className={styles.list}>
              <li>Client: {engagement.salesClient.name}</li>
              <li>Engagement: {engagement.fields.name}</li>
              {solutionId ? <li>Framework solution {solutionId}</li> : null}
            </ul>
            <div className={styles.deck}>
              <Text weight="semibold">Slide Deck</Text>
              <DeckDownload documentId={deckDocumentId} job={job} />
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance={solutionId ? 'secondary' : 'primary'} onClick={onClose}>
              Close
            </Button>
            {solutionId ? (
              <Button appearance="primary" onClick={() => onOpenSolution(solutionId)}>
                {ENGAGEMENT_TEXTS.openSolution}
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
