import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { MenuEntry } from '@portal/domain';
import { useLocation, useNavigate } from 'react-router-dom';
import { SUB_MENU_HOVER_DELAY_MS } from '../../lib/menus/hover-delay.ts';

/** The Admin dropdown; the header renders it only when the role has entries in the mode. */
export function AdminMenu({ entries, className }: { entries: readonly MenuEntry[]; className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = entries.some((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));
  return (
    <Menu hoverDelay={SUB_MENU_HOVER_DELAY_MS}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" className={className} aria-current={active ? 'page' : undefined}>
          Admin
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {entries.map((entry) => (
            <MenuItem key={entry.path} onClick={() => navigate(entry.path)}>
              {entry.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
