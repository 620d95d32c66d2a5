/**
 * The Documentation page's text (spec: Documentation and User Guide; Documentation section: level, id, parentId,
 * text, anchor). The text is a small, safe subset of Markdown, parsed here into blocks the web renders as React
 * elements (never as HTML): headings (# to #####, a sixth level counts as the fifth), paragraphs, bulleted and
 * numbered lists (nested by two or more spaces), tables, quotes, rules and images; inline bold, italic, code and
 * links. Links keep only http(s), mailto, site-relative and #anchor targets; anything else stays plain text.
 */
import { z } from 'zod';
import { line, text } from '../contracts/common.ts';

export const DOCUMENTATION_MAX_LEVEL = 5;

export type DocInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: DocInline[] }
  | { kind: 'em'; children: DocInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: DocInline[] };

export interface DocListItem {
  inlines: DocInline[];
  /** A nested list under the item, if any. */
  list?: DocList;
}

export interface DocList {
  kind: 'list';
  ordered: boolean;
  items: DocListItem[];
}

export interface DocHeading {
  kind: 'heading';
  /** 1 to 5. */
  level: number;
  text: string;
  /** Stable slug of the text, unique in the document ('roles-and-permissions', then '-2', '-3' ...). */
  anchor: string;
}

export type DocBlock =
  | DocHeading
  | { kind: 'paragraph'; inlines: DocInline[] }
  | DocList
  | { kind: 'table'; header: DocInline[][]; rows: DocInline[][][] }
  | { kind: 'quote'; inlines: DocInline[] }
  | { kind: 'rule' }
  | { kind: 'image'; src: string; alt: string; width?: number; height?: number };

/** A table-of-contents entry (spec: level, id, parentId, text, anchor), numbered 1, 1.1, 1.1.1 ... */
export interface DocumentationSection {
  level: number;
  id: string;
  parentId: string | null;
  text: string;
  anchor: string;
  number: string;
}

export interface DocumentationTocNode extends DocumentationSection {
  children: DocumentationTocNode[];
}

/** 'Roles & what each may do' → 'roles-what-each-may-do'; accents dropped; empty → 'section'. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Inline Markdown: **bold**, *italic* or _italic_, `code`, [text](href). Unclosed marks stay as text. */
export function parseInline(source: string): DocInline[] {
  const out: DocInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    if (rest.startsWith('\\') && rest.length > 1 && /[\\`*_[\]()#|!-]/.test(rest[1]!)) {
      text += rest[1];
      i += 2;
      continue;
    }
    if (rest.startsWith('`')) {
      const end = source.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**')) {
      const end = source.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'strong', children: parseInline(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((rest.startsWith('*') || rest.startsWith('_')) && !/\s/.test(rest[1] ?? ' ')) {
      const mark = rest[0]!;
      const before = source[i - 1];
      // An underscore inside a word (snake_case) is not emphasis.
      if (mark === '*' || before === undefined || !/[A-Za-z0-9]/.test(before)) {
        const end = source.indexOf(mark, i + 1);
        if (end > i + 1 && !/\s/.test(source[end - 1]!)) {
          flush();
          out.push({ kind: 'em', children: parseInline(source.slice(i + 1, end)) });
          i = end + 1;
          continue;
        }
      }
    }
    if (rest.startsWith('[')) {
      const m = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
      if (m) {
        flush();
        const href = m[2]!;
        const children = parseInline(m[1]!);
        if (SAFE_HREF.test(href)) out.push({ kind: 'link', href, children });
        else out.push(...children);
        i += m[0].length;
        continue;
      }
    }
    text += rest[0];
    i += 1;
  }
  flush();
  return out;
}

/** The plain text of inline content (for headings, alt texts and tests). */
export function inlineText(inlines: DocInline[]): string {
  return inlines
    .map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : inlineText(n.children)))
    .join('');
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)(?:\s+"(\d+)x(\d+)")?\)\s*$/;
const RULE = /^\s*(-{3,}|\*{3,}|_{3,})\s*$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function tableCells(line: string): DocInline[][] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < trimmed.length; i += 1) {
    const c = trimmed[i]!;
    if (c === '\\' && trimmed[i + 1] === '|') {
      cell += '|';
      i += 1;
    } else if (c === '|') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((c) => parseInline(c.trim()));
}

function parseList(lines: string[]): DocList {
  // lines: the list's lines, each already known to be an item or a continuation.
  const first = LIST_ITEM.exec(lines[0]!)!;
  const baseIndent = first[1]!.length;
  const list: DocList = { kind: 'list', ordered: /\d/.test(first[2]!), items: [] };
  let i = 0;
  while (i < lines.length) {
    const m = LIST_ITEM.exec(lines[i]!);
    const indent = m ? m[1]!.length : Infinity;
    if (m && indent <= baseIndent + 1) {
      list.items.push({ inlines: [] });
      const item = list.items[list.items.length - 1]!;
      let text = m[3]!;
      i += 1;
      const nested: string[] = [];
      while (i < lines.length) {
        const n = LIST_ITEM.exec(lines[i]!);
        if (n && n[1]!.length <= baseIndent + 1) break;
        if (n || nested.length > 0) nested.push(lines[i]!);
        else text += ` ${lines[i]!.trim()}`;
        i += 1;
      }
      item.inlines = parseInline(text);
      if (nested.length > 0) item.list = parseList(nested);
    } else {
      i += 1;
    }
  }
  return list;
}

