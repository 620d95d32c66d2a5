/**
 * Sales countries with the provider's region and four contacts, and HP's region and four contacts (spec:
 * Sales country). Sample data authored for the portal: names are fictional and e-mail addresses use example
 * domains. A few contacts are left empty on purpose: the contacts page shows 'TBC' for a missing name.
 */
import type { Contact, CountryContacts, SalesCountry } from '@portal/domain';

const PROVIDER_DOMAIN = 'provider.example';
const HP_DOMAIN = 'hp.example';

const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', ł: 'l', ß: 'ss', đ: 'd' };

/** 'Mette Sørensen' -> 'mette.sorensen@domain'; an empty name gives an empty contact. */
function contact(name: string, domain: string): Contact {
  if (!name) return { name: '', email: '' };
  const local = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæłßđ]/g, (ch) => FOLD[ch] ?? '')
    .replace(/[^a-z -]/g, '')
    .trim()
    .split(/\s+/)
    .join('.');
  return { name, email: `${local}@${domain}` };
}

/** Regional roles (sponsor, alliance) shared by the countries of a region. */
const PROVIDER_REGIONAL: Record<string, readonly [sponsor: string, alliance: string]> = {
  'EME-UKI': ['Alistair Grant', 'Priya Raman'],
  'EME-DACH': ['Katrin Hoffmann', 'Jonas Weber'],
  'EME-FRA': ['Claire Dubois', 'Julien Marchand'],
  'EME-BENELUX': ['Sanne de Vries', 'Pieter Janssens'],
  'EME-NORDICS': ['Erik Lindqvist', 'Mette Sørensen'],
  'EME-SOUTH': ['Lucía Fernández', 'Marco Bianchi'],
  'EME-CEE': ['Tomasz Nowak', 'Petra Svobodová'],
  'EME-MEA': ['Omar Haddad', 'Thandiwe Nkosi'],
  'AMS-NA': ['Rebecca Collins', 'Daniel Okafor'],
  'AMS-LATAM': ['Camila Rocha', 'Diego Hernández'],
  'APJ-ANZ': ['Hamish Campbell', 'Aroha Ngata'],
  'APJ-ASIA': ['Wei Ling Tan', 'Arjun Mehta'],
  'APJ-JAPAN': ['Haruto Sato', 'Yui Nakamura'],
};

const HP_REGIONAL: Record<string, readonly [sponsor: string, alliance: string]> = {
  'HP-UKI': ['Gareth Evans', 'Siobhan Murphy'],
  'HP-DACH': ['Markus Becker', 'Lena Fischer'],
  'HP-FRANCE': ['Nicolas Laurent', 'Émilie Girard'],
  'HP-NORTH': ['Lars Andersen', 'Femke Bakker'],
  'HP-SOUTH': ['Javier Morales', 'Giulia Romano'],
  'HP-CEE': ['Piotr Kowalski', ''],
  'HP-MEA': ['Layla Al-Mansouri', 'Pieter van der Merwe'],
  'HP-NA': ['Michael Turner', 'Jennifer Park'],
  'HP-LATAM': ['Rafael Souza', 'Valentina Cruz'],
  'HP-SP': ['Olivia Bennett', 'Liam Walsh'],
  'HP-ASIA': ['Kenneth Lim', 'Ananya Iyer'],
  'HP-JAPAN': ['Takeshi Yamamoto', 'Aiko Kobayashi'],
};

type CountryRow = readonly [
  id: string,
  name: string,
  providerRegionId: string,
  hpRegion: string,
  providerSales: string,
  providerSolutions: string,
  hpSales: string,
  hpSolutions: string,
];

