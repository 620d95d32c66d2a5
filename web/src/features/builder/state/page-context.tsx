/**
 * What the solution page's parts share besides the builder store: who is looking (kind of user, role), the
 * reference data loaded with the solution, and the refresh of the stored solution.
 */
import type { CapabilityArea, CurrentUser, RoleId, UserKind, VersionSummary } from '@portal/domain';
import { createContext, useContext, type ReactNode } from 'react';

export interface SolutionPageValue {
  kind: UserKind;
  user: CurrentUser;
  role: RoleId;
  areas: readonly CapabilityArea[];
  /** Re-reads the stored solution (the Last Updated refresh). */
  refresh(): void;
  refreshing: boolean;
  /** A version opened read-only (issue 22): nothing on the page may change it. */
  version?: VersionSummary | undefined;
}

const PageContext = createContext<SolutionPageValue | null>(null);

export function SolutionPageProvider({ value, children }: { value: SolutionPageValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function useSolutionPage(): SolutionPageValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('useSolutionPage must be used inside a SolutionPageProvider');
  return value;
}
