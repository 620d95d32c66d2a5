// @vitest-environment happy-dom
/**
 * The contacts page with its data given: the map first (a button), a click opens the list on EME-UKI or on the
 * clicked country's region, rows expand to the contacts ('TBC', e-mail links), and what each organisation sees.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Region, RoleId, SalesCountry } from '@portal/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCENTURE_NOTE, CLIENT_NOTE, ContactsContent, NO_MATCH } from './contacts-content.tsx';
import { MAP_BUTTON_NAME } from './contacts-map.tsx';

afterEach(cleanup);

const person = (name: string, domain: string) =>
  name ? { name, email: `${name.toLowerCase().replace(/ /g, '.')}@${domain}` } : { name: '', email: '' };
const country = (id: string, name: string, regionId: string, hp: string, sales: string): SalesCountry => ({
  id,
  name,
  fields: {
    provider: {
      regionId,
      contacts: {
        sponsor: person('Alistair Grant', 'provider.example'),
        alliance: person('Priya Raman', 'provider.example'),
        sales: person(sales, 'provider.example'),
        solutions: person('', 'provider.example'),
      },
    },
    hp: {
      region: hp,
      contacts: {
        sponsor: person('Gareth Evans', 'hp.example'),
        alliance: person('', 'hp.example'),
        sales: person('Craig Robertson', 'hp.example'),
        solutions: person('Emma Clarke', 'hp.example'),
      },
    },
  },
});

const COUNTRIES = [
  country('DE', 'Germany', 'EME-DACH', 'HP-DACH', 'Stefan Kruger'),
  country('IE', 'Ireland', 'EME-UKI', 'HP-UKI', ''),
  country('NO', 'Norway', 'EME-NORDICS', 'HP-NORTH', 'Henrik Johansen'),
  country('GB', 'United Kingdom', 'EME-UKI', 'HP-UKI', 'James Whitfield'),
];
const region = (id: string, name: string): Region => ({ id, name, areaId: 'EME' });
const REGIONS = {
  provider: [
    region('EME-UKI', 'UK & Ireland'),
    region('EME-DACH', 'Germany, Austria & Switzerland'),
    region('EME-NORDICS', 'Nordics'),
    region('AMS-NA', 'North America'),
  ],
  hp: [region('HP-UKI', 'UK & Ireland'), region('HP-DACH', 'DACH'), region('HP-NORTH', 'Northern Europe')],
};

function show(role: RoleId = 'SALES_PERSON', at = '/sales/people') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[at]}>
        <ContactsContent heading={<h1>Contacts</h1>} role={role} countries={COUNTRIES} regions={REGIONS} />
      </MemoryRouter>
    </FluentProvider>,
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Contacts by country' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);

describe('ContactsContent', () => {
  it('shows the map first: a button with a name, countries coloured by region, a legend of their regions', async () => {
    show();
    const map = screen.getByRole('button', { name: MAP_BUTTON_NAME });
    // While the map's chunk loads the button shows a spinner without visible text: a visible text that is not
    // part of the button's name fails axe's label-content-name-mismatch.
    expect(map.textContent).toBe('');
    expect(within(map).getByRole('progressbar', { name: 'Loading the map' })).toBeTruthy();
    const svg = await screen.findByTestId('contacts-world-map');
    expect(map.contains(svg)).toBe(true);
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(150);
    expect(svg.querySelector('path[data-country="GB"]')?.getAttribute('data-region')).toBe('EME-UKI');
    expect(svg.querySelector('path[data-country="FR"]')).toBeNull();
    const legend = screen.getByRole('list', { name: 'Provider regions on the map' });
    // North America has no country with contacts here: not in the legend.
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'UK & Ireland (EME-UKI)',
      'Germany, Austria & Switzerland (EME-DACH)',
      'Nordics (EME-NORDICS)',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a click on the map opens the list on the default region EME-UKI', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: MAP_BUTTON_NAME }));
    expect(rowNames()).toEqual(['Ireland', 'United Kingdom']);
    expect(screen.getByRole('status').textContent).toBe('2 countries of 4');
    expect(screen.getByRole('listbox', { name: 'Chosen Provider Region values' }).textContent).toContain(
      'UK & Ireland (EME-UKI)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowNames()).toEqual(['Germany', 'Ireland', 'Norway', 'United Kingdom']);
    // To the map and back: the filters of the visit stay.
    fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    fireEvent.click(screen.getByRole('button', { name: MAP_BUTTON_NAME }));
    expect(rowNames()).toEqual(['Germany', 'Ireland', 'Norway', 'United Kingdom']);
  });

  it("a click on a country opens the list on that country's region", async () => {
    show();
    const svg = await screen.findByTestId('contacts-world-map');
    fireEvent.click(svg.querySelector('path[data-country="NO"]')!);
    expect(rowNames()).toEqual(['Norway']);
  });

  it("'Show the list' skips the map; ?view=list opens on the list and 'Show the map' goes back", () => {
    show('SALES_PERSON', '/sales/people?view=list');
    expect(rowNames()).toEqual(['Ireland', 'United Kingdom']);
    fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(screen.getByRole('button', { name: MAP_BUTTON_NAME })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the list' }));
    expect(rowNames()).toEqual(['Ireland', 'United Kingdom']);
    expect(screen.queryByText(NO_MATCH)).toBeNull();
  });

  it("a row expands to both organisations' contacts with e-mail links and 'TBC'", () => {
    show('SALES_PERSON', '/sales/people?view=list');
    const toggle = screen.getByRole('button', { name: 'Ireland' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const provider = screen.getByRole('region', { name: 'Provider contacts, Ireland' });
    const terms = within(provider)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Sponsor', 'Alliance', 'Sales', 'Solutions']);
    expect(provider.textContent).toContain('SalesTBC');
    expect(provider.textContent).toContain('SolutionsTBC');
    expect(within(provider).getByRole('link', { name: 'alistair.grant@provider.example' })).toHaveProperty(
      'href',
      'mailto:alistair.grant@provider.example',
    );
    const hp = screen.getByRole('region', { name: 'HP contacts, Ireland' });
    expect(hp.textContent).toContain('AllianceTBC');
    expect(hp.textContent).toContain('SalesCraig Robertson');
    fireEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Provider contacts, Ireland' })).toBeNull();
  });

  it("Accenture sees the provider's contacts only, and is told why", () => {
    show('ACCENTURE_SALES_PERSON', '/sales/people?view=list');
    expect(screen.getByText(ACCENTURE_NOTE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'United Kingdom' }));
    expect(screen.getByRole('region', { name: 'Provider contacts, United Kingdom' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'HP contacts, United Kingdom' })).toBeNull();
  });

  it('a client sees countries and regions, no people and no rows to open', () => {
    show('CLIENT', '/sales/people?view=list');
    expect(screen.getByText(CLIENT_NOTE)).toBeTruthy();
    expect(rowNames()).toEqual(['Ireland', 'United Kingdom']);
    const table = screen.getByRole('table', { name: 'Contacts by country' });
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
  });
});
