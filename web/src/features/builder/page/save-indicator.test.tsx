// @vitest-environment happy-dom
/** The save indicator: 'Saving…', the spec's 'Saved!' notice for about 1.5 s after a save, then 'Saved HH:mm'. */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_CONFIRMATION_MS } from '../../../lib/admin/saved-flag.ts';
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
  it("shows nothing before a save, then 'Saved!' for about 1.5 s, then the time of the save", async () => {
    const base = solutionFixture({ state: { step: 1, steps: [1], items: [] } });
    let version = 1;
    api.handler = (req, body) => {
      if (req.method !== 'POST') return undefined;
      version += 1;
      return { status: 200, body: savedFrom(body as never, base, version) };
    };
    const setup = { role: 'SALES_PERSON' as const, solution: base };
    const store = builderFor(setup);
    render(
      <Providers setup={setup} store={store}>
        <SaveIndicator />
      </Providers>,
    );
    // Opening a stored solution is not a save: no notice.
    expect(screen.queryByText('Saved!')).toBeNull();

    act(() => store.edit((d) => ({ ...d, fields: { ...d.fields, name: 'Renamed' } }), 0));
    await waitFor(() => expect(screen.getByText('Saved!')).toBeTruthy());
    const shownAt = Date.now();
    await waitFor(() => expect(screen.getByText(/^Saved \d{2}:\d{2}$/)).toBeTruthy(), { timeout: 4000 });
    expect(screen.queryByText('Saved!')).toBeNull();
    // About 1.5 s, not at once.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SAVED_CONFIRMATION_MS - 200);
  });
});
