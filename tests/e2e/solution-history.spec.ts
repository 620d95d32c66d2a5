/**
 * Solution history in the web (issue 22), once: an architect's approval is given through the API on a copy of a
 * seeded solution (the portal takes version 1 'Approved by Olivia Hart'); the bid manager opens the History area,
 * saves version 2 by name, renames the solution, compares version 2 with now and sees the rename, and opens
 * version 2 read-only (a proposal generated since is not in its Documents; a version taken after it lists it, and
 * its id downloads) and goes back, where the Documents panel lists the proposal; the architect then sees "Changed since you approved (version 1)" and what
 * changed. Screenshots at 1,440 and 1,024 px; axe on each view.
 */
import { apiGet, authHeaders, copyOfSolution, pageToken, storedSolution, tokenFor } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { Builder } from './support/builder.ts';
import { Portal, USERS } from './support/portal.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 180_000 });

test('a bid manager saves, compares and opens a version; the approver sees what changed since', async ({
  page,
  browser,
}) => {
  const portal = new Portal(page);
  const builder = new Builder(page);
  const name = `History ${Date.now()}`;
  const renamed = `${name} renamed`;
  let proposalJob = '';
  await portal.signIn(USERS.SALES_PERSON, '/');
  // The copy starts without the source's CPoR, which another journey may have moved on (a new solution's CPoR
  // cannot be past its step).
  const id = await copyOfSolution(page, '1003', name, {
    step: 5,
    change: (request) => ({ ...request, state: { ...request.state, cpor: undefined } }),
  });

  await test.step('the architect approves through the API: version 1', async () => {
    const headers = authHeaders(await tokenFor(page.request, USERS.SOLUTION_ARCHITECT.email));
    const stored = await storedSolution(page, id);
    const {
      id: _id,
      etag,
      ...rest
    } = stored as unknown as Record<string, unknown> & {
      id: string;
      etag: string;
      fields: Record<string, unknown>;
    };
    const res = await page.request.post('/api/sales/solutions', {
      headers: { ...headers, 'If-Match': etag },
      data: {
        solutionId: id,
        salesClient: rest['salesClient'],
        expectedStart: rest['expectedStart'],
        salesCountry: rest['salesCountry'],
        requirementDescription: rest['requirementDescription'],
        catalogueVersion: rest['catalogueVersion'],
        fields: { ...rest.fields, approvals: [{ id: 'solution', name: USERS.SOLUTION_ARCHITECT.name }] },
        state: rest['state'],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  await test.step('the History area lists the approval version; Save version names version 2', async () => {
    await page.goto(`/sales/solution/${id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const versions = page.getByRole('table', { name: 'Versions' });
    await expect(versions.getByRole('row').nth(1)).toContainText(
      `Approved by ${USERS.SOLUTION_ARCHITECT.name}`,
    );
    await page.getByRole('button', { name: 'Save version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save version' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name the version.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Sent to the client');
    await expectAccessible(page, 'the Save version dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(versions.getByRole('row').nth(1)).toContainText('Sent to the client');
    await expect(versions.getByRole('row').nth(1)).toContainText('Saved by hand');
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    await expectAccessible(page, 'the versions');
    await shotsAtTwoWidths(page, 'history-versions');
    // A proposal generated after version 2 (through the API; it runs while the next steps do).
    const started = await page.request.post('/api/sales/generate', {
      headers: authHeaders(await pageToken(page)),
      data: { solutionId: id, documentType: 3 },
    });
    expect(started.status(), await started.text()).toBe(202);
    proposalJob = ((await started.json()) as { traceId: string }).traceId;
  });

  await test.step('a rename, then version 2 compared with now shows it', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    await builder.openStep('Information');
    await builder.saved(() => builder.nameBox().fill(renamed));
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Compare with now: version 2' }).click();
    const details = page.getByRole('table', { name: 'Details changes' });
    await expect(details.getByRole('cell')).toHaveText(['Opportunity name', name, renamed]);
    await expectAccessible(page, 'the comparison');
    await shotsAtTwoWidths(page, 'history-compare');
  });

  await test.step('version 2 opens read-only with its own documents and leads back', async () => {
    const headers = authHeaders(await pageToken(page));
    await expect
      .poll(async () => (await apiGet<{ status: string }>(page, `/api/jobs/${proposalJob}`)).status, {
        timeout: 20_000,
      })
      .toBe('succeeded');
    // A version keeps the documents listed when it was taken, and a document it lists downloads by its id.
    const taken = await page.request.post(`/api/sales/solutions/${id}/versions`, {
      headers,
      data: { name: 'With the proposal' },
    });
    expect(taken.status(), await taken.text()).toBe(201);
    const { version } = (await taken.json()) as { version: number };
    const kept = await apiGet<{ solution: { documents: { id: string }[] } }>(
      page,
      `/api/sales/solutions/${id}/versions/${version}`,
    );
    expect(kept.solution.documents).toHaveLength(1);
    const download = await page.request.post(
      `/api/sales/documents/download/${kept.solution.documents[0]!.id}`,
      { headers },
    );
    expect(download.status(), await download.text()).toBe(200);
    await page.getByRole('tab', { name: 'Versions' }).click();
    await page.getByRole('button', { name: 'Open version 2' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page.getByText(/^You are viewing version 2 'Sent to the client' of \d{2}:\d{2}, \d{2}-\d{2}-\d{4}\.$/),
    ).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Solution views' })).toBeVisible();
    // The estimate as it was when the version was taken (the bid manager is a full user).
    await expect(page.getByRole('heading', { name: 'Estimate', exact: true })).toBeVisible();
    await expect(page.locator('[data-estimate-price]')).toHaveText(/^£[\d,]+$/);
    await expectAccessible(page, 'a version read-only');
    await shotsAtTwoWidths(page, 'history-version-read-only');
    // Version 2 was taken before the proposal: its Documents tab does not list today's documents.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Documents' })).toHaveText('No Documents');
    await page.getByRole('button', { name: 'Back to the current solution' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await expect(
      page
        .getByRole('complementary', { name: 'Documents' })
        .getByRole('table', { name: 'Solution documents' }),
    ).toContainText('Proposal');
  });

  await test.step('the architect sees what changed since the approval', async () => {
    // The architect's own browser, signed in with her local token (the sign-in pages are the bid manager's).
    const context = await browser.newContext();
    const token = await tokenFor(page.request, USERS.SOLUTION_ARCHITECT.email);
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      'portal.localToken',
      JSON.stringify({ token, expiresAt }),
    ] as const);
    const other = await context.newPage();
    await other.goto(`/sales/solution/${id}`);
    // A first visit loads the session, the solution and its catalogue before the diff is asked for.
    await expect(other.getByText('Changed since you approved (version 1)')).toBeVisible({ timeout: 30_000 });
    await other.getByRole('button', { name: 'See what changed' }).click();
    const dialog = other.getByRole('dialog', { name: 'What changed since you approved' });
    await expect(dialog.getByRole('table', { name: 'Details changes' }).getByRole('cell')).toHaveText([
      'Opportunity name',
      name,
      renamed,
    ]);
    await expectAccessible(other, 'what changed since the approval', '[role="dialog"]');
    await shotsAtTwoWidths(other, 'history-changed-since-approval');
    await context.close();
  });
});
