/**
 * The document model of a stored solution with the reference data it needs (roles, levels, controls) and its
 * estimate (solutionEstimate with the rate card version the solution holds, docs/estimate.md).
 */
import {
  BANK_HOLIDAY_REGION_NAMES,
  buildDocumentModel,
  reviewDefaultFromSettings,
  solutionEstimate,
  type DocumentEstimateInput,
  type Settings,
  type BaselineSecurityControl,
  type DocumentModel,
  type DocumentVariant,
  type StaffingResourceLevel,
  type StaticRole,
  type User,
} from '@portal/domain';
import { approvedPrices } from '../history/approved-prices.ts';
import { readEstimateContext } from '../rate-card/estimate-context.ts';
import { readReference } from '../reference/reference-store.ts';
import { SECURITY_CONTROLS } from '../reference/built-in/security-controls.ts';
import type { StoredSolution } from '../solutions/repository.ts';
import type { Services } from '../services.ts';
import { usersOf } from '../identity/user-store.ts';

export async function readDocumentModel(
  services: Services,
  stored: { item: StoredSolution; etag: string },
  userId: string,
  at: Date,
  variant: DocumentVariant = 'internal',
): Promise<{ model: DocumentModel; user: User | undefined }> {
  const clientId = stored.item.salesClient?.id;
  const [roles, levels, controls, settings, user, context, prices] = await Promise.all([
    readReference<StaticRole[]>(services, 'roles'),
    readReference<StaffingResourceLevel[]>(services, 'staffing-levels'),
    readReference<BaselineSecurityControl[]>(services, 'security-controls'),
    readReference<Settings>(services, 'settings'),
    usersOf(services).read(userId),
    // With the client's legal identity for the contract's parties: read from the store, never taken as sent.
    readEstimateContext(services, stored.item.rateCardVersion, clientId),
    // What each approval was given at: only the internal variant lists approvals.
    variant === 'internal'
      ? approvedPrices(services, stored.item.id, stored.item.fields.approvals)
      : Promise.resolve({}),
  ]);
  const estimate = solutionEstimate(stored.item, context);
  const headline: DocumentEstimateInput = {
    ...estimate,
    contingencyBands: context.settings.contingencyBands,
    marginFloorPercent: context.settings.marginFloorPercent,
    // The variance is the provider's: the detailed effort against the ROM, when there is a ROM to compare with.
    variance:
      estimate.variance.percent === null
        ? null
        : { hours: estimate.variance.hours, percent: estimate.variance.percent },
  };
  const model = buildDocumentModel({
    commercial: settings?.commercial,
    solution: { ...stored.item, etag: stored.etag },
    roles: roles ?? [],
    levels: levels ?? [],
    controls: controls?.length ? controls : SECURITY_CONTROLS,
    reviewDefault: reviewDefaultFromSettings(settings),
    generatedAt: at,
    variant,
    estimate: headline,
    holidays: context.holidays,
    holidayRegion: BANK_HOLIDAY_REGION_NAMES[context.holidayRegion],
    clientLegal: context.client,
    preparedBy: user?.item.name || stored.item.owner.name,
    approvedPrices: prices,
  });
  return { model, user: user?.item };
}
