import { makeStyles, tokens } from '@fluentui/react-components';
import type { ThemeName } from '@portal/domain';
import { THEME_BASE_COLOURS } from '../theme/themes.ts';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  product: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'nowrap',
  },
});

const MARK_TEXT: Record<ThemeName, string> = {
  default: 'Provider',
  hp: 'HP',
  accenture: 'Accenture',
  client: 'Client',
};

/** A simple mark per theme (no external images): a coloured badge and the organisation's name. */
function Mark({ theme }: { theme: ThemeName }) {
  const colour = THEME_BASE_COLOURS[theme];
  switch (theme) {
    case 'hp':
      return (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <circle cx="14" cy="14" r="13" fill={colour} />
          <text
            x="14"
            y="19"
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill="#fff"
            fontFamily="sans-serif"
          >
            HP
          </text>
        </svg>
      );
    case 'accenture':
      return (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <path d="M7 5l15 9-15 9v-5l8-4-8-4z" fill={colour} />
        </svg>
      );
    case 'client':
      return (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect x="2" y="2" width="24" height="24" rx="6" fill={colour} />
          <circle cx="14" cy="14" r="6" fill="none" stroke="#fff" strokeWidth="3" />
        </svg>
      );
    default:
      return (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect x="1" y="1" width="26" height="26" rx="6" fill={colour} />
          <path d="M9 21V7h6a4.5 4.5 0 0 1 0 9h-2.5v5z" fill="#fff" />
        </svg>
      );
  }
}

export function Logo({ theme }: { theme: ThemeName }) {
  const styles = useStyles();
  return (
    <span className={styles.root} data-theme={theme}>
      <Mark theme={theme} />
      <span className={styles.product}>
        <span style={{ color: THEME_BASE_COLOURS[theme] }}>{MARK_TEXT[theme]}</span> Solution Portal
      </span>
    </span>
  );
}
