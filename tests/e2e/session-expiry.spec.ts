/**
 * The session ends while a person edits a solution (issue 21; spec: Session, "no user leads to /welcome, on saves
 * and generation too"). The tab's sign-in is replaced by one the API refuses, as an expired sign-in is: the next
 * autosave (401) sends the person to /welcome with the edit kept in the browser; after signing in again they are
 * back on the solution and the edit is saved with the If-Match it was made against (read back through the API).
 * Then a document generation without a session goes to /welcome too. Screenshots at 1,440 and 1,024 px.
 * The welcome page says why the session ended (and that the edit is kept), and a toast confirms the kept edit was
 * saved; someone else signing in after a sign-out or an expiry lands on the home page, never on the previous
 * person's solution (issue 30).
 */
import { expectAccessible } from './support/axe.ts';
import { copyOfSolution, storedSolution } from './support/api.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { expect, test, type Page } from './support/test.ts';

const KEPT_MESSAGE =
  'Your session expired, so you were signed out. Your unsaved changes are kept in this browser and will be saved when you sign in again.';

/** The session ends at the server: the tab still holds a sign-in, but one the API refuses (401). */
async function endSession(page: Page) {
  await page.evaluate(() =>
    sessionStorage.setItem(
      'portal.localToken',
      JSON.stringify({ token: 'ended', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    ),
  );
}

/** Continue on the welcome page, then the local sign-in page's button for `user`. */
async function signInFromWelcome(page: Page, user: { email: string; name: string }) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: new RegExp(user.email.replace(/[.]/g, '\\.')) }).click();
  await expect(new Portal(page).userMenuButton(user.name)).toBeVisible();
}

test('a save without a session goes to /welcome; signed in again, the edit is saved; generation too', async ({
  page,
}) => {
  // Two sign-ins, a copy and screenshots at two widths on a shared machine.
  test.setTimeout(150_000);
  const portal = new Portal(page);
  const builder = new Builder(page);
  await portal.signIn(USERS.SALES_PERSON);
  const id = await copyOfSolution(page, '1002', `Session expiry ${Date.now()}`);
  await page.goto(`/sales/solution/${id}`);
  await builder.openStep('Information');
  const { etag } = await storedSolution(page, id);

  await endSession(page);
  const typed = `Typed as the session ended (${Date.now()}).`;
  const refused = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/sales/solutions',
  );
  await builder.descriptionBox().fill(typed);
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  // The welcome page says why, and that the edit is kept (issue 30).
  await expect(page.getByText(KEPT_MESSAGE, { exact: true })).toBeVisible();
  await expectAccessible(page, 'the welcome page after the session ended');
  await shotsAtTwoWidths(page, 'session-ended-welcome');

  // Signing in again comes back to the solution, which saves the kept edit on the version it was made on.
  await page.getByRole('button', { name: 'Continue' }).click();
  const resumed = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/sales/solutions',
  );
  await page
    .getByRole('button', { name: new RegExp(USERS.SALES_PERSON.email.replace(/[.]/g, '\\.')) })
    .click();
  expect((await resumed).headers()['if-match']).toBe(etag);
  await expect(page).toHaveURL(new RegExp(`/sales/solution/${id}$`));
  // Once stored, a toast says the kept edit was saved (issue 30).
  await expect(portal.toast('The changes kept when your session expired have been saved.')).toBeVisible();
  // The solution opens at its stage (Scope: the Information tab only showed a step, ADR 0051); the edit is there.
  await expect(builder.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
  await builder.openStep('Information');
  await expect(builder.descriptionBox()).toHaveValue(typed);
  await builder.expectAllSaved();
  expect((await storedSolution(page, id)).requirementDescription).toBe(typed);
  await expect(page.getByRole('button', { name: 'Restore changes' })).toHaveCount(0);
  await expectAccessible(page, 'the solution after signing in again');
  await shotsAtTwoWidths(page, 'session-ended-back-on-solution');

  // A document generation without a session goes to /welcome as well (and starts no job). The session ends with
  // the menu open (any call without it would also lead to /welcome).
  let generated = false;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/sales/generate') generated = true;
  });
  await page.getByRole('button', { name: 'Resources' }).click();
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/users/current');
  await endSession(page);
  await page.getByRole('menuitem', { name: 'Generate ROM' }).click();
  expect((await checked).status()).toBe(401);
  await expect(page).toHaveURL(/\/welcome$/);
  expect(generated).toBe(false);
});

test('after a sign-out or an expiry, someone else signing in lands on the home page, the same person on their page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const portal = new Portal(page);
  const builder = new Builder(page);
  const solution = '/sales/solution/1002';
  await portal.signIn(USERS.SALES_PERSON, solution);
  await expect(builder.title()).toBeVisible();

  // A sign-out on a solution: the welcome page says so, and the next person starts at home.
  await portal.openUserMenu(USERS.SALES_PERSON.name);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('You have signed out.', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the welcome page after signing out');
  await signInFromWelcome(page, USERS.SOLUTION_ARCHITECT);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have signed out.')).toHaveCount(0);

  // The architect's session expires on a solution: the welcome page says so; the sales person signing in next
  // lands at home, not on the architect's solution.
  await page.goto(solution);
  await expect(builder.title()).toBeVisible();
  await endSession(page);
  await page.reload();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByText('Your session expired, so you were signed out. Sign in again to carry on.', {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page, 'the welcome page after the session expired');
  await signInFromWelcome(page, USERS.SALES_PERSON);
  await expect(page).toHaveURL(/\/$/);

  // The same person whose session expired comes back to their page.
  await page.goto(solution);
  await expect(builder.title()).toBeVisible();
  await endSession(page);
  await page.reload();
  await expect(page).toHaveURL(/\/welcome$/);
  await signInFromWelcome(page, USERS.SALES_PERSON);
  await expect(page).toHaveURL(/\/sales\/solution\/1002$/);
  await expect(builder.title()).toBeVisible();

  // A page someone opens while signed out is theirs: after the sales person signs out, the architect follows a
  // link to another solution and lands on it once signed in.
  await portal.openUserMenu(USERS.SALES_PERSON.name);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/sales/solution/1001');
  await expect(page).toHaveURL(/\/welcome$/);
  await signInFromWelcome(page, USERS.SOLUTION_ARCHITECT);
  await expect(page).toHaveURL(/\/sales\/solution\/1001$/);
});
