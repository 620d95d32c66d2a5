/**
 * Create or save a solution (POST /sales/solutions). Server-owned fields (id, owner, organisation, times,
 * who changed it, documents) are never taken from the client. Saves carry the ETag: a stale save is a 409
 * with the current version, and changes nothing.
 */
import {
  isSubmitOnly,
  maxEditableStep,
  organizationOf,
  sameVolumes,
  sizeLabelsFor,
  solutionFor,
  type PersonRef,
  type Region,
  type SalesCountry,
  type SaveSolutionRequest,
  type Solution,
} from '@portal/domain';
import { clientViewer, type Actor } from '../http/current-user.ts';
import { badRequest, conflict, forbidden, HttpError } from '../http/errors.ts';
import { readReference } from '../reference/reference-store.ts';
import { afterSolutionSave, beforeSolutionSave, type SaveHistoryPlan } from '../history/save-history.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { notifyClearedApprovals, notifyOnce } from './notify.ts';
import { resolveApprovers } from './approvals.ts';
import { keepClientVolumes } from './client-volumes.ts';
import { nextId } from './counter.ts';
import { cporAfterSave } from './cpor.ts';
import { checkCatalogueVersion } from './catalogue-version.ts';
import { resolveRateCardVersion } from './rate-card-version.ts';
import { checkDealTeamBeforeClose } from './deal-team-check.ts';
import { checkUploadedDocuments } from './document-refs.ts';
import { resolveClient, resolveCountry, resolveRoles, restoreHiddenFields } from './references.ts';
import {
  approvalsAfterSave,
  checkFullOnlyFields,
  deliverAfterSave,
  newlyAssignedArchitects,
  stepsAfterSave,
} from './save-rules.ts';
import {
  readVisibleSolution,
  solutionsOf,
  withDerivedFields,
  withEtag,
  type StoredSolution,
} from './repository.ts';

const personOf = (actor: Actor): PersonRef => ({
  id: actor.user.id,
  name: actor.user.name,
  email: actor.user.email,
});

const assigneesOf = (body: SaveSolutionRequest) => [
  ...new Set((body.fields.roles ?? []).map((r) => r.user?.id).filter((id): id is string => !!id)),
];

function headerOf(body: SaveSolutionRequest) {
  return {
    clientId: body.salesClient?.id ?? '',
    clientName: body.salesClient?.name ?? '',
    salesClient: body.salesClient,
    expectedStart: body.expectedStart,
    salesCountry: body.salesCountry,
    requirementDescription: body.requirementDescription,
  };
}

function checkStep(actor: Actor, step: number) {
  const max = maxEditableStep(actor.role);
  if (max === undefined) throw forbidden('Your role can read solutions but not change them.');
  if (step > max) throw forbidden(`Your role cannot move a solution to step ${step}.`);
}

function checkNotSubmitted(actor: Actor, existing: StoredSolution) {
  if (isSubmitOnly(actor.role) && existing.state.step >= 4) {
    throw forbidden('This solution has been submitted; partners can no longer change it.');
  }
}

/** Whether the actor may save this stored solution as it is now (its step): 403 otherwise. */
export function checkMaySave(actor: Actor, existing: StoredSolution) {
  checkStep(actor, existing.state.step);
  checkNotSubmitted(actor, existing);
}

/**
 * The geographic region of the solution: the primary country's provider region when a country is chosen,
 * otherwise the region the user picked. Unknown countries or regions are a 400.
 */
async function regionOf(services: Services, body: SaveSolutionRequest): Promise<string | undefined> {
  const country = body.salesCountry as SalesCountry | null;
  if (country) return country.fields.provider.regionId;
  const regionId = body.fields.regionId;
  if (!regionId) return undefined;
  const regions = (await readReference<Region[]>(services, 'regions')) ?? [];
  if (!regions.some((r) => r.id === regionId)) {
    throw badRequest('The geographic region you chose does not exist. Choose a region from the list.', {
      fields: { 'fields.regionId': 'is not a known region' },
    });
  }
  return regionId;
}

/** The request with its references resolved from the store (client, country, role holders, uploads). */
async function resolved(
  services: Services,
  actor: Actor,
  body: SaveSolutionRequest,
  existing: StoredSolution | undefined,
): Promise<SaveSolutionRequest> {
  await checkCatalogueVersion(services, body, existing);
  const [salesClient, salesCountry, roles, approvers, restored, cpor, rateCardVersion] = await Promise.all([
    resolveClient(services, clientViewer(actor), body.salesClient, existing),
    resolveCountry(services, body.salesCountry),
    resolveRoles(services, existing, body.fields.roles),
    resolveApprovers(services, existing, body.fields.approvers),
    restoreHiddenFields(services, actor.role, body, existing),
    cporAfterSave(services, actor, existing, body.state.cpor),
    resolveRateCardVersion(services, body, existing),
    checkUploadedDocuments(services, existing?.state.items, body.state.items),
  ]);
  const { roles: _sent, approvers: _sentApprovers, ...fields } = body.fields;
  const { cpor: _sentCpor, ...rest } = restored;
  const state = cpor ? { ...rest, cpor } : rest;
  return {
    ...body,
    salesClient,
    salesCountry,
    rateCardVersion,
    state,
    fields: { ...fields, ...(roles ? { roles } : {}), ...(approvers ? { approvers } : {}) },
  };
}

function withRegion(fields: SaveSolutionRequest['fields'], regionId: string | undefined) {
  const { regionId: _ignored, ...rest } = fields;
  return regionId ? { ...rest, regionId } : rest;
}

/**
 * Notifications a save triggers: a partner's submission, newly assigned solution architects, and approvals the
 * settings cleared (their approvers are told).
 */
