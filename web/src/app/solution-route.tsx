/**
 * The solution routes with the derived views registered: the registry's lazy imports live in this (lazy)
 * chunk, not in the first load, so no view's code moves into the entry.
 */
import { DerivedViewsProvider } from '../lib/solution-views/derived-views.tsx';
import SolutionPage from '../features/builder/solution-page.tsx';
import { DERIVED_VIEWS } from './derived-views.ts';

export default function SolutionRoute() {
  return (
    <DerivedViewsProvider views={DERIVED_VIEWS}>
      <SolutionPage />
    </DerivedViewsProvider>
  );
}
