/**
 * Contacts page (/sales/people, issue 10, docs/contacts.md). In demo mode the home card 'Find People' leads to the
 * map; a click on it opens the list on the default region EME-UKI; choosing a provider region narrows the Country
 * options; a country expands to its contacts ('TBC' where a name is missing). One path by keyboard alone. A client
 * sees countries and regions but no people.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 150_000 });

const MAP = 'Open the contacts list from the map';

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/shots/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `test-results/shots/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The options a filter's list offers now (it is opened and closed again). */
async function options(page: Page, filter: string): Promise<string[]> {
  await page.getByRole('combobox', { name: filter }).click();
  const list = page.getByRole('listbox', { name: `${filter} choices` });
  await expect(list.getByRole('option').first()).toBeVisible();
  const texts = await list.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  return texts.map((t) => t.split('\n')[0]!.trim());
}

test('the map opens the list; a region narrows the countries; a country shows its contacts', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.ADMIN);
  await portal.ensureMode(USERS.ADMIN.name, 'demo');

  // The home card leads here; the map comes first.
  await page.getByRole('link', { name: /Find People/ }).click();
  await expect(page).toHaveURL(/\/sales\/people$/);
  await expect(
    page.getByRole('heading', { name: 'Find Contacts for My Region and Industry', level: 1 }),
  ).toBeVisible();
  const map = page.getByRole('button', { name: MAP });
  await expect(map).toBeVisible();
  const svg = page.getByTestId('contacts-world-map');
  await expect(svg).toBeVisible();
  // A real map: every country of the world drawn, the ones with contacts coloured by region.
  expect(await svg.locator('path').count()).toBeGreaterThan(150);
  await expect(svg.locator('path[data-country="GB"]')).toHaveAttribute('data-region', 'EME-UKI');
  await expect(svg.locator('[data-country="SG"]').first()).toBeAttached();
  await expect(page.getByRole('list', { name: 'Provider regions on the map' })).toContainText(
    'UK & Ireland (EME-UKI)',
  );
  await expectAccessible(page, 'the contacts map');
  await shots(page, 'contacts-map');

  // A click on the sea opens the list on the default region filter EME-UKI.
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.02, box.y + box.height * 0.5);
  await expect(page).toHaveURL(/view=list/);
  const table = page.getByRole('table', { name: 'Contacts by country' });
  await expect(table.getByRole('columnheader')).toHaveText(['Country', 'Provider Region', 'HP Region']);
  await expect(page.getByRole('listbox', { name: 'Chosen Provider Region values' })).toContainText(
    'UK & Ireland (EME-UKI)',
  );
  await expect(table.locator('tbody tr')).toHaveCount(2);
  expect(await options(page, 'Country')).toEqual(['Ireland', 'United Kingdom']);

  // Clear, then choose the Nordics: the Country and HP Region options narrow to them.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(/^\d+ countries of \d+$/)).toHaveText(/^(\d+) countries of \1$/);
  await page.getByRole('combobox', { name: 'Provider Region' }).click();
  await page.getByRole('option', { name: /Nordics \(EME-NORDICS\)/ }).click();
  await page.keyboard.press('Escape');
  expect(await options(page, 'Country')).toEqual(['Denmark', 'Finland', 'Norway', 'Sweden']);
  expect(await options(page, 'HP Region')).toEqual(['Northern Europe (HP-NORTH)']);
  await expect(page.getByText('4 countries of', { exact: false })).toBeVisible();

  // Norway expands to its contacts per organisation, with e-mail links.
  await table.getByRole('button', { name: 'Norway' }).click();
  await expect(table.getByRole('button', { name: 'Norway' })).toHaveAttribute('aria-expanded', 'true');
  const provider = table.getByRole('region', { name: 'Provider contacts, Norway' });
  const hp = table.getByRole('region', { name: 'HP contacts, Norway' });
  await expect(provider).toContainText('SponsorErik Lindqvist');
  await expect(provider.getByRole('link', { name: 'erik.lindqvist@provider.example' })).toHaveAttribute(
    'href',
    'mailto:erik.lindqvist@provider.example',
  );
  await expect(provider).toContainText('SalesHenrik Johansen');
  await expect(hp).toContainText('SalesOle Hansen');
  await expectAccessible(page, 'the contacts list with a country open');
  await shots(page, 'contacts-list');

  // Luxembourg (Benelux, HP-NORTH) has no provider sales contact: 'TBC'.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await table.getByRole('button', { name: 'Luxembourg' }).click();
  await expect(table.getByRole('region', { name: 'Provider contacts, Luxembourg' })).toContainText(
    'SalesTBC',
  );

  // The other way round: a country narrows the region filters to its own.
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.keyboard.type('Jap');
  await expect(page.getByRole('listbox', { name: 'Country choices' }).getByRole('option')).toHaveText([
    'Japan',
  ]);
  await page.getByRole('option', { name: 'Japan' }).click();
  await page.keyboard.press('Escape');
  expect(await options(page, 'Provider Region')).toEqual(['Japan (APJ-JAPAN)']);
  await expect(table.locator('tbody tr')).toHaveCount(1);

  // Back to the map, then a click on Norway itself opens the list on its region.
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.locator('path[data-country="NO"]')).toBeVisible();
  await page.locator('path[data-country="NO"]').click({ force: true });
  await expect(page.getByRole('listbox', { name: 'Chosen Provider Region values' })).toContainText(
    'Nordics (EME-NORDICS)',
  );

  await portal.ensureMode(USERS.ADMIN.name, 'production');
});

