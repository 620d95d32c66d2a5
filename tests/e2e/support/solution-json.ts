/** The stored solution as the journeys read it back through the API. */
/** The parts of a stored solution the journeys read back. */
export interface SolutionJson {
  id: string;
  etag: string;
  modifiedAt: string;
  requirementDescription: string;
  expectedStart: string;
  salesClient: { id: string; name: string } | null;
  salesCountry?: { id: string; name: string } | null;
  fields: {
    name: string;
    regionId?: string;
    complexity?: number;
    approvals?: { id: string; name: string; approverId?: string }[];
    isExportedToDeliver?: boolean;
    exportedToDeliverAt?: string;
    organization: string;
    volumes?: Record<string, number>;
  };
  state: {
    step: number;
    steps: number[];
    partnerSubmitted?: boolean;
    items: CapabilityJson[];
    peopleSettings?: { gap: number; mobilisation: number };
    risk?: {
      questions: { id: string; block: { id: number }; answers: { id: number; selected: boolean }[] }[];
    };
  };
}

export interface ActionJson {
  id: string;
  name: string;
  effort: number;
  parallel?: number;
  tranches?: number;
  selected?: boolean;
  metrics?: { id: string; name: string; effort: number; value: number }[];
  deliverables?: {
    id: string;
    name: string;
    description?: string;
    format: { id: string; name: string };
    reviewSettings?: { cycles: number; review: number; update: number; approve: number };
  }[];
  actions?: ActionJson[];
}

export interface CapabilityJson {
  id: string;
  name: string;
  selected?: boolean;
  size?: string;
  actions?: ActionJson[];
  items?: CapabilityJson[];
}

export function findActionJson(items: readonly CapabilityJson[], id: string): ActionJson | undefined {
  const inActions = (list: readonly ActionJson[] | undefined): ActionJson | undefined => {
    for (const a of list ?? []) {
      if (a.id === id) return a;
      const sub = inActions(a.actions);
      if (sub) return sub;
    }
    return undefined;
  };
  for (const cap of items) {
    const found = inActions(cap.actions) ?? findActionJson(cap.items ?? [], id);
    if (found) return found;
  }
  return undefined;
}
