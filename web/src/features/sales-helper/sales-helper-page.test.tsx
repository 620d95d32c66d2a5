// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Capability, Offering } from '@portal/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAND_LOOKS } from './relevance-bands.ts';

const s = (EX: number, CS: number, ROI: number, TCO: number, OE: number) => ({ EX, CS, ROI, TCO, OE });
const cap = (id: string, areaId: string, relevance: Capability['relevance']): Capability => ({
  id,
  name: `Capability ${id}`,
  areaId,
  relevance,
});

// Core: six capabilities, five shown at the default sliders (70), so one sits behind the toggle.
const CAPABILITIES: Capability[] = [
  cap('cap-c1', 'area-core', s(72, 72, 72, 72, 72)),
  cap('cap-c2', 'area-core', s(90, 85, 80, 95, 100)),
  cap('cap-c3', 'area-core', s(70, 45, 60, 65, 75)),
  cap('cap-c4', 'area-core', s(0, 0, 0, 0, 71)),
  cap('cap-c5', 'area-core', s(10, 10, 10, 10, 10)),
  cap('cap-c6', 'area-core', s(50, 50, 50, 50, 90)),
  cap('cap-s1', 'area-security', s(10, 95, 20, 20, 20)),
  { ...cap('cap-hidden', 'area-security', s(99, 99, 99, 99, 99)), groups: ['HIDDEN'] },
];

const CLIENTS = [
  { id: 'client-1', name: 'Northbridge Building Society', fields: {}, etag: 'e1' },
  { id: 'client-2', name: 'Albion Rail Services', fields: {}, etag: 'e2' },
];
const JOB = {
  traceId: 'job-1',
  type: 'document',
  status: 'queued',
  text: 'Creating the slide deck...',
  progress: 0,
  attempts: 0,
  createdAt: '2025-03-10T12:00:00Z',
  modifiedAt: '2025-03-10T12:00:00Z',
};
const api = vi.hoisted(() => ({ createEngagement: vi.fn(), fetchEngagement: vi.fn(), fetchJob: vi.fn() }));

vi.mock('./sales-helper-api.ts', () => ({
  createEngagement: api.createEngagement,
  fetchEngagement: api.fetchEngagement,
  uploadLogo: vi.fn(),
}));
vi.mock('../../lib/data/catalogue.ts', () => ({
  useCatalogue: () => ({ data: { version: 3, capabilities: CAPABILITIES }, error: undefined }),
}));
/** The stored offerings (ADR 0041): by default one for every capability above ('cap-x' -> 'offering-x'). */
const ALL_OFFERINGS: Offering[] = CAPABILITIES.map((c) => ({
  id: c.id.replace(/^cap-/, 'offering-'),
  name: c.name,
  areaId: c.areaId as Offering['areaId'],
  description: '',
}));
const stored = vi.hoisted(() => ({ data: { offerings: [] as Offering[], etag: '"o-1"' } }));
vi.mock('../../lib/data/offerings.ts', () => ({
  useOfferings: () => ({ data: stored.data, error: undefined }),
}));
vi.mock('../../lib/data/clients.ts', () => ({
  useClients: () => ({ data: CLIENTS, error: undefined, mutate: vi.fn() }),
  useKeepClient: () => vi.fn(),
}));
vi.mock('../../lib/api/requests/get-job.ts', () => ({ fetchJob: api.fetchJob }));
vi.mock('../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({ user: { id: 'u1' }, role: 'SALES_PERSON', mode: 'demo' }),
}));
vi.mock('../../lib/session/ensure-session.ts', () => ({ useEnsureSession: () => async () => true }));

const { default: SalesHelperPage } = await import('./sales-helper-page.tsx');

// Generate waits on the deck job's polling: longer than the default 5 s on a shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  stored.data = { offerings: ALL_OFFERINGS, etag: '"o-1"' };
});
afterEach(cleanup);

function renderPage() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <SalesHelperPage title="Sales Helper" />
      </MemoryRouter>
    </FluentProvider>,
  );
}

