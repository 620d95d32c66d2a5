/**
 * Page object for the solution builder (/sales/solution/new and /sales/solution/{id}): the step tabs and
 * guidance, the Information form, the capability tree views (scope, size, details), the ROM summary, the
 * left panel's dialogs, the action side panel, the approvals table, the alerts and the save indicator.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import type { SolutionJson } from './solution-json.ts';

export const GUIDANCE = {
  1: 'Choose a client, specify expected start date and provide opportunity name and description of requirements.',
  2: 'Define scope for solution.',
  2.5: 'Provide metrics for solution.',
  3: 'Specify complexity of each capability in solution.',
  5: 'Make adjustments to the solution. Create AEP record.',
  6: 'Review the solution. Generate SP051.',
  7: 'Close the solution.',
  8: 'Deliver the solution.',
} as const;

export const ALL_GUIDANCE: readonly string[] = Object.values(GUIDANCE);

/** The spec's ROM hours per size label (S, M, C, VC; the wizard's L and XL are C and VC). */
export const ROM_HOURS = { S: 160, M: 250, C: 400, VC: 600 } as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface NewSolutionInput {
  /** Typed into the client search; the first matching option is taken. */
  clientSearch: string;
  /** YYYY-MM */
  expectedStart?: string;
  /** Typed over the proposed 'Draft for {client}' when given. */
  name?: string;
  description?: string;
}

export class Builder {
  constructor(readonly page: Page) {}

  // ---- page frame -------------------------------------------------------------------------------------

  title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  stepTabs() {
    return this.page.getByRole('tablist', { name: 'Builder steps' });
  }

  stepTab(label: string) {
    return this.stepTabs().getByRole('tab', { name: label, exact: true });
  }

  content() {
    return this.page.getByRole('region', { name: 'Step content' });
  }

  /** The guidance banner above the step content (a Fluent MessageBar). */
  guidance() {
    return this.page
      .locator('.fui-MessageBar')
      .filter({ hasText: new RegExp(ALL_GUIDANCE.map(escape).join('|')) });
  }

  nextButton() {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }

  submitButton() {
    return this.page.getByRole('button', { name: 'Submit', exact: true });
  }

  backButton() {
    return this.page.getByRole('button', { name: 'Back', exact: true });
  }

  leftPanel() {
    return this.page.getByRole('complementary', { name: 'Solution details' });
  }

  /** The value under a term of the left panel (Client, Complexity, Opportunity Name…). */
  panelValue(term: string) {
    return (
      this.leftPanel()
        .locator('div')
        // The term is the dt's text before its action button: matched whole ('Client' is not 'Client Contacts').
        .filter({ has: this.page.locator('dt > span', { hasText: new RegExp(`^${escape(term)}$`) }) })
        .locator('dd')
    );
  }

  /** The <dd> after the <dt> of a term in a description list. */
  definition(container: Locator, term: string) {
    return container.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
  }

  progress() {
    return this.page.getByRole('list', { name: 'Progress' });
  }

  /** The highlighted stage of the progress bar. */
  currentStage() {
    return this.progress().locator('[aria-current="step"]');
  }

  savingIndicator() {
    return this.page.getByText('Saving…', { exact: true });
  }

  /** 'Saved HH:mm' once a save is stored (one wording, issue 30). */
  savedIndicator() {
    return this.page.getByText(/^Saved \d{2}:\d{2}$/);
  }

  /** The solution id from the URL (after the first save the page moves to /sales/solution/{id}). */
  solutionId(): string {
    const match = /\/sales\/solution\/(\d+)$/.exec(new URL(this.page.url()).pathname);
    if (!match?.[1]) throw new Error(`Not on a stored solution: ${this.page.url()}`);
    return match[1];
  }

