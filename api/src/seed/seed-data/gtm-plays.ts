/**
 * Go-to-market plays (spec: Reference catalogues). Keys and the names the spec gives are used as given
 * (Cloud Optimization 26, Sidecar App Arch 27, Data Strategy 52, Data Plat Transformation 53, Digital Marketing 58,
 * the industry plays, Workforce Automation, Workplace Insights and the seven Power Platform offerings). The spec
 * calls the catalogue incomplete: the other names and every play's roles are sample data authored for the portal.
 * Roles repeat the talent-community role records, with the same external identifiers.
 */
import type { GoToMarketPlay, TalentRole } from '@portal/domain';
import { TALENT_COMMUNITIES } from './talent-communities.ts';

const ROLE_BY_EXTERNAL_ID = new Map<number, TalentRole>(
  TALENT_COMMUNITIES.flatMap((c) => c.roles.map((r) => [r.externalRoleId, r] as const)),
);

function play(gtmKey: number, gtmName: string, externalRoleIds: number[]): GoToMarketPlay {
  const roles = externalRoleIds.map((externalRoleId) => {
    const role = ROLE_BY_EXTERNAL_ID.get(externalRoleId);
    if (!role) throw new Error(`Go-to-market play ${gtmKey} names unknown role ${externalRoleId}`);
    return role;
  });
  return { gtmKey, gtmName, roles };
}

// Frequently combined role sets (external role ids of the talent communities).
const ARCHITECT = 60002334;
const PROJECT_MANAGER = 60002268;
const CLOUD_ARCHITECT = 60002345;
const DATA_ENGINEER = 60002186;
const BUSINESS_ANALYST = 60002213;
const POWER_PLATFORM_DEVELOPER = 60002576;
const FUNCTIONAL_CONSULTANT = 60002224;
const CHANGE_MANAGER = 60002488;
const SECURITY_ARCHITECT = 60002526;
const WORKPLACE_ARCHITECT = 60002350;

export const GTM_PLAYS: readonly GoToMarketPlay[] = [
  play(26, 'Cloud Optimization', [CLOUD_ARCHITECT, 60002301, 60002597]),
  play(27, 'Sidecar App Arch', [ARCHITECT, 60002565, 60002218]),
  play(28, 'Intelligent Health', [60002158, DATA_ENGINEER, BUSINESS_ANALYST]),
  play(29, 'Responsive Customer Care', [60002251, 60002257, 60002400]),
  play(30, 'Secure Enterprise', [SECURITY_ARCHITECT, 60002521, 60002532]),
  play(31, 'Supply Chain Resilience', [60002367, DATA_ENGINEER, 60002181]),
  play(32, 'Workplace Experience', [WORKPLACE_ARCHITECT, 60002433, CHANGE_MANAGER]),
  play(33, 'Modern Workplace Foundations', [WORKPLACE_ARCHITECT, 60002439, 60002455]),
  play(34, 'Cloud Migration Factory', [CLOUD_ARCHITECT, 60002301, PROJECT_MANAGER]),
  play(35, 'Zero Trust Security', [SECURITY_ARCHITECT, 60002532, 60002444]),
  play(36, 'Copilot Readiness', [60002493, 60002543, CHANGE_MANAGER]),
  play(37, 'Application Modernisation', [ARCHITECT, 60002565, 60002570]),
  play(38, 'Hybrid Cloud Operations', [CLOUD_ARCHITECT, 60002279, 60002444]),
  play(39, 'Intelligent Operations', [60002279, 60002296, 60002581]),
  play(40, 'Digital Service Desk', [60002296, 60002279, 60002290]),
  play(41, 'Device as a Service', [WORKPLACE_ARCHITECT, 60002433, 60002274]),
  play(42, 'Sustainable IT', [60002158, 60002181]),
  play(43, 'Frontline Worker Enablement', [60002455, 60002439, 60002493]),
  play(44, 'Contact Centre Modernisation', [60002251, 60002218, 60002229]),
  play(45, 'Identity Modernisation', [60002532, SECURITY_ARCHITECT]),
  play(46, 'SAP on Azure', [60002367, CLOUD_ARCHITECT, 60002378]),
  play(47, 'Data Governance', [60002543, 60002192, BUSINESS_ANALYST]),
  play(48, 'Azure Virtual Desktop Accelerator', [60002356, 60002450, 60002461]),
  play(49, 'Cyber Resilience', [60002537, SECURITY_ARCHITECT, 60002290]),
  play(50, 'Analytics Modernisation', [60002192, DATA_ENGINEER, 60002197]),
  play(51, 'AI-Powered Insights', [60002192, 60002181, 60002565]),
  play(52, 'Data Strategy', [60002158, 60002192, BUSINESS_ANALYST]),
  play(53, 'Data Plat Transformation', [60002192, DATA_ENGINEER, 60002301]),
  play(54, 'Responsible AI', [60002543, 60002158, 60002411]),
  play(56, 'Workforce Automation', [60002581, POWER_PLATFORM_DEVELOPER, BUSINESS_ANALYST]),
  play(57, 'Workplace Insights', [60002181, 60002197, WORKPLACE_ARCHITECT]),
  play(58, 'Digital Marketing', [60002400, 60002246, 60002570]),
  play(63, 'Power Platform - AIAD Workshops', [FUNCTIONAL_CONSULTANT, POWER_PLATFORM_DEVELOPER]),
  play(64, 'Power Platform - COE', [60002339, POWER_PLATFORM_DEVELOPER, 60002543]),
  play(65, 'Power Platform - Factory/Studio', [POWER_PLATFORM_DEVELOPER, 60002229, 60002312]),
  play(66, 'Power Platform - Low Code Modern App Transformation', [
    ARCHITECT,
    POWER_PLATFORM_DEVELOPER,
    BUSINESS_ANALYST,
  ]),
  play(67, 'Power Platform - Power Automate Desktop', [60002581, POWER_PLATFORM_DEVELOPER]),
  play(68, 'Power Platform - SAP/SFDC Surround', [60002367, 60002257, POWER_PLATFORM_DEVELOPER]),
  play(69, 'Power Platform - Teams', [60002455, POWER_PLATFORM_DEVELOPER, 60002493]),
];

/** Keys the spec lists: 26, 27, 28 to 49, 50 to 54, 56, 57, 58, 63 to 69. */
export const GTM_PLAY_KEYS: readonly number[] = GTM_PLAYS.map((p) => p.gtmKey);
