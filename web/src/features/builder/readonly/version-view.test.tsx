// @vitest-environment happy-dom
/**
 * A version opened read-only (issue 22): the version's solution (not the stored one) in the read-only tabs, under
 * the banner naming the version with the way back; nothing is ever saved from it. Every tab, the derived views
 * among them, draws the version: a version whose scope, sizes, quantities, start, risk answers, CPoR, content and
 * documents differ from the solution today shows its own figures in each tab (one render per tab; the views are
 * the app's registry, loaded as the page loads them) and never reads today's solution, documents or schedule.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  ESTIMATE_ITEMS,
  ESTIMATE_ROLES,
  estimateExample,
  initialCpor,
  initialRiskQuestions,
  scheduleJsonFor,
  SAMPLE_RATE_CARD,
  solutionEstimate,
  type BaselineSecurityControl,
  type Capability,
  type RoleId,
  type SolutionEstimateView,
  type VersionDetail,
} from '@portal/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DERIVED_VIEWS } from '../../../app/derived-views.ts';
import { cataloguePath } from '../../../lib/data/catalogue.ts';
import { referenceListKey } from '../../../lib/data/reference-lists.ts';
import { securityControlsKey } from '../../../lib/data/security-controls.ts';
import { solutionDocumentsKey } from '../../../lib/data/solution-documents.ts';
import { solutionVersionKey } from '../../../lib/data/solution-history.ts';
import { solutionScheduleKey } from '../../../lib/data/solution-schedule.ts';
import { STATIC_ROLES_KEY } from '../../../lib/data/static-roles.ts';
import { CLIENTS_KEY } from '../../../lib/data/clients.ts';
import { freshCacheEachTest, settle, stubApi } from '../../../lib/data/test-support.tsx';
import { SETTINGS_KEY } from '../../../lib/data/settings.ts';
import { settingsAnswer } from '../../../lib/data/settings.fixtures.ts';
import { DerivedViewsProvider } from '../../../lib/solution-views/derived-views.tsx';
import { disableAnimations, solutionFixture, userFixture } from '../page/test-support.tsx';
import { VERSION_FULL_TABS } from './read-only-view.tsx';
import { BACK_TO_CURRENT, VersionSolution } from './version-view.tsx';

const session = vi.hoisted(() => ({ role: 'SALES_PERSON' as RoleId }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({ user: userFixture(session.role), role: session.role, mode: 'production' }),
}));
// The drawing library only: every chart sits beside a table of the same figures, which is what is read here.
vi.mock('../../../lib/charts/plotly-bundle.ts', () => ({ Plot: () => null, Plotly: {} }));

beforeAll(disableAnimations);
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

const doc = (id: string, name: string) => ({
  id,
  name,
  description: '',
  format: { id: 'Word', name: 'Word' },
});

/** The version's tree: the worked example (sized), with a quantity, documents and a security control. */
const byId = (id: string) => ESTIMATE_ITEMS.find((c) => c.id === id) as Capability;
const [workplace, pilot, security] = [byId('Modern Workplace'), byId('Pilot'), byId('Security Baseline')];
const VERSION_ITEMS: Capability[] = [
  {
    ...workplace,
    size: 'L',
    metrics: [{ id: 'm-users', name: 'Users', effort: 1, value: 1500, core: true }],
    actions: workplace.actions!.map((a, i) =>
      i === 0
        ? {
            ...a,
            deliverables: [doc('dl-1', 'Version design document')],
            workProducts: [doc('wp-1', 'Version build notes')],
            securityControlIds: ['sc-1'],
          }
        : a,
    ),
  },
  pilot,
  security,
];

const risk = initialRiskQuestions().map((q, i) =>
  i === 0
    ? {
        ...q,
        notes: 'Version risk note',
        answers: q.answers.map((a) => ({ ...a, selected: a.id === 3 })), // High
      }
    : q,
);

const today = base;
const VERSION: VersionDetail = {
  ...DETAIL,
  solution: {
    ...today,
    expectedStart: '2027-03',
    documents: [
      {
        id: 'd-old',
        name: 'Version ROM',
        type: 2,
        fileName: 'rom-v2.pptx',
        modifiedAt: '2026-03-12T14:00:00Z',
      },
    ],
    fields: { ...today.fields, scopeDefinition: '<p>Version scope words</p>' },
    state: {
      ...today.state,
      step: 6,
      items: VERSION_ITEMS,
      risk: { questions: risk },
      cpor: { ...initialCpor(), step: 3 },
    },
  },
};

const CONTROLS: BaselineSecurityControl[] = [1, 2].map((n) => ({
  id: `c${n}`,
  ref: `BSC-00${n}`,
  name: `Control ${n}`,
  staticId: `sc-${n}`,
  domain: 'Solution',
  category: 'Sample',
  objective: 'Sample objective',
}));

