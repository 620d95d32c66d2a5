/** Reading solutions with the object-level access rule, and mapping stored documents to API shapes. */
import {
  canReadSolution,
  solutionStage,
  waitingApproverIds,
  type Solution,
  type SolutionListItem,
} from '@portal/domain';
import { forbidden, notFound } from '../http/errors.ts';
import type { Actor } from '../http/current-user.ts';
import type { Stored } from '../ports/store.ts';
import type { Services } from '../services.ts';

export type StoredSolution = Omit<Solution, 'etag'> & {
  /**
   * Who has a CPoR approval of it to give (ADR 0023): derived from state.cpor at every write, so the store can
   * count and list 'Approvals waiting for me'. Never sent to the browser.
   */
  waitingApproverIds?: string[];
};

export const solutionsOf = (services: Services) => services.store.container<StoredSolution>('solutions');

/** The same container for lists and counts that read selected fields only (QuerySpec.select), as their rows. */
export const solutionRowsOf = <Row extends { id: string }>(services: Services) =>
  services.store.container<Row>('solutions');

/** The stored document with its derived fields brought up to date: every write of a solution goes through it. */
export function withDerivedFields(doc: StoredSolution): StoredSolution {
  return { ...doc, waitingApproverIds: waitingApproverIds(doc.state.cpor) };
}

export function withEtag(stored: Stored<StoredSolution>): Solution {
  const { waitingApproverIds: _derived, ...item } = stored.item;
  return { ...item, etag: stored.etag };
}

export function scopeOf(s: StoredSolution) {
  return { userId: s.userId, organization: s.fields.organization, assigneeIds: s.assigneeIds };
}

/** Reads a solution the actor may see: 404 when it does not exist, 403 when it belongs to someone else. */
export async function readVisibleSolution(services: Services, actor: Actor, id: string) {
  const stored = await solutionsOf(services).read(id);
  if (!stored) throw notFound('The solution');
  if (!canReadSolution({ id: actor.user.id, role: actor.role }, scopeOf(stored.item))) {
    throw forbidden('This solution belongs to another organisation.');
  }
  return stored;
}

/** The fields a list row needs: list queries select only these instead of whole documents. */
export const LIST_FIELDS = [
  'clientName',
  'salesCountry.name',
  'owner',
  'modifiedAt',
  'fields.name',
  'fields.organization',
  'fields.regionId',
  'fields.aepUrl',
  'fields.c365Url',
  // The stage (solutionStage) reads what the progress bar reads.
  'fields.roles',
  'fields.approvals',
  'fields.isExportedToDeliver',
  'state.step',
  'state.steps',
];

export interface ListSource {
  id: string;
  clientName: string;
  salesCountry: { name?: string | null } | null;
  owner: StoredSolution['owner'];
  modifiedAt: string;
  fields: Pick<
    StoredSolution['fields'],
    | 'name'
    | 'organization'
    | 'regionId'
    | 'aepUrl'
    | 'c365Url'
    | 'roles'
    | 'approvals'
    | 'isExportedToDeliver'
  >;
  state: Pick<StoredSolution['state'], 'step' | 'steps'>;
}

export function toListItem(s: ListSource): SolutionListItem {
  const countryName = s.salesCountry?.name;
  return {
    id: s.id,
    name: s.fields.name,
    organization: s.fields.organization,
    clientName: s.clientName,
    ...(s.fields.regionId ? { regionId: s.fields.regionId } : {}),
    ...(countryName ? { countryName } : {}),
    owner: s.owner,
    step: s.state.step,
    stage: solutionStage(s),
    ...(s.fields.aepUrl ? { aepUrl: s.fields.aepUrl } : {}),
    ...(s.fields.c365Url ? { c365Url: s.fields.c365Url } : {}),
    modifiedAt: s.modifiedAt,
  };
}
