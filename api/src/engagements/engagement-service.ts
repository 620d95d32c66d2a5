/**
 * Creating and saving engagements (POST/PUT /sales/engagements; issue 10). Everything the request names is resolved
 * from the store, never trusted: the client (its name comes from the store), the offerings (those of the offerings
 * configuration admins keep, ADR 0041), the logo (an upload of POST /sales/engagements/logos). Each save queues the slide deck job (document
 * type 1); type 1 also creates the framework solution once (docs/engagements.md "API").
 */
import { randomUUID } from 'node:crypto';
import {
  canCreateSolution,
  DOCUMENT_TYPE,
  ENGAGEMENT_DOCUMENTS,
  ENGAGEMENT_LOGO_UPLOAD,
  engagementNameOrDefault,
  frameworkSolutionRequest,
  organizationOf,
  saveSolutionRequestSchema,
  unknownOfferingIds,
  type Capability,
  type CreateEngagementResponse,
  type EngagementLogo,
  type Offering,
  type PersonRef,
  type SaveEngagementRequest,
} from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import { readCatalogueVersion } from '../catalogue/versions.ts';
import { documentsOf } from '../files/document-store.ts';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict, forbidden, HttpError } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { startJob } from '../jobs/job-service.ts';
import { ConflictError, PreconditionFailedError, type Container, type Stored } from '../ports/store.ts';
import { updateWithEtag } from '../ports/update-with-etag.ts';
import type { Services } from '../services.ts';
import { readReference } from '../reference/reference-store.ts';
import { readById } from '../solutions/references.ts';
import { saveSolution } from '../solutions/save.ts';
import {
  engagementsOf,
  engagementView,
  readVisibleEngagement,
  withEtag,
  type StoredEngagement,
} from './engagement-store.ts';
import { countersOf } from '../solutions/counter.ts';

const STALE = 'Someone else saved this engagement after you opened it. Reload to see their changes.';

const personOf = (actor: Actor): PersonRef => ({
  id: actor.user.id,
  name: actor.user.name,
  email: actor.user.email,
});

export interface CurrentCatalogue {
  version: number;
  capabilities: Capability[];
}

export async function currentCatalogue(services: Services): Promise<CurrentCatalogue> {
  const current = await readCatalogueVersion(services);
  if (!current) throw new HttpError(503, 'unavailable', 'The capability catalogue is not ready yet.');
  return { version: current.version, capabilities: current.capabilities ?? [] };
}

/** A stored logo of the logo upload; 400 when the id names none. */
async function resolveLogo(
  services: Services,
  logoId: string | undefined,
): Promise<EngagementLogo | undefined> {
  if (logoId === undefined) return undefined;
  const row = /^[A-Za-z0-9-]{1,100}$/.test(logoId) ? await documentsOf(services).read(logoId) : undefined;
  if (!row || row.item.type !== ENGAGEMENT_LOGO_UPLOAD || !row.item.image)
    throw badRequest('The logo does not exist (any more). Upload the logo again.', {
      fields: { logoId: 'is not an uploaded logo' },
    });
  return {
    logoId: row.item.id,
    fileName: row.item.fileName,
    width: row.item.image.width,
    height: row.item.image.height,
  };
}

interface Resolved {
  client: { id: string; name: string };
  offeringIds: string[];
  catalogue: CurrentCatalogue;
  logo: EngagementLogo | undefined;
  /** The stored offerings: a starter bundle ticks its typical set in the framework solution. */
  offerings: readonly Offering[];
}

