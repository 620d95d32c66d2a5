/**
 * The headline estimate in the written files (issue 19): a literal estimate in the shape of solutionEstimate's result
 * goes into the document model, and the Word documents and the ROM deck show it under 'Commercial summary' /
 * 'Investment': the customer variant the price and the duration only, the internal variant also cost and margin.
 */
import {
  buildDocumentModel,
  SAMPLE_DOCUMENT_ESTIMATE,
  type DocumentEstimateInput,
  type Solution,
} from '@portal/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_ROLES } from '../seed/seed-data/capability-roles.ts';
import { demoSolutions } from '../seed/seed-data/demo-solutions.ts';
import { STAFFING_LEVELS } from '../seed/seed-data/staffing-levels.ts';
import { SECURITY_CONTROLS } from '../seed/seed-data/security-controls.ts';
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
    'type %i (customer): the price and the duration, no cost or margin',
    async (kind) => {
      const text = textOf(await write(kind, model('customer', ESTIMATE)));
      expect(text).toContain('£184,250');
      if (kind !== 5) expect(text).toContain('12 calendar weeks, 15 March 2027 to 4 June 2027');
      expect(text).not.toMatch(/margin|cost|£121,605|Contingency/i);
    },
  );

  it.each([2, 3, 4] as const)(
    'type %i (internal): adds cost, margin, contingency and variance',
    async (kind) => {
      const text = textOf(await write(kind, model('internal', ESTIMATE)));
      expect(text).toContain('£184,250');
      if (kind !== 2) {
        expect(text).toContain('Commercial summary');
        for (const figure of ['£121,605', '34%', '10% (191 h)', '-1,063 h (-55.7%)'])
          expect(text).toContain(figure);
      }
    },
  );

  it.each([2, 3] as const)(
    'type %i without an estimate: no Commercial summary and no price',
    async (kind) => {
      const text = textOf(await write(kind, model('customer')));
      expect(text).not.toMatch(/Commercial summary|Investment|£/);
    },
  );
});
