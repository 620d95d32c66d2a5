/**
 * A literal estimate in the shape of solutionEstimate's result, for the tests of the documents' estimate slot until
 * the real estimate is wired in (issue 19): 1,910 h expected, £184,250 over 12 calendar weeks at a 34% margin.
 */
import type { DocumentEstimateInput } from './document-estimate.ts';

export const SAMPLE_DOCUMENT_ESTIMATE: DocumentEstimateInput = {
  basis: 'detailed',
  hours: { low: 1700, expected: 1910, high: 2300 },
  contingency: { percent: 10, hours: 191 },
  governance: { hours: 191, price: 26_750 },
  personWeeks: 47.75,
  duration: { start: '2027-03-15', end: '2027-06-04', weeks: 12 },
  cost: { amount: 121_605.4, currency: 'GBP' },
  price: { amount: 184_250, currency: 'GBP' },
  marginPercent: 34,
  variance: { hours: -1063, percent: -55.7 },
};
