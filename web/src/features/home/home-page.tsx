import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  BriefcaseRegular,
  DocumentAddRegular,
  DocumentSearchRegular,
  PeopleSearchRegular,
} from '@fluentui/react-icons';
import { homeCards, type HomeCard } from '@portal/domain';
import { Link, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../../lib/session/session-context.tsx';

const ICONS: Record<HomeCard['id'], typeof BriefcaseRegular> = {
  'create-engagement': BriefcaseRegular,
  'create-solution': DocumentAddRegular,
  'view-solutions': DocumentSearchRegular,
  'find-people': PeopleSearchRegular,
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  cards: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
  card: { width: '300px', cursor: 'pointer' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  title: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
});

/**
 * Home: cards to create an engagement (full engagement rights, demo mode), create a solution (or, for read-only
 * roles, view the solutions), find people.
 */
export default function HomePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user, role, mode } = useSignedInUser();
  const cards = homeCards(role, mode);
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        Welcome, {user.name}
      </Text>
      <div className={styles.cards}>
        {cards.map((card) => {
          const Icon = ICONS[card.id];
          return (
            <Card key={card.id} className={styles.card} onClick={() => navigate(card.path)} focusMode="off">
              <CardHeader
                image={<Icon className={styles.icon} aria-hidden />}
                header={
                  <Link to={card.path} className={styles.title}>
                    {card.title}
                  </Link>
                }
                description={<Text>{card.description}</Text>}
              />
            </Card>
          );
        })}
      </div>
    </section>
  );
}
