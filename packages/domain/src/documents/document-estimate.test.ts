import { describe, expect, it } from 'vitest';
import { modelEstimate } from './document-estimate.ts';
import { SAMPLE_DOCUMENT_ESTIMATE } from './estimate-sample.ts';

const ESTIMATE = SAMPLE_DOCUMENT_ESTIMATE;

describe('the headline estimate of a document', () => {
  it('gives a customer one headline: the price in pounds, the range of effort and the calendar weeks', () => {
    expect(modelEstimate(ESTIMATE, 'customer')).toEqual({
      price: '£184,250',
      effort: '1,700 h to 2,300 h (expected 1,910 h, 47.8 person-weeks)',
      duration: '12 weeks, 15 March 2027 to 4 June 2027',
    });
  });

  it('adds the range, contingency, cost, margin and variance for the internal variant', () => {
    expect(modelEstimate(ESTIMATE, 'internal').internal).toEqual([
      ['Basis', 'Detailed effort (in-scope actions)'],
      ['Effort range (PERT)', '1,700 h to 2,300 h (expected 1,910 h, 47.8 person-weeks)'],
      ['Project management', '191 h'],
      ['Contingency', '10% (191 h)'],
      ['Cost', '£121,605'],
      ['Margin', '34%'],
      ['Variance to the other basis', '-1,063 h (-55.7%)'],
    ]);
  });

  it.each([
    ['no schedule', { ...ESTIMATE, duration: null }, ''],
    [
      'one week',
      { ...ESTIMATE, duration: { start: '2027-03-15', end: '2027-03-19', weeks: 1 } },
      '5 days, 15 March 2027 to 19 March 2027',
    ],
  ])('duration with %s', (_name, estimate, duration) =>
    expect(modelEstimate(estimate, 'customer').duration).toBe(duration),
  );
});
