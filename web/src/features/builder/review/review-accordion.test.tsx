// @vitest-environment happy-dom
/**
 * The Review accordion (spec: Derived views; issue 21): the Content sub-tab edits Opportunity Background, Scope
 * Definition (Scope of Work, Key Outputs, Out of Scope), Delivery Approach Overview, Sourcing Strategy and
 * Mobilisation, saved after the default delay; the review mode reads them ('None' when empty) and lists the
 * Metrics, Risks, Assumptions and Dependencies of the in-scope actions only, each with its action and path.
 */
import type { Capability, SaveSolutionRequest } from '@portal/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builderFor, fakeApiForFile, Providers, savedFrom, solutionFixture } from '../page/test-support.tsx';
import { ReviewAccordion, type ReviewMode } from './review-accordion.tsx';

const api = fakeApiForFile();

const TREE: Capability[] = [
  {
    id: 'cap-w11',
    name: 'Windows 11',
    selected: true,
    actions: [
      {
        id: 'act-pilot',
        name: 'Pilot with 50 users',
        effort: 40,
        selected: true,
        metrics: [{ id: 'm-users', name: 'Pilot users', effort: 0.5, value: 50 }],
        risks: [
          {
            id: 'r-apps',
            name: 'Line-of-business apps fail on Windows 11',
            consequence: 'Pilot users cannot work',
            mitigation: 'Test the top 20 apps first',
            impact: 'High',
            probability: 'Medium',
            owner: 'Client IT',
          },
        ],
        assumptions: [{ id: 'as-1', name: 'Devices meet the Windows 11 hardware requirements' }],
        dependencies: [{ id: 'dep-1', name: 'Client provides pilot users by week 2' }],
      },
      {
        id: 'act-out',
        name: 'Left-out action',
        effort: 10,
        selected: false,
        assumptions: [{ id: 'as-out', name: 'An assumption of work left out' }],
      },
    ],
  },
];

function renderAccordion(mode: ReviewMode, fields: Partial<SaveSolutionRequest['fields']> = {}) {
  const base = solutionFixture({
    fields: { ...solutionFixture().fields, ...fields },
    state: { step: 6, steps: [1, 2, 5, 6], items: TREE },
  });
  let version = 1;
  api.handler = (req, body) =>
    req.method === 'POST'
      ? { status: 200, body: savedFrom(body as SaveSolutionRequest, base, ++version) }
      : undefined;
  const setup = { role: 'SOLUTION_ARCHITECT' as const, solution: base, catalogue: TREE };
  render(
    <Providers setup={setup} store={builderFor(setup)}>
      <ReviewAccordion mode={mode} />
    </Providers>,
  );
}

const headers = () => Array.from(document.querySelectorAll('button[aria-expanded]'), (b) => b.textContent);
const tableRows = (name: string) =>
  Array.from(screen.getByRole('table', { name }).querySelectorAll('tbody tr'), (tr) =>
    Array.from(tr.querySelectorAll('td'), (td) => td.textContent),
  );

describe('ReviewAccordion', () => {
  it('review: the texts with their headers, None when empty, and the tables of in-scope actions', () => {
    renderAccordion('review', {
      opportunityBackground: 'Contoso moves 2,000 users to Windows 11 before support ends.',
      scopeDefinitionKeyOutputs: 'A tested Windows 11 build',
    });
    expect(headers()).toEqual([
      'Commercial',
      'Opportunity Background',
      'Scope Definition',
      'Delivery Approach Overview',
      'Sourcing Strategy',
      'Mobilisation',
      'Metrics',
      'Tools/Resources',
      'Risks',
      'Assumptions',
      'Dependencies',
    ]);
    expect(screen.getByText('Contoso moves 2,000 users to Windows 11 before support ends.')).toBeTruthy();
    const scope = screen.getByText('Key Outputs').parentElement!.parentElement!;
    expect(within(scope).getByText('A tested Windows 11 build')).toBeTruthy();
    expect(scope.textContent).toContain('Scope of WorkNone');
    expect(scope.textContent).toContain('Out of ScopeNone');

    expect(tableRows('Metrics')).toEqual([['Pilot users', '50', 'Pilot with 50 users', 'Windows 11']]);
    expect(tableRows('Risks')).toEqual([
      [
        'Line-of-business apps fail on Windows 11',
        'High',
        'Medium',
        'Test the top 20 apps first',
        'Client IT',
        'Pilot with 50 users',
        'Windows 11',
      ],
    ]);
    expect(tableRows('Assumptions')).toEqual([
      ['Devices meet the Windows 11 hardware requirements', 'Pilot with 50 users', 'Windows 11'],
    ]);
    expect(tableRows('Dependencies')).toEqual([
      ['Client provides pilot users by week 2', 'Pilot with 50 users', 'Windows 11'],
    ]);
    expect(screen.queryByText('An assumption of work left out')).toBeNull();
  });

  it('read: the texts only, no tables', () => {
    renderAccordion('read');
    expect(headers()).toHaveLength(6);
    // The price basis reads as chosen: a fixed price unless time and materials was chosen (issue 29).
    expect(screen.getByText('Fixed price')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('content: every text is a field, and what is typed is saved after the delay', async () => {
    renderAccordion('content');
    expect(screen.getAllByRole('textbox').map((t) => t.getAttribute('aria-label') ?? '')).toHaveLength(8);
    fireEvent.change(screen.getByRole('textbox', { name: 'Opportunity Background' }), {
      target: { value: 'Support for Windows 10 ends; 2,000 users move.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Out of Scope' }), {
      target: { value: 'Server estate' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(api.saves()).toHaveLength(0);
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 3000 });
    expect(api.saves()[0]?.fields).toMatchObject({
      opportunityBackground: 'Support for Windows 10 ends; 2,000 users move.',
      scopeDefinitionOutOfScope: 'Server estate',
    });
  });
});

describe('the price basis (issue 29)', () => {
  it('is chosen on the Content tab and saved with the solution, in the words of the screen', async () => {
    renderAccordion('content');
    const group = screen.getByRole('radiogroup', { name: 'Price basis' });
    expect(within(group).getByRole('radio', { name: 'Fixed price' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Time and materials' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 3000 });
    expect(api.saves()[0]?.fields).toMatchObject({ priceBasis: 'tm' });
  });

  it('reads as chosen in the review', () => {
    renderAccordion('review', { priceBasis: 'tm' });
    expect(screen.getByText('Time and materials')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('how the client accepts (ADR 0066)', () => {
  it('is the proposal unless chosen; the contract is chosen on the Content tab and saved', async () => {
    renderAccordion('content');
    const group = screen.getByRole('radiogroup', { name: 'How the client accepts' });
    expect(within(group).getByRole('radio', { name: 'The client signs the proposal' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'The client signs the contract' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 3000 });
    expect(api.saves()[0]?.fields).toMatchObject({ acceptanceRoute: 'contract' });
  });

  it('reads as chosen in the review', () => {
    renderAccordion('review', { acceptanceRoute: 'contract' });
    expect(screen.getByText('The client signs the contract')).toBeTruthy();
  });
});
