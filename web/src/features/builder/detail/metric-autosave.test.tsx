// @vitest-environment happy-dom
/**
 * Metric edits in the action panel are saved 500 ms after the last change (spec: metric edits debounce 500 ms;
 * issue 21): nothing is sent while the person is still typing, and a burst of edits is one save of the last value.
 */
import type { Capability, SaveSolutionRequest } from '@portal/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  builderFor,
  fakeApiForFile,
  Providers,
  savedFrom,
  solutionFixture,
  type Setup,
} from '../page/test-support.tsx';
import { ActionPanel } from './action-panel.tsx';

const api = fakeApiForFile();

const ACTION = {
  id: 'act-pilot',
  name: 'Pilot with 50 users',
  effort: 8,
  selected: true,
  metrics: [{ id: 'm-users', name: 'Pilot users', effort: 0.5, value: 50 }],
};
const TREE: Capability[] = [{ id: 'cap-w11', name: 'Windows 11', selected: true, actions: [ACTION] }];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('metric edits in the action panel', () => {
  it('are saved once, 500 ms after the last change, with the last value', async () => {
    const base = solutionFixture({ state: { step: 5, steps: [1, 2, 5], items: TREE } });
    let version = 1;
    api.handler = (req, body) =>
      req.method === 'POST'
        ? { status: 200, body: savedFrom(body as SaveSolutionRequest, base, ++version) }
        : undefined;
    const setup: Setup = { role: 'SOLUTION_ARCHITECT', solution: base, catalogue: TREE };
    render(
      <Providers setup={setup} store={builderFor(setup)}>
        <ActionPanel action={ACTION} editable leadProvider />
      </Providers>,
    );
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Pilot users' });
    fireEvent.focus(quantity);
    for (const value of ['6', '60', '65']) {
      fireEvent.change(quantity, { target: { value } });
      await wait(200);
    }
    // 200 ms after the last change: still waiting.
    expect(api.saves()).toHaveLength(0);
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 2000 });
    await wait(600);
    expect(api.saves()).toHaveLength(1);
    const saved = api.saves()[0]!.state.items[0]!.actions![0]!.metrics![0]!;
    expect(saved.value).toBe(65);
  });
});
