import { describe, expect, it } from 'vitest';
import { adminAlertSchema, presenceReportSchema } from '../contracts/presence.ts';
import {
  mayViewAdminPage,
  PRESENCE_TTL_MS,
  presenceAudience,
  presencePageOf,
  presenceStrip,
  presenceViewers,
  type PresenceRow,
} from './presence.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function row(userId: string, name: string, over: Partial<PresenceRow> = {}): PresenceRow {
  return {
    id: `${userId}.tab`,
    userId,
    tabId: 'tab',
    name,
    organization: 'PROVIDER',
    page: '/sales/admin/users',
    enteredAt: ago(10_000),
    seenAt: ago(1_000),
    ...over,
  };
}

describe('presencePageOf', () => {
  it.each([
    ['/sales/admin', { kind: 'admin', page: '/sales/admin', segments: [] }],
    ['/sales/admin/users', { kind: 'admin', page: '/sales/admin/users', segments: ['users'] }],
    ['/sales/admin/users/', { kind: 'admin', page: '/sales/admin/users', segments: ['users'] }],
    [
      '/sales/admin/templates/t-1?x=1#y',
      { kind: 'admin', page: '/sales/admin/templates/t-1', segments: ['templates', 't-1'] },
    ],
    ['/sales/solution/42', { kind: 'solution', page: '/sales/solution/42', solutionId: '42' }],
    ['/sales/solution/new', undefined],
    ['/sales/solution', undefined],
    ['/sales/solution/42/extra', undefined],
    ['/sales/solution/screenshot/42/risk', undefined],
    ['/sales/engagements', undefined],
    ['/', undefined],
    ['sales/admin', undefined],
    ['/sales/admin/../solution', undefined],
    ['/sales/admin/%2e%2e', undefined],
    ['/sales/admin/a b', undefined],
    ['/sales/admin/a/b/c/d/e/f/g', undefined],
    [`/sales/admin/${'x'.repeat(1000)}`, undefined],
  ])('%s', (path, expected) => {
    expect(presencePageOf(path)).toEqual(expected);
  });
});

describe('mayViewAdminPage', () => {
  it.each([
    ['ADMIN', ['users'], true],
    ['ADMIN', [], true],
    ['SOLUTION_AREA_OWNER', ['capabilities'], true],
    ['SOLUTION_CAPABILITY_OWNER', ['capabilities'], true],
    ['SOLUTION_CAPABILITY_OWNER', ['capabilities', 'roles'], false],
    ['SOLUTION_AREA_OWNER', ['users'], false],
    ['SALES_PERSON', ['capabilities'], false],
    ['HP_SALES_PERSON', ['users'], false],
  ] as const)('%s on %j: %s', (role, segments, expected) => {
    expect(mayViewAdminPage(role, segments)).toBe(expected);
  });
});

