/**
 * Displayed rich text is sanitised: only line break, bold, italic and underline tags survive, with no
 * attributes (spec: Validation rules). Everything else is removed; the text inside removed tags is kept.
 * One policy (the domain's RICH_TEXT_TAGS), two engines: the API stores text sanitised by the domain's
 * sanitizeRichText, the browser shows it through DOMPurify; sanitize.test.ts proves in Chromium that the two agree
 * (ADR 0026).
 */
import { RICH_TEXT_TAGS } from '@portal/domain';
import DOMPurify from 'dompurify';
import { createElement, type CSSProperties } from 'react';

export const ALLOWED_TAGS = RICH_TEXT_TAGS;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

const preserveLines: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

/** Renders user text with the allowed tags; line breaks typed by the user are kept. */
export function SafeText({ html, className }: { html: string | null | undefined; className?: string }) {
  return createElement('span', {
    className,
    style: preserveLines,
    dangerouslySetInnerHTML: { __html: sanitizeHtml(html) },
  });
}
