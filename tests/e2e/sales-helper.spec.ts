/**
 * The sales helper (/sales/engagements/sliders, issue 10). In demo mode a sales person moves the priority sliders
 * by keyboard and sees the capabilities' relevance change, opens the low-relevancy capabilities of an area, chooses
 * a client (and creates one with New Client), meets the message for a text file renamed .png, uploads a real PNG logo, generates with a framework
 * solution, waits on 'Generating the slide deck! Please wait...', downloads the deck (a pptx) and opens the
 * solution. axe on every step, screenshots at 1,440 and 1,024 px.
 */
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

// Sign-in, mode switches, the deck job and axe on every step take a while on a shared machine.
test.describe.configure({ timeout: 240_000 });

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/shots/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `test-results/shots/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real 64 × 32 PNG (an orange bar on white), made here so the test needs no fixture file. */
function smallPng(): Buffer {
  const width = 64;
  const height = 32;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...(y > 8 && y < 24 ? [232, 96, 16] : [255, 255, 255]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The Core area's rows as "name relevance" texts. */
async function coreRows(page: Page): Promise<string[]> {
  const core = page.getByRole('region', { name: 'Core' });
  await expect(core.getByTestId('helper-capability').first()).toBeVisible();
  return (await core.getByTestId('helper-capability').allInnerTexts()).map((t) =>
    t.replace(/\s+/g, ' ').trim(),
  );
}

test('a sales person uses the sales helper from priorities to the slide deck and the framework solution', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.ensureMode(USERS.SALES_PERSON.name, 'demo');
  await page.goto('/sales/engagements/sliders');
  await expect(page.getByRole('heading', { name: 'Sales Helper', level: 1 })).toBeVisible();

  // Step 1: five sliders at 70; the page says 50 is the highest importance and 100 the lowest.
  const tabs = page.getByRole('tablist', { name: 'Sales helper steps' });
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  for (const name of ['Select client priorities', 'Relevant capabilities', 'Generate materials', 'Documents'])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /Documents/ })).toBeDisabled();
  await expect(page.getByText(/50 is the highest importance, 100 the lowest/)).toBeVisible();
  const ex = page.getByRole('slider', { name: 'Employee Experience (EX)' });
  const cs = page.getByRole('slider', { name: 'Cyber Security (CS)' });
  await expect(page.getByRole('slider')).toHaveCount(5);
  await expect(ex).toHaveValue('70');
  await expectAccessible(page, 'sales helper step 1');
  await shots(page, 'sales-helper-1-priorities');

  // Step 2 at the default sliders.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(tabs.getByRole('tab', { name: /Relevant capabilities/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const before = await coreRows(page);
  expect(before.length).toBeLessThanOrEqual(4);

  // Back to step 1 by keyboard on the step tabs, then the sliders by keyboard: EX to 50 (highest), CS to 100.
  await tabs.getByRole('tab', { name: /Relevant capabilities/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(ex).toBeVisible();
  await ex.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(ex).toHaveValue('50');
  await expect(page.getByTestId('slider-value-EX')).toHaveText('50 (highest importance)');
  await cs.focus();
  await page.keyboard.press('End');
  await expect(cs).toHaveValue('100');
  await expect(page.getByTestId('slider-value-CS')).toHaveText('100 (lowest importance)');

  // The capabilities change with the sliders.
  await page.getByRole('button', { name: 'Next' }).click();
  const after = await coreRows(page);
  expect(after).not.toEqual(before);
  await expect(page.locator('[data-band]').first()).toBeVisible();

  // The low-relevancy capabilities of the first area that has some.
  const toggle = page.getByRole('button', { name: /Show capabilities with low relevancy/ }).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: /Hide capabilities with low relevancy/ }).first(),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: /with low relevancy/ }).first()).toBeVisible();
  await expectAccessible(page, 'sales helper step 2 with low relevancy open');
  await shots(page, 'sales-helper-2-capabilities');

  // Step 3: Generate waits for a client.
  await page.getByRole('button', { name: 'Next' }).click();
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await expect(generate).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Choose a client to generate the materials.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Northbridge Building Society' }).click();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveText('Northbridge Building Society');
  await expect(generate).not.toHaveAttribute('aria-disabled', 'true');

  // New Client: the name is required; the saved client is chosen at once.
  await page.getByRole('button', { name: 'New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Client' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("Enter the client's name.")).toBeVisible();
  await expectAccessible(page, 'the new client dialog with its message');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Helper Journey Client Ltd');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveText('Helper Journey Client Ltd');

  // A text file renamed .png is refused in the browser with a clear message; nothing is uploaded.
  const logoInput = page.getByTestId('logo-file');
  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is a text file, not an image.'),
  });
  await expect(page.getByTestId('logo-problem')).toHaveText(
    'The logo must be a PNG or JPEG image. Choose another file.',
  );
  await expect(page.getByTestId('logo-chosen')).toHaveText('No logo chosen');
  await expectAccessible(page, 'sales helper step 3 with the logo message');

  // A real PNG is uploaded.
  await logoInput.setInputFiles({ name: 'northbridge.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByTestId('logo-chosen')).toHaveText('northbridge.png (64 × 32 px)');
  await expect(page.getByTestId('logo-problem')).toHaveText('');
  await expect(page.getByRole('img', { name: 'Logo northbridge.png' })).toBeVisible();

  const framework = page.getByRole('switch', { name: 'Create Framework solution' });
  await framework.focus();
  await page.keyboard.press('Space');
  await expect(framework).toBeChecked();
  await expectAccessible(page, 'sales helper step 3');
  await shots(page, 'sales-helper-3-materials');

  // Generate: the waiting screen, then step 4.
  await generate.click();
  await expect(page.getByText('Generating the slide deck! Please wait...').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/sales-helper-waiting-1440.png' });
  await expectAccessible(page, 'sales helper waiting screen');
  await expect(tabs.getByRole('tab', { name: /Documents/ })).toHaveAttribute('aria-selected', 'true', {
    timeout: 120_000,
  });
  const documents = page.getByRole('table', { name: 'Generated documents' });
  await expect(documents.getByTestId('generated-document')).toHaveCount(1);
  await expect(documents).toContainText('Slide Deck');
  await expect(page.getByText(/The materials for Helper Journey Client Ltd are ready/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the engagement' })).toHaveAttribute(
    'href',
    /^\/sales\/engagements\/[^/]+$/,
  );
  await expectAccessible(page, 'sales helper step 4');
  await shots(page, 'sales-helper-4-documents');

  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: /^Download / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pptx$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('button', { name: 'Open Solution' }).click();
  await expect(page).toHaveURL(/\/sales\/solution\/[^/]+$/);
  await expect(page.getByRole('button', { name: `User menu for ${USERS.SALES_PERSON.name}` })).toBeVisible();

  // Later journeys expect production mode (kept per user on the server).
  await portal.ensureMode(USERS.SALES_PERSON.name, 'production');
});
