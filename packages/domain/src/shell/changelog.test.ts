import { describe, expect, it } from 'vitest';
import { changelogDate, parseChangelog } from './changelog.ts';

const SAMPLE = `# Changelog

All notable changes to the portal. Dates are DD-MM-YYYY.

## [Unreleased] - Engagements
### Added
- Sales engagements

## [0.2.0] - 22-11-2026 - The builder
The eight steps of the solution builder.

### Added
- Scope, size and ROM
  across two lines
- Approvals
### Fixed
* A stale save is a conflict

## 0.1.0 - 2026-11-21 - The platform
- Sign-in and the solutions list
`;

describe('changelogDate', () => {
  it.each([
    ['21-11-2026', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    ['31-02-2026', undefined],
    ['2026-13-01', undefined],
    ['21/11/2026', undefined],
    ['Engagements', undefined],
    [undefined, undefined],
  ])('%s -> %s', (text, expected) => {
    expect(changelogDate(text)).toBe(expected);
  });
});

describe('parseChangelog', () => {
  const releases = parseChangelog(SAMPLE);

  it('reads the releases newest first with version, title and date', () => {
    expect(releases.map((r) => [r.version, r.title, r.date])).toEqual([
      ['Unreleased', 'Engagements', undefined],
      ['0.2.0', 'The builder', '2026-11-22'],
      ['0.1.0', 'The platform', '2026-11-21'],
    ]);
  });

  it('reads sections and notes, joining continuation lines, and the summary line', () => {
    expect(releases[1]!.summary).toBe('The eight steps of the solution builder.');
    expect(releases[1]!.sections).toEqual([
      { heading: 'Added', notes: ['Scope, size and ROM across two lines', 'Approvals'] },
      { heading: 'Fixed', notes: ['A stale save is a conflict'] },
    ]);
  });

  it('puts notes without a section heading under Changes and ignores the preamble', () => {
    expect(releases[2]!.sections).toEqual([
      { heading: 'Changes', notes: ['Sign-in and the solutions list'] },
    ]);
    expect(parseChangelog('# Changelog\n\nNothing yet.\n')).toEqual([]);
  });

  it('reads Windows line endings', () => {
    expect(parseChangelog(SAMPLE.replace(/\n/g, '\r\n'))).toEqual(releases);
  });
});
