/**
 * The name a page view carries: the route pattern that matched (`/sales/solution/:solutionId`), never the
 * address with its ids, so Application Insights counts views per page rather than per solution.
 */
export const UNKNOWN_PAGE = '(unknown page)';

interface RouteMatchLike {
  route: { path?: string };
}

export function pageName(matches: readonly RouteMatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const path = matches[i]!.route.path;
    if (path === '*') return UNKNOWN_PAGE;
    if (path) return path.startsWith('/') ? path : `/${path}`;
  }
  return UNKNOWN_PAGE;
}
