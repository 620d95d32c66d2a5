/**
 * The price each approved version of a solution carried (issue 29): an internal document sets the price an approval
 * was given at beside the price now, so an approval of an earlier price is never read as current. Read from the
 * versions the approvals name (their estimate as it was), never from what a caller sends.
 */
import type { Approval } from '@portal/domain';
import type { Services } from '../services.ts';
import { unpackContent, versionId, versionsOf } from './history-store.ts';

export async function approvedPrices(
  services: Services,
  solutionId: string,
  approvals: readonly Approval[] | undefined,
): Promise<Record<number, number>> {
  const versions = [
    ...new Set((approvals ?? []).filter((a) => a.approvedAt && a.version).map((a) => a.version!)),
  ];
  const prices: Record<number, number> = {};
  await Promise.all(
    versions.map(async (version) => {
      const stored = await versionsOf(services).read(versionId(solutionId, version));
      const price = stored ? unpackContent(stored.item).estimate?.price.amount : undefined;
      if (price !== undefined) prices[version] = price;
    }),
  );
  return prices;
}
