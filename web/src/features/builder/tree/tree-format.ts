/** Display helpers shared by the tree views: hours, weeks and ROM teams. */
import { ROLE_TEAMS, TEAM_LABELS, type RoleTeam } from '@portal/domain';

// The teams' names are the history's too (issue 30): one table in the domain.
export { NO_TEAM_LABEL, TEAM_LABELS, teamLabel } from '@portal/domain';

const hoursFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** 1,234.5 — hours and weeks keep at most one decimal. */
export function formatNumber(n: number): string {
  return hoursFormat.format(n);
}

/** The ROM team picker's options: Provider, Accenture. */
export const TEAM_OPTIONS: readonly { id: RoleTeam; label: string }[] = ROLE_TEAMS.map((id) => ({
  id,
  label: TEAM_LABELS[id],
}));
