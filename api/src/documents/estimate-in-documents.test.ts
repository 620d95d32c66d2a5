/**
 * The estimate in the written files (issues 19 and 29): a literal estimate in the shape of solutionEstimate's result
 * goes into the document model, and the Word documents and the ROM deck show the price excluding VAT, the VAT and
 * the total with its basis, and the duration of the plan; the internal variant adds its review (cost, margin,
 * contingency, variance), which a customer document never holds.
 */
import {
  buildDocumentModel,
  formatPounds,
  SAMPLE_RATE_CARD,
  SAMPLE_DOCUMENT_ESTIMATE,
  type DocumentEstimateInput,
  type Solution,
} from '@portal/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_ROLES } from '../seed/seed-data/capability-roles.ts';
import { demoSolutions } from '../seed/seed-data/demo-solutions.ts';
import { STAFFING_LEVELS } from '../seed/seed-data/staffing-levels.ts';
import { SECURITY_CONTROLS } from '../reference/built-in/security-controls.ts';
import { DEFAULT_LOOK } from '../templates/document-look.ts';
import { writeRomDeck } from './rom-deck.ts';
import { writeWordDocument } from './word-documents.ts';

const ESTIMATE = SAMPLE_DOCUMENT_ESTIMATE;

/** The text of every part of an Office file that holds text (document, slides), tags removed. */
function textOf(file: Buffer): string {
  const parts = unzipSync(file, {
    filter: (f) => /^(word\/document|ppt\/slides\/slide\d+)\.xml$/.test(f.name),
  });
  return Object.values(parts)
    .map((p) => strFromU8(p).replace(/<[^>]+>/g, ' '))
    .join(' ')
    .replace(/\s+/g, ' ');
}

const model = (variant: 'customer' | 'internal', estimate?: DocumentEstimateInput) =>
  buildDocumentModel({
    solution: demoSolutions(new Date('2026-11-26T00:00:00Z'))[0] as Solution,
    roles: CAPABILITY_ROLES,
    levels: STAFFING_LEVELS,
    controls: SECURITY_CONTROLS,
    generatedAt: new Date('2026-11-26T00:00:00Z'),
    preparedBy: 'Sam Patel',
    variant,
    estimate,
  });

const write = (kind: 2 | 3 | 4 | 5, m: ReturnType<typeof model>) =>
  kind === 2 ? writeRomDeck(m, DEFAULT_LOOK) : writeWordDocument(m, kind, DEFAULT_LOOK);

describe('the headline estimate in the files', () => {
  it.each([2, 3, 4, 5] as const)(
    'type %i (customer): the price excluding VAT, the VAT at 20%, the total and the plan, no cost or margin',
    async (kind) => {
      const m = model('customer', ESTIMATE);
      const text = textOf(await write(kind, m));
      // The ROM deck is indicative: a range in whole £1,000s rounded outward (1,700 to 2,300 of 1,910 expected hours).
      const figures =
        kind === 2
          ? ['Indicative price, excluding VAT', '£163,000 to £222,000', 'VAT at 20%', 'not an offer']
          : ['£184,250', '£36,850', '£221,100', 'VAT at 20%', 'fixed price below'];
      for (const figure of figures) expect(text).toContain(figure);
      if (kind !== 5) expect(text).toContain(m.bid.durationText.replace(/ /g, ' '));
      expect(text).not.toMatch(/margin|\bcost\b|£121,605|Contingency|INTERNAL/i);
    },
  );

  it.each([2, 3, 4, 5] as const)(
    'type %i (internal): adds its review (cost, margin, contingency, variance), marked INTERNAL',
    async (kind) => {
      const text = textOf(await write(kind, model('internal', ESTIMATE)));
      expect(text).toContain('£184,250');
      expect(text).toContain('INTERNAL');
      for (const figure of [
        '£121,605',
        'Margin 34%',
        'Contingency (10% of the expected hours: the band of the risk score, 4.44 out of 30) +191 h',
      ])
        expect(text).toContain(figure);
    },
  );

  it.each([3, 5] as const)(
    'type %i (customer): the team\u2019s days at the change rates it prints come to the fixed price',
    async (kind) => {
      // The sample estimate's prices by level, from the sample rate card (the change rates are the team's levels').
      const byLevel = SAMPLE_RATE_CARD.rates.map((r) => ({
        levelId: r.levelId,
        location: r.location,
        pricePerHour: r.pricePerHour,
      }));
      const m = model('customer', { ...ESTIMATE, byLevel });
      const c = m.bid.commercial!;
      expect(c.changeRates.length).toBeGreaterThan(3);
      const text = textOf(await write(kind, m));
      // The client's copy prints the rates without claiming the price rebuilds from them to the pound.
      expect(text).not.toContain('the fixed price is built on');
      let sum = 0;
      for (const row of m.bid.team.rows) {
        const rate = c.changeRates.find((r) => r.role === row.role && r.where === row.where)!;
        expect(text).toContain(`${row.role} ${row.where} ${formatPounds(rate.dayRate)}`);
        sum += row.days * rate.dayRate;
      }
      // Each rate rounds to whole pounds: at most half a pound a day apart from the price.
      expect(Math.abs(sum - c.priceExVat)).toBeLessThanOrEqual(m.bid.team.days / 2);
      // The rate card's sum is not the price (the sample prices below it): only the internal copy states it.
      expect(c.daysAtRateCard).not.toBe(c.priceExVat);
      expect(text).not.toContain(formatPounds(c.daysAtRateCard));
    },
  );

  it.each([
    ['proposal', true, 'the acceptance at the end of this document'],
    ['contract', false, 'the Contract for Services we send with this proposal'],
  ] as const)(
    'a proposal the client accepts by signing the %s: one way to accept (ADR 0066)',
    async (route, signed, sign) => {
      const solution = demoSolutions(new Date('2026-11-26T00:00:00Z'))[0] as Solution;
      const m = buildDocumentModel({
        solution: { ...solution, fields: { ...solution.fields, acceptanceRoute: route } },
        roles: CAPABILITY_ROLES,
        levels: STAFFING_LEVELS,
        controls: SECURITY_CONTROLS,
        generatedAt: new Date('2026-11-26T00:00:00Z'),
        preparedBy: 'Sam Patel',
        variant: 'customer',
        estimate: ESTIMATE,
      });
      const text = textOf(await write(3, m));
      expect(text).toContain(`sign ${sign}`);
      expect(text.includes('who accept this document and its terms')).toBe(signed);
      expect(text.includes('Next steps and acceptance')).toBe(signed);
      expect(text.includes('This proposal is accepted by signing that contract, which replaces it.')).toBe(
        !signed,
      );
      expect(text).not.toContain('Where a contract for this work is signed instead');
    },
  );

  it.each([2, 3] as const)('type %i without an estimate: no price', async (kind) => {
    const text = textOf(await write(kind, model('customer')));
    expect(text).not.toMatch(/Price excluding VAT|£/);
  });
});
