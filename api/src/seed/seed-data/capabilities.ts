/**
 * THE CAPABILITY CATALOGUE seeded as version 1. Sample data authored for the portal: the spec gives only counts and
 * shapes ("29 capabilities in four areas: Core, Security, Virtualization, Manage & Evolve").
 *
 * 30 top-level entries: 29 visible capabilities (Core 9, Security 7, Virtualization 6, Manage & Evolve 7) plus one
 * hidden capability (groups ['HIDDEN'], Legacy VDI Decommissioning) that is not counted in the 29.
 */
import {
  ENGAGEMENT_OFFERING_AREAS,
  HIDDEN_GROUP,
  type Capability,
  type CapabilityArea,
} from '@portal/domain';
import { CORE_CAPABILITIES } from './capabilities-core.ts';
import { MANAGE_CAPABILITIES } from './capabilities-manage.ts';
import { SECURITY_CAPABILITIES } from './capabilities-security.ts';
import { VIRTUALIZATION_CAPABILITIES } from './capabilities-virtualization.ts';

/** The four capability areas; the engagement wizard's four offering areas use the same ids. */
export const CAPABILITY_AREAS: CapabilityArea[] = ENGAGEMENT_OFFERING_AREAS.map((a) => ({
  id: a.id,
  name: a.name,
}));

export const CAPABILITIES: Capability[] = [
  ...CORE_CAPABILITIES,
  ...SECURITY_CAPABILITIES,
  ...VIRTUALIZATION_CAPABILITIES,
  ...MANAGE_CAPABILITIES,
];

export function isHiddenCapability(capability: Capability): boolean {
  return capability.groups?.includes(HIDDEN_GROUP) ?? false;
}

/** Every capability in the tree, depth first. */
export function allCapabilities(capabilities: readonly Capability[] = CAPABILITIES): Capability[] {
  return capabilities.flatMap((c) => [c, ...allCapabilities(c.items ?? [])]);
}

export function findCapability(
  id: string,
  capabilities: readonly Capability[] = CAPABILITIES,
): Capability | undefined {
  return allCapabilities(capabilities).find((c) => c.id === id);
}
