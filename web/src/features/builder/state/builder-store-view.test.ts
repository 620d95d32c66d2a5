/**
 * The step on screen (the store's `view`) is this person's own (ADR 0051): showing a step saves nothing, a move of
 * the stage shows where it went, and resolving a conflict (reload, keep both, my choices) leaves the person on the
 * step they were looking at, whatever step the other person saved.
 */
import { newSolutionRequest, type SaveSolutionRequest, type Solution } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createBuilderStore } from './builder-store.ts';
import { requestFrom } from './server-owned.ts';

const person = { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' };

function stored(request: SaveSolutionRequest, etag: string): Solution {
  return {
    id: '2001',
    type: 1,
    userId: 'u-1',
    clientId: 'c1',
    clientName: 'Northwind',
    salesClient: request.salesClient,
    expectedStart: request.expectedStart,
    salesCountry: request.salesCountry,
    requirementDescription: request.requirementDescription,
    owner: person,
    modifiedBy: person,
    createdAt: '2026-11-21T10:00:00Z',
    modifiedAt: '2026-11-21T10:00:00Z',
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    fields: request.fields,
    state: request.state,
    etag,
  };
}

function at(step: SaveSolutionRequest['state']['step'], steps: SaveSolutionRequest['state']['steps']) {
  const request = {
    ...newSolutionRequest({ organization: 'PROVIDER', now: new Date('2026-11-21T10:00:00Z') }),
    salesClient: { id: 'c1', name: 'Northwind' },
  };
  return stored({ ...request, solutionId: '2001', state: { ...request.state, step, steps } }, '"e1"');
}

describe('the step on screen', () => {
  it('starts at the stored stage, or at the step a refreshed page was showing', () => {
    const closed = at(7, [1, 2, 5, 6, 7]);
    expect(
      createBuilderStore({ initial: requestFrom(closed), base: closed, catalogue: [] }).getSnapshot().view,
    ).toBe(7);
    const again = createBuilderStore({ initial: requestFrom(closed), base: closed, catalogue: [], view: 1 });
    expect(again.getSnapshot().view).toBe(1);
    expect(again.getSnapshot().draft.state.step).toBe(7);
  });

  it('showing another step saves nothing and leaves the stage where it is', async () => {
    const closed = at(7, [1, 2, 5, 6, 7]);
    const save = vi.fn(async (body: SaveSolutionRequest) => stored(body, '"e2"'));
    const store = createBuilderStore({ initial: requestFrom(closed), base: closed, catalogue: [], save });
    for (const step of [1, 2, 5, 6, 8, 7]) store.showStep(step);
    store.showStep(6);
    // Longer than any autosave delay of an edit.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(save).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ view: 6, dirty: false, draft: { state: { step: 7 } } });
    expect(store.hasUnsavedWork()).toBe(false);
  });

  it('a move of the stage saves it and shows it', async () => {
    const review = at(6, [1, 2, 5, 6]);
    const save = vi.fn(async (body: SaveSolutionRequest) => stored(body, '"e2"'));
    const store = createBuilderStore({ initial: requestFrom(review), base: review, catalogue: [], save });
    expect(await store.goToStep(7)).toBe(true);
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]![0].state).toMatchObject({ step: 7, steps: [1, 2, 5, 6, 7] });
    expect(store.getSnapshot().view).toBe(7);
  });

  it.each(['reload', 'merge', 'resolve'] as const)(
    'after a conflict resolved by %s, the person stays on the step they were looking at',
    async (how) => {
      // The architect looks at Information of a solution at Information; someone else moves it on to Scope.
      const mine = at(1, [1]);
      const theirs = stored(
        { ...requestFrom(mine), state: { ...mine.state, step: 2, steps: [1, 2] } },
        '"e2"',
      );
      const save = vi
        .fn()
        .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved', { current: theirs }))
        .mockImplementation(async (body: SaveSolutionRequest) => stored(body, '"e3"'));
      const store = createBuilderStore({ initial: requestFrom(mine), base: mine, catalogue: [], save });
      store.edit((d) => ({ ...d, requirementDescription: 'My description' }), 0);
      await store.saveNow();
      expect(store.getSnapshot().conflict).toBeDefined();
      if (how === 'reload') store.reload();
      else if (how === 'merge') expect(await store.merge()).toBe(true);
      else expect(await store.resolve({})).toBe(true);
      const after = store.getSnapshot();
      expect(after.conflict).toBeUndefined();
      // Their stage is taken; the screen stays on Information.
      expect(after.draft.state.step).toBe(2);
      expect(after.view).toBe(1);
    },
  );
});
