// @vitest-environment happy-dom
/** The AEP role menu's sub-menus open after the spec's sub-menu hover delay (250 ms), not Fluent's default 500 ms. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AepRoleMenu } from './aep-role-menu.tsx';

// Fluent's motion calls Element.animate, which happy-dom lacks.
beforeAll(() =>
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true }),
);
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('AepRoleMenu', () => {
  it('opens a community sub-menu 250 ms after the pointer rests on it', () => {
    vi.useFakeTimers();
    render(
      <FluentProvider theme={webLightTheme}>
        <AepRoleMenu
          communities={[
            {
              talentCommunityName: 'Cloud',
              roles: [{ roleId: 1, externalRoleId: 7, roleName: 'Cloud Architect', skills: [] }],
            },
          ]}
          value={undefined}
          onChange={() => {}}
        />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /AEP project assigned role/ }));
    act(() => vi.advanceTimersByTime(50));
    const community = screen.getByRole('menuitem', { name: 'Cloud' });
    fireEvent.mouseEnter(community);
    fireEvent.mouseMove(community);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('menuitem', { name: 'Cloud Architect' })).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('menuitem', { name: 'Cloud Architect' })).toBeTruthy();
  });
});
