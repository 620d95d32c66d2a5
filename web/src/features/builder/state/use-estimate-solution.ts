/**
 * The builder's current, unsaved solution as the estimate reads it (the estimate panel, docs/estimate.md): the
 * working tree, the complexity, the typed volumes, the step reached, the people settings and the risk answers. A new
 * object only when one of them changes.
 */
import {
  isLeadProvider,
  policyAllows,
  type EstimateSolution,
  type RoleId,
  type UserKind,
} from '@portal/domain';
import { useMemo } from 'react';
import { useBuilder } from './builder-context.tsx';

/** The panel is for the lead provider's full users: not partners, clients or read-only users. */
export function seesEstimatePanel(kind: UserKind, role: RoleId): boolean {
  return kind === 'full' && isLeadProvider(role) && policyAllows('fullSolution', role);
}

/** The rate card version the saved solution holds (the panel says when it prices with a newer one). */
export function useHeldRateCardVersion(): number | undefined {
  return useBuilder((s) => s.base?.rateCardVersion);
}

export function useEstimateSolution(): EstimateSolution & { clientId?: string | undefined } {
  const items = useBuilder((s) => s.tree);
  const complexity = useBuilder((s) => s.draft.fields.complexity);
  // Typed volumes make the detailed effort the basis from Scope (ADR 0060), as the server prices the proposal.
  const volumes = useBuilder((s) => s.draft.fields.volumes);
  const expectedStart = useBuilder((s) => s.draft.expectedStart);
  const step = useBuilder((s) => s.draft.state.step);
  const steps = useBuilder((s) => s.draft.state.steps);
  const peopleSettings = useBuilder((s) => s.draft.state.peopleSettings);
  const risk = useBuilder((s) => s.draft.state.risk);
  // Whose nation's bank holidays the plan skips (ADR 0059).
  const clientId = useBuilder((s) => s.draft.salesClient?.id);
  return useMemo(
    () => ({
      clientId,
      expectedStart,
      fields: { complexity, volumes },
      state: { step, steps, items, peopleSettings, risk },
    }),
    [clientId, expectedStart, complexity, volumes, step, steps, items, peopleSettings, risk],
  );
}
