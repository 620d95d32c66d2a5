// @vitest-environment happy-dom
/**
 * The Timeline's rows are memoised: a change of the solution's state that leaves the schedule as it was (a saved
 * scale, a save's answer) draws the bars once, not again for every row. On a solution the person cannot save
 * (delivered, read-only), the scale they choose is kept for them in this browser and drawn again (issue 30).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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

const page = (value: SolutionViewData, url = '/') => (
  <SWRConfig value={SWR}>
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[url]}>
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

describe('the scale of a solution the person cannot save (delivered, read-only)', () => {
  const KEY = 'portal.timelineScale.user-1.solution-1';
  const state: SolutionState = {
    step: 8,
    steps: [1, 2, 5, 6, 7, 8],
    items: [],
    timelineSettings: { scale: -1 },
  };
  const onScreen = (value: SolutionViewData) => ({ ...value, screenshot: false });
  const drawnScale = (container: HTMLElement) =>
    container.querySelector('[data-scale]')?.getAttribute('data-scale');

  it('opens at the scale this person chose before, kept in this browser', () => {
    localStorage.setItem(KEY, '3');
    const { container } = render(page(onScreen({ ...view(state), editable: false })));
    expect(drawnScale(container)).toBe('3');
  });

  it('keeps the scale chosen with the slider, saving nothing to the solution', async () => {
    const updateState = vi.fn();
    const { container } = render(page(onScreen({ ...view(state), editable: false, updateState })));
    expect(drawnScale(container)).toBe('-1');
    fireEvent.change(screen.getByRole('slider', { name: 'Scale' }), { target: { value: '4' } });
    expect(drawnScale(container)).toBe('4');
    await waitFor(() => expect(localStorage.getItem(KEY)).toBe('4'), { timeout: 3000 });
    expect(updateState).not.toHaveBeenCalled();
    cleanup();
    const again = render(page(onScreen({ ...view(state), editable: false })));
    expect(drawnScale(again.container)).toBe('4');
  });

  it('is saved with the solution, never kept in the browser, when the person may edit it', async () => {
    localStorage.setItem(KEY, '3');
    const updateState = vi.fn();
    const { container } = render(page(onScreen({ ...view(state), updateState })));
    expect(drawnScale(container)).toBe('-1');
    fireEvent.change(screen.getByRole('slider', { name: 'Scale' }), { target: { value: '2' } });
    await waitFor(() => expect(updateState).toHaveBeenCalled(), { timeout: 3000 });
    expect(localStorage.getItem(KEY)).toBe('3');
  });
});

describe('the address of the Timeline (spec: ?page= and ?scale=)', () => {
  /** Seven capabilities: two pages of five (CAPABILITIES_PER_PAGE). */
  const seven: Capability[] = Array.from({ length: 7 }, (_, i) => ({
    id: `cap-${i + 1}`,
    name: `Capability ${i + 1}`,
    selected: true,
    areaId: 'area-core',
    actions: [action(`Work ${i + 1}`, 8)],
  }));
  const state: SolutionState = { step: 5, steps: [1, 2, 5], items: [], timelineSettings: { scale: 1 } };
  const shown = () =>
    seven.map((c) => c.name).filter((name) => screen.queryByText(name, { exact: true }) !== null);

  const names = (...numbers: number[]) => numbers.map((n) => `Capability ${n}`);
  const ALL = names(1, 2, 3, 4, 5, 6, 7);
  it.each([
    ['/', ALL],
    ['/?page=1', names(1, 2, 3, 4, 5)],
    ['/?page=2', names(6, 7)],
    ['/?page=0', ALL],
    ['/?page=x', ALL],
  ])('%s lists %j', (url, listed) => {
    // As the screenshot pages draw it: every row of the page at once (on screen the rows are windowed).
    render(page({ ...view(state), items: seven }, url));
    expect(shown()).toEqual(listed);
  });

  it.each([
    ['/', '1'],
    ['/?scale=3', '3'],
    ['/?scale=-2', '-2'],
    ['/?scale=', '1'],
    ['/?scale=wide', '1'],
  ])('%s draws at scale %s (the address before the saved scale)', (url, scale) => {
    const { container } = render(page({ ...view(state), screenshot: false }, url));
    expect(container.querySelector('[data-scale]')?.getAttribute('data-scale')).toBe(scale);
  });
});
