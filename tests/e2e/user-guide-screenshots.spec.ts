/**
 * Draws the User Guide's pictures (web/public/user-guide/*.png) from the real portal, on demand:
 *
 *   npm run build && USER_GUIDE_SHOTS=1 E2E_PORT=4520 npx playwright test -c tests/playwright.config.ts \
 *     tests/e2e/user-guide-screenshots.spec.ts
 *
 * A sales person builds one solution from the list to Review, and each step is taken at 1,280 × 800 and written
 * as a 256-colour PNG (ImageMagick's convert, when installed) so the guide stays small. Not part of the normal
 * runs (tests/playwright.config.ts leaves it out unless USER_GUIDE_SHOTS is set): it is a drawing tool, not a
 * test, and the pictures are part of the source, redrawn when the screens change.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(root, 'web/public/user-guide');
const WIDTH = 1280;
const HEIGHT = 800;

const DISCOVERY = 'Discovery & Assessment';
const IDENTITY = 'Identity Foundation (Entra ID)';
const M365_APPS = 'Microsoft 365 Apps';
const KICKOFF = 'Mobilise and run discovery workshops';
const NAME = 'Pennine Foods device and identity refresh';

test.use({ viewport: { width: WIDTH, height: HEIGHT } });

function hasConvert(): boolean {
  try {
    execFileSync('convert', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Takes the window: from the top of the page, where it is ('keep'), or with `at` in the middle. */
async function shot(page: Page, name: string, at: 'top' | 'keep' | Locator = 'top') {
  mkdirSync(OUT, { recursive: true });
  if (at === 'top') await page.evaluate(() => window.scrollTo(0, 0));
  else if (at !== 'keep') await at.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Let toasts finish and the fonts settle, so the picture shows the screen at rest.
  await page
    .locator('.fui-Toast')
    .first()
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  const raw = path.join(OUT, `${name}.raw.png`);
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: raw, animations: 'disabled', caret: 'hide' });
  if (hasConvert()) {
    execFileSync('convert', [raw, '-strip', '-colors', '256', `PNG8:${file}`]);
    execFileSync('rm', [raw]);
  } else {
    renameSync(raw, file);
  }
  expect(existsSync(file)).toBe(true);
  console.log(`${name}.png ${Math.round(statSync(file).size / 1024)} KB`);
}

test('draws the user guide pictures', async ({ page }) => {
  test.setTimeout(240_000);
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON);

  await page.goto('/sales/solution');
  await expect(portal.solutionsTable()).toBeVisible();
  await expect(portal.solutionsTable().getByRole('row').nth(1)).toBeVisible();
  await shot(page, '01-solutions-list');

  await page.getByRole('button', { name: 'New Solution' }).click();
  await builder.chooseClient('Pennine');
  await builder.expectedStart().fill('2027-03');
  await builder.nameBox().fill(NAME);
  await builder
    .descriptionBox()
    .fill(
      'Three food production sites: managed devices, Microsoft 365 apps and one identity for 1,200 staff.',
    );
  await shot(page, '02-information');

  await builder.next();
  await expect(page).toHaveURL(/\/sales\/solution\/\d+$/);
  await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  for (const capability of [DISCOVERY, IDENTITY, M365_APPS]) {
    await builder.capabilityCheckbox(capability).check();
  }
  await builder.sizeRadio(DISCOVERY, 'S').check();
  await builder.sizeRadio(IDENTITY, 'C').check();
  await builder.sizeRadio(M365_APPS, 'M').check();
  await expect(builder.romTotal()).toHaveText('810');
  await builder.expectAllSaved();
  await shot(page, '03-scope');
  await shot(page, '04-rom-summary', builder.rom());

  await builder.searchBox().fill('intune');
  await page.waitForTimeout(500);
  await shot(page, '05-capability-search', builder.searchBox());
  await builder.searchBox().fill('');

  await builder.next();
  await expect(builder.stepTab('Detail')).toHaveAttribute('aria-selected', 'true');
  const tree = builder.scopeTree();
  await builder.expandRow(tree, 's:cap-discovery-assessment');
  await builder.openItem(builder.actionRow(tree, KICKOFF), KICKOFF, 'Action');
  await shot(page, '06-detail-action', 'keep');
  await page.getByRole('button', { name: 'Close', exact: true }).first().click();

  await builder.subTab('Timeline').click();
  await expect(page.getByText('W1', { exact: true }).first()).toBeVisible();
  await shot(page, '07-timeline');

  await builder.subTab('People').click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  await shot(page, '08-people');

  await builder.subTab('Risk Assessment').click();
  await page.waitForTimeout(1_000);
  await shot(page, '09-risk');

  // Back to Scope before the step's Next (it asks before handing the solution to the approvers).
  await builder.subTab('Scope').click();
  await builder.submitForApproval();
  await expect(builder.stepTab('Review')).toHaveAttribute('aria-selected', 'true');
  await builder.subTab('Approvals').click();
  const row = builder.approvalsTable().getByRole('row').filter({ hasText: NAME });
  await builder.saved(() => row.getByRole('button', { name: `Approve ${NAME}` }).click());
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await shot(page, '10-approvals', builder.approvalsTable());

  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await shot(page, '11-resources-menu', 'keep');
  await page.keyboard.press('Escape');

  await builder.next();
  await expect(builder.stepTab('Close')).toHaveAttribute('aria-selected', 'true');
  await builder.next();
  await expect(builder.stepTab('Deliver')).toHaveAttribute('aria-selected', 'true');
  await shot(page, '12-deliver');

  await portal.userMenuButton(USERS.SALES_PERSON.name).click();
  await expect(page.getByRole('menuitem', { name: 'User Guide' })).toBeVisible();
  await shot(page, '13-user-menu', 'keep');
  await page.keyboard.press('Escape');
});
