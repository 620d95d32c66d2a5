/**
 * Why this tab's session ended, for the welcome page to say (issue 30: "the welcome page never says why someone
 * was signed out"): the person signed out, or the session expired (the API refused it, or the sign-in's time ran
 * out) — and then whether the builder kept unsaved changes to save once the same person is back. Kept in
 * sessionStorage (per tab) until the next sign-in is ready.
 */
const KEY = 'portal.signOutNote';

export interface SignOutNote {
  reason: 'signed-out' | 'expired';
  /** The builder kept unsaved changes when the session expired (saved once the same person signs in again). */
  keptChanges?: boolean;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSignOutNote(): SignOutNote | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<SignOutNote>;
    if (parsed.reason !== 'signed-out' && parsed.reason !== 'expired') return undefined;
    return { reason: parsed.reason, ...(parsed.keptChanges === true ? { keptChanges: true } : {}) };
  } catch {
    return undefined;
  }
}

function write(note: SignOutNote): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(note));
  } catch {
    // storage unavailable: the welcome page says nothing
  }
}

/** The person chose Sign out. */
export function noteSignedOut(): void {
  write({ reason: 'signed-out' });
}

/**
 * The session expired. Kept changes, once noted, stay noted until the next sign-in: the refused save that keeps
 * them is often followed by other refused calls that know nothing of them.
 */
export function noteSessionExpired(keptChanges = false): void {
  const earlier = readSignOutNote();
  const kept = keptChanges || (earlier?.reason === 'expired' && earlier.keptChanges === true);
  write({ reason: 'expired', ...(kept ? { keptChanges: true } : {}) });
}

/** A session is ready again: the note has been read. */
export function clearSignOutNote(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
