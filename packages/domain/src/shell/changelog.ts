/**
 * The portal's own release notes (spec: Changelog, 'A dated list of past releases; release notes only'). The
 * text is CHANGELOG.md at the repository root, in the Keep a Changelog style, newest first:
 *
 *   ## [0.6.0] - 24-11-2026 - Administration
 *   One optional line of summary.
 *   ### Added
 *   - a note (continuation lines indented by two spaces)
 *
 * Dates are UK dates (DD-MM-YYYY); ISO dates (YYYY-MM-DD) are read too. A release without a valid date
 * ('## [Unreleased]') is kept with date undefined. Anything before the first release heading is the preamble.
 * The Markdown is read by marked's lexer; notes and summaries are kept as plain text.
 */

import { Lexer, type Token, type Tokens } from 'marked';
import { inlineText, parseInline } from './documentation.ts';

export interface ChangelogSection {
  heading: string;
  notes: string[];
}

export interface ChangelogRelease {
  version: string;
  title: string;
  /** Calendar date 'YYYY-MM-DD', or undefined for an unreleased or undated entry. */
  date: string | undefined;
  summary: string;
  sections: ChangelogSection[];
}

/** A release heading's text: '[0.6.0] - 24-11-2026 - Administration' (brackets, date and title optional). */
const RELEASE = /^\[?([^\]\s]+)\]?\s*(?:-\s*(\S+))?\s*(?:-\s*(.+))?$/;

/** 'YYYY-MM-DD' from 'DD-MM-YYYY' or 'YYYY-MM-DD' when it is a real calendar date. */
export function changelogDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const uk = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [y, m, d] = uk ? [uk[3], uk[2], uk[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const same =
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d);
  return same ? `${y}-${m}-${d}` : undefined;
}

/** The plain text of a list item or paragraph, its lines joined. */
const plain = (raw: string) => inlineText(parseInline(raw.replace(/\s*\n\s*/g, ' ').trim()));

/** The releases in the text's order (newest first), read from marked's tokens. */
export function parseChangelog(text: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  let release: ChangelogRelease | undefined;
  let section: ChangelogSection | undefined;
  const tokens: Token[] = new Lexer({ gfm: true }).lex(text.replace(/\r\n?/g, '\n'));
  for (const token of tokens) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      const words = heading.text.trim();
      if (heading.depth === 2) {
        const [, version = words, dateText, title] = RELEASE.exec(words) ?? [];
        const date = changelogDate(dateText);
        // '## [Unreleased] - Engagements': the second part is a title, not a date.
        release = {
          version,
          title: (title ?? (date ? '' : (dateText ?? ''))).trim(),
          date,
          summary: '',
          sections: [],
        };
        releases.push(release);
        section = undefined;
      } else if (heading.depth === 3 && release) {
        section = { heading: plain(words), notes: [] };
        release.sections.push(section);
      }
    } else if (token.type === 'list' && release) {
      if (!section) {
        section = { heading: 'Changes', notes: [] };
        release.sections.push(section);
      }
      section.notes.push(...(token as Tokens.List).items.map((item) => plain(item.text)));
    } else if (token.type === 'paragraph' && release && !section) {
      const summary = plain((token as Tokens.Paragraph).text);
      release.summary = release.summary ? `${release.summary} ${summary}` : summary;
    }
  }
  return releases;
}
