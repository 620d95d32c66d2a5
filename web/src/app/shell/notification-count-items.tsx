/**
 * The user menu's Notifications group (ADR 0023): one item per count of the role, each with a Fluent CounterBadge
 * (zero shown quietly) and opening the list view that resolves it.
 */
import {
  CounterBadge,
  makeStyles,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  tokens,
} from '@fluentui/react-components';
import type { NotificationCount } from '@portal/domain';

const useStyles = makeStyles({
  count: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/** The sum of the counts (the badge beside the menu button). */
export function totalWaiting(counts: readonly NotificationCount[] | undefined): number {
  return (counts ?? []).reduce((sum, c) => sum + c.count, 0);
}

export function NotificationCountItems({
  counts,
  onOpen,
}: {
  counts: readonly NotificationCount[] | undefined;
  onOpen: (href: string) => void;
}) {
  const styles = useStyles();
  if (!counts || counts.length === 0) return null;
  return (
    <>
      <MenuDivider />
      <MenuGroup>
        <MenuGroupHeader>Notifications</MenuGroupHeader>
        {counts.map((c) => (
          <MenuItem key={c.key} onClick={() => onOpen(c.href)}>
            <span className={styles.count}>
              {c.label}
              <CounterBadge
                count={c.count}
                showZero
                size="small"
                appearance={c.count > 0 ? 'filled' : 'ghost'}
                color={c.count > 0 ? 'brand' : 'informative'}
              />
            </span>
          </MenuItem>
        ))}
      </MenuGroup>
    </>
  );
}
