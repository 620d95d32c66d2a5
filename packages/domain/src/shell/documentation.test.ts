import { describe, expect, it } from 'vitest';
import {
  documentationSections,
  documentationToc,
  documentationVersionsSchema,
  formatDocumentationDate,
  fromIntroduction,
  inlineText,
  parseDocumentation,
  parseInline,
  slugify,
  sortVersions,
  type DocBlock,
} from './documentation.ts';

const headings = (blocks: DocBlock[]) =>
  blocks.flatMap((b) => (b.kind === 'heading' ? [`${b.level} ${b.text} #${b.anchor}`] : []));

describe('slugify', () => {
  it.each([
    ['Introduction', 'introduction'],
    ['Roles & permissions', 'roles-permissions'],
    ['ROM (rough order of magnitude)', 'rom-rough-order-of-magnitude'],
    ['  Step 2.5: Metrics  ', 'step-2-5-metrics'],
    ['Café résumé', 'cafe-resume'],
    ['***', 'section'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('inline text', () => {
  it.each([
    ['plain', [{ kind: 'text', text: 'plain' }]],
    [
      'a **b** c',
      [
        { kind: 'text', text: 'a ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
        { kind: 'text', text: ' c' },
      ],
    ],
    ['*i*', [{ kind: 'em', children: [{ kind: 'text', text: 'i' }] }]],
    ['_i_', [{ kind: 'em', children: [{ kind: 'text', text: 'i' }] }]],
    ['SALES_PERSON and HP_SALES_PERSON', [{ kind: 'text', text: 'SALES_PERSON and HP_SALES_PERSON' }]],
    ['`/sales/solution`', [{ kind: 'code', text: '/sales/solution' }]],
    ['2 * 3 = 6', [{ kind: 'text', text: '2 * 3 = 6' }]],
    ['**unclosed', [{ kind: 'text', text: '**unclosed' }]],
    [
      '[Guide](/sales/user-guide)',
      [{ kind: 'link', href: '/sales/user-guide', children: [{ kind: 'text', text: 'Guide' }] }],
    ],
    [
      '[web](https://example.com/a)',
      [{ kind: 'link', href: 'https://example.com/a', children: [{ kind: 'text', text: 'web' }] }],
    ],
    [
      '[top](#introduction)',
      [{ kind: 'link', href: '#introduction', children: [{ kind: 'text', text: 'top' }] }],
    ],
    // Unsafe targets keep their text and lose the link.
    ['[x](javascript:alert(1))', [{ kind: 'text', text: 'x' }]],
    ['[x](data:text/html,hi) and ~~gone~~', [{ kind: 'text', text: 'x and gone' }]],
    ['<b>typed</b> & <i>', [{ kind: 'text', text: '<b>typed</b> & <i>' }]],
    ['[x](//evil.example)', [{ kind: 'text', text: 'x' }]],
    ['\\*not italic\\*', [{ kind: 'text', text: '*not italic*' }]],
  ] as const)('%j', (source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });

  it('reads the plain text of nested marks', () => {
    expect(inlineText(parseInline('**a *b* `c`** [d](/e)'))).toBe('a b c d');
  });
});

describe('blocks', () => {
  it('reads headings up to five levels; a sixth counts as the fifth; repeated titles get -2, -3', () => {
    const blocks = parseDocumentation(
      ['# One', '## Two', '### Three', '#### Four', '##### Five', '###### Six', '## Two', '## Two ##'].join(
        '\n',
      ),
    );
    expect(headings(blocks)).toEqual([
      '1 One #one',
      '2 Two #two',
      '3 Three #three',
      '4 Four #four',
      '5 Five #five',
      '5 Six #six',
      '2 Two #two-2',
      '2 Two #two-3',
    ]);
  });

  it('joins paragraph lines and splits paragraphs at blank lines', () => {
    const blocks = parseDocumentation('First line\nsecond line.\n\nNext paragraph.');
    expect(blocks.map((b) => (b.kind === 'paragraph' ? inlineText(b.inlines) : b.kind))).toEqual([
      'First line second line.',
      'Next paragraph.',
    ]);
  });

  it('reads bulleted and numbered lists with nesting and continuation lines', () => {
    const [list] = parseDocumentation(['- a', '  continued', '- b', '  1. b1', '  2. b2', '- c'].join('\n'));
    expect(list).toMatchObject({ kind: 'list', ordered: false });
    if (list?.kind !== 'list') throw new Error('not a list');
    expect(list.items.map((i) => inlineText(i.inlines))).toEqual(['a continued', 'b', 'c']);
    expect(list.items[1]!.list).toMatchObject({ ordered: true });
    expect(list.items[1]!.list!.items.map((i) => inlineText(i.inlines))).toEqual(['b1', 'b2']);
  });

  it('reads tables (escaped pipes, missing cells filled) and stops at the first blank line', () => {
    const blocks = parseDocumentation(
      ['| Size | Hours |', '|---|---:|', '| S | 160 |', '| a \\| b |', '', 'After.'].join('\n'),
    );
    expect(blocks[0]).toMatchObject({ kind: 'table' });
    if (blocks[0]?.kind !== 'table') throw new Error('not a table');
    expect(blocks[0].header.map(inlineText)).toEqual(['Size', 'Hours']);
    expect(blocks[0].rows.map((r) => r.map(inlineText))).toEqual([
      ['S', '160'],
      ['a | b', ''],
    ]);
    expect(blocks[1]).toMatchObject({ kind: 'paragraph' });
  });

  it.each([
    [
      '![The list](/user-guide/01-list.png "1280x720")',
      { kind: 'image', src: '/user-guide/01-list.png', alt: 'The list', width: 1280, height: 720 },
    ],
    ['![No size](/a.png)', { kind: 'image', src: '/a.png', alt: 'No size' }],
    ['> Note: saved.', { kind: 'quote', inlines: [{ kind: 'text', text: 'Note: saved.' }] }],
    ['---', { kind: 'rule' }],
  ] as const)('%j', (source, expected) => {
    expect(parseDocumentation(source)).toEqual([expected]);
  });

  it.each(['![x](javascript:alert(1))', '![x](data:image/png;base64,AAAA)', '![x](//evil.example/a.png)'])(
    'shows no image and no link for %j',
    (source) => {
      const kinds = JSON.stringify(parseDocumentation(source));
      expect(kinds).not.toContain('"image"');
      expect(kinds).not.toContain('"link"');
    },
  );

  it('uses the text from the Introduction heading on; the whole text without one', () => {
    const blocks = parseDocumentation(
      '# Solution Portal\nEditors: keep headings short.\n# Introduction\nHello.',
    );
    expect(headings(fromIntroduction(blocks))).toEqual(['1 Introduction #introduction']);
    expect(fromIntroduction(blocks)).toHaveLength(2);
    const none = parseDocumentation('# Other\nText.');
    expect(fromIntroduction(none)).toEqual(none);
  });
});

describe('table of contents', () => {
  const source = [
    '# Introduction',
    '# Roles',
    '## Provider roles',
    '### Admin',
    '#### Admin pages',
    '##### Templates',
    '## Partner roles',
    '# Lifecycle',
    '### Skipped a level',
    '## Scope',
  ].join('\n');
  const sections = documentationSections(parseDocumentation(source));

  it.each([
    ['introduction', 1, null, '1'],
    ['roles', 1, null, '2'],
    ['provider-roles', 2, 'section-roles', '2.1'],
    ['admin', 3, 'section-provider-roles', '2.1.1'],
    ['admin-pages', 4, 'section-admin', '2.1.1.1'],
    ['templates', 5, 'section-admin-pages', '2.1.1.1.1'],
    ['partner-roles', 2, 'section-roles', '2.2'],
    ['lifecycle', 1, null, '3'],
    ['skipped-a-level', 3, 'section-lifecycle', '3.1'],
    ['scope', 2, 'section-lifecycle', '3.2'],
  ] as const)('%s: level %i, parent %s, number %s', (anchor, level, parentId, number) => {
    const s = sections.find((x) => x.anchor === anchor);
    expect(s).toMatchObject({ level, parentId, number, id: `section-${anchor}` });
  });

  it('nests the sections as a tree in document order', () => {
    const toc = documentationToc(sections);
    expect(toc.map((n) => n.number)).toEqual(['1', '2', '3']);
    expect(toc[1]!.children.map((n) => n.text)).toEqual(['Provider roles', 'Partner roles']);
    expect(toc[1]!.children[0]!.children[0]!.children[0]!.children[0]!.text).toBe('Templates');
    expect(toc[2]!.children.map((n) => n.number)).toEqual(['3.1', '3.2']);
  });
});

describe('version table', () => {
  const versions = [
    { version: '3.7.30', date: '2025-01-20T09:00', author: 'A', change: 'Older' },
    { version: '3.7.31', date: '2025-02-11T15:12', author: 'B', change: 'Newer' },
  ];

  it('lists the newest first', () => {
    expect(sortVersions(versions).map((v) => v.version)).toEqual(['3.7.31', '3.7.30']);
  });

  it.each([
    ['2025-02-11T15:12', '11/02/2025 15:12'],
    ['2025-12-01T08:05', '01/12/2025 08:05'],
    ['soon', 'soon'],
  ])('%s is shown as %s', (iso, shown) => {
    expect(formatDocumentationDate(iso)).toBe(shown);
  });

  it.each([
    [versions, true],
    [[], false],
    [[{ ...versions[0], date: '11/02/2025' }], false],
    [[{ ...versions[0], change: 'bad\u0007' }], false],
  ])('checks the list %#', (list, ok) => {
    expect(documentationVersionsSchema.safeParse(list).success).toBe(ok);
  });
});