/** Today's solution, its documents and its schedule: answered (so a read would show), never to be read. */
const TODAY: Record<string, { body: unknown }> = {
  [`GET /sales/solutions/1001`]: { body: today },
  [`GET ${solutionDocumentsKey('1001')}`]: {
    body: [
      {
        id: 'd-new',
        name: "Today's proposal",
        type: 3,
        fileName: 'p.docx',
        modifiedAt: '2026-11-20T10:00:00Z',
      },
    ],
  },
  [`GET ${solutionScheduleKey('1001')}`]: { body: {} },
};
const readToday = (sent: { method: string; path: string }[]) =>
  sent.filter((r) => `${r.method} ${r.path}` in TODAY).map((r) => r.path);

async function openTab(tab: string, role: RoleId = 'SALES_PERSON') {
  session.role = role;
  const sent = stubApi({
    ...TODAY,
    [`GET ${solutionVersionKey('1001', 2)}`]: { body: VERSION },
    // The version's schedule as the API draws it for a partner (GET .../versions/2/schedule, no hours).
    [`GET ${solutionScheduleKey('1001', 2)}`]: {
      body: scheduleJsonFor('HP_SALES_PERSON', VERSION.solution, []),
    },
    [`GET ${cataloguePath(1)}`]: {
      body: { version: 1, areas: [], capabilities: VERSION_ITEMS, createdAt: '2026-01-01T10:00:00Z' },
    },
    [`GET ${STATIC_ROLES_KEY}`]: { body: ESTIMATE_ROLES },
    [`GET ${referenceListKey('staffing-levels')}`]: { body: { value: [] } },
    [`GET ${securityControlsKey('solution')}`]: { body: CONTROLS },
    // The settings' bank holidays, which a schedule computed in the browser skips (England and Wales), and the
    // clients, whose nation's bank holidays a plan follows (ADR 0059; this one is registered in England).
    [`GET ${SETTINGS_KEY}`]: { body: settingsAnswer() },
    [`GET ${CLIENTS_KEY}`]: { body: [] },
  });
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <FluentProvider theme={webLightTheme}>
        <DerivedViewsProvider views={DERIVED_VIEWS}>
          <MemoryRouter initialEntries={['/sales/solution/1001?version=2']}>
            <VersionSolution id="1001" version={2} />
          </MemoryRouter>
        </DerivedViewsProvider>
      </FluentProvider>
    </SWRConfig>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
  return { panel: screen.getByRole('tabpanel', { name: tab }), sent };
}

const checkedIn = (panel: HTMLElement, group: string) =>
  within(within(panel).getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).checked)
    .map((r) => r.getAttribute('value'));

/** Per tab, what the version shows (today's solution has no scope, starts 2026-03, and has other documents). */
const CASES: [string, (panel: HTMLElement) => Promise<unknown>][] = [
  ['Scope', (p) => within(p).findByText('Security Baseline')],
  ['Metrics', (p) => within(p).findByText('1500')],
  ['Timeline', (p) => within(p).findByText(/^Delivery starts on 15-03-2027/)],
  [
    'People',
    // A plain query: the roles timeline makes the tab too large for role queries to be quick.
    (p) =>
      waitFor(
        () => expect(p.querySelector('table[aria-label="Total Team"]')?.textContent).toContain('315.5'),
        {
          timeout: 10_000,
        },
      ),
  ],
  [
    'Risk Assessment',
    async (p) => {
      expect(await within(p).findByDisplayValue('Version risk note')).toBeTruthy();
      expect(checkedIn(p, 'Answer to question 1')).toEqual(['3']);
    },
  ],
  ['Deliverables', (p) => within(p).findByText('Version design document')],
  ['Work Products', (p) => within(p).findByText('Version build notes')],
  ['Security', (p) => within(p).findByText('BSC-001')],
  ['Solution', (p) => within(p).findByText('Version scope words')],
  [
    'Documents',
    async (p) => {
      expect(await within(p).findByRole('button', { name: 'Version ROM' })).toBeTruthy();
      expect(within(p).queryByText("Today's proposal")).toBeNull();
    },
  ],
  ['CPoR', (p) => within(p).findByText(/^The client has not been notified yet/)],
];

describe("a version's tabs show the version, not today's solution", () => {
  it('shows full users every derived view, in the builder order', { timeout: 20_000 }, async () => {
    await openTab('Scope');
    const tabs = within(screen.getByRole('tablist', { name: 'Solution views' })).getAllByRole('tab');
    expect(tabs).toEqual(VERSION_FULL_TABS.map((name) => screen.getByRole('tab', { name })));
    expect(CASES.map(([tab]) => tab)).toEqual([...VERSION_FULL_TABS]);
  });

  it.each(CASES)('%s', { timeout: 20_000 }, async (tab, shows) => {
    const { panel, sent } = await openTab(tab);
    await shows(panel);
    expect(readToday(sent)).toEqual([]);
  });

  it(
    "draws a partner's Timeline of a version from the server's schedule of that version, never today's",
    { timeout: 20_000 },
    async () => {
      const { panel, sent } = await openTab('Timeline', 'HP_SALES_PERSON');
      expect(await within(panel).findByText(/^Delivery starts on 15-03-2027/)).toBeTruthy();
      expect(sent.map((r) => r.path)).toContain(solutionScheduleKey('1001', 2));
      expect(screen.queryByRole('tab', { name: 'Risk Assessment' })).toBeNull();
      expect(readToday(sent)).toEqual([]);
    },
  );
});
