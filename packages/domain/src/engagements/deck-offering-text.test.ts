import { describe, expect, it } from 'vitest';
import { clientOfferingName, offeringOptions, plainDescription } from './deck-offering-text.ts';

describe('an offering as the client reads it', () => {
  it.each([
    ['Teams & Collaboration', 'Teams and Collaboration'],
    ['Application Packaging & Virtualisation', 'Application Packaging and Virtualisation'],
    ['Service Desk', 'Service Desk'],
  ])('%j is named %j', (name, read) => {
    expect(clientOfferingName(name)).toBe(read);
  });

  it.each([
    [
      'Deliver Windows desktops and applications from Azure with Azure Virtual Desktop: host pools, FSLogix profiles, scaling plans and image management.',
      'Deliver Windows desktops and applications from Azure with Azure Virtual Desktop.',
    ],
    [
      'Give users a personal Cloud PC managed with Intune, for hybrid workers, contractors and business continuity.',
      'Give users a personal Cloud PC managed with Intune.',
    ],
    [
      'Move the Windows estate to Windows 11. You buy and replace the devices that cannot run Windows 11; the readiness report lists them.',
      'Move the Windows estate to Windows 11. You buy and replace the devices that cannot run Windows 11.',
    ],
  ])('an admin’s own description %j is cut to %j', (text, plain) => {
    expect(plainDescription(text)).toBe(plain);
  });

  it('frames alternatives as options to decide between', () => {
    const options = offeringOptions([
      { id: 'a', name: 'Azure Virtual Desktop', capabilityId: 'cap-azure-virtual-desktop' },
      { id: 'w', name: 'Windows 365 Cloud PC', capabilityId: 'cap-windows-365' },
      { id: 's', name: 'Service Desk', capabilityId: 'cap-service-desk' },
    ]);
    expect(options.get('a')).toBe('An alternative to Windows 365 Cloud PC: we help you choose, or mix both.');
    expect(options.has('s')).toBe(false);
    const three = offeringOptions([
      { id: 'a', name: 'Azure Virtual Desktop', capabilityId: 'cap-azure-virtual-desktop' },
      { id: 'w', name: 'Windows 365 Cloud PC', capabilityId: 'cap-windows-365' },
      { id: 'c', name: 'Citrix', capabilityId: 'cap-citrix' },
    ]);
    expect(three.get('c')).toBe(
      'An alternative to Azure Virtual Desktop and Windows 365 Cloud PC: we help you choose, or mix them.',
    );
  });
});
