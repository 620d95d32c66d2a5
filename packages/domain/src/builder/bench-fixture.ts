/**
 * A large, deterministic solution tree for benchmarks and timing tests: `capabilities` capability nodes (40 at
 * the top level, each further node under an earlier one, up to 4 children each) and `actions` actions spread
 * round-robin over the capabilities, every third one of a capability nested as a sub-action. Sizes, teams,
 * metrics, parallel, tranches and scope vary with the index so every effort rule is exercised.
 */
import { AEP_PHASES, type Action, type Capability, type SizeCode } from '../contracts/catalogue.ts';

const TOP_LEVEL = 40;
const CHILDREN_PER_NODE = 4;
const SIZES: readonly (SizeCode | '')[] = ['S', 'M', 'L', 'XL', ''];
const TEAMS: readonly string[] = ['PROVIDER', 'ACCENTURE', 'PROVIDER'];

interface DraftCapability extends Capability {
  items: Capability[];
  actions: Action[];
}

export function bigSolution(capabilities = 2000, actions = 10000): Capability[] {
  const nodes: DraftCapability[] = [];
  const top: Capability[] = [];
  for (let i = 0; i < capabilities; i += 1) {
    const node: DraftCapability = {
      id: `cap-${i}`,
      name: `Capability ${i}`,
      selected: i < TOP_LEVEL || i % 7 !== 3,
      size: SIZES[i % SIZES.length] ?? '',
      teamId: TEAMS[i % TEAMS.length] ?? 'PROVIDER',
      expanded: i % 11 !== 5,
      metrics: [{ id: `cap-${i}-m`, name: 'Users', effort: 0, value: 100 + (i % 900), core: i % 3 === 0 }],
      items: [],
      actions: [],
    };
    nodes.push(node);
    if (i < TOP_LEVEL) top.push(node);
    else nodes[Math.floor((i - TOP_LEVEL) / CHILDREN_PER_NODE)]?.items.push(node);
  }
  if (nodes.length === 0) return top;

  const lastTopAction = new Map<number, Action & { actions: Action[] }>();
  for (let j = 0; j < actions; j += 1) {
    const c = j % nodes.length;
    const position = Math.floor(j / nodes.length);
    const action: Action & { actions: Action[] } = {
      id: `act-${j}`,
      name: `Action ${j}`,
      effort: 8 + (j % 40),
      parallel: j % 4,
      tranches: (j % 3) + 1,
      selected: j % 10 !== 9,
      metrics: [
        { id: `act-${j}-m`, name: 'Devices', effort: (j % 5) / 10, value: j % 7, metricId: `cap-${c}-m` },
      ],
      actions: [],
    };
    const parent = lastTopAction.get(c);
    if (position % 3 === 2 && parent) {
      parent.actions.push(action);
    } else {
      nodes[c]?.actions.push(action);
      lastTopAction.set(c, action);
    }
  }
  return top;
}

/**
 * The same tree with everything in scope, roles on every action (1-3 per action, 25-100 %, of 17 roles
 * `role-0` .. `role-16`), AEP phases, some non-sequential actions and dependency actions (every 7th action waits
 * for the one 13 earlier): what the schedule and the estimate benches run on.
 */
export function staffedSolution(items: Capability[]): Capability[] {
  let n = 0;
  const visitActions = (actions: Action[] | undefined): Action[] | undefined =>
    actions?.map((a) => {
      const i = n++;
      return {
        ...a,
        selected: true,
        roles: Array.from({ length: (i % 3) + 1 }, (_, r) => ({
          staticId: `role-${(i + r) % 17}`,
          name: `Role ${(i + r) % 17}`,
          value: 25 * (((i + r) % 4) + 1),
        })),
        aepPhase: AEP_PHASES[i % AEP_PHASES.length],
        sequential: i % 5 !== 0,
        ...(i % 7 === 0 && i >= 13 ? { dependencyIds: [`act-${i - 13}`] } : {}),
        actions: visitActions(a.actions),
      };
    });
  const visit = (caps: Capability[]): Capability[] =>
    caps.map((c) => ({
      ...c,
      selected: true,
      actions: visitActions(c.actions),
      items: c.items && visit(c.items),
    }));
  return visit(items);
}
