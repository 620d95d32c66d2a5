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
 */

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

const RELEASE = /^##\s+\[?([^\]\s]+)\]?\s*(?:-\s*(\S+))?\s*(?:-\s*(.+))?$/;
const SECTION = /^###\s+(.+)$/;
const NOTE = /^[-*]\s+(.+)$/;

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

export function parseChangelog(text: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  let release: ChangelogRelease | undefined;
  let section: ChangelogSection | undefined;
  let lastNote: { list: string[]; index: number } | undefined;

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const trimmed = line.trim();
    const releaseMatch = RELEASE.exec(trimmed);
    if (trimmed.startsWith('## ') && releaseMatch) {
      const [, version = '', dateText, title] = releaseMatch;
      const date = changelogDate(dateText);
      release = {
        version,
        // '## [Unreleased] - Engagements': the second part is a title, not a date.
        title: (title ?? (date ? '' : (dateText ?? ''))).trim(),
        date,
        summary: '',
        sections: [],
      };
      releases.push(release);
      section = undefined;
      lastNote = undefined;
      continue;
    }
    if (!release) continue;
    const sectionMatch = SECTION.exec(trimmed);
    if (sectionMatch) {
      section = { heading: sectionMatch[1]!.trim(), notes: [] };
      release.sections.push(section);
      lastNote = undefined;
      continue;
    }
    if (trimmed === '') {
      lastNote = undefined;
      continue;
    }
    const noteMatch = NOTE.exec(trimmed);
    if (noteMatch && !/^\s{2,}/.test(line)) {
      if (!section) {
        section = { heading: 'Changes', notes: [] };
        release.sections.push(section);
      }
      section.notes.push(noteMatch[1]!.trim());
      lastNote = { list: section.notes, index: section.notes.length - 1 };
      continue;
    }
    if (lastNote) {
      lastNote.list[lastNote.index] = `${lastNote.list[lastNote.index]} ${trimmed}`;
    } else if (!section) {
      release.summary = release.summary ? `${release.summary} ${trimmed}` : trimmed;
    }
  }
  return releases;
}
