/**
 * Test fixture: bundled by sanitize.test.ts and loaded into Chromium, so the sanitiser is checked against a
 * real browser DOM (DOMPurify does not support happy-dom or other simulated DOMs).
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
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

Object.assign(window, { portalSanitize: { sanitizeHtml, renderSafeText } });
