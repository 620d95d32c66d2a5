/**
 * Capability roles, the spec's static roles: the people an action needs (actions refer to them by staticId = id).
 * Each is linked to a talent-community role (AEP project role) and a staffing level (AEP workforce level).
 * Sample data authored for the portal: the spec gives only the shape and the defaults (team PROVIDER,
 * location ONSHORE_UK).
 */
import type { CapabilityRole } from '@portal/domain';
import { staffingLevelById } from './staffing-levels.ts';
import { talentRoleByExternalId } from './talent-communities.ts';

function role(
  id: string,
  name: string,
  team: string,
  location: string,
  externalRoleId: number,
  staffingResourceLevelId: number,
  governance = false,
): CapabilityRole {
  const talent = talentRoleByExternalId(externalRoleId);
  const level = staffingLevelById(staffingResourceLevelId);
  if (!talent) throw new Error(`Capability role ${id} names unknown AEP role ${externalRoleId}`);
  if (!level)
    throw new Error(`Capability role ${id} names unknown staffing level ${staffingResourceLevelId}`);
  return {
    id,
    name,
    team,
    location,
    aep: { talentCommunityName: talent.community, externalRoleId, roleName: talent.role.roleName },
    aepLevel: { staffingResourceLevelId, resourceLevel: level.resourceLevel },
    governance,
  };
}

export const CAPABILITY_ROLES: readonly CapabilityRole[] = [
  role('role-engagement-lead', 'Engagement Lead', 'PROVIDER', 'ONSHORE_UK', 60002142, 3, true),
  role('role-solution-architect', 'Solution Architect', 'PROVIDER', 'ONSHORE_UK', 60002334, 5, true),
  role('role-programme-manager', 'Programme Manager', 'PROVIDER', 'ONSHORE_UK', 60002274, 4, true),
  role('role-project-manager', 'Project Manager', 'PROVIDER', 'ONSHORE_UK', 60002268, 5, true),
  role('role-service-delivery-manager', 'Service Delivery Manager', 'PROVIDER', 'ONSHORE_UK', 60002279, 5),
  role('role-workplace-architect', 'Workplace Architect', 'PROVIDER', 'ONSHORE_UK', 60002350, 5),
  role('role-workplace-engineer', 'Workplace Engineer', 'PROVIDER', 'ONSHORE_UK', 60002433, 7),
  role('role-workplace-engineer-de', 'Workplace Engineer (Germany)', 'PROVIDER', 'ONSHORE_DE', 60002433, 7),
  role(
    'role-workplace-engineer-offshore',
    'Workplace Engineer (Offshore)',
    'PROVIDER',
    'OFFSHORE_INDIA',
    60002433,
    // Offshore as onshore: the Intune engineer a grade above the workplace engineer (a reader of the proposal's
    // rate card found the Intune engineer offshore priced under the workplace engineer).
    17,
  ),
  role('role-intune-engineer', 'Intune Engineer', 'PROVIDER', 'ONSHORE_UK', 60002439, 6),
  role(
    'role-intune-engineer-offshore',
    'Intune Engineer (Offshore)',
    'PROVIDER',
    'OFFSHORE_INDIA',
    60002439,
    16,
  ),
  role('role-collaboration-engineer', 'Collaboration Engineer', 'PROVIDER', 'ONSHORE_UK', 60002455, 7),
  role('role-network-engineer', 'Network Engineer', 'PROVIDER', 'ONSHORE_UK', 60002444, 7),
  role('role-virtualisation-engineer', 'Virtualisation Engineer', 'PROVIDER', 'ONSHORE_DE', 60002450, 6),
  role('role-application-packager', 'Application Packager', 'PROVIDER', 'OFFSHORE_INDIA', 60002461, 17),
  role('role-security-architect', 'Security Architect', 'PROVIDER', 'ONSHORE_UK', 60002526, 5),
  role('role-security-consultant', 'Security Consultant', 'PROVIDER', 'ONSHORE_UK', 60002521, 6),
  role('role-identity-engineer', 'Identity Engineer', 'PROVIDER', 'ONSHORE_UK', 60002532, 7),
  role(
    'role-security-operations-analyst',
    'Security Operations Analyst',
    'PROVIDER',
    'OFFSHORE_INDIA',
    60002537,
    16,
  ),
  role('role-service-desk-analyst', 'Service Desk Analyst', 'PROVIDER', 'OFFSHORE_INDIA', 60002296, 18),
  role('role-business-analyst', 'Business Analyst', 'PROVIDER', 'ONSHORE_UK', 60002213, 7),
  role('role-test-lead', 'Test Lead', 'PROVIDER', 'ONSHORE_UK', 60002229, 6),
  role('role-test-analyst', 'Test Analyst', 'PROVIDER', 'OFFSHORE_INDIA', 60002235, 18),
  role('role-change-manager', 'Change Manager', 'PROVIDER', 'ONSHORE_UK', 60002488, 6),
  role('role-training-lead', 'Training Lead', 'PROVIDER', 'ONSHORE_UK', 60002499, 7),
  role('role-cloud-architect', 'Cloud Architect', 'ACCENTURE', 'ONSHORE_UK', 60002345, 23),
  role('role-data-engineer', 'Data Engineer', 'ACCENTURE', 'OFFSHORE_INDIA', 60002186, 16),
  role('role-adoption-specialist', 'Adoption Specialist', 'ACCENTURE', 'ONSHORE_UK', 60002493, 25),
  role('role-automation-engineer', 'Automation Engineer', 'ACCENTURE', 'OFFSHORE_INDIA', 60002581, 17),
];

export function capabilityRoleById(id: string): CapabilityRole | undefined {
  return CAPABILITY_ROLES.find((r) => r.id === id);
}
