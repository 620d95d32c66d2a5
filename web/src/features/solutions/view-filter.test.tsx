// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RoleId, SolutionView } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveView, ViewFilter, viewOptions } from './view-filter.tsx';

afterEach(cleanup);

const ALL = ['Created by me', 'Assigned to me', 'My Region', 'All'];
const PARTNER = ['Created by me', 'Assigned to me'];

describe('viewOptions', () => {
  it.each([
    ['ADMIN', ALL],
    ['SALES_PERSON', ALL],
    ['SOLUTION_REVIEWER', ALL],
    ['HP_SALES_PERSON', PARTNER],
    ['HP_SOLUTION_ARCHITECT', PARTNER],
    ['ACCENTURE_SALES_PERSON', PARTNER],
    ['ACCENTURE_SOLUTION_ARCHITECT', PARTNER],
    ['CLIENT', PARTNER],
  ] as const)('%s', (role, labels) => {
    expect(viewOptions(role).map((o) => o.label)).toEqual(labels);
  });
});

describe('resolveView', () => {
  it('keeps a view the role may use and falls back to the first view otherwise', () => {
    expect(resolveView('ADMIN', 'region')).toBe('region');
    expect(resolveView('ADMIN', null)).toBe('created');
    expect(resolveView('HP_SALES_PERSON', 'all')).toBe('created');
    expect(resolveView('CLIENT', 'assigned')).toBe('assigned');
    expect(resolveView('SALES_PERSON', 'bogus')).toBe('created');
  });
});

describe('ViewFilter', () => {
  function open(role: RoleId, value: SolutionView, onChange: (v: SolutionView) => void = () => {}) {
    render(
      <FluentProvider theme={webLightTheme}>
        <ViewFilter role={role} value={value} onChange={onChange} />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('combobox'));
    return screen.getAllByRole('option').map((o) => o.textContent);
  }

  it('lists all four views for provider roles and reports the choice', () => {
    const chosen: SolutionView[] = [];
    expect(open('SOLUTION_ARCHITECT', 'created', (v) => chosen.push(v))).toEqual(ALL);
    expect(screen.getByRole('combobox').textContent).toContain('Created by me');
    fireEvent.click(screen.getByRole('option', { name: 'My Region' }));
    expect(chosen).toEqual(['region']);
  });

  it('lists only the two own views for partner roles', () => {
    expect(open('ACCENTURE_SOLUTION_ARCHITECT', 'assigned')).toEqual(PARTNER);
  });
});