async function resolve(services: Services, body: SaveEngagementRequest): Promise<Resolved> {
  const [client, catalogue, logo, offerings] = await Promise.all([
    readById(services, 'clients', body.salesClient.id),
    currentCatalogue(services),
    resolveLogo(services, body.logoId),
    readReference<Offering[]>(services, 'offerings'),
  ]);
  if (!client)
    throw badRequest('The client you chose does not exist (any more). Choose a client from the list.', {
      fields: { 'salesClient.id': 'is not a known client' },
    });
  const unknown = unknownOfferingIds(body.fields.offeringIds, offerings ?? []);
  if (unknown.length) {
    const named = unknown.slice(0, 5).map((id) => id.slice(0, 60));
    throw badRequest(
      `${unknown.length === 1 ? 'This offering does' : 'These offerings do'} not exist (any more): ${named.join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}. Reload the offerings and choose again.`,
      { fields: { 'fields.offeringIds': `unknown: ${named.join(', ')}` }, unknownOfferingIds: named },
    );
  }
  return {
    client: { id: client.id, name: client.name },
    offeringIds: body.fields.offeringIds,
    catalogue,
    logo,
    offerings: offerings ?? [],
  };
}

/** Type 1 creates a solution: only roles that may create solutions may ask for it (403 before anything is stored). */
function checkMayCreateFramework(actor: Actor, type: number) {
  if (type === 1 && !canCreateSolution(actor.role))
    throw forbidden(
      'Your role cannot create solutions. Create the engagement without a framework solution, or ask a sales person or solution architect.',
    );
}

function content(body: SaveEngagementRequest, r: Resolved) {
  return {
    salesClient: r.client,
    type: body.type,
    fields: {
      name: engagementNameOrDefault(body.fields.name, r.client.name),
      engagementNotes: body.fields.engagementNotes,
      clientNeeds: body.fields.clientNeeds,
      metOn: body.fields.metOn,
      metWith: body.fields.metWith,
      offeringIds: r.offeringIds,
    },
    catalogueVersion: r.catalogue.version,
    ...(r.logo ? { logo: r.logo } : {}),
    ...(body.sliders ? { sliders: body.sliders } : {}),
  };
}

async function startDeckJob(services: Services, actor: Actor, engagementId: string) {
  return startJob(services, {
    type: 'engagement-deck',
    userId: actor.user.id,
    text: ENGAGEMENT_DOCUMENTS[DOCUMENT_TYPE.slideDeck].working,
    payload: { engagementId, documentType: String(DOCUMENT_TYPE.slideDeck) },
  });
}

/** A claim this old that still names no solution was left by a crash: the next save takes it over. */
export const FRAMEWORK_CLAIM_STALE_MS = 2 * 60_000;

interface FrameworkClaim {
  id: string;
  /** The framework solution's id once created; 0 while it is being created. */
  value: number;
  claimedAt?: string;
}

/**
 * The framework solution, created at most once per engagement: a claim row in 'counters' is created first (a
 * second creator gets ConflictError and stops), then the solution, then the engagement records its id. A claim
 * whose solution exists but was never recorded (a crash in between) is recorded by the next save; a claim that
 * names no solution after FRAMEWORK_CLAIM_STALE_MS (a crash before the solution) is taken over by the next save,
 * with If-Match so only one save takes it.
 */
async function ensureFrameworkSolution(
  services: Services,
  actor: Actor,
  stored: Stored<StoredEngagement>,
  catalogue: CurrentCatalogue,
  offerings: readonly Offering[],
): Promise<Stored<StoredEngagement>> {
  if (stored.item.solutionId) return stored;
  const counters = countersOf<FrameworkClaim>(services);
  const claimId = `engagement-solution-${stored.item.id}`;
  const claimedAt = services.now().toISOString();
  let solutionId: string | undefined;
  try {
    await counters.create({ id: claimId, value: 0, claimedAt });
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const claim = await counters.read(claimId);
    if (!claim) return stored;
    if (claim.item.value !== 0) solutionId = String(claim.item.value);
    else if (!(await tookOverStaleClaim(counters, claim, claimedAt))) return stored; // another save is creating it
  }
  if (!solutionId) {
    const e = stored.item;
    const request = parseWith(
      saveSolutionRequestSchema,
      frameworkSolutionRequest({
        name: e.fields.name,
        notes: e.fields.engagementNotes,
        client: e.salesClient,
        offeringIds: e.fields.offeringIds,
        offerings,
        priorities: e.state.priorities,
        catalogue: catalogue.capabilities,
        catalogueVersion: catalogue.version,
        organization: organizationOf(actor.role),
        now: services.now(),
      }),
    );
    try {
      const { solution } = await saveSolution(services, actor, request, undefined);
      solutionId = solution.id;
    } catch (err) {
      await counters.delete(claimId); // nothing was created: the next save may try again
      throw err;
    }
    await counters.replace({ id: claimId, value: Number(solutionId), claimedAt });
  }
  // Record it on the engagement, whatever saves happened meanwhile.
  const recorded = await updateWithEtag(engagementsOf(services), stored.item.id, (current) =>
    current.solutionId ? undefined : { ...current, solutionId },
  );
  if (!recorded) throw new Error(`Could not record solution ${solutionId} on engagement ${stored.item.id}`);
  return recorded;
}

