/**
 * The seeded offerings of the engagement wizard (ADR 0041): one per visible top-level capability of the four offering
 * areas of the seeded catalogue, with its name and its description as plain text ('offering-x' selects 'cap-x').
 * Seeded once, then kept by admins apart from the catalogue (Admin > Offerings).
 */
import { engagementOfferings, type Offering } from '@portal/domain';
import { CAPABILITIES } from './capabilities.ts';

export const OFFERINGS: readonly Offering[] = engagementOfferings(CAPABILITIES);
