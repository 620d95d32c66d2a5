/**
 * The text of Office XML parts as paragraphs, read with fast-xml-parser (in document order): enough to find
 * placeholders (which Word may split over several runs) and labelled texts. `w:` is WordprocessingML (docx), `a:`
 * DrawingML (pptx slides).
 */
import { XMLParser } from 'fast-xml-parser';

export interface XmlParagraph {
  text: string;
  /** Inside a table or a text box (Word), where the generated body cannot go. */
  nested: boolean;
}

/** A part that is not XML the parser can read. */
export class UnreadableXmlError extends Error {}

/** One node of the parser's ordered output: `{ 'w:p': [children] }` or `{ '#text': 'value' }`. */
type OrderedNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Text exactly as written: no trimming, no numbers, entities and character references decoded.
  trimValues: false,
  parseTagValue: false,
  processEntities: true,
  htmlEntities: true,
});

/** The paragraphs of a part in document order (a paragraph inside a text box comes before the one holding it). */
export function paragraphsOf(xml: string, ns: 'w' | 'a'): XmlParagraph[] {
  const out: XmlParagraph[] = [];
  const [p, t, tbl, box] = [`${ns}:p`, `${ns}:t`, `${ns}:tbl`, `${ns}:txbxContent`];
  const textOf = (nodes: OrderedNode[]) =>
    nodes.map((n) => (typeof n['#text'] === 'string' ? n['#text'] : '')).join('');
  const walk = (nodes: OrderedNode[], paragraph: XmlParagraph | undefined, nested: boolean) => {
    for (const node of nodes) {
      const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
      if (!name) continue;
      const children = (node[name] ?? []) as OrderedNode[];
      if (name === p) {
        const inner: XmlParagraph = { text: '', nested };
        walk(children, inner, nested);
        out.push(inner);
      } else if (name === t) {
        if (paragraph) paragraph.text += textOf(children);
      } else walk(children, paragraph, nested || name === tbl || name === box);
    }
  };
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(xml) as OrderedNode[];
  } catch (err) {
    throw new UnreadableXmlError(`a part is not well-formed XML (${(err as Error).message.slice(0, 120)})`);
  }
  walk(nodes, undefined, false);
  return out;
}
