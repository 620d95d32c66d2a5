/** The document model of a stored solution with the reference data it needs (roles, levels, controls). */
import {
  buildDocumentModel,
  reviewDefaultFromSettings,
  type Settings,
  type BaselineSecurityControl,
  type DocumentModel,
  type DocumentVariant,
  type StaffingResourceLevel,
  type StaticRole,
  type User,
} from '@portal/domain';
import { readReference } from '../reference/reference-store.ts';
import { SECURITY_CONTROLS } from '../seed/seed-data/security-controls.ts';
import type { StoredSolution } from '../solutions/repository.ts';
import type { Services } from '../services.ts';

export async function readDocumentModel(
  services: Services,
  stored: { item: StoredSolution; etag: string },
  userId: string,
  at: Date,
  variant: DocumentVariant = 'internal',
): Promise<{ model: DocumentModel; user: User | undefined }> {
  const [roles, levels, controls, settings, user] = await Promise.all([
    readReference<StaticRole[]>(services, 'roles'),
    readReference<StaffingResourceLevel[]>(services, 'staffing-levels'),
    readReference<BaselineSecurityControl[]>(services, 'security-controls'),
    readReference<Settings>(services, 'settings'),
    services.store.container<User>('users').read(userId),
  ]);
  const model = buildDocumentModel({
    solution: { ...stored.item, etag: stored.etag },
    roles: roles ?? [],
    levels: levels ?? [],
    controls: controls?.length ? controls : SECURITY_CONTROLS,
    reviewDefault: reviewDefaultFromSettings(settings),
    generatedAt: at,
    variant,
    preparedBy: user?.item.name || stored.item.owner.name,
  });
  return { model, user: user?.item };
}
