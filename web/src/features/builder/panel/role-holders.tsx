import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChatRegular, MailRegular } from '@fluentui/react-icons';
import type { SolutionRoleEntry } from '@portal/domain';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column' },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '16px', verticalAlign: 'middle' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function teamsChatUrl(email: string): string {
  return `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(email)}`;
}

/** Role holders of a solution, each with a chat link and a mail link. */
export function RoleHolders({ roles }: { roles: readonly SolutionRoleEntry[] }) {
  const styles = useStyles();
  if (roles.length === 0) return <Text className={styles.muted}>None</Text>;
  return (
    <ul className={styles.list}>
      {roles.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <Text size={200} className={styles.muted}>
            {entry.name}
          </Text>
          {entry.user ? (
            <span className={styles.person}>
              <Text>{entry.user.name}</Text>
              <Link
                href={teamsChatUrl(entry.user.email)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Chat with ${entry.user.name}`}
                title="Chat"
              >
                <ChatRegular className={styles.icon} />
              </Link>
              <Link href={`mailto:${entry.user.email}`} aria-label={`E-mail ${entry.user.name}`} title="Mail">
                <MailRegular className={styles.icon} />
              </Link>
            </span>
          ) : (
            <Text className={styles.muted}>Not assigned</Text>
          )}
        </li>
      ))}
    </ul>
  );
}
