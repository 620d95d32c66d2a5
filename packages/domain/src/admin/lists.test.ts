import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import type { BaselineSecurityControl } from '../contracts/reference.ts';
import { catalogueItemRows, filterCatalogueItemRows } from './catalogue-items.ts';
import { filterSecurityControls } from './security-controls.ts';

const doc = (id: string, name: string, description = '') => ({
  id,
  name,
  description,
  format: { id: 'word', name: 'Word' },
});
const tree = [
  {
    id: 'c1',
    name: 'Core',
    groups: ['HIDDEN'],
    actions: [
      {
        id: 'a1',
        name: 'Plan',
        effort: 1,
        deliverables: [doc('d1', 'Plan document', '<b>Bold</b> plan')],
        workProducts: [doc('w1', 'Workshop notes')],
        actions: [{ id: 'a2', name: 'Sub', effort: 1, deliverables: [doc('d2', 'Sub report')] }],
      },
    ],
    items: [
      {
        id: 'c2',
        name: 'Child',
        actions: [{ id: 'a3', name: 'Build', effort: 1, deliverables: [doc('d3', 'Build log')] }],
      },
    ],
  },
] as unknown as Capability[];

describe('catalogue item rows', () => {
  it('lists every deliverable of every action, hidden capabilities and sub-actions included, in tree order', () => {
    expect(catalogueItemRows(tree, 'deliverables').map((r) => [r.actionName, r.item.name, r.path])).toEqual([
      ['Plan', 'Plan document', 'Core'],
      ['Sub', 'Sub report', 'Core'],
      ['Build', 'Build log', 'Core / Child'],
    ]);
    expect(catalogueItemRows(tree, 'workProducts').map((r) => r.key)).toEqual(['a1/w1']);
  });

  it.each([
    ['', 3],
    ['build', 1],
    ['bold', 1],
    ['b>', 0],
    ['core report', 1],
    ['word', 3],
  ])('filter %j keeps %i rows', (filter, count) => {
    expect(filterCatalogueItemRows(catalogueItemRows(tree, 'deliverables'), filter)).toHaveLength(count);
  });
});

const control = (
  ref: string,
  domain: BaselineSecurityControl['domain'],
  name: string,
): BaselineSecurityControl => ({
  id: ref,
  ref,
  staticId: ref,
  domain,
  category: 'Access',
  name,
  objective: 'Keep it safe',
});
const controls = [
  control('SOL-1', 'Solution', 'MFA'),
  control('ENG-1', 'Engagement', 'NDA'),
  control('ENV-1', 'Environment', 'Backups'),
];

describe('security control filters', () => {
  it.each([
    [undefined, '', ['SOL-1', 'ENG-1', 'ENV-1']],
    ['Solution', '', ['SOL-1']],
    [undefined, 'nda', ['ENG-1']],
    ['Solution', 'nda', []],
    [undefined, 'access safe', ['SOL-1', 'ENG-1', 'ENV-1']],
    [undefined, 'env-1', ['ENV-1']],
  ] as const)('domain %s, filter %j', (domain, filter, refs) => {
    expect(filterSecurityControls(controls, domain, filter).map((c) => c.ref)).toEqual(refs);
  });
});
