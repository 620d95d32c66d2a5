/**
 * Capability catalogue, area Manage & Evolve (7 capabilities). Sample data authored for the portal: the spec gives
 * only counts and shapes.
 */
import type { Capability } from '@portal/domain';
import { AREA_OWNER, CAPABILITY_OWNER, capability, type CapabilitySpec } from './capability-builders.ts';

const areaId = 'area-manage-evolve';

const SPECS: CapabilitySpec[] = [
  {
    id: 'cap-service-desk',
    name: 'Service Desk',
    areaId,
    description:
      'One service desk for staff wherever they work, with self-service, chat and phone, a knowledge base, and common requests automated.',
    sizes: [
      'Up to 1,000 users, English only, office hours.',
      'Up to 5,000 users, extended hours.',
      'Up to 20,000 users, 24x7 and two languages.',
      'More than 20,000 users, several languages and countries.',
    ],
    relevance: [80, 40, 60, 65, 85],
    owners: [AREA_OWNER],
    metrics: [
      ['Number of users', 0.02, true],
      ['Tickets per month', 0.05],
    ],
    productAi: { name: 'Provider Virtual Agent', url: 'https://ai.provider.example/virtual-agent' },
    actions: [
      {
        id: 'act-sd-transition',
        name: 'Plan service desk transition',
        description: 'Plan knowledge transfer, tooling and the cut-over from the incumbent.',
        effort: 80,
        phase: 'Plan',
        roles: [
          ['role-service-delivery-manager', 100],
          ['role-project-manager', 50],
        ],
        deliverables: [
          ['Transition plan', 'Word', 'Knowledge transfer, tooling, cut-over and acceptance criteria.'],
        ],
        risks: [
          {
            name: 'Knowledge not transferred by the incumbent',
            consequence: 'First-time fix rate drops after cut-over.',
            mitigation: 'Contract knowledge-transfer sessions and shadow the incumbent before cut-over.',
            impact: 'High',
            probability: 'Medium',
            owner: 'Service Delivery Manager',
          },
        ],
        controls: ['ENG-09', 'ENG-11'],
      },
      {
        id: 'act-sd-knowledge',
        name: 'Build knowledge base',
        description: 'Write and review knowledge articles for the top call drivers.',
        effort: 32,
        phase: 'Build',
        roles: [['role-service-desk-analyst', 100]],
        metrics: [['Tickets per month', 0.02]],
      },
      {
        id: 'act-sd-go-live',
        name: 'Go live and hypercare',
        description:
          'Switch the channels over and support users through hypercare until the service meets its levels.',
        effort: 48,
        phase: 'Deploy',
        roles: [
          ['role-service-desk-analyst', 100],
          ['role-service-delivery-manager', 50],
        ],
        metrics: [['Number of users', 0.02]],
        controls: ['ENG-12', 'ENV-09'],
      },
    ],
  },
  {
    id: 'cap-managed-workplace',
    name: 'Managed Workplace',
    areaId,
    description:
      'Run the modern workplace as a service: device, identity and collaboration operations with experience-level agreements and monthly service reviews.',
    sizes: [
      'Up to 1,000 users.',
      'Up to 5,000 users.',
      'Up to 20,000 users, several countries.',
      'More than 20,000 users with local field services.',
    ],
    relevance: [75, 55, 65, 80, 90],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    metrics: [['Number of users', 0.03, true]],
    actions: [
      {
        id: 'act-mw-service-design',
        name: 'Design the managed service',
        description: 'Define service scope, RACI, experience-level agreements and reporting.',
        effort: 48,
        phase: 'Design',
        roles: [
          ['role-service-delivery-manager', 100],
          ['role-solution-architect', 25],
        ],
        deliverables: [['Service description', 'Word', 'Scope, RACI, service levels and reporting.']],
        controls: ['ENG-01', 'ENG-05'],
      },
      {
        id: 'act-mw-runbooks',
        name: 'Write operational runbooks',
        description: 'Runbooks for routine operations, changes and major incidents.',
        effort: 120,
        phase: 'Build',
        roles: [
          ['role-workplace-engineer-offshore', 100],
          ['role-service-delivery-manager', 25],
        ],
        workProducts: [['Runbook library', 'Word', 'Routine operations and major incident procedures.']],
        controls: ['ENV-13', 'ENV-17'],
      },
      {
        id: 'act-mw-service-acceptance',
        name: 'Service acceptance',
        description: 'Prove readiness against acceptance criteria and start service.',
        effort: 16,
        phase: 'Test Exec',
        roles: [['role-service-delivery-manager', 100]],
        dependencyIds: ['act-mw-runbooks'],
      },
    ],
  },
  {
    id: 'cap-adoption-change',
    name: 'Adoption & Change Management',
    areaId,
    description:
      'Help people adopt new ways of working: stakeholder analysis, champions network, communications, training and adoption measurement.',
    sizes: [
      'One change, up to 1,000 users.',
      'Up to 5,000 users, champions network.',
      'Several changes across business units.',
      'Enterprise programme across countries.',
    ],
    relevance: [95, 20, 60, 40, 70],
    owners: [CAPABILITY_OWNER],
    metrics: [
      ['Number of users', 0.01, true],
      ['Number of training sessions', 3],
    ],
    actions: [
      {
        id: 'act-change-impact',
        name: 'Assess change impact',
        description: 'Analyse stakeholders, personas and the impact of the change.',
        effort: 24,
        phase: 'Analyze',
        roles: [['role-change-manager', 100]],
        deliverables: [['Change impact assessment', 'Excel', 'Impacts per persona and business unit.']],
      },
      {
        id: 'act-champions',
        name: 'Build champions network',
        description: 'Recruit, brief and support local champions.',
        effort: 24,
        phase: 'Build',
        sequential: false,
        roles: [
          ['role-adoption-specialist', 100],
          ['role-change-manager', 25],
        ],
      },
      {
        id: 'act-training',
        name: 'Deliver training',
        description: 'Run live sessions and publish self-paced material.',
        effort: 40,
        phase: 'Deploy',
        roles: [['role-training-lead', 100]],
        metrics: [['Number of training sessions', 2]],
        workProducts: [['Training materials', 'PowerPoint', 'Session decks and quick reference guides.']],
      },
      {
        id: 'act-adoption-measurement',
        name: 'Measure adoption',
        description: 'Track usage and sentiment and act on the results.',
        effort: 16,
        phase: 'Test Fix',
        defaultSelected: false,
        roles: [['role-adoption-specialist', 100]],
      },
    ],
  },
  {
    id: 'cap-dex-monitoring',
    name: 'Digital Experience Monitoring',
    areaId,
    description:
      'Measure and improve the digital experience of users with endpoint analytics, sentiment surveys and proactive remediation.',
    sizes: [
      'Endpoint analytics only.',
      'DEX tool on up to 5,000 devices.',
      'Up to 20,000 devices with sentiment surveys.',
      'Global with experience-level agreements.',
    ],
    relevance: [90, 35, 55, 60, 80],
    owners: [AREA_OWNER],
    published: ['PROVIDER', 'PARTNER', 'ACCENTURE', 'HP'],
    metrics: [['Number of devices', 0.01, true]],
    productAi: {
      name: 'Provider Experience Insights',
      url: 'https://ai.provider.example/experience-insights',
    },
    actions: [
      {
        id: 'act-dex-deploy',
        name: 'Deploy experience monitoring',
        description: 'Deploy agents or enable endpoint analytics and set baselines.',
        effort: 24,
        phase: 'Build',
        roles: [['role-workplace-engineer', 100]],
        metrics: [['Number of devices', 0.005]],
        controls: ['SOL-22'],
      },
      {
        id: 'act-dex-remediation',
        name: 'Automate remediations',
        description: 'Build proactive remediation scripts for the top experience issues.',
        effort: 64,
        phase: 'Build',
        roles: [
          ['role-automation-engineer', 100],
          ['role-workplace-engineer', 25],
        ],
        controls: ['SOL-56'],
      },
    ],
  },
  {
    id: 'cap-lifecycle-management',
    name: 'Device Lifecycle Management',
    areaId,
    description:
      'Manage devices from order to disposal: procurement, staging, zero-touch delivery, break-fix, refresh and certified data erasure.',
    sizes: [
      'Up to 1,000 devices a year.',
      'Up to 5,000 devices a year.',
      'Up to 20,000 devices a year, several countries.',
      'Device as a Service at scale.',
    ],
    relevance: [65, 45, 55, 75, 70],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    published: ['PROVIDER', 'PARTNER', 'HP'],
    metrics: [['Devices per year', 0.04, true]],
    actions: [
      {
        id: 'act-lifecycle-process',
        name: 'Define lifecycle processes',
        description: 'Define ordering, staging, delivery, returns and disposal processes.',
        effort: 24,
        phase: 'Design',
        roles: [
          ['role-service-delivery-manager', 100],
          ['role-business-analyst', 50],
        ],
        controls: ['ENV-03', 'ENV-05'],
      },
      {
        id: 'act-lifecycle-disposal',
        name: 'Set up secure disposal',
        description: 'Agree certified erasure, recycling and certificates of destruction.',
        effort: 12,
        phase: 'Build',
        roles: [['role-service-delivery-manager', 100]],
        metrics: [['Devices per year', 0.01]],
        controls: ['ENV-04', 'ENG-07'],
      },
    ],
  },
  {
    id: 'cap-finops',
    name: 'FinOps & Licence Optimisation',
    areaId,
    description:
      'Control cloud and licence spend: Microsoft 365 licence right-sizing, Azure cost governance and showback.',
    sizes: [
      'Microsoft 365 licences only.',
      'Licences and one Azure subscription.',
      'Several subscriptions with showback.',
      'Enterprise FinOps practice.',
    ],
    relevance: [30, 20, 90, 95, 60],
    owners: [CAPABILITY_OWNER],
    metrics: [['Number of subscriptions', 4, true]],
    actions: [
      {
        id: 'act-finops-licence-review',
        name: 'Review licence usage',
        description: 'Find unused and over-specified licences and recommend changes.',
        effort: 16,
        phase: 'Analyze',
        roles: [['role-business-analyst', 100]],
        deliverables: [
          ['Licence optimisation report', 'Excel', 'Licences, usage and savings opportunities.'],
        ],
      },
      {
        id: 'act-finops-governance',
        name: 'Set up cost governance',
        description: 'Budgets, tagging policy, alerts and monthly showback.',
        effort: 24,
        phase: 'Build',
        roles: [
          ['role-cloud-architect', 100],
          ['role-data-engineer', 50],
        ],
        metrics: [['Number of subscriptions', 2]],
        controls: ['SOL-33'],
      },
    ],
  },
  {
    id: 'cap-evergreen',
    name: 'Evergreen Updates',
    areaId,
    description:
      'Keep Windows, Microsoft 365 Apps and the management platform current: feature update validation, release readiness and change communication.',
    sizes: [
      'Windows quality updates.',
      'Feature updates once a year.',
      'Monthly release readiness with app testing.',
      'Several channels and regulated validation.',
    ],
    relevance: [60, 70, 45, 60, 75],
    owners: [AREA_OWNER],
    metrics: [['Number of applications', 0.2, true]],
    actions: [
      {
        id: 'act-evergreen-readiness',
        name: 'Run monthly release readiness',
        description: 'Review upcoming changes and their impact on the client estate.',
        effort: 8,
        phase: 'Plan',
        roles: [['role-workplace-architect', 100]],
      },
      {
        id: 'act-evergreen-validation',
        name: 'Validate updates',
        description: 'Test updates against critical applications before broad deployment.',
        effort: 24,
        phase: 'Test Exec',
        roles: [
          ['role-test-analyst', 100],
          ['role-workplace-engineer-offshore', 50],
        ],
        metrics: [['Number of applications', 0.1]],
        controls: ['SOL-42', 'SOL-43'],
      },
    ],
  },
];

export const MANAGE_CAPABILITIES: Capability[] = SPECS.map(capability);
