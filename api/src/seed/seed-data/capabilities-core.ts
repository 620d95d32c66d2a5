/**
 * Capability catalogue, area Core (9 capabilities). Sample data authored for the portal: the spec gives only
 * counts and shapes.
 */
import type { Capability } from '@portal/domain';
import { AREA_OWNER, CAPABILITY_OWNER, capability, type CapabilitySpec } from './capability-builders.ts';

const areaId = 'area-core';

const SPECS: CapabilitySpec[] = [
  {
    id: 'cap-discovery-assessment',
    name: 'Discovery & Assessment',
    areaId,
    description:
      'Baseline the current end-user computing estate: devices, applications, identities, management tooling and user personas, and agree a target state and roadmap with the client.',
    sizes: [
      'Up to 1,000 users on one site; data from a single management tool.',
      'Up to 5,000 users across several sites; two or three data sources.',
      'Up to 20,000 users across regions; several tools and business units.',
      'More than 20,000 users, several countries or a merger of estates.',
    ],
    relevance: [70, 45, 60, 65, 75],
    owners: [AREA_OWNER, 'solution.architect@provider.example'],
    metrics: [
      ['Number of users', 0.02, true],
      ['Number of sites', 2],
    ],
    productAi: {
      name: 'Provider Workplace Insights AI',
      url: 'https://ai.provider.example/workplace-insights',
    },
    actions: [
      {
        id: 'act-discovery-kickoff',
        name: 'Mobilise and run discovery workshops',
        description:
          'Agree scope, stakeholders and data sources; run workshops with IT, security and business leads.',
        effort: 24,
        phase: 'Plan',
        roles: [
          ['role-solution-architect', 100],
          ['role-business-analyst', 50],
        ],
        metrics: [['Number of sites', 1]],
        deliverables: [
          ['Discovery plan', 'Word', 'Scope, stakeholders, workshop schedule and data requests.'],
        ],
        assumptions: ['Client stakeholders are available for workshops within the first two weeks'],
        controls: ['ENG-01'],
      },
      {
        id: 'act-discovery-data-collection',
        name: 'Collect and analyse estate data',
        description: 'Export inventory, application and usage data and build the estate baseline.',
        effort: 40,
        phase: 'Analyze',
        roles: [
          ['role-business-analyst', 100],
          ['role-workplace-engineer-offshore', 50],
        ],
        metrics: [['Number of users', 0.01]],
        workProducts: [
          ['Estate baseline workbook', 'Excel', 'Devices, applications and identities by persona.'],
        ],
        tools: [
          [
            'Estate discovery toolkit',
            'None',
            'Scripts and queries that export inventory from the client tools.',
          ],
        ],
        dependencies: ['Read access to the client management tools'],
        risks: [
          {
            name: 'Incomplete inventory data',
            consequence: 'Sizing and the roadmap rest on wrong figures.',
            mitigation: 'Cross-check at least two sources and agree a data-quality sign-off with the client.',
            impact: 'Medium',
            probability: 'Medium',
            owner: 'Solution Architect',
          },
        ],
        controls: ['SOL-16'],
      },
      {
        id: 'act-discovery-target-state',
        name: 'Define target state and roadmap',
        description: 'Recommend the target architecture, a phased roadmap and a high-level business case.',
        effort: 32,
        phase: 'Design',
        roles: [
          ['role-solution-architect', 100],
          ['role-engagement-lead', 20],
        ],
        deliverables: [
          ['Assessment report', 'Word', 'Findings, target state, roadmap and business case.'],
          ['Executive summary', 'PowerPoint', 'Findings and recommendations for the client leadership.'],
        ],
        dependencyIds: ['act-discovery-data-collection'],
      },
    ],
  },
  {
    id: 'cap-identity-foundation',
    name: 'Identity Foundation (Entra ID)',
    areaId,
    description:
      'Establish Microsoft Entra ID as the identity platform for users and devices: hybrid identity, single sign-on to Microsoft 365, multi-factor authentication and Conditional Access baselines.',
    sizes: [
      'Single forest, cloud-only or simple hybrid identity.',
      'Single forest with hybrid join and up to 20 federated applications.',
      'Multiple forests or tenants; up to 100 applications to move to Entra ID.',
      'Tenant consolidation after a merger or more than 100 applications.',
    ],
    relevance: [65, 90, 40, 50, 70],
    owners: [CAPABILITY_OWNER],
    metrics: [
      ['Number of users', 0.01, true],
      ['Number of federated applications', 4],
      // The sites the MFA registration holds a drop-in session at: no effort of its own, the sites typed on
      // Information reach the rollout through it.
      ['Number of sites', 0],
    ],
    actions: [
      {
        id: 'act-identity-design',
        name: 'Design identity architecture',
        description:
          'Design synchronisation and hybrid join, authentication methods, Conditional Access and administrative roles.',
        // The security architect leads the Conditional Access and administrative-role design with the client's security
        // team: about four days (readers found 1.7 days thin for it).
        effort: 80,
        phase: 'Design',
        roles: [
          ['role-identity-engineer', 100],
          ['role-security-architect', 60],
        ],
        deliverables: [
          ['Identity design', 'Word', 'Entra ID design covering sync, authentication and access policies.'],
        ],
        controls: ['SOL-01', 'SOL-04', 'SOL-06'],
      },
      {
        id: 'act-identity-build',
        name: 'Configure Entra ID and Conditional Access',
        description:
          'Deploy Microsoft Entra Connect Sync with hybrid join of the domain-joined devices, set up MFA registration and build the Conditional Access policy set.',
        effort: 56,
        phase: 'Build',
        roles: [['role-identity-engineer', 100]],
        metrics: [['Number of federated applications', 4]],
        deliverables: [
          [
            'Identity configuration record',
            'Word',
            'Entra Connect, hybrid join, MFA registration and the Conditional Access policies as built, with their exclusions, for the Client\u2019s support.',
          ],
        ],
        workProducts: [
          [
            'Conditional Access policy matrix',
            'Excel',
            'Policies, targets and exclusions; the report-only results are added when the policies are tested.',
          ],
        ],
        risks: [
          {
            name: 'Users locked out by new policies',
            consequence: 'Loss of access for groups of users during roll-out.',
            mitigation: 'Run policies in report-only mode first and keep break-glass accounts excluded.',
            impact: 'High',
            probability: 'Low',
            owner: 'Identity Engineer',
          },
        ],
        controls: ['SOL-02', 'SOL-03', 'ENV-12'],
      },
      {
        id: 'act-identity-test',
        name: 'Test the identity configuration',
        description:
          'Test Entra Connect Sync, the hybrid join of test devices, MFA registration and the Conditional Access policies in report-only mode with the IT team, before any user is asked to register.',
        // Two days: the identity engineer full time.
        effort: 16,
        phase: 'Test Exec',
        roles: [['role-identity-engineer', 100]],
        deliverables: [
          [
            'Identity test report',
            'Word',
            'The tests run on synchronisation, hybrid join, MFA registration and the Conditional Access policies, their results and the defects fixed before users register.',
          ],
        ],
        dependencyIds: ['act-identity-build'],
      },
      {
        id: 'act-identity-mfa-rollout',
        name: 'Roll out MFA registration',
        description:
          'Ask the users, group by group, to register their sign-in methods for multi-factor authentication (emails, intranet guidance and a drop-in session at each main site), and chase those who have not registered before their group is enforced.',
        // A day or two a group, and half a day at each main site for its drop-in session (readers of the twenty-ninth
        // round found 28 h for 2,400 users thin).
        effort: 16,
        phase: 'Deploy',
        roles: [['role-identity-engineer', 50]],
        metrics: [
          ['Number of users', 0.01],
          ['Number of sites', 4],
        ],
        // Only once registration has been tested with the IT team.
        dependencyIds: ['act-identity-test'],
        // The drop-in sessions are on site: a reader found site access asked for weeks after they began.
        // The first rollout users see: the change board approves it too (a reader of the fifty-second round found the
        // change board asked for only at the Windows 11 go-ahead, weeks after this began).
        dependencies: [
          'Site access for the engineers at each main site for the MFA drop-in sessions',
          'The client\u2019s change board approving the MFA registration campaign before it starts',
        ],
        risks: [
          {
            name: 'Users do not register for MFA in time',
            consequence: 'Conditional Access cannot be enforced for their groups.',
            mitigation:
              'Weekly registration reports by group, reminders through the client\u2019s own channels, and enforcement only for groups that have registered.',
            impact: 'Medium',
            probability: 'Medium',
            owner: 'Identity Engineer',
          },
        ],
      },
      {
        id: 'act-identity-ca-test',
        name: 'Test Conditional Access in report-only mode',
        description:
          'Run the Conditional Access policies in report-only mode once the users have registered for MFA and the device pilots have begun, review their sign-in results with the client each week and fix exclusions; the policies stay in report-only, still logging, until the devices are enrolled, so that the device-compliance policies are enforced on enrolled devices only.',
        effort: 16,
        // Report-only is the first stage of the deployment: it runs once the users have registered for MFA, so its
        // results show what enforcement will do while the devices are enrolled.
        phase: 'Deploy',
        // Two weeks of report-only data, looked at a few hours a week.
        roles: [['role-identity-engineer', 25]],
        metrics: [['Number of users', 0.002]],
        dependencies: ['The client\u2019s security team available to review the report-only results'],
        // Where Intune is in scope, the report-only results include the devices' compliance from their pilots on; the
        // policies stay in report-only while the waves enrol the rest, and the enforcement starts from their last
        // week's results (readers of issue 29: enforcement waiting for two weeks of report-only after the last
        // enrolment ended the programme after its hypercare).
        dependencyIds: ['act-identity-mfa-rollout', 'act-intune-pilot', 'act-mobile-pilot'],
      },
      {
        id: 'act-identity-ca-enforce',
        name: 'Enforce Conditional Access',
        description:
          'Review the last week of report-only results with the client, then switch the Conditional Access policies from report-only to on group by group over about two weeks (the IT team first, in the first wave with the first groups of users, then the rest as the wave table shows), with the break-glass accounts excluded, the service desk briefed beforehand and the identity engineer on call to it for sign-in problems until the last group is on. The device-compliance policies ask for a supported Windows version, not Windows 11, so a device still waiting for its upgrade keeps its access.',
        // Half-time over about two weeks: a group a day or two, with time to answer the service desk between them;
        // most of it grows with the users, so the documents date its groups as waves (readers of the twenty-ninth
        // round found no dates for the enforcement).
        effort: 24,
        phase: 'Deploy',
        roles: [['role-identity-engineer', 50]],
        metrics: [['Number of users', 0.008]],
        // Device-compliance policies are enforced once the devices are enrolled, where Intune is in scope; not after the
        // last Windows 11 wave, so the enforcement ends inside the Windows 11 hypercare rather than after it (the
        // engineer orders the groups around the waves).
        dependencyIds: ['act-identity-ca-test', 'act-intune-enrolment', 'act-mobile-rollout'],
      },
      {
        id: 'act-identity-app-sso',
        name: 'Move applications to Entra ID single sign-on',
        description: 'Federate priority SaaS and on-premises applications with Entra ID.',
        effort: 24,
        phase: 'Build',
        defaultSelected: false,
        roles: [
          ['role-identity-engineer', 100],
          ['role-test-analyst', 25],
        ],
        metrics: [['Number of federated applications', 3]],
        assumptions: ['Application owners can change federation settings during the agreed window'],
      },
      {
        // Out by default (readers of issue 29: passwordless sign-in named in the description with no activity rolling
        // it out): a seller adds it where the client asks for it, and the proposal lists it as not included otherwise.
        id: 'act-identity-passwordless',
        name: 'Roll out passwordless sign-in',
        description:
          'Enable Windows Hello for Business and FIDO2 security keys, register them for the users group by group and make them the default sign-in method.',
        effort: 24,
        phase: 'Deploy',
        defaultSelected: false,
        roles: [['role-identity-engineer', 100]],
        metrics: [['Number of users', 0.01]],
        dependencyIds: ['act-identity-mfa-rollout'],
      },
    ],
  },
  {
    id: 'cap-device-management',
    name: 'Device Management (Intune)',
    areaId,
    description:
      'Manage devices from the cloud with Microsoft Intune: enrolment, configuration profiles, compliance policies and update rings.',
    sizes: [
      'Up to 1,000 devices, Windows only, standard profiles.',
      'Up to 5,000 devices, Windows and mobile.',
      'Up to 20,000 devices, co-management with Configuration Manager.',
      'More than 20,000 devices, several tenants or countries.',
    ],
    relevance: [80, 70, 55, 75, 85],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    metrics: [
      ['Number of devices', 0.03, true],
      ['Number of configuration profiles', 2],
    ],
    productAi: { name: 'Provider Intune Copilot Assist', url: 'https://ai.provider.example/intune-assist' },
    actions: [
      {
        id: 'act-intune-assess',
        name: 'Assess the device management estate',
        description:
          'Review how the devices are managed today (Configuration Manager, Group Policy, the domain\u2019s health and the Entra ID tenant) and the policies to carry over, so that the design starts from the estate as it is.',
        // About a week: the Intune engineer full time, the offshore engineer half time on the exports.
        effort: 24,
        metrics: [['Number of devices', 0.004]],
        phase: 'Analyze',
        roles: [
          ['role-intune-engineer', 100],
          ['role-intune-engineer-offshore', 50],
        ],
        dependencies: [
          'Read access to the client\u2019s device management and reporting tools and its Entra ID tenant',
        ],
        workProducts: [
          [
            'Device management assessment',
            'Word',
            'How the devices are managed today, the policies to carry over and what the design must settle.',
          ],
        ],
      },
      {
        id: 'act-intune-design',
        name: 'Design Intune tenant and policies',
        description:
          'Design enrolment, configuration, compliance and update policies and role-based administration.',
        effort: 40,
        metrics: [['Number of configuration profiles', 1]],
        phase: 'Design',
        roles: [
          ['role-workplace-architect', 100],
          ['role-intune-engineer', 50],
        ],
        deliverables: [
          ['Intune design', 'Word', 'Tenant configuration, policy set and administrative model.'],
        ],
        dependencies: ['Intune and Entra ID P1 licences (or Microsoft 365 E3 or E5) for every user in scope'],
        // Hybrid join stands on it (a reader of the fifty-first round).
        assumptions: [
          'Entra Connect synchronises the users and domain-joined devices in scope to Entra ID before the Intune build starts',
        ],
        controls: ['SOL-04', 'SOL-38', 'SOL-41'],
      },
      {
        id: 'act-intune-build',
        name: 'Build Intune configuration',
        description:
          'Configure enrolment, configuration profiles and compliance policies (the Windows 11 security baseline is built with the Windows 11 build, after its design).',
        effort: 80,
        phase: 'Build',
        roles: [
          ['role-intune-engineer', 100],
          ['role-intune-engineer-offshore', 100],
        ],
        metrics: [['Number of configuration profiles', 2]],
        // As built, for the client's support (readers of the twenty-ninth round found a build book for Windows 11 only).
        deliverables: [
          [
            'Intune configuration record',
            'Word',
            'The enrolment, configuration profiles and compliance policies as built, for the Client\u2019s support to run and change them.',
          ],
        ],
        workProducts: [['Policy export', 'Excel', 'Exported policy settings for review and change control.']],
        dependencies: [
          'Intune administrator roles for the engineers and test devices of each model in use',
          'Pilot users nominated by the client',
        ],
        controls: ['SOL-37', 'SOL-38', 'SOL-40'],
      },
      {
        id: 'act-intune-test',
        name: 'Test the Intune configuration',
        description:
          'Test enrolment (through co-management where the devices are co-managed), compliance and configuration profiles on the client\u2019s test devices before the pilot.',
        effort: 24,
        phase: 'Test Exec',
        roles: [
          ['role-test-lead', 50],
          ['role-intune-engineer', 50],
        ],
        metrics: [['Number of configuration profiles', 1]],
        deliverables: [
          [
            'Intune test report',
            'Word',
            'The tests run on the configuration, their results and the defects fixed before the pilot.',
          ],
        ],
      },
      {
        id: 'act-intune-pilot',
        name: 'Pilot device management',
        description:
          'Enrol the devices of the IT team and the champions, and those at the sites of any later pilot (a Windows 11 pilot upgrades enrolled devices), and fix what they find in the first week; in the second, they work on the managed devices and what they report is collected for the go-ahead.',
        // Two weeks (a pilot needs time in use before the go-ahead): the Intune engineer half time, the project
        // manager a tenth: 48 hours are ten working days (50 ran to eleven, read as 'two weeks' against 7-21 April).
        effort: 48,
        phase: 'Deploy',
        roles: [
          ['role-intune-engineer', 50],
          ['role-project-manager', 10],
        ],
        // The devices enrol hybrid-joined to Entra ID: the identity work joins them where it is in scope, the
        // co-management activity where Configuration Manager manages them (so no party is left to do it).
        // Where co-management is in scope, the pilot enrols through it: the route the waves use.
        dependencyIds: ['act-intune-build', 'act-co-management'],
        // The pilot enrols devices at the pilot sites too: the engineers' site access is needed from its first day (a
        // reader found it asked for only from the Windows 11 pilot, a week after this one began).
        dependencies: [
          'Site access for the engineers at the pilot sites and at each wave\u2019s main site on its first day',
        ],
      },
      {
        id: 'act-intune-go-ahead',
        name: 'Agree the go-ahead for the enrolment waves',
        description:
          'Write the pilot report (what the pilot found and what was fixed), confirm the first wave\u2019s readiness with the client and hold the go-ahead meeting; no wave starts without it.',
        // Three working days between the pilot and the first wave: the project manager and the Intune engineer half
        // time each.
        effort: 24,
        phase: 'Deploy',
        roles: [
          ['role-project-manager', 50],
          ['role-intune-engineer', 50],
        ],
        dependencies: [
          'The client\u2019s change board approving the first wave before its go-ahead meeting and each later wave a week before it',
        ],
        workProducts: [
          [
            'Intune pilot report',
            'Word',
            'What the pilot found, what was fixed and the go-ahead for the enrolment waves.',
          ],
        ],
        dependencyIds: ['act-intune-pilot'],
      },
      {
        id: 'act-intune-enrolment',
        name: 'Enrol the existing devices in waves',
        description:
          'After the pilot\u2019s go-ahead, enrol the existing domain-joined devices in Intune wave by wave by automatic enrolment; enrolment failures are fixed remotely from the delivery centre.',
        effort: 16,
        phase: 'Deploy',
        sequential: false,
        roles: [
          ['role-intune-engineer-offshore', 100],
          ['role-project-manager', 25],
        ],
        metrics: [['Number of devices', 0.04]],
        // What automatic enrolment stands on, said whether or not co-management is in scope.
        assumptions: [
          'The client\u2019s current tools keep deploying the business applications to the enrolled devices (packaging them for Intune is not included)',
        ],
        // About 1,000 devices a week: what a service desk absorbs beside the Windows 11 waves (ADR 0057).
        waveSize: 1000,
        // The groups are the same through both rollouts: confirmed a week before the first rollout's wave (readers of
        // the fifty-third round found it asked for before the Windows 11 waves only, four weeks late).
        dependencies: ['Each wave\u2019s sites and groups confirmed by the client a week before the wave'],
        // Where co-management is in scope, it is turned on before the waves, so they bring the Configuration Manager
        // clients in co-managed.
        dependencyIds: ['act-intune-go-ahead', 'act-co-management'],
      },
    ],
    items: [
      {
        id: 'cap-windows-device-management',
        name: 'Windows Device Management',
        areaId,
        description: 'Windows Autopilot provisioning and Windows configuration through Intune.',
        sizes: [
          'Autopilot for new devices only.',
          'Autopilot and co-management of existing devices.',
          'Several hardware vendors and hybrid join.',
          'Global provisioning with regional variations.',
        ],
        relevance: [75, 60, 50, 70, 80],
        owners: [CAPABILITY_OWNER],
        metrics: [['Number of devices', 0.02, true]],
        actions: [
          {
            id: 'act-autopilot-setup',
            // Its own test named (a workbook reader of the fifty-first round read configuration in Deploy, untested).
            name: 'Set up and test Autopilot for new devices',
            description:
              'For new and replacement devices, once the Intune configuration is tested: register their hardware hashes through the hardware resellers, create the deployment profiles (hybrid-joined, the Configuration Manager client installed, so a new device gets its applications as an upgraded one does) and the enrolment status page, and test them on the first new devices (each profile provisions a device that then passes the Intune test cases) before any is handed to a user. Existing devices are upgraded in place, not reprovisioned.',
            // Profiles and the enrolment status page, whatever the estate's size: existing devices are not
            // reprovisioned, and the resellers register the new ones (no volume, so it is no rollout in waves).
            effort: 40,
            // Off the path to the pilot (readers of issue 29: the pilot and the waves waited for new devices' set-up):
            // done from the delivery centre beside the pilot, for the devices bought from then on.
            phase: 'Deploy',
            sequential: false,
            dependencyIds: ['act-intune-test'],
            // Readers of the twenty-eighth round: the pilot's new devices were needed before the client was asked.
            dependencies: [
              'New devices to prove the Autopilot set-up on, bought through a reseller that registers their hardware hashes with the Client\u2019s tenant',
              // Hybrid-joined profiles need the connector and a domain controller in reach (a delivery reader asked).
              'A server for the Intune Connector for Active Directory, and new devices able to reach a domain controller while they are set up, on site or through the Client\u2019s VPN before sign-in',
            ],
            roles: [['role-intune-engineer-offshore', 100]],
            // Accepted as the other configurations are (a reader of the fifty-second round found the profiles with no
            // acceptance after the Intune configuration record had gone into review).
            deliverables: [
              [
                'Autopilot set-up record',
                'Word',
                'The deployment profiles and the enrolment status page as set up, and their results on the first new devices.',
              ],
            ],
            // Readers of issue 29 asked who builds the devices bought to replace those that cannot run Windows 11.
            assumptions: [
              'Devices bought to replace those that cannot run Windows 11 are set up by their users through the Autopilot profiles this work creates; buying and delivering them, and moving their users\u2019 files, stays with the client',
            ],
            controls: ['SOL-38'],
          },
          {
            id: 'act-co-management',
            name: 'Enable co-management',
            description:
              'After the activity that builds the Intune configuration and before the one that tests it, turn on co-management for a test and pilot collection (every domain-joined device first hybrid-joined to Entra ID through Entra Connect where it is not joined yet) and move the compliance and device configuration workloads to Intune, so the testing and the pilot try the route the enrolment waves use; the Windows Update workload moves before the Windows 11 waves. The applications stay with Configuration Manager, so the devices remain co-managed when the work ends.',
            // About two weeks: the Intune engineer half time, a workplace engineer a quarter.
            effort: 60,
            // Built before the testing (readers of issue 29: the route every device enrols by was first tried at the
            // pilot), in the build's chain after the Intune configuration.
            phase: 'Build',
            // In by default: an estate of domain-joined devices is most often managed by Configuration Manager, whose
            // clients enrol in Intune only through co-management (a seller takes it out for an estate without it).
            roles: [
              ['role-intune-engineer', 50],
              ['role-workplace-engineer', 25],
            ],
            assumptions: [
              'Configuration Manager is on a supported current branch',
              'The Configuration Manager clients enrol in Intune through co-management',
            ],
            // Only where co-management is in scope: the estate without Configuration Manager needs no rights in it.
            dependencies: ['Configuration Manager administration rights for the engineers'],
          },
          {
            // Out by default (readers of issue 29 asked where co-management ends): the devices stay co-managed with
            // their applications on Configuration Manager unless a seller adds this; the proposal lists it as not
            // included otherwise.
            id: 'act-intune-app-migration',
            name: 'Move the applications from Configuration Manager to Intune',
            description:
              'Package the business applications for Intune, test each on a managed device and move the apps workload, so the devices no longer need Configuration Manager.',
            effort: 40,
            phase: 'Build',
            defaultSelected: false,
            roles: [
              ['role-intune-engineer', 100],
              ['role-test-analyst', 25],
            ],
            metrics: [['Number of applications', 1]],
            dependencyIds: ['act-co-management'],
          },
        ],
      },
      {
        id: 'cap-mobile-device-management',
        name: 'Mobile Device Management',
        areaId,
        description: 'Enrolment and protection of company smartphones and tablets.',
        sizes: [
          'Up to 500 mobile devices, one platform.',
          'Up to 2,000 devices, iOS and Android.',
          'Up to 10,000 devices, corporate and personal.',
          'More than 10,000 devices or frontline shared devices.',
        ],
        relevance: [70, 65, 40, 55, 60],
        owners: [CAPABILITY_OWNER],
        metrics: [['Number of mobile devices', 0.02, true]],
        actions: [
          {
            id: 'act-mam-policies',
            name: 'Configure app protection policies',
            description: 'Protect corporate data in the mobile apps of the managed devices.',
            effort: 16,
            phase: 'Build',
            roles: [['role-intune-engineer', 100]],
            controls: ['SOL-12', 'SOL-41'],
          },
          {
            id: 'act-mobile-pilot',
            name: 'Pilot mobile enrolment',
            description:
              'Enrol the phones of the IT team and the champions for a week, check app protection, email and the enrolment steps users follow, and fix what they find; on its first day the phone users of the first wave are sent their back-up guidance, so they have it at least a week before their wave.',
            effort: 20,
            phase: 'Deploy',
            roles: [['role-intune-engineer', 50]],
            dependencies: ['Pilot users for the mobile enrolment named by the client'],
            dependencyIds: ['act-mam-policies'],
          },
          {
            id: 'act-mobile-go-ahead',
            name: 'Agree the go-ahead for the mobile waves',
            description:
              'Write up what the mobile pilot found and what was fixed and hold the go-ahead meeting with the client; no mobile wave starts without it.',
            effort: 12,
            phase: 'Deploy',
            roles: [
              ['role-intune-engineer', 25],
              ['role-change-manager', 25],
            ],
            dependencies: [
              'The client\u2019s change board approving the first wave before its go-ahead meeting and each later wave a week before it',
            ],
            // The write-up is a work product as the enrolment's pilot report is (a reader found the mobile pilot's
            // written up but listed nowhere).
            workProducts: [
              [
                'Mobile pilot report',
                'Word',
                'What the mobile pilot found, what was fixed and the go-ahead for the mobile waves.',
              ],
            ],
          },
          {
            id: 'act-mobile-rollout',
            name: 'Enrol mobile devices',
            description:
              'Communicate and support the enrolment of the company\u2019s mobile devices in waves (a device moving to Automated Device Enrolment is reset: its user backs up their data first, from the guidance sent before their wave).',
            effort: 24,
            phase: 'Deploy',
            // The change manager tells each wave's phone users what to back up and when, a week before it.
            roles: [
              ['role-intune-engineer-offshore', 100],
              ['role-change-manager', 25],
            ],
            metrics: [['Number of mobile devices', 0.08]],
            // About 300 phones a week: each user backs up and is helped through a reset (ADR 0057).
            waveSize: 300,
            dependencies: [
              'Each wave\u2019s sites and groups confirmed by the client a week before the wave',
            ],
            risks: [
              {
                name: 'Phone users lose data when a device is reset for enrolment',
                consequence: 'Complaints and delays in the mobile waves.',
                mitigation:
                  'Back-up guidance sent to the first wave\u2019s users during the pilot and to each later wave\u2019s a week before it, and remote enrolment sessions with the delivery centre booked for those who need help.',
                impact: 'Medium',
                probability: 'Low',
                owner: 'Intune Engineer',
              },
            ],
          },
        ],
        items: [
          {
            id: 'cap-ios-ipados-enrolment',
            name: 'iOS and iPadOS Enrolment',
            areaId,
            description:
              'Automated Device Enrolment of company iPhones and iPads through Apple Business Manager.',
            sizes: [
              'One enrolment profile.',
              'Corporate and personal profiles.',
              'Several Apple Business Manager accounts.',
              'Shared iPad and kiosk scenarios.',
            ],
            relevance: [65, 60, 35, 45, 55],
            owners: [CAPABILITY_OWNER],
            actions: [
              {
                id: 'act-abm-integration',
                name: 'Connect Apple Business Manager',
                description: 'Set up the push certificate, enrolment token and enrolment profiles.',
                effort: 12,
                phase: 'Build',
                roles: [['role-intune-engineer', 100]],
                // Apple verifies an organisation's account before it can be used: the client applies weeks ahead.
                dependencies: [
                  'The client\u2019s Apple Business Manager account, verified by Apple (applied for at least two weeks ahead), with the company iPhones and iPads assigned to it by their reseller or added with Apple Configurator',
                ],
                controls: ['SOL-53'],
              },
              {
                id: 'act-ios-testing',
                name: 'Test iOS enrolment scenarios',
                description:
                  'Test the enrolment of company iPhones and iPads with the client\u2019s test devices.',
                effort: 8,
                phase: 'Test Exec',
                // On site with the physical test devices: the test lead, half time beside the application tests.
                roles: [['role-test-lead', 50]],
                deliverables: [
                  [
                    'Mobile enrolment test report',
                    'Word',
                    'The enrolment scenarios tested on the client\u2019s iPhones, iPads and Android devices, their results and the defects fixed before the mobile pilot.',
                  ],
                ],
              },
            ],
          },
          {
            id: 'cap-android-enterprise',
            name: 'Android Enterprise',
            areaId,
            description: 'Fully managed and work-profile enrolment of Android devices.',
            sizes: [
              'Work profile only.',
              'Work profile and fully managed.',
              'Dedicated frontline devices.',
              'Several OEMs and rugged devices.',
            ],
            relevance: [60, 60, 35, 45, 60],
            owners: [CAPABILITY_OWNER],
            actions: [
              {
                id: 'act-android-binding',
                name: 'Bind Managed Google Play',
                description: 'Connect the tenant to Managed Google Play and create enrolment profiles.',
                effort: 8,
                phase: 'Build',
                roles: [['role-intune-engineer', 100]],
                dependencies: [
                  'A Google account of the client\u2019s to bind Managed Google Play to the tenant',
                ],
              },
              {
                id: 'act-android-testing',
                name: 'Test Android enrolment',
                description:
                  'Test fully managed and work-profile enrolment on the client\u2019s test devices.',
                effort: 8,
                phase: 'Test Exec',
                // On site with the physical test devices: the test lead, half time beside the application tests.
                roles: [['role-test-lead', 50]],
              },
              {
                id: 'act-android-dedicated',
                name: 'Configure dedicated devices',
                description: 'Kiosk mode, shared sign-in and app lock-down for frontline devices.',
                effort: 16,
                phase: 'Build',
                defaultSelected: false,
                roles: [['role-intune-engineer-offshore', 100]],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'cap-windows-11-migration',
    name: 'Windows 11 Migration',
    areaId,
    description:
      'Move the Windows estate to Windows 11: hardware readiness, application compatibility, in-place upgrade and user communication. The client buys and replaces the devices that cannot run Windows 11; the readiness report lists them.',
    sizes: [
      'Up to 1,000 devices, in-place upgrade, few applications.',
      'Up to 5,000 devices, mix of upgrade and refresh.',
      'Up to 20,000 devices, application remediation and several sites.',
      'More than 20,000 devices or several countries.',
    ],
    relevance: [85, 60, 50, 60, 70],
    owners: [AREA_OWNER],
    metrics: [
      ['Number of devices', 0.05, true],
      ['Number of applications', 1.5, true],
    ],
    linkIds: ['cap-device-management'],
    // Devices are managed and identities in Entra ID before the estate moves to Windows 11.
    incomingIds: ['cap-identity-foundation', 'cap-device-management'],
    actions: [
      {
        id: 'act-win11-readiness',
        name: 'Assess Windows 11 readiness',
        description:
          'Check hardware eligibility and application compatibility with the client\u2019s reporting tools, and each site\u2019s network link, peripheral models (printers, scanners, card readers) and local contact for its wave.',
        // Half an hour a site (its link's bandwidth and peer caching, its contact), remotely from the delivery centre.
        effort: 24,
        phase: 'Analyze',
        roles: [
          ['role-workplace-engineer', 100],
          ['role-business-analyst', 50],
          ['role-workplace-engineer-offshore', 100],
        ],
        metrics: [
          ['Number of applications', 0.5],
          ['Number of sites', 0.5],
        ],
        // Readers of issue 29 (forty-third reading) found the ineligible devices a High risk with nothing bounding it.
        assumptions: [
          'At most one device in ten cannot run Windows 11; the client replaces those before their wave (a replacement counts in its wave\u2019s volume, set up new through Autopilot rather than upgraded), and more are planned under change control',
        ],
        dependencies: [
          'Read access to the client\u2019s device management and reporting tools and its Entra ID tenant',
          'Windows 10 Extended Security Updates covering each device until its wave',
          // Intune's feature update policy needs Windows Enterprise (a reader of the fiftieth round).
          'Windows Enterprise E3 or E5 licences (or Microsoft 365 E3 or E5) for every user in scope, which Intune\u2019s feature update policy needs',
          'The client\u2019s approval of remote access from the supplier\u2019s delivery centre, after its security review of the remote access model, which the supplier sends with the proposal so that the review can start before acceptance',
        ],
        workProducts: [
          [
            'Readiness report',
            'Excel',
            'Eligible, ineligible and unknown devices and applications.',
            'https://provider.sharepoint.example/sites/workplace/Shared%20Documents/Templates/Windows%2011%20readiness%20report.xlsx',
          ],
        ],
        risks: [
          {
            name: 'Remote access from the delivery centre not approved',
            consequence:
              'The delivery centre\u2019s work (reports, enrolment and upgrade fixes, application tests) moves on site, with fewer engineers and later waves; the extra effort and time are agreed under change control.',
            mitigation:
              'The remote access model (named engineers, secured and logged access, no data leaving the client) goes with the proposal to the client\u2019s security review, which can start before acceptance; until it is approved, the first weeks\u2019 work is done on site or through the client\u2019s own remote access.',
            impact: 'High',
            probability: 'Medium',
            owner: 'Project Manager',
          },
          {
            name: 'Devices cannot run Windows 11',
            consequence: 'Devices are left out of their wave until the client replaces them.',
            mitigation:
              'The readiness report lists the ineligible devices by site in the first weeks, so that the client can replace them before their wave.',
            impact: 'High',
            probability: 'Medium',
            // The client replaces them (a reader of the forty-eighth round asked why the supplier's engineer owned it).
            owner: 'Client',
          },
          {
            // Readers of the twenty-ninth round: Windows 10 left support in October 2025, and the devices stay on it
            // until their wave.
            // The name is the event: a device left on Windows 10 is certain, a wave slipping is not (a reader of the
            // forty-eighth round read 'Low' against a certainty).
            name: 'A wave slips, leaving its devices on Windows 10',
            consequence:
              'Each device stays on Windows 10, which Microsoft supports only through Extended Security Updates, until its Windows 11 wave; a wave that slips keeps its devices exposed for longer.',
            mitigation:
              'The client keeps Extended Security Updates on every device until its wave; the wave plan moves the devices most at risk first, and the readiness report names any device not covered.',
            impact: 'High',
            probability: 'Medium',
            // The supplier runs the waves; the client's part (Extended Security Updates) is in the mitigation.
            owner: 'Project Manager',
          },
        ],
        controls: ['SOL-46'],
      },
      {
        id: 'act-win11-design',
        name: 'Design the Windows 11 build',
        description:
          'Agree the build, the security baseline, the upgrade method and the wave plan (sites and groups by week) with the client, the devices the readiness report found unable to run Windows 11 planned into the waves after their replacement.',
        // A week and a half: the architect full time, an engineer half time; the wave plan grows with the devices.
        effort: 40,
        phase: 'Design',
        roles: [
          ['role-workplace-architect', 100],
          ['role-workplace-engineer', 50],
        ],
        metrics: [['Number of devices', 0.002]],
        // The wave plan names the pilot sites and each wave's sites: the client nominates them for the design.
        // The wave plan is made in this design: the client names the pilot sites for it; each wave's sites are confirmed
        // before the wave (a reader of the fifty-second round found them asked for before the design that plans them).
        dependencies: ['Pilot sites nominated by the client for the wave plan'],
        // Builds start as their designs go for review (delivery readers asked where the rework is planned for).
        risks: [
          {
            name: 'A design changes in its review after its build has started',
            consequence:
              'Each build starts when its design is submitted, before the client accepts it, so a change the review asks for reworks configuration already built.',
            mitigation:
              'Each design is walked through with the client\u2019s technical owners before it is submitted, so its review finds little; a change it asks for goes into the build before its testing starts, and one that changes the scope follows change control.',
            impact: 'Medium',
            probability: 'Low',
            owner: 'Workplace Architect',
          },
        ],
        deliverables: [
          [
            'Windows 11 design and wave plan',
            'Word',
            'The build, the security baseline, the upgrade method and the sites and groups of each wave.',
          ],
        ],
      },
      {
        id: 'act-win11-build',
        name: 'Build Windows 11 configuration',
        description:
          'Prepare the Intune feature update policy that moves the devices to Windows 11, the update rings, the security baseline and the upgrade method, and try the upgrade and its rollback to Windows 10 on a test device of each model from installation media before the applications are tested (the feature update policy itself is tried in the Intune testing, on the test devices it manages).',
        effort: 48,
        phase: 'Build',
        roles: [['role-workplace-engineer', 100]],
        deliverables: [
          [
            'Windows 11 build book',
            'Word',
            'Configuration, baseline and upgrade method.',
            'https://provider.sharepoint.example/sites/workplace/Shared%20Documents/Templates/Windows%2011%20build%20book.docx',
          ],
        ],
        controls: ['SOL-38', 'SOL-42'],
      },
      {
        id: 'act-win11-communications',
        name: 'Prepare the users for their upgrade',
        description:
          'With the client, write the communications plan and pack: the notices each wave\u2019s users receive (a week and the day before their upgrade; the first wave\u2019s users, told at the pilot\u2019s end that they are next, receive theirs once the go-ahead is agreed), a quick guide to Windows 11 and the briefing of the site champions. The pilot\u2019s users are briefed from it, and each wave\u2019s notices go out during the waves.',
        // Beside the build, with the business analyst: ready before the pilot. A week of the change manager, more
        // for a larger estate; each wave's notices are the change manager's share of the deployment.
        effort: 24,
        phase: 'Build',
        sequential: false,
        roles: [
          ['role-change-manager', 100],
          ['role-business-analyst', 50],
        ],
        metrics: [['Number of users', 0.005]],
        workProducts: [
          [
            'Communications plan',
            'Word',
            'The notices, the quick guide and the champions\u2019 briefing, wave by wave.',
          ],
        ],
      },
      {
        id: 'act-win11-app-testing',
        name: 'Test the critical applications on Windows 11',
        description:
          'Smoke-test the critical business applications and those of the pilot sites on Windows 11 (about a quarter of them, each through the tasks its owner names as critical) and report failures to their owners for remediation, so the pilot can start.',
        effort: 24,
        phase: 'Test Exec',
        sequential: false,
        roles: [
          ['role-test-lead', 50],
          ['role-test-analyst', 100],
        ],
        metrics: [['Number of applications', 0.5]],
        // What the tests stand on, asked of the client before they start (a reader of the fifty-first round).
        dependencies: [
          'Application owners available to confirm test results and fix failures',
          'The list of critical applications with their owners, test accounts for each and a test device or environment at each pilot site, from the client a week before the tests',
        ],
        // A deliverable (readers of the workbook found the testing milestone paid on the Intune test report alone).
        deliverables: [
          [
            'Critical application results',
            'Excel',
            'The critical and pilot-site applications\u2019 results on Windows 11, for the pilot\u2019s start.',
          ],
        ],
        risks: [
          {
            name: 'Critical applications fail on Windows 11',
            consequence: 'Upgrade waves are delayed for the affected users.',
            mitigation: 'Test critical applications first and agree vendor fixes or workarounds early.',
            impact: 'High',
            probability: 'Medium',
            owner: 'Test Lead',
          },
        ],
      },
      {
        id: 'act-win11-app-retest',
        name: 'Retest the critical applications',
        description:
          'Give the application owners a working week to fix or work around what the critical tests found, retest each fix as they hand it back and list what still fails for the pilot\u2019s go-ahead, so the pilot starts on a tested set.',
        // A week: the analyst half time retesting as the owners hand fixes back (the Test Fix phase, between the tests
        // and the pilot; a reader found one day of retests against the analyst's 20 hours).
        effort: 20,
        phase: 'Test Fix',
        roles: [['role-test-analyst', 50]],
        dependencies: [
          'Application owners fixing the failures of their critical applications within the week set for it',
        ],
      },
      {
        id: 'act-win11-pilot',
        name: 'Pilot Windows 11',
        description:
          'Upgrade the pilot devices at the pilot sites, an engineer on site at each in turn for its first days, and support their users for two weeks, remotely after those days.',
        // Two weeks: an engineer on site full time, the test lead and the change manager a quarter each.
        effort: 120,
        phase: 'Deploy',
        roles: [
          ['role-workplace-engineer', 100],
          ['role-test-lead', 25],
          ['role-change-manager', 25],
        ],
        // Needed a week before the pilot, whose devices are the first upgraded (the waves need them again later).
        dependencies: [
          'Site access for the engineers at the pilot sites and at each wave\u2019s main site on its first day',
          'Devices that cannot run Windows 11 replaced by the client: at the pilot sites before the pilot, elsewhere before their wave',
        ],
        risks: [
          {
            // A reader of the fifty-first round: the branches' printers, scanners and card readers; in any client's
            // words (a reader of an energy company's workbook found 'serve customers' copied from a bank's bid).
            name: 'Site peripherals fail on Windows 11',
            consequence:
              'Printers, scanners or card readers at a site stop working after the upgrade, and its users cannot do the work that needs them until a driver is found.',
            mitigation:
              'The readiness report lists each site\u2019s peripheral models; the pilot sites\u2019 peripherals are tested in the pilot, and a driver or firmware a vendor must supply is asked for through the client before that site\u2019s wave.',
            impact: 'Medium',
            probability: 'Medium',
            owner: 'Test Lead',
          },
          {
            name: 'Pilot users or sign-off not available',
            consequence: 'The go-ahead for the waves is late and every later date moves.',
            mitigation:
              'The pilot users and sites are named before the critical applications are tested, and the go-ahead meeting is booked when the pilot starts.',
            impact: 'Medium',
            probability: 'Medium',
            owner: 'Project Manager',
          },
        ],
        // Where Intune is in scope the pilot devices are enrolled in its pilot first: the route the waves take.
        dependencyIds: ['act-win11-build', 'act-intune-pilot'],
      },
      {
        id: 'act-win11-go-ahead',
        name: 'Agree the go-ahead for the Windows 11 waves',
        description:
          'Write the pilot report, confirm that the first wave\u2019s devices, applications and sites are ready and hold the go-ahead meeting with the client; no wave starts without it.',
        // Three working days between the pilot and the first wave: the project manager and an engineer half time.
        effort: 24,
        phase: 'Deploy',
        roles: [
          ['role-project-manager', 50],
          ['role-workplace-engineer', 50],
        ],
        dependencies: [
          'The client\u2019s change board approving the first wave before its go-ahead meeting and each later wave a week before it',
        ],
        // The go-ahead is a decision at the end of the pilot, not a document with review cycles.
        workProducts: [
          ['Pilot report', 'Word', 'What the pilot found, what was fixed and the go-ahead for the waves.'],
        ],
        dependencyIds: ['act-win11-pilot'],
      },
      {
        id: 'act-win11-deployment',
        name: 'Deploy Windows 11 in waves',
        description:
          'Upgrade the devices wave by wave with Intune\u2019s Windows 11 feature update policy, run by the workplace engineers who built it (the upgrades install unattended, so the engineers\u2019 hours go to the devices that fail and to the sites): failed upgrades fixed remotely from the delivery centre, floor-walking support at each wave\u2019s main site on its first day (its other sites supported remotely), and each wave\u2019s users sent their notices and guide; a device whose upgrade fails or breaks a business application goes back to Windows 10 within Windows\u2019 ten-day rollback and moves to a later wave.',
        // The change manager half time sends each wave's notices and gathers its feedback for the next.
        effort: 120,
        phase: 'Deploy',
        roles: [
          ['role-workplace-engineer-offshore', 100],
          ['role-workplace-engineer', 100],
          ['role-project-manager', 50],
          ['role-change-manager', 50],
        ],
        metrics: [['Number of devices', 0.06]],
        // About 1,000 devices a week, a week behind their enrolment (ADR 0057).
        waveSize: 1000,
        assumptions: [
          'Devices are online during the upgrade window',
          // Readers of the forty-ninth round asked who supports a branch's users between its wave and the hypercare.
          'The client\u2019s service desk takes its users\u2019 calls during the waves, as today (expect more in each wave\u2019s week), and passes upgrade problems to the delivery team',
          // What the fixed price carries for failed upgrades (a reader of the fifty-second round).
          'At most three upgrades in a hundred fail and need more than a rollback and a retry; more are fixed under change control',
        ],
        dependencies: [
          'Site access for the engineers at the pilot sites and at each wave\u2019s main site on its first day',
          'Devices that cannot run Windows 11 replaced by the client: at the pilot sites before the pilot, elsewhere before their wave',
          'Each wave\u2019s sites and groups confirmed by the client a week before the wave',
        ],
        risks: [
          {
            name: 'Site network links slow the upgrades',
            consequence: 'Feature updates fill the sites\u2019 network links and the waves fall behind.',
            mitigation:
              'Delivery Optimization peer caching, the upgrade installed in the evening on devices left on in their wave\u2019s week (no engineer works then), and the sites on slow links spread across the waves in the wave plan.',
            impact: 'Medium',
            probability: 'Medium',
            owner: 'Workplace Engineer',
          },
        ],
        // Devices move after the pilot's go-ahead, once their build is ready and, where Intune is in scope, once
        // Intune can manage them.
        // Where co-management is in scope, the Windows Update workload has moved to Intune first.
        // Enrolment comes first where Intune is in scope: the Windows 11 waves follow the Intune go-ahead, and each
        // wave's devices are upgraded the week after they are enrolled (a rollout of the same devices that depends
        // on another follows it wave by wave, docs/schedule.md).
        dependencyIds: [
          'act-win11-go-ahead',
          'act-win11-build',
          'act-intune-build',
          'act-intune-go-ahead',
          'act-co-management',
          'act-intune-enrolment',
        ],
      },
      {
        id: 'act-win11-app-testing-rest',
        name: 'Test the remaining applications',
        description:
          'Smoke-test the other business applications on Windows 11 (about an hour each: install, sign in, its main tasks and printing, by a test analyst with the application\u2019s owner confirming) once the critical ones\u2019 fixes are retested: those of the first waves first, and each wave\u2019s by the week before it at the latest, and report failures to their owners; a device whose applications have not passed moves to a later wave, or after the last one to hypercare.',
        effort: 16,
        // Deploy and not chained: it runs beside the pilot and the waves rather than holding them back.
        phase: 'Deploy',
        sequential: false,
        // The analyst full time with a quarter of the test lead, who also runs the pilot's and the mobile tests: the
        // test lead is never booked past one person. A smoke test is under an hour an application (install, start,
        // the owner's main task), so the tests are done weeks before the last waves start.
        roles: [
          ['role-test-analyst', 100],
          ['role-test-lead', 25],
        ],
        metrics: [['Number of applications', 0.8]],
        dependencies: ['Application owners available to confirm test results and fix failures'],
        deliverables: [
          [
            'Application test results',
            'Excel',
            'Each application\u2019s result on Windows 11, its failures and who fixes them.',
          ],
        ],
        dependencyIds: ['act-win11-app-testing'],
      },
      {
        id: 'act-win11-hypercare',
        name: 'Hypercare after the last wave',
        description:
          'Two weeks of extra support after the last wave, an engineer on site and one at the delivery centre: upgrade the devices held back from their waves, fix what users report, then hand the estate over to the client\u2019s support.',
        // Two weeks of two engineers, onshore and offshore, full time.
        effort: 160,
        phase: 'Deploy',
        roles: [
          ['role-workplace-engineer', 100],
          ['role-workplace-engineer-offshore', 100],
        ],
        // What the two weeks can take (readers of issue 29: the hypercare had no limit on the devices held back).
        assumptions: [
          'The devices held back from their waves, for applications that have not passed, are at most one in fifty of those in scope; more are upgraded under change control',
        ],
        deliverables: [['Handover to support', 'Word', 'Known issues, fixes and the support procedures.']],
        dependencyIds: ['act-win11-deployment'],
      },
    ],
  },
  {
    id: 'cap-m365-apps',
    name: 'Microsoft 365 Apps',
    areaId,
    description:
      'Deploy and keep current Microsoft 365 Apps for enterprise: update channels, add-in compatibility and cloud policy.',
    sizes: [
      'Single update channel, no add-ins.',
      'Two channels, up to 20 add-ins.',
      'Legacy Office removal and macros.',
      'Several languages and complex add-ins.',
    ],
    relevance: [75, 40, 45, 55, 65],
    owners: [CAPABILITY_OWNER],
    metrics: [['Number of users', 0.01, true]],
    actions: [
      {
        id: 'act-m365apps-design',
        name: 'Define update channels and policies',
        description: 'Choose update channels, languages and cloud policy settings.',
        effort: 16,
        phase: 'Design',
        roles: [['role-workplace-architect', 100]],
        controls: ['SOL-43'],
      },
      {
        id: 'act-m365apps-deploy',
        name: 'Package and deploy Microsoft 365 Apps',
        description: 'Build the configuration, remove older Office versions and deploy through Intune.',
        effort: 32,
        phase: 'Deploy',
        roles: [
          ['role-application-packager', 100],
          ['role-workplace-engineer', 25],
        ],
        metrics: [['Number of users', 0.005]],
      },
    ],
  },
  {
    id: 'cap-teams-collaboration',
    name: 'Teams & Collaboration',
    areaId,
    description:
      'Microsoft Teams, SharePoint and OneDrive as the collaboration platform: governance, provisioning, file migration and telephony.',
    sizes: [
      'Teams chat and meetings only.',
      'Teams and SharePoint with governance.',
      'File share migration and Teams Phone.',
      'Global telephony and large file migration.',
    ],
    relevance: [90, 35, 55, 50, 70],
    owners: [AREA_OWNER],
    metrics: [
      ['Number of users', 0.02, true],
      ['Terabytes of file data', 6],
    ],
    actions: [
      {
        id: 'act-teams-governance',
        name: 'Design collaboration governance',
        description: 'Naming, provisioning, guest access, retention and lifecycle of teams and sites.',
        effort: 24,
        phase: 'Design',
        roles: [
          ['role-collaboration-engineer', 100],
          ['role-business-analyst', 50],
        ],
        deliverables: [
          ['Collaboration governance guide', 'Word', 'Rules for teams, sites, guests and lifecycle.'],
        ],
        controls: ['SOL-09', 'SOL-14'],
      },
      {
        id: 'act-file-migration',
        name: 'Migrate file shares to SharePoint and OneDrive',
        description: 'Map, clean up and migrate file shares and home drives.',
        effort: 64,
        phase: 'Deploy',
        defaultSelected: false,
        roles: [
          ['role-collaboration-engineer', 100],
          ['role-workplace-engineer-offshore', 50],
        ],
        metrics: [['Terabytes of file data', 4]],
        tools: [['Migration tool licence', 'None', 'Licence for the chosen file migration tool.']],
      },
    ],
    items: [
      {
        id: 'cap-teams-phone',
        name: 'Teams Phone',
        areaId,
        description: 'Cloud telephony with Teams Phone, Operator Connect or Direct Routing.',
        sizes: [
          'Calling plans, one country.',
          'Operator Connect, up to 2,000 numbers.',
          'Direct Routing and call queues.',
          'Several countries and contact-centre integration.',
        ],
        relevance: [70, 25, 60, 65, 55],
        owners: [CAPABILITY_OWNER],
        metrics: [['Number of phone numbers', 0.1, true]],
        actions: [
          {
            id: 'act-teams-phone-design',
            name: 'Design voice architecture',
            description: 'Choose the PSTN connectivity model, dial plans and emergency calling.',
            effort: 24,
            phase: 'Design',
            roles: [['role-collaboration-engineer', 100]],
          },
          {
            id: 'act-number-porting',
            name: 'Port numbers and migrate users',
            description: 'Port numbers in batches and move users to Teams Phone.',
            effort: 40,
            phase: 'Deploy',
            roles: [
              ['role-collaboration-engineer', 100],
              ['role-project-manager', 25],
            ],
            metrics: [['Number of phone numbers', 0.05]],
            dependencies: ['Carrier porting dates confirmed'],
          },
        ],
      },
      {
        id: 'cap-teams-rooms',
        name: 'Teams Rooms',
        areaId,
        description: 'Meeting room devices certified for Microsoft Teams, with management and monitoring.',
        sizes: [
          'Up to 10 rooms.',
          'Up to 50 rooms.',
          'Up to 200 rooms, several sizes.',
          'More than 200 rooms across countries.',
        ],
        relevance: [75, 20, 40, 45, 50],
        owners: [CAPABILITY_OWNER],
        metrics: [['Number of rooms', 3, true]],
        actions: [
          {
            id: 'act-rooms-survey',
            name: 'Survey rooms',
            description: 'Survey rooms and recommend device kits per room size.',
            effort: 16,
            phase: 'Analyze',
            roles: [['role-collaboration-engineer', 100]],
            metrics: [['Number of rooms', 1]],
          },
          {
            id: 'act-rooms-install',
            name: 'Install and configure room devices',
            description: 'Install, configure and register Teams Rooms devices.',
            effort: 40,
            phase: 'Deploy',
            roles: [['role-workplace-engineer', 100]],
            metrics: [['Number of rooms', 2]],
          },
        ],
      },
    ],
  },
  {
    id: 'cap-exchange-online-migration',
    name: 'Exchange Online Migration',
    areaId,
    description:
      'Move mailboxes, public folders and mail flow from Exchange Server or another platform to Exchange Online.',
    sizes: [
      'Up to 1,000 mailboxes, cutover.',
      'Up to 5,000 mailboxes, hybrid.',
      'Up to 20,000 mailboxes and public folders.',
      'Cross-tenant or more than 20,000 mailboxes.',
    ],
    relevance: [55, 50, 60, 70, 60],
    owners: [CAPABILITY_OWNER],
    metrics: [['Number of mailboxes', 0.02, true]],
    actions: [
      {
        id: 'act-exo-hybrid',
        name: 'Configure Exchange hybrid',
        description: 'Configure hybrid, mail flow and free/busy between on-premises and Exchange Online.',
        effort: 32,
        phase: 'Build',
        roles: [['role-collaboration-engineer', 100]],
        controls: ['SOL-11', 'SOL-55'],
      },
      {
        id: 'act-exo-migration',
        name: 'Migrate mailboxes in batches',
        description: 'Move mailboxes in agreed batches and support users after each batch.',
        effort: 56,
        phase: 'Deploy',
        roles: [
          ['role-collaboration-engineer', 50],
          ['role-workplace-engineer-offshore', 100],
        ],
        metrics: [['Number of mailboxes', 0.01]],
        risks: [
          {
            name: 'Large mailboxes slow the migration',
            consequence: 'Batches overrun their windows.',
            mitigation: 'Pre-stage large mailboxes and archive before cut-over.',
            impact: 'Medium',
            probability: 'Medium',
            owner: 'Collaboration Engineer',
          },
        ],
      },
      {
        id: 'act-exo-decommission',
        name: 'Decommission Exchange servers',
        description: 'Remove the last Exchange servers and keep the management tools the client needs.',
        effort: 16,
        phase: 'Deploy',
        defaultSelected: false,
        roles: [['role-collaboration-engineer', 100]],
      },
    ],
  },
  {
    id: 'cap-print-services',
    name: 'Print Services',
    areaId,
    description:
      'Replace print servers with Universal Print or a managed print service, with secure release and driver management.',
    sizes: [
      'Up to 50 printers.',
      'Up to 250 printers, secure release.',
      'Up to 1,000 printers, several vendors.',
      'More than 1,000 printers across countries.',
    ],
    relevance: [50, 30, 55, 70, 60],
    owners: [AREA_OWNER],
    published: ['PROVIDER', 'PARTNER', 'HP'],
    metrics: [['Number of printers', 0.5, true]],
    actions: [
      {
        id: 'act-print-design',
        name: 'Design print service',
        description: 'Choose Universal Print or managed print, connectors and secure release.',
        effort: 16,
        phase: 'Design',
        roles: [['role-workplace-architect', 100]],
      },
      {
        id: 'act-print-migration',
        name: 'Migrate printers',
        description: 'Register printers, deploy print policies and retire print servers.',
        effort: 40,
        phase: 'Deploy',
        roles: [['role-workplace-engineer', 100]],
        metrics: [['Number of printers', 0.25]],
        dependencies: ['Printer firmware supports the chosen service'],
      },
    ],
  },
  {
    id: 'cap-copilot-readiness',
    name: 'Copilot for Microsoft 365 Readiness',
    areaId,
    description:
      'Prepare data, permissions and people for Copilot for Microsoft 365: oversharing review, licensing pilot and adoption.',
    sizes: [
      'Pilot for up to 50 users.',
      'Pilot for up to 300 users and data review.',
      'Roll-out to 2,000 users.',
      'Enterprise roll-out with several business units.',
    ],
    relevance: [95, 55, 70, 40, 80],
    owners: [AREA_OWNER, CAPABILITY_OWNER],
    metrics: [['Number of licensed users', 0.1, true]],
    productAi: {
      name: 'Provider Copilot Readiness Assistant',
      url: 'https://ai.provider.example/copilot-readiness',
    },
    linkIds: ['cap-compliance-information-protection'],
    // Copilot follows Microsoft 365 Apps and the data protection that limits what it can see.
    incomingIds: ['cap-m365-apps', 'cap-compliance-information-protection'],
    actions: [
      {
        id: 'act-copilot-oversharing',
        name: 'Review oversharing and permissions',
        description: 'Find and fix overshared sites and files before Copilot can surface them.',
        effort: 40,
        phase: 'Analyze',
        roles: [
          ['role-security-consultant', 100],
          ['role-collaboration-engineer', 50],
        ],
        workProducts: [
          ['Oversharing report', 'Excel', 'Sites and files with broad access and the fixes agreed.'],
        ],
        controls: ['SOL-08', 'SOL-09'],
      },
      {
        id: 'act-copilot-pilot',
        name: 'Run Copilot pilot',
        description: 'Licence pilot users, run scenarios and measure value.',
        effort: 32,
        phase: 'Deploy',
        roles: [
          ['role-adoption-specialist', 100],
          ['role-change-manager', 25],
        ],
        metrics: [['Number of licensed users', 0.05]],
        deliverables: [
          ['Pilot value report', 'PowerPoint', 'Scenarios, usage and measured value of the pilot.'],
        ],
      },
    ],
  },
];

export const CORE_CAPABILITIES: Capability[] = SPECS.map(capability);
