/**
 * 'AEP project assigned role' (spec: a two-level menu, talent community then role; default label 'Select Role'):
 * a Fluent Menu whose items open a submenu of the community's roles. The button's name starts with the field label
 * and ends with what it shows, so screen readers hear both.
 */
import {
  Label,
  makeStyles,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
  useId,
} from '@fluentui/react-components';
import type { TalentCommunity } from '@portal/domain';
import { SUB_MENU_HOVER_DELAY_MS } from '../../lib/menus/hover-delay.ts';

export const SELECT_ROLE = 'Select Role';

export interface AepRoleChoice {
  talentCommunityName: string;
  externalRoleId: number;
  roleName: string;
}

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  button: { justifyContent: 'space-between', minWidth: '100%', fontWeight: tokens.fontWeightRegular },
  popover: { maxHeight: '60vh', overflowY: 'auto' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export function aepRoleLabel(aep: AepRoleChoice | undefined): string {
  return aep ? `${aep.talentCommunityName}: ${aep.roleName}` : SELECT_ROLE;
}

export function AepRoleMenu({
  communities,
  value,
  onChange,
  error,
}: {
  communities: readonly TalentCommunity[];
  value: AepRoleChoice | undefined;
  onChange: (next: AepRoleChoice | undefined) => void;
  error?: string | undefined;
}) {
  const styles = useStyles();
  const labelId = useId('aep-role-label');
  const buttonId = useId('aep-role');
  const errorId = useId('aep-role-error');
  return (
    <div className={styles.field}>
      <Label id={labelId}>AEP project assigned role</Label>
      {/* The menu renders inline (inside the dialog's DOM, so the dialog's focus trap and screen readers keep it and
          its submenus), fixed so the dialog's scroll area does not clip it; submenus open beside their community. */}
      <Menu inline positioning={{ position: 'below', align: 'start', strategy: 'fixed' }}>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            id={buttonId}
            className={styles.button}
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-describedby={error ? errorId : undefined}
          >
            {aepRoleLabel(value)}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {value ? <MenuItem onClick={() => onChange(undefined)}>No AEP role</MenuItem> : null}
            {communities.map((c) => (
              <Menu
                key={c.talentCommunityName}
                hoverDelay={SUB_MENU_HOVER_DELAY_MS}
                positioning={{ position: 'after', align: 'top' }}
              >
                <MenuTrigger disableButtonEnhancement>
                  <MenuItem>{c.talentCommunityName}</MenuItem>
                </MenuTrigger>
                <MenuPopover className={styles.popover}>
                  <MenuList>
                    {c.roles.length === 0 ? <MenuItem disabled>No roles</MenuItem> : null}
                    {c.roles.map((r) => (
                      <MenuItem
                        key={r.externalRoleId}
                        onClick={() =>
                          onChange({
                            talentCommunityName: c.talentCommunityName,
                            externalRoleId: r.externalRoleId,
                            roleName: r.roleName,
                          })
                        }
                      >
                        {r.roleName}
                      </MenuItem>
                    ))}
                  </MenuList>
                </MenuPopover>
              </Menu>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {error ? (
        <Text id={errorId} size={200} style={{ color: tokens.colorPaletteRedForeground1 }}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
