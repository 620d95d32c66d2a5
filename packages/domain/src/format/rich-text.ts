/**
 * Rich text kept by the portal (spec: "Displayed text is sanitised; only line break, bold, italic and underline
 * tags are allowed"). The browser sanitises again when it shows text (DOMPurify); the API sanitises before it
 * stores, because documents and e-mails are built from stored text. Only complete tags are markup: `<b>`, `<i>`,
 * `<u>` and `<br>` survive without attributes; script-like elements go with their content; every other tag goes
 * and its text stays. Text that is not a tag (`a < b & c`, entities, emoji) is kept exactly as typed.
 */

export const RICH_TEXT_TAGS = ['b', 'i', 'u', 'br'] as const;
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** Elements whose content is code or foreign markup: removed with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
]);

/** The index just past the '>' that ends a tag starting at `from`, honouring quoted attribute values; -1 if none. */
function tagEnd(s: string, from: number): number {
  let quote = '';
  for (let i = from; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

export function sanitizeRichText(input: string): string {
  let out = '';
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) break;
    const next = input[lt + 1] ?? '';
    // Comments and declarations (<!-- -->, <!DOCTYPE>, <?xml?>) go entirely.
    if (next === '!' || next === '?') {
      const close = input.startsWith('<!--', lt) ? input.indexOf('-->', lt + 4) : -1;
      const end = close >= 0 ? close + 3 : tagEnd(input, lt + 1);
      if (end < 0) break;
      out += input.slice(i, lt);
      i = end;
      continue;
    }
    const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(input.slice(lt, lt + 64));
    const end = m ? tagEnd(input, lt + m[0].length) : -1;
    if (!m || end < 0) {
      // Not a tag ("a < b", "x<" at the end): ordinary text.
      out += input.slice(i, lt + 1);
      i = lt + 1;
      continue;
    }
    out += input.slice(i, lt);
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    i = end;
    if (ALLOWED.has(name)) {
      out += name === 'br' ? '<br>' : closing ? `</${name}>` : `<${name}>`;
    } else if (DROPPED_WITH_CONTENT.has(name) && !closing) {
      const closeTag = new RegExp(`</${name}\\s*>`, 'i').exec(input.slice(end));
      i = closeTag ? end + closeTag.index + closeTag[0].length : input.length;
    }
  }
  return out + input.slice(i);
}
