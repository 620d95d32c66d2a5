// @vitest-environment happy-dom
/**
 * A version opened read-only (issue 22): the version's solution (not the stored one) in the read-only tabs, under
 * the banner naming the version with the way back; nothing is ever saved from it.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  ESTIMATE_ROLES,
  estimateExample,
  SAMPLE_RATE_CARD,
  solutionEstimate,
  type RoleId,
  type SolutionEstimateView,
  type VersionDetail,
} from '@portal/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { cataloguePath } from '../../../lib/data/catalogue.ts';
import { DerivedViewsProvider } from '../../../lib/solution-views/derived-views.tsx';
import { solutionVersionKey } from '../../../lib/data/solution-history.ts';
import { freshCacheEachTest, settle, stubApi } from '../../../lib/data/test-support.tsx';
import { solutionFixture, userFixture } from '../page/test-support.tsx';
import { BACK_TO_CURRENT, VersionSolution } from './version-view.tsx';

const session = vi.hoisted(() => ({ role: 'SALES_PERSON' as RoleId }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({ user: userFixture(session.role), role: session.role, mode: 'production' }),
}));

freshCacheEachTest();

/** The solution route as the loader has it: a version with ?version=N, else the current solution. */
function SolutionRoute() {
  const [params] = useSearchParams();
  return params.get('version') ? <VersionSolution id="1001" version={2} /> : <p>The current solution</p>;
}

const base = solutionFixture();
const DETAIL: VersionDetail = {
  version: 2,
  name: 'Sent to the client',
  kind: 'manual',
  createdAt: '2026-03-12T14:05:00.000Z',
  createdBy: { id: 'u-1', name: 'Sam Seller', email: 'sam@provider.example' },
  solution: { ...base, fields: { ...base.fields, name: 'Contoso as sent' } },
};

describe('a version read-only', () => {
  it(
    'shows the version under its banner, saves nothing, and Back leads to the current solution',
    { timeout: 20_000 },
    async () => {
      const sent = stubApi({
        [`GET ${solutionVersionKey('1001', 2)}`]: { body: DETAIL },
        [`GET ${cataloguePath(1)}`]: {
          body: { version: 1, areas: [], capabilities: [], createdAt: '2026-01-01T10:00:00Z' },
        },
      });
      render(
        <SWRConfig value={{ dedupingInterval: 0 }}>
          <FluentProvider theme={webLightTheme}>
            <MemoryRouter initialEntries={['/sales/solution/1001?version=2']}>
              <Routes>
                <Route path="/sales/solution/:id" element={<SolutionRoute />} />
              </Routes>
            </MemoryRouter>
          </FluentProvider>
        </SWRConfig>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Contoso as sent' })).toBeTruthy();
      expect(
        screen.getByText("You are viewing version 2 'Sent to the client' of 14:05, 12-03-2026."),
      ).toBeTruthy();
      expect(screen.getByRole('tablist', { name: 'Solution views' })).toBeTruthy();
      fireEvent.click(screen.getByRole('tab', { name: 'Solution' }));
      await settle(200);
      expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: BACK_TO_CURRENT }));
      await settle();
      expect(screen.queryByText(/You are viewing version 2/)).toBeNull();
    },
  );
});

describe("a version's estimate", () => {
  // The registered estimate figures stand in as the price they are given (features/estimate tests the figures).
  const views = {
    VersionEstimate: ({ estimate }: { estimate: SolutionEstimateView }) => (
      <p>Kept price {estimate.price.amount}</p>
    ),
  };
  const kept = solutionEstimate(estimateExample(5), {
    roles: ESTIMATE_ROLES,
    levels: [],
    rateCard: SAMPLE_RATE_CARD,
  });
  const withEstimate: VersionDetail = {
    ...DETAIL,
    estimate: { ...kept, rateCardVersion: 1, dealTeamReasons: [] },
  };

  async function open(role: RoleId) {
    session.role = role;
    stubApi({
      [`GET ${solutionVersionKey('1001', 2)}`]: { body: withEstimate },
      [`GET ${cataloguePath(1)}`]: {
        body: { version: 1, areas: [], capabilities: [], createdAt: '2026-01-01T10:00:00Z' },
      },
    });
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <FluentProvider theme={webLightTheme}>
          <DerivedViewsProvider views={views}>
            <MemoryRouter initialEntries={['/sales/solution/1001?version=2']}>
              <Routes>
                <Route path="/sales/solution/:id" element={<SolutionRoute />} />
              </Routes>
            </MemoryRouter>
          </DerivedViewsProvider>
        </FluentProvider>
      </SWRConfig>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Contoso as sent' });
  }

  it('shows a full user the estimate kept with the version', { timeout: 20_000 }, async () => {
    await open('SALES_PERSON');
    expect(await screen.findByText(`Kept price ${kept.price.amount}`)).toBeTruthy();
  });

  it('never shows a partner an estimate, even one sent by mistake', { timeout: 20_000 }, async () => {
    await open('HP_SALES_PERSON');
    await settle(100);
    expect(screen.queryByText(/Kept price/)).toBeNull();
    session.role = 'SALES_PERSON';
  });
});
