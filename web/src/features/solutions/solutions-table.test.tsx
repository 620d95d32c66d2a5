// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { RoleId, SolutionListItem } from '@portal/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { solutionColumns, SolutionsTable } from './solutions-table.tsx';

afterEach(cleanup);

const NOW = new Date('2025-03-10T12:00:00Z');

const FIXTURE: SolutionListItem[] = [
  {
    id: '12',
    name: 'Workplace refresh',
    organization: 'PROVIDER',
    clientName: 'Contoso Ltd',
    regionId: 'EME-UKI',
    countryName: 'United Kingdom',
    owner: { id: 'u-1', name: 'Sam Seller', email: 'sam@provider.example' },
    step: 2,
    stage: 'Draft',
    aepUrl: 'https://aep.example/records/7',
    c365Url: 'https://c365.example/opps/9',
    modifiedAt: '2025-03-10T11:55:00Z',
  },
  {
    id: '13',
    name: '',
    organization: 'HP',
    clientName: 'Fabrikam',
    regionId: 'EME-DACH',
    countryName: 'Germany',
    owner: { id: 'u-2', name: 'Harriet Partner', email: 'harriet@hp.example' },
    step: 5,
    stage: 'Collaborate',
    modifiedAt: '2025-03-08T09:30:00Z',
  },
  {
    id: '14',
    name: 'Cloud move',
    organization: 'ACCENTURE',
    clientName: 'Northwind',
    owner: { id: 'u-3', name: 'Ada Accenture', email: 'ada@acc.example' },
    step: 2.5,
    stage: 'Pre-0',
    modifiedAt: '2025-01-10T12:00:00Z',
  },
];

function renderTable(role: RoleId) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <SolutionsTable items={FIXTURE} role={role} now={NOW} />
      </MemoryRouter>
    </FluentProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const rowCells = (index: number) =>
  within(screen.getAllByRole('row')[index + 1]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('SolutionsTable', () => {
  it('shows Region and Links to full-access roles', () => {
    renderTable('SALES_PERSON');
    expect(headers()).toEqual(['Opportunity', 'Client Name', 'Region', 'Owner', 'Stage', 'Links', 'Updated']);
    expect(rowCells(0)).toEqual([
      'Workplace refresh',
      'Contoso Ltd',
      'EME-UKI',
      'Sam Seller',
      'Draft',
      'AEPC365',
      '5 minutes ago',
    ]);
    expect(screen.getByRole('link', { name: 'AEP' }).getAttribute('href')).toBe(
      'https://aep.example/records/7',
    );
    expect(screen.getByRole('link', { name: 'C365' }).getAttribute('href')).toBe(
      'https://c365.example/opps/9',
    );
  });

  it('shows Country and no Links to partner, client and read-only roles', () => {
    for (const role of ['HP_SALES_PERSON', 'CLIENT', 'SOLUTION_REVIEWER'] as const) {
      renderTable(role);
      expect(headers()).toEqual(['Opportunity', 'Client Name', 'Country', 'Owner', 'Stage', 'Updated']);
      expect(rowCells(1)).toEqual([
        'Draft (HP)',
        'Fabrikam',
        'Germany',
        'Harriet Partner',
        'Collaborate',
        '2 days ago',
      ]);
      expect(screen.queryByRole('link', { name: 'AEP' })).toBeNull();
      cleanup();
    }
  });

  it('links each opportunity to its solution and labels drafts and partner organisations', () => {
    renderTable('ADMIN');
    const links = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/sales/solution/'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Workplace refresh', '/sales/solution/12'],
      ['Draft (HP)', '/sales/solution/13'],
      ['Cloud move (Accenture)', '/sales/solution/14'],
    ]);
    // The stage the API names with solutionStage, the progress bar's (issue 18).
    expect(rowCells(2)[4]).toBe('Pre-0');
  });

  it('carries the exact time for the tooltip on the Updated cell', () => {
    renderTable('ADMIN');
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-03-10T11:55:00Z');
    expect(time.getAttribute('tabindex')).toBe('0');
  });
});

describe('solutionColumns', () => {
  it.each([
    ['ADMIN', true],
    ['SALES_PERSON', true],
    ['SOLUTION_ARCHITECT', true],
    ['DEAL_TEAM', true],
    ['SOLUTION_AREA_OWNER', false],
    ['HP_SOLUTION_ARCHITECT', false],
    ['ACCENTURE_SALES_PERSON', false],
    ['CLIENT', false],
  ] as const)('%s full columns: %s', (role, full) => {
    const keys = solutionColumns(role).map((c) => c.key);
    expect(keys.includes('region')).toBe(full);
    expect(keys.includes('links')).toBe(full);
    expect(keys.includes('country')).toBe(!full);
  });
});