const slider = (name: RegExp) => screen.getByRole('slider', { name });
const area = (name: string) => screen.getByRole('region', { name });
const rows = (region: HTMLElement) =>
  within(region)
    .queryAllByTestId('helper-capability')
    .map((row) => ({
      id: row.getAttribute('data-capability'),
      relevance: Number(row.querySelector('[data-band]')?.textContent),
      band: row.querySelector('[data-band]')?.getAttribute('data-band'),
      ticked: (within(row).getByRole('checkbox') as HTMLInputElement).checked,
    }));

describe('sales helper, step 1: priorities', () => {
  it('has five sliders 50-100 in steps of 10, starting at the domain default (70), and says what 50 and 100 mean', () => {
    renderPage();
    for (const name of [
      /Employee Experience \(EX\)/,
      /Cyber Security \(CS\)/,
      /Increased ROI \(ROI\)/,
      /Reduced TCO \(TCO\)/,
      /Operational Efficiency \(OE\)/,
    ]) {
      const input = slider(name) as HTMLInputElement;
      expect([input.min, input.max, input.step, input.value]).toEqual(['50', '100', '10', '70']);
    }
    expect(screen.getByText(/50 is the highest importance, 100 the lowest/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Select client priorities/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: /Documents/ }).hasAttribute('disabled')).toBe(true);
  });
});

describe('sales helper, step 2: relevant capabilities (domain formula, shown rule, top 4, bands)', () => {
  it('ranks the shown capabilities of an area, shows the top 4 ticked and the rest behind the toggle', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: /Relevant capabilities/ }));
    const core = area('Core');
    // All sliders at 70: the plain mean, shown when a score exceeds 70. c3 (75 on OE) mean 63; c5 never shown.
    expect(rows(core)).toEqual([
      { id: 'cap-c2', relevance: 90, band: 'from-80', ticked: true },
      { id: 'cap-c1', relevance: 72, band: 'under-80', ticked: true },
      { id: 'cap-c3', relevance: 63, band: 'under-80', ticked: true },
      { id: 'cap-c6', relevance: 58, band: 'under-60', ticked: true },
    ]);
    const toggle = within(core).getByRole('button', { name: /Show capabilities with low relevancy/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rows(core).slice(4)).toEqual([{ id: 'cap-c4', relevance: 14, band: 'under-20', ticked: false }]);
    // Hidden capabilities never appear; an area with nothing shown says so.
    expect(rows(area('Security')).map((r) => r.id)).toEqual(['cap-s1']);
    expect(within(area('Virtualization')).getByText(/No capability of this area matches/)).toBeTruthy();
  });

  it('lists only capabilities whose offering the offerings configuration holds', () => {
    // An admin removed the offering of c2 (the top one): the helper no longer offers it (c4 moves up), so it is
    // never sent.
    stored.data = { offerings: ALL_OFFERINGS.filter((o) => o.id !== 'offering-c2'), etag: '"o-2"' };
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: /Relevant capabilities/ }));
    expect(rows(area('Core')).map((r) => r.id)).toEqual(['cap-c1', 'cap-c3', 'cap-c6', 'cap-c4']);
  });

  it('recomputes when a slider moves: the spec formula with weights 1 and 0.8 (worked example 59)', () => {
    renderPage();
    fireEvent.change(slider(/Employee Experience/), { target: { value: '50' } });
    fireEvent.change(slider(/Cyber Security/), { target: { value: '60' } });
    for (const name of [/Increased ROI/, /Reduced TCO/, /Operational Efficiency/])
      fireEvent.change(slider(name), { target: { value: '100' } });
    expect(screen.getByTestId('slider-value-EX').textContent).toBe('50 (highest importance)');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const core = rows(area('Core'));
    // c3: (70 x 1 + 45 x 0.8) / 1.8 = 58.9 -> 59, shown because 70 > 50 on EX.
    expect(core.find((r) => r.id === 'cap-c3')).toMatchObject({ relevance: 59, band: 'under-60' });
    // c4 scores 71 only on OE, which is at 100: not shown any more.
    expect(core.map((r) => r.id)).not.toContain('cap-c4');
  });

  it('keeps the user’s ticks and shows every band with readable colours', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: /Relevant capabilities/ }));
    const box = within(area('Core')).getAllByRole('checkbox')[0] as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: /Select client priorities/ }));
    fireEvent.click(screen.getByRole('tab', { name: /Relevant capabilities/ }));
    expect((within(area('Core')).getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(false);
    for (const look of Object.values(BAND_LOOKS)) expect(screen.getByText(look.label)).toBeTruthy();
  });
});