test('by keyboard alone: open the list from the map, change the region, open a country', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.HP_SALES_PERSON);
  await portal.ensureMode(USERS.HP_SALES_PERSON.name, 'demo');
  await page.goto('/sales/people');
  const map = page.getByRole('button', { name: MAP });
  await expect(page.getByTestId('contacts-world-map')).toBeVisible();

  // Tab to the map (through the header), Enter opens the list.
  for (let i = 0; i < 30 && !(await map.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(map).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Contacts by country' })).toBeVisible();

  // Into the Provider Region filter: Backspace takes the default tag away, typing and Enter choose DACH.
  const region = page.getByRole('combobox', { name: 'Provider Region' });
  for (let i = 0; i < 30 && !(await region.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(region).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  // No filter left: every country.
  await expect(page.getByText(/^(\d+) countries of \1$/)).toBeVisible();
  await region.focus();
  await page.keyboard.type('Germany');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Chosen Provider Region values' })).toContainText(
    'Germany, Austria & Switzerland (EME-DACH)',
  );
  const table = page.getByRole('table', { name: 'Contacts by country' });
  await expect(table.locator('tbody tr')).toHaveCount(3);

  // Tab to Austria's row and open it with Enter; Space closes it again.
  const austria = table.getByRole('button', { name: 'Austria' });
  for (let i = 0; i < 30 && !(await austria.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(austria).toBeFocused();
  await page.keyboard.press('Enter');
  // Austria has no provider solutions contact: 'TBC'; HP sees both organisations.
  await expect(table.getByRole('region', { name: 'Provider contacts, Austria' })).toContainText(
    'SolutionsTBC',
  );
  await expect(table.getByRole('region', { name: 'HP contacts, Austria' })).toContainText(
    'SalesChristina Gruber',
  );
  await page.keyboard.press('Space');
  await expect(austria).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page, 'the contacts list by keyboard');

  await portal.ensureMode(USERS.HP_SALES_PERSON.name, 'production');
});

test('a client sees the countries and regions but no people', async ({ page }) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.CLIENT);
  await portal.ensureMode(USERS.CLIENT.name, 'demo');
  await page.goto('/sales/people?view=list');
  await expect(page.getByText(/your Provider account team will put you in touch/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Contacts by country' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('@provider.example')).toHaveCount(0);
  await expectAccessible(page, 'the contacts list for a client');
  await shots(page, 'contacts-client');
  await portal.ensureMode(USERS.CLIENT.name, 'production');
});
