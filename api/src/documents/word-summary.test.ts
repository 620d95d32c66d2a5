import { describe, expect, it } from 'vitest';
import { deliverablesInBrief, requestSentence } from './word-summary.ts';

describe('requestSentence: what the client asked for, as the seller recorded it', () => {
  it.each([
    [
      'an instruction reads on from the request, in lower case',
      'Northbridge Building Society',
      'Move 7,400 devices to Windows 11',
      'proposal',
      'Northbridge Building Society asked us for a proposal to move 7,400 devices to Windows 11.',
    ],
    [
      'a product name keeps its capital',
      'Northbridge Building Society',
      'Windows 11 on every branch device.',
      'proposal',
      'Northbridge Building Society asked us for a proposal to meet this need: Windows 11 on every branch device.',
    ],
    [
      'a requirement that names the client is a sentence of its own',
      'Caledonia Energy plc',
      'Caledonia Energy wants its laptops on Windows 11',
      'proposal',
      'Caledonia Energy plc asked us for a proposal. Caledonia Energy wants its laptops on Windows 11.',
    ],
    [
      'the solution plan plans the work rather than proposing it',
      'Northbridge Building Society',
      'Move 7,400 devices to Windows 11',
      'solution plan',
      'Northbridge Building Society asked us to plan the work to move 7,400 devices to Windows 11.',
    ],
  ])('%s', (_case, client, requirement, document, sentence) => {
    expect(requestSentence(client, requirement, document)).toBe(sentence);
  });
});

describe('deliverablesInBrief: the deliverables as the executive summary says them', () => {
  it.each([
    ['none', [], ''],
    ['one, by name', ['Intune design'], 'the Intune design'],
    [
      'five, each by name',
      [
        'Intune design',
        'Intune test report',
        'Autopilot set-up record',
        'Windows 11 build book',
        'Handover to support',
      ],
      'the Intune design, the Intune test report, the Autopilot set-up record, the Windows 11 build book and the handover to support',
    ],
    [
      'more than five: how many, and their kinds',
      [
        'Identity design',
        'Identity configuration record',
        'Identity test report',
        'Intune design',
        'Intune test report',
        'Critical application results',
        'Handover to support',
      ],
      '7 documents: designs, configuration records, test reports and the handover to support',
    ],
    [
      'a kind not named: reports',
      ['A design', 'B design', 'C design', 'D design', 'E design', 'Readiness summary'],
      '6 documents: designs and reports',
    ],
  ])('%s', (_case, names, text) => {
    expect(deliverablesInBrief(names)).toBe(text);
  });
});
