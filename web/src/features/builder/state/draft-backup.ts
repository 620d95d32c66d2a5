/**
 * Unsaved edits survive a refused save and a reload (issue 6: "no user input may lose data"). While the
 * builder holds edits the server has not stored, a copy of the save body is kept in this browser tab's
 * sessionStorage, per user and solution, until a save succeeds or the person discards the changes.
 */
import type { SaveSolutionRequest } from '@portal/domain';

export interface DraftBackup {
  version: 1;
  /** When the copy was written (ISO). */
  savedAt: string;
  /** The ETag of the stored version the edits started from. */
  baseEtag?: string;
  request: SaveSolutionRequest;
}

export interface BackupSlot {
  read(): DraftBackup | undefined;
  write(request: SaveSolutionRequest, baseEtag: string | undefined): void;
  clear(): void;
}

export const backupKey = (userId: string, solutionId: string | undefined) =>
  `portal.unsaved.${userId}.${solutionId ?? 'new'}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** A slot in sessionStorage (or in the given storage, for tests); storage errors never break editing. */
export function backupSlot(key: string, store: Storage | undefined = storage()): BackupSlot {
  return {
    read() {
      try {
        const raw = store?.getItem(key);
        if (!raw) return undefined;
        const parsed = JSON.parse(raw) as Partial<DraftBackup>;
        if (parsed.version !== 1 || !parsed.request || typeof parsed.savedAt !== 'string') return undefined;
        return parsed as DraftBackup;
      } catch {
        return undefined;
      }
    },
    write(request, baseEtag) {
      const backup: DraftBackup = {
        version: 1,
        savedAt: new Date().toISOString(),
        ...(baseEtag ? { baseEtag } : {}),
        request,
      };
      try {
        store?.setItem(key, JSON.stringify(backup));
      } catch {
        // Storage full or blocked: the edits are still in the page.
      }
    },
    clear() {
      try {
        store?.removeItem(key);
      } catch {
        // nothing to do
      }
    },
  };
}

/** A save failure the person must act on (the same request would fail again), or one worth retrying. */
export function failureKind(status: number | undefined): 'refused' | 'transient' {
  if (status === undefined) return 'transient';
  if (status === 408 || status === 429) return 'transient';
  return status >= 400 && status < 500 ? 'refused' : 'transient';
}
