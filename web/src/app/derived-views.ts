/**
 * The derived views of a solution, each from its own feature, loaded only when shown (plotly comes with the
 * People, Pyramids and Risk Assessment views only), the estimate panel and the History area. The solution page and the screenshot routes render them.
 */
import { lazy } from 'react';
import type { DerivedViews } from '../lib/solution-views/derived-views.tsx';

export const DERIVED_VIEWS: DerivedViews = {
  Timeline: lazy(() => import('../features/timeline/timeline-view.tsx')),
  People: lazy(() => import('../features/people/people-view.tsx')),
  Pyramids: lazy(() => import('../features/people/pyramids-view.tsx')),
  'Risk Assessment': lazy(() => import('../features/risk/risk-view.tsx')),
  Security: lazy(() => import('../features/security/security-view.tsx')),
  CPoR: lazy(() => import('../features/cpor/cpor-view.tsx')),
  EstimatePanel: lazy(() => import('../features/estimate/estimate-panel.tsx')),
  VersionEstimate: lazy(() => import('../features/estimate/version-estimate.tsx')),
  HistoryArea: lazy(() => import('../features/history/history-area.tsx')),
};
