/**
 * The Documentation page's text (spec: Documentation and User Guide; Documentation section: level, id, parentId,
 * text, anchor). The text is Markdown (GFM), read by marked's lexer (tokens only) and turned here into a small, safe
 * set of blocks the web renders as React elements (never as HTML): headings (# to #####, a sixth level counts as the fifth), paragraphs, bulleted and
 * numbered lists (nested by two or more spaces), tables, quotes, rules and images; inline bold, italic, code and
 * links. Links keep only http(s), mailto, site-relative and #anchor targets; anything else stays plain text.
 */
import { Lexer, type Token, type Tokens } from 'marked';
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
/** An image's title written as its size: ![alt](src "1280x720"). */
const IMAGE_SIZE = /^(\d+)x(\d+)$/;

/** The lexer of marked (GFM: tables), used for its tokens only: nothing is ever rendered as HTML. */
const lexer = () => new Lexer({ gfm: true, breaks: false });

/** Adjacent text nodes join (the lexer splits text at escapes and soft breaks). */
function pushText(out: DocInline[], value: string) {
  if (!value) return;
  const last = out.at(-1);
  if (last?.kind === 'text') last.text += value;
  else out.push({ kind: 'text', text: value });
}

function pushAll(out: DocInline[], inlines: readonly DocInline[]) {
  for (const inline of inlines) {
    if (inline.kind === 'text') pushText(out, inline.text);
    else out.push(inline);
  }
}

function inlinesOf(tokens: readonly Token[] | undefined): DocInline[] {
  const out: DocInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
      case 'em': {
        const children = inlinesOf((token as Tokens.Strong | Tokens.Em).tokens);
        if (children.length) out.push({ kind: token.type, children });
        break;
      }
      case 'codespan':
        out.push({ kind: 'code', text: (token as Tokens.Codespan).text });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const children = inlinesOf(link.tokens);
        // Unsafe targets (javascript:, data:, protocol-relative) keep their text and lose the link.
        if (SAFE_HREF.test(link.href)) out.push({ kind: 'link', href: link.href, children });
        else pushAll(out, children);
        break;
      }
      case 'image':
        // An image inside a line of text shows as its alternative text.
        pushText(out, (token as Tokens.Image).text);
        break;
      case 'br':
        pushText(out, ' ');
        break;
      case 'del':
        pushAll(out, inlinesOf((token as Tokens.Del).tokens));
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) pushAll(out, inlinesOf(text.tokens));
        else pushText(out, text.text.replace(/\n/g, ' '));
        break;
      }
      default:
        // escape, html and anything else: the characters as typed, never markup.
        pushText(out, 'text' in token && typeof token.text === 'string' ? token.text : token.raw);
    }
  }
  return out;
}

/** Inline Markdown: **bold**, *italic* or _italic_, `code`, [text](href). Unclosed marks stay as text. */
export function parseInline(source: string): DocInline[] {
  return inlinesOf(lexer().inlineTokens(source));
}

/** The plain text of inline content (for headings, alt texts and tests). */
export function inlineText(inlines: DocInline[]): string {
  return inlines
    .map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : inlineText(n.children)))
    .join('');
}

function listOf(token: Tokens.List): DocList {
  return {
    kind: 'list',
    ordered: token.ordered,
    items: token.items.map((item) => {
      const inlines: DocInline[] = [];
      let nested: DocList | undefined;
      for (const child of item.tokens) {
        if (child.type === 'list') nested = listOf(child as Tokens.List);
        else {
          if (inlines.length) pushText(inlines, ' ');
          const parts =
            child.type === 'text' || child.type === 'paragraph'
              ? inlinesOf((child as Tokens.Text).tokens ?? [child])
              : [];
          pushAll(inlines, parts);
        }
      }
      return nested ? { inlines, list: nested } : { inlines };
    }),
  };
}

/** A paragraph that is one image alone is an image block (kept only for a safe, non-anchor source). */
function imageBlock(token: Tokens.Paragraph): DocBlock | null | undefined {
  const [only, ...rest] = token.tokens;
  if (only?.type !== 'image' || rest.some((t) => t.type !== 'text' || (t as Tokens.Text).text.trim())) {
    return undefined;
  }
  const image = only as Tokens.Image;
  if (!SAFE_HREF.test(image.href) || image.href.startsWith('#')) return null;
  const size = IMAGE_SIZE.exec(image.title ?? '');
  return {
    kind: 'image',
    src: image.href,
    alt: image.text,
    ...(size ? { width: Number(size[1]), height: Number(size[2]) } : {}),
  };
}

/** Parses the documentation text into blocks; heading anchors are unique slugs. */
export function parseDocumentation(source: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const used = new Map<string, number>();
  const anchorFor = (text: string) => {
    const base = slugify(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading': {
          const heading = token as Tokens.Heading;
          const text = inlineText(inlinesOf(heading.tokens)).trim();
          blocks.push({
            kind: 'heading',
            level: Math.min(heading.depth, DOCUMENTATION_MAX_LEVEL),
            text,
            anchor: anchorFor(text),
          });
          break;
        }
        case 'paragraph': {
          const paragraph = token as Tokens.Paragraph;
          const image = imageBlock(paragraph);
          if (image) blocks.push(image);
          else if (image === undefined)
            blocks.push({ kind: 'paragraph', inlines: inlinesOf(paragraph.tokens) });
          break;
        }
        case 'list':
          blocks.push(listOf(token as Tokens.List));
          break;
        case 'table': {
          const table = token as Tokens.Table;
          blocks.push({
            kind: 'table',
            header: table.header.map((cell) => inlinesOf(cell.tokens)),
            rows: table.rows.map((row) => table.header.map((_, c) => inlinesOf(row[c]?.tokens))),
          });
          break;
        }
        case 'blockquote': {
          const inlines: DocInline[] = [];
          for (const child of (token as Tokens.Blockquote).tokens) {
            if (!('tokens' in child) || !Array.isArray(child.tokens)) continue;
            if (inlines.length) pushText(inlines, ' ');
            pushAll(inlines, inlinesOf(child.tokens as Token[]));
          }
          blocks.push({ kind: 'quote', inlines });
          break;
        }
        case 'hr':
          blocks.push({ kind: 'rule' });
          break;
        case 'code':
        case 'html': {
          // Code blocks and raw HTML show as the text they are, never as markup.
          const text = (token as Tokens.Code | Tokens.HTML).text.trim();
          if (text) blocks.push({ kind: 'paragraph', inlines: [{ kind: 'text', text }] });
          break;
        }
        default:
          break;
      }
    }
  };
  visit(lexer().lex(source.replace(/\r\n?/g, '\n')));
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
