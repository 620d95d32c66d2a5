import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { capabilityMatch, searchableText } from './capability-match.ts';

const identity: Capability = {
  id: 'cap-identity',
  name: 'Identity Foundation',
  description:
    '<b>Entra ID</b> set up for the whole estate: sign-in, multi-factor authentication and the policies that decide who reaches what &amp; from where.',
  actions: [
    { id: 'a-mfa', name: 'Roll out MFA', effort: 40 },
    {
      id: 'a-ca',
      name: 'Enforce Conditional Access policies',
      effort: 24,
      actions: [
        {
          id: 'a-ca-report',
          name: 'Report-only trial',
          effort: 8,
          description: 'Policies run in report-only mode for two weeks before enforcement.',
        },
      ],
    },
  ],
};

describe('what a capability search matches (issue 32)', () => {
  it.each([
    ['identity', { onName: true, reason: '' }],
    ['  FOUNDATION ', { onName: true, reason: '' }],
    ['entra id', { onName: false, reason: 'Description: Entra ID set up for the whole estate:…' }],
    ['& from', { onName: false, reason: 'Description: …that decide who reaches what & from where.' }],
    ['conditional access', { onName: false, reason: 'Action: Enforce Conditional Access policies' }],
    ['mfa', { onName: false, reason: 'Action: Roll out MFA' }],
    // Sub-actions are read too; their text is quoted with the action's name.
    [
      'two weeks',
      {
        onName: false,
        reason: 'Action ‘Report-only trial’: …run in report-only mode for two weeks before enforcement.',
      },
    ],
    // Tags are not text: '<b>' is not found.
    ['<b>', undefined],
    ['autopilot', undefined],
    ['', undefined],
    ['   ', undefined],
  ])('%j: %j', (term, match) => {
    expect(capabilityMatch(identity, term)).toEqual(match);
  });

  it('reads rich text as a reader sees it', () => {
    expect(searchableText('<b>Bold</b>&nbsp;and<br>broken &lt;tag&gt;')).toBe('Bold and broken <tag>');
    expect(searchableText(undefined)).toBe('');
  });
});
