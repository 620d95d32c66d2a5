/**
 * The builder's working state and the one path to the API: every edit changes the draft (or the capability
 * tree) and asks the save queue for a save after the edit's delay; a move of the stage saves at once, a move of
 * the view (the step on screen) saves nothing (ADR 0051). Saves carry the ETag of the last saved version; a 409
 * becomes a conflict the user resolves by reloading or, when the edits touch different parts, by merging
 * (store-conflicts.ts). Nothing is overwritten silently and nothing is lost silently.
 */
import {
  persistedItems,
  recordStep,
  selectedCapabilityItems,
  takeCatalogueChanges,
  workingTree,
  type Capability,
  type SaveSolutionRequest,
  type Solution,
  type SolutionStep,
} from '@portal/domain';
import { isApiError } from '../../../lib/api/api-error.ts';
import { conflictCurrent, saveSolution } from './save-solution.ts';
import { failureKind, keptBase, type BackupSlot } from './draft-backup.ts';
import { SaveQueue } from './save-queue.ts';
import { adoptServerOwned, requestFrom } from './server-owned.ts';
import { conflictActions, conflictWith } from './store-conflicts.ts';
import type { BuilderSnapshot } from './builder-snapshot.ts';

export type { BuilderSnapshot, Conflict } from './builder-snapshot.ts';

/** The save indicator's words while the page leaves for /welcome. */
export const SESSION_ENDED_MESSAGE =
  'Your session has ended. Sign in again: your changes are saved when you are back on this solution.';

export const DEFAULT_EDIT_DELAY_MS = 800;

export interface BuilderStoreOptions {
  initial: SaveSolutionRequest;
  base?: Solution;
  catalogue: Capability[];
  onCreated?: (solution: Solution) => void;
  onSaved?: (solution: Solution) => void;
  /** The save call (the API by default). */
  save?: typeof saveSolution;
  /** Where unsaved edits are kept until stored or discarded (sessionStorage in the browser). */
  backup?: BackupSlot;
  /** The step on screen to start with (a refresh keeps the page's); the stage's when not given. */
  view?: number;
}

