/**
 * The 'aep' job (queue-triggered): builds the AEP record from the solution's document model, sends it through
 * the AEP port and stores the returned link as the solution's aepUrl (an ETag'd write, retried when a save lands
 * in between; the builder merges it into an open draft). A solution that already has a link keeps it.
 */
import { aepRecordFrom } from '@portal/domain';
import { readDocumentModel } from '../documents/model-reader.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { updateWithEtag } from '../ports/update-with-etag.ts';
import { solutionsOf } from '../solutions/repository.ts';

export const AEP_WORKING = 'Creating AEP Record...';
export const AEP_CREATED = 'AEP Record Created!';
export const AEP_ALREADY = 'AEP record already created';

export const runAepJob: JobRunner = async ({ services, job, progress }) => {
  const solutions = solutionsOf(services);
  const solutionId = job.payload.solutionId ?? '';
  const stored = await solutions.read(solutionId);
  if (!stored) throw new Error(`Solution ${solutionId} no longer exists`);
  if (stored.item.fields.aepUrl)
    return { text: AEP_CREATED, text2: AEP_ALREADY, url: stored.item.fields.aepUrl };
  await progress(0.3, 'Reading the solution');
  const { model } = await readDocumentModel(services, stored, job.userId, new Date(job.createdAt));
  await progress(0.5, 'Sending the record to the AEP');
  const record = await services.aep.createRecord(aepRecordFrom(model));
  await progress(0.8, 'Storing the AEP link');
  // Someone set a link meanwhile (Set Link): theirs stays.
  const linked = await updateWithEtag(solutions, solutionId, (current) =>
    current.fields.aepUrl ? undefined : { ...current, fields: { ...current.fields, aepUrl: record.url } },
  );
  if (!linked) throw new Error(`Solution ${solutionId} no longer exists`);
  return { text: AEP_CREATED, text2: record.id, url: record.url };
};
