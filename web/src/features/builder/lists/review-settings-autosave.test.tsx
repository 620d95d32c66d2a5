// @vitest-environment happy-dom
/**
 * The solution's default review settings save about 0.9 s after the last change (spec: automatic saves after
 * changes, review settings 0.8 to 1 s; REVIEW_SETTINGS_SAVE_DELAY_MS): not a moment sooner, and a burst of changes
 * is one save of the last. The editor runs on the real builder store and save queue, with its timers faked and the
 * save call stood in for.
 */
import { REVIEW_SETTINGS_SAVE_DELAY_MS, type SaveSolutionRequest } from '@portal/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedFrom, solutionFixture } from '../page/test-support.tsx';
import { createBuilderStore } from '../state/builder-store.ts';
import { requestFrom } from '../state/server-owned.ts';
import { disableAnimations, Harness } from '../tree/test-harness.tsx';
import { SolutionReviewSettings } from './review-settings.tsx';

beforeAll(disableAnimations);
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function choose(field: string, value: string) {
  await act(() => fireEvent.click(screen.getByRole('combobox', { name: field })));
  await act(() => fireEvent.click(screen.getByRole('option', { name: value })));
}

describe('the default review settings', () => {
  it('are saved 0.9 s after the last change, once, with the last values', { timeout: 20_000 }, async () => {
    expect(REVIEW_SETTINGS_SAVE_DELAY_MS).toBe(900);
    const base = solutionFixture();
    let version = 1;
    const save = vi.fn(async (request: SaveSolutionRequest) => savedFrom(request, base, ++version));
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue: [], save });
    render(
      <Harness store={store}>
        <SolutionReviewSettings editable />
      </Harness>,
    );
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit default review settings' })));
    await choose('Cycles', '3');
    await wait(500);
    await choose('Approve (days)', '4');
    await wait(REVIEW_SETTINGS_SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await wait(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].state.deliverableReviewSettings).toEqual({
      cycles: 3,
      review: 5,
      update: 5,
      approve: 4,
    });
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
