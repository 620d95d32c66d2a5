import { describe, expect, it } from 'vitest';
import type { Capability, SizeCode } from '../contracts/catalogue.ts';
import { romHours, romIncludedIds, romSummary, ROM_HOURS, sizeLabel } from './sizes.ts';

describe('size labels', () => {
  it.each([
    ['S', 'S', 'S'],
    ['M', 'M', 'M'],
    ['L', 'C', 'L'],
    ['XL', 'VC', 'XL'],
    ['', '', ''],
    [undefined, '', ''],
  ] as [SizeCode | '' | undefined, string, string][])(
    '%s shows %j in the ROM step and %j in the wizard',
    (code, rom, wizard) => {
      expect(sizeLabel(code, 'rom')).toBe(rom);
      expect(sizeLabel(code, 'wizard')).toBe(wizard);
    },
  );
});

describe('ROM hours', () => {
  it('has the spec table: S 160, M 250, C 400, VC 600', () => {
    expect(ROM_HOURS).toEqual({ S: 160, M: 250, L: 400, XL: 600 });
  });

  it.each([
    ['S', 1, 160],
    ['M', 1, 250],
    ['L', 1, 400],
    ['XL', 1, 600],
    ['S', 1.5, 240],
    ['M', 1.5, 375],
    ['L', 1.5, 600],
    ['XL', 1.5, 900],
    ['M', 0.5, 125],
    ['XL', 5, 3000],
    ['', 2, 0],
    [undefined, 1, 0],
  ] as [SizeCode | '' | undefined, number, number][])(
    '%s at complexity %s is %s hours',
    (size, complexity, hours) => {
      expect(romHours(size, complexity)).toBe(hours);
    },
  );

  it('treats an unset complexity as 1', () => {
    expect(romHours('L', undefined)).toBe(400);
  });
});

describe('ROM summary: a size counts once for its subtree (issue 29)', () => {
  // Modern Workplace has no size of its own: its sized sub-capabilities count. Security is sized: Defender's own
  // size is included in it, never added. Unselected capabilities and what is under them never count.
  const items: Capability[] = [
    {
      id: 'cap-workplace',
      name: 'Modern Workplace',
      selected: true,
      size: '',
      teamId: 'PROVIDER',
      items: [
        { id: 'cap-intune', name: 'Intune', selected: true, size: 'XL', teamId: 'ACCENTURE' },
        { id: 'cap-autopilot', name: 'Autopilot', selected: true, size: '' },
        {
          id: 'cap-unselected',
          name: 'Unselected',
          selected: false,
          size: 'L',
          items: [{ id: 'cap-orphan', name: 'Orphan', selected: true, size: 'S' }],
        },
        {
          id: 'cap-security',
          name: 'Security',
          selected: true,
          size: 'S',
          items: [{ id: 'cap-defender', name: 'Defender', selected: true, size: 'L', teamId: 'PROVIDER' }],
        },
      ],
    },
    { id: 'cap-print', name: 'Print', selected: true, size: 'M', teamId: 'PROVIDER' },
  ];

  it('lists the outermost sized capabilities with paths, ROM labels and team hours', () => {
    const summary = romSummary(items, 1);
    expect(summary.rows).toEqual([
      {
        id: 'cap-intune',
        name: 'Intune',
        path: 'Modern Workplace/Intune',
        size: 'XL',
        label: 'VC',
        hours: 600,
        teamId: 'ACCENTURE',
      },
      {
        id: 'cap-security',
        name: 'Security',
        path: 'Modern Workplace/Security',
        size: 'S',
        label: 'S',
        hours: 160,
        teamId: '',
      },
      {
        id: 'cap-print',
        name: 'Print',
        path: 'Print',
        size: 'M',
        label: 'M',
        hours: 250,
        teamId: 'PROVIDER',
      },
    ]);
    expect(summary.totalHours).toBe(1010);
    expect(summary.weeks).toBe(1010 / 40);
    expect(summary.byTeam).toEqual({ PROVIDER: 250, ACCENTURE: 600, '': 160 });
  });

  it('the total is the sum of the rows it lists', () => {
    const summary = romSummary(items, 1.5);
    expect(summary.rows.map((r) => r.hours)).toEqual([900, 240, 375]);
    expect(summary.totalHours).toBe(summary.rows.reduce((s, r) => s + r.hours, 0));
  });

  it('names the sizes included in a sized ancestor (shown as Included in the ROM step)', () => {
    expect([...romIncludedIds(items)]).toEqual(['cap-defender']);
  });

  it('a parent sized with all its children sized counts the parent alone (solution 1001 read 2,250 h)', () => {
    const sized = (id: string, size: SizeCode, children: Capability[] = []): Capability => ({
      id,
      name: id,
      selected: true,
      size,
      items: children,
    });
    const tree = [
      sized('win11', 'M'),
      sized('intune', 'L', [
        sized('windows', 'L'),
        sized('mobile', 'L', [sized('ios', 'L'), sized('android', 'L')]),
      ]),
    ];
    expect(romSummary(tree, 1).totalHours).toBe(650);
    expect([...romIncludedIds(tree)]).toEqual(['windows', 'mobile', 'ios', 'android']);
  });

  it('is empty without sized selections', () => {
    expect(romSummary([], 1)).toEqual({ rows: [], totalHours: 0, weeks: 0, byTeam: {} });
  });
});
