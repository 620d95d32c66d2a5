/**
 * The presence strip (spec: "A presence strip on admin pages shows who else is viewing the page"): up to three
 * avatars with initials (the name on hover and for screen readers), then '+N' opening the rest by name. Shown in
 * the header on admin pages and saved solutions; nothing when nobody else is there. Lazy: only presence pages
 * load it.
 */
import {
  AvatarGroup,
  AvatarGroupItem,
  AvatarGroupPopover,
  Caption1,
  makeStyles,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { presenceStrip, type PresenceViewer } from '@portal/domain';
import { usePresence } from './use-presence.ts';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexShrink: 0,
    // Set apart from the user's own avatar and menu that follow.
    paddingRight: tokens.spacingHorizontalL,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  label: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
});

export default function PresenceStrip({ page }: { page: string }) {
  return <PresenceAvatars viewers={usePresence(page)} />;
}

/** The strip itself, for a list of viewers (nothing when the list is empty). */
export function PresenceAvatars({ viewers }: { viewers: readonly PresenceViewer[] }) {
  const styles = useStyles();
  if (viewers.length === 0) return null;
  const { shown, more } = presenceStrip(viewers);
  const overflow = viewers.slice(shown.length);
  const everyone = viewers.map((v) => v.name).join(', ');
  return (
    <div
      className={styles.root}
      role="group"
      aria-label={`Also viewing this page: ${everyone}`}
      data-testid="presence-strip"
    >
      <Caption1 className={styles.label} aria-hidden>
        Also viewing
      </Caption1>
      <AvatarGroup layout="stack" size={28}>
        {shown.map((viewer) => (
          <Tooltip key={viewer.userId} content={viewer.name} relationship="description" withArrow>
            <AvatarGroupItem name={viewer.name} />
          </Tooltip>
        ))}
        {more > 0 ? (
          <AvatarGroupPopover
            tooltip={{
              content: `+${more} more: ${overflow.map((v) => v.name).join(', ')}`,
              relationship: 'label',
            }}
          >
            {overflow.map((viewer) => (
              <AvatarGroupItem key={viewer.userId} name={viewer.name} />
            ))}
          </AvatarGroupPopover>
        ) : null}
      </AvatarGroup>
    </div>
  );
}
