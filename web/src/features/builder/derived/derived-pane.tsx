/**
 * Where the solution page shows a derived view (Timeline, People, Risk Assessment, Security): it hands the
 * view the solution from the builder store (SolutionViewData) and keeps the side panel that a click on an
 * action in the Timeline opens, as the Scope tab does.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { isLeadProvider, type Solution } from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { DerivedView } from '../../../lib/solution-views/derived-view.tsx';
import type { DerivedViewName } from '../../../lib/solution-views/derived-views.tsx';
import {
  SolutionViewProvider,
  type SolutionViewData,
} from '../../../lib/solution-views/solution-view-context.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { answerCporApproval } from '../api/answer-cpor.ts';
import { conflictCurrent } from '../state/save-solution.ts';
import { ItemSidePanel } from '../detail/detail-scope.tsx';
import type { OpenItem } from '../tree/tree-context.ts';
import { useSolutionPage } from '../state/page-context.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

const useStyles = makeStyles({
  layout: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, minWidth: 0 },
  // Basis 0: the view takes the room the side panel leaves, however wide its content (a long timeline).
  main: { flexGrow: 1, flexBasis: 0, minWidth: 0 },
});

export function DerivedPane({ name, editable }: { name: DerivedViewName; editable: boolean }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const { role, user } = useSignedInUser();
  const { areas, version } = useSolutionPage();
  const items = useBuilder((s) => s.tree);
  const state = useBuilder((s) => s.draft.state);
  const expectedStart = useBuilder((s) => s.draft.expectedStart);
  const solutionId = useBuilder((s) => s.base?.id);
  const clientId = useBuilder((s) => s.draft.salesClient?.id);
  const [open, setOpen] = useState<OpenItem | null>(null);
  const openAction = useCallback((id: string) => setOpen({ kind: 'action', id }), []);
  const leadProvider = isLeadProvider(role);
  const answerCpor = useCallback(
    async (approvalId: string, answer: 0 | 1, text: string) => {
      // My own pending edits go first, so the answer is made on (and moves on from) the latest version.
      if (editable && store.hasUnsavedWork() && !(await store.saveNow()))
        throw new Error('Your changes could not be saved; try again.');
      const base = store.getSnapshot().base;
      if (!base) return;
      const adopt = (s: Solution) =>
        store.adoptServerChange(s, (draft) => ({ ...draft, state: { ...draft.state, cpor: s.state.cpor } }));
      try {
        adopt(await answerCporApproval(base.id, approvalId, { answer, text }, base.etag));
      } catch (error) {
        const current =
          isApiError(error) && error.status === 409 ? conflictCurrent(error.details) : undefined;
        if (current) adopt(current);
        throw error;
      }
    },
    [store, editable],
  );

  const value = useMemo<SolutionViewData>(
    () => ({
      solutionId,
      version: version?.version,
      items,
      areas,
      expectedStart,
      clientId,
      state,
      role,
      userId: user.id,
      editable,
      leadProvider,
      screenshot: false,
      openAction,
      // A version opened read-only answers nothing (issue 22).
      answerCpor: solutionId && !version ? answerCpor : undefined,
      updateState: (change, delayMs) => {
        if (editable) store.edit((draft) => ({ ...draft, state: change(draft.state) }), delayMs);
      },
    }),
    [
      solutionId,
      items,
      areas,
      expectedStart,
      clientId,
      state,
      role,
      user.id,
      editable,
      leadProvider,
      openAction,
      answerCpor,
      store,
      version,
    ],
  );

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <SolutionViewProvider value={value}>
          <DerivedView name={name} />
        </SolutionViewProvider>
      </div>
      {open ? (
        <ItemSidePanel
          item={open}
          editable={editable}
          leadProvider={leadProvider}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
