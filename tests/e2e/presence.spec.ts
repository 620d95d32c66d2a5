/**
 * Presence and server alerts (issue 9, ADR 0021): two people on the same admin page see each other in the header's
 * presence strip; when one leaves (another page, or the tab closes) the other's strip empties at once; an admin's
 * alert opens the alert dialog in the other person's browser.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { Portal, USERS } from './support/portal.ts';
import { expect, test } from './support/test.ts';

const AREA_OWNER = { email: 'area.owner@provider.example', name: 'Richard Ellis' };
const PAGE = '/sales/admin/capabilities';

const strip = (page: Page) => page.getByTestId('presence-strip');

async function shoot(page: Page, name: string) {
  mkdirSync('test-results/shots', { recursive: true });
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('two people on an admin page see each other; an admin alert reaches the other browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await new Portal(page).signIn(USERS.ADMIN);
  await page.goto(PAGE);
  await expect(page.getByRole('button', { name: `User menu for ${USERS.ADMIN.name}` })).toBeVisible();
  // Alone on the page: no strip.
  await expect(strip(page)).toHaveCount(0);

  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    await new Portal(pageB).signIn(AREA_OWNER);
    await pageB.goto(PAGE);

    await test.step('each sees the other in the strip (B from its report, A from the push)', async () => {
      await expect(strip(pageB)).toBeVisible();
      await expect(
        pageB.getByRole('group', { name: `Also viewing this page: ${USERS.ADMIN.name}` }),
      ).toBeVisible();
      await expect(strip(pageB).getByRole('img', { name: USERS.ADMIN.name })).toBeVisible();
      await expect(strip(page)).toBeVisible();
      await expect(
        page.getByRole('group', { name: `Also viewing this page: ${AREA_OWNER.name}` }),
      ).toBeVisible();
      await expect(strip(page)).toContainText('Also viewing');
      await expect(strip(page)).toContainText('RE');
      await strip(page).getByRole('img', { name: AREA_OWNER.name }).hover();
      await expect(page.getByRole('tooltip')).toHaveText(AREA_OWNER.name);
      await expectAccessible(page, 'the presence strip');
      await shoot(page, 'presence-strip');
      await page.mouse.move(0, 400);
    });

    await test.step('the admin sends an alert; it opens in the other browser', async () => {
      await page.getByRole('button', { name: `User menu for ${USERS.ADMIN.name}` }).click();
      await page.getByRole('menuitem', { name: 'Send alert...' }).click();
      const form = page.getByRole('dialog', { name: 'Send alert to everyone' });
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByText('Type the message to send.')).toBeVisible();
      await expectAccessible(page, 'the send alert dialog');
      await shoot(page, 'presence-send-alert');
      const text = 'The portal restarts at 18:00 for maintenance.\nSave your work before then.';
      await form.getByRole('textbox', { name: 'Message' }).fill(text);
      await form.getByRole('radio', { name: 'Warning' }).check();
      await form.getByRole('checkbox', { name: 'Reload' }).check();
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form).toBeHidden();

      const alert = pageB.getByRole('alertdialog', { name: 'Warning' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('The portal restarts at 18:00 for maintenance.');
      await expect(alert).toContainText('Save your work before then.');
      await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
      await expect(alert.getByRole('button', { name: 'OK' })).toBeVisible();
      await expectAccessible(pageB, 'the server alert dialog');
      await shoot(pageB, 'presence-alert');
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();
      // The sender's own browser gets it too (everyone means everyone).
      const own = page.getByRole('alertdialog', { name: 'Warning' });
      await expect(own).toBeVisible();
      await own.getByRole('button', { name: 'OK' }).click();
      await expect(own).toBeHidden();
    });

    await test.step('B moves to another page: A sees nobody at once', async () => {
      await pageB.getByRole('link', { name: 'Solutions' }).first().click();
      await expect(pageB).toHaveURL(/\/sales\/solution$/);
      await expect(strip(page)).toHaveCount(0, { timeout: 5_000 });
    });

    await test.step('B comes back, then closes the tab: A sees nobody at once', async () => {
      await pageB.goto(PAGE);
      await expect(strip(page)).toBeVisible();
      await pageB.close({ runBeforeUnload: true });
      await expect(strip(page)).toHaveCount(0, { timeout: 5_000 });
    });
  } finally {
    await contextB.close();
  }
});
