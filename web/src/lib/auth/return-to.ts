/**
 * Where to go after sign-in: the page the user first wanted. Kept in sessionStorage (per tab) between the
 * missing-session redirect and the sign-in page.
 */
const KEY = 'portal.returnTo';
const PUBLIC_PATHS = ['/welcome', '/sign-in'];

/** Only same-site paths, never the public pages themselves. */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  const pathname = path.split(/[?#]/)[0]!;
  return PUBLIC_PATHS.includes(pathname) ? '/' : path;
}

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(KEY, safeReturnPath(path));
  } catch {
    // storage unavailable: sign-in then lands on the home page
  }
}

export function peekReturnTo(): string {
  try {
    return safeReturnPath(sessionStorage.getItem(KEY));
  } catch {
    return '/';
  }
}

export function takeReturnTo(): string {
  const target = peekReturnTo();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
  return target;
}
