/**
 * Capability catalogue, area Security (7 capabilities). Sample data authored for the portal: the spec gives only
 * counts and shapes.
 */
import type { Capability } from '@portal/domain';
import { AREA_OWNER, CAPABILITY_OWNER, capability, type CapabilitySpec } from './capability-builders.ts';

const areaId = 'area-security';

const SPECS: CapabilitySpec[] = [
  {
    id: 'cap-endpoint-protection',
    name: 'Endpoint Protection (Defender)',
    areaId,
    description:
      'Protect devices with Microsoft Defender for Endpoint: next-generation antivirus, attack surface reduction, endpoint detection and response and automated investigation.',
    sizes: [
      'Up to 1,000 devices, replacing one antivirus product.',
      'Up to 5,000 devices with attack surface reduction rules.',
      'Up to 20,000 devices, servers included.',
      'More than 20,000 devices or several security tools to replace.',
    ],
    relevance: [40, 95, 45, 55, 60],
    owners: [AREA_OWNER],
    metrics: [['Number of devices', 0.02, true]],
    actions: [
      {
        id: 'act-defender-design',
        name: 'Design Defender configuration',
        description: 'Design onboarding, antivirus, attack surface reduction and EDR in block mode.',
        effort: 24,
        phase: 'Design',
        roles: [
          ['role-security-consultant', 100],
          ['role-security-architect', 25],
        ],
        deliverables: [
          ['Endpoint protection design', 'Word', 'Defender policies, exclusions and onboarding method.'],
        ],
        controls: ['SOL-35', 'SOL-36', 'SOL-39'],
      },
      {
        id: 'act-defender-onboarding',
        name: 'Onboard devices to Defender',
        description: 'Onboard devices in rings and remove the previous antivirus product.',
        effort: 40,
        phase: 'Deploy',
        roles: [
          ['role-security-consultant', 50],
          ['role-intune-engineer-offshore', 100],
        ],
        metrics: [['Number of devices', 0.01]],
        risks: [
          {
            name: 'Attack surface reduction rules block business processes',
            consequence: 'Users cannot run macros or tools they rely on.',
            mitigation: 'Run rules in audit mode and agree exclusions with application owners.',
            impact: 'Medium',
            probability: 'Medium',
            owner: 'Security Consultant',
          },
        ],
        controls: ['SOL-22', 'SOL-35'],
      },
      {
        id: 'act-defender-tuning',
        name: 'Tune alerts and hand over',
        description: 'Tune detections and hand over runbooks to security operations.',
        effort: 16,
        phase: 'Test Fix',
        roles: [['role-security-operations-analyst', 100]],
        workProducts: [['Alert tuning log', 'Excel', 'Suppressed and tuned detections with reasons.']],
        controls: ['SOL-19'],
      },
    ],
  },
  {
    id: 'cap-zero-trust-access',
    name: 'Zero Trust Access',
    areaId,
    description:
      'Replace VPN access with identity- and device-aware access to private and SaaS applications, using Global Secure Access and Conditional Access.',
    sizes: [
      'Up to 10 private applications.',
      'Up to 50 applications, VPN replacement.',
      'Up to 200 applications, several locations.',
      'Global roll-out with network partners.',
    ],
    relevance: [60, 90, 45, 60, 55],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    metrics: [
      ['Number of private applications', 2, true],
      ['Number of users', 0.01],
    ],
    linkIds: ['cap-identity-foundation'],
    actions: [
      {
        id: 'act-zta-design',
        name: 'Design Zero Trust access model',
        description: 'Classify applications, define access policies and the connector architecture.',
        effort: 32,
        phase: 'Design',
        roles: [
          ['role-security-architect', 100],
          ['role-network-engineer', 50],
        ],
        deliverables: [
          ['Zero Trust access design', 'Word', 'Application segments, policies and connectors.'],
        ],
        controls: ['SOL-06', 'SOL-23', 'SOL-26'],
      },
      {
        id: 'act-zta-build',
        name: 'Deploy connectors and access policies',
        description: 'Install private access connectors and publish application segments.',
        effort: 48,
        phase: 'Build',
        roles: [
          ['role-network-engineer', 100],
          ['role-identity-engineer', 50],
        ],
        metrics: [['Number of private applications', 1.5]],
        controls: ['SOL-24', 'SOL-27'],
      },
      {
        id: 'act-zta-vpn-retire',
        name: 'Retire VPN',
        description: 'Move users off the VPN in waves and decommission it.',
        effort: 24,
        phase: 'Deploy',
        defaultSelected: false,
        roles: [['role-network-engineer', 100]],
        metrics: [['Number of users', 0.005]],
        dependencyIds: ['act-zta-build'],
      },
    ],
  },
  {
    id: 'cap-data-loss-prevention',
    name: 'Data Loss Prevention',
    areaId,
    description:
      'Stop sensitive data leaving through e-mail, Teams, endpoints and the browser with Microsoft Purview DLP.',
    sizes: [
      'Policies for e-mail and Teams.',
      'Endpoint DLP and custom sensitive types.',
      'Several regulatory regimes.',
      'Global policies with regional variations.',
    ],
    relevance: [35, 90, 40, 45, 50],
    owners: [CAPABILITY_OWNER],
    metrics: [['Number of DLP policies', 4, true]],
    actions: [
      {
        id: 'act-dlp-requirements',
        name: 'Gather data protection requirements',
        description: 'Identify sensitive information types and where they may go.',
        effort: 16,
        phase: 'Analyze',
        roles: [
          ['role-security-consultant', 100],
          ['role-business-analyst', 50],
        ],
        controls: ['ENG-19'],
      },
      {
        id: 'act-dlp-policies',
        name: 'Configure DLP policies',
        description: 'Configure policies in test mode, review matches and enforce.',
        effort: 40,
        phase: 'Build',
        roles: [['role-security-consultant', 100]],
        metrics: [['Number of DLP policies', 3]],
        controls: ['SOL-12', 'SOL-15'],
        actions: [
          {
            id: 'act-dlp-simulation',
            name: 'Run policies in simulation',
            description: 'Run each policy in simulation for two weeks and review false positives.',
            effort: 16,
            phase: 'Test Exec',
            roles: [['role-security-consultant', 50]],
          },
          {
            id: 'act-dlp-enforce',
            name: 'Enforce policies',
            description: 'Switch policies to enforcement with user tips and override justification.',
            effort: 8,
            phase: 'Deploy',
            roles: [['role-security-consultant', 50]],
          },
        ],
      },
    ],
  },
  {
    id: 'cap-security-operations',
    name: 'Security Operations',
    areaId,
    description:
      'Monitor, detect and respond to threats with Microsoft Sentinel and a 24x7 security operations service, including playbooks and threat hunting.',
    sizes: [
      'Microsoft 365 signals only.',
      'Microsoft 365 and Azure signals.',
      'Third-party and on-premises sources.',
      'Multi-tenant, 24x7 with threat hunting.',
    ],
    relevance: [30, 95, 50, 55, 65],
    owners: [AREA_OWNER],
    metrics: [
      ['Number of log sources', 3, true],
      ['Daily ingestion in GB', 0.5],
    ],
    actions: [
      {
        id: 'act-sentinel-design',
        name: 'Design Sentinel workspace',
        description: 'Design the workspace, data connectors, retention and cost model.',
        effort: 24,
        phase: 'Design',
        roles: [['role-security-architect', 100]],
        controls: ['SOL-17', 'SOL-18'],
      },
      {
        id: 'act-sentinel-onboarding',
        name: 'Onboard log sources and analytics rules',
        description: 'Connect log sources, enable analytics rules and build playbooks.',
        effort: 64,
        phase: 'Build',
        roles: [
          ['role-security-operations-analyst', 100],
          ['role-security-consultant', 50],
        ],
        metrics: [['Number of log sources', 2]],
        tools: [
          ['Detection rule library', 'None', 'Provider library of tuned analytics rules and playbooks.'],
        ],
        controls: ['SOL-19', 'SOL-20', 'ENV-14'],
      },
      {
        id: 'act-soc-runbooks',
        name: 'Agree incident runbooks',
        description: 'Agree triage, escalation and notification with the client.',
        effort: 16,
        phase: 'Plan',
        roles: [
          ['role-security-consultant', 100],
          ['role-service-delivery-manager', 25],
        ],
        deliverables: [['Incident response runbook', 'Word', 'Triage, escalation and notification steps.']],
        controls: ['ENG-21', 'ENG-22'],
      },
    ],
  },
  {
    id: 'cap-privileged-access',
    name: 'Privileged Access',
    areaId,
    description:
      'Protect administrative access with Privileged Identity Management, privileged access workstations and local administrator password management.',
    sizes: [
      'Entra roles only.',
      'Entra and Azure roles with approval.',
      'On-premises tiering and workstations.',
      'Full tiering across several forests.',
    ],
    relevance: [25, 90, 35, 40, 55],
    owners: [CAPABILITY_OWNER],
    metrics: [['Number of privileged accounts', 0.5, true]],
    actions: [
      {
        id: 'act-pim-config',
        name: 'Configure Privileged Identity Management',
        description: 'Make privileged roles eligible, with approval, justification and time limits.',
        effort: 24,
        phase: 'Build',
        roles: [['role-identity-engineer', 100]],
        metrics: [['Number of privileged accounts', 0.25]],
        controls: ['ENV-11', 'SOL-08'],
      },
      {
        id: 'act-paw-build',
        name: 'Build privileged access workstations',
        description: 'Build hardened workstations for administrators.',
        effort: 32,
        phase: 'Build',
        defaultSelected: false,
        roles: [
          ['role-workplace-engineer', 100],
          ['role-security-consultant', 25],
        ],
        controls: ['ENV-10'],
      },
      {
        id: 'act-laps',
        name: 'Deploy Windows LAPS',
        description: 'Rotate local administrator passwords and remove standing admin rights.',
        effort: 12,
        phase: 'Deploy',
        roles: [['role-intune-engineer', 100]],
        controls: ['SOL-40'],
      },
    ],
  },
  {
    id: 'cap-compliance-information-protection',
    name: 'Compliance & Information Protection',
    areaId,
    description:
      'Classify and protect information with Microsoft Purview: sensitivity labels, retention, records management and eDiscovery.',
    sizes: [
      'Default labels and retention.',
      'Custom labels and auto-labelling.',
      'Records management and eDiscovery.',
      'Several regulators and jurisdictions.',
    ],
    relevance: [35, 85, 40, 45, 55],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    metrics: [['Number of labels', 2, true]],
    actions: [
      {
        id: 'act-purview-taxonomy',
        name: 'Define classification taxonomy',
        description: 'Agree labels, their protection and the retention schedule with the client.',
        effort: 24,
        phase: 'Design',
        roles: [
          ['role-security-consultant', 100],
          ['role-business-analyst', 50],
        ],
        deliverables: [
          ['Information protection design', 'Word', 'Labels, protection settings and retention schedule.'],
        ],
        controls: ['SOL-09', 'SOL-14'],
      },
      {
        id: 'act-purview-rollout',
        name: 'Publish labels and policies',
        description: 'Publish labels and retention policies and train users.',
        effort: 32,
        phase: 'Deploy',
        roles: [
          ['role-security-consultant', 100],
          ['role-training-lead', 50],
        ],
        metrics: [['Number of labels', 1]],
        controls: ['SOL-10', 'ENG-17'],
      },
    ],
    items: [
      {
        id: 'cap-sensitivity-labelling',
        name: 'Sensitivity Labelling',
        areaId,
        description: 'Manual and automatic labelling of documents, e-mail, sites and Teams.',
        sizes: [
          'Manual labelling.',
          'Default labels and recommendations.',
          'Auto-labelling of files at rest.',
          'Labels for meetings, Power BI and third-party apps.',
        ],
        relevance: [30, 80, 35, 40, 45],
        owners: [CAPABILITY_OWNER],
        actions: [
          {
            id: 'act-auto-labelling',
            name: 'Configure auto-labelling',
            description: 'Configure service-side auto-labelling policies and review matches.',
            effort: 24,
            phase: 'Build',
            roles: [['role-security-consultant', 100]],
            controls: ['SOL-09'],
          },
          {
            id: 'act-label-training',
            name: 'Train users on labelling',
            description: 'Short sessions and guides on choosing the right label.',
            effort: 16,
            phase: 'Deploy',
            roles: [['role-training-lead', 100]],
          },
        ],
      },
      {
        id: 'cap-records-management',
        name: 'Records Management',
        areaId,
        description: 'Declare records, manage file plans and dispositions.',
        sizes: ['One file plan.', 'Event-based retention.', 'Regulatory records.', 'Several jurisdictions.'],
        relevance: [20, 70, 30, 35, 45],
        owners: [CAPABILITY_OWNER],
        actions: [
          {
            id: 'act-file-plan',
            name: 'Build the file plan',
            description: 'Translate the retention schedule into a Purview file plan.',
            effort: 24,
            phase: 'Build',
            roles: [['role-security-consultant', 100]],
            controls: ['SOL-14'],
          },
          {
            id: 'act-disposition-review',
            name: 'Set up disposition review',
            description: 'Assign reviewers and test disposition of expired records.',
            effort: 8,
            phase: 'Test Exec',
            roles: [['role-test-analyst', 100]],
          },
        ],
      },
    ],
  },
  {
    id: 'cap-vulnerability-management',
    name: 'Vulnerability & Patch Management',
    areaId,
    description:
      'Find and fix vulnerabilities on devices: Windows and third-party patching, vulnerability reporting and end-of-life software removal.',
    sizes: [
      'Windows updates only.',
      'Windows and top 20 third-party applications.',
      'All applications with vulnerability SLAs.',
      'Servers and devices with exception management.',
    ],
    relevance: [45, 85, 50, 55, 75],
    owners: [AREA_OWNER],
    metrics: [
      ['Number of devices', 0.01, true],
      ['Number of applications', 0.5],
    ],
    actions: [
      {
        id: 'act-patch-rings',
        name: 'Configure update rings',
        description: 'Configure Windows Update for Business rings and deadlines.',
        effort: 16,
        phase: 'Build',
        roles: [['role-intune-engineer', 100]],
        controls: ['SOL-42'],
      },
      {
        id: 'act-third-party-patching',
        name: 'Automate third-party patching',
        description: 'Automate updates of common third-party applications.',
        effort: 32,
        phase: 'Build',
        roles: [
          ['role-application-packager', 100],
          ['role-intune-engineer', 25],
        ],
        metrics: [['Number of applications', 0.25]],
        controls: ['SOL-43', 'SOL-56'],
      },
      {
        id: 'act-vuln-reporting',
        name: 'Set up vulnerability reporting',
        description: 'Report exposure by severity and track remediation against SLAs.',
        effort: 16,
        phase: 'Build',
        roles: [['role-security-operations-analyst', 100]],
        workProducts: [['Vulnerability dashboard', 'None', 'Exposure and remediation trend by severity.']],
        controls: ['SOL-44', 'SOL-46'],
      },
    ],
  },
];

export const SECURITY_CAPABILITIES: Capability[] = SPECS.map(capability);
