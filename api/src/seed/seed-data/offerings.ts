/**
 * The seeded offerings of the engagement wizard (ADR 0041): one per visible top-level capability of the four offering
 * areas of the seeded catalogue, with its name and its description as plain text ('offering-x' selects 'cap-x'),
 * then one starter bundle per area (issue 32): a typical set of capabilities one choice ticks, in the builder's
 * 'Start from an offering' and in an engagement's framework solution. Seeded once, then kept by admins apart from
 * the catalogue (Admin > Offerings).
 */
import { engagementOfferings, type Offering } from '@portal/domain';
import { CAPABILITIES } from './capabilities.ts';

/** The starter bundles: what a seller most often starts from in each area. */
export const STARTER_BUNDLES: readonly Offering[] = [
  {
    id: 'offering-windows-11-and-intune-starter',
    name: 'Windows 11 and Intune starter',
    areaId: 'area-core',
    description:
      'Every laptop on Windows 11, managed from the cloud by Intune, with company phones enrolled and Conditional Access on sign-in: Windows 11 Migration, Device Management (Intune) and Identity Foundation (Entra ID).',
    capabilityIds: ['cap-windows-11-migration', 'cap-device-management', 'cap-identity-foundation'],
  },
  {
    id: 'offering-secure-hybrid-work-starter',
    name: 'Secure hybrid work starter',
    areaId: 'area-security',
    description:
      'Safe work from anywhere: Identity Foundation (Entra ID), Zero Trust Access, Endpoint Protection (Defender) and Device Management (Intune).',
    capabilityIds: [
      'cap-identity-foundation',
      'cap-zero-trust-access',
      'cap-endpoint-protection',
      'cap-device-management',
    ],
  },
  {
    id: 'offering-cloud-desktops-starter',
    name: 'Cloud desktops starter',
    areaId: 'area-virtualization',
    description:
      'Desktops delivered from Azure with the applications packaged for them: Azure Virtual Desktop, Application Packaging & Virtualisation and Identity Foundation (Entra ID).',
    capabilityIds: ['cap-azure-virtual-desktop', 'cap-app-packaging', 'cap-identity-foundation'],
  },
  {
    id: 'offering-managed-workplace-starter',
    name: 'Managed workplace starter',
    areaId: 'area-manage-evolve',
    description:
      'The workplace run for the client after the project: Service Desk, Managed Workplace and Evergreen Updates.',
    capabilityIds: ['cap-service-desk', 'cap-managed-workplace', 'cap-evergreen'],
  },
];

export const OFFERINGS: readonly Offering[] = [...engagementOfferings(CAPABILITIES), ...STARTER_BUNDLES];
