/**
 * Test support: a builder store whose solution holds the given tree (no server: without a stored base nothing
 * is saved), the Fluent provider and the current alert of web/src/lib/alerts, so components run for real.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { newSolutionRequest, type Capability } from '@portal/domain';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { closeAlert, useCurrentAlert } from '../../../lib/alerts/alert-store.ts';
import { SETTINGS_FALLBACK } from '../../../lib/data/settings.fixtures.ts';
import { BuilderProvider } from '../state/builder-context.tsx';
import { createBuilderStore, type BuilderStore } from '../state/builder-store.ts';

export function testStore(tree: Capability[], complexity = 1): BuilderStore {
  const initial = newSolutionRequest({ organization: 'PROVIDER', now: new Date('2026-01-15T00:00:00Z') });
  closeAlert();
  return createBuilderStore({
    initial: {
      ...initial,
      fields: { ...initial.fields, complexity },
      state: { ...initial.state, step: 2, items: tree },
    },
    catalogue: tree,
  });
}

/** Reference data the components read, served from memory (no network in component tests), in the cached shape. */
const FALLBACK = { ...SETTINGS_FALLBACK };

export function Harness({
  store,
  children,
  cached = {},
}: {
  store: BuilderStore;
  children: ReactNode;
  /** More cached responses by key (the offerings, for 'Start from an offering'). */
  cached?: Record<string, unknown>;
}) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { ...FALLBACK, ...cached },
        revalidateOnMount: false,
        revalidateIfStale: false,
      }}
    >
      <FluentProvider theme={webLightTheme}>
        <BuilderProvider store={store}>{children}</BuilderProvider>
        <CurrentAlert />
      </FluentProvider>
    </SWRConfig>
  );
}

/** The alert the shell would show, as an alertdialog with its OK button. */
function CurrentAlert() {
  const alert = useCurrentAlert();
  if (!alert) return null;
  return (
    <div role="alertdialog" aria-label={alert.text}>
      <h2>{alert.text}</h2>
      {alert.body ? <p>{alert.body}</p> : null}
      <button onClick={closeAlert}>OK</button>
    </div>
  );
}

/** Fluent's motion calls Element.animate, which happy-dom lacks. */
export function disableAnimations() {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
}
