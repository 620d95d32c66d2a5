// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LIST_LOAD_DELAY_MS } from '@portal/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { AdminPage } from './admin-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(props: Partial<ComponentProps<typeof AdminPage>> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <AdminPage title="Countries" notAllowed="Only admins can manage the countries." {...props}>
        <p>The table</p>
      </AdminPage>
    </FluentProvider>,
  );
}

describe('AdminPage (the frame of every admin page)', () => {
  it('labels its section with the h1 title and shows the lead and the page', () => {
    show({ lead: <p>What the page is for</p> });
    const heading = screen.getByRole('heading', { level: 1, name: 'Countries' });
    expect(screen.getByRole('region', { name: 'Countries' }).contains(heading)).toBe(true);
    expect(screen.getByText('What the page is for')).toBeTruthy();
    expect(screen.getByText('The table')).toBeTruthy();
  });

  it('shows only the title and the not-allowed message to a role without the right', () => {
    show({ allowed: false, lead: <p>What the page is for</p>, error: new Error('x') });
    expect(screen.getByRole('heading', { level: 1, name: 'Countries' })).toBeTruthy();
    expect(screen.getByText('Only admins can manage the countries.')).toBeTruthy();
    expect(screen.queryByText('What the page is for')).toBeNull();
    expect(screen.queryByText('The table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the spinner with its label while loading (after the list delay)', () => {
    vi.useFakeTimers();
    show({ loading: true, loadingLabel: 'Loading countries…' });
    expect(screen.queryByText('Loading countries…')).toBeNull();
    act(() => vi.advanceTimersByTime(LIST_LOAD_DELAY_MS + 10));
    expect(screen.getByText('Loading countries…')).toBeTruthy();
  });

  it("shows the API's message, or the page's text, with a Retry that calls onRetry", () => {
    const onRetry = vi.fn();
    const { unmount } = show({
      loading: true,
      loadingLabel: 'Loading countries…',
      error: new ApiError(503, 'UNAVAILABLE', 'The store is busy.'),
      errorText: 'The countries could not be loaded.',
      onRetry,
    });
    expect(screen.getByText('The store is busy.')).toBeTruthy();
    expect(screen.queryByText('Loading countries…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    show({ error: new TypeError('Failed to fetch'), errorText: 'The countries could not be loaded.' });
    expect(screen.getByText('The countries could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
