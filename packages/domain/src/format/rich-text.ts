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

/** A '<' that would start a tag or comment in a browser but is not one of the allowed tags the sanitiser writes. */
const STRAY_TAG_START = /<(?!(?:\/?[biu]|br)>)(?=[a-zA-Z!/?])/g;

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
    const afterSlash = next === '/' ? (input[lt + 2] ?? '') : '';
    // Comments, declarations and processing instructions (<!-- -->, <!DOCTYPE>, <?xml?>), and end tags that are
    // no tag ('</ b>', '</>'), go entirely, ending where a browser ends them: a comment at '-->', the others at the
    // first '>', and at the end of the text when they are never closed (a browser hides the rest too).
    if (next === '!' || next === '?' || (afterSlash && !/[a-zA-Z]/.test(afterSlash))) {
      out += input.slice(i, lt);
      const comment = input.startsWith('<!--', lt);
      const empty = comment && /^<!---?>/.exec(input.slice(lt, lt + 6));
      const close = comment ? input.indexOf('-->', lt + 4) : input.indexOf('>', lt + 2);
      i = empty ? lt + empty[0].length : close < 0 ? input.length : close + (comment ? 3 : 1);
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
  // A '<' kept as text never starts markup: where a letter, '/', '!' or '?' follows it (typed so, or joined to the
  // text after a removed tag, as in '<<x>img onerror=...>'), it is written as '&lt;', which shows as '<'.
  return (out + input.slice(i)).replace(STRAY_TAG_START, '&lt;');
}
