/**
 * First-start seeding: reference catalogues, clients, countries, the capability catalogue (version 1) and the
 * default template files (docs/templates.md),
 * plus demo users and demo solutions when SEED_DEMO_DATA is on (the local default). Each item is created
 * only if missing, so a second start (or a second instance) changes nothing, and admin edits are kept.
 */
import type { Catalogue } from '@portal/domain';
import { ConflictError, type Container } from '../ports/store.ts';
import { SECURITY_CONTROLS } from '../reference/built-in/security-controls.ts';
import { TEMPLATES } from '../reference/built-in/templates.ts';
import { referenceOf, type ReferenceName } from '../reference/reference-store.ts';
import { seedRateCard } from '../rate-card/rate-card-store.ts';
import { takeVersion } from '../history/versions.ts';
import { countersOf, raiseCounter } from '../solutions/counter.ts';
import { solutionsOf, type StoredSolution } from '../solutions/repository.ts';
import type { Services } from '../services.ts';
import { seedTemplateFiles } from '../templates/template-store.ts';
import * as data from './seed-data/index.ts';
import { usersOf } from '../identity/user-store.ts';
import { clientsOf, countriesOf } from '../reference/places-store.ts';
import { versionsOf } from '../catalogue/versions.ts';
import { engagementsOf } from '../engagements/engagement-store.ts';

/** Bump when the seed gains new datasets; items that already exist are never overwritten. */
export const SEED_VERSION = 4;

const SYSTEM = { id: 'system', name: 'Solution Portal', email: 'system@solution-portal.local' };

async function createIfMissing<T extends { id: string }>(container: Container<T>, item: T): Promise<boolean> {
  try {
    await container.create(item);
    return true;
  } catch (err) {
    if (err instanceof ConflictError) return false;
    throw err;
  }
}

export function referenceSeeds(): [ReferenceName, unknown][] {
  return [
    ['staffing-levels', data.STAFFING_LEVELS],
    ['talent-communities', data.TALENT_COMMUNITIES],
    ['gtm-plays', data.GTM_PLAYS],
    ['security-controls', SECURITY_CONTROLS],
    ['geo-areas', data.GEO_AREAS],
    ['regions', data.PROVIDER_REGIONS],
    ['hp-regions', data.HP_REGIONS],
    ['solution-areas', data.SOLUTION_AREAS],
    ['templates', TEMPLATES],
    ['settings', data.SETTINGS],
    ['notifications', data.NOTIFICATION_SETTINGS],
    ['roles', data.CAPABILITY_ROLES],
    ['offerings', data.OFFERINGS],
  ];
}

export function seedCatalogue(now: string): Catalogue & { id: string } {
  return {
    id: 'v1',
    version: 1,
    areas: [...data.CAPABILITY_AREAS],
    capabilities: [...data.CAPABILITIES],
    createdAt: now,
    createdBy: SYSTEM,
  };
}

/**
 * The version a seeded approval records (issue 29): an approved demo solution has the version its approver
 * approved, taken as the API takes one when an approval is given, so the internal documents name it.
 */
async function seedApprovalVersion(services: Services, solution: StoredSolution): Promise<void> {
  const approval = solution.fields.approvals?.find((a) => a.version !== undefined);
  const approver = solution.fields.approvers?.[0];
  if (!approval?.version || !approval.approvedAt || !approver) return;
  await takeVersion(services, solution, {
    kind: 'approval',
    name: `Approved by ${approval.name}`,
    by: approver,
    at: approval.approvedAt,
    number: approval.version,
  });
}

export async function ensureSeeded(services: Services): Promise<void> {
  // The default template files, on every start: a few existence checks; never over an admin's upload.
  await seedTemplateFiles(services);
  const counters = countersOf(services);
  const marker = await counters.read('seed-version');
  const wantDemo = services.settings.seedDemoData;
  const demoMarker = wantDemo ? await counters.read('seed-demo-version') : undefined;
  if (
    marker &&
    marker.item.value >= SEED_VERSION &&
    (!wantDemo || (demoMarker?.item.value ?? 0) >= SEED_VERSION)
  )
    return;

  const now = services.now().toISOString();
  const reference = referenceOf(services);
  for (const [id, value] of referenceSeeds()) {
    await createIfMissing(reference, { id, value, modifiedAt: now, modifiedBy: SYSTEM });
  }
  const clients = clientsOf(services);
  for (const client of data.CLIENTS) await createIfMissing(clients, client);
  const countries = countriesOf(services);
  for (const country of data.COUNTRIES) await createIfMissing(countries, country);
  const catalogue = versionsOf(services);
  await createIfMissing(catalogue, seedCatalogue(now));
  await createIfMissing(catalogue, { id: 'current', version: 1 });
  // The sample rate card (issue 19), marked as sample data until an admin saves the card.
  await seedRateCard(services);

  if (wantDemo) {
    const users = usersOf(services);
    for (const u of data.DEMO_USERS) {
      await createIfMissing(users, {
        id: data.userIdForEmail(u.email),
        name: u.name,
        email: u.email.toLowerCase(),
        roleId: u.roleId,
        organization: u.organization,
        regionId: u.regionId,
        ...(u.clientId ? { clientId: u.clientId } : {}),
        createdAt: now,
        modifiedAt: now,
      });
    }
    const solutions = solutionsOf(services);
    let maxId = 0;
    for (const s of data.demoSolutions(services.now())) {
      if (await createIfMissing(solutions, s)) await seedApprovalVersion(services, s);
      maxId = Math.max(maxId, Number(s.id));
    }
    await raiseCounter(services, 'solutions', maxId);
    // Demo engagements (issue 10); their framework solution's claim, so a save never makes a second one.
    const engagements = engagementsOf(services);
    for (const e of data.demoEngagements(services.now())) {
      await createIfMissing(engagements, e);
      if (e.solutionId)
        await createIfMissing(counters, { id: `engagement-solution-${e.id}`, value: Number(e.solutionId) });
    }
    await counters.upsert({ id: 'seed-demo-version', value: SEED_VERSION });
  }
  await counters.upsert({ id: 'seed-version', value: SEED_VERSION });
}
