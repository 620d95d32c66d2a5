/**
 * The built-in reference data the runtime reads and the seed stores: the baseline security controls (counts,
 * ids and refs of the spec, the TSV, and every control an action of the seeded catalogue names exists) and the
 * five default templates. Moved from seed/seed-data's tests with the data (issue 31).
 */
import {
  type Action,
  baselineSecurityControlSchema,
  SECURITY_CONTROL_TOTALS,
  templateSchema,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { allCapabilities } from '../../seed/seed-data/index.ts';
import { BUILT_IN_CONTROLS_TSV, SECURITY_CONTROLS } from './security-controls.ts';
import { TEMPLATES } from './templates.ts';

function expectUnique(values: readonly (string | number)[]): void {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dupes).toEqual([]);
}

const allActions = (actions: readonly Action[] = []): Action[] =>
  actions.flatMap((a) => [a, ...allActions(a.actions ?? [])]);

describe('every built-in list parses with its schema', () => {
  it.each([
    ['security controls', baselineSecurityControlSchema, SECURITY_CONTROLS],
    ['templates', templateSchema, TEMPLATES],
  ] as const)('%s', (_name, schema, items) => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(schema.safeParse(item).error?.issues ?? []).toEqual([]);
  });
});

describe('baseline security controls', () => {
  it('are 100 controls: Solution 56, Engagement 25, Environment 19', () => {
    expect(SECURITY_CONTROLS).toHaveLength(100);
    const counts = { Solution: 0, Engagement: 0, Environment: 0 };
    for (const c of SECURITY_CONTROLS) counts[c.domain]++;
    expect(counts).toEqual({ Solution: 56, Engagement: 25, Environment: 19 });
    expect(counts).toEqual(SECURITY_CONTROL_TOTALS);
  });

  it('have unique ids and refs, staticId = ref, and ref prefixes by domain', () => {
    expectUnique(SECURITY_CONTROLS.map((c) => c.id));
    expectUnique(SECURITY_CONTROLS.map((c) => c.ref));
    const prefix = { Solution: 'SOL-', Engagement: 'ENG-', Environment: 'ENV-' };
    for (const c of SECURITY_CONTROLS) {
      expect(c.staticId).toBe(c.ref);
      expect(c.ref.startsWith(prefix[c.domain])).toBe(true);
    }
    expect(SECURITY_CONTROLS.find((c) => c.ref === 'SOL-56')?.domain).toBe('Solution');
    expect(SECURITY_CONTROLS.find((c) => c.ref === 'ENV-19')?.domain).toBe('Environment');
  });

  it('built-in TSV has one line per control: ref, name, domain, category, objective', () => {
    const lines = BUILT_IN_CONTROLS_TSV.split('\n');
    expect(lines).toHaveLength(100);
    const first = SECURITY_CONTROLS[0]!;
    expect(lines[0]).toBe([first.ref, first.name, first.domain, first.category, first.objective].join('\t'));
    for (const line of lines) expect(line.split('\t')).toHaveLength(5);
  });

  it('include every control an action of the seeded capability catalogue names', () => {
    const controls = new Set(SECURITY_CONTROLS.map((c) => c.staticId));
    const named = allCapabilities().flatMap((c) =>
      allActions(c.actions).flatMap((a) => a.securityControlIds ?? []),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !controls.has(id))).toEqual([]);
  });
});

describe('templates', () => {
  it('are the five defaults: slide decks for Engagement and ROM, documents for the rest', () => {
    expect(TEMPLATES.map((t) => [t.name, t.filename.split('.').pop()])).toEqual([
      ['Engagement', 'pptx'],
      ['ROM', 'pptx'],
      ['Proposal', 'docx'],
      ['Solution Plan', 'docx'],
      ['Deliverable Contract', 'docx'],
    ]);
  });
});
