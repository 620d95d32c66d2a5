/**
 * Talent communities and their roles and skills (spec: Reference catalogues). The spec names the fourteen
 * communities and the shapes (roleId and skillId 0, external role ids about 60002126-60002597, external skill ids
 * about 80000085-80025599, skill level always null). Sample data authored for the portal: the spec does not list
 * the roles and skills themselves.
 */
import type { TalentCommunity, TalentRole, TalentSkill } from '@portal/domain';

/** Skills by name with their external ids; roles of several communities share them. */
const SKILL_IDS = {
  'Account Management': 80000085,
  'Client Relationship Management': 80000312,
  'Deal Shaping': 80000544,
  'Commercial Management': 80000790,
  'Business Case Development': 80001027,
  'Technology Strategy': 80001268,
  'IT Operating Model': 80001503,
  'Digital Workplace Strategy': 80001747,
  'Data Analysis': 80002019,
  'Microsoft Power BI': 80002264,
  'Data Modelling': 80002518,
  SQL: 80002760,
  'Azure Data Factory': 80003011,
  'Microsoft Fabric': 80003255,
  'Business Process Analysis': 80003502,
  'Requirements Gathering': 80003748,
  'Solution Integration': 80004006,
  'API Management': 80004251,
  'Microsoft Dynamics 365 Sales': 80004497,
  'Microsoft Dynamics 365 Customer Service': 80004744,
  'Salesforce Sales Cloud': 80005003,
  'Power Platform': 80005249,
  'Project Management': 80005496,
  'Programme Management': 80005742,
  'Service Delivery Management': 80006001,
  ITIL: 80006247,
  'Risk Management': 80006493,
  'Agile Delivery': 80006739,
  Scrum: 80007002,
  'Azure DevOps': 80007248,
  'GitHub Actions': 80007494,
  'Infrastructure as Code': 80007741,
  'Enterprise Architecture': 80008003,
  'Solution Architecture': 80008249,
  'Microsoft Azure': 80008495,
  'Microsoft 365': 80008742,
  'SAP S/4HANA': 80009005,
  'Microsoft Dynamics 365 Finance': 80009251,
  'ERP Data Migration': 80009498,
  'User Research': 80010006,
  'Service Design': 80010253,
  'UI Design': 80010499,
  Accessibility: 80010745,
  'Microsoft Intune': 80011003,
  'Windows 11': 80011249,
  'Microsoft Entra ID': 80011496,
  'Azure Virtual Desktop': 80011742,
  'Windows 365': 80012004,
  'Citrix DaaS': 80012251,
  Networking: 80012497,
  'Microsoft Teams': 80012743,
  'Exchange Online': 80013002,
  'Application Packaging': 80013248,
  'Service Desk Operations': 80013495,
  'Change Management': 80014003,
  'Stakeholder Engagement': 80014249,
  'Training Needs Analysis': 80014496,
  'Adoption Planning': 80014742,
  'Microsoft Defender for Endpoint': 80015004,
  'Microsoft Sentinel': 80015250,
  'Identity and Access Management': 80015497,
  'Microsoft Purview': 80015743,
  'Security Architecture': 80016002,
  'Threat and Vulnerability Management': 80016248,
  'Privileged Access Management': 80016495,
  'Zero Trust': 80016741,
  TypeScript: 80017006,
  'C#': 80017252,
  React: 80017499,
  'Automated Testing': 80017745,
  'Test Management': 80018003,
  PowerShell: 80018249,
  'Microsoft Configuration Manager': 80018496,
  'Digital Experience Monitoring': 80019004,
  FinOps: 80019250,
  'Copilot for Microsoft 365': 80025599,
} as const satisfies Record<string, number>;

export type TalentSkillName = keyof typeof SKILL_IDS;

function skill(name: TalentSkillName): TalentSkill {
  return { skillId: 0, externalSkillId: SKILL_IDS[name], skillName: name, skillLevel: null };
}

export function talentRole(externalRoleId: number, roleName: string, skills: TalentSkillName[]): TalentRole {
  return { roleId: 0, externalRoleId, roleName, skills: skills.map(skill) };
}

