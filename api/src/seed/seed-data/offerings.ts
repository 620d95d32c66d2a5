/**
 * Offerings of the engagement wizard, grouped by the four offering areas. The spec says they are driven by the
 * capabilities configuration: one offering per visible top-level capability, with the capability's description.
 */
import type { Offering } from '@portal/domain';
import { CAPABILITIES, isHiddenCapability } from './capabilities.ts';

export const OFFERINGS: readonly Offering[] = CAPABILITIES.filter((c) => !isHiddenCapability(c)).map((c) => ({
  id: c.id.replace(/^cap-/, 'offering-'),
  name: c.name,
  areaId: c.areaId ?? '',
  description: c.description ?? '',
}));
