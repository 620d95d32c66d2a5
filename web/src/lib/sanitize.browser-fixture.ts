/**
 * Test fixture: bundled by sanitize.test.ts and loaded into Chromium, so the sanitiser is checked against a
 * real browser DOM (DOMPurify does not support happy-dom or other simulated DOMs).
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sanitizeRichText } from '@portal/domain';
import { SafeText, sanitizeHtml } from './sanitize.ts';

function renderSafeText(html: string): string {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  flushSync(() => root.render(createElement(SafeText, { html })));
  const markup = host.querySelector('span')?.innerHTML ?? '';
  root.unmount();
  host.remove();
  return markup;
}

/**
 * What a reader sees of some markup, as this browser reads it: the text with the marks (b, i, u) on each run, and
 * the line breaks. Two spellings of the same page compare equal (empty or split elements, '<b>a</b><b>b</b>' and
 * '<b>ab</b>'). Leading white space is left out: DOMPurify drops it (it parses the text as a document body).
 */
function normalise(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const runs: { marks: string; text: string }[] = [];
  const walk = (node: Node, marks: string) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const last = runs.at(-1);
      if (last && last.marks === marks) last.text += node.textContent ?? '';
      else runs.push({ marks, text: node.textContent ?? '' });
      return;
    }
    const name = node.nodeName.toLowerCase();
    if (name === 'br') runs.push({ marks: 'br', text: '' });
    const inner =
      ['b', 'i', 'u'].includes(name) && !marks.includes(name) ? [...marks, name].sort().join('') : marks;
    node.childNodes.forEach((child) => walk(child, inner));
  };
  template.content.childNodes.forEach((child) => walk(child, ''));
  return runs
    .filter((r) => r.marks === 'br' || r.text)
    .map((r) => (r.marks === 'br' ? '<br>' : r.marks ? `[${r.marks}]${r.text}` : r.text))
    .join('')
    .replace(/^\s+/, '');
}

/** For each input: what the browser shows from the input itself, from the server's stored text, and that text. */
function compareEngines(inputs: string[]) {
  return inputs.map((input) => {
    const stored = sanitizeRichText(input);
    return {
      input,
      browser: normalise(sanitizeHtml(input)),
      server: normalise(stored),
      shownFromStored: normalise(sanitizeHtml(stored)),
    };
  });
}

Object.assign(window, { portalSanitize: { sanitizeHtml, renderSafeText, compareEngines } });
