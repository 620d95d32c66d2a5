/** Display helpers shared by the tree views: hours, weeks and ROM teams. */
import { ROLE_TEAMS, type RoleTeam } from '@portal/domain';

const hoursFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** 1,234.5 — hours and weeks keep at most one decimal. */
export function formatNumber(n: number): string {
  return hoursFormat.format(n);
}

export const TEAM_LABELS: Readonly<Record<RoleTeam, string>> = {
  PROVIDER: 'Provider',
  ACCENTURE: 'Accenture',
};

/** The ROM team picker's options: Provider, Accenture. */
export const TEAM_OPTIONS: readonly { id: RoleTeam; label: string }[] = ROLE_TEAMS.map((id) => ({
  id,
  label: TEAM_LABELS[id],
}));

export const NO_TEAM_LABEL = 'No team';

export function teamLabel(teamId: string | undefined): string {
  return (TEAM_LABELS as Record<string, string>)[teamId ?? ''] ?? (teamId ? teamId : NO_TEAM_LABEL);
}
