import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape.ts';

describe('escaping text into markup (issue 31: one escaper)', () => {
  it.each([
    ['plain', 'plain', 'plain'],
    [
      'R&D <b>"quoted"</b>',
      'R&amp;D &lt;b&gt;&quot;quoted&quot;&lt;/b&gt;',
      'R&amp;D &lt;b&gt;&quot;quoted&quot;&lt;/b&gt;',
    ],
    ["Queen's Road", 'Queen&apos;s Road', 'Queen&#39;s Road'],
    // Tab, line feed and carriage return stay; other C0 controls go.
    ['a\tb\nc\rd\u0000e\u0007f\u001Fg', 'a\tb\nc\rd' + 'efg', 'a\tb\nc\rd' + 'efg'],
    // A lone surrogate and the non-characters go; a pair stays.
    ['x\uD800y\uDC00z\uFFFE\uFFFF😀', 'xyz😀', 'xyz😀'],
    ['&amp; already', '&amp;amp; already', '&amp;amp; already'],
  ])('%j: XML %j, HTML %j', (input, xml, html) => {
    expect(escapeXml(input)).toBe(xml);
    expect(escapeHtml(input)).toBe(html);
  });
});
