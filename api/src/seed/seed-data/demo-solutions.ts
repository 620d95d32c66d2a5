/**
 * Demo solutions (seeded when SEED_DEMO_DATA is on): different clients, organisations and stages, owned by the demo
 * users, with a small copy of the selected capabilities in state.items. Sample data authored for the portal.
 * Times are relative to `now` so the list always shows recent activity.
 */
import {
  initialRiskQuestions,
  ROLE_NAMES,
  type Action,
  type Metric,
  SOLUTION_APPROVAL_ROW,
  type Capability,
  type Organization,
  type PersonRef,
  type RoleId,
  type Solution,
  type SolutionFields,
  type SolutionStep,
  type SizeCode,
} from '@portal/domain';
import { findCapability } from './capabilities.ts';
import { CLIENTS } from './clients.ts';
import { COUNTRIES } from './countries.ts';
import { demoUserByRole, type DemoUser } from './demo-users.ts';
import { SETTINGS } from './settings.ts';

export type DemoSolution = Omit<Solution, 'etag'>;
type Volumes = Readonly<Record<string, number>>;

const DAY_MS = 24 * 60 * 60 * 1000;

function person(u: DemoUser): PersonRef {
  return { id: u.id, name: u.name, email: u.email };
}

function yearMonth(now: Date, monthsAhead: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A copy of a catalogue capability as a solution holds it: selected, sized, default actions in scope. */
function selectActions<
  T extends { id: string; defaultSelected?: boolean; selected?: boolean; actions?: T[] },
>(actions: T[], bringIn: readonly string[] = []): T[] {
  return actions.map((a) => ({
    ...a,
    selected: a.defaultSelected !== false || bringIn.includes(a.id),
    ...(a.actions ? { actions: selectActions(a.actions, bringIn) } : {}),
  }));
}

/** The volumes a demo states, entered as the metric values of the capabilities and actions that carry them. */
function withVolumes<T extends { metrics?: Metric[] | undefined }>(node: T, volumes: Volumes): T {
  return node.metrics
    ? { ...node, metrics: node.metrics.map((m) => ({ ...m, value: volumes[m.name] ?? m.value ?? 0 })) }
    : node;
}

function actionsWithVolumes(actions: Action[], volumes: Volumes): Action[] {
  return actions.map((a) => ({
    ...withVolumes(a, volumes),
    ...(a.actions ? { actions: actionsWithVolumes(a.actions, volumes) } : {}),
  }));
}

/**
 * A capability as the seller chose it: sized at its top (the size covers its sub-capabilities), in scope with its
 * default actions (and the optional ones named in `bringIn`) and the volumes of the request entered;
 * sub-capabilities named in `leaveOut` are not chosen.
 */
function selected(
  capabilityId: string,
  size: SizeCode | '',
  volumes: Volumes,
  leaveOut: string[],
  bringIn: readonly string[] = [],
): Capability {
  const source = findCapability(capabilityId);
  if (!source) throw new Error(`Demo solution selects unknown capability ${capabilityId}`);
  const copy = (c: Capability, own: SizeCode | '', parentChosen = true): Capability => {
    const chosen = parentChosen && !leaveOut.includes(c.id);
    return {
      ...withVolumes(structuredClone(c), chosen ? volumes : {}),
      selected: chosen,
      size: chosen ? own : '',
      expanded: false,
      actions: chosen
        ? actionsWithVolumes(selectActions(structuredClone(c.actions ?? []), bringIn), volumes)
        : structuredClone(c.actions ?? []),
      ...(c.items ? { items: c.items.map((child) => copy(child, '', chosen)) } : {}),
    };
  };
  return copy(source, size);
}

/** Steps visited on the way to a step: full users go 1, 2, 5, 6, 7, 8; submit-only users 1, 2, 2.5, 3. */
function visited(step: SolutionStep, submitOnly: boolean): SolutionStep[] {
  const path: SolutionStep[] = submitOnly ? [1, 2, 2.5, 3, 5] : [1, 2, 5, 6, 7, 8];
  return path.filter((s) => s <= step);
}

interface DemoSpec {
  id: string;
  clientId: string;
  countryId: string;
  organization: Organization;
  ownerRole: RoleId;
  /** Role entries on the solution (the demo user of each role). */
  roles: RoleId[];
  step: SolutionStep;
  submitOnly?: boolean;
  daysAgo: number;
  startInMonths: number;
  name: string;
  requirement: string;
  items: [capabilityId: string, size: SizeCode | ''][];
  /** The volumes the requirement states, by metric name: entered where the catalogue's metrics carry them. */
  volumes?: Volumes;
  /** Sub-capabilities the request does not ask for (left unselected under a chosen capability). */
  leaveOut?: string[];
  /** Optional actions the request needs (not chosen by default). */
  bringIn?: string[];
  /**
   * The risk assessment's answers, question by question (3 High, 2 Above Normal, 1 Normal, 0 NA): a solution at
   * Review or later has been assessed, as a commercial approver requires.
   */
  risk?: readonly (0 | 1 | 2 | 3)[];
  fields?: Partial<SolutionFields>;
  partnerSubmitted?: boolean;
}

const SPECS: DemoSpec[] = [
  {
    id: '1001',
    clientId: 'client-northbridge-building-society',
    countryId: 'GB',
    organization: 'PROVIDER',
    ownerRole: 'SALES_PERSON',
    roles: ['SALES_PERSON', 'SOLUTION_ARCHITECT'],
    step: 8,
    daysAgo: 27,
    // Two months out: a proposal dated today leaves a month or more to accept before mobilisation.
    startInMonths: 2,
    name: 'Northbridge Windows 11 and Intune',
    requirement:
      'Move 7,400 branch and office devices to Windows 11, enrolled in Intune and co-managed with Configuration Manager, now that Windows 10 support has ended, with the 410 business applications they run tested on Windows 11.',
    items: [
      ['cap-windows-11-migration', 'L'],
      ['cap-device-management', 'L'],
    ],
    volumes: {
      'Number of devices': 7400,
      'Number of applications': 410,
      'Number of configuration profiles': 24,
      'Number of users': 6200,
      'Number of sites': 143,
    },
    // Branch and office PCs only: no phones or tablets in this request.
    leaveOut: ['cap-mobile-device-management'],
    // The estate runs Configuration Manager: its workloads move to Intune through co-management.
    bringIn: ['act-co-management'],
    // Application testing and the fixed price of 410 applications are the deal's risks.
    risk: [1, 1, 1, 1, 2, 1, 2, 1, 0, 1, 0, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1],
    fields: {
      aepUrl: 'https://aep.provider.example/projects/AEP-24017',
      c365Url: 'https://c365.provider.example/opportunities/OPP-100245',
      isExportedToDeliver: true,
      // The society contracts on a signed contract: its proposal points to the Contract for Services (ADR 0066).
      acceptanceRoute: 'contract',
      // The first signs for the client (the documents' signature block); the others are who the bid deals with.
      clientContacts:
        'Rachel Moore, Chief Operating Officer\nDaniel Price, Head of IT Service\nAmira Shah, Procurement Manager',
      opportunityBackground:
        'The society runs Windows 10 on ageing branch devices managed by Configuration Manager. Its 6,200 staff work in 140 branches and three offices (143 sites), and its 7,400 branch and office devices run 410 business applications; Windows 10 support ended in October 2025, and the society pays for Extended Security Updates until each device is upgraded.',
      scopeDefinition:
        'Windows 11 readiness, build, application testing, pilot, deployment in waves and hypercare; Intune design, build, test and pilot, the existing devices enrolled in waves and co-managed with Configuration Manager.',
      scopeDefinitionOutOfScope:
        '<b>Also not included.</b> Replacing the devices that cannot run Windows 11 (the readiness report lists them by site; the Client buys and replaces them); packaging, repackaging or fixing applications that fail their tests (their owners fix them, or packaging is added by change request); servers, the branch network, and printers and other branch peripherals beyond the tests of the applications that use them; and support of the devices after hypercare, which stays with the Client\u2019s service desk.',
      deliveryApproach:
        'Readiness and the Intune build come first; the devices are then enrolled in Intune in weekly waves after a pilot with IT. The critical applications are tested on Windows 11 once its build is ready, followed by a two-week pilot in two branches and its go-ahead. The rest of the 410 applications are tested during the pilot and the waves, those of the first waves first. Each of the two rollouts, enrolment and upgrade, moves in weekly waves over about two months: a smaller first wave, then about 1,000 devices a week (fewer in a week with a bank holiday); each group is upgraded a few weeks after it is enrolled, on the dates the wave table gives, and two weeks of hypercare follow the last wave.',
    },
  },
  {
    id: '1002',
    clientId: 'client-severn-valley-nhs-trust',
    countryId: 'GB',
    organization: 'PROVIDER',
    ownerRole: 'SOLUTION_ARCHITECT',
    roles: ['SOLUTION_ARCHITECT'],
    step: 6,
    daysAgo: 3,
    startInMonths: 2,
    name: 'Severn Valley clinical virtual desktops',
    requirement:
      'Fast sign-in to shared ward devices and virtual desktops for the trust\u2019s 8,600 clinical staff.',
    items: [
      ['cap-azure-virtual-desktop', 'L'],
      ['cap-identity-foundation', 'M'],
    ],
    volumes: { 'Number of users': 8600, 'Number of host pools': 6, 'Number of federated applications': 24 },
    risk: [1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1],
    fields: {
      aepUrl: 'https://aep.provider.example/projects/AEP-24102',
      complexity: 1.5,
      opportunityBackground: 'Clinicians lose several minutes per shift signing in to shared devices.',
      scopeDefinition: 'Azure Virtual Desktop with FSLogix, Entra ID single sign-on and Conditional Access.',
    },
  },
  {
    id: '1003',
    clientId: 'client-mercia-county-council',
    countryId: 'GB',
    organization: 'PROVIDER',
    ownerRole: 'SALES_PERSON',
    roles: ['SALES_PERSON', 'SOLUTION_ARCHITECT'],
    step: 5,
    daysAgo: 6,
    startInMonths: 3,
    name: 'Mercia Cloud PC for hybrid working',
    requirement: 'Replace 3,000 ageing desktops with Windows 365 Cloud PCs across 40 council sites.',
    items: [['cap-windows-365', 'M']],
    volumes: { 'Number of Cloud PCs': 3000 },
    fields: { aepUrl: 'https://aep.provider.example/projects/AEP-24133', aepSolutionType: 'Solution Play' },
  },
  {
    id: '1004',
    clientId: 'client-rhein-logistik',
    countryId: 'DE',
    organization: 'HP',
    ownerRole: 'HP_SALES_PERSON',
    roles: ['HP_SALES_PERSON', 'HP_SOLUTION_ARCHITECT'],
    step: 3,
    submitOnly: true,
    daysAgo: 9,
    startInMonths: 4,
    name: 'Rhein Logistik device management',
    requirement:
      'One Intune tenant and Defender for 6,100 warehouse and office devices in Germany and Austria.',
    items: [
      ['cap-device-management', 'M'],
      ['cap-endpoint-protection', 'S'],
    ],
    volumes: {
      'Number of devices': 6100,
      'Number of configuration profiles': 18,
      'Number of mobile devices': 1200,
    },
  },
  {
    id: '1005',
    clientId: 'client-banque-lumiere',
    countryId: 'FR',
    organization: 'ACCENTURE',
    ownerRole: 'ACCENTURE_SOLUTION_ARCHITECT',
    roles: ['ACCENTURE_SALES_PERSON', 'ACCENTURE_SOLUTION_ARCHITECT'],
    step: 2,
    submitOnly: true,
    daysAgo: 12,
    startInMonths: 5,
    name: 'Banque Lumière information protection',
    requirement: 'Label and protect regulated client data and prepare for DORA resilience testing.',
    items: [
      ['cap-compliance-information-protection', ''],
      ['cap-data-loss-prevention', ''],
    ],
  },
  {
    id: '1006',
    clientId: 'client-harrowfield-university',
    countryId: 'GB',
    organization: 'CLIENT',
    ownerRole: 'CLIENT',
    roles: [],
    step: 1,
    submitOnly: true,
    daysAgo: 1,
    startInMonths: 6,
    name: 'Harrowfield teaching software on any device',
    requirement: 'Students need specialist teaching software on their own laptops and in open-access labs.',
    items: [],
  },
  {
    id: '1007',
    clientId: 'client-kestrel-retail-group',
    countryId: 'GB',
    organization: 'PROVIDER',
    ownerRole: 'DEAL_TEAM',
    roles: ['SALES_PERSON', 'SOLUTION_ARCHITECT'],
    step: 7,
    daysAgo: 15,
    startInMonths: 2,
    name: 'Kestrel managed workplace renewal',
    requirement:
      'Renew the service desk and managed workplace for 9,500 head-office and store-management users on 9,800 devices, with experience-level agreements.',
    items: [
      ['cap-service-desk', 'L'],
      ['cap-managed-workplace', 'M'],
      ['cap-dex-monitoring', 'S'],
    ],
    volumes: { 'Number of users': 9500, 'Tickets per month': 4800, 'Number of devices': 9800 },
    // Outcome-based service levels and a penalty regime: the contract is where this deal's risk is.
    risk: [2, 1, 2, 2, 2, 1, 1, 2, 1, 2, 2, 1, 1, 1, 0, 1, 1, 1, 1, 1, 2],
    fields: {
      aepUrl: 'https://aep.provider.example/projects/AEP-23988',
      c365Url: 'https://c365.provider.example/opportunities/OPP-101077',
      aepSolutionType: 'Bespoke',
      complexity: 2,
      opportunityBackground:
        'The current contract ends in nine months; the client wants outcome-based service levels.',
      scopeDefinition: 'Service desk, managed workplace operations and digital experience monitoring.',
      deliveryApproach:
        'A transition of about two months: the service design, runbooks and knowledge base first, then go-live with about four weeks of hypercare.',
    },
  },
  {
    id: '1008',
    clientId: 'client-thamesgate-insurance',
    countryId: 'GB',
    organization: 'PROVIDER',
    ownerRole: 'SALES_PERSON',
    roles: ['SALES_PERSON'],
    step: 2,
    daysAgo: 20,
    startInMonths: 3,
    name: 'Thamesgate Copilot readiness',
    requirement: 'Prepare data and people for a Copilot for Microsoft 365 pilot with 300 underwriters.',
    items: [['cap-copilot-readiness', '']],
    volumes: { 'Number of licensed users': 300 },
  },
  {
    id: '1009',
    clientId: 'client-nordvik-shipping',
    countryId: 'NO',
    organization: 'HP',
    ownerRole: 'HP_SALES_PERSON',
    roles: ['HP_SALES_PERSON', 'SOLUTION_ARCHITECT'],
    step: 5,
    submitOnly: true,
    partnerSubmitted: true,
    daysAgo: 24,
    startInMonths: 4,
    name: 'Nordvik crew devices and service desk',
    requirement: 'Resilient devices and remote support for 1,600 crew members at sea.',
    items: [
      ['cap-lifecycle-management', 'S'],
      ['cap-service-desk', 'S'],
    ],
    volumes: { 'Number of users': 1600, 'Devices per year': 600, 'Tickets per month': 700 },
  },
];

function demoSolution(spec: DemoSpec, now: Date): DemoSolution {
  const client = CLIENTS.find((c) => c.id === spec.clientId);
  const country = COUNTRIES.find((c) => c.id === spec.countryId);
  if (!client || !country) throw new Error(`Demo solution ${spec.id} names an unknown client or country`);
  const owner = demoUserByRole(spec.ownerRole);
  const roleHolders = spec.roles.map((roleId) => ({ roleId, user: demoUserByRole(roleId) }));
  const modifiedAt = new Date(now.getTime() - spec.daysAgo * DAY_MS - 3_600_000);
  const createdAt = new Date(modifiedAt.getTime() - 5 * DAY_MS);
  const reviewer = demoUserByRole('SOLUTION_REVIEWER');
  const lastEditor = roleHolders.find((r) => r.roleId === 'SOLUTION_ARCHITECT')?.user ?? owner;
  return {
    id: spec.id,
    type: 1,
    userId: owner.id,
    clientId: client.id,
    clientName: client.name,
    salesClient: { id: client.id, name: client.name },
    expectedStart: yearMonth(now, spec.startInMonths),
    salesCountry: { id: country.id, name: country.name, fields: { ...country.fields } },
    requirementDescription: spec.requirement,
    owner: person(owner),
    modifiedBy: person(lastEditor),
    createdAt: createdAt.toISOString(),
    modifiedAt: modifiedAt.toISOString(),
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [...new Set(roleHolders.map((r) => r.user.id))],
    fields: {
      organization: spec.organization,
      name: spec.name,
      regionId: country.fields.provider.regionId,
      complexity: 1,
      aepSolutionType: 'Hero Offer',
      roles: roleHolders.map((r) => ({ id: r.roleId, name: ROLE_NAMES[r.roleId], user: person(r.user) })),
      approvals:
        spec.step >= 7
          ? [
              {
                id: SOLUTION_APPROVAL_ROW,
                name: reviewer.name,
                approverId: reviewer.id,
                approvedAt: modifiedAt.toISOString(),
                // The version the approval took (seed.ts writes it beside the solution), as the API records one.
                version: 1,
              },
            ]
          : [],
      // The reviewer who approved a closed or delivered solution was named as its approver (ADR 0054).
      ...(spec.step >= 7 ? { approvers: [person(reviewer)] } : {}),
      ...(spec.step === 8 ? { exportedToDeliverAt: modifiedAt.toISOString() } : {}),
      ...spec.fields,
    },
    state: {
      step: spec.step,
      steps: visited(spec.step, spec.submitOnly ?? false),
      items: spec.items.map(([id, size]) =>
        selected(id, size, spec.volumes ?? {}, spec.leaveOut ?? [], spec.bringIn ?? []),
      ),
      deliverableReviewSettings: {
        cycles: SETTINGS.deliverableReview.cycles,
        review: SETTINGS.deliverableReview.review,
        update: SETTINGS.deliverableReview.update,
        approve: SETTINGS.deliverableReview.approve,
      },
      peopleSettings: { gap: 14, mobilisation: 14 },
      ...(spec.risk
        ? {
            risk: {
              questions: initialRiskQuestions().map((q, i) => ({
                ...q,
                answers: q.answers.map((a) => ({ ...a, selected: a.id === (spec.risk?.[i] ?? 1) })),
              })),
            },
          }
        : {}),
      ...(spec.partnerSubmitted ? { partnerSubmitted: true } : {}),
    },
  };
}

/** The demo solutions, with times relative to now (modified within the last 30 days). */
export function demoSolutions(now: Date): DemoSolution[] {
  return SPECS.map((spec) => demoSolution(spec, now));
}
