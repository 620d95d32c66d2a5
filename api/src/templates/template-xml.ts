/**
 * The text of Office XML parts as paragraphs, read without an XML library: enough to find placeholders (which Word
 * may split over several runs) and labelled texts. `w:` is WordprocessingML (docx), `a:` DrawingML (pptx slides).
 */

export interface XmlParagraph {
  text: string;
  /** Inside a table or a text box (Word), where the generated body cannot go. */
  nested: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

/** The paragraphs of a part in document order (a paragraph inside a text box comes before the one holding it). */
export function paragraphsOf(xml: string, ns: 'w' | 'a'): XmlParagraph[] {
  const tag = new RegExp(`<(/?)${ns}:(p|t|tbl|txbxContent)(?=[\\s/>])[^>]*?(/?)>`, 'g');
  const out: XmlParagraph[] = [];
  const open: { text: string; nested: boolean }[] = [];
  let tables = 0;
  let boxes = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const [, closing, name, selfClosing] = m;
    if (name === 't') {
      if (closing || selfClosing) continue;
      const end = xml.indexOf(`</${ns}:t>`, tag.lastIndex);
      if (end < 0) break;
      const current = open.at(-1);
      if (current) current.text += decodeXmlText(xml.slice(tag.lastIndex, end));
      tag.lastIndex = end;
      continue;
    }
    if (name === 'tbl') tables += closing ? -1 : selfClosing ? 0 : 1;
    else if (name === 'txbxContent') boxes += closing ? -1 : selfClosing ? 0 : 1;
    else if (closing) {
      const done = open.pop();
      if (done) out.push(done);
    } else if (selfClosing) out.push({ text: '', nested: tables > 0 || boxes > 0 });
    else open.push({ text: '', nested: tables > 0 || boxes > 0 });
  }
  return out;
}
