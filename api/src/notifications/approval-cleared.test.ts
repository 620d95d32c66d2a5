/** The mail telling an approver their approval was cleared (issue 22): its words for each case, table-driven. */
import { describe, expect, it } from 'vitest';
import type { ClearedApprovals } from '../solutions/notify.ts';
import { approvalClearedMail, type ApprovalClearedInput } from './approval-cleared.ts';

const URL = 'https://portal.example';
const solution: ApprovalClearedInput['solution'] = {
  id: '1042',
  clientName: 'Contoso',
  fields: { name: 'Contoso workplace', organization: 'PROVIDER' },
};
const cleared = (extra: Partial<ClearedApprovals> = {}): ClearedApprovals => ({
  rows: [{ id: 'solution', version: 3, approvedAt: '2026-11-20T10:00:00.000Z' }],
  because: 'the scope changed',
  rule: 'scope',
  by: { id: 'u-saver', name: 'Sam Patel' },
  at: '2026-11-26T14:05:00.000Z',
  ...extra,
});
const byPrice = { because: 'the price changed by more than 5%', rule: 'price' as const };

describe('approvalClearedMail', () => {
  it.each<[string, Partial<ApprovalClearedInput>, string, string]>([
    [
      'one approval of the solution row, cleared by the scope',
      {},
      'Approval cleared: Contoso workplace',
      'Sam Patel saved the opportunity "Contoso workplace" for Contoso, and your approval was cleared because the ' +
        'scope changed.\n\nApproval cleared:\n- Contoso workplace (given on version 3)\n\n' +
        'See what changed since version 3, and approve again if you still agree: ' +
        'https://portal.example/sales/solution/1042?history=compare&from=3&to=current',
    ],
    [
      'the price rule, told to a full user with its figure',
      { cleared: cleared(byPrice) },
      'Approval cleared: Contoso workplace',
      'Sam Patel saved the opportunity "Contoso workplace" for Contoso, and your approval was cleared because the ' +
        'price changed by more than 5%.\n\nApproval cleared:\n- Contoso workplace (given on version 3)\n\n' +
        'See what changed since version 3, and approve again if you still agree: ' +
        'https://portal.example/sales/solution/1042?history=compare&from=3&to=current',
    ],
    [
      'the price rule, told to a partner without a word of the price',
      {
        cleared: cleared(byPrice),
        fullAccess: false,
        solution: { ...solution, fields: { name: 'Fabrikam rollout', organization: 'HP' } },
      },
      'Approval cleared: Fabrikam rollout (HP)',
      'Sam Patel saved the opportunity "Fabrikam rollout (HP)" for Contoso, and your approval was cleared because ' +
        'the solution changed after you approved it.\n\nApproval cleared:\n- Fabrikam rollout (given on version 3)\n\n' +
        'See what changed since version 3, and approve again if you still agree: ' +
        'https://portal.example/sales/solution/1042?history=compare&from=3&to=current',
    ],
    [
      'the scope rule, told to a partner as it is (partners see the scope)',
      { fullAccess: false },
      'Approval cleared: Contoso workplace',
      'Sam Patel saved the opportunity "Contoso workplace" for Contoso, and your approval was cleared because the ' +
        'scope changed.\n\nApproval cleared:\n- Contoso workplace (given on version 3)\n\n' +
        'See what changed since version 3, and approve again if you still agree: ' +
        'https://portal.example/sales/solution/1042?history=compare&from=3&to=current',
    ],
    [
      'several rows: the Deal Team, a document and a gone document, compared from the newest version',
      {
        cleared: cleared({
          rows: [
            { id: 'deal-team', version: 4 },
            { id: 'doc-7', version: 6 },
            { id: 'doc-gone', version: 5 },
          ],
        }),
        documents: [{ id: 'doc-7', name: 'Statement of work' }],
      },
      'Approval cleared: Contoso workplace',
      'Sam Patel saved the opportunity "Contoso workplace" for Contoso, and your approvals were cleared because the ' +
        'scope changed.\n\nApprovals cleared:\n- Deal Team (given on version 4)\n' +
        '- Statement of work (given on version 6)\n- a document no longer listed (given on version 5)\n\n' +
        'See what changed since version 6, and approve again if you still agree: ' +
        'https://portal.example/sales/solution/1042?history=compare&from=6&to=current',
    ],
    [
      'an approval given without a version (the solution kept its most versions): its time, and the solution link',
      {
        cleared: cleared({ rows: [{ id: 'solution', approvedAt: '2026-07-20T09:30:00.000Z' }] }),
        solution: { ...solution, clientName: '', fields: { name: '  ', organization: 'PROVIDER' } },
      },
      'Approval cleared: Draft',
      'Sam Patel saved the opportunity "Draft" for no client yet, and your approval was cleared because the scope ' +
        'changed.\n\nApproval cleared:\n- Draft (given at 10:30, 20-07-2026)\n\n' +
        'Open it in the Solution Portal to see what changed, and approve again if you still agree: ' +
        'https://portal.example/sales/solution/1042',
    ],
  ])('%s', (_case, input, subject, text) => {
    const mail = approvalClearedMail({
      solution,
      cleared: cleared(),
      documents: [],
      fullAccess: true,
      publicUrl: URL,
      ...input,
    });
    expect(mail.text).toBe(text);
    expect(mail.subject).toBe(subject);
    if (input.fullAccess === false) expect(mail.text).not.toMatch(/price|%|£|cost|hours/i);
  });
});