async function tookOverStaleClaim(
  counters: Container<FrameworkClaim>,
  claim: Stored<FrameworkClaim>,
  claimedAt: string,
) {
  const since = claim.item.claimedAt ? Date.parse(claim.item.claimedAt) : Number.NEGATIVE_INFINITY;
  if (Date.parse(claimedAt) - since < FRAMEWORK_CLAIM_STALE_MS) return false;
  try {
    await counters.replace({ ...claim.item, claimedAt }, { ifMatch: claim.etag });
    return true;
  } catch (err) {
    if (err instanceof PreconditionFailedError) return false; // another save took it first
    throw err;
  }
}

export async function createEngagement(
  services: Services,
  actor: Actor,
  body: SaveEngagementRequest,
): Promise<CreateEngagementResponse> {
  checkMayCreateFramework(actor, body.type);
  const r = await resolve(services, body);
  const now = services.now().toISOString();
  const me = personOf(actor);
  const doc: StoredEngagement = {
    id: randomUUID(),
    ...content(body, r),
    state: { partnerSubmitted: false, priorities: body.state.priorities },
    owner: me,
    modifiedBy: me,
    createdAt: now,
    modifiedAt: now,
    documents: [],
  };
  let stored = await engagementsOf(services).create(doc);
  if (body.type === 1)
    stored = await ensureFrameworkSolution(services, actor, stored, r.catalogue, r.offerings);
  const job = await startDeckJob(services, actor, stored.item.id);
  await recordAudit(services, actor, {
    area: 'engagements',
    action: 'create',
    target: { id: stored.item.id, name: stored.item.fields.name },
    before: undefined,
    after: stored.item,
  });
  return { engagement: withEtag(stored), job };
}

export async function saveEngagement(
  services: Services,
  actor: Actor,
  id: string,
  body: SaveEngagementRequest,
  ifMatch: string,
): Promise<CreateEngagementResponse> {
  const existing = await readVisibleEngagement(services, actor, id);
  const stale = async () => {
    const current = await engagementsOf(services).read(id);
    return conflict(STALE, current ? { current: await engagementView(services, current) } : undefined);
  };
  if (existing.etag !== ifMatch) throw await stale();
  if (!existing.item.solutionId) checkMayCreateFramework(actor, body.type);
  const r = await resolve(services, body);
  const doc: StoredEngagement = {
    ...existing.item,
    ...content(body, r),
    state: { ...existing.item.state, priorities: body.state.priorities },
    modifiedBy: personOf(actor),
    modifiedAt: services.now().toISOString(),
  };
  // A logo or sliders not sent any more are removed.
  if (!r.logo) delete doc.logo;
  if (!body.sliders) delete doc.sliders;
  let stored: Stored<StoredEngagement>;
  try {
    stored = await engagementsOf(services).replace(doc, { ifMatch });
  } catch (err) {
    if (err instanceof PreconditionFailedError) throw await stale();
    throw err;
  }
  if (body.type === 1)
    stored = await ensureFrameworkSolution(services, actor, stored, r.catalogue, r.offerings);
  const job = await startDeckJob(services, actor, stored.item.id);
  await recordAudit(services, actor, {
    area: 'engagements',
    action: 'update',
    target: { id: stored.item.id, name: stored.item.fields.name },
    before: existing.item,
    after: stored.item,
  });
  return { engagement: await engagementView(services, stored), job };
}
