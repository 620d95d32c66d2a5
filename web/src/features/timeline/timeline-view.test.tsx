// @vitest-environment happy-dom
/**
 * The Timeline's rows are memoised: a change of the solution's state that leaves the schedule as it was (a saved
 * scale, a save's answer) draws the bars once, not again for every row.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import type * as Domain from '@portal/domain';
import type { Action, Capability, CapabilityArea, SolutionState } from '@portal/domain';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_FALLBACK } from '../../lib/data/settings.fixtures.ts';
import {
  SolutionViewProvider,
  type SolutionViewData,
} from '../../lib/solution-views/solution-view-context.tsx';
import TimelineView from './timeline-view.tsx';

const colours = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@portal/domain', async (original) => {
  const domain = await original<typeof Domain>();
  return {
    ...domain,
    actionColour: (...args: Parameters<typeof domain.actionColour>) => {
      colours.calls += 1;
      return domain.actionColour(...args);
    },
  };
});

afterEach(cleanup);

const areas = [{ id: 'area-core', name: 'Core' }] as CapabilityArea[];
const action = (id: string, effort: number): Action => ({
  id,
  name: id,
  effort,
  selected: true,
  roles: [{ staticId: 'architect', name: 'Architect', value: 100 }],
});
const items: Capability[] = [
  {
    id: 'workplace',
    name: 'Modern Workplace',
    selected: true,
    areaId: 'area-core',
    actions: [action('Discovery', 48), action('Design', 60), action('Rollout', 80)],
  },
  {
    id: 'security',
    name: 'Security Baseline',
    selected: true,
    areaId: 'area-core',
    actions: [action('Review', 16)],
  },
];

function view(state: SolutionState): SolutionViewData {
  return {
    solutionId: 'solution-1',
    items,
    areas,
    expectedStart: '2027-03',
    state,
    role: 'SALES_PERSON',
    userId: 'user-1',
    editable: true,
    leadProvider: true,
    screenshot: true,
    updateState: () => undefined,
  };
}

/** The settings (and their bank holidays) as the app has them cached once loaded. */
const SWR = { provider: () => new Map(), fallback: SETTINGS_FALLBACK, revalidateOnMount: false };

const page = (value: SolutionViewData) => (
  <SWRConfig value={SWR}>
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <SolutionViewProvider value={value}>
          <TimelineView />
        </SolutionViewProvider>
      </MemoryRouter>
    </FluentProvider>
  </SWRConfig>
);

describe('TimelineView', () => {
  it('draws the bars once when the state changes but the schedule does not', () => {
    const state: SolutionState = { step: 5, steps: [1, 2, 5], items: [] };
    const first = view(state);
    const { rerender } = render(page(first));
    expect(screen.getAllByRole('img', { name: /^Discovery: / })).toHaveLength(1);
    const drawn = colours.calls;
    expect(drawn).toBe(4); // one bar per action
    rerender(page({ ...first, state: { ...state, timelineSettings: { scale: 2 } } }));
    expect(colours.calls).toBe(drawn);
  });
});
