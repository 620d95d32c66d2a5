// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Mode, RoleId, SearchResults } from '@portal/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { searchPath } from '../../lib/data/search.ts';
import { SearchResultsView } from './search-results.tsx';

afterEach(cleanup);

const RESULTS: SearchResults = {
  solutions: [
    {
      id: '1002',
      name: 'Severn Valley clinical virtual desktops',
      clientName: 'Severn Valley NHS Trust',
      step: 6,
      stage: 'Approve',
    },
  ],
  clients: [{ id: 'client-severn', name: 'Severn Valley NHS Trust' }],
  capabilities: [{ id: 'cap-avd', name: 'Azure Virtual Desktop', areaName: 'Virtualization' }],
};

function show(role: RoleId, mode: Mode, results = RESULTS) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <SearchResultsView results={results} role={role} mode={mode} />
      </MemoryRouter>
    </FluentProvider>,
  );
  const group = (name: RegExp) => screen.getByRole('region', { name });
  return { solutions: group(/^Solutions/), clients: group(/^Clients/), capabilities: group(/^Capabilities/) };
}

describe('searchPath', () => {
  it('asks nothing under two characters and encodes the term', () => {
    expect(searchPath(' a ')).toBeUndefined();
    expect(searchPath(' Lumière & co ')).toBe('/search?q=Lumi%C3%A8re%20%26%20co');
  });
});

describe('SearchResultsView', () => {
  it('titles the three lists with their counts, links a solution to its page and names its stage', () => {
    const { solutions } = show('SALES_PERSON', 'production');
    expect(within(solutions).getByRole('heading').textContent).toBe('Solutions (1)');
    const link = within(solutions).getByRole('link', { name: 'Severn Valley clinical virtual desktops' });
    expect(link.getAttribute('href')).toBe('/sales/solution/1002');
    expect(within(solutions).getByText(/Severn Valley NHS Trust · 1002 · Approve$/)).toBeTruthy();
  });

  it.each([
    ['SALES_PERSON', 'demo', '/sales/clients', undefined],
    ['SALES_PERSON', 'production', undefined, undefined],
    ['SOLUTION_REVIEWER', 'demo', undefined, undefined],
    ['ADMIN', 'production', undefined, '/sales/admin/capabilities'],
  ] as [RoleId, Mode, string | undefined, string | undefined][])(
    '%s in %s: client link %s, capability link %s',
    (role, mode, clientHref, capabilityHref) => {
      const { clients, capabilities } = show(role, mode);
      expect(within(clients).queryByRole('link')?.getAttribute('href')).toBe(clientHref);
      expect(within(capabilities).queryByRole('link')?.getAttribute('href')).toBe(capabilityHref);
      expect(within(clients).getByText('Severn Valley NHS Trust')).toBeTruthy();
      expect(within(capabilities).getByText('Virtualization')).toBeTruthy();
    },
  );

  it('says None in an empty group', () => {
    const { clients } = show('CLIENT', 'demo', { ...RESULTS, clients: [] });
    expect(within(clients).getByText('None')).toBeTruthy();
  });
});
