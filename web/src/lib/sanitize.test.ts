// @vitest-environment node
/**
 * The sanitiser runs in Chromium: DOMPurify is only safe on a real browser DOM (its authors state that happy-dom
 * gives wrong results), so a simulated DOM would test nothing. The module is bundled with Vite and loaded into
 * the page.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function bundleFixture(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./sanitize.browser-fixture.ts', import.meta.url)),
        formats: ['iife'],
        name: 'portalSanitizeFixture',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if ('output' in out) {
      const chunk = out.output.find((o) => o.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('fixture bundle has no chunk');
}

let browser: Browser;
let page: Page;

// Chromium is a stated prerequisite of the browser tests (.ci installs it); without it this suite cannot run.
describe.skipIf(!fs.existsSync(CHROMIUM))('sanitizeHtml in Chromium', () => {
  beforeAll(async () => {
    const code = await bundleFixture();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: code });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const sanitize = (html: string | null) =>
    page.evaluate(
      (h) =>
        (
          window as unknown as { portalSanitize: { sanitizeHtml(x: string | null): string } }
        ).portalSanitize.sanitizeHtml(h),
      html,
    );

  it.each([
    [
      'keeps the four allowed tags',
      'a<br>b <b>bold</b> <i>it</i> <u>under</u>',
      'a<br>b <b>bold</b> <i>it</i> <u>under</u>',
    ],
    ['removes scripts with their content', 'x<script>alert(1)</script>y', 'xy'],
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
    ['removes images with handlers', '<img src=x onerror="alert(1)">after', 'after'],
    ['removes javascript links but keeps the text', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['removes svg payloads', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['escapes stray markup characters', '5 < 6 & 7 > 3', '5 &lt; 6 &amp; 7 &gt; 3'],
  ])('%s', async (_name, input, expected) => {
    expect(await sanitize(input)).toBe(expected);
  });

  it('returns an empty string for missing text', async () => {
    expect(await sanitize(null)).toBe('');
    expect(await sanitize('')).toBe('');
  });

  it('SafeText renders only the allowed markup', async () => {
    const markup = await page.evaluate(() =>
      (
        window as unknown as { portalSanitize: { renderSafeText(x: string): string } }
      ).portalSanitize.renderSafeText(
        '<b>Scope</b><script>bad()</script><iframe src="x"></iframe> ok<br><i onmouseover="x()">i</i>',
      ),
    );
    expect(markup).toBe('<b>Scope</b> ok<br><i>i</i>');
  });
});
