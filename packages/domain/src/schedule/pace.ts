/**
 * The pace of a rollout's waves (issue 29): the first wave moves at half the pace of the others, so what it finds
 * is fixed before the larger waves. The schedule spans a rollout with a wave size over the weeks this needs
 * (placement.ts); the documents' waves weigh their weeks by it (documents/bid-waves.ts).
 */
export const FIRST_WAVE_PACE = 0.5;
