/** The solution export: a versioned JSON file with everything needed to recreate the solution. */
import {
  APP_VERSION,
  SOLUTION_EXPORT_SCHEMA,
  SOLUTION_EXPORT_VERSION,
  type SolutionExport,
} from '@portal/domain';
import { solutionsOf } from './repository.ts';
import { jobFileName } from '../jobs/file-names.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { usersOf } from '../identity/user-store.ts';

export function exportFileName(id: string, name: string, at: Date): string {
  return jobFileName('solution', id, name, at, 'json');
}

export const runSolutionExport: JobRunner = async ({ services, job, progress }) => {
  const solutionId = job.payload.solutionId ?? '';
  const stored = await solutionsOf(services).read(solutionId);
  if (!stored) throw new Error(`Solution ${solutionId} no longer exists`);
  await progress(0.3, 'Collecting the solution');
  const user = (await usersOf(services).read(job.userId))?.item;
  const now = services.now();
  const file: SolutionExport = {
    schema: SOLUTION_EXPORT_SCHEMA,
    version: SOLUTION_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    exportedBy: { id: job.userId, name: user?.name ?? '', email: user?.email ?? '' },
    appVersion: APP_VERSION,
    solution: stored.item,
  };
  // Named from the job, not the run: a job sent again after a crash writes the same file.
  const fileName = exportFileName(stored.item.id, stored.item.fields.name, new Date(job.createdAt));
  const blobName = `${job.userId}/${job.id}/${fileName}`;
  await progress(0.6, 'Storing the file');
  await services.blobs.put('exports', blobName, JSON.stringify(file, null, 2), 'application/json');
  return {
    text: 'Solution exported!',
    text2: fileName,
    file: { container: 'exports', name: blobName, fileName },
  };
};
