// @vitest-environment happy-dom
/**
 * The builder's moves between steps with the real store and a small HTTP server standing in for the API (ADR
 * 0051): on a closed solution the tabs and Back only show steps and nothing is saved; on an editable solution
 * Next and Back on the stage's step save the stage; a partner's Submit asks first (issue 30). The steps' contents
 * are left out (each has its own tests): this is about the moves.
 */
import type { RoleId, Solution, SolutionStep } from '@portal/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuilderView } from './builder-view.tsx';
import {
  builderFor,
  fakeApiForFile,
  Providers,
  savedFrom,
  solutionFixture,
  type Setup,
} from './test-support.tsx';

vi.mock('../steps/step-content.tsx', () => ({
  StepContent: ({ step }: { step: number }) => <p>The content of step {step}</p>,
}));

const api = fakeApiForFile();

const PATH: SolutionStep[] = [1, 2, 5, 6, 7, 8];

function at(step: SolutionStep): Solution {
  const base = solutionFixture();
  return solutionFixture({
    fields: { ...base.fields, approvals: step >= 7 ? [{ id: 'solution', name: 'Sam Seller' }] : [] },
    state: { step, steps: PATH.filter((s) => s <= step), items: [] },
  });
}

/** Answers each save with the body stored as the next version. */
function answering() {
  let version = 1;
  api.handler = (req, body) => {
    if (req.method === 'POST' && req.url === '/api/sales/solutions')
      return { status: 200, body: savedFrom(body as never, at(6), ++version) };
    return undefined;
  };
}

function show(solution: Solution, role: RoleId = 'SALES_PERSON', onSubmitted = () => undefined) {
  answering();
  const setup: Setup = { role, solution };
  const store = builderFor(setup);
  render(
    <Providers setup={setup} store={store}>
      <BuilderView onSubmitted={onSubmitted} />
    </Providers>,
  );
  return store;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const settle = () => act(() => new Promise((r) => setTimeout(r, 1_000)));

describe('moves between steps', () => {
  it.each([
    ['SALES_PERSON', 7],
    ['ADMIN', 7],
    ['DEAL_TEAM', 7],
    ['SOLUTION_ARCHITECT', 8],
    ['ADMIN', 8],
  ] as [RoleId, SolutionStep][])(
    '%s looks at every step of a solution at step %s and goes Back from it: nothing is saved',
    async (role, step) => {
      const store = show(at(step), role);
      const last = step === 8 ? 'Deliver' : 'Close';
      expect(selected()).toBe(last);
      for (const name of ['Information', 'Scope', 'Detail', 'Review', 'Close', 'Deliver']) {
        if (name === 'Deliver' && step < 8) {
          expect(tab(name)).toHaveProperty('disabled', true);
          continue;
        }
        fireEvent.click(tab(name));
        await waitFor(() => expect(selected()).toBe(name));
      }
      fireEvent.click(tab(last));
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(selected()).toBe(step === 8 ? 'Close' : 'Review'));
      await settle();
      expect(api.saves()).toEqual([]);
      expect(store.getSnapshot().draft.state.step).toBe(step);
    },
    20_000,
  );

  it('on Review of a solution in review, Next saves the move to Close; Back from Close then only shows Review', async () => {
    const store = show(at(6));
    const next = screen.getByRole('button', { name: 'Next' });
    await act(async () => {
      fireEvent.click(next);
    });
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]!.state).toMatchObject({ step: 7, steps: [1, 2, 5, 6, 7] });
    await waitFor(() => expect(selected()).toBe('Close'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(selected()).toBe('Review'));
    await settle();
    expect(api.saves()).toHaveLength(1);
    expect(store.getSnapshot().base?.state.step).toBe(7);
  });

  it('looking at Scope of a solution in review, Next only shows Detail (it says so) and Back on Review saves', async () => {
    const store = show(at(6));
    fireEvent.click(tab('Scope'));
    await waitFor(() => expect(selected()).toBe('Scope'));
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.pointerEnter(next);
    fireEvent.focus(next);
    expect(await screen.findByText('Go to Detail')).toBeTruthy();
    fireEvent.click(next);
    await waitFor(() => expect(selected()).toBe('Detail'));
    await settle();
    expect(api.saves()).toEqual([]);
    fireEvent.click(tab('Review'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    });
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]!.state.step).toBe(5);
    await waitFor(() => expect(store.getSnapshot().base?.state.step).toBe(5));
    expect(selected()).toBe('Detail');
  });
});

describe("the partner's Submit (issue 30: no editing afterwards)", () => {
  const partnerAtSubmit = () => {
    const base = solutionFixture();
    return solutionFixture({
      fields: { ...base.fields, organization: 'HP' },
      state: { step: 3, steps: [1, 2, 2.5, 3], items: [] },
    });
  };

  it('asks first, saying the partner cannot edit afterwards: Cancel saves nothing, Submit submits', async () => {
    const onSubmitted = vi.fn();
    const store = show(partnerAtSubmit(), 'HP_SALES_PERSON', onSubmitted);
    expect(selected()).toBe('Submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Submit the opportunity?' });
    expect(dialog.textContent).toContain('You cannot edit the opportunity after submitting it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await settle();
    expect(api.saves()).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(store.getSnapshot().draft.state.step).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Submit the opportunity?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]!.state.step).toBe(5);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });
});

describe('the hand-over to the approvers (ADR 0054: the people named as approvers approve at Review)', () => {
  const atDetail = (approvers: { id: string; name: string; email: string }[]) => {
    const base = solutionFixture();
    return solutionFixture({ fields: { ...base.fields, approvers } });
  };

  it.each([
    [
      [{ id: 'u-7', name: 'George Whitaker', email: 'george@provider.example' }],
      'Next moves the solution to Review, where George Whitaker, its named approver, can approve it.',
    ],
    [
      [],
      'No approver is named yet, so only the bid team can approve it until you name one on the Approvals tab at Review.',
    ],
  ])('Next on Detail asks first and says who can approve: %j', async (approvers, says) => {
    const store = show(atDetail(approvers));
    fireEvent.click(screen.getByRole('button', { name: 'Next: submit for approval' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit for approval?' });
    expect(dialog.textContent).toContain(says);
    expect(dialog.textContent).not.toContain('In review list');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await settle();
    expect(api.saves()).toEqual([]);
    expect(store.getSnapshot().draft.state.step).toBe(5);
  });
});
