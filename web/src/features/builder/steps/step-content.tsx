/** The content of the builder step on screen, by kind of user. */
import type { UserKind } from '@portal/domain';
import { PartnerStep } from '../partner/partner-step.tsx';
import { ScopeStep } from '../tree/scope-step.tsx';
import { CloseStep } from './close-step.tsx';
import { DeliverStep } from './deliver-step.tsx';
import { DetailStep } from './detail-step.tsx';
import { InformationStep, type InformationStepProps } from './information-step.tsx';

export function StepContent({
  kind,
  step,
  information,
}: {
  kind: UserKind;
  step: number;
  information: InformationStepProps;
}) {
  if (step <= 1) return <InformationStep {...information} />;
  if (kind === 'submit') return <PartnerStep step={step} />;
  if (step === 5 || step === 6) return <DetailStep key={step} step={step} />;
  if (step === 7) return <CloseStep kind={kind} />;
  if (step === 8) return <DeliverStep />;
  return <ScopeStep kind={kind} />;
}
