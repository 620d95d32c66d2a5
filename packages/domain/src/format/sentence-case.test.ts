import { describe, expect, it } from 'vitest';
import { inSentence } from './sentence-case.ts';

describe('inSentence: a name inside a sentence', () => {
  it.each([
    ['Application test results', 'application test results'],
    ['Handover to support', 'handover to support'],
    ['Intune design', 'Intune design'],
    ['Windows 11 build document', 'Windows 11 build document'],
    ['Conditional Access matrix', 'Conditional Access matrix'],
    ['SP051 solution plan', 'SP051 solution plan'],
    ['iOS enrolment guide', 'iOS enrolment guide'],
    ['A', 'A'],
    ['A design changes in its review', 'a design changes in its review'],
    ['I wave', 'I wave'],
    ['', ''],
    ['Readiness report', 'readiness report'],
  ])('%s -> %s', (name, expected) => {
    expect(inSentence(name)).toBe(expected);
  });
});
