/**
 * The registry of derived views: the app fills it with lazily loaded components from the views' features
 * (so plotly and the views' code load only when a view is shown); the solution feature renders them by name
 * with DerivedView (and the estimate panel with EstimatePanelSlot). This module stays tiny: the app's first load imports it.
 */
import type { EstimateSolution, SolutionEstimateView } from '@portal/domain';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export const DERIVED_VIEW_NAMES = [
  'Timeline',
  'People',
  'Pyramids',
  'Risk Assessment',
  'Security',
  'CPoR',
] as const;
export type DerivedViewName = (typeof DERIVED_VIEW_NAMES)[number];
/**
 * The estimate panel (features/estimate) beside the ROM summary and on the Close step: the solution feature hands
 * it the builder's current, unsaved solution; it fetches the rate card and computes the estimate in the browser.
 */
export interface EstimatePanelProps {
  /** The working solution, with its client (its nation's bank holidays are the plan's: ADR 0059). */
  solution: EstimateSolution & { clientId?: string | undefined };
  /** The rate card version the saved solution holds (absent on solutions older than the card). */
  heldRateCardVersion?: number | undefined;
}
/**
 * The History area of a solution (features/history, issue 22): versions, who changed what, compare. It reads and
 * writes its place in the page's address (`?history=`, `?version=`), so the solution page only says where.
 */
export interface HistoryAreaProps {
  solutionId: string;
  /** The ETag of the solution the page holds: a comparison with now is read again when it moves. */
  etag: string;
  /** The person may save a version by hand (full users). */
  maySaveVersion: boolean;
}
/** The estimate as it was when a version was taken (issue 22): the API's snapshot, for full users only. */
export interface VersionEstimateProps {
  estimate: SolutionEstimateView;
}
export type DerivedViews = Partial<Record<DerivedViewName, ComponentType>> & {
  EstimatePanel?: ComponentType<EstimatePanelProps>;
  VersionEstimate?: ComponentType<VersionEstimateProps>;
  HistoryArea?: ComponentType<HistoryAreaProps>;
};

const DerivedViewsContext = createContext<DerivedViews>({});

export function DerivedViewsProvider({ views, children }: { views: DerivedViews; children: ReactNode }) {
  return <DerivedViewsContext.Provider value={views}>{children}</DerivedViewsContext.Provider>;
}

/** The registered views (for DerivedView in derived-view.tsx). */
export function useDerivedViews(): DerivedViews {
  return useContext(DerivedViewsContext);
}

export function isDerivedView(name: string): name is DerivedViewName {
  return (DERIVED_VIEW_NAMES as readonly string[]).includes(name);
}
