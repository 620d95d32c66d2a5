/**
 * Capability catalogue, area Virtualization (6 visible capabilities plus 1 hidden one). Sample data authored for the
 * portal: the spec gives only counts and shapes.
 */
import { HIDDEN_GROUP, type Capability } from '@portal/domain';
import { AREA_OWNER, CAPABILITY_OWNER, capability, type CapabilitySpec } from './capability-builders.ts';

const areaId = 'area-virtualization';

const SPECS: CapabilitySpec[] = [
  {
    id: 'cap-azure-virtual-desktop',
    name: 'Azure Virtual Desktop',
    areaId,
    description:
      'Deliver Windows desktops and applications from Azure with Azure Virtual Desktop: host pools, FSLogix profiles, scaling plans and image management.',
    sizes: [
      'One host pool, up to 200 users.',
      'Up to 1,000 users, pooled and personal desktops.',
      'Up to 5,000 users, several regions and GPU workloads.',
      'More than 5,000 users or complex application estates.',
    ],
    relevance: [70, 65, 55, 70, 65],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    metrics: [
      ['Number of users', 0.05, true],
      ['Number of host pools', 8],
    ],
    productAi: { name: 'Provider AVD Sizing Advisor', url: 'https://ai.provider.example/avd-sizing' },
    linkIds: ['cap-identity-foundation'],
    actions: [
      {
        id: 'act-avd-design',
        name: 'Design Azure Virtual Desktop',
        description: 'Size host pools, choose images, profile storage, networking and scaling.',
        effort: 40,
        phase: 'Design',
        roles: [
          ['role-cloud-architect', 100],
          ['role-virtualisation-engineer', 50],
        ],
        metrics: [['Number of host pools', 2]],
        deliverables: [['AVD design', 'Word', 'Host pools, images, storage, networking and scaling plans.']],
        controls: ['SOL-23', 'SOL-25', 'SOL-50'],
      },
      {
        id: 'act-avd-landing-zone',
        name: 'Build landing zone and host pools',
        description: 'Deploy networking, storage and host pools with infrastructure as code.',
        effort: 64,
        phase: 'Build',
        roles: [
          ['role-virtualisation-engineer', 100],
          ['role-cloud-architect', 25],
        ],
        metrics: [['Number of host pools', 4]],
        tools: [
          ['AVD accelerator templates', 'None', 'Bicep templates for the landing zone and host pools.'],
        ],
        controls: ['SOL-31', 'SOL-33'],
      },
      {
        id: 'act-avd-image',
        name: 'Build golden image',
        description: 'Build and automate the image with applications and optimisations.',
        effort: 40,
        phase: 'Build',
        sequential: false,
        roles: [
          ['role-virtualisation-engineer', 100],
          ['role-application-packager', 50],
        ],
        controls: ['SOL-38'],
      },
      {
        id: 'act-avd-uat',
        name: 'User acceptance testing',
        description: 'Test user journeys and performance with representative users.',
        effort: 24,
        phase: 'Test Exec',
        roles: [
          ['role-test-lead', 100],
          ['role-test-analyst', 100],
        ],
        metrics: [['Number of users', 0.01]],
        risks: [
          {
            name: 'Poor user experience on virtual desktops',
            consequence: 'Users reject the service and adoption stalls.',
            mitigation: 'Measure logon times and latency in UAT and tune images and sizing before roll-out.',
            impact: 'High',
            probability: 'Medium',
            owner: 'Test Lead',
          },
        ],
        dependencyIds: ['act-avd-image'],
      },
    ],
  },
  {
    id: 'cap-windows-365',
    name: 'Windows 365 Cloud PC',
    areaId,
    description:
      'Give users a personal Cloud PC managed with Intune, for hybrid workers, contractors and business continuity.',
    sizes: [
      'Up to 100 Cloud PCs.',
      'Up to 1,000 Cloud PCs.',
      'Up to 5,000 Cloud PCs with Azure network connection.',
      'More than 5,000 Cloud PCs across regions.',
    ],
    relevance: [75, 60, 50, 65, 70],
    owners: [CAPABILITY_OWNER],
    metrics: [['Number of Cloud PCs', 0.04, true]],
    actions: [
      {
        id: 'act-w365-design',
        name: 'Design Windows 365 provisioning',
        description: 'Choose licences, network model, provisioning policies and images.',
        effort: 16,
        phase: 'Design',
        roles: [['role-workplace-architect', 100]],
        controls: ['SOL-13', 'SOL-26'],
      },
      {
        id: 'act-w365-provisioning',
        name: 'Provision Cloud PCs',
        description: 'Create provisioning policies, assign licences and pilot.',
        effort: 24,
        phase: 'Build',
        roles: [['role-intune-engineer', 100]],
        metrics: [['Number of Cloud PCs', 0.02]],
      },
      {
        id: 'act-w365-rollout',
        name: 'Roll out Cloud PCs',
        description: 'Onboard users in waves with guides and floor-walking.',
        effort: 24,
        phase: 'Deploy',
        roles: [
          ['role-intune-engineer-offshore', 100],
          ['role-change-manager', 25],
        ],
        // First sign-in, migration of the user's files and floor-walking: about three minutes a user.
        metrics: [['Number of Cloud PCs', 0.05]],
      },
    ],
  },
  {
    id: 'cap-citrix',
    name: 'Citrix DaaS',
    areaId,
    description:
      'Modernise Citrix Virtual Apps and Desktops to Citrix DaaS, on Azure or on-premises resource locations.',
    sizes: [
      'One resource location, up to 500 users.',
      'Up to 2,000 users.',
      'Several resource locations.',
      'Global estate with on-premises and cloud.',
    ],
    relevance: [60, 60, 45, 55, 60],
    owners: [AREA_OWNER],
    published: ['PROVIDER', 'PARTNER', 'ACCENTURE'],
    metrics: [['Number of users', 0.04, true]],
    actions: [
      {
        id: 'act-citrix-assessment',
        name: 'Assess Citrix estate',
        description: 'Inventory delivery groups, images and published applications.',
        effort: 24,
        phase: 'Analyze',
        roles: [['role-virtualisation-engineer', 100]],
      },
      {
        id: 'act-citrix-migration',
        name: 'Migrate to Citrix DaaS',
        description: 'Set up cloud connectors and move delivery groups and policies.',
        effort: 56,
        phase: 'Build',
        roles: [
          ['role-virtualisation-engineer', 100],
          ['role-network-engineer', 25],
        ],
        metrics: [['Number of users', 0.02]],
        controls: ['SOL-26', 'SOL-53'],
      },
    ],
  },
  {
    id: 'cap-app-packaging',
    name: 'Application Packaging & Virtualisation',
    areaId,
    description:
      'Package applications as Win32 or MSIX, test them and publish them to Intune, Azure Virtual Desktop or Citrix; rationalise the application portfolio.',
    sizes: [
      'Up to 50 applications.',
      'Up to 200 applications.',
      'Up to 600 applications with rationalisation.',
      'More than 600 applications, continuous packaging service.',
    ],
    relevance: [60, 45, 55, 65, 75],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    metrics: [['Number of applications', 4, true]],
    actions: [
      {
        id: 'act-app-rationalisation',
        name: 'Rationalise application portfolio',
        description: 'Remove duplicates and retired versions and choose the delivery method per application.',
        effort: 32,
        phase: 'Analyze',
        roles: [
          ['role-business-analyst', 100],
          ['role-application-packager', 50],
        ],
        metrics: [['Number of applications', 0.5]],
        workProducts: [
          ['Application catalogue', 'Excel', 'Applications, owners, versions and delivery method.'],
        ],
      },
      {
        id: 'act-app-packaging',
        name: 'Package and test applications',
        description: 'Package, sign and test applications; fix failures with owners.',
        effort: 120,
        phase: 'Build',
        roles: [
          ['role-application-packager', 100],
          ['role-test-analyst', 50],
        ],
        metrics: [['Number of applications', 3]],
        tools: [['Packaging factory', 'None', 'Provider packaging workbench and test automation.']],
        controls: ['SOL-56', 'SOL-30'],
        assumptions: ['Application owners sign off tested packages within five working days'],
      },
    ],
    items: [
      {
        id: 'cap-msix-app-attach',
        name: 'MSIX App Attach',
        areaId,
        description: 'Attach applications to virtual desktops on demand, separate from the image.',
        sizes: [
          'Up to 10 applications.',
          'Up to 50 applications.',
          'Up to 150 applications.',
          'Dynamic attach by user group at scale.',
        ],
        relevance: [55, 35, 50, 60, 70],
        owners: [CAPABILITY_OWNER],
        actions: [
          {
            id: 'act-app-attach-convert',
            name: 'Convert applications to MSIX',
            description: 'Convert suitable packages and create disk images.',
            effort: 40,
            phase: 'Build',
            roles: [['role-application-packager', 100]],
          },
          {
            id: 'act-app-attach-publish',
            name: 'Publish App Attach packages',
            description: 'Add packages to host pools and assign them to user groups.',
            effort: 16,
            phase: 'Deploy',
            roles: [['role-virtualisation-engineer', 100]],
          },
        ],
      },
    ],
  },
  {
    id: 'cap-vdi-optimisation',
    name: 'VDI Optimisation',
    areaId,
    description:
      'Reduce cost and improve the experience of an existing virtual desktop estate: right-sizing, scaling and profile tuning.',
    sizes: [
      'One host pool or delivery group.',
      'Up to five host pools.',
      'Several regions.',
      'Large estate with chargeback.',
    ],
    relevance: [55, 30, 70, 85, 65],
    owners: [CAPABILITY_OWNER],
    metrics: [['Number of session hosts', 0.5, true]],
    actions: [
      {
        id: 'act-vdi-baseline',
        name: 'Baseline usage and cost',
        description: 'Measure utilisation, logon times and cost per user.',
        effort: 16,
        phase: 'Analyze',
        roles: [['role-virtualisation-engineer', 100]],
        metrics: [['Number of session hosts', 0.25]],
      },
      {
        id: 'act-vdi-rightsizing',
        name: 'Right-size and tune',
        description: 'Change VM sizes, scaling plans and profile settings; measure the result.',
        effort: 32,
        phase: 'Build',
        roles: [
          ['role-virtualisation-engineer', 100],
          ['role-cloud-architect', 25],
        ],
        deliverables: [['Optimisation report', 'PowerPoint', 'Changes made, savings and experience gains.']],
      },
    ],
  },
  {
    id: 'cap-thin-client',
    name: 'Thin Client Deployment',
    areaId,
    description:
      'Replace desktops that only reach virtual desktops with managed thin clients, including peripherals and kiosk sign-in.',
    sizes: [
      'Up to 200 thin clients.',
      'Up to 1,000 thin clients.',
      'Up to 5,000 thin clients, several sites.',
      'More than 5,000 thin clients or shared frontline stations.',
    ],
    relevance: [50, 50, 60, 75, 55],
    owners: [AREA_OWNER],
    published: ['PROVIDER', 'PARTNER', 'HP'],
    metrics: [['Number of thin clients', 0.3, true]],
    actions: [
      {
        id: 'act-thin-client-config',
        name: 'Configure thin client management',
        description: 'Configure the management console, firmware and connection profiles.',
        effort: 24,
        phase: 'Build',
        roles: [['role-workplace-engineer', 100]],
        controls: ['SOL-38'],
      },
      {
        id: 'act-thin-client-rollout',
        name: 'Deploy thin clients',
        description: 'Swap devices on site and collect the old desktops for secure disposal.',
        effort: 48,
        phase: 'Deploy',
        roles: [
          ['role-workplace-engineer', 100],
          ['role-project-manager', 25],
        ],
        metrics: [['Number of thin clients', 0.2]],
        controls: ['ENV-04', 'ENV-05'],
      },
    ],
  },
  // Hidden: kept in the catalogue for existing solutions, not offered for new ones (groups HIDDEN).
  {
    id: 'cap-legacy-vdi-decommissioning',
    name: 'Legacy VDI Decommissioning',
    areaId,
    description: 'Retire an on-premises VDI platform after users have moved to cloud desktops.',
    sizes: [
      'One platform, one site.',
      'One platform, several sites.',
      'Several platforms.',
      'Several platforms across countries.',
    ],
    relevance: [20, 30, 60, 80, 50],
    owners: [AREA_OWNER],
    published: ['DRAFT'],
    groups: [HIDDEN_GROUP],
    actions: [
      {
        id: 'act-legacy-vdi-data',
        name: 'Archive user data and images',
        description: 'Archive profiles and images the client must keep.',
        effort: 16,
        phase: 'Deploy',
        roles: [['role-virtualisation-engineer', 100]],
        controls: ['SOL-14'],
      },
      {
        id: 'act-legacy-vdi-shutdown',
        name: 'Shut down and remove infrastructure',
        description: 'Shut down hosts, wipe storage and return licences.',
        effort: 24,
        phase: 'Deploy',
        roles: [['role-virtualisation-engineer', 100]],
        controls: ['ENV-04'],
      },
    ],
  },
];

export const VIRTUALIZATION_CAPABILITIES: Capability[] = SPECS.map(capability);
