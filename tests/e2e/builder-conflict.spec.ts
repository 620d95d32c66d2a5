/**
 * Two people edit one solution at the same time (two browser contexts): A (sales person) saves first; B
 * (solution architect), still on the older version, gets the conflict dialog when saving. Edits of different
 * parts can be kept both; for edits of the same part the dialog shows both values, copies B's text, and saves
 * B's choice (keep mine, take theirs) on A's ETag; Reload still takes A's version. The stored solution is read
 * back through the API after each round: nothing is lost silently. Screenshots at 1,440 and 1,024 px.
 */
import { expectAccessible } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';
import { storedSolution } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';

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

test('two people edit one solution: Keep both changes merges; the same field shows both values to keep or take', async ({
  page,
  browser,
}) => {
  // Four rounds with two browsers on a shared machine.
  test.setTimeout(360_000);
  const runId = Date.now();
  const a = new Builder(page);
  await new Portal(page).signIn(USERS.SALES_PERSON);
  const { id, client } = await a.createSolution({
    clientSearch: 'Wessex',
    name: `Wessex legal workplace ${runId}`,
    description: 'First description.',
  });
  // Both work on the Information step: A moves the solution back there (Back saves the stage; ADR 0051).
  const back = await a.saved(() => a.backButton().click());
  expect(back.state.step).toBe(1);

  // B copies their text from the conflict dialog: the clipboard is theirs to read back.
  const contextB = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
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

    await test.step('the same part: B sees both values, copies theirs, keeps B’s, and nothing is lost', async () => {
      // A takes the merged version first.
      await page.reload();
      await expect(a.nameBox()).toHaveValue(`Wessex legal workplace renewal ${runId}`);

      const descriptionA = `A: second round (${runId}).`;
      await a.saved(() => a.descriptionBox().fill(descriptionA));
      await a.expectAllSaved();

      const descriptionB = `B: a different second round (${runId}).`;
      await rejectedSave(pageB, () => b.descriptionBox().fill(descriptionB));
      const dialog = conflictDialog(pageB);
      await expect(dialog).toBeVisible();
      const part = dialog.getByRole('region', { name: 'Description of requirements' });
      await expect(part.getByLabel('Your Description of requirements')).toHaveText(descriptionB);
      await expect(part.getByLabel(`${USERS.SALES_PERSON.name}'s Description of requirements`)).toHaveText(
        descriptionA,
      );
      await expect(part.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Keep both changes' })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Save my choices' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
      // Copy my text puts B's text on the clipboard.
      const copy = part.getByRole('button', { name: /^(Copy my text|Copied)$/ });
      await expect(copy).toHaveText('Copy my text');
      await copy.click();
      await expect(copy).toHaveText('Copied');
      expect(await pageB.evaluate(() => navigator.clipboard.readText())).toBe(descriptionB);
      await expectAccessible(pageB, 'the conflict dialog with both values');
      await shotsAtTwoWidths(pageB, 'builder-conflict-values');

      await b.saved(() => dialog.getByRole('button', { name: 'Save my choices' }).click());
      await expect(dialog).toBeHidden();
      await b.expectAllSaved();
      await expect(b.descriptionBox()).toHaveValue(descriptionB);
      const stored = await storedSolution(pageB, id);
      expect(stored.requirementDescription).toBe(descriptionB);
      expect(stored.fields.name).toBe(`Wessex legal workplace renewal ${runId}`);
    });

    await test.step('the same part again: B takes A’s value this time', async () => {
      await page.reload();
      await expect(a.descriptionBox()).toHaveValue(`B: a different second round (${runId}).`);
      const descriptionA = `A: third round (${runId}).`;
      await a.saved(() => a.descriptionBox().fill(descriptionA));
      await a.expectAllSaved();

      await rejectedSave(pageB, () => b.descriptionBox().fill(`B: third round too (${runId}).`));
      const dialog = conflictDialog(pageB);
      const part = dialog.getByRole('region', { name: 'Description of requirements' });
      await part.getByRole('radio', { name: 'Take theirs' }).check();
      await b.saved(() => dialog.getByRole('button', { name: 'Save my choices' }).click());
      await expect(dialog).toBeHidden();
      await expect(b.descriptionBox()).toHaveValue(descriptionA);
      expect((await storedSolution(pageB, id)).requirementDescription).toBe(descriptionA);

      // Reload is still there and takes their version whole.
      // This time A also moves the solution on to Scope.
      const descriptionA4 = `A: fourth round (${runId}).`;
      await page.reload();
      await a.saved(() => a.descriptionBox().fill(descriptionA4));
      await a.expectAllSaved();
      await a.next();
      await rejectedSave(pageB, () => b.descriptionBox().fill(`B: fourth round (${runId}).`));
      await dialog.getByRole('button', { name: 'Reload' }).click();
      await expect(dialog).toBeHidden();
      // B takes A's version (at Scope) and stays on the Information step they were on (issue 30).
      await expect(b.stepTab('Information')).toHaveAttribute('aria-selected', 'true');
      await expect(b.descriptionBox()).toHaveValue(descriptionA4);
      await expect(pageB.getByText('Not saved', { exact: true })).toHaveCount(0);

      // B goes on editing from A's version: the next save lands.
      await b.saved(() => b.nameBox().fill(`Wessex legal workplace final ${runId}`));
      await b.expectAllSaved();
      const after = await storedSolution(page, id);
      expect(after.fields.name).toBe(`Wessex legal workplace final ${runId}`);
      expect(after.requirementDescription).toBe(descriptionA4);
      expect(after.state.step).toBe(2);
      await expect(b.stepTab('Information')).toHaveAttribute('aria-selected', 'true');
    });
  } finally {
    await contextB.close();
  }
});