describe('presenceViewers', () => {
  const me = { userId: 'u-me', organization: 'PROVIDER' as const };
  it.each([
    ['nobody else', [row('u-me', 'Me')], []],
    ['another user', [row('u-1', 'Ann')], ['Ann']],
    ['seen 149 s ago is still there', [row('u-1', 'Ann', { seenAt: ago(PRESENCE_TTL_MS - 1_000) })], ['Ann']],
    ['seen 150 s ago has expired', [row('u-1', 'Ann', { seenAt: ago(PRESENCE_TTL_MS) })], []],
    ['an unreadable time counts as expired', [row('u-1', 'Ann', { seenAt: 'yesterday' })], []],
    ['another page', [row('u-1', 'Ann', { page: '/sales/admin/countries' })], []],
    ['another organisation is hidden', [row('u-1', 'Ann', { organization: 'HP' })], []],
    [
      'two tabs of one user count once, with the newest name',
      [
        row('u-1', 'Ann Old', { id: 'u-1.a', tabId: 'a', seenAt: ago(50_000) }),
        row('u-1', 'Ann New', { id: 'u-1.b', tabId: 'b', seenAt: ago(5_000) }),
      ],
      ['Ann New'],
    ],
    [
      'an expired tab does not hide a live one',
      [
        row('u-1', 'Ann', { id: 'u-1.a', tabId: 'a', seenAt: ago(200_000) }),
        row('u-1', 'Ann', { id: 'u-1.b', tabId: 'b', seenAt: ago(2_000) }),
      ],
      ['Ann'],
    ],
    [
      'ordered by name, case and accents aside',
      [row('u-3', 'zoë'), row('u-1', 'Bob'), row('u-2', 'ann'), row('u-4', 'Émile')],
      ['ann', 'Bob', 'Émile', 'zoë'],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(presenceViewers(rows, me, '/sales/admin/users', NOW).map((v) => v.name)).toEqual(expected);
  });

  it('a partner sees only their own organisation', () => {
    const rows = [
      row('u-1', 'Provider Pat'),
      row('u-2', 'Hp Harry', { organization: 'HP' }),
      row('u-3', 'Acc Ada', { organization: 'ACCENTURE' }),
    ];
    expect(presenceViewers(rows, { userId: 'u-9', organization: 'HP' }, '/sales/admin/users', NOW)).toEqual([
      { userId: 'u-2', name: 'Hp Harry' },
    ]);
  });
});

describe('presenceAudience', () => {
  it('lists each live user of the page once, without the one named', () => {
    const rows = [
      row('u-1', 'Ann', { id: 'u-1.a' }),
      row('u-1', 'Ann', { id: 'u-1.b' }),
      row('u-2', 'Bob', { organization: 'HP' }),
      row('u-3', 'Cy', { seenAt: ago(PRESENCE_TTL_MS + 1) }),
      row('u-4', 'Di', { page: '/sales/admin' }),
      row('u-me', 'Me'),
    ];
    expect(presenceAudience(rows, '/sales/admin/users', NOW, 'u-me')).toEqual([
      { userId: 'u-1', organization: 'PROVIDER' },
      { userId: 'u-2', organization: 'HP' },
    ]);
  });
});

describe('presenceStrip', () => {
  it.each([
    [0, 0, 0],
    [2, 2, 0],
    [3, 3, 0],
    [4, 3, 1],
    [9, 3, 6],
  ])('%i viewers: %i avatars and +%i', (count, shown, more) => {
    const strip = presenceStrip(Array.from({ length: count }, (_v, i) => i));
    expect([strip.shown.length, strip.more]).toEqual([shown, more]);
  });
});

describe('contracts', () => {
  it.each([
    [{ tabId: 'abcdefgh', path: '/sales/admin' }, true],
    [{ tabId: 'abcdefgh', path: null, version: '3.7.31' }, true],
    [{ tabId: 'short', path: '/sales/admin' }, false],
    [{ tabId: 'abc def gh', path: '/sales/admin' }, false],
    [{ tabId: 'abcdefgh', path: '/sales/admin\u0000' }, false],
    [{ tabId: 'abcdefgh', path: 'x'.repeat(1001) }, false],
    [{ tabId: 'abcdefgh' }, false],
  ])('report %j valid: %s', (body, ok) => {
    expect(presenceReportSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ text: 'Maintenance at 18:00' }, true],
    [{ text: 'Line one\nline two', className: 'warning', buttons: ['OK', 'Reload'] }, true],
    [{ text: 'x'.repeat(500), buttons: ['Reload'] }, true],
    [{ text: 'x'.repeat(501) }, false],
    [{ text: '   ' }, false],
    [{ text: 'Bell\u0007' }, false],
    [{ text: 'A', className: 'alert-danger' }, false],
    [{ text: 'A', buttons: [] }, false],
    [{ text: 'A', buttons: ['OK', 'OK'] }, false],
    [{ text: 'A', buttons: ['Cancel'] }, false],
  ])('alert %j valid: %s', (body, ok) => {
    expect(adminAlertSchema.safeParse(body).success).toBe(ok);
  });

  it('defaults an alert to information with OK', () => {
    expect(adminAlertSchema.parse({ text: ' Hello ' })).toEqual({
      text: 'Hello',
      className: 'info',
      buttons: ['OK'],
    });
  });
});
