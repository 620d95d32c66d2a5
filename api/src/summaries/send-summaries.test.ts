/** The summary e-mails name each solution's stage as the list and the progress bar do (solutionStage; ADR 0051). */
import { describe, expect, it } from 'vitest';
import type { StoredSolution } from '../solutions/repository.ts';
import { summaryMail } from './send-summaries.ts';

const person = { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' };
const architect = { id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user: person };

function solution(step: number, patch: Partial<StoredSolution['fields']> = {}): StoredSolution {
  return {
    id: '2001',
    clientName: 'Northwind',
    modifiedAt: '2026-11-21T10:00:00.000Z',
    modifiedBy: person,
    fields: { name: 'Northwind workplace', organization: 'PROVIDER', roles: [architect], ...patch },
    state: { step, steps: [1, 2, 5, 6, 7, 8].filter((s) => s <= step), items: [] },
  } as unknown as StoredSolution;
}

describe('the summary e-mail', () => {
  it.each([
    [5, {}, 'Define'],
    [6, { approvals: [{ id: 'solution', name: 'Olivia Hart' }] }, 'Approve'],
    [7, {}, 'Close'],
    [8, { isExportedToDeliver: true }, 'Deliver'],
  ] as [number, Partial<StoredSolution['fields']>, string][])(
    'a solution at step %s (%j) reads %s',
    (step, fields, stage) => {
      const mail = summaryMail('daily', [solution(step, fields)], 'https://portal.example');
      expect(mail.text).toContain(`- Northwind workplace (Northwind): ${stage}, updated`);
      expect(mail.html).toContain(`<td>${stage}</td>`);
    },
  );
});
