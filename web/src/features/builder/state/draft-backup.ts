/**
 * Unsaved edits survive a refused save and a reload (issue 6: "no user input may lose data"). While the
 * builder holds edits the server has not stored, a copy of the save body is kept in this browser tab's
 * sessionStorage, per user and solution, until a save succeeds or the person discards the changes. With it go the
 * ETag and the body of the stored version the edits started from, so a later save sends the If-Match they were
 * made against and a 409 can merge them (issue 21). A copy kept because the session ended (a save answered 401)
 * says so: the builder saves it by itself once the same person is back on the solution.
 */
import type { SaveSolutionRequest, Solution } from '@portal/domain';

export interface DraftBackup {
  version: 1;
  /** When the copy was written (ISO). */
  savedAt: string;
  /** The ETag of the stored version the edits started from. */
  baseEtag?: string;
  /** That stored version as a save body: the common ancestor when the kept edits meet a newer version. */
  base?: SaveSolutionRequest;
  /** 'session': kept because the session ended; saved without asking once the person is signed in again. */
  reason?: 'session';
  request: SaveSolutionRequest;
}

/** What is kept beside the edits: the version they started from and why they were kept. */
export interface BackupOrigin {
  baseEtag?: string | undefined;
  base?: SaveSolutionRequest | undefined;
  reason?: 'session' | undefined;
}

export interface BackupSlot {
  read(): DraftBackup | undefined;
  write(request: SaveSolutionRequest, origin: BackupOrigin): void;
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
    write(request, { baseEtag, base, reason }) {
      const backup: DraftBackup = {
        version: 1,
        savedAt: new Date().toISOString(),
        ...(baseEtag ? { baseEtag } : {}),
        ...(base ? { base } : {}),
        ...(reason ? { reason } : {}),
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

/**
 * A new solution's slot: the 'new' key until the first save creates it, then the solution's own key (its page keeps
 * the same store, store-handover.ts), so edits kept afterwards are offered on the solution and never on a later new one.
 */
export function newSolutionSlot(
  userId: string,
  createdId: () => string | undefined,
  store: Storage | undefined = storage(),
): BackupSlot {
  const fresh = backupSlot(backupKey(userId, undefined), store);
  const current = () => {
    const id = createdId();
    return id === undefined ? fresh : backupSlot(backupKey(userId, id), store);
  };
  return {
    read: () => current().read(),
    write(request, origin) {
      if (createdId() !== undefined) fresh.clear();
      current().write(request, origin);
    },
    clear() {
      fresh.clear();
      current().clear();
    },
  };
}

/** A save failure the person must act on (the same request would fail again), or one worth retrying. */
export function failureKind(status: number | undefined): 'refused' | 'transient' {
  if (status === undefined) return 'transient';
  if (status === 408 || status === 429) return 'transient';
  return status >= 400 && status < 500 ? 'refused' : 'transient';
}

/**
 * The version kept edits are saved against: the stored one when nobody saved since they were made, otherwise the
 * version they were made on (its body and ETag, on the loaded solution's other data), so the save sends the
 * If-Match they were edited against and a 409 merges them with the newer version over the right ancestor.
 */
export function keptBase(loaded: Solution, kept: DraftBackup): Solution {
  if (!kept.baseEtag || !kept.base || kept.baseEtag === loaded.etag) return loaded;
  const { solutionId: _solutionId, createAepRecord: _aep, ...content } = kept.base;
  return { ...loaded, ...content, id: loaded.id, etag: kept.baseEtag };
}
