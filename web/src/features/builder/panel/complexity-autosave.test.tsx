// @vitest-environment happy-dom
/**
 * The complexity and the AEP solution type save 1 s after the last change (spec: automatic saves after changes,
 * complexity and solution type 1 s): not a moment sooner, and a burst of choices is one save of the last. The
 * dialogs run on the real builder store and save queue, with its timers faked and the save call stood in for.
 */
import { COMPLEXITY_OPTIONS, formatComplexity, type SaveSolutionRequest } from '@portal/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedFrom, solutionFixture } from '../page/test-support.tsx';
import { createBuilderStore } from '../state/builder-store.ts';
import { requestFrom } from '../state/server-owned.ts';
import { disableAnimations, Harness } from '../tree/test-harness.tsx';
import { AepSolutionTypeDialog, COMPLEXITY_SAVE_DELAY_MS, ComplexityDialog } from './complexity-dialog.tsx';

beforeAll(disableAnimations);
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

function show(dialog: 'complexity' | 'type') {
  const base = solutionFixture();
  let version = 1;
  const save = vi.fn(async (request: SaveSolutionRequest) => savedFrom(request, base, ++version));
  const store = createBuilderStore({ initial: requestFrom(base), base, catalogue: [], save });
  render(
    <Harness store={store}>
      {dialog === 'complexity' ? (
        <ComplexityDialog open onClose={() => undefined} />
      ) : (
        <AepSolutionTypeDialog open onClose={() => undefined} />
      )}
    </Harness>,
  );
  return save;
}

const choose = (name: string) => act(() => fireEvent.click(screen.getByRole('radio', { name })));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the complexity and the AEP solution type', () => {
  it(
    'are saved by their dialogs 1 s after the last change, once, with the last choice',
    { timeout: 20_000 },
    async () => {
      expect(COMPLEXITY_SAVE_DELAY_MS).toBe(1000);
      const save = show('complexity');
      const [, second, third] = COMPLEXITY_OPTIONS;
      await choose(formatComplexity(second!));
      await wait(600);
      await choose(formatComplexity(third!));
      await wait(999);
      expect(save).not.toHaveBeenCalled();
      await wait(1);
      expect(save).toHaveBeenCalledTimes(1);
      expect(save.mock.calls[0]![0].fields.complexity).toBe(third);
      await wait(2000);
      expect(save).toHaveBeenCalledTimes(1);
    },
  );

  it('the AEP solution type is saved 1 s after it is chosen', { timeout: 20_000 }, async () => {
    const save = show('type');
    await choose('Bespoke');
    await wait(999);
    expect(save).not.toHaveBeenCalled();
    await wait(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].fields.aepSolutionType).toBe('Bespoke');
  });
});
