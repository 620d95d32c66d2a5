/** Renders the registered estimate panel (a spinner while its code loads); nothing when none is registered. */
import { Suspense } from 'react';
import { PageSpinner } from '../page-spinner.tsx';
import { useDerivedViews, type EstimatePanelProps, type VersionEstimateProps } from './derived-views.tsx';

export function EstimatePanelSlot(props: EstimatePanelProps) {
  const Panel = useDerivedViews().EstimatePanel;
  if (!Panel) return null;
  return (
    <Suspense fallback={<PageSpinner label="Loading the estimate…" />}>
      <Panel {...props} />
    </Suspense>
  );
}

/** Renders the registered estimate of a version (issue 22); nothing when none is registered. */
export function VersionEstimateSlot(props: VersionEstimateProps) {
  const Figures = useDerivedViews().VersionEstimate;
  if (!Figures) return null;
  return (
    <Suspense fallback={<PageSpinner label="Loading the estimate…" />}>
      <Figures {...props} />
    </Suspense>
  );
}
