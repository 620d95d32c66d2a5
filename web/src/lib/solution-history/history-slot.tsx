/** Renders the registered History area (a spinner while its code loads); nothing when none is registered. */
import { Suspense } from 'react';
import { PageSpinner } from '../page-spinner.tsx';
import { useDerivedViews, type HistoryAreaProps } from '../solution-views/derived-views.tsx';

export function HistoryAreaSlot(props: HistoryAreaProps) {
  const Area = useDerivedViews().HistoryArea;
  if (!Area) return null;
  return (
    <Suspense fallback={<PageSpinner label="Loading the history…" />}>
      <Area {...props} />
    </Suspense>
  );
}
