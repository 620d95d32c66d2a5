// @vitest-environment happy-dom
/**
 * The save indicator: 'Saving…', then 'Saved HH:mm' at once (one wording, issue 30: no 'Saved!' in between), in one
 * slot that stays in the header whatever the state, so the header never moves.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  builderFor,
  disableAnimations,
  FakeApi,
  Providers,
  savedFrom,
  solutionFixture,
} from './test-support.tsx';
import { SaveIndicator } from './save-indicator.tsx';

const api = new FakeApi();
beforeAll(async () => {
  disableAnimations();
  await api.start();
});
afterAll(() => api.stop());
afterEach(cleanup);

describe('SaveIndicator', () => {
  it("keeps one slot, empty before a save, then says 'Saved HH:mm' at once, never 'Saved!'", async () => {
    const base = solutionFixture({ state: { step: 1, steps: [1], items: [] } });
    let version = 1;
    api.handler = (req, body) => {
      if (req.method !== 'POST') return undefined;
      version += 1;
      return { status: 200, body: savedFrom(body as never, base, version) };
    };
    const setup = { role: 'SALES_PERSON' as const, solution: base };
    const store = builderFor(setup);
    const texts: string[] = [];
    const { container } = render(
      <Providers setup={setup} store={store}>
        <SaveIndicator />
      </Providers>,
    );
    const slot = container.querySelector('[data-save-state]');
    // Opening a stored solution is not a save: the slot is there, empty.
    expect(slot).toBeTruthy();
    expect(slot!.textContent).toBe('');
    const observer = new MutationObserver(() => texts.push(slot!.textContent ?? ''));
    observer.observe(slot!, { subtree: true, childList: true, characterData: true });

    act(() => store.edit((d) => ({ ...d, fields: { ...d.fields, name: 'Renamed' } }), 0));
    await waitFor(() => expect(screen.getByText(/^Saved \d{2}:\d{2}$/)).toBeTruthy());
    observer.disconnect();
    // The same slot throughout: the state changed inside it.
    expect(container.querySelector('[data-save-state]')).toBe(slot);
    expect(texts.some((t) => t.includes('Saved!'))).toBe(false);
    expect(screen.queryByText('Saved!')).toBeNull();
  });
});
