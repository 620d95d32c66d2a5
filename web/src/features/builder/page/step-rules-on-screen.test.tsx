// @vitest-environment happy-dom
/**
 * The spec's step rules on the screen, not only as domain functions (issue 30; packages/domain steps.ts): the
 * solution page shows the Documents button below Close (`showsDocumentsButton`), its Resources menu offers Generate
 * Solution Plan (SP051) on Review only (`offersSolutionPlan`), and metric values are edited on Detail only, read on
 * Review (`detailEditable`). The page runs with the real builder store, step tabs and Resources menu; the steps'
 * contents and the left panel are left out of the page's test (each has its own tests).
 */
import type { Capability, Solution } from '@portal/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DetailScopeModule from '../detail/detail-scope.tsx';
import { DetailStep } from '../steps/detail-step.tsx';
import { Harness, testStore } from '../tree/test-harness.tsx';
import { SolutionScreen } from './solution-screen.tsx';
import { builderFor, fakeApiForFile, Providers, solutionFixture, type Setup } from './test-support.tsx';

vi.mock('../steps/step-content.tsx', () => ({
  StepContent: ({ step }: { step: number }) => <p>The content of step {step}</p>,
}));
vi.mock('../panel/left-panel.tsx', () => ({ LeftPanel: () => null }));
// Its jobs' toasts need the app's toasts; nothing is generated here.
vi.mock('../shared/use-start-job.ts', () => ({
  useStartJob: () => ({ starting: null, setStarting: () => undefined, start: async () => undefined }),
}));
// The Scope sub-tab as a lead-provider user sees it (the signed-in user is not what this test is about).
vi.mock('../detail/detail-scope.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof DetailScopeModule>();
  return {
    ...actual,
    DetailScope: ({ editable }: { editable: boolean }) => (
      <actual.DetailScopeView editable={editable} leadProvider />
    ),
  };
});

const api = fakeApiForFile();
afterEach(cleanup);

const TABS = ['Information', 'Scope', 'Detail', 'Review', 'Close', 'Deliver'] as const;

/** A delivered solution: every tab can be looked at (the view moves, the stage stays). */
function delivered(): Solution {
  const base = solutionFixture();
  return solutionFixture({
    fields: { ...base.fields, approvals: [{ id: 'solution', name: 'Sam Seller' }] },
    state: { step: 8, steps: [1, 2, 5, 6, 7, 8], items: [] },
  });
}

function showPage(solution: Solution) {
  const setup: Setup = { role: 'SALES_PERSON', solution };
  render(
    <Providers setup={setup} store={builderFor(setup)}>
      <SolutionScreen />
    </Providers>,
  );
}

/** The document items of the open Resources menu, after opening it; closed again afterwards. */
async function resourcesItems(): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: 'Resources' }));
  const items = await screen.findAllByRole('menuitem');
  const labels = items.map((item) => item.textContent ?? '');
  fireEvent.keyDown(items[0]!, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return labels;
}

describe('the step rules on the solution page of a full user', () => {
  it('Documents below Close only; Generate Solution Plan (SP051) on Review only, by the step on screen', async () => {
    showPage(delivered());
    const seen: Record<string, { documents: boolean; sp051: boolean; internalSp051: boolean }> = {};
    for (const name of TABS) {
      fireEvent.click(screen.getByRole('tab', { name }));
      await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe(name));
      const items = await resourcesItems();
      seen[name] = {
        documents: screen.queryByRole('button', { name: 'Documents' }) !== null,
        sp051: items.includes('Generate Solution Plan (SP051)'),
        internalSp051: items.includes('Internal Solution Plan (SP051)'),
      };
    }
    expect(seen).toEqual({
      Information: { documents: true, sp051: false, internalSp051: false },
      Scope: { documents: true, sp051: false, internalSp051: false },
      Detail: { documents: true, sp051: false, internalSp051: false },
      Review: { documents: true, sp051: true, internalSp051: true },
      Close: { documents: false, sp051: false, internalSp051: false },
      Deliver: { documents: false, sp051: false, internalSp051: false },
    });
    // Looking saved nothing (ADR 0051).
    expect(api.saves()).toEqual([]);
  }, 20_000);

  it('a solution not yet saved has no Documents button', () => {
    const setup: Setup = {
      role: 'SALES_PERSON',
      initial: { ...delivered(), state: { step: 1, steps: [1], items: [] } },
    };
    render(
      <Providers setup={setup} store={builderFor(setup)}>
        <SolutionScreen />
      </Providers>,
    );
    expect(screen.getByRole('tab', { name: 'Information', selected: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Documents' })).toBeNull();
  }, 20_000);
});

const TREE: Capability[] = [
  {
    id: 'cap-devices',
    name: 'Devices',
    selected: true,
    metrics: [{ id: 'users', name: 'Number of users', effort: 0.02, value: 10, core: true }],
    actions: [
      {
        id: 'act-enrol',
        name: 'Enrol devices',
        effort: 4,
        selected: true,
        metrics: [{ id: 'act-users', name: 'Enrolled users', effort: 0.01, value: 10, metricId: 'users' }],
      },
    ],
  },
];

function showDetail(step: 5 | 6) {
  render(
    <Harness store={testStore(TREE)}>
      <DetailStep step={step} />
    </Harness>,
  );
}

/** The metric value boxes of the Core Metrics and Scope sub-tabs (the action's quantity in its side panel). */
function metricBoxes() {
  fireEvent.click(screen.getByRole('tab', { name: 'Core Metrics' }));
  const core = screen.queryByRole('textbox', { name: 'Number of users of Devices' });
  fireEvent.click(screen.getByRole('tab', { name: 'Scope' }));
  // The capability's actions are under its Scope row, closed at first.
  const tree = screen.getByRole('treegrid', { name: 'Scope' });
  const row = within(tree).getByText('Scope').closest('[role="row"]') as HTMLElement;
  fireEvent.click(row.querySelector('[data-chevron]') as HTMLElement);
  fireEvent.click(screen.getByText('Enrol devices'));
  expect(screen.getByText('Enrol devices (Action)')).toBeTruthy();
  const quantity = screen.queryByRole('textbox', { name: 'Quantity of Enrolled users' });
  return { core: core !== null, quantity: quantity !== null };
}

describe('metric values on Detail and Review', () => {
  it('are edited on Detail', () => {
    showDetail(5);
    expect(metricBoxes()).toEqual({ core: true, quantity: true });
  }, 20_000);

  it('are read on Review: no box to type in, the values shown', async () => {
    showDetail(6);
    expect(metricBoxes()).toEqual({ core: false, quantity: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Core Metrics' }));
    });
    expect(screen.getByRole('table', { name: 'Core Metrics' }).textContent).toContain('10');
  }, 20_000);
});
