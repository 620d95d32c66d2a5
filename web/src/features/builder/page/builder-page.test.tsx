// @vitest-environment happy-dom
/**
 * The solution page's frame with the real builder store and a small HTTP server standing in for the API:
 * progress bar and step tabs per kind of user, Next on step 1, and the conflict dialog.
 */
import { newSolutionRequest, type RoleId } from '@portal/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BuilderView } from './builder-view.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { ProgressStages } from './progress-stages.tsx';
import { StepTabs } from './step-tabs.tsx';
import {
  builderFor,
  disableAnimations,
  FakeApi,
  Providers,
  savedFrom,
  solutionFixture,
  type Setup,
} from './test-support.tsx';

const api = new FakeApi();
beforeAll(async () => {
  disableAnimations();
  await api.start();
});
afterAll(() => api.stop());
afterEach(() => {
  cleanup();
  api.requests = [];
  api.handler = () => undefined;
});

function stages() {
  const list = screen.getByRole('list', { name: 'Progress' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => `${li.querySelector('span')?.textContent}:${li.getAttribute('data-status')}`);
}

function tabs() {
  return (
    screen
      .getAllByRole('tab')
      // Fluent repeats the label in a hidden element that reserves the selected (bold) width.
      .map(
        (t) =>
          `${t.querySelector('.fui-Tab__content')?.textContent}${(t as HTMLButtonElement).disabled ? ' (disabled)' : ''}`,
      )
  );
}

function renderFrame(setup: Setup, shown: number, onSelect: (step: number) => void = () => undefined) {
  const store = builderFor(setup);
  const kind = setup.role.startsWith('HP_') ? 'submit' : 'full';
  render(
    <Providers setup={setup} store={store}>
      <ProgressStages />
      <StepTabs kind={kind} shown={shown} busy={false} onSelect={onSelect} />
    </Providers>,
  );
  return store;
}

describe('progress bar and step tabs', () => {
  it('full user at Detail without an architect: Collaborate is current; tabs up to the furthest step', () => {
    const picked: number[] = [];
    renderFrame({ role: 'SALES_PERSON', solution: solutionFixture() }, 5, (s) => picked.push(s));
    expect(stages()).toEqual([
      'Draft:completed',
      'Submit:completed',
      'Collaborate:current',
      'Define:pending',
      'Approve:pending',
      'Close:pending',
      'Deliver:pending',
    ]);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Collaborate');
    expect(tabs()).toEqual([
      'Information',
      'Scope',
      'Detail',
      'Review (disabled)',
      'Close (disabled)',
      'Deliver (disabled)',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Scope' }));
    expect(picked).toEqual([2]);
  });

  it('with a solution architect assigned the stage is Define; at Review an approval leaves it at Approve', () => {
    const architect = [
      {
        id: 'SOLUTION_ARCHITECT',
        name: 'Solution Architect',
        user: { id: 'u-2', name: 'Olivia', email: 'o@x' },
      },
    ];
    renderFrame(
      {
        role: 'SALES_PERSON',
        solution: solutionFixture({ fields: { ...solutionFixture().fields, roles: architect } }),
      },
      5,
    );
    expect(stages()[3]).toBe('Define:current');
    cleanup();
    const base = solutionFixture();
    renderFrame(
      {
        role: 'SALES_PERSON',
        solution: solutionFixture({
          fields: { ...base.fields, approvals: [{ id: 'solution', name: 'Olivia' }] },
          state: { step: 6, steps: [1, 2, 5, 6], items: [] },
        }),
      },
      6,
    );
    // Close is named only once the solution is at Close, the tab it opens (ADR 0051; issue 30).
    expect(stages()[4]).toBe('Approve:current');
    expect(stages()[5]).toBe('Close:pending');
    expect(tabs()[4]).toBe('Close (disabled)');
  });

  it("Accenture solutions use Accenture's stages", () => {
    const base = solutionFixture();
    renderFrame(
      {
        role: 'SALES_PERSON',
        solution: solutionFixture({
          fields: { ...base.fields, organization: 'ACCENTURE' },
          state: { step: 2, steps: [1, 2], items: [] },
        }),
      },
      2,
    );
    expect(stages()).toEqual([
      'Pre-0:current',
      'Stage 0:pending',
      'Stage 1:pending',
      'Stage 2 (2A):pending',
      'Stage 2 (2B):pending',
      'Stage 3 (3A):pending',
      '(3B):pending',
      '(3C):pending',
      'Won:pending',
    ]);
  });

  it('submit-only user at 2.5: Information, Scope (current), Submit not yet reachable; Submit stage at step 3', () => {
    const base = solutionFixture();
    const hp = { ...base.fields, organization: 'HP' as const };
    renderFrame(
      {
        role: 'HP_SALES_PERSON',
        solution: solutionFixture({ fields: hp, state: { step: 2.5, steps: [1, 2, 2.5], items: [] } }),
      },
      2.5,
    );
    expect(tabs()).toEqual(['Information', 'Scope', 'Submit (disabled)']);
    expect(screen.getByRole('tab', { name: 'Scope' }).getAttribute('aria-selected')).toBe('true');
    expect(stages()[0]).toBe('Draft:current');
    cleanup();
    renderFrame(
      {
        role: 'HP_SALES_PERSON',
        solution: solutionFixture({ fields: hp, state: { step: 3, steps: [1, 2, 2.5, 3], items: [] } }),
      },
      3,
    );
    expect(tabs()).toEqual(['Information', 'Scope', 'Submit']);
    expect(stages().slice(0, 2)).toEqual(['Draft:completed', 'Submit:current']);
  });
});

describe('Next on step 1', () => {
  it("shows '*Please specify' under each empty required field and saves nothing", async () => {
    api.handler = (req) => {
      if (req.url === '/api/sales/clients') return { status: 200, body: [] };
      if (req.url === '/api/sales/countries') return { status: 200, body: [] };
      if (req.url === '/api/sales/configuration/regions')
        return { status: 200, body: { name: 'regions', value: [] } };
      return undefined;
    };
    const setup: Setup = {
      role: 'SALES_PERSON' as RoleId,
      initial: newSolutionRequest({ organization: 'PROVIDER', now: new Date('2026-01-15T00:00:00Z') }),
    };
    const store = builderFor(setup);
    render(
      <Providers setup={setup} store={store}>
        <BuilderView onSubmitted={() => undefined} />
      </Providers>,
    );
    expect(screen.queryByText('*Please specify')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Client and opportunity name are empty; the expected start defaults to the current month.
    await waitFor(() => expect(screen.getAllByText('*Please specify')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(/Expected Start/), { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByText('*Please specify')).toHaveLength(3));
    fireEvent.change(screen.getByRole('textbox', { name: /Opportunity Name/ }), {
      target: { value: 'Rollout' },
    });
    await waitFor(() => expect(screen.getAllByText('*Please specify')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.saves()).toEqual([]);
    expect(store.getSnapshot().draft.state.step).toBe(0);
  });
});

describe('conflict dialog', () => {
  async function conflictWith(
    theirChange: (s: ReturnType<typeof solutionFixture>) => ReturnType<typeof solutionFixture>,
  ) {
    const base = solutionFixture();
    const theirs = theirChange({
      ...base,
      modifiedBy: { id: 'u-9', name: 'Olivia Hart', email: 'o@x' },
      etag: '"v2"',
    });
    let calls = 0;
    api.handler = (req, body) => {
      if (req.method !== 'POST') return undefined;
      calls += 1;
      if (calls === 1) {
        return {
          status: 409,
          body: { error: { code: 'conflict', message: 'Someone else saved', details: { current: theirs } } },
        };
      }
      return { status: 200, body: savedFrom(body as never, theirs, 3) };
    };
    const setup: Setup = { role: 'SALES_PERSON', solution: base };
    const store = builderFor(setup);
    render(
      <Providers setup={setup} store={store}>
        <ConflictDialog />
      </Providers>,
    );
    store.edit((d) => ({ ...d, fields: { ...d.fields, name: 'My new name' } }));
    await act(() => store.saveNow());
    return store;
  }

  it('offers Keep both changes when the edits touch different parts, and saves the merge', async () => {
    const store = await conflictWith((s) => ({ ...s, requirementDescription: 'Their description' }));
    expect(await screen.findByText('Someone else saved this solution')).toBeTruthy();
    expect(screen.getByText(/Olivia Hart saved it at 09:30, 12-01-2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep both changes' }));
    });
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    const merged = api.saves()[1]!;
    expect(merged.fields.name).toBe('My new name');
    expect(merged.requirementDescription).toBe('Their description');
    await waitFor(() => expect(screen.queryByText('Someone else saved this solution')).toBeNull());
    expect(store.getSnapshot().base?.etag).toBe('"v3"');
  });

  it('shows both values of a part both changed; Reload takes theirs', async () => {
    const store = await conflictWith((s) => ({ ...s, fields: { ...s.fields, name: 'Their name' } }));
    expect(await screen.findByText('Someone else saved this solution')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep both changes' })).toBeNull();
    const part = screen.getByRole('region', { name: 'Opportunity name' });
    expect(within(part).getByLabelText('Your Opportunity name').textContent).toBe('My new name');
    expect(within(part).getByLabelText("Olivia Hart's Opportunity name").textContent).toBe('Their name');
    expect(within(part).getByRole('radio', { name: 'Keep mine' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText('Someone else saved this solution')).toBeNull());
    expect(store.getSnapshot().draft.fields.name).toBe('Their name');
    expect(api.saves()).toHaveLength(1);
  });

  it.each([
    ['Keep mine', 'My new name'],
    ['Take theirs', 'Their name'],
  ])('%s saves that value on their ETag', async (choice, saved) => {
    const store = await conflictWith((s) => ({ ...s, fields: { ...s.fields, name: 'Their name' } }));
    const part = await screen.findByRole('region', { name: 'Opportunity name' });
    fireEvent.click(within(part).getByRole('radio', { name: choice }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    });
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1]!.fields.name).toBe(saved);
    await waitFor(() => expect(screen.queryByText('Someone else saved this solution')).toBeNull());
    expect(store.getSnapshot().base?.etag).toBe('"v3"');
  });
});
