/**
 * Demo users: one per role for all twelve roles, signed in through the local sign-in page (local auth mode) and
 * used as owners and role holders of the demo solutions. Sample data authored for the portal; names are fictional.
 */
import { organizationOf, type Organization, type RoleId } from '@portal/domain';
import { userIdForEmail } from '../../identity/user-id.ts';

export { userIdForEmail };

export interface DemoUser {
  id: string;
  name: string;
  email: string;
  roleId: RoleId;
  organization: Organization;
  regionId: string;
  /** A client user's client organisation (ADR 0053): the one client they read. */
  clientId?: string;
}

function user(
  name: string,
  email: string,
  roleId: RoleId,
  regionId = 'EME-UKI',
  clientId?: string,
): DemoUser {
  return {
    id: userIdForEmail(email),
    name,
    email,
    roleId,
    organization: organizationOf(roleId),
    regionId,
    ...(clientId ? { clientId } : {}),
  };
}

export const DEMO_USERS: readonly DemoUser[] = [
  user('Alex Morgan', 'admin@provider.example', 'ADMIN'),
  user('Sam Patel', 'sales.person@provider.example', 'SALES_PERSON'),
  user('Olivia Hart', 'solution.architect@provider.example', 'SOLUTION_ARCHITECT'),
  user('Richard Ellis', 'area.owner@provider.example', 'SOLUTION_AREA_OWNER'),
  user('Nadia Khan', 'capability.owner@provider.example', 'SOLUTION_CAPABILITY_OWNER'),
  user('George Whitaker', 'solution.reviewer@provider.example', 'SOLUTION_REVIEWER'),
  user('Fiona Doyle', 'deal.team@provider.example', 'DEAL_TEAM'),
  user('Martin Hughes', 'sales.person@hp.example', 'HP_SALES_PERSON'),
  user('Katja Brandt', 'solution.architect@hp.example', 'HP_SOLUTION_ARCHITECT', 'EME-DACH'),
  user('Tom Gallagher', 'sales.person@accenture.example', 'ACCENTURE_SALES_PERSON'),
  user('Ines Moreau', 'solution.architect@accenture.example', 'ACCENTURE_SOLUTION_ARCHITECT', 'EME-FRA'),
  // Harrowfield's IT director: the demo solution she owns (1006) is Harrowfield's, so that is her organisation.
  user('Laura Bennett', 'it.director@client.example', 'CLIENT', 'EME-UKI', 'client-harrowfield-university'),
];

export function demoUserByEmail(email: string): DemoUser {
  const found = DEMO_USERS.find((u) => u.email === email.trim().toLowerCase());
  if (!found) throw new Error(`No demo user with e-mail ${email}`);
  return found;
}

export function demoUserByRole(roleId: RoleId): DemoUser {
  const found = DEMO_USERS.find((u) => u.roleId === roleId);
  if (!found) throw new Error(`No demo user with role ${roleId}`);
  return found;
}
