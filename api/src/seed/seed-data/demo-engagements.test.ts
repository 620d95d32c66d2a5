import { engagementSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { CLIENTS } from './clients.ts';
import { demoEngagements, weekdayOnOrBefore } from './demo-engagements.ts';
import { demoSolutions } from './demo-solutions.ts';
import { demoUserByRole } from './demo-users.ts';
import { OFFERINGS } from './offerings.ts';

const NOW = new Date('2025-06-15T10:00:00Z');
const engagements = demoEngagements(NOW);

describe('demo engagements', () => {
  it('are valid stored engagements for seeded clients, naming only seeded offerings', () => {
    const offerings = new Set(OFFERINGS.map((o) => o.id));
    for (const e of engagements) {
      expect(engagementSchema.omit({ etag: true }).safeParse(e).error?.issues ?? []).toEqual([]);
      expect(CLIENTS.some((c) => c.id === e.salesClient.id)).toBe(true);
      for (const id of e.fields.offeringIds) expect(offerings.has(id), id).toBe(true);
    }
  });

  it('one is the sales person’s, one another provider user’s, one has a framework solution', () => {
    const sales = demoUserByRole('SALES_PERSON').id;
    expect(engagements.some((e) => e.owner.id === sales)).toBe(true);
    expect(engagements.some((e) => e.owner.id !== sales)).toBe(true);
    const framed = engagements.filter((e) => e.solutionId);
    expect(framed).toHaveLength(1);
    const solution = demoSolutions(NOW).find((s) => s.id === framed[0]!.solutionId)!;
    // The framework solution is the same client's and owner's, and holds the engagement's offerings.
    expect(solution.clientId).toBe(framed[0]!.salesClient.id);
    expect(solution.owner.id).toBe(framed[0]!.owner.id);
    expect(solution.state.items.map((c) => c.id.replace(/^cap-/, 'offering-')).sort()).toEqual(
      [...framed[0]!.fields.offeringIds].sort(),
    );
  });
});

describe('weekdayOnOrBefore: a conversation on a working day', () => {
  it.each([
    ['2026-11-28', '2026-11-27'],
    ['2026-11-29', '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    ['2026-11-30', '2026-11-30'],
  ])('%s is met on %s', (day, met) => {
    expect(weekdayOnOrBefore(day)).toBe(met);
  });
});
