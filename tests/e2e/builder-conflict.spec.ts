/**
 * Two people edit one solution at the same time (two browser contexts): A (sales person) saves first; B
 * (solution architect), still on the older version, gets the conflict dialog when saving. Edits of different
 * parts can be kept both; edits of the same part offer only Reload, which shows A's value. The stored
 * solution is read back through the API after each round: nothing is lost silently.
 */
import { expectAccessible } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';
import { storedSolution } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';

const CONFLICT_TITLE = 'Someone else saved this solution';

function conflictDialog(page: Page) {
  return page.getByRole('alertdialog', { name: CONFLICT_TITLE });
}

/** Waits for the 409 answer of a save that `action` causes. */
async function rejectedSave(page: Page, action: () => Promise<unknown>) {
  const response = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/sales/solutions',
  );
  await action();
  expect((await response).status()).toBe(409);
}

test('two people edit one solution: Keep both changes merges, the same field offers only Reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const runId = Date.now();
  const a = new Builder(page);
  await new Portal(page).signIn(USERS.SALES_PERSON);
  const { id, client } = await a.createSolution({
    clientSearch: 'Wessex',
    name: `Wessex legal workplace ${runId}`,
    description: 'First description.',
  });
  // Both work on the Information step.
  await a.openStep('Information');

  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    const b = new Builder(pageB);
    await new Portal(pageB).signIn(USERS.SOLUTION_ARCHITECT);
    await pageB.goto(`/sales/solution/${id}`);
    // The loaded step is restored.
    await expect(b.stepTab('Information')).toHaveAttribute('aria-selected', 'true');
    await expect(b.nameBox()).toHaveValue(`Wessex legal workplace ${runId}`);
    await expect(b.descriptionBox()).toHaveValue('First description.');

    await test.step('different parts: A changes the description, B the name; B keeps both', async () => {
      const descriptionA = `A: requirements agreed with ${client} (${runId}).`;
      await a.saved(() => a.descriptionBox().fill(descriptionA));
      await a.expectAllSaved();

      const nameB = `Wessex legal workplace renewal ${runId}`;
      await rejectedSave(pageB, () => b.nameBox().fill(nameB));
      const dialog = conflictDialog(pageB);
      await expect(dialog).toBeVisible();
      await expectAccessible(pageB, 'the conflict dialog');
      await expect(dialog).toContainText(
        new RegExp(
          `${USERS.SALES_PERSON.name} saved it at \\d{2}:\\d{2}, \\d{2}-\\d{2}-\\d{4}, after you opened it\\.`,
        ),
      );
      await expect(dialog).toContainText('Your changes and theirs touch different parts of the solution');
      await expect(pageB.getByText('Not saved', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();

      await b.saved(() => dialog.getByRole('button', { name: 'Keep both changes' }).click());
      await expect(dialog).toBeHidden();
      await b.expectAllSaved();
      // B now shows both edits.
      await expect(b.nameBox()).toHaveValue(nameB);
      await expect(b.descriptionBox()).toHaveValue(descriptionA);
      await expect(b.title()).toHaveText(nameB);

      const stored = await storedSolution(pageB, id);
      expect(stored.fields.name).toBe(nameB);
      expect(stored.requirementDescription).toBe(descriptionA);
    });

    await test.step('the same part: both change the description; B is offered only Reload and gets A’s', async () => {
      // A takes the merged version first.
      await page.reload();
      await expect(a.nameBox()).toHaveValue(`Wessex legal workplace renewal ${runId}`);

      const descriptionA = `A: second round (${runId}).`;
      await a.saved(() => a.descriptionBox().fill(descriptionA));
      await a.expectAllSaved();

      await rejectedSave(pageB, () => b.descriptionBox().fill(`B: a different second round (${runId}).`));
      const dialog = conflictDialog(pageB);
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('list', { name: 'Parts changed by both' }).getByRole('listitem'),
      ).toHaveText(['Description of requirements']);
      await expect(dialog).toContainText(
        'Reload to see their version. Your changes that are not saved yet will be lost.',
      );
      await expect(dialog.getByRole('button', { name: 'Keep both changes' })).toHaveCount(0);
      await expect(dialog.getByRole('button')).toHaveText(['Reload']);

      await dialog.getByRole('button', { name: 'Reload' }).click();
      await expect(dialog).toBeHidden();
      await expect(b.descriptionBox()).toHaveValue(descriptionA);
      await expect(b.nameBox()).toHaveValue(`Wessex legal workplace renewal ${runId}`);
      await expect(pageB.getByText('Not saved', { exact: true })).toHaveCount(0);

      const stored = await storedSolution(pageB, id);
      expect(stored.requirementDescription).toBe(descriptionA);
      expect(stored.fields.name).toBe(`Wessex legal workplace renewal ${runId}`);

      // B goes on editing from A's version: the next save lands.
      await b.saved(() => b.nameBox().fill(`Wessex legal workplace final ${runId}`));
      await b.expectAllSaved();
      const after = await storedSolution(page, id);
      expect(after.fields.name).toBe(`Wessex legal workplace final ${runId}`);
      expect(after.requirementDescription).toBe(descriptionA);
    });
  } finally {
    await contextB.close();
  }
});
