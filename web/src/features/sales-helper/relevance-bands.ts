/**
 * Colours of the relevance bands (the spec gives none; decision in docs/sales-helper.md). Each band is a pill with
 * its relevance figure in it, so the colour never carries the meaning alone; every text colour has a contrast of
 * at least 6:1 on its background (WCAG AA asks 4.5:1). From grey (0) through red, orange, amber and light green
 * to dark green (80 or more).
 */
import type { RelevanceBand } from '@portal/domain';

export interface BandLook {
  background: string;
  foreground: string;
  /** The band's range in words, for the legend. */
  label: string;
}

export const BAND_LOOKS: Readonly<Record<RelevanceBand, BandLook>> = {
  zero: { background: '#EDEBE9', foreground: '#323130', label: '0' },
  'under-20': { background: '#FDE7E9', foreground: '#A4262C', label: '1-19' },
  'under-40': { background: '#FED9CC', foreground: '#8A3707', label: '20-39' },
  'under-60': { background: '#FFF4CE', foreground: '#6B4E00', label: '40-59' },
  'under-80': { background: '#DFF6DD', foreground: '#0B5A08', label: '60-79' },
  'from-80': { background: '#0B6A0B', foreground: '#FFFFFF', label: '80-100' },
};
