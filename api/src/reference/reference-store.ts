/**
 * Reference catalogues kept as one document each in the 'reference' container: { id: name, value }.
 * Seeded on first start, then owned by admins (every write records who and when).
 */
import type { PersonRef } from '@portal/domain';
import type { Services } from '../services.ts';

export const REFERENCE_NAMES = [
  'staffing-levels',
  'talent-communities',
  'gtm-plays',
  'security-controls',
  'geo-areas',
  'regions',
  'hp-regions',
  'solution-areas',
  'templates',
  'settings',
  'notifications',
  'roles',
  'offerings',
] as const;
export type ReferenceName = (typeof REFERENCE_NAMES)[number];

export interface ReferenceDoc<T = unknown> {
  id: ReferenceName;
  value: T;
  modifiedAt: string;
  modifiedBy?: PersonRef;
}

export const referenceOf = (services: Services) => services.store.container<ReferenceDoc>('reference');

export async function readReference<T>(services: Services, name: ReferenceName): Promise<T | undefined> {
  return (await referenceOf(services).read(name))?.item.value as T | undefined;
}
