// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Capability } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { disableAnimations, Harness, testStore } from '../tree/test-harness.tsx';
import { documentItemRows } from '@portal/domain';
import { DocumentItemsListView, NO_DOCUMENTS } from './document-items-list.tsx';

const word = { id: 'word', name: 'Word' };
const TREE: Capability[] = [
  {
    id: 'core',
    name: 'Core',
    selected: true,
    actions: [
      {
        id: 'a1',
        name: 'Assess',
        effort: 1,
        selected: true,
        deliverables: [
          {
            id: 'd1',
            name: 'Report',
            description: 'Findings and roadmap',
            format: word,
            documentId: 'https://docs.example/report',
          },
        ],
        workProducts: [
          { id: 'w1', name: 'Workbook', description: 'Estate data', format: { id: 'excel', name: 'Excel' } },
        ],
        actions: [
          {
            id: 'a1x',
            name: 'Sub step',
            effort: 1,
            selected: true,
            deliverables: [{ id: 'd2', name: 'Sub report', description: 'Detail', format: word }],
          },
        ],
      },
      {
        id: 'a2',
        name: 'Out of scope',
        effort: 1,
        selected: false,
        deliverables: [{ id: 'd3', name: 'Never shown', description: '', format: word }],
      },
    ],
    items: [
      {
        id: 'child',
        name: 'Child',
        selected: false,
        actions: [
          {
            id: 'a3',
            name: 'Child act',
            effort: 1,
            selected: true,
            deliverables: [{ id: 'd4', name: 'Unselected cap doc', description: '', format: word }],
          },
        ],
      },
    ],
  },
];

beforeAll(disableAnimations);
afterEach(cleanup);

describe('documentItemRows', () => {
  it('takes the items of in-scope actions of selected capabilities, with the action and path', () => {
    expect(documentItemRows(TREE, 'deliverables').map((r) => [r.actionName, r.item.name, r.path])).toEqual([
      ['Assess', 'Report', 'Core'],
      ['Sub step', 'Sub report', 'Core'],
    ]);
    expect(documentItemRows(TREE, 'workProducts').map((r) => r.item.name)).toEqual(['Workbook']);
  });
});

describe('DocumentItemsListView', () => {
  it('shows Action, Name, Format, Document and path', () => {
    render(
      <Harness store={testStore(TREE)}>
        <DocumentItemsListView kind="deliverables" leadProvider />
      </Harness>,
    );
    const table = screen.getByRole('table', { name: 'Deliverables' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('ActionNameFormatReviewDocumentPath');
    expect(rows[1]?.textContent).toBe('AssessReportWordDefaultOpen documentCore');
    expect(within(table).getByRole('link', { name: 'Open document' }).getAttribute('href')).toBe(
      'https://docs.example/report',
    );
    expect(rows).toHaveLength(3);
  });

  it('shows the default review settings and lets the Detail step give a deliverable its own', async () => {
    const store = testStore(TREE);
    render(
      <Harness store={store}>
        <DocumentItemsListView kind="deliverables" leadProvider editable />
      </Harness>,
    );
    expect(
      screen.getByText('Default review settings: 1 cycle · review 5 d · update 5 d · approve 2 d'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review settings of Report' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Cycles' }));
    fireEvent.click(await screen.findByRole('option', { name: '3' }));
    const deliverable = store.getSnapshot().tree[0]!.actions![0]!.deliverables![0]!;
    expect(deliverable.reviewSettings).toEqual({ cycles: 3, review: 5, update: 5, approve: 2 });
    expect(screen.getByText('3× 5/5/2 d').getAttribute('title')).toBe(
      '3 cycles · review 5 d · update 5 d · approve 2 d',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use the solution default' }));
    expect(store.getSnapshot().tree[0]!.actions![0]!.deliverables![0]!).not.toHaveProperty('reviewSettings');
  });

  it('shows review settings without edit buttons outside the Detail step', () => {
    render(
      <Harness store={testStore(TREE)}>
        <DocumentItemsListView kind="deliverables" leadProvider />
      </Harness>,
    );
    expect(screen.queryByRole('button', { name: /Review settings of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit default review settings' })).toBeNull();
  });

  it('gives no link to users outside the lead provider', () => {
    render(
      <Harness store={testStore(TREE)}>
        <DocumentItemsListView kind="deliverables" leadProvider={false} />
      </Harness>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says 'There are no documents!' when there are none", () => {
    render(
      <Harness store={testStore([{ id: 'x', name: 'X', selected: true }])}>
        <DocumentItemsListView kind="workProducts" leadProvider />
      </Harness>,
    );
    expect(screen.getByText(NO_DOCUMENTS)).toBeTruthy();
  });
});
