// @vitest-environment happy-dom
/**
 * A version's estimate (issue 22): the figures kept with the version (the worked example of docs/estimate.md,
 * priced with the sample rate card) read as the estimate panel reads them, with the rate card version they used.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  ESTIMATE_ROLES,
  estimateExample,
  SAMPLE_RATE_CARD,
  solutionEstimate,
  type SolutionEstimateView,
} from '@portal/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPounds } from './estimate-format.ts';
import VersionEstimate from './version-estimate.tsx';

afterEach(cleanup);

function versionEstimateFixture(): SolutionEstimateView {
  const estimate = solutionEstimate(estimateExample(5), {
    roles: ESTIMATE_ROLES,
    levels: [],
    rateCard: SAMPLE_RATE_CARD,
  });
  return { ...estimate, rateCardVersion: 3, dealTeamReasons: [] };
}

describe('VersionEstimate', () => {
  it('shows the kept figures and the rate card version they were priced with', () => {
    const estimate = versionEstimateFixture();
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <VersionEstimate estimate={estimate} />
      </FluentProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Estimate' })).toBeTruthy();
    expect(container.querySelector('[data-estimate-price]')?.textContent).toBe(
      formatPounds(estimate.price.amount),
    );
    expect(estimate.price.amount).toBeGreaterThan(0);
    expect(container.textContent).toContain('Rate card version 3.');
  });
});
