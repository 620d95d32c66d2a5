// @vitest-environment happy-dom
/**
 * A header menu's placeholder hands its focus to the menu that replaces it (a keyboard user who tabbed to it before
 * the menu's code arrived keeps their place); a placeholder without the focus hands nothing over.
 */
import { FluentProvider, MenuButton, webLightTheme } from '@fluentui/react-components';
import type { CurrentUser } from '@portal/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenuPlaceholder, useFocusHandOver, useTakeFocus } from './menu-placeholders.tsx';

afterEach(cleanup);

const user = { name: 'Alex Morgan' } as CurrentUser;

function Menu({ takeFocus }: { takeFocus: () => boolean }) {
  const ref = useTakeFocus(takeFocus);
  return (
    <MenuButton ref={ref} aria-label="The menu">
      Alex Morgan
    </MenuButton>
  );
}

/** The header's arrangement, with the menu's code arriving when `arrive` is called. */
function setUp() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: typeof Menu }>((resolve) => {
    arrive = () => resolve({ default: Menu });
  });
  const LazyMenu = lazy(() => code);
  function Header() {
    const focus = useFocusHandOver();
    return (
      <>
        <button type="button">Elsewhere</button>
        <Suspense
          fallback={
            <UserMenuPlaceholder
              user={user}
              onOpen={() => undefined}
              onFocusLost={() => focus.lost('user')}
            />
          }
        >
          <LazyMenu takeFocus={() => focus.take('user')} />
        </Suspense>
      </>
    );
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <Header />
    </FluentProvider>,
  );
  return async () => {
    await act(async () => {
      arrive();
      await code;
    });
  };
}

describe('header menu placeholders', () => {
  it('the focus on the placeholder moves to the menu when it arrives', async () => {
    const arrive = setUp();
    screen.getByRole('button', { name: 'User menu for Alex Morgan' }).focus();
    await arrive();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'The menu' }));
  });

  it('a placeholder without the focus leaves the focus where it is', async () => {
    const arrive = setUp();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await arrive();
    expect(screen.getByRole('button', { name: 'The menu' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
