/** The pyramids alone (the 'pyramids' screenshot route): signals drawn after the four charts' first plots. */
import { useCallback, useState } from 'react';
import { useDrawnSignal } from '../../lib/solution-views/drawn-signal.ts';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { PyramidCharts } from './pyramid-charts.tsx';
import { usePeople } from './use-people.ts';

export default function PyramidsView() {
  const view = useSolutionView();
  const people = usePeople();
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  useDrawnSignal(view.screenshot, drawn);
  if (people.loading) return <PageSpinner label="Loading pyramids…" />;
  return (
    <PyramidCharts
      pyramids={people.pyramids}
      screenshot={view.screenshot}
      fileName={`pyramids-${view.solutionId ?? 'new'}`}
      onDrawn={onDrawn}
    />
  );
}
