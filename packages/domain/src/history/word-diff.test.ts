import { describe, expect, it } from 'vitest';
import { historyChangeSchema } from '../contracts/history.ts';
import { diffSolutions } from './diff.ts';
import { MAX_CHANGE_VALUE } from './diff-values.ts';
import { edited, testSolution } from './test-solution.ts';
import { plainText, wordDiff } from './word-diff.ts';

describe('plainText: rich text as a reader sees it', () => {
  it.each([
    [
      'tags of the portal gone, line breaks kept',
      'Move <b>2,000</b> users<br>to <i>Windows 11</i>.',
      'Move 2,000 users\nto Windows 11.',
    ],
    ['entities as the browser shows them', 'R&amp;D &lt;team&gt; &#163;5', 'R&D <team> £5'],
    [
      'markup from elsewhere: scripts gone with their content',
      'Hi<script>alert(1)</script> <a href="x">there</a>',
      'Hi there',
    ],
    ['text that is no tag kept', 'a < b and c > d', 'a < b and c > d'],
    ['control characters named by entities dropped', 'a&#1;b&#127;c&#x9f;d&#10;e', 'abcd\ne'],
    ['nothing', undefined, ''],
  ])('%s', (_name, rich, plain) => {
    expect(plainText(rich)).toBe(plain);
  });
});

describe('wordDiff: word by word', () => {
  it.each([
    [
      'a number changed and words added',
      'Contoso runs Windows 10 on 2,000 laptops.',
      'Contoso runs Windows 10 on 2,500 laptops and desktops.',
      [
        { op: 'same', text: 'Contoso runs Windows 10 on ' },
        { op: 'removed', text: '2,000' },
        { op: 'added', text: '2,500' },
        { op: 'same', text: ' laptops' },
        { op: 'added', text: ' and desktops' },
        { op: 'same', text: '.' },
      ],
    ],
    [
      'a word removed',
      'Phased rollout by site.',
      'Rollout by site.',
      [
        { op: 'removed', text: 'Phased rollout ' },
        { op: 'added', text: 'Rollout ' },
        { op: 'same', text: 'by site.' },
      ],
    ],
    ['a text written where there was none', '', 'New text.', [{ op: 'added', text: 'New text.' }]],
    ['a text emptied', 'Old text.', '', [{ op: 'removed', text: 'Old text.' }]],
    ['the same text', 'Same.', 'Same.', [{ op: 'same', text: 'Same.' }]],
  ])('%s', (_name, before, after, words) => {
    expect(wordDiff(before, after)).toEqual(words);
  });

  it('always gives back both texts, whatever it finds', () => {
    const before = 'The client wants a phased rollout, site by site, over six months.';
    const after = 'The client now wants one rollout over four months, all sites at once.';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.op !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.op !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });

  it('two long texts with nothing in common are shown removed then added, at once', () => {
    const words = (seed: string) => Array.from({ length: 3000 }, (_, i) => `${seed}${i}`).join(' ');
    const before = words('alpha');
    const after = words('beta');
    const t = Date.now();
    const parts = wordDiff(before, after);
    expect(Date.now() - t).toBeLessThan(1000);
    expect(parts).toEqual([
      { op: 'removed', text: before },
      { op: 'added', text: after },
    ]);
  });
});

describe('content changes in the diff', () => {
  const base = testSolution();

  it('compares a content text word by word and keeps before and after short', () => {
    const long = `${'Background of the opportunity. '.repeat(20)}Contoso runs Windows 10.`;
    const before = edited(base, (s) => (s.fields.opportunityBackground = long));
    const after = edited(
      base,
      (s) => (s.fields.opportunityBackground = long.replace('Windows 10', 'Windows 11')),
    );
    const [change] = diffSolutions({ solution: before }, { solution: after }, { fullAccess: false });
    expect(change?.label).toBe('Opportunity background');
    expect(change?.before).toHaveLength(MAX_CHANGE_VALUE);
    expect(change?.before?.endsWith('…')).toBe(true);
    expect(change?.words?.filter((w) => w.op !== 'same')).toEqual([
      { op: 'removed', text: '10' },
      { op: 'added', text: '11' },
    ]);
  });

  it('a change of markup only (bold added) is no change of the text', () => {
    const after = edited(base, (s) => (s.requirementDescription = 'Move 2,000 users to <b>Windows 11</b>.'));
    expect(diffSolutions({ solution: base }, { solution: after }, { fullAccess: true })).toEqual([]);
  });

  it('line breaks alone are no change of the words', () => {
    const after = edited(
      base,
      (s) => (s.requirementDescription = 'Move <b>2,000</b> users<br>to Windows 11.'),
    );
    expect(diffSolutions({ solution: base }, { solution: after }, { fullAccess: true })).toEqual([]);
    expect(wordDiff('Move users to\nWindows 11 now.', 'Move users to Windows 11.')).toEqual([
      { op: 'same', text: 'Move users to Windows 11' },
      { op: 'removed', text: ' now' },
      { op: 'same', text: '.' },
    ]);
  });

  it('hostile markup in a text never reaches the change as markup', () => {
    const after = edited(
      base,
      (s) =>
        (s.fields.sourcingStrategy =
          '<img src=x onerror=alert(1)>Local <script>steal()</script>partners&#1;<iframe src="//evil"></iframe>.'),
    );
    const [change] = diffSolutions({ solution: base }, { solution: after }, { fullAccess: true });
    expect(historyChangeSchema.parse(change)).toEqual(change);
    expect(change?.after).toBe('Local partners.');
    expect(JSON.stringify(change)).not.toMatch(/<|script|onerror/);
  });

  it('a text of 20,000 characters compares quickly and stays within the contract', () => {
    const big = (n: number) =>
      Array.from({ length: 2500 }, (_, i) => (i % 500 === n ? 'changed' : `word${i}`)).join(' ');
    const before = edited(base, (s) => (s.fields.scopeDefinition = big(1)));
    const after = edited(base, (s) => (s.fields.scopeDefinition = big(2)));
    const t = Date.now();
    const [change] = diffSolutions({ solution: before }, { solution: after }, { fullAccess: true });
    expect(Date.now() - t).toBeLessThan(500);
    const words = change?.words ?? [];
    expect(
      words
        .filter((w) => w.op !== 'added')
        .map((w) => w.text)
        .join(''),
    ).toBe(big(1));
    expect(
      words
        .filter((w) => w.op !== 'removed')
        .map((w) => w.text)
        .join(''),
    ).toBe(big(2));
    // Five places changed: 'changed word2' became 'word1 changed' at each.
    expect(words.filter((w) => w.op === 'added').map((w) => w.text)).toEqual([
      'word1 ',
      'word501 ',
      'word1001 ',
      'word1501 ',
      'word2001 ',
    ]);
  });
});
