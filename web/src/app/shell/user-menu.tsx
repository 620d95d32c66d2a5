import {
  Avatar,
  CounterBadge,
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuItemSwitch,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
  type MenuProps,
} from '@fluentui/react-components';
import {
  MODE_SWITCH_REDIRECT_MS,
  modeSwitchTarget,
  ROLE_IDS,
  ROLE_NAMES,
  isRoleId,
  type CurrentUser,
  type Mode,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { setMode } from '../../lib/api/requests/set-mode.ts';
import { switchRole } from '../../lib/api/requests/switch-role.ts';
import { CURRENT_USER_KEY } from '../../lib/data/current-user.ts';
import { useNotificationCounts } from '../../lib/data/notification-counts.ts';
import { useProfilePhoto } from '../../lib/data/profile-photo.ts';
import { useConfig } from '../../lib/config/config-context.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { SUB_MENU_HOVER_DELAY_MS } from '../../lib/menus/hover-delay.ts';
import { NotificationCountItems, totalWaiting } from './notification-count-items.tsx';

// Admins' 'Send alert' dialog (ADR 0021), loaded when first opened.
const SendAlertDialog = lazy(() => import('../../lib/presence/send-alert-dialog.tsx'));

/** The user menu's frame: the avatar's room is kept while its picture loads. */
const useUserMenuFrameStyles = makeStyles({
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

/**
 * User menu: e-mail, the notification counts (ADR 0023: each leads to the solutions list showing exactly what it
 * counts; refreshed when the menu opens and every 60 s), Production Mode switch (when the server allows demo), demo role switcher, Send alert
 * (admins), the guides (Documentation, User Guide), Sign out.
 */
export function UserMenu({ user, mode }: { user: CurrentUser; mode: Mode }) {
  const frame = useUserMenuFrameStyles();
  const config = useConfig();
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [alertOpen, setAlertOpen] = useState<boolean | undefined>(undefined);
  const counts = useNotificationCounts(true);
  const waiting = totalWaiting(counts.data);
  // Entra mode: the Graph photo; initials when there is none (spec: current user's photo).
  const photo = useProfilePhoto(user.id);

  const changeMode = async (next: Mode) => {
    setBusy(true);
    try {
      await setMode(next);
      setTimeout(() => window.location.assign(modeSwitchTarget(Date.now())), MODE_SWITCH_REDIRECT_MS);
    } catch (error) {
      setBusy(false);
      notify(error instanceof Error ? error.message : 'The mode could not be changed.', 'error');
    }
  };

  const changeRole = async (roleId: string) => {
    if (!isRoleId(roleId) || roleId === user.role.id) return;
    setBusy(true);
    try {
      const updated = await switchRole(roleId);
      await session.refresh(updated);
      await mutate((key) => key !== CURRENT_USER_KEY);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The role could not be changed.', 'error');
    } finally {
      setBusy(false);
    }
  };

  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_e, { name, checkedItems }) => {
    if (name === 'mode') void changeMode(checkedItems.includes('production') ? 'production' : 'demo');
    if (name === 'role' && checkedItems[0]) void changeRole(checkedItems[0]);
  };

  const signOut = async () => {
    navigate('/welcome', { replace: true });
    await session.signOut();
  };

  return (
    <span className={frame.frame}>
      {/* The initials repeat the name: decorative, outside the button, so the button's visible text (the name)
          is part of its accessible name (WCAG 2.5.3; axe label-content-name-mismatch). */}
      <Avatar
        name={user.name}
        size={24}
        color="colorful"
        aria-hidden
        {...(photo ? { image: { src: photo, alt: '' } } : {})}
      />
      <Menu
        checkedValues={{ mode: mode === 'production' ? ['production'] : [] }}
        onCheckedValueChange={onCheckedValueChange}
        onOpenChange={(_e, data) => {
          if (data.open) void counts.mutate();
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            appearance="subtle"
            disabled={busy}
            aria-label={`User menu for ${user.name}${waiting > 0 ? `, ${waiting} waiting` : ''}`}
          >
            {user.name}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>{user.email}</MenuGroupHeader>
              <MenuItem disabled>{user.role.name}</MenuItem>
            </MenuGroup>
            <NotificationCountItems counts={counts.data} onOpen={(href) => navigate(href)} />
            {config.demoModeAllowed ? (
              <>
                <MenuDivider />
                <MenuItemSwitch name="mode" value="production">
                  Production Mode
                </MenuItemSwitch>
              </>
            ) : null}
            {config.demoModeAllowed && mode === 'demo' ? (
              <Menu
                hoverDelay={SUB_MENU_HOVER_DELAY_MS}
                checkedValues={{ role: [user.role.id] }}
                onCheckedValueChange={onCheckedValueChange}
                positioning="before-top"
              >
                <MenuTrigger disableButtonEnhancement>
                  <MenuItem>Switch Role</MenuItem>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    {ROLE_IDS.map((id) => (
                      <MenuItemRadio key={id} name="role" value={id}>
                        {ROLE_NAMES[id]}
                      </MenuItemRadio>
                    ))}
                  </MenuList>
                </MenuPopover>
              </Menu>
            ) : null}
            {session.role === 'ADMIN' ? (
              <>
                <MenuDivider />
                <MenuItem onClick={() => setAlertOpen(true)}>Send alert...</MenuItem>
              </>
            ) : null}
            <MenuDivider />
            <MenuItem onClick={() => navigate('/sales/documentation')}>Documentation</MenuItem>
            <MenuItem onClick={() => navigate('/sales/user-guide')}>User Guide</MenuItem>
            <MenuDivider />
            <MenuItem onClick={() => void signOut()}>Sign out</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {/* The total, outside the button so its visible text stays the name; the button's name says it. */}
      {waiting > 0 ? (
        <CounterBadge className={frame.badge} count={waiting} size="small" color="brand" aria-hidden />
      ) : null}
      {alertOpen !== undefined ? (
        <Suspense fallback={null}>
          <SendAlertDialog open={alertOpen} onClose={() => setAlertOpen(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}
