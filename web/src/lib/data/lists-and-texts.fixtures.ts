/** Rows as the API answers them, for lists-and-texts.test.tsx. */
export const SOLUTION_ROW = {
  id: '12',
  name: 'Workplace refresh',
  organization: 'PROVIDER',
  clientName: 'Contoso Ltd',
  owner: { id: 'u-1', name: 'Sam Seller', email: 'sam@provider.example' },
  step: 1,
  stage: 'Draft',
  modifiedAt: '2026-11-26T09:00:00.000Z',
};

export const DOCUMENT_COUNTS_ROW = {
  key: 'approvals',
  label: 'Approvals',
  count: 2,
  href: '/sales/solution?view=approvals',
};