  /** Waits for the next solution save (POST /api/sales/solutions) that `action` causes; returns the body. */
  async saved<T = SolutionJson>(action: () => Promise<unknown>): Promise<T> {
    const response = this.page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/sales/solutions',
      { timeout: 15_000 },
    );
    await action();
    const res = await response;
    // 201 when the save creates the solution, 200 afterwards.
    expect([200, 201], await res.text()).toContain(res.status());
    return (await res.json()) as T;
  }

  /** Nothing waits to be saved and the indicator says Saved. */
  async expectAllSaved() {
    await expect(this.savingIndicator()).toHaveCount(0);
    await expect(this.savedIndicator()).toBeVisible();
  }

  /**
   * Shows a step with its tab: only the view changes, nothing is saved (ADR 0051). axe on it, unless `axe` is false:
   * for a step the same person has already had checked on the same solution in the same journey or file.
   */
  async openStep(label: string, { axe }: { axe: boolean } = { axe: true }) {
    await this.stepTab(label).click();
    await expect(this.stepTab(label)).toHaveAttribute('aria-selected', 'true');
    if (axe) await expectAccessible(this.page, `the ${label} step`);
  }

  /** Next (or Submit) and the save of the step change. */
  async next(label: 'Next' | 'Submit' = 'Next') {
    await this.saved(() => this.page.getByRole('button', { name: label, exact: true }).click());
    await expectAccessible(this.page, `the step after ${label}`);
  }

  /** Next on Detail: it says it submits for approval and asks first (issue 18); the move saves at Review. */
  submitForApprovalButton() {
    return this.page.getByRole('button', { name: 'Next: submit for approval', exact: true });
  }

  /** Next on Detail, confirmed in its dialog; the save of the step change. */
  async submitForApproval() {
    await this.submitForApprovalButton().click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Submit for approval?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(this.page, 'the submit-for-approval confirmation', '[role="alertdialog"]');
    await this.saved(() => dialog.getByRole('button', { name: 'Submit for approval', exact: true }).click());
    await expect(dialog).toHaveCount(0);
    // Fluent hides the page from screen readers while a modal is open and gives it back as the dialog goes.
    await expect(this.page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    await expectAccessible(this.page, 'the step after Submit for approval');
  }

  /** The tab labels and whether each is enabled. */
  async tabStates(): Promise<Record<string, boolean>> {
    const tabs = this.stepTabs().getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const out: Record<string, boolean> = {};
    for (const tab of await tabs.all()) {
      out[(await tab.innerText()).trim()] = await tab.isEnabled();
    }
    return out;
  }

  // ---- step 1 -----------------------------------------------------------------------------------------

  clientBox() {
    return this.page.getByRole('combobox', { name: 'Client' });
  }

  expectedStart() {
    return this.page.getByRole('textbox', { name: 'Expected Start' });
  }

  nameBox() {
    return this.page.getByRole('textbox', { name: 'Opportunity Name' });
  }

  descriptionBox() {
    return this.page.getByRole('textbox', { name: 'Description of Requirements' });
  }

  async chooseClient(search: string): Promise<string> {
    await this.clientBox().fill('');
    await this.clientBox().pressSequentially(search);
    const option = this.page.getByRole('option', { name: new RegExp(escape(search), 'i') }).first();
    const name = (await option.innerText()).trim();
    await option.click();
    await expect(this.clientBox()).toHaveValue(name);
    return name;
  }

  /**
   * New Solution from the list, the Information step filled, Next: the solution is created and the browser
   * moves to its own route at the Scope step. Returns the client's name and the solution id.
   */
  async createSolution(input: NewSolutionInput): Promise<{ id: string; client: string }> {
    await this.page.goto('/sales/solution');
    await this.page.getByRole('button', { name: 'New Solution' }).click();
    await expect(this.page).toHaveURL(/\/sales\/solution\/new$/);
    await expect(this.page.getByText(GUIDANCE[1], { exact: true })).toBeVisible();
    await expectAccessible(this.page, 'the new solution form');
    const client = await this.chooseClient(input.clientSearch);
    await expect(this.nameBox()).toHaveValue(`Draft for ${client}`);
    if (input.expectedStart) await this.expectedStart().fill(input.expectedStart);
    if (input.name !== undefined) await this.nameBox().fill(input.name);
    if (input.description !== undefined) await this.descriptionBox().fill(input.description);
    await this.next();
    await expect(this.page).toHaveURL(/\/sales\/solution\/\d+$/);
    await expect(this.stepTab('Scope')).toHaveAttribute('aria-selected', 'true');
    return { id: this.solutionId(), client };
  }

  // ---- capability trees -------------------------------------------------------------------------------

  scopeTree() {
    return this.page.getByRole('treegrid', { name: 'Scope' });
  }

  sizeTree() {
    return this.page.getByRole('treegrid', { name: 'Size' });
  }

  capabilityCheckbox(name: string, tree: Locator = this.scopeTree()) {
    return tree.getByRole('checkbox', { name: `Select ${name}`, exact: true });
  }

  /** The size radio of a selected capability: S, M, C, VC in the ROM view; S, M, L, XL in the wizard. */
  sizeRadio(capability: string, label: string, tree: Locator = this.scopeTree()) {
    return tree
      .getByRole('radiogroup', { name: `Size of ${capability}`, exact: true })
      .getByRole('radio', { name: label, exact: true });
  }

  sizeLabels(capability: string, tree: Locator = this.scopeTree()) {
    return tree.getByRole('radiogroup', { name: `Size of ${capability}`, exact: true }).locator('label');
  }

  /** The row of a capability (or action) of a tree view, by the name it shows. */
  treeRow(tree: Locator, name: string) {
    return tree.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Opens a closed row with its chevron (keys from the catalogue: c:{capability id}, s:{capability id}). */
  async expandRow(tree: Locator, key: string) {
    const row = tree.locator(`[role="row"][data-key="${key}"]`);
    await expect(row).toBeVisible();
    if ((await row.getAttribute('aria-expanded')) !== 'true') {
      await row.locator('[data-chevron]').click();
      await expect(row).toHaveAttribute('aria-expanded', 'true');
    }
  }

  /** The last cell (Effort) of an action or capability row of the details view. */
  effortCell(row: Locator) {
    return row.getByRole('gridcell').last();
  }

  actionRow(tree: Locator, actionName: string) {
    return tree.getByRole('row').filter({
      has: this.page.getByRole('checkbox', { name: `In scope: ${actionName}`, exact: true }),
    });
  }

  /** Clicks an item name in the details view: the side panel '{name} (Action)' / '(Capability)' opens. */
  async openItem(row: Locator, name: string, kind: 'Action' | 'Capability') {
    await row.locator('[data-activate]').filter({ hasText: name }).click();
    await expect(this.page.getByRole('heading', { name: `${name} (${kind})` })).toBeVisible();
  }

  searchBox() {
    return this.page.getByRole('searchbox', { name: 'Search capabilities' });
  }

  // ---- ROM --------------------------------------------------------------------------------------------

  rom() {
    return this.page.getByRole('region', { name: 'ROM' });
  }

  romRow(capability: string) {
    return this.rom()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: capability, exact: true }) });
  }

  romTotal() {
    return this.rom().locator('[data-rom-total]');
  }

  romWeeks() {
    return this.rom().locator('[data-rom-weeks]');
  }

  /** Expects the ROM summary rows (name, size label, hours as shown) and the totals as shown. */
  async expectRom(rows: readonly [string, string, string][], total: string, weeks: string) {
    for (const [name, label, hours] of rows) {
      await expect(this.romRow(name).getByRole('cell')).toHaveText([name, label, hours, /.*/]);
    }
    await expect(this.rom().getByRole('rowgroup').getByRole('row')).toHaveCount(rows.length);
    await expect(this.romTotal()).toHaveText(total);
    await expect(this.romWeeks()).toHaveText(weeks);
  }

  // ---- left panel dialogs -----------------------------------------------------------------------------

  /** Solution Complexity dialog: picks the option and closes; the solution saves about 1 s later. */
  async setComplexity(value: string) {
    await this.page.getByRole('button', { name: 'Change complexity' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Solution Complexity' });
    await expect(dialog).toBeVisible();
    await expectAccessible(this.page, 'the Solution Complexity dialog');
    await this.saved(async () => {
      await dialog.getByRole('radio', { name: value, exact: true }).check();
      await dialog.getByRole('button', { name: 'Close' }).click();
    });
    await expect(dialog).toBeHidden();
    await expect(this.panelValue('Complexity')).toHaveText(value);
  }

  // ---- action side panel ------------------------------------------------------------------------------

  numberField(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** Types into a number field and leaves it: the field then shows the stored (clamped) value. */
  async typeNumber(label: string, text: string) {
    const field = this.numberField(label);
    await field.fill(text);
    await field.blur();
  }

  // ---- alerts -----------------------------------------------------------------------------------------

  alert() {
    return this.page.getByRole('alertdialog');
  }

  async expectAlert(title: string, body: string | RegExp) {
    const alert = this.alert();
    await expect(alert.getByRole('heading')).toHaveText(title);
    await expect(alert).toContainText(body);
  }

  async dismissAlert() {
    await this.alert().getByRole('button', { name: 'OK' }).click();
    await expect(this.alert()).toBeHidden();
  }

  // ---- review -----------------------------------------------------------------------------------------

  subTab(label: string) {
    return this.content().getByRole('tab', { name: label, exact: true });
  }

  approvalsTable() {
    return this.page.getByRole('table', { name: 'Approvals' });
  }

  /** The read-only tabbed view's tab list. */
  readOnlyTabList() {
    return this.page.getByRole('tablist', { name: 'Solution views' });
  }

  /** The labels of a tab list's tabs as shown (Fluent keeps a hidden bold copy of each label). */
  async tabLabels(tablist: Locator): Promise<string[]> {
    await expect(tablist.getByRole('tab').first()).toBeVisible();
    return (await tablist.getByRole('tab').allInnerTexts()).map((t) => t.trim());
  }
}