describe('sales helper, step 3: Generate', () => {
  it('is disabled until a client is chosen', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: /Generate materials/ }));
    const generate = screen.getByRole('button', { name: /^Generate/ });
    expect(generate.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose a client to generate the materials.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Create Framework solution' })).toBeTruthy();
  });
});

describe('sales helper, Generate to step 4', () => {
  it('sends the ticked offerings, the sliders and their priorities, waits on the deck job, then lists the deck', async () => {
    const engagement = {
      id: 'eng-9',
      salesClient: { id: 'client-2', name: 'Albion Rail Services' },
      type: 1,
      fields: { name: 'Engagement for Albion Rail Services', engagementNotes: '', offeringIds: [] },
      state: { partnerSubmitted: false, priorities: { EX: 3, CS: 2, ROI: 2, TCO: 2, OE: 2 } },
      owner: { id: 'u1', name: 'Sam Patel', email: 'sam@provider.example' },
      modifiedBy: { id: 'u1', name: 'Sam Patel', email: 'sam@provider.example' },
      createdAt: '2025-03-10T12:00:00Z',
      modifiedAt: '2025-03-10T12:00:00Z',
      documents: [],
      solutionId: '1042',
      etag: 'x',
    };
    api.createEngagement.mockResolvedValue({ engagement, job: JOB });
    api.fetchJob.mockResolvedValue({
      ...JOB,
      status: 'succeeded',
      progress: 1,
      modifiedAt: '2025-03-10T12:00:05Z',
    });
    api.fetchEngagement.mockResolvedValue({
      ...engagement,
      documents: [
        {
          id: 'doc-7',
          name: 'Slide Deck',
          type: 1,
          modifiedAt: '2025-03-10T12:00:05Z',
          fileName: 'SlideDeck-Albion.pptx',
        },
      ],
    });
    renderPage();
    fireEvent.change(slider(/Employee Experience/), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('tab', { name: /Relevant capabilities/ }));
    // Untick c1, tick the low-relevancy c4.
    fireEvent.click(within(area('Core')).getAllByRole('checkbox')[1]!);
    fireEvent.click(
      within(area('Core')).getByRole('button', { name: /Show capabilities with low relevancy/ }),
    );
    fireEvent.click(within(area('Core')).getAllByRole('checkbox')[4]!);
    fireEvent.click(screen.getByRole('tab', { name: /Generate materials/ }));
    fireEvent.click(screen.getByRole('combobox', { name: /Client/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Albion Rail Services' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Create Framework solution' }));
    const generate = screen.getByRole('button', { name: /^Generate/ });
    await waitFor(() => expect(generate.getAttribute('aria-disabled')).not.toBe('true'));
    fireEvent.click(generate);

    await screen.findByText('Generating the slide deck! Please wait...');
    const sent = api.createEngagement.mock.calls[0]![0];
    expect(sent).toMatchObject({
      salesClient: { id: 'client-2' },
      type: 1,
      sliders: { EX: 50, CS: 70, ROI: 70, TCO: 70, OE: 70 },
      state: { priorities: { EX: 3, CS: 2, ROI: 2, TCO: 2, OE: 2 } },
    });
    expect(sent.fields.offeringIds).toEqual([
      'offering-c2',
      'offering-c3',
      'offering-c6',
      'offering-c4',
      'offering-s1',
    ]);
    expect(sent.logoId).toBeUndefined();

    const table = await screen.findByRole('table', { name: 'Generated documents' }, { timeout: 5000 });
    expect(within(table).getByText('SlideDeck-Albion.pptx')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Solution' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the engagement' }).getAttribute('href')).toBe(
      '/sales/engagements/eng-9',
    );
    expect(screen.getByRole('tab', { name: /Documents/ }).getAttribute('aria-selected')).toBe('true');
  });
});
