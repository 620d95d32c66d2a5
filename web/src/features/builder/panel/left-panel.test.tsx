// @vitest-environment happy-dom
/**
 * The solution page's left panel (spec: Solution page): every field as the person sees it, the role holders' chat
 * and mail links, the Last Updated refresh, and the edits full users make through its dialogs (AEP solution type,
 * saved 1 s after the last change; Set Link, saved at once, https only).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  builderFor,
  fakeApiForFile,
  Providers,
  savedFrom,
  solutionFixture,
  type Setup,
} from '../page/test-support.tsx';
import { LeftPanel } from './left-panel.tsx';
import { HTTPS_ONLY } from './links-dialog.tsx';
import type { SaveSolutionRequest } from '@portal/domain';

const api = fakeApiForFile();

const SOLUTION = solutionFixture({
  modifiedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  fields: {
    ...solutionFixture().fields,
    complexity: 1.5,
    clientContacts: 'Ann Buyer\nBob Finance',
    proposalStatus: 'Shortlisted',
    roles: [
      {
        id: 'solution-architect',
        name: 'Solution Architect',
        user: { id: 'u-2', name: 'Ada Architect', email: 'ada@provider.example' },
      },
      { id: 'deal-team', name: 'Deal Team' },
    ],
  },
});

function answerApi() {
  let version = 1;
  api.handler = (req, body) => {
    if (req.method === 'GET' && req.url === '/api/sales/configuration/regions')
      return {
        status: 200,
        body: {
          name: 'regions',
          value: [{ id: 'EME-UKI', name: 'UK and Ireland', areaId: 'EMEA' }],
          modifiedAt: '',
        },
      };
    if (req.method === 'POST' && req.url === '/api/sales/solutions')
      return { status: 200, body: savedFrom(body as SaveSolutionRequest, SOLUTION, ++version) };
    return undefined;
  };
}

function renderPanel(setup: Setup, refresh: () => void = () => undefined) {
  answerApi();
  render(
    <Providers setup={setup} store={builderFor(setup)} page={{ refresh }}>
      <LeftPanel />
    </Providers>,
  );
  return screen.getByRole('complementary', { name: 'Solution details' });
}

/** The panel's entries as term: value. */
function entries(panel: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    Array.from(panel.querySelectorAll('dt'), (dt) => [
      dt.querySelector('span')?.textContent ?? '',
      dt.nextElementSibling?.textContent ?? '',
    ]),
  );
}

describe('LeftPanel', () => {
  it("shows a full user every field, with the region's name", async () => {
    const panel = renderPanel({ role: 'SALES_PERSON', solution: SOLUTION });
    await waitFor(() => expect(entries(panel)['Geographic Region']).toBe('UK and Ireland'));
    expect(entries(panel)).toMatchObject({
      Client: 'Contoso Ltd',
      'Expected Start': '2026-03',
      'Opportunity Name': 'Contoso workplace',
      'Description of Requirements': 'Move 2,000 users to Windows 11.',
      'Last Updated': '3 minutes ago',
      'AEP Solution Type': 'Hero Offer',
      'Primary Country': 'United Kingdom',
      Organization: 'Provider',
      'Client Contacts': 'Ann Buyer\nBob Finance',
      'Proposal Status': 'Shortlisted',
      Links: 'AEP: not setC365: not set',
    });
    expect(entries(panel).Complexity).toMatch(/1\.5/);
    expect(panel.querySelector('time')?.getAttribute('dateTime')).toBe(SOLUTION.modifiedAt);
  });

  it('gives each role holder a Teams chat link and a mail link, and names a role nobody holds', () => {
    const panel = renderPanel({ role: 'SALES_PERSON', solution: SOLUTION });
    expect(within(panel).getByRole('link', { name: 'Chat with Ada Architect' }).getAttribute('href')).toBe(
      'https://teams.microsoft.com/l/chat/0/0?users=ada%40provider.example',
    );
    expect(within(panel).getByRole('link', { name: 'E-mail Ada Architect' }).getAttribute('href')).toBe(
      'mailto:ada@provider.example',
    );
    expect(entries(panel).Roles).toContain('Deal TeamNot assigned');
  });

  it('re-reads the stored solution from the Last Updated refresh', () => {
    let refreshed = 0;
    const panel = renderPanel({ role: 'SALES_PERSON', solution: SOLUTION }, () => refreshed++);
    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(refreshed).toBe(1);
  });

  it('shows a partner neither the region nor any edit button', () => {
    const panel = renderPanel({ role: 'HP_SALES_PERSON', solution: SOLUTION });
    expect(entries(panel)).not.toHaveProperty('Geographic Region');
    expect(entries(panel).Organization).toBe('Provider');
    expect(
      within(panel)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Refresh']);
  });

  it('saves a new AEP solution type 1 s after the choice, not before', async () => {
    const panel = renderPanel({ role: 'SALES_PERSON', solution: SOLUTION });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change AEP solution type' }));
    const dialog = await screen.findByRole('dialog', { name: 'AEP Solution Type' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bespoke' }));
    await new Promise((r) => setTimeout(r, 600));
    expect(api.saves()).toHaveLength(0);
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 2000 });
    expect(api.saves()[0]?.fields.aepSolutionType).toBe('Bespoke');
    expect(entries(panel)['AEP Solution Type']).toBe('Bespoke');
  });

  it('Set Link refuses a link that is not https, then saves the links at once and shows them', async () => {
    const panel = renderPanel({ role: 'SALES_PERSON', solution: SOLUTION });
    fireEvent.click(within(panel).getByRole('button', { name: 'Set Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Links' });
    const aep = within(dialog).getByRole('textbox', { name: 'AEP Link' });
    fireEvent.change(aep, { target: { value: 'http://aep.example/record/7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(HTTPS_ONLY)).toBeTruthy();
    expect(api.saves()).toHaveLength(0);

    fireEvent.change(aep, { target: { value: 'https://aep.example/record/7' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'C365 Link' }), {
      target: { value: ' https://c365.example/opportunity/9 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.fields).toMatchObject({
      aepUrl: 'https://aep.example/record/7',
      c365Url: 'https://c365.example/opportunity/9',
    });
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: 'AEP' }).getAttribute('href')).toBe(
        'https://aep.example/record/7',
      ),
    );
    expect(within(panel).getByRole('link', { name: 'C365' }).getAttribute('href')).toBe(
      'https://c365.example/opportunity/9',
    );
  });
});
