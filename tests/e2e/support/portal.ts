/** Page object for the portal shell: sign-in, header, user menu, solutions list. */
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';

export const USERS = {
  ADMIN: { email: 'admin@provider.example', name: 'Alex Morgan' },
  SALES_PERSON: { email: 'sales.person@provider.example', name: 'Sam Patel' },
  SOLUTION_ARCHITECT: { email: 'solution.architect@provider.example', name: 'Olivia Hart' },
  AREA_OWNER: { email: 'area.owner@provider.example', name: 'Richard Ellis' },
  CAPABILITY_OWNER: { email: 'capability.owner@provider.example', name: 'Nadia Khan' },
  REVIEWER: { email: 'solution.reviewer@provider.example', name: 'George Whitaker' },
  DEAL_TEAM: { email: 'deal.team@provider.example', name: 'Fiona Doyle' },
  HP_SALES_PERSON: { email: 'sales.person@hp.example', name: 'Martin Hughes' },
  HP_SOLUTION_ARCHITECT: { email: 'solution.architect@hp.example', name: 'Katja Brandt' },
  ACCENTURE_SALES_PERSON: { email: 'sales.person@accenture.example', name: 'Tom Gallagher' },
  ACCENTURE_SOLUTION_ARCHITECT: { email: 'solution.architect@accenture.example', name: 'Ines Moreau' },
  CLIENT: { email: 'it.director@client.example', name: 'Laura Bennett' },
} as const;

export class Portal {
  constructor(readonly page: Page) {}

  /**
   * Signs in through the welcome page and the local sign-in page, as a person would, with axe on both pages and on
   * the first page after sign-in. The shell journeys (shell-and-roles.spec.ts) use it; others use `signIn`.
   */
  async signInThroughPages(user: { email: string; name: string }, startAt = '/') {
    await this.page.goto(startAt);
    await expect(this.page).toHaveURL(/\/welcome/);
    await expectAccessible(this.page, 'the welcome page');
    await this.page.getByRole('button', { name: 'Continue' }).click();
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(this.page, 'the sign-in page');
    await this.page.getByRole('button', { name: new RegExp(user.email.replace(/[.]/g, '\\.')) }).click();
    await expect(this.userMenuButton(user.name)).toBeVisible();
    await expectAccessible(this.page, `the first page after sign-in (${this.page.url()})`);
  }

  /**
   * Signs in as the local sign-in page does (a token from POST /api/local-auth/token kept in the tab's
   * sessionStorage), then opens `startAt`: the journeys' usual start, without the sign-in pages that
   * `signInThroughPages` proves (each of ~100 journeys saved their page loads and three axe runs).
   */
  async signIn(user: { email: string; name: string }, startAt = '/') {
    const res = await this.page.request.post('/api/local-auth/token', { data: { email: user.email } });
    expect(res.status(), await res.text()).toBe(200);
    const session = (await res.json()) as { token: string; expiresAt: string };
    // A small page of the site, so that the tab's sessionStorage is the portal's.
    await this.page.goto('/privacy-statement.html');
    await this.page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      'portal.localToken',
      JSON.stringify(session),
    ] as const);
    await this.page.goto(startAt);
    await expect(this.userMenuButton(user.name)).toBeVisible();
  }

  /** A toast (Fluent also repeats its title in an aria-live region, which is not what a person sees). */
  toast(text: string) {
    return this.page.locator('.fui-Toast').getByText(text);
  }

  userMenuButton(name: string) {
    return this.page.getByRole('button', { name: `User menu for ${name}` });
  }

  mainNav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  async navLabels(): Promise<string[]> {
    const links = this.mainNav().getByRole('link');
    await expect(links.first()).toBeVisible();
    return (await links.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }

  async theme(): Promise<string | null> {
    return this.page.locator('[data-theme]').first().getAttribute('data-theme');
  }

  async openUserMenu(name: string) {
    await this.userMenuButton(name).click();
    await expect(this.page.getByRole('menu')).toBeVisible();
    await expectAccessible(this.page, 'the open user menu');
  }

  /**
   * Puts the signed-in user in demo or production mode through the user menu's Production Mode switch, whatever
   * mode an earlier journey left them in (the mode is kept on the server per user).
   */
  async ensureMode(name: string, mode: 'demo' | 'production') {
    await this.openUserMenu(name);
    const toggle = this.page.getByRole('menuitemcheckbox', { name: 'Production Mode' });
    const inProduction = (await toggle.getAttribute('aria-checked')) === 'true';
    if (inProduction === (mode === 'production')) {
      await this.page.keyboard.press('Escape');
      await expect(this.page.getByRole('menu')).toBeHidden();
      return;
    }
    await toggle.click();
    await this.page.waitForURL(/\/\?t=\d+$/);
    await expect(this.userMenuButton(name)).toBeVisible();
  }

  solutionsTable() {
    return this.page.getByRole('table', { name: 'Solutions' });
  }

  /**
   * Opens a solution from the All view of the solutions list, as a person would (an in-app navigation). A name can
   * repeat once a solution has been imported (export-job.spec.ts): the first row is taken.
   */
  async openFromList(name: string) {
    await this.page.goto('/sales/solution?view=all');
    await this.solutionsTable().getByRole('link', { name, exact: true }).first().click();
    await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  async columnHeaders(): Promise<string[]> {
    await expect(this.solutionsTable().getByRole('columnheader').first()).toBeVisible();
    return (await this.solutionsTable().getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  }

  /** The Opportunity cells of the list (first column links). */
  async opportunities(): Promise<string[]> {
    const rows = this.solutionsTable().getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    return (await this.solutionsTable().locator('tbody tr td:first-child').allInnerTexts()).map((t) =>
      t.trim(),
    );
  }

  async chooseView(label: string) {
    await this.page.getByRole('combobox', { name: 'View' }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async viewOptions(): Promise<string[]> {
    await this.page.getByRole('combobox', { name: 'View' }).click();
    await expect(this.page.getByRole('option').first()).toBeVisible();
    const options = (await this.page.getByRole('option').allInnerTexts()).map((t) => t.trim());
    await this.page.keyboard.press('Escape');
    return options;
  }
}
