import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText: only br, b, i and u survive, ordinary text is kept as typed', () => {
  it.each([
    [
      'keeps the four allowed tags',
      'a<br>b <b>bold</b> <i>it</i> <u>under</u>',
      'a<br>b <b>bold</b> <i>it</i> <u>under</u>',
    ],
    ['normalises br forms', 'a<br/>b<BR />c</br>d', 'a<br>b<br>c<br>d'],
    ['removes scripts with their content', 'x<script>alert(1)</script>y', 'xy'],
    ['removes unclosed scripts to the end', 'x<script>alert(1)', 'x'],
    ['removes script with odd case and spaces', 'x<ScRiPt type="a">1</script >y', 'xy'],
    ['removes styles with their content', 'a<style>body{}</style>b', 'ab'],
    [
      'removes other tags but keeps their text',
      '<p>para <a href="https://e.com">link</a> <strong>s</strong></p>',
      'para link s',
    ],
    [
      'strips every attribute from allowed tags',
      '<b onclick="evil()" style="color:red" class="c">t</b>',
      '<b>t</b>',
    ],
    ['handles > inside quoted attributes', '<b title="a>b" onclick="x">t</b>', '<b>t</b>'],
    ['removes images with handlers', '<img src=x onerror="alert(1)">after', 'after'],
    ['removes javascript links but keeps the text', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['removes svg payloads', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['removes iframes', 'a<iframe src="https://x"></iframe>b', 'ab'],
    ['removes comments and declarations', 'a<!-- <script>x</script> -->b<!DOCTYPE html>c<?xml x?>d', 'abcd'],
    ['keeps comparison and ampersand text', 'a < b & c > d', 'a < b & c > d'],
    ['keeps a lone < at the end', 'less than <', 'less than <'],
    [
      'keeps an unfinished tag-like text, its < written so it cannot start a tag',
      'if a<b then',
      'if a&lt;b then',
    ],
    [
      'never joins a kept < to the text after a removed tag',
      '<<x>img src=x onerror=alert(1)>',
      '&lt;img src=x onerror=alert(1)>',
    ],
    ['drops end tags that are no tag, and unclosed comments, as a browser does', 'a</ b>b</>c<!--d', 'abc'],
    ['reads empty comments as a browser does', 'a<!-->b<!--->c', 'abc'],
    ['keeps entities as typed', 'R&amp;D &lt;tag&gt; &copy;', 'R&amp;D &lt;tag&gt; &copy;'],
    [
      'keeps accents, emoji, currency and newlines',
      'Café — £5, €6 🚀\nline 2\ttab',
      'Café — £5, €6 🚀\nline 2\ttab',
    ],
    ['is empty for empty', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const samples = ['<b onclick=x>a</b><script>1</script>c < d', '<p><i>x</i></p><br/>', 'a & b'];
    for (const s of samples) expect(sanitizeRichText(sanitizeRichText(s))).toBe(sanitizeRichText(s));
  });
});
