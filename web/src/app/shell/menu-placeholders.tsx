/**
 * The header's menus before their code has arrived (issue 30, ADR 0056): the same Fluent MenuButton, at the same
 * size and place, drawn from what is already known (the role's Admin entries, the user's name), so the header
 * shows its menus with the navigation and nothing moves when the menus' code (Fluent Menu, Avatar) replaces them.
 * A press before then is kept: the menu opens as soon as it can.
 */
import { makeStyles, MenuButton, tokens } from '@fluentui/react-components';
import type { CurrentUser } from '@portal/domain';

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

export function AdminMenuPlaceholder({ className, onOpen }: { className: string; onOpen: () => void }) {
  return (
    <MenuButton appearance="subtle" className={className} onClick={onOpen}>
      Admin
    </MenuButton>
  );
}

export function UserMenuPlaceholder({ user, onOpen }: { user: CurrentUser; onOpen: () => void }) {
  const styles = useUserMenuFrameStyles();
  return (
    <span className={styles.frame}>
      <span className={styles.avatar} aria-hidden />
      <MenuButton appearance="subtle" aria-label={`User menu for ${user.name}`} onClick={onOpen}>
        {user.name}
      </MenuButton>
    </span>
  );
}
