// @vitest-environment happy-dom
import {
  FluentProvider,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  webLightTheme,
} from '@fluentui/react-components';
import type { NotificationCount } from '@portal/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NotificationCountItems, totalWaiting } from './notification-count-items.tsx';

afterEach(cleanup);
beforeAll(() => {
  // Without Web Animations, Fluent's motion uses its test-environment path (as in app-routes.test.tsx).
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});

const COUNTS: NotificationCount[] = [
  {
    key: 'approvals',
    label: 'Approvals waiting for me',
    count: 0,
    href: '/sales/solution?view=approvals',
  },
  {
    key: 'assigned-open',
    label: 'Assigned to me, open',
    count: 3,
    href: '/sales/solution?view=assigned-open',
  },
];

function openMenu(counts: NotificationCount[] | undefined, opened: string[] = []) {
  render(
    <FluentProvider theme={webLightTheme}>
      <Menu open>
        <MenuTrigger disableButtonEnhancement>
          <button type="button">Menu</button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <NotificationCountItems counts={counts} onOpen={(href) => opened.push(href)} />
          </MenuList>
        </MenuPopover>
      </Menu>
    </FluentProvider>,
  );
  return opened;
}

describe('NotificationCountItems', () => {
  it('lists each count with its badge (zero shown) under Notifications, and opens its view', () => {
    const opened = openMenu(COUNTS);
    expect(screen.getByText('Notifications')).toBeTruthy();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Approvals waiting for me0', 'Assigned to me, open3']);
    fireEvent.click(screen.getByRole('menuitem', { name: /Assigned to me, open/ }));
    expect(opened).toEqual(['/sales/solution?view=assigned-open']);
  });

  it('shows nothing for a role without counts or before they load', () => {
    openMenu([]);
    expect(screen.queryByText('Notifications')).toBeNull();
    cleanup();
    openMenu(undefined);
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('adds the counts up for the badge beside the menu button', () => {
    expect(totalWaiting(COUNTS)).toBe(3);
    expect(totalWaiting(undefined)).toBe(0);
  });
});
