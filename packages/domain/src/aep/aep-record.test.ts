import { describe, expect, it } from 'vitest';
import type { DocumentModel } from '../documents/document-model.ts';
import { aepRecordFrom, aepRecordResultSchema } from './aep-record.ts';

const action = (phase: string, hours: number) => ({
  name: `${phase} work`,
  phase,
  hours,
  startDate: '01-03-2027',
  endDate: '05-03-2027',
  roles: '',
});

const model = {
  id: '1007',
  name: 'Kestrel managed workplace renewal',
  client: 'Kestrel Logistics',
  country: 'United Kingdom',
  aepSolutionType: 'Solution Play',
  expectedStart: 'March 2027',
  complexity: '1.5',
  totals: { hours: 212.25, workStart: '15-03-2027', endDate: '30-04-2027' },
  capabilities: [
    { actions: [action('Build', 40), action('Plan', 12.25), action('Deploy', 0)] },
    { actions: [action('Build', 60), action('Design', 20), action('Hypercare', 80)] },
  ],
  people: {
    roles: [
      { name: 'Architect', team: 'Provider', location: 'ONSHORE_UK', level: '7 Consultant', days: 12.34 },
    ],
  },
} as unknown as DocumentModel;

describe('AEP record', () => {
  it('sums hours per AEP phase in the spec order, then other phases, leaving out empty ones', () => {
    const record = aepRecordFrom(model);
    expect(record.phases).toEqual([
      { phase: 'Plan', hours: 12.3 },
      { phase: 'Design', hours: 20 },
      { phase: 'Build', hours: 100 },
      { phase: 'Hypercare', hours: 80 },
    ]);
    expect(record).toMatchObject({
      solutionId: '1007',
      solutionType: 'Solution Play',
      totalHours: 212.3,
      workStart: '15-03-2027',
      roles: [{ role: 'Architect', level: '7 Consultant', days: 12.3 }],
    });
  });

  it.each([
    [{ id: 'AEP-1', url: 'https://aep.example/p/AEP-1' }, true],
    [{ id: 'AEP-1', url: 'javascript:alert(1)' }, false],
    [{ id: '', url: 'https://aep.example/p/1' }, false],
    [{ url: 'https://aep.example/p/1' }, false],
  ])('AEP answer %j is accepted: %s', (answer, ok) => {
    expect(aepRecordResultSchema.safeParse(answer).success).toBe(ok);
  });
});
