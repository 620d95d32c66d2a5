/**
 * The registry of derived views: the app fills it with lazily loaded components from the views' features
 * (so plotly and the views' code load only when a view is shown); the solution feature renders them by name.
 */
import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from '../page-spinner.tsx';

export const DERIVED_VIEW_NAMES = [
  'Timeline',
  'People',
  'Pyramids',
  'Risk Assessment',
  'Security',
  'CPoR',
] as const;
export type DerivedViewName = (typeof DERIVED_VIEW_NAMES)[number];
export type DerivedViews = Partial<Record<DerivedViewName, ComponentType>>;

const DerivedViewsContext = createContext<DerivedViews>({});

export function DerivedViewsProvider({ views, children }: { views: DerivedViews; children: ReactNode }) {
  return <DerivedViewsContext.Provider value={views}>{children}</DerivedViewsContext.Provider>;
}

export function isDerivedView(name: string): name is DerivedViewName {
  return (DERIVED_VIEW_NAMES as readonly string[]).includes(name);
}

/** Renders a registered view (a spinner while its code loads); nothing when none is registered. */
export function DerivedView({ name }: { name: DerivedViewName }) {
  const View = useContext(DerivedViewsContext)[name];
  if (!View) return null;
  return (
    <Suspense fallback={<PageSpinner label={`Loading ${name}…`} />}>
      <View />
    </Suspense>
  );
}
