/**
 * The header's menus before their code has arrived (issue 30, ADR 0056): the same Fluent MenuButton, at the same
 * size and place, drawn from what is already known (the role's Admin entries, the user's name), so the header
 * shows its menus with the navigation and nothing moves when the menus' code (Fluent Menu, Avatar) replaces them.
 * A press before then is kept: the menu opens as soon as it can. Focus on a placeholder when the code arrives moves
 * to the menu's own button, so a keyboard user keeps their place (WCAG 2.4.3) instead of finding it on the page.
 */
import { makeStyles, MenuButton, tokens } from '@fluentui/react-components';
import type { CurrentUser } from '@portal/domain';
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';

export type HeaderMenu = 'admin' | 'user';

/** Which placeholder had the focus when it went, for the menu that replaces it to take (one per header). */
export function useFocusHandOver() {
  const had = useRef<HeaderMenu | undefined>(undefined);
  return useMemo(
    () => ({
      lost: (menu: HeaderMenu) => {
        had.current = menu;
      },
      take: (menu: HeaderMenu) => {
        const yes = had.current === menu;
        if (yes) had.current = undefined;
        return yes;
      },
    }),
    [],
  );
}

/** A placeholder's button: says so when it leaves while it has the focus (its cleanup runs before it is removed). */
function usePlaceholderButton(onFocusLost: () => void): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  // The first callback is kept: the header's hand-over is the same object for the header's life.
  const report = useRef(onFocusLost);
  useLayoutEffect(() => {
    const button = ref.current;
    const onLost = report.current;
    return () => {
      if (button && button === document.activeElement) onLost();
    };
  }, []);
  return ref;
}

/** The menu's button takes the focus its placeholder had (after the placeholder's cleanup, in the same commit). */
export function useTakeFocus(take: (() => boolean) | undefined): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  const taker = useRef(take);
  useLayoutEffect(() => {
    if (taker.current?.()) ref.current?.focus();
  }, []);
  return ref;
}

/** The user menu's frame, shared by the placeholder and the menu, so both take the same room. */
export const useUserMenuFrameStyles = makeStyles({
  frame: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
  // The avatar's room (Fluent Avatar size 24) while it loads.
  avatar: {
    display: 'inline-block',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground5,
    flexShrink: 0,
  },
  // The waiting count sits on the avatar's corner: arriving after the menu, it moves nothing.
  badge: { position: 'absolute', top: '-6px', left: '12px', pointerEvents: 'none' },
});

interface PlaceholderProps {
  onOpen: () => void;
  onFocusLost: () => void;
}

export function AdminMenuPlaceholder({
  className,
  onOpen,
  onFocusLost,
}: PlaceholderProps & { className: string }) {
  const ref = usePlaceholderButton(onFocusLost);
  return (
    <MenuButton ref={ref} appearance="subtle" className={className} onClick={onOpen}>
      Admin
    </MenuButton>
  );
}

export function UserMenuPlaceholder({ user, onOpen, onFocusLost }: PlaceholderProps & { user: CurrentUser }) {
  const styles = useUserMenuFrameStyles();
  const ref = usePlaceholderButton(onFocusLost);
  return (
    <span className={styles.frame}>
      <span className={styles.avatar} aria-hidden />
      <MenuButton ref={ref} appearance="subtle" aria-label={`User menu for ${user.name}`} onClick={onOpen}>
        {user.name}
      </MenuButton>
    </span>
  );
}
