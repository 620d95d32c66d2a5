/**
 * The solution a first-time seller makes for the documents preview (issue 32's request): "Caledonia Energy plc
 * (energy, 2,400 staff, 2,600 Windows laptops, 140 applications) wants its laptops on Windows 11 managed by Intune,
 * mobile device management for 900 company phones, and conditional access, starting March 2027." Built from the
 * catalogue the seller receives, as the wizard builds it: the capabilities ticked with their default actions, sized,
 * and the volumes entered as the capabilities' metric values. Nobody tuned its text.
 */
import type { Capability, SaveSolutionRequest, SolutionStep } from '@portal/domain';

const CHOSEN: Record<string, 'S' | 'M' | 'L' | 'XL'> = {
  'cap-windows-11-migration': 'M',
  'cap-device-management': 'M',
  'cap-identity-foundation': 'S',
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

export function previewSolutionBody(
  catalogue: readonly Capability[],
  catalogueVersion: number,
  step: SolutionStep,
): SaveSolutionRequest {
  const items = catalogue.filter((c) => CHOSEN[c.id] !== undefined).map((c) => chosen(c, CHOSEN[c.id]!));
  const visited = ([1, 2, 5, 6] as SolutionStep[]).filter((s) => s <= step);
  return {
    salesClient: { id: 'client-caledonia-energy', name: 'Caledonia Energy plc' },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription:
      'Caledonia Energy wants its 2,600 Windows laptops on Windows 11 managed by Intune, mobile device management for 900 company phones, and conditional access for its 2,400 staff, starting March 2027.',
    catalogueVersion,
    fields: {
      organization: 'PROVIDER',
      name: 'Caledonia Windows 11, Intune and conditional access',
      regionId: 'EME-UKI',
      complexity: 1,
      aepSolutionType: 'Hero Offer',
    },
    state: { step, steps: visited, items: step >= 2 ? items : [] },
  };
}
