import { describe, expect, it } from 'vitest';
import {
  approvalRows,
  approvalsOutdated,
  approvalStanding,
  riskOwnerText,
} from './approval-and-risk-rows.ts';

describe('approvals against the price now (issue 29)', () => {
  const rows = approvalRows(
    [
      { id: 'solution', name: 'George Whitaker', approvedAt: '2026-11-02T10:00:00.000Z', version: 1 },
      { id: 'solution', name: 'Priya Shah', approvedAt: '2026-11-20T10:00:00.000Z', version: 4 },
      { id: 'solution', name: 'Tom Reed', approvedAt: '2026-11-21T10:00:00.000Z' },
      { id: 'solution', name: 'Ann Lee' },
    ],
    { 1: 270_000.4, 4: 286_143.6 },
  );

  it('reads the price of the version each approval was given at, rounded to the pound', () => {
    expect(rows.map((r) => [r.name, r.approvedAt, r.version, r.priceThen])).toEqual([
      ['George Whitaker', '2 November 2026', 1, 270_000],
      ['Priya Shah', '20 November 2026', 4, 286_144],
      ['Tom Reed', '21 November 2026', undefined, undefined],
      ['Ann Lee', '', undefined, undefined],
    ]);
  });

  it.each([
    [
      286_144,
      ['£270,000; now £286,144: to approve again', '£286,144 (unchanged)', 'Not recorded', 'Pending'],
    ],
    [
      270_000,
      ['£270,000 (unchanged)', '£286,144; now £270,000: to approve again', 'Not recorded', 'Pending'],
    ],
    [undefined, ['£270,000', '£286,144', 'Not recorded', 'Pending']],
  ])('at a price now of %s each reads as it stands', (now, standing) => {
    expect(rows.map((r) => approvalStanding(r, now))).toEqual(standing);
  });

  it.each([
    [286_144, ['George Whitaker']],
    [286_143.7, ['George Whitaker']],
    [270_000, ['Priya Shah']],
    [100, ['George Whitaker', 'Priya Shah']],
    [undefined, []],
  ])('at %s the approvals of another price are to be given again: %j', (now, names) => {
    expect(approvalsOutdated(rows, now).map((r) => r.name)).toEqual(names);
  });
});

describe('riskOwnerText: who holds a risk, the two sides told apart', () => {
  it.each([
    ['Project Manager', 'Supplier\u2019s Project Manager'],
    ['SALES_PERSON', 'Supplier\u2019s Sales Person'],
    ['Identity Engineer', 'Supplier\u2019s Identity Engineer'],
    ['Client', 'The Client'],
    ['the client’s IT team', 'The Client’s IT team'],
    ['Supplier', 'Supplier'],
    ['', ''],
    [undefined, ''],
  ])('%j reads %j', (owner, text) => expect(riskOwnerText(owner)).toBe(text));
});
