/**
 * Where to go after sign-in: the page the user first wanted. Kept in sessionStorage (per tab) between the
 * missing-session redirect and the sign-in page, with the person who was signed in on it when their session ended
 * there (a sign-out or an expiry on that page). The remembered page is taken only by that same person, or by anyone
 * when nobody was signed in on it (a link opened or typed while signed out); someone else signing in after a
 * sign-out or an expiry lands on the home page (issue 30).
 */
const KEY = 'portal.returnTo';
/** The last page shown to a signed-in person in this tab, and who (kept after sign-out: the "previous person"). */
const LAST_PAGE_KEY = 'portal.lastPage';
const PUBLIC_PATHS = ['/welcome', '/sign-in'];
const HOME = '/';

interface ReturnTo {
  path: string;
  /** Who was signed in on the page; absent when nobody was. */
  userId?: string;
}

/** Only same-site paths, never the public pages themselves. */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return HOME;
  const pathname = path.split(/[?#]/)[0]!;
  return PUBLIC_PATHS.includes(pathname) ? HOME : path;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): ReturnTo | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<ReturnTo>;
    if (typeof parsed.path !== 'string') return undefined;
    return {
      path: safeReturnPath(parsed.path),
      ...(typeof parsed.userId === 'string' ? { userId: parsed.userId } : {}),
    };
  } catch {
    // storage unavailable, or an older plain path: sign-in then lands on the home page
    return undefined;
  }
}

function forget(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0]!;

/** A signed-in page is on screen for this person: if their session ends here, the page is remembered as theirs. */
export function notePageShown(userId: string, path: string): void {
  try {
    storage()?.setItem(LAST_PAGE_KEY, JSON.stringify({ path: pathnameOf(path), userId } satisfies ReturnTo));
  } catch {
    // storage unavailable: a remembered page then has no owner
  }
}

/** Who was signed in on `path` when the tab last showed it signed in (undefined: nobody, or another page). */
function ownerOf(path: string): string | undefined {
  try {
    const raw = storage()?.getItem(LAST_PAGE_KEY);
    if (!raw) return undefined;
    const last = JSON.parse(raw) as Partial<ReturnTo>;
    return last.path === pathnameOf(path) && typeof last.userId === 'string' ? last.userId : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the page to come back to, as the page of the person last signed in on it in this tab (if any). */
export function rememberReturnTo(path: string): void {
  const userId = ownerOf(path);
  try {
    storage()?.setItem(
      KEY,
      JSON.stringify({ path: safeReturnPath(path), ...(userId ? { userId } : {}) } satisfies ReturnTo),
    );
  } catch {
    // storage unavailable: sign-in then lands on the home page
  }
}

/** The remembered page (the home page when none): where a sign-in goes before the person is known. */
export function peekReturnTo(): string {
  return read()?.path ?? HOME;
}

/**
 * Once the session is ready for `userId`, on `here` (path and query): where they should be instead, if anywhere.
 * The home page when `here` is a page remembered for someone else; otherwise undefined (stay).
 */
export function landingFor(userId: string, here: string): string | undefined {
  const remembered = read();
  if (!remembered || remembered.path !== safeReturnPath(here)) return undefined;
  return remembered.userId && remembered.userId !== userId ? HOME : undefined;
}

/** The remembered page has been reached (or passed by): it is not taken again. */
export function settleReturnTo(): void {
  forget();
}
