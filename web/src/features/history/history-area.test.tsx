// @vitest-environment happy-dom
/**
 * The History area (issue 22) against a stub of the API at the fetch boundary: the versions in words (kind, UK
 * date, by whom) or the empty text, 'Save version' with its checks beside the field, the comparison grouped by
 * area with the words of a text marked in words as well as in style, and who changed what a page at a time.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { DiffResponse, HistoryEntry, VersionSummary } from '@portal/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  solutionDiffPath,
  solutionHistoryPath,
  solutionVersionsKey,
} from '../../lib/data/solution-history.ts';
import { freshCacheEachTest, stubApi } from '../../lib/data/test-support.tsx';
import HistoryArea from './history-area.tsx';
import { NAME_MISSING, NAME_TOO_LONG } from './save-version-dialog.tsx';
import { NO_VERSIONS } from './versions-tab.tsx';

freshCacheEachTest();

const SAM = { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' };
const OLIVIA = { id: 'u-2', name: 'Olivia Hart', email: 'olivia@provider.example' };
const V1: VersionSummary = {
  version: 1,
  name: 'Partner submitted',
  kind: 'partner-submit',
  createdAt: '2027-03-01T09:00:00.000Z',
  createdBy: SAM,
};
const V2: VersionSummary = {
  version: 2,
  name: 'Sent to Mercia',
  kind: 'manual',
  createdAt: '2027-03-12T14:05:00.000Z',
  createdBy: OLIVIA,
};
// A solution of its own per test: SWR keeps a request of the test before in flight under its key.
let ID = '1003';
beforeEach(() => {
  ID = String(Number(ID) + 1);
});
// Fluent's dialog motions: happy-dom cancels them with an AbortError nobody awaits (an unhandled rejection).
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});

/** Shows the address's search, so a test reads where a click went. */
function Location() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function show(search = '?history=versions', maySaveVersion = true) {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={[`/sales/solution/${ID}${search}`]}>
          <HistoryArea solutionId={ID} etag={'"e1"'} maySaveVersion={maySaveVersion} />
          <Location />
        </MemoryRouter>
      </FluentProvider>
    </SWRConfig>,
  );
}

