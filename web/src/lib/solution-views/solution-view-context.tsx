/**
 * What the derived views of a solution (Timeline, People, Risk Assessment, Security, CPoR) read and change.
 * The solution feature provides it (from its builder store, or from a stored solution on the screenshot
 * routes); the views' own features consume it. Features never import each other: this is their meeting place.
 */
import type { Capability, CapabilityArea, RoleId, SolutionState } from '@portal/domain';
import { createContext, useContext, type ReactNode } from 'react';

export interface SolutionViewData {
  solutionId: string | undefined;
  /** The version shown read-only (issue 22): a schedule the server draws is the version's. */
  version?: number | undefined;
  /** The working capability tree (the catalogue with the solution's selections and copies). */
  items: readonly Capability[];
  areas: readonly CapabilityArea[];
  /** 'YYYY-MM' */
  expectedStart: string;
  /** The solution's client: its nation's bank holidays are the plan's (ADR 0059). */
  clientId?: string | undefined;
  state: SolutionState;
  role: RoleId;
  userId: string;
  /** The person may change the solution from this view. */
  editable: boolean;
  /** Lead-provider users see effort hours and the scale slider. */
  leadProvider: boolean;
  /** Chrome-free rendering for capture: no slider, no animations. */
  screenshot: boolean;
  /** Changes the solution's state; saved after `delayMs` (0: at once). */
  updateState(change: (state: SolutionState) => SolutionState, delayMs?: number): void;
  /**
   * The signed-in user's answer to a CPoR approval they were asked for (its own call, not a solution save);
   * undefined before the solution is first saved. Rejects with the API's message.
   */
  answerCpor?: ((approvalId: string, answer: 0 | 1, text: string) => Promise<void>) | undefined;
  /** Opens an action in the side panel (the Timeline's click). */
  openAction?: ((actionId: string) => void) | undefined;
}

const SolutionViewContext = createContext<SolutionViewData | null>(null);

export function SolutionViewProvider({ value, children }: { value: SolutionViewData; children: ReactNode }) {
  return <SolutionViewContext.Provider value={value}>{children}</SolutionViewContext.Provider>;
}

export function useSolutionView(): SolutionViewData {
  const value = useContext(SolutionViewContext);
  if (!value) throw new Error('useSolutionView must be used inside a SolutionViewProvider');
  return value;
}
