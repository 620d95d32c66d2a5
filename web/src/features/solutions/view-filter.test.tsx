// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RoleId, SolutionView } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultView, resolveView, ViewFilter, viewOptions, widerView } from './view-filter.tsx';

afterEach(cleanup);

const ALL = ['Created by me', 'Assigned to me', 'My Region', 'All'];
const PARTNER = ['Created by me', 'Assigned to me'];
// The notification counts' views follow (ADR 0023).
const APPROVALS = 'Approvals waiting for me';
const OPEN = 'Assigned to me, open';

describe('viewOptions', () => {
  it.each([
    ['ADMIN', [...ALL, APPROVALS]],
    ['SALES_PERSON', [...ALL, APPROVALS, OPEN]],
    ['SOLUTION_REVIEWER', [...ALL, APPROVALS, 'In review']],
    ['HP_SALES_PERSON', [...PARTNER, OPEN]],
    ['HP_SOLUTION_ARCHITECT', [...PARTNER, OPEN]],
    ['ACCENTURE_SALES_PERSON', [...PARTNER, OPEN]],
    ['ACCENTURE_SOLUTION_ARCHITECT', [...PARTNER, OPEN]],
    ['CLIENT', PARTNER],
  ] as const)('%s', (role, labels) => {
    expect(viewOptions(role).map((o) => o.label)).toEqual(labels);
  });
});

describe('defaultView (issue 30)', () => {
  it.each([
    ['ADMIN', 'all'],
    ['SOLUTION_REVIEWER', 'all'],
    ['SOLUTION_AREA_OWNER', 'all'],
    ['SOLUTION_CAPABILITY_OWNER', 'all'],
    ['SALES_PERSON', 'created'],
    ['SOLUTION_ARCHITECT', 'created'],
    ['DEAL_TEAM', 'created'],
    ['HP_SALES_PERSON', 'created'],
    ['CLIENT', 'created'],
  ] as const)('%s opens on %s', (role, view) => {
    expect(defaultView(role)).toBe(view);
  });

  it('an empty view offers the wider one', () => {
    expect(widerView('ADMIN', 'created')).toEqual({ view: 'all', label: 'Show all solutions' });
    expect(widerView('SALES_PERSON', 'all')).toBeUndefined();
    expect(widerView('HP_SALES_PERSON', 'created')?.view).toBe('assigned');
    expect(widerView('HP_SALES_PERSON', 'assigned')?.view).toBe('created');
  });
});

describe('resolveView', () => {
  it("keeps a view the role may use and falls back to the role's default view otherwise", () => {
    expect(resolveView('ADMIN', 'region')).toBe('region');
    expect(resolveView('ADMIN', null)).toBe('all');
    expect(resolveView('ADMIN', 'created')).toBe('created');
    expect(resolveView('HP_SALES_PERSON', 'all')).toBe('created');
    expect(resolveView('CLIENT', 'assigned')).toBe('assigned');
    expect(resolveView('SALES_PERSON', 'bogus')).toBe('created');
    expect(resolveView('SALES_PERSON', 'assigned-open')).toBe('assigned-open');
    expect(resolveView('CLIENT', 'assigned-open')).toBe('created');
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

  it('lists the four views and the count views for provider roles and reports the choice', () => {
    const chosen: SolutionView[] = [];
    expect(open('SOLUTION_ARCHITECT', 'created', (v) => chosen.push(v))).toEqual([...ALL, APPROVALS, OPEN]);
    expect(screen.getByRole('combobox').textContent).toContain('Created by me');
    fireEvent.click(screen.getByRole('option', { name: 'My Region' }));
    expect(chosen).toEqual(['region']);
  });

  it('lists only the own views for partner roles', () => {
    expect(open('ACCENTURE_SOLUTION_ARCHITECT', 'assigned')).toEqual([...PARTNER, OPEN]);
  });
});
