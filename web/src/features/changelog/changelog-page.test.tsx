// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { parseChangelog } from '@portal/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import changelogText from '../../../../CHANGELOG.md?raw';
import rootPackage from '../../../../package.json';
import ChangelogPage from './changelog-page.tsx';

afterEach(cleanup);

describe('CHANGELOG.md', () => {
  const releases = parseChangelog(changelogText);

  it('has dated releases, newest first, each with notes', () => {
    expect(releases.length).toBeGreaterThanOrEqual(7);
    for (const r of releases) {
      expect(r.date, r.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.title, r.version).not.toBe('');
      expect(r.sections.flatMap((s) => s.notes).length, r.version).toBeGreaterThan(0);
    }
    const dates = releases.map((r) => r.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("is where the portal's version comes from: package.json carries the newest release", () => {
    expect(rootPackage.version).toBe(releases[0]!.version);
  });
});

describe('ChangelogPage', () => {
  it('shows each release with its title, version and DD-MM-YYYY date, and its notes', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ChangelogPage title="Changelog" />
      </FluentProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Changelog' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Releases, newest first' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items.length).toBeGreaterThanOrEqual(7);
    const platform = items.at(-1)!;
    expect(within(platform).getByRole('heading', { level: 2 }).textContent).toBe('The platform 0.1.0');
    expect(platform.querySelector('time')?.textContent).toBe('21-11-2026');
    expect(platform.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21');
    expect(within(platform).getByText(/Sign-in, the welcome page/)).toBeTruthy();
  });
});
