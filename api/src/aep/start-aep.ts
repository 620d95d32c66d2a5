/** Starting the 'aep' job: asked for by a save with createAepRecord (spec: POST /sales/solutions), full users only. */
import { hasFullSolutionAccess, type JobView } from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { forbidden } from '../http/errors.ts';
import { startJob } from '../jobs/job-service.ts';
import type { Services } from '../services.ts';
import { AEP_WORKING } from './aep-job.ts';

export function checkMayCreateAepRecord(actor: Actor): void {
  if (!hasFullSolutionAccess(actor.role)) throw forbidden('Only full users can create an AEP record.');
}

export function startAepJob(services: Services, actor: Actor, solutionId: string): Promise<JobView> {
  return startJob(services, {
    type: 'aep',
    userId: actor.user.id,
    text: AEP_WORKING,
    payload: { solutionId },
  });
}