/** Parses the documentation text into blocks; heading anchors are unique slugs. */
export function parseDocumentation(source: string): DocBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: DocBlock[] = [];
  const used = new Map<string, number>();
  const anchorFor = (text: string) => {
    const base = slugify(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = inlineText(parseInline(heading[2]!));
      blocks.push({
        kind: 'heading',
        level: Math.min(heading[1]!.length, DOCUMENTATION_MAX_LEVEL),
        text,
        anchor: anchorFor(text),
      });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }
    const image = IMAGE.exec(line.trim());
    if (image) {
      const src = image[2]!;
      if (SAFE_HREF.test(src) && !src.startsWith('#')) {
        blocks.push({
          kind: 'image',
          src,
          alt: image[1]!,
          ...(image[3] ? { width: Number(image[3]), height: Number(image[4]) } : {}),
        });
      }
      i += 1;
      continue;
    }
    if (line.trim().startsWith('|') && TABLE_DIVIDER.test(lines[i + 1] ?? '')) {
      const header = tableCells(line);
      const rows: DocInline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) {
        const cells = tableCells(lines[i]!);
        rows.push(header.map((_, c) => cells[c] ?? []));
        i += 1;
      }
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const listLines: string[] = [];
      while (
        i < lines.length &&
        lines[i]!.trim() &&
        !HEADING.test(lines[i]!) &&
        (LIST_ITEM.test(lines[i]!) || /^\s/.test(lines[i]!))
      ) {
        listLines.push(lines[i]!);
        i += 1;
      }
      blocks.push(parseList(listLines));
      continue;
    }
    if (line.startsWith('>')) {
      const parts: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) {
        parts.push(lines[i]!.replace(/^>\s?/, ''));
        i += 1;
      }
      blocks.push({ kind: 'quote', inlines: parseInline(parts.join(' ')) });
      continue;
    }
    const parts: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !HEADING.test(lines[i]!) &&
      !LIST_ITEM.test(lines[i]!) &&
      !RULE.test(lines[i]!) &&
      !lines[i]!.startsWith('>') &&
      !lines[i]!.trim().startsWith('|')
    ) {
      parts.push(lines[i]!.trim());
      i += 1;
    }
    if (parts.length === 0) {
      // A lone table-looking line without a divider: keep it as a paragraph.
      parts.push(lines[i]!.trim());
      i += 1;
    }
    blocks.push({ kind: 'paragraph', inlines: parseInline(parts.join(' ')) });
  }
  return blocks;
}

/**
 * The blocks the page shows: from the 'Introduction' heading on (the title and editors' notes before it are
 * dropped). Without an Introduction heading the whole text is used.
 */
export function fromIntroduction(blocks: DocBlock[]): DocBlock[] {
  const start = blocks.findIndex(
    (b) => b.kind === 'heading' && b.text.trim().toLowerCase() === 'introduction',
  );
  return start < 0 ? blocks : blocks.slice(start);
}

/**
 * The sections of the table of contents: each heading with its parent (the nearest earlier heading of a lower
 * level) and its number (its place among its parent's children, after the parent's number: 1, 1.1, 1.1.1).
 */
export function documentationSections(blocks: DocBlock[]): DocumentationSection[] {
  const sections: DocumentationSection[] = [];
  const stack: DocumentationSection[] = [];
  const childCount = new Map<string | null, number>();
  for (const block of blocks) {
    if (block.kind !== 'heading') continue;
    while (stack.length > 0 && stack[stack.length - 1]!.level >= block.level) stack.pop();
    const parent = stack[stack.length - 1] ?? null;
    const parentId = parent?.id ?? null;
    const index = (childCount.get(parentId) ?? 0) + 1;
    childCount.set(parentId, index);
    const section: DocumentationSection = {
      level: block.level,
      id: `section-${block.anchor}`,
      parentId,
      text: block.text,
      anchor: block.anchor,
      number: parent ? `${parent.number}.${index}` : String(index),
    };
    sections.push(section);
    stack.push(section);
  }
  return sections;
}

/** The sections as a tree (for the nested table of contents). */
export function documentationToc(sections: DocumentationSection[]): DocumentationTocNode[] {
  const nodes = new Map<string, DocumentationTocNode>();
  const roots: DocumentationTocNode[] = [];
  for (const s of sections) {
    const node: DocumentationTocNode = { ...s, children: [] };
    nodes.set(s.id, node);
    const parent = s.parentId ? nodes.get(s.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** One row of the generated version table, from the list kept beside the documentation text. */
export interface DocumentationVersion {
  version: string;
  /** ISO local date and time, 'YYYY-MM-DDTHH:mm'. */
  date: string;
  author: string;
  change: string;
}

/** The list kept beside the text (web/public/documentation-versions.json), checked when it is read. */
export const documentationVersionsSchema = z
  .array(
    z.object({
      version: line(40),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use YYYY-MM-DDTHH:mm'),
      author: line(200),
      change: text(2000),
    }),
  )
  .min(1);

/** Newest first (by date, then by version as written). */
export function sortVersions(versions: DocumentationVersion[]): DocumentationVersion[] {
  return [...versions].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/** '2025-02-11T15:12' → '11/02/2025 15:12' (the spec's last-updated label); other text is returned as given. */
export function formatDocumentationDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : iso;
}
