/**
 * The 'engagement-deck' job (an engagement's slide deck, document type 1): reads the stored engagement, the catalogue version its
 * offerings came from, the framework solution's id, the logo and the stored offerings (names and descriptions, ADR 0041), builds the deck model in the domain (never
 * with the engagement's notes: the deck is the client's; the owner is the client's contact), writes the
 * pptx in the look of the admin's Engagement template and records a row (engagementId, type 1) in the 'documents'
 * container. Named and keyed from the job, so a job delivered twice writes one file and one row.
 */
import {
  DEFAULT_COMMERCIAL_SETTINGS,
  workshopsOf,
  deckContactOf,
  DECK_ROLE_TITLES,
  DOCUMENT_MIME,
  DOCUMENT_TYPE,
  ENGAGEMENT_DOCUMENTS,
  ENGAGEMENT_LOGO_UPLOAD,
  engagementDeckModel,
  readImageHeader,
  LOGO_MIME,
  type Capability,
  type Offering,
  type Settings,
} from '@portal/domain';
import { readCatalogueVersion } from '../catalogue/versions.ts';
import { documentsOf } from '../files/document-store.ts';
import { writeEngagementDeck, type DeckLogo } from './engagement-deck.ts';
import { fileSlug, fileStamp } from '../jobs/file-names.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { readHolidays } from '../reference/bank-holidays.ts';
import { readReference } from '../reference/reference-store.ts';
import type { Services } from '../services.ts';
import { documentTemplate } from '../templates/template-store.ts';
import { decksOf, engagementsOf, type StoredEngagement } from '../engagements/engagement-store.ts';
import { usersOf } from '../identity/user-store.ts';

async function catalogueOf(services: Services, e: StoredEngagement): Promise<Capability[]> {
  return (await readCatalogueVersion(services, e.catalogueVersion))?.capabilities ?? [];
}

async function logoOf(services: Services, e: StoredEngagement): Promise<DeckLogo | undefined> {
  if (!e.logo) return undefined;
  const row = await documentsOf(services).read(e.logo.logoId);
  if (!row || row.item.type !== ENGAGEMENT_LOGO_UPLOAD) return undefined;
  const data = await services.blobs.get('uploads', row.item.blobName);
  const header = data ? readImageHeader(data) : undefined;
  if (!data || !header) return undefined; // a lost logo leaves the cover without one rather than failing the deck
  return {
    data,
    mime: LOGO_MIME[header.format] as DeckLogo['mime'],
    width: header.width,
    height: header.height,
  };
}

export const runEngagementDeckJob: JobRunner = async ({ services, job, progress }) => {
  const spec = ENGAGEMENT_DOCUMENTS[DOCUMENT_TYPE.slideDeck];
  const engagementId = job.payload.engagementId ?? '';
  const stored = await engagementsOf(services).read(engagementId);
  if (!stored) throw new Error(`Engagement ${engagementId} no longer exists`);
  const e = stored.item;
  await progress(0.2, 'Reading the engagement');
  const [catalogue, logo, user, offerings, settings, decks] = await Promise.all([
    catalogueOf(services, e),
    logoOf(services, e),
    usersOf(services).read(job.userId),
    readReference<Offering[]>(services, 'offerings'),
    readReference<Settings>(services, 'settings'),
    decksOf(services, [e.id]),
  ]);
  // The next steps' dates skip the client's nation's bank holidays (deck-next-steps.ts).
  const [holidays, owner] = await Promise.all([
    readHolidays(services, e.salesClient.id),
    usersOf(services).read(e.owner.id),
  ]);
  const commercial = settings?.commercial ?? DEFAULT_COMMERCIAL_SETTINGS;
  const generatedAt = new Date(job.createdAt);
  // The deck goes to the client: the engagement's notes (the seller's own) are not read into it, what we heard from
  // the client is (issue 29).
  const model = engagementDeckModel({
    engagementId: e.id,
    client: e.salesClient.name,
    name: e.fields.name,
    clientNeeds: e.fields.clientNeeds,
    metOn: e.fields.metOn,
    metWith: e.fields.metWith,
    earlierDecks: (decks.get(e.id) ?? []).filter((d) => d.id !== job.id).length,
    holidays,
    preparedBy: user?.item.name || e.owner.name,
    preparedByTitle: DECK_ROLE_TITLES[(user ?? owner)?.item.roleId ?? 'SALES_PERSON'],
    supplier: (settings?.commercial ?? DEFAULT_COMMERCIAL_SETTINGS).supplier.legalName,
    // The engagement's owner, the person the client met, with the e-mail the engagement holds for them (the bids
    // mailbox read as generic): the shared mailbox only where the store holds no address of theirs (deckContactOf).
    contact: deckContactOf({
      owner: e.owner,
      userEmail: owner?.item.email,
      title: owner ? DECK_ROLE_TITLES[owner.item.roleId] : undefined,
      supplier: commercial.supplier,
    }),
    workshops: workshopsOf(settings?.commercial ?? DEFAULT_COMMERCIAL_SETTINGS),
    generatedAt,
    priorities: e.state.priorities,
    ...(e.sliders ? { sliders: e.sliders } : {}),
    offeringIds: e.fields.offeringIds,
    catalogue,
    ...(offerings ? { offerings } : {}),
    ...(e.solutionId ? { solutionId: e.solutionId } : {}),
    publicUrl: services.settings.publicUrl,
  });
  const template = await documentTemplate(services, DOCUMENT_TYPE.slideDeck);
  await progress(0.5, `Writing the ${spec.title}`);
  const data = await writeEngagementDeck(model, template.look, { generatedAt }, logo);
  const fileName = `SlideDeck-${fileSlug(e.fields.name) || 'Engagement'}-${fileStamp(generatedAt)}.${spec.format}`;
  const blobName = `engagements/${e.id}/${job.id}/${fileName}`;
  await progress(0.8, 'Storing the file');
  const contentType = DOCUMENT_MIME[spec.format];
  await services.blobs.put('documents', blobName, data, contentType);
  const now = services.now().toISOString();
  await documentsOf(services).upsert({
    id: job.id,
    solutionId: '',
    engagementId: e.id,
    type: DOCUMENT_TYPE.slideDeck,
    name: `${spec.title}: ${e.fields.name}`,
    fileName,
    blobName,
    contentType,
    createdAt: job.createdAt,
    modifiedAt: now,
    createdBy: user ? { id: user.item.id, name: user.item.name, email: user.item.email } : e.owner,
    jobId: job.id,
  });
  return { text: spec.created, text2: fileName, file: { container: 'documents', name: blobName, fileName } };
};