export function createBuilderStore(options: BuilderStoreOptions) {
  const { backup } = options;
  // The catalogue version the tree is built on; it moves when the user takes a newer version's changes.
  let catalogue = options.catalogue;
  const kept = backup?.read();
  // Edits kept when the session ended are this person's latest word: back on the solution, they are saved at once
  // with the If-Match they were made against (a 409 opens the conflict dialog). Other kept edits are offered.
  const resumed = kept?.reason === 'session' && options.base ? kept : undefined;
  const startBase = resumed && options.base ? keptBase(options.base, resumed) : options.base;
  const startDraft =
    resumed && options.base ? { ...resumed.request, solutionId: options.base.id } : options.initial;
  let snapshot: BuilderSnapshot = {
    base: startBase,
    draft: startDraft,
    view: options.view ?? startDraft.state.step,
    tree: workingTree(catalogue, startDraft.state.items, startDraft.fields.volumes),
    dirty: resumed !== undefined,
    saving: false,
    ...(kept && !resumed ? { restorable: kept } : {}),
  };
  let revision = 0;
  // createAepRecord (spec: a save option): asked for once, sent with the next save, its job's trace kept.
  let aepRequested = false;
  let aepTrace: string | undefined;
  const listeners = new Set<() => void>();

  const set = (next: Partial<BuilderSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const l of listeners) l();
  };

  /** The body of the next save: the draft with the tree folded back into state.items. */
  function body(): SaveSolutionRequest {
    const { draft, tree, base } = snapshot;
    return {
      ...draft,
      ...(base ? { solutionId: base.id } : {}),
      state: {
        ...draft.state,
        items: persistedItems(tree, base?.state.items ?? draft.state.items),
        capabilities: selectedCapabilityItems(tree),
      },
    };
  }

  /** Keeps the next save's body in the browser with the version it starts from. */
  function keep() {
    const { base } = snapshot;
    backup?.write(body(), {
      baseEtag: base?.etag,
      base: base ? requestFrom(base) : undefined,
      reason: snapshot.sessionEnded ? 'session' : undefined,
    });
  }

  async function save(): Promise<void> {
    if (snapshot.conflict || snapshot.sessionEnded) return;
    const savingRevision = revision;
    const askedAep = aepRequested;
    const request = askedAep ? { ...body(), createAepRecord: true } : body();
    const created = !snapshot.base;
    set({ saving: true, error: undefined });
    try {
      const saved = await (options.save ?? saveSolution)(request, snapshot.base?.etag);
      const unchanged = revision === savingRevision;
      if (askedAep) {
        aepRequested = false;
        aepTrace = saved.traceId;
      }
      set({
        base: saved,
        saving: false,
        savedAt: saved.modifiedAt,
        dirty: !unchanged,
        errorKind: undefined,
        draft: adoptServerOwned(snapshot.draft, saved, unchanged ? undefined : request),
      });
      if (unchanged) backup?.clear();
      if (created) options.onCreated?.(saved);
      options.onSaved?.(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const current = conflictCurrent(error.details);
        if (current) {
          queue.pause();
          const base = snapshot.base ? requestFrom(snapshot.base) : request;
          set({ saving: false, conflict: conflictWith(current, base, request) });
          return;
        }
      }
      if (isApiError(error) && error.status === 401) {
        // No session: nothing more is sent; the edits wait in this browser for the person to sign in again.
        queue.pause();
        set({ saving: false, sessionEnded: true, error: SESSION_ENDED_MESSAGE, errorKind: 'transient' });
        keep();
        return;
      }
      // Keep the edits in this browser until they are stored or discarded, whatever went wrong.
      keep();
      set({
        saving: false,
        error: isApiError(error)
          ? error.message
          : 'The solution could not be saved: the portal could not be reached.',
        errorKind: failureKind(isApiError(error) ? error.status : undefined),
      });
      throw error;
    }
  }

  const queue = new SaveQueue({ save, onError: () => undefined });
  let started = false;

  function afterEdit(delayMs: number) {
    // While a save is refused, every change is kept in the browser at once (the server has none of it).
    if (snapshot.error) keep();
    if (snapshot.base) queue.request(delayMs);
  }

  // Reload, merge, resolve a conflict; take a version stored outside this editor (store-conflicts.ts).
  const conflicts = conflictActions({
    snapshot: () => snapshot,
    set,
    changed: () => {
      revision++;
    },
    catalogue: () => catalogue,
    body,
    resumeSaves: () => queue.resume(),
    saveNow: () => store.saveNow(),
  });

  const store = {
    /**
     * Starts what the store does by itself: the save of edits kept when the session ended. Called once the store
     * is in use (BuilderRoot's effect), never while rendering: a render React starts again (a deferred or
     * interrupted one) makes a store it throws away, which must not save.
     */
    start() {
      if (started) return;
      started = true;
      if (resumed) queue.request(0);
    },
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Changes the draft (header, fields, state other than the tree) and saves after `delayMs`. */
    edit(change: (draft: SaveSolutionRequest) => SaveSolutionRequest, delayMs = DEFAULT_EDIT_DELAY_MS) {
      revision++;
      set({ draft: change(snapshot.draft), dirty: true });
      afterEdit(delayMs);
    },

    /** Changes the capability tree (selection, sizes, adjustments) and saves after `delayMs`. */
    editTree(change: (tree: Capability[]) => Capability[], delayMs = DEFAULT_EDIT_DELAY_MS) {
      revision++;
      set({ tree: change(snapshot.tree), dirty: true });
      afterEdit(delayMs);
    },

    /** The body the next save would send (kept in the browser when the page goes away with unsaved work). */
    pendingRequest: () => body(),

    /** Keeps the unsaved edits in this browser now (the page is being left or reloaded). */
    keepUnsaved() {
      if (store.hasUnsavedWork() || snapshot.error) keep();
    },

    /** Takes back the edits kept from an earlier visit; they are saved against the version they were made on. */
    restoreKept() {
      const kept = snapshot.restorable;
      if (!kept) return;
      revision++;
      const base = snapshot.base ? keptBase(snapshot.base, kept) : undefined;
      const draft = { ...kept.request, ...(base ? { solutionId: base.id } : {}) };
      set({
        base,
        draft,
        tree: workingTree(catalogue, draft.state.items, draft.fields.volumes),
        dirty: true,
        restorable: undefined,
      });
      if (snapshot.base) queue.request(0);
    },

    /** Drops the edits kept from an earlier visit. */
    dropKept() {
      backup?.clear();
      set({ restorable: undefined });
    },

    /** After a refused save: drop my unsaved edits and go back to the last stored version. */
    discardChanges() {
      const base = snapshot.base;
      if (!base) return;
      revision++;
      const draft = requestFrom(base);
      backup?.clear();
      set({
        draft,
        tree: workingTree(catalogue, draft.state.items, draft.fields.volumes),
        dirty: false,
        error: undefined,
        errorKind: undefined,
      });
    },

    /** Moves the stage to a step (ADR 0051: Next, Back, Submit), records it as visited, shows it, saves now. */
    async goToStep(step: SolutionStep): Promise<boolean> {
      revision++;
      const draft = { ...snapshot.draft, state: recordStep(snapshot.draft.state, step) };
      set({ draft, view: step, dirty: true });
      return store.saveNow();
    },

    /** Shows another step (a tab; Next / Back that only page through the steps): nothing is saved. */
    showStep(step: number) {
      if (step !== snapshot.view) set({ view: step });
    },

    /** Saves now; resolves true when the server stored the latest draft. */
    async saveNow(): Promise<boolean> {
      try {
        await queue.flush();
        if (snapshot.error || snapshot.conflict) return false;
        if (snapshot.dirty && !snapshot.conflict) await queue.flush();
        return !snapshot.error && !snapshot.conflict;
      } catch {
        return false;
      }
    },

    ...conflicts,

    /**
     * A change the server made outside the save (the CPoR approver's answer): the stored version becomes the
     * base (its ETag is the one the next save sends) and `change` carries its result into my draft.
     */
    adoptServerChange(saved: Solution, change: (draft: SaveSolutionRequest) => SaveSolutionRequest) {
      set({ base: saved, draft: change(snapshot.draft), savedAt: saved.modifiedAt });
    },

    /** Saves now with createAepRecord; resolves the AEP job's trace id once stored (undefined if not stored). */
    async createAepRecord(): Promise<string | undefined> {
      aepRequested = true;
      aepTrace = undefined;
      revision++;
      set({ dirty: true });
      const stored = await store.saveNow();
      return stored ? aepTrace : undefined;
    },

    /**
     * "Catalogue changed since" (ADR 0020): moves the solution's copies onto a newer catalogue version (its
     * content, keeping the solution's choices and edits) and saves now through the normal save (ETag, conflict
     * dialog). Resolves true when stored.
     */
    async moveToCatalogue(version: number, before: Capability[], after: Capability[]): Promise<boolean> {
      revision++;
      // `before`: the version the draft claims (after a conflict reload it may differ from the tree's).
      const items = takeCatalogueChanges(body().state.items, before, after);
      catalogue = after;
      const draft = {
        ...snapshot.draft,
        catalogueVersion: version,
        state: { ...snapshot.draft.state, items },
      };
      set({ draft, tree: workingTree(after, items, draft.fields.volumes), dirty: true });
      return store.saveNow();
    },

    /** Take a newer rate card (issue 19): the solution is priced with `version` from this save on. */
    async moveToRateCard(version: number): Promise<boolean> {
      revision++;
      set({ draft: { ...snapshot.draft, rateCardVersion: version }, dirty: true });
      return store.saveNow();
    },

    /** Unsaved work exists (edited, waiting or saving): closing the tab should warn. */
    hasUnsavedWork: () => snapshot.dirty || queue.pending || snapshot.saving,

    dispose: () => queue.dispose(),
  };
  return store;
}

export type BuilderStore = ReturnType<typeof createBuilderStore>;