const ROWS: readonly CountryRow[] = [
  [
    'GB',
    'United Kingdom',
    'EME-UKI',
    'HP-UKI',
    'James Whitfield',
    'Hannah Lewis',
    'Craig Robertson',
    'Emma Clarke',
  ],
  ['IE', 'Ireland', 'EME-UKI', 'HP-UKI', "Ciarán O'Brien", 'Aoife Kelly', 'Declan Byrne', ''],
  ['DE', 'Germany', 'EME-DACH', 'HP-DACH', 'Stefan Krüger', 'Anna Schmidt', 'Tobias Wagner', 'Julia Meyer'],
  ['AT', 'Austria', 'EME-DACH', 'HP-DACH', 'Florian Huber', '', 'Christina Gruber', 'Matthias Bauer'],
  ['CH', 'Switzerland', 'EME-DACH', 'HP-DACH', 'Reto Keller', 'Nadine Brunner', 'Urs Meier', 'Sarah Frei'],
  ['FR', 'France', 'EME-FRA', 'HP-FRANCE', 'Antoine Lefèvre', 'Camille Moreau', 'Thomas Petit', 'Léa Roux'],
  ['BE', 'Belgium', 'EME-BENELUX', 'HP-NORTH', 'Wouter Peeters', 'Elise Maes', 'Bart Claes', 'Inge Willems'],
  [
    'NL',
    'Netherlands',
    'EME-BENELUX',
    'HP-NORTH',
    'Joris van Dijk',
    'Lotte Visser',
    'Ruben Smit',
    'Eva de Jong',
  ],
  ['LU', 'Luxembourg', 'EME-BENELUX', 'HP-NORTH', '', 'Marc Schmit', 'Sandra Weber', ''],
  [
    'DK',
    'Denmark',
    'EME-NORDICS',
    'HP-NORTH',
    'Rasmus Nielsen',
    'Freja Christensen',
    'Mads Jensen',
    'Ida Larsen',
  ],
  [
    'FI',
    'Finland',
    'EME-NORDICS',
    'HP-NORTH',
    'Mikko Virtanen',
    'Aino Korhonen',
    'Juha Mäkinen',
    'Laura Nieminen',
  ],
  ['NO', 'Norway', 'EME-NORDICS', 'HP-NORTH', 'Henrik Johansen', 'Ingrid Berg', 'Ole Hansen', 'Kari Olsen'],
  [
    'SE',
    'Sweden',
    'EME-NORDICS',
    'HP-NORTH',
    'Johan Eriksson',
    'Elin Karlsson',
    'Anders Nilsson',
    'Sara Persson',
  ],
  ['ES', 'Spain', 'EME-SOUTH', 'HP-SOUTH', 'Pablo García', 'Marta López', 'Carlos Martín', 'Laura Sánchez'],
  ['PT', 'Portugal', 'EME-SOUTH', 'HP-SOUTH', 'João Silva', 'Inês Costa', 'Rui Pereira', 'Beatriz Santos'],
  [
    'IT',
    'Italy',
    'EME-SOUTH',
    'HP-SOUTH',
    'Alessandro Conti',
    'Francesca Ricci',
    'Luca Ferrari',
    'Chiara Esposito',
  ],
  [
    'PL',
    'Poland',
    'EME-CEE',
    'HP-CEE',
    'Michał Wiśniewski',
    'Agnieszka Zielińska',
    'Krzysztof Lewandowski',
    'Magdalena Wójcik',
  ],
  ['CZ', 'Czech Republic', 'EME-CEE', 'HP-CEE', 'Jan Novák', 'Tereza Dvořáková', 'Martin Černý', ''],
  [
    'AE',
    'United Arab Emirates',
    'EME-MEA',
    'HP-MEA',
    'Khalid Rahman',
    'Sara Haddad',
    'Yousef Nasser',
    'Mariam Saleh',
  ],
  [
    'SA',
    'Saudi Arabia',
    'EME-MEA',
    'HP-MEA',
    'Faisal Al-Otaibi',
    '',
    'Abdullah Al-Harbi',
    'Noura Al-Qahtani',
  ],
  [
    'ZA',
    'South Africa',
    'EME-MEA',
    'HP-MEA',
    'Sipho Dlamini',
    'Megan Botha',
    'Johan Pretorius',
    'Nomvula Mokoena',
  ],
  ['US', 'United States', 'AMS-NA', 'HP-NA', 'Brian Mitchell', 'Ashley Reed', 'Kevin Brooks', 'Lauren Hayes'],
  ['CA', 'Canada', 'AMS-NA', 'HP-NA', 'Ryan Tremblay', 'Chloé Gagnon', 'Mark Fraser', 'Emily Roy'],
  [
    'MX',
    'Mexico',
    'AMS-LATAM',
    'HP-LATAM',
    'Alejandro Ramírez',
    'Fernanda Torres',
    'Luis Gutiérrez',
    'Paola Flores',
  ],
  [
    'BR',
    'Brazil',
    'AMS-LATAM',
    'HP-LATAM',
    'Gustavo Almeida',
    'Juliana Ribeiro',
    'Thiago Carvalho',
    'Larissa Gomes',
  ],
  [
    'AU',
    'Australia',
    'APJ-ANZ',
    'HP-SP',
    'Lachlan Murray',
    'Charlotte Hughes',
    'Jack Thompson',
    'Grace Mitchell',
  ],
  ['NZ', 'New Zealand', 'APJ-ANZ', 'HP-SP', 'Tane Parata', '', 'Sam Wilson', 'Hannah Reid'],
  ['SG', 'Singapore', 'APJ-ASIA', 'HP-ASIA', 'Marcus Lee', 'Rachel Goh', 'Darren Ng', 'Michelle Teo'],
  ['IN', 'India', 'APJ-ASIA', 'HP-ASIA', 'Rahul Sharma', 'Sneha Kulkarni', 'Vikram Nair', 'Deepa Menon'],
  ['JP', 'Japan', 'APJ-JAPAN', 'HP-JAPAN', 'Kenji Watanabe', 'Sakura Ito', 'Hiroshi Tanaka', 'Mei Suzuki'],
];

function contacts(
  regional: readonly [string, string] | undefined,
  sales: string,
  solutions: string,
  domain: string,
): CountryContacts {
  const [sponsor, alliance] = regional ?? ['', ''];
  return {
    sponsor: contact(sponsor, domain),
    sales: contact(sales, domain),
    alliance: contact(alliance, domain),
    solutions: contact(solutions, domain),
  };
}

export const COUNTRIES: readonly SalesCountry[] = ROWS.map(
  ([id, name, regionId, hpRegion, providerSales, providerSolutions, hpSales, hpSolutions]) => ({
    id,
    name,
    fields: {
      provider: {
        regionId,
        contacts: contacts(PROVIDER_REGIONAL[regionId], providerSales, providerSolutions, PROVIDER_DOMAIN),
      },
      hp: { region: hpRegion, contacts: contacts(HP_REGIONAL[hpRegion], hpSales, hpSolutions, HP_DOMAIN) },
    },
  }),
);
