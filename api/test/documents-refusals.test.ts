/**
 * What POST /sales/generate refuses (issue 8, issue 19): unknown or engagement document types, the workbook as a
 * customer document, types and ids of the wrong kind, unknown solutions and variants, anyone but a full user of the
 * lead provider, and a body that is not JSON; every refusal in the one error shape.
 */
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';

const OWNER = USERS.SALES_PERSON;

describe('what POST /sales/generate refuses', () => {
  it.each([
    ['document type 1 (engagements)', { solutionId: '1001', documentType: 1 }, 400],
    ['document type 7', { solutionId: '1001', documentType: 7 }, 400],
    [
      'the estimate workbook as a customer document',
      { solutionId: '1001', documentType: 6, variant: 'customer' },
      400,
    ],
    ['a type as a string', { solutionId: '1001', documentType: '2' }, 400],
    ['a solution id that is not numeric', { solutionId: '../1001', documentType: 2 }, 400],
    ['no body fields', {}, 400],
    ['an unknown solution', { solutionId: '424242', documentType: 2 }, 404],
    ['an unknown variant', { solutionId: '1001', documentType: 2, variant: 'secret' }, 400],
    ['a variant that is not text', { solutionId: '1001', documentType: 2, variant: 1 }, 400],
  ])('%s → %i', async (_name, body, status) => {
    const res = await as(OWNER).post('sales/generate', body);
    expect(res.status).toBe(status);
    expectErrorShape(res.body);
  });

  it.each([
    ['a reviewer', USERS.SOLUTION_REVIEWER],
    ['a partner', USERS.HP_SALES_PERSON],
    ['a client', USERS.CLIENT],
  ])('403 for %s', async (_name, email) => {
    const res = await as(email).post('sales/generate', { solutionId: '1001', documentType: 2 });
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
  });

  it('refuses text that is not JSON', async () => {
    const res = await as(OWNER).post('sales/generate', 'solutionId=1001', {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
  });
});