describe('versions', () => {
  it('lists each version with its kind in words, the UK date and who; Open and Compare move the address', async () => {
    stubApi({ [`GET ${solutionVersionsKey(ID)}`]: { body: [V2, V1] } });
    show();
    const table = await screen.findByRole('table', { name: 'Versions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', 'Sent to Mercia', 'Saved by hand', '14:05, 12-03-2027', 'Olivia Hart'],
      ['1', 'Partner submitted', 'Partner submitted', '09:00, 01-03-2027', 'Sam Patel'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Compare with now: version 1' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        '?history=compare&from=1&to=current',
      ),
    );
  });

  it('says how versions come when there are none; no Save version for those who may not save', async () => {
    stubApi({ [`GET ${solutionVersionsKey(ID)}`]: { body: [] } });
    show('?history=versions', false);
    expect(await screen.findByText(NO_VERSIONS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save version' })).toBeNull();
  });

  it('Save version checks the name beside the field, then saves and lists the new version first', async () => {
    const sent = stubApi({
      [`GET ${solutionVersionsKey(ID)}`]: { body: [V1] },
      [`POST ${solutionVersionsKey(ID)}`]: { status: 201, body: V2 },
    });
    show();
    await screen.findByRole('table', { name: 'Versions' });
    fireEvent.click(screen.getByRole('button', { name: 'Save version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save version' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(NAME_MISSING)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(within(dialog).getByText(NAME_TOO_LONG)).toBeTruthy();
    fireEvent.change(name, { target: { value: '  Sent to Mercia ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Sent to Mercia' });
    const rows = within(screen.getByRole('table', { name: 'Versions' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent?.slice(0, 15))).toEqual(
      expect.arrayContaining([expect.stringContaining('2Sent to Mercia')]),
    );
    expect(rows).toHaveLength(3);
  });
});

describe('compare', () => {
  const DIFF: DiffResponse = {
    from: V1,
    changes: [
      {
        area: 'content',
        path: 'fields.deliveryApproach',
        label: 'Delivery approach',
        words: [
          { op: 'same', text: 'Deliver in' },
          { op: 'removed', text: 'two' },
          { op: 'added', text: 'three' },
          { op: 'same', text: 'waves' },
        ],
      },
      {
        area: 'details',
        path: 'fields.name',
        label: 'Solution name',
        before: 'Mercia',
        after: 'Mercia desktops',
      },
      {
        area: 'scope',
        path: 'scope.cap-avd',
        label: 'Scope: Azure Virtual Desktop added',
        after: 'In scope',
      },
    ],
  };

  it('shows the changes side by side grouped by area, in the history order, text word by word', async () => {
    stubApi({
      [`GET ${solutionVersionsKey(ID)}`]: { body: [V2, V1] },
      [`GET ${solutionDiffPath(ID, 1, 'current')}`]: { body: DIFF },
    });
    show('?history=compare&from=1&to=current');
    const changed = await screen.findByRole('region', { name: 'What changed' });
    expect(
      within(changed)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Details', 'Scope', 'Content']);
    const details = within(changed).getByRole('table', { name: 'Details changes' });
    expect(
      within(details)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What changed', 'Version 1', 'Now']);
    expect(
      within(details)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Solution name', 'Mercia', 'Mercia desktops']);
    const scope = within(changed).getByRole('table', { name: 'Scope changes' });
    expect(within(scope).getAllByRole('cell')[1]!.textContent).toBe('not there');
    const [, before, after] = within(
      within(changed).getByRole('table', { name: 'Content changes' }),
    ).getAllByRole('cell');
    expect(before!.textContent).toBe('Deliver in removed: two waves');
    expect(before!.querySelector('del')?.textContent).toBe('removed: two');
    expect(after!.textContent).toBe('Deliver in added: three waves');
    expect(after!.querySelector('ins')?.textContent).toBe('added: three');
  });

  it('compares the latest version with now when nothing is chosen', async () => {
    const sent = stubApi({
      [`GET ${solutionVersionsKey(ID)}`]: { body: [V2, V1] },
      [`GET ${solutionDiffPath(ID, 2, 'current')}`]: { body: { from: V2, changes: [] } },
    });
    show('?history=compare');
    expect(await screen.findByText('Nothing changed between these two.')).toBeTruthy();
    expect(sent.map((r) => r.path)).toContain(solutionDiffPath(ID, 2, 'current'));
  });
});

describe('who changed what', () => {
  const entry = (at: string, by = SAM): HistoryEntry => ({
    at,
    by,
    changes: [
      {
        area: 'details',
        path: 'fields.name',
        label: 'Solution name',
        before: 'Mercia',
        after: 'Mercia desktops',
      },
      {
        area: 'sizes',
        path: 'state.items[cap-avd].size',
        label: 'Size of Azure Virtual Desktop',
        before: 'M',
        after: 'C',
      },
      {
        area: 'sizes',
        path: 'actions[act-cloud-pcs].parallel',
        label: 'Work in Parallel of Provision Cloud PCs (Windows 365)',
        before: '0',
        after: '100',
      },
      {
        area: 'sizes',
        path: 'actions[act-cloud-pcs].tranches',
        label: 'Work in Tranches of Provision Cloud PCs (Windows 365)',
        before: '0',
        after: '3',
      },
      {
        area: 'approvals',
        path: 'state.cpor.questions[cpor-q-1-1]',
        label: 'CPoR: No other partner has registered a claim on this opportunity.',
        before: 'Not answered',
        after: 'TRUE',
      },
    ],
  });

  it('lists who, when and what changed before → after, with Show more for the next page', async () => {
    stubApi({
      [`GET ${solutionHistoryPath(ID)}`]: {
        body: { items: [entry('2027-03-12T14:05:00.000Z')], continuationToken: 'p2' },
      },
      [`GET ${solutionHistoryPath(ID, 'p2')}`]: {
        body: { items: [entry('2027-03-01T09:00:00.000Z', OLIVIA)] },
      },
    });
    show('?history=changes');
    const list = await screen.findByRole('list', { name: 'Who changed what' });
    expect(within(list).getByText('14:05, 12-03-2027, Sam Patel')).toBeTruthy();
    expect(within(list).getByText('Solution name: Mercia → Mercia desktops')).toBeTruthy();
    // The lines as the domain words them (historyChangeLine): the screens' own labels and values.
    expect(within(list).getByText('Size of Azure Virtual Desktop: M → C')).toBeTruthy();
    expect(
      within(list).getByText('Work in Parallel of Provision Cloud PCs (Windows 365): 0 → 100'),
    ).toBeTruthy();
    expect(
      within(list).getByText('Work in Tranches of Provision Cloud PCs (Windows 365): 0 → 3'),
    ).toBeTruthy();
    expect(
      within(list).getByText(
        'CPoR: No other partner has registered a claim on this opportunity.: Not answered → TRUE',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('09:00, 01-03-2027, Olivia Hart')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  });
});
