// @vitest-environment happy-dom
/**
 * While a page spinner is mounted the page is loading, and the shell leaves its footer out (issue 30): a page that
 * arrives taller than the window then never pushes a footer that was in sight (Lighthouse's layout shift).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSpinner, usePageLoading } from './page-spinner.tsx';

afterEach(cleanup);

function Probe() {
  return <span data-testid="loading">{String(usePageLoading())}</span>;
}

describe('usePageLoading', () => {
  it('is true from the first paint of a page spinner until it goes', () => {
    const view = render(
      <FluentProvider theme={webLightTheme}>
        <Probe />
        <PageSpinner />
      </FluentProvider>,
    );
    expect(screen.getByTestId('loading').textContent).toBe('true');
    view.rerender(
      <FluentProvider theme={webLightTheme}>
        <Probe />
      </FluentProvider>,
    );
    expect(screen.getByTestId('loading').textContent).toBe('false');
  });
});
