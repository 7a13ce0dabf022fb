import { CAPABILITIES, type Capability, type StaffRole } from '@rumo/contract';

/**
 * What each role may do (decision 1401): `admin` everything; `editor` the content; `moderator`
 * jobs, sources and tickets; `analyst` reads the console and exports leads, and writes nothing.
 * Every role may open the console.
 */
export const ROLE_CAPABILITIES: Record<StaffRole, readonly Capability[]> = {
  admin: CAPABILITIES,
  editor: ['console:access', 'content:edit'],
  moderator: ['console:access', 'jobs:moderate', 'sources:manage', 'tickets:manage', 'users:read'],
  analyst: ['console:access', 'audit:read', 'users:read', 'leads:read', 'leads:export'],
};

export function capabilitiesOf(roles: readonly StaffRole[]): Capability[] {
  const held = new Set(roles.flatMap((role) => ROLE_CAPABILITIES[role]));
  return CAPABILITIES.filter((capability) => held.has(capability));
}
