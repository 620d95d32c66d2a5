/** The builder store's state: what the page reads (useBuilder) and what a conflict carries. */
import type { Capability, SaveSolutionRequest, Solution } from '@portal/domain';
import type { DraftBackup } from './draft-backup.ts';

export interface Conflict {
  current: Solution;
  /** The merged draft when my edits and theirs touch different parts. */
  merged?: SaveSolutionRequest;
  conflicts: string[];
}

export interface BuilderSnapshot {
  /** The last version the server stored (undefined until a new solution is first saved). */
  base: Solution | undefined;
  /** The working copy; its state.items holds the solution's capability copies as last persisted. */
  draft: SaveSolutionRequest;
  /**
   * The step this person is looking at (the builder tab; viewStep maps it to the tab of their kind). Their own
   * view, never saved: the solution's stage is draft.state.step (ADR 0051). Only a move of the stage (goToStep)
   * or of the view (showStep) changes it; a conflict's reload or merge leaves it where it was.
   */
  view: number;
  /** What the capability tree shows: the catalogue with the solution's copies and selections. */
  tree: Capability[];
  dirty: boolean;
  saving: boolean;
  savedAt?: string;
  /** The last save failure (not a conflict), in the API's words. */
  error?: string;
  /** 'refused': the server will refuse the same request again (the person must change or discard it); else retry. */
  errorKind?: 'refused' | 'transient';
  conflict?: Conflict;
  /** Edits kept in this browser from an earlier visit that the server never stored (offered back). */
  restorable?: DraftBackup;
  /** A save found the session ended (401): the edits are kept in the browser and nothing more is sent. */
  sessionEnded?: boolean;
}
