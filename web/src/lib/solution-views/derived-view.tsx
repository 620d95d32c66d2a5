/** Renders a derived view by name from the registry, with a spinner while its code loads. */
import { Suspense } from 'react';
import { PageSpinner } from '../page-spinner.tsx';
import { useDerivedViews, type DerivedViewName } from './derived-views.tsx';

/** Renders a registered view (a spinner while its code loads); nothing when none is registered. */
export function DerivedView({ name }: { name: DerivedViewName }) {
  const View = useDerivedViews()[name];
  if (!View) return null;
  return (
    <Suspense fallback={<PageSpinner label={`Loading ${name}…`} />}>
      <View />
    </Suspense>
  );
}
