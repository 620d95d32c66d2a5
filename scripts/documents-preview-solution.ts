/**
 * The solution a first-time seller makes for the documents preview (issue 32's request): "Caledonia Energy plc
 * (energy, 2,400 staff, 2,600 Windows laptops, 140 applications) wants its laptops on Windows 11 managed by Intune,
 * mobile device management for its 900 company iPhones, iPads and Android phones, and conditional access, starting March 2027." Built from the
 * catalogue the seller receives, as the builder builds it: the client's volumes typed on Information (issue 32)
 * fill the capabilities' metrics, the capabilities are ticked with their default actions and sized as the volumes
 * suggest ('Suggested'). Nobody tuned its text.
 */
import {
  applyVolumes,
  initialRiskQuestions,
  setSuggestedSizes,
  type Capability,
  type SaveSolutionRequest,
  type SolutionStep,
  type Volumes,
} from '@portal/domain';
import { demoUserByRole } from '../api/src/seed/seed-data/demo-users.ts';

/** The capabilities the seller ticks. */
const CHOSEN = ['cap-windows-11-migration', 'cap-device-management', 'cap-identity-foundation'];

/** The client's volumes, as Caledonia's record holds them (api/src/seed/seed-data/clients.ts). */
export const CALEDONIA_VOLUMES: Volumes = {
  users: 2400,
  devices: 2600,
  mobileDevices: 900,
  applications: 140,
  sites: 5,
};

/** The volumes of the request, by the metric names the catalogue uses. */
const VOLUMES: Record<string, number> = {
  'Number of devices': 2600,
  'Number of applications': 140,
  'Number of users': 2400,
  'Number of mobile devices': 900,
  'Number of phones': 900,
};

function withVolumes<T extends { metrics?: { name: string; value?: number }[] }>(node: T): T {
  return node.metrics
    ? { ...node, metrics: node.metrics.map((m) => ({ ...m, value: VOLUMES[m.name] ?? m.value ?? 0 })) }
    : node;
}

function chosen(cap: Capability, size: 'S' | 'M' | 'L' | 'XL' | ''): Capability {
  const actions = (list: Capability['actions']): Capability['actions'] =>
    list?.map((a) => ({
      ...withVolumes(a),
      selected: a.defaultSelected !== false,
      ...(a.actions ? { actions: actions(a.actions) } : {}),
    }));
  return {
    ...withVolumes(cap),
    selected: true,
    size,
    actions: actions(cap.actions) ?? [],
    ...(cap.items ? { items: cap.items.map((c) => chosen(c, '')) } : {}),
  };
}

/** The solution reviewer the seller names as its approver (as the demo solutions name theirs). */
function approver(): { id: string; name: string; email: string } {
  const reviewer = demoUserByRole('SOLUTION_REVIEWER');
  return { id: reviewer.id, name: reviewer.name, email: reviewer.email };
}

/** The risk answers, question by question (3 High, 2 Above Normal, 1 Normal, 0 NA). */
const CALEDONIA_RISK = [1, 1, 1, 1, 1, 1, 2, 1, 0, 1, 0, 1, 2, 1, 0, 1, 2, 1, 1, 1, 1];

export function previewSolutionBody(
  catalogue: readonly Capability[],
  catalogueVersion: number,
  step: SolutionStep,
): SaveSolutionRequest {
  const ticked = catalogue.filter((c) => CHOSEN.includes(c.id)).map((c) => chosen(c, ''));
  const items = setSuggestedSizes(applyVolumes(ticked, CALEDONIA_VOLUMES));
  const visited = ([1, 2, 5, 6] as SolutionStep[]).filter((s) => s <= step);
  return {
    salesClient: { id: 'client-caledonia-energy', name: 'Caledonia Energy plc' },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription:
      'Caledonia Energy wants its 2,600 Windows laptops on Windows 11 managed by Intune, mobile device management for its 900 company iPhones, iPads and Android phones, and Conditional Access for its 2,400 staff, starting March 2027.',
    catalogueVersion,
    fields: {
      organization: 'PROVIDER',
      name: 'Caledonia Windows 11, Intune and Conditional Access',
      regionId: 'EME-UKI',
      complexity: 1,
      aepSolutionType: 'Hero Offer',
      volumes: CALEDONIA_VOLUMES,
      // The request's sender, typed on Information: the proposal is addressed to and signed by her.
      clientContacts: 'Fiona MacLeod, Head of IT Infrastructure',
      // On Review the seller names who approves it, as the step asks (readers of the fifty-fourth round found a
      // solution at Approve with nobody to approve it); the API resolves the person from the users.
      ...(step >= 6 ? { approvers: [approver()] } : {}),
    },
    state: {
      step,
      steps: visited,
      items: step >= 2 ? items : [],
      // On Review the seller answers the risk assessment, as an approver asks (readers of the twenty-ninth round
      // would not approve an unassessed fixed price): 140 applications not tested yet, volumes not surveyed, the
      // offshore team not confirmed are above normal; no third party, service levels or currency exposure.
      ...(step >= 6
        ? {
            risk: {
              questions: initialRiskQuestions().map((q, i) => ({
                ...q,
                answers: q.answers.map((a) => ({ ...a, selected: a.id === (CALEDONIA_RISK[i] ?? 1) })),
              })),
            },
          }
        : {}),
    },
  };
}