export const TALENT_COMMUNITIES: readonly TalentCommunity[] = [
  {
    talentCommunityName: 'Account Leadership',
    roles: [
      talentRole(60002126, 'Client Account Lead', [
        'Account Management',
        'Client Relationship Management',
        'Deal Shaping',
      ]),
      talentRole(60002131, 'Client Partner', ['Client Relationship Management', 'Commercial Management']),
      talentRole(60002137, 'Deal Lead', [
        'Deal Shaping',
        'Commercial Management',
        'Business Case Development',
      ]),
      talentRole(60002142, 'Engagement Lead', [
        'Account Management',
        'Programme Management',
        'Stakeholder Engagement',
      ]),
    ],
  },
  {
    talentCommunityName: 'Advisory',
    roles: [
      talentRole(60002158, 'Technology Strategy Consultant', [
        'Technology Strategy',
        'Business Case Development',
      ]),
      talentRole(60002163, 'Digital Workplace Advisor', [
        'Digital Workplace Strategy',
        'Microsoft 365',
        'Technology Strategy',
      ]),
      talentRole(60002169, 'IT Operating Model Consultant', ['IT Operating Model', 'ITIL']),
    ],
  },
  {
    talentCommunityName: 'Analytics',
    roles: [
      talentRole(60002181, 'Data Analyst', ['Data Analysis', 'Microsoft Power BI', 'SQL']),
      talentRole(60002186, 'Data Engineer', [
        'Azure Data Factory',
        'Microsoft Fabric',
        'SQL',
        'Data Modelling',
      ]),
      talentRole(60002192, 'Analytics Architect', [
        'Data Modelling',
        'Microsoft Fabric',
        'Solution Architecture',
      ]),
      talentRole(60002197, 'Reporting Developer', ['Microsoft Power BI', 'Data Modelling']),
    ],
  },
  {
    talentCommunityName: 'Business and Tech Integration',
    roles: [
      talentRole(60002213, 'Business Analyst', ['Business Process Analysis', 'Requirements Gathering']),
      talentRole(60002218, 'Integration Consultant', ['Solution Integration', 'API Management']),
      talentRole(60002224, 'Functional Consultant', [
        'Requirements Gathering',
        'Power Platform',
        'Business Process Analysis',
      ]),
      talentRole(60002229, 'Test Lead', ['Test Management', 'Automated Testing', 'Requirements Gathering']),
      talentRole(60002235, 'Test Analyst', ['Automated Testing', 'Test Management']),
    ],
  },
  {
    talentCommunityName: 'CRM',
    roles: [
      talentRole(60002246, 'CRM Functional Consultant', [
        'Microsoft Dynamics 365 Sales',
        'Requirements Gathering',
      ]),
      talentRole(60002251, 'Customer Service Consultant', [
        'Microsoft Dynamics 365 Customer Service',
        'Business Process Analysis',
      ]),
      talentRole(60002257, 'CRM Technical Architect', [
        'Microsoft Dynamics 365 Sales',
        'Salesforce Sales Cloud',
        'Solution Architecture',
      ]),
    ],
  },
  {
    talentCommunityName: 'Delivery Management',
    roles: [
      talentRole(60002268, 'Project Manager', ['Project Management', 'Risk Management', 'Agile Delivery']),
      talentRole(60002274, 'Programme Manager', [
        'Programme Management',
        'Risk Management',
        'Commercial Management',
      ]),
      talentRole(60002279, 'Service Delivery Manager', [
        'Service Delivery Management',
        'ITIL',
        'Stakeholder Engagement',
      ]),
      talentRole(60002285, 'PMO Analyst', ['Project Management', 'Risk Management']),
      talentRole(60002290, 'Transition Manager', [
        'Service Delivery Management',
        'Project Management',
        'ITIL',
      ]),
      talentRole(60002296, 'Service Desk Analyst', [
        'Service Desk Operations',
        'ITIL',
        'Digital Experience Monitoring',
      ]),
    ],
  },
  {
    talentCommunityName: 'DevOps and Agile Coaching',
    roles: [
      talentRole(60002301, 'DevOps Engineer', ['Azure DevOps', 'GitHub Actions', 'Infrastructure as Code']),
      talentRole(60002307, 'Agile Coach', ['Agile Delivery', 'Scrum', 'Stakeholder Engagement']),
      talentRole(60002312, 'Scrum Master', ['Scrum', 'Agile Delivery']),
    ],
  },
  {
    talentCommunityName: 'Enterprise Technology Architecture',
    roles: [
      talentRole(60002334, 'Solution Architect', [
        'Solution Architecture',
        'Microsoft 365',
        'Microsoft Azure',
      ]),
      talentRole(60002339, 'Enterprise Architect', ['Enterprise Architecture', 'Technology Strategy']),
      talentRole(60002345, 'Cloud Architect', [
        'Microsoft Azure',
        'Infrastructure as Code',
        'Solution Architecture',
      ]),
      talentRole(60002350, 'Workplace Architect', [
        'Digital Workplace Strategy',
        'Microsoft Intune',
        'Windows 11',
        'Microsoft Entra ID',
      ]),
      talentRole(60002356, 'Virtualisation Architect', [
        'Azure Virtual Desktop',
        'Windows 365',
        'Citrix DaaS',
      ]),
    ],
  },
  {
    talentCommunityName: 'ERP',
    roles: [
      talentRole(60002367, 'SAP Functional Consultant', ['SAP S/4HANA', 'Business Process Analysis']),
      talentRole(60002373, 'Dynamics 365 Finance Consultant', [
        'Microsoft Dynamics 365 Finance',
        'Requirements Gathering',
      ]),
      talentRole(60002378, 'ERP Data Migration Specialist', ['ERP Data Migration', 'SQL', 'Data Modelling']),
    ],
  },
  {
    talentCommunityName: 'Experience Design',
    roles: [
      talentRole(60002400, 'Experience Designer', ['User Research', 'Service Design']),
      talentRole(60002406, 'UI Designer', ['UI Design', 'Accessibility']),
      talentRole(60002411, 'User Researcher', ['User Research', 'Accessibility', 'Data Analysis']),
    ],
  },
  {
    talentCommunityName: 'Infrastructure',
    roles: [
      talentRole(60002433, 'Workplace Engineer', ['Microsoft Intune', 'Windows 11', 'PowerShell']),
      talentRole(60002439, 'Intune Engineer', [
        'Microsoft Intune',
        'Microsoft Entra ID',
        'Microsoft Configuration Manager',
      ]),
      talentRole(60002444, 'Network Engineer', ['Networking', 'Zero Trust']),
      talentRole(60002450, 'Virtualisation Engineer', [
        'Azure Virtual Desktop',
        'Windows 365',
        'Citrix DaaS',
        'PowerShell',
      ]),
      talentRole(60002455, 'Collaboration Engineer', ['Microsoft Teams', 'Exchange Online', 'Microsoft 365']),
      talentRole(60002461, 'Application Packager', [
        'Application Packaging',
        'Microsoft Intune',
        'PowerShell',
      ]),
    ],
  },
  {
    talentCommunityName: 'OCM Advisory',
    roles: [
      talentRole(60002488, 'Change Manager', [
        'Change Management',
        'Stakeholder Engagement',
        'Adoption Planning',
      ]),
      talentRole(60002493, 'Adoption Specialist', [
        'Adoption Planning',
        'Copilot for Microsoft 365',
        'Microsoft Teams',
      ]),
      talentRole(60002499, 'Training Lead', ['Training Needs Analysis', 'Adoption Planning']),
    ],
  },
  {
    talentCommunityName: 'Security',
    roles: [
      talentRole(60002521, 'Security Consultant', [
        'Security Architecture',
        'Zero Trust',
        'Microsoft Defender for Endpoint',
      ]),
      talentRole(60002526, 'Security Architect', [
        'Security Architecture',
        'Identity and Access Management',
        'Zero Trust',
      ]),
      talentRole(60002532, 'Identity Engineer', [
        'Microsoft Entra ID',
        'Identity and Access Management',
        'Privileged Access Management',
      ]),
      talentRole(60002537, 'Security Operations Analyst', [
        'Microsoft Sentinel',
        'Threat and Vulnerability Management',
      ]),
      talentRole(60002543, 'Information Protection Consultant', ['Microsoft Purview', 'Risk Management']),
    ],
  },
  {
    talentCommunityName: 'Software Engineering',
    roles: [
      talentRole(60002565, 'Software Engineer', ['TypeScript', 'C#', 'Automated Testing']),
      talentRole(60002570, 'Front-end Developer', ['React', 'TypeScript', 'Accessibility']),
      talentRole(60002576, 'Power Platform Developer', ['Power Platform', 'C#']),
      talentRole(60002581, 'Automation Engineer', ['PowerShell', 'Power Platform', 'API Management']),
      talentRole(60002597, 'Technical Lead', ['C#', 'Azure DevOps', 'Solution Architecture', 'FinOps']),
    ],
  },
];

/** Finds a role by community and external id (capability roles and go-to-market plays refer to roles so). */
export function talentRoleByExternalId(
  externalRoleId: number,
): { community: string; role: TalentRole } | undefined {
  for (const community of TALENT_COMMUNITIES) {
    const role = community.roles.find((r) => r.externalRoleId === externalRoleId);
    if (role) return { community: community.talentCommunityName, role };
  }
  return undefined;
}
