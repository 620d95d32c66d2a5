// @vitest-environment happy-dom
/**
 * The footer (spec: footer with privacy statement link, brand per role, footer year 2025, app version 3.7.31): the
 * Accenture roles change the brand; the privacy statement is a page shipped with the site.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { RoleId } from '@portal/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer, PRIVACY_STATEMENT_URL } from './footer.tsx';

afterEach(cleanup);

function footerText(role: RoleId | undefined) {
  render(
    <FluentProvider theme={webLightTheme}>
      <Footer role={role} />
    </FluentProvider>,
  );
  return screen.getByRole('contentinfo').textContent;
}

describe('Footer', () => {
  it.each<[RoleId | undefined, string]>([
    [undefined, '© 2025 ProviderPrivacy StatementVersion 3.7.31'],
    ['SALES_PERSON', '© 2025 ProviderPrivacy StatementVersion 3.7.31'],
    ['HP_SALES_PERSON', '© 2025 ProviderPrivacy StatementVersion 3.7.31'],
    ['ACCENTURE_SALES_PERSON', '© 2025 AccenturePrivacy StatementVersion 3.7.31'],
  ])('role %s: %s', (role, text) => {
    expect(footerText(role)).toBe(text);
  });

  it('links the privacy statement shipped with the site, in a new tab', () => {
    footerText('SALES_PERSON');
    const link = screen.getByRole('link', { name: 'Privacy Statement' });
    expect(link.getAttribute('href')).toBe(PRIVACY_STATEMENT_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    const page = readFileSync(
      path.join(import.meta.dirname, '../../../public', PRIVACY_STATEMENT_URL),
      'utf8',
    );
    expect(page).toMatch(/<h1[^>]*>[^<]*Privacy[^<]*<\/h1>/);
  });
});
