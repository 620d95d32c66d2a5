/**
 * The submit-only (partner) user's steps after Information: Scope (the scope tree, then 2.5 the core
 * metrics) and Submit (size each selected capability, labels S, M, L, XL).
 */
import { CoreMetrics } from '../metrics/core-metrics.tsx';
import { ScopeStep } from '../tree/scope-step.tsx';
import { SizeStep } from '../tree/size-step.tsx';

export function PartnerStep({ step }: { step: number }) {
  if (step === 2.5) return <CoreMetrics editable />;
  if (step >= 3) return <SizeStep />;
  return <ScopeStep kind="submit" />;
}
