/**
 * Another stored version meets my edits (ADR 0006): a save refused with a 409 opens a conflict, which the person
 * resolves by reloading their version, by merging (only when the edits touch different parts) or by choosing part by
 * part; a version stored outside this editor (the AEP job's link) is taken when it merges. Part of the builder store
 * (builder-store.ts), which hands in what these actions read and change.
 */
import {
  mergeSolutionEdits,
  resolveSolutionEdits,
  workingTree,
  type Capability,
  type ConflictChoices,
  type SaveSolutionRequest,
  type Solution,
} from '@portal/domain';
import type { BuilderSnapshot, Conflict } from './builder-snapshot.ts';
import { requestFrom } from './server-owned.ts';

/** The conflict a refused save opens: their version, and the merge of both edits when they touch different parts. */
export function conflictWith(
  current: Solution,
  base: SaveSolutionRequest,
  mine: SaveSolutionRequest,
): Conflict {
  const result = mergeSolutionEdits(base, mine, requestFrom(current));
  return result.ok
    ? { current, merged: result.merged, conflicts: [] }
    : { current, conflicts: result.conflicts };
}

/** What the conflict actions use of the builder store. */
export interface ConflictHost {
  snapshot(): BuilderSnapshot;
  set(next: Partial<BuilderSnapshot>): void;
  /** Counts a change of the working copy (a save under way then leaves it unsaved). */
  changed(): void;
  /** The catalogue version the tree is built on. */
  catalogue(): Capability[];
  /** The body of the next save. */
  body(): SaveSolutionRequest;
  /** Lets the save queue send again (it pauses on a conflict). */
  resumeSaves(): void;
  saveNow(): Promise<boolean>;
}

/** The builder store's actions on a conflict, and on a version stored outside this editor. */
export function conflictActions(host: ConflictHost) {
  /** Their version becomes the base and `draft` (a merge of mine and theirs) is saved on its ETag. */
  async function adoptMerged(current: Solution, draft: SaveSolutionRequest): Promise<boolean> {
    host.changed();
    host.set({
      base: current,
      draft,
      tree: workingTree(host.catalogue(), draft.state.items, draft.fields.volumes),
      conflict: undefined,
      dirty: true,
    });
    host.resumeSaves();
    return host.saveNow();
  }

  return {
    /** Conflict: take the version someone else saved; my unsaved edits are dropped. */
    reload() {
      const current = host.snapshot().conflict?.current;
      if (!current) return;
      host.changed();
      const draft = requestFrom(current);
      host.set({
        base: current,
        draft,
        tree: workingTree(host.catalogue(), draft.state.items, draft.fields.volumes),
        conflict: undefined,
        dirty: false,
        error: undefined,
      });
      host.resumeSaves();
    },

    /** Conflict: keep both sets of edits (only offered when they touch different parts), then save. */
    async merge(): Promise<boolean> {
      const conflict = host.snapshot().conflict;
      if (!conflict?.merged) return false;
      return adoptMerged(conflict.current, conflict.merged);
    },

    /**
     * Conflict: settle each part both changed with the person's choice (keep mine or take theirs), merge the
     * rest, and save on their version's ETag. False (and the conflict stays) when a part has no choice.
     */
    async resolve(choices: ConflictChoices): Promise<boolean> {
      const { conflict, base: stored } = host.snapshot();
      if (!conflict) return false;
      const mine = host.body();
      const base = stored ? requestFrom(stored) : mine;
      const result = resolveSolutionEdits(base, mine, requestFrom(conflict.current), choices);
      if (!result.ok) return false;
      return adoptMerged(conflict.current, result.merged);
    },

    /**
     * A version stored outside this editor (the AEP job's link): when it merges with my edits (mergeSolutionEdits:
     * nobody changed the same part), it becomes the base and the merge my draft; otherwise the next save's
     * conflict dialog takes it up. Resolves whether it was taken.
     */
    rebaseOnto(theirs: Solution): boolean {
      const snapshot = host.snapshot();
      const base = snapshot.base;
      if (!base || base.etag === theirs.etag || snapshot.conflict || snapshot.saving) return false;
      const result = mergeSolutionEdits(requestFrom(base), host.body(), requestFrom(theirs));
      if (!result.ok) return false;
      const draft = { ...snapshot.draft, ...result.merged };
      host.set({
        base: theirs,
        draft,
        tree: workingTree(host.catalogue(), draft.state.items, draft.fields.volumes),
        savedAt: theirs.modifiedAt,
      });
      return true;
    },
  };
}
