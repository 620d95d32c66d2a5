/**
 * The estimate of a version opened read-only (issue 22): the figures the API kept when the version was taken, shown
 * as the estimate panel shows them, so a later rate card or setting never changes what a version said.
 */
import type { VersionEstimateProps } from '../../lib/solution-views/derived-views.tsx';
import { EstimateFigures } from './estimate-figures.tsx';

export default function VersionEstimate({ estimate }: VersionEstimateProps) {
  return <EstimateFigures estimate={estimate} rateCard={{ version: estimate.rateCardVersion }} />;
}
