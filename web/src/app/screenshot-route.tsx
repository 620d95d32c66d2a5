/** The screenshot routes with the derived views registered (kept out of the first load, as solution-route). */
import ScreenshotPage from '../features/builder/screenshot/screenshot-page.tsx';
import { DerivedViewsProvider } from '../lib/solution-views/derived-views.tsx';
import { DERIVED_VIEWS } from './derived-views.ts';

export default function ScreenshotRoute() {
  return (
    <DerivedViewsProvider views={DERIVED_VIEWS}>
      <ScreenshotPage />
    </DerivedViewsProvider>
  );
}
