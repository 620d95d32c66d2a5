// @vitest-environment happy-dom
/** The documentation renderer: the parsed blocks become elements, never HTML from the text. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { parseDocumentation } from '@portal/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DocBlocks } from './doc-blocks.tsx';

afterEach(cleanup);

function show(text: string, numbers?: Map<string, string>) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <DocBlocks blocks={parseDocumentation(text)} numbers={numbers} />
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('DocBlocks', () => {
  it('renders headings one level below the page title, with their anchor as id and their number', () => {
    show(
      '# Introduction\n## Roles',
      new Map([
        ['introduction', '1'],
        ['roles', '1.1'],
      ]),
    );
    const h2 = screen.getByRole('heading', { level: 2 });
    expect(h2.id).toBe('introduction');
    expect(h2.textContent).toBe('1 Introduction');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('1.1 Roles');
  });

  it('shows markup in the text as text, never as elements', () => {
    const { container } = show('<img src=x onerror="alert(1)"> <script>alert(2)</script> **bold**');
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });

  it('opens web links in a new tab without the opener and keeps portal links in the portal', () => {
    show('[web](https://example.com) [guide](/sales/user-guide) [bad](javascript:alert(1))');
    const web = screen.getByRole('link', { name: 'web' });
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'guide' }).getAttribute('href')).toBe('/sales/user-guide');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('renders tables with header cells, nested lists and lazily loaded pictures with their size', () => {
    show(
      [
        '| Size | Hours |',
        '|---|---|',
        '| S | 160 |',
        '',
        '- a',
        '  1. a1',
        '',
        '![The list](/user-guide/01.png "1280x800")',
      ].join('\n'),
    );
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Size', 'Hours']);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['S', '160']);
    expect(screen.getAllByRole('list')).toHaveLength(2);
    const img = screen.getByRole('img', { name: 'The list' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('800');
  });
});
