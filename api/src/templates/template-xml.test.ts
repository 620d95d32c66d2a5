import { describe, expect, it } from 'vitest';
import { paragraphsOf, UnreadableXmlError } from './template-xml.ts';

const W = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="x"><w:body>${body}</w:body></w:document>`;

describe('paragraphsOf', () => {
  it.each([
    [
      'a placeholder split over runs reads as one text',
      W(
        '<w:p><w:r><w:t>{{cli</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">ent}} </w:t></w:r></w:p>',
      ),
      [{ text: '{{client}} ', nested: false }],
    ],
    [
      'entities and character references are decoded; numbers stay text',
      W('<w:p><w:r><w:t>R&amp;D &lt;1&gt; &#x41;&#66; 007</w:t></w:r></w:p>'),
      [{ text: 'R&D <1> AB 007', nested: false }],
    ],
    [
      'an empty or self-closing paragraph is a paragraph',
      W('<w:p/><w:p><w:pPr/></w:p>'),
      [
        { text: '', nested: false },
        { text: '', nested: false },
      ],
    ],
    [
      'a paragraph in a table is nested',
      W(
        '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>{{content}}</w:t></w:r></w:p></w:tc></w:tr></w:tbl><w:p><w:r><w:t>after</w:t></w:r></w:p>',
      ),
      [
        { text: '{{content}}', nested: true },
        { text: 'after', nested: false },
      ],
    ],
    [
      "a text box's paragraph comes before the paragraph holding it, and is nested",
      W(
        '<w:p><w:r><w:t>holder</w:t></w:r><w:r><w:pict><w:txbxContent><w:p><w:r><w:t>in box</w:t></w:r></w:p></w:txbxContent></w:pict></w:r></w:p>',
      ),
      [
        { text: 'in box', nested: true },
        { text: 'holder', nested: false },
      ],
    ],
    [
      'text outside w:t (field codes, deleted text) is not read',
      W('<w:p><w:r><w:instrText>PAGE</w:instrText><w:delText>old</w:delText><w:t>kept</w:t></w:r></w:p>'),
      [{ text: 'kept', nested: false }],
    ],
  ])('%s', (_, xml, expected) => {
    expect(paragraphsOf(xml, 'w')).toEqual(expected);
  });

  it('reads DrawingML paragraphs of a slide with the a: prefix only', () => {
    const slide =
      '<p:sld><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Company: </a:t></a:r><a:r><a:t>Northbridge</a:t></a:r></a:p><a:p><a:fld><a:t>1</a:t></a:fld></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>';
    expect(paragraphsOf(slide, 'a')).toEqual([
      { text: 'Company: Northbridge', nested: false },
      { text: '1', nested: false },
    ]);
    expect(paragraphsOf(slide, 'w')).toEqual([]);
  });

  it('reads an unclosed part as far as it goes; a part that is not XML is refused with its own error', () => {
    expect(paragraphsOf(W('<w:p><w:r><w:t>unclosed'), 'w')).toEqual([{ text: 'unclosed', nested: false }]);
    expect(() => paragraphsOf('<<<', 'w')).toThrow(UnreadableXmlError);
  });
});
