import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { APP_VERSION, FOOTER_YEAR, footerBrandOf, type RoleId } from '@portal/domain';

/** The privacy statement shipped with the site (web/public). */
export const PRIVACY_STATEMENT_URL = '/privacy-statement.html';

const BRAND_NAMES = { provider: 'Provider', accenture: 'Accenture' } as const;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
  },
});

/** Footer: privacy statement link, brand per role ('Provider' or 'Accenture'), year and version. */
export function Footer({ role }: { role: RoleId | undefined }) {
  const styles = useStyles();
  const brand = BRAND_NAMES[role ? footerBrandOf(role) : 'provider'];
  return (
    <footer className={styles.root}>
      <Text size={200}>
        © {FOOTER_YEAR} {brand}
      </Text>
      <Link href={PRIVACY_STATEMENT_URL} target="_blank" rel="noopener">
        Privacy Statement
      </Link>
      <Text size={200}>Version {APP_VERSION}</Text>
    </footer>
  );
}
