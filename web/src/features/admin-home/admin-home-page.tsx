/**
 * /sales/admin (the admin landing, demo mode): one card per admin page the user may open, the same list and order
 * as the header's Admin menu (adminMenu in the domain) plus the pages reached from here only (Capability Relevance),
 * so no card leads to a page the role cannot use.
 */
import {
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  AppsListDetailRegular,
  BuildingRegular,
  DataBarVerticalRegular,
  DocumentBulletListRegular,
  DocumentCopyRegular,
  GlobeRegular,
  HistoryRegular,
  MailAlertRegular,
  PeopleRegular,
  PeopleTeamRegular,
  SettingsRegular,
  ShieldCheckmarkRegular,
  TagMultipleRegular,
  TaskListSquareLtrRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { adminLandingEntries } from '@portal/domain';
import { Link, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { AdminPage } from '../../lib/admin/admin-page.tsx';

/** What each admin page is for (the cards' descriptions). */
const ABOUT: Record<string, { text: string; icon: FluentIcon }> = {
  '/sales/admin/settings': {
    text: 'Default review cycles and days of every deliverable.',
    icon: SettingsRegular,
  },
  '/sales/admin/countries': {
    text: "Countries, their regions and the provider's and HP's contacts.",
    icon: GlobeRegular,
  },
  '/sales/admin/clients': { text: 'Client organisations and their size.', icon: BuildingRegular },
  '/sales/admin/notifications': {
    text: 'Who is told about submitted solutions, assigned architects and summaries.',
    icon: MailAlertRegular,
  },
  '/sales/admin/capabilities': {
    text: 'The capability catalogue: capabilities, actions, owners and versions.',
    icon: AppsListDetailRegular,
  },
  '/sales/admin/capabilities/roles': {
    text: 'The roles that staff actions, with their AEP role and level.',
    icon: PeopleTeamRegular,
  },
  '/sales/admin/capabilities/deliverables': {
    text: 'Every deliverable of the catalogue, with its document.',
    icon: TaskListSquareLtrRegular,
  },
  '/sales/admin/capabilities/work-products': {
    text: 'Every work product of the catalogue, with its document.',
    icon: DocumentBulletListRegular,
  },
  '/sales/admin/engagements': {
    text: 'How relevant each capability is to the five client priorities the sales helper uses.',
    icon: DataBarVerticalRegular,
  },
  '/sales/admin/offerings': {
    text: 'The offerings sales staff pick in the engagement wizard and the sales helper.',
    icon: TagMultipleRegular,
  },
  '/sales/admin/baseline-security-controls': {
    text: 'The baseline security controls solutions are checked against.',
    icon: ShieldCheckmarkRegular,
  },
  '/sales/admin/templates': {
    text: 'The Word and PowerPoint templates generated documents are made from.',
    icon: DocumentCopyRegular,
  },
  '/sales/admin/users': { text: 'Users, their roles and invitations.', icon: PeopleRegular },
  '/sales/changelog': { text: 'What changed in each release of the portal.', icon: HistoryRegular },
};

const useStyles = makeStyles({
  root: { gap: tokens.spacingVerticalXL },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    maxWidth: '1280px',
  },
  card: { cursor: 'pointer' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  title: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
});

export default function AdminHomePage({ title }: { title: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { role, mode } = useSignedInUser();
  const entries = adminLandingEntries(role, mode);
  return (
    <AdminPage title={title} className={styles.root}>
      {entries.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>Your role has no admin pages.</MessageBarBody>
        </MessageBar>
      ) : (
        <nav aria-label="Admin pages" className={styles.cards}>
          {entries.map((entry) => {
            const about = ABOUT[entry.path];
            const Icon = about?.icon ?? SettingsRegular;
            return (
              <Card
                key={entry.path}
                className={styles.card}
                onClick={() => navigate(entry.path)}
                focusMode="off"
              >
                <CardHeader
                  image={<Icon className={styles.icon} aria-hidden />}
                  header={
                    <Link to={entry.path} className={styles.title}>
                      {entry.label}
                    </Link>
                  }
                  description={about ? <Text>{about.text}</Text> : undefined}
                />
              </Card>
            );
          })}
        </nav>
      )}
    </AdminPage>
  );
}