async function afterSave(
  services: Services,
  actor: Actor,
  before: StoredSolution | undefined,
  after: Solution,
  plan: SaveHistoryPlan = {},
) {
  if (after.state.partnerSubmitted && !before?.state.partnerSubmitted) {
    await notifyOnce(services, { kind: 'partner-submitted', solutionId: after.id, byUserId: actor.user.id });
  }
  for (const userId of newlyAssignedArchitects(before, after)) {
    await notifyOnce(services, {
      kind: 'architect-assigned',
      solutionId: after.id,
      byUserId: actor.user.id,
      userId,
    });
  }
  await notifyClearedApprovals(services, personOf(actor), after.modifiedAt, after.id, plan);
  // The volumes typed on Information go with the client for its next solution (issue 32).
  const volumes = after.fields.volumes;
  if (volumes && after.salesClient && !sameVolumes(before?.fields.volumes, volumes)) {
    await keepClientVolumes(services, actor, after.salesClient.id, volumes);
  }
}

export async function saveSolution(
  services: Services,
  actor: Actor,
  sent: SaveSolutionRequest,
  ifMatch: string | undefined,
): Promise<{ solution: Solution; created: boolean }> {
  checkStep(actor, sent.state.step);
  return sent.solutionId
    ? updateSolution(services, actor, sent, sent.solutionId, ifMatch)
    : createSolution(services, actor, await resolved(services, actor, sent, undefined));
}

async function createSolution(services: Services, actor: Actor, body: SaveSolutionRequest) {
  const now = services.now().toISOString();
  const me = personOf(actor);
  const regionId = await regionOf(services, body);
  const solutions = solutionsOf(services);
  checkFullOnlyFields(actor, undefined, body);
  const steps = stepsAfterSave(actor, undefined, body);
  const id = String(await nextId(services, 'solutions'));
  const doc: StoredSolution = {
    id,
    type: 1,
    userId: me.id,
    ...headerOf(body),
    owner: me,
    modifiedBy: me,
    createdAt: now,
    modifiedAt: now,
    catalogueVersion: body.catalogueVersion ?? 0,
    ...(body.rateCardVersion ? { rateCardVersion: body.rateCardVersion } : {}),
    documents: [],
    ...(body.trace ? { traceId: body.trace } : {}),
    assigneeIds: assigneesOf(body),
    fields: {
      ...withRegion(body.fields, regionId),
      organization: organizationOf(actor.role),
      approvals: approvalsAfterSave(actor, [], body.fields.approvals, now),
      ...deliverAfterSave(undefined, body, now),
    },
    state: { ...body.state, ...steps },
  };
  const history = await beforeSolutionSave(services, undefined, doc);
  const solution = withEtag(await solutions.create(withDerivedFields(history.doc)));
  await afterSolutionSave(services, me, now, undefined, solution, history.plan);
  await afterSave(services, actor, undefined, solution);
  return { solution, created: true };
}

async function updateSolution(
  services: Services,
  actor: Actor,
  sent: SaveSolutionRequest,
  solutionId: string,
  ifMatch: string | undefined,
) {
  const now = services.now().toISOString();
  const me = personOf(actor);
  const solutions = solutionsOf(services);
  if (!ifMatch) {
    throw new HttpError(
      428,
      'precondition_failed',
      "Send the version you edited (If-Match) so that nobody else's changes are overwritten.",
    );
  }
  const existing = await readVisibleSolution(services, actor, solutionId);
  checkNotSubmitted(actor, existing.item);
  const body = await resolved(services, actor, sent, existing.item);
  const regionId = await regionOf(services, body);
  const staleMessage = 'Someone else saved this solution after you opened it. Reload to see their changes.';
  if (existing.etag !== ifMatch)
    throw conflict(staleMessage, { current: solutionFor(actor.role, withEtag(existing)) });
  checkFullOnlyFields(actor, existing.item, body);
  const steps = stepsAfterSave(actor, existing.item, body);
  const approvals = approvalsAfterSave(actor, existing.item.fields.approvals, body.fields.approvals, now);
  const submitting = isSubmitOnly(actor.role) && steps.step === 5;
  const doc: StoredSolution = {
    ...existing.item,
    ...headerOf(body),
    modifiedBy: me,
    modifiedAt: now,
    catalogueVersion: body.catalogueVersion ?? existing.item.catalogueVersion,
    ...(body.rateCardVersion ? { rateCardVersion: body.rateCardVersion } : {}),
    assigneeIds: assigneesOf(body),
    fields: {
      ...withRegion(body.fields, regionId),
      organization: existing.item.fields.organization,
      approvals,
      ...deliverAfterSave(existing.item, body, now),
    },
    state: {
      ...body.state,
      ...steps,
      ...(submitting || existing.item.state.partnerSubmitted ? { partnerSubmitted: true } : {}),
    },
  };
  // Approvals a change clears (settings.history) no longer count for the move into Close.
  const history = await beforeSolutionSave(services, existing.item, doc);
  await checkDealTeamBeforeClose(
    services,
    body,
    history.doc.fields.approvals ?? [],
    existing.item.state.step,
    steps.step,
  );
  try {
    const solution = withEtag(await solutions.replace(withDerivedFields(history.doc), { ifMatch }));
    // The trail names sizes as the saver's screen labels them (the partner's Submit step: L, XL).
    const sizes = sizeLabelsFor(actor.role);
    await afterSolutionSave(services, me, now, existing.item, solution, history.plan, sizes);
    await afterSave(services, actor, existing.item, solution, history.plan);
    return { solution, created: false };
  } catch (err) {
    if (!(err instanceof PreconditionFailedError)) throw err;
    const current = await solutions.read(solutionId);
    throw conflict(
      staleMessage,
      current ? { current: solutionFor(actor.role, withEtag(current)) } : undefined,
    );
  }
}
