/**
 * The solution page's layout: title, save state, History, Documents and Resources (full users), the progress
 * bar, the left panel, and the builder, the read-only tabbed view or the partner thank-you screen (by kind of
 * user and the stored step) or the History area (`?history=`, issue 22), with the Documents side panel and the
 * conflict dialog.
 */
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { DocumentMultipleRegular, HistoryRegular, PanelLeftRegular } from '@fluentui/react-icons';
import { showsDocumentsButton, showsReadOnlyView, solutionNameOrDefault, viewStep } from '@portal/domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { historySearch, historyTabOf } from '../../../lib/solution-history/history-address.ts';
import { HistoryAreaSlot } from '../../../lib/solution-history/history-slot.tsx';
import { useWindowSize } from '../../../lib/hooks/use-window-size.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { ThankYou } from '../partner/thank-you.tsx';
import { ReadOnlyView } from '../readonly/read-only-view.tsx';
import { LeftPanel } from '../panel/left-panel.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { BuilderView } from './builder-view.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { DocumentsPanelOpenerContext } from '../shared/documents-panel-opener.ts';
import { useSolutionPage } from '../state/page-context.tsx';
import { ProgressStages } from './progress-stages.tsx';
import { ResourcesMenu } from './resources-menu.tsx';
import { KeptChangesBar } from './kept-changes-bar.tsx';
import { RateCardChangedBar } from './rate-card-changed-bar.tsx';
import { CatalogueChangedBar } from './catalogue-changed-bar.tsx';
import { SaveErrorBar, SaveIndicator } from './save-indicator.tsx';
import { ApprovalChangedBar } from './approval-changed-bar.tsx';

/** Below this window width the details and Documents panels are not shown side by side. */
const WIDE_WINDOW = 1280;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // The title and the actions share a line while both fit; otherwise the actions go, all together, to the next
  // line. The save state has a slot of its own width, so a save never moves them (issue 30).
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1, overflowWrap: 'anywhere' },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexShrink: 0,
    marginLeft: 'auto',
  },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 300px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  card: {
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  withSide: { gridTemplateColumns: 'minmax(240px, 300px) minmax(0, 1fr) minmax(260px, 340px)' },
  // Narrow windows: the Documents panel takes the details panel's place beside the main container.
  sideOnly: { gridTemplateColumns: 'minmax(0, 1fr) 280px' },
  // Narrow windows with the details panel closed: the builder takes the whole width.
  mainOnly: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

export function SolutionScreen() {
  const styles = useStyles();
  const { kind } = useSolutionPage();
  const name = useBuilder((s) => s.draft.fields.name);
  const id = useBuilder((s) => s.base?.id);
  // The browser's title is the h1's name; a new solution not yet named keeps its route's title (New Solution).
  usePageTitle(id === undefined && !name?.trim() ? undefined : solutionNameOrDefault(name));
  const storedStep = useBuilder((s) => s.base?.state.step ?? 0);
  // The step on screen (this person's view; ADR 0051): the spec's screen rules (the Documents button below step 7,
  // SP051 at step 6) read it, so looking at Review offers SP051 without moving the solution there.
  const shown = viewStep(
    kind,
    useBuilder((s) => s.view),
  );
  const etag = useBuilder((s) => s.base?.etag ?? '');
  const [submitted, setSubmitted] = useState(false);
  // The History area (issue 22) takes the main container's place; its place is in the address.
  const [params, setParams] = useSearchParams();
  const store = useBuilderStore();
  const historyOpen = id !== undefined && historyTabOf(params) !== undefined;
  const [documentsOpen, setDocumentsOpen] = useState(false);

  const full = kind === 'full';
  const showDocuments = showsDocumentsButton(kind, id !== undefined, shown);
  const sideOpen = showDocuments && documentsOpen;
  const { width } = useWindowSize();
  const narrowWindow = width < WIDE_WINDOW;
  // Below 1,280 px the details panel is closed unless the person opens it (Details button), so the builder
  // keeps every column of the tree visible from 1,024 px (issue 6).
  const [detailsChoice, setDetailsChoice] = useState<boolean | undefined>(undefined);
  const detailsOpen = detailsChoice ?? !narrowWindow;
  const narrow = sideOpen && narrowWindow;
  const showLeft = detailsOpen && !narrow;

  let main;
  if (historyOpen) {
    main = (
      <div className={styles.card}>
        <HistoryAreaSlot
          solutionId={id}
          etag={etag}
          // As the API: those who may save the solution at its stored step may save a version.
          maySaveVersion={!showsReadOnlyView(kind, storedStep)}
        />
      </div>
    );
  } else if (submitted) main = <ThankYou />;
  else if (showsReadOnlyView(kind, storedStep)) {
    main = (
      <div className={styles.card}>
        <ReadOnlyView />
      </div>
    );
  } else main = <BuilderView onSubmitted={() => setSubmitted(true)} />;

  // The Scope step's 'Generate the customer proposal' opens the panel where its pages appear (issue 32).
  const openDocuments = useCallback(() => setDocumentsOpen(true), [setDocumentsOpen]);
  return (
    <DocumentsPanelOpenerContext.Provider value={showDocuments ? openDocuments : null}>
      <section className={styles.root} aria-labelledby="page-title">
        <div className={styles.heading}>
          <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
            {solutionNameOrDefault(name)}
          </Text>
          <div className={styles.actions}>
            <SaveIndicator />
            {narrowWindow ? (
              <Button
                icon={<PanelLeftRegular />}
                aria-pressed={detailsOpen}
                onClick={() => setDetailsChoice(!detailsOpen)}
              >
                Details
              </Button>
            ) : null}
            {showDocuments ? (
              <Button
                icon={<DocumentMultipleRegular />}
                aria-pressed={documentsOpen}
                onClick={() => setDocumentsOpen((o) => !o)}
              >
                Documents
              </Button>
            ) : null}
            {id !== undefined ? (
              <Button
                icon={<HistoryRegular />}
                aria-pressed={historyOpen}
                onClick={() => {
                  // Pending edits are saved at once (as a step move saves), so a version saved now holds them.
                  if (!historyOpen && store.hasUnsavedWork()) void store.saveNow();
                  setParams(new URLSearchParams(historyOpen ? '' : historySearch('versions')));
                }}
              >
                History
              </Button>
            ) : null}
            {full && id !== undefined ? <ResourcesMenu solutionId={id} step={shown} /> : null}
          </div>
        </div>
        <SaveErrorBar />
        <KeptChangesBar />
        <ApprovalChangedBar />
        <CatalogueChangedBar />
        <RateCardChangedBar />
        <ProgressStages />
        <div
          className={mergeClasses(
            styles.body,
            sideOpen && (showLeft ? styles.withSide : styles.sideOnly),
            !sideOpen && !showLeft && styles.mainOnly,
          )}
        >
          {showLeft ? <LeftPanel /> : null}
          <div>{main}</div>
          {sideOpen && id !== undefined ? (
            <DocumentsPanel solutionId={id} onClose={() => setDocumentsOpen(false)} />
          ) : null}
        </div>
        <ConflictDialog />
      </section>
    </DocumentsPanelOpenerContext.Provider>
  );
}
