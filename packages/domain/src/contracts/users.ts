import { z } from 'zod';
import { storedText } from './common.ts';
import { MODES } from '../auth/modes.ts';
import { ORGANIZATIONS, ROLE_IDS } from '../auth/roles.ts';

/** The spec's POST /v2/users/{id} sends roleId 0 "when cleared": the user goes back to the default role. */
export const CLEARED_ROLE_ID = 0;

export const roleIdSchema = z.enum(ROLE_IDS);
export const organizationSchema = z.enum(ORGANIZATIONS);
export const modeSchema = z.enum(MODES);

export const roleSchema = z.object({
  id: roleIdSchema,
  name: storedText(),
  organization: organizationSchema,
});
export type Role = z.infer<typeof roleSchema>;

/** A stored user. roleId is the assigned role; actingRoleId is the demo-mode role switch. */
export const userSchema = z.object({
  id: storedText(),
  name: storedText(),
  email: storedText(),
  roleId: roleIdSchema,
  organization: organizationSchema,
  regionId: storedText().optional(),
  mode: modeSchema.optional(),
  actingRoleId: roleIdSchema.optional(),
  /**
   * The sales client (id in the clients container) a CLIENT user belongs to (ADR 0053): the one client they read.
   * Not set: a client user reads no client. Ignored for every other role.
   */
  clientId: storedText().optional(),
  /**
   * Entra mode: the directory and object id this user is bound to since their first sign-in (ADR 0033). The
   * person is found by these from then on; the e-mail follows the directory.
   */
  entraIdentity: z.object({ tenantId: storedText(), objectId: storedText() }).optional(),
  createdAt: storedText(),
  modifiedAt: storedText(),
});
export type User = z.infer<typeof userSchema>;

/** GET /v2/users/current: the signed-in user with the role and mode in effect. */
export const currentUserSchema = z.object({
  id: storedText(),
  name: storedText(),
  email: storedText(),
  photo: storedText().optional(),
  role: z.object({ id: roleIdSchema, name: storedText() }),
  assignedRole: z.object({ id: roleIdSchema, name: storedText() }),
  organization: organizationSchema,
  regionId: storedText(),
  mode: modeSchema,
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userListItemSchema = z.object({
  id: storedText(),
  name: storedText(),
  email: storedText(),
  roleId: roleIdSchema,
  role: storedText(),
  organization: organizationSchema,
  /** The user's version, sent back as If-Match with a role change (admins' list only). */
  etag: storedText().optional(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/**
 * POST /v2/users/{id}: change a user's role (admins only, If-Match). roleId 0 (or null) "when cleared" gives the
 * default role, Sales Person (users/role-changes.ts, ADR 0016).
 */
export const setUserRoleRequestSchema = z.object({
  roleId: z.union([roleIdSchema, z.literal(CLEARED_ROLE_ID), z.null()], {
    error: 'must be one of the portal roles (or 0 to clear it)',
  }),
});
export type SetUserRoleRequest = z.infer<typeof setUserRoleRequestSchema>;

/** POST /v2/users/current/mode: switch between production and demo mode. */
export const setModeRequestSchema = z.object({ mode: modeSchema });

/** POST /v2/users/current/role: the demo-mode role switcher. */
export const switchRoleRequestSchema = z.object({ roleId: roleIdSchema });

/** POST /local-auth/token: local sign-in as a seeded user (local auth mode only). */
export const localSignInRequestSchema = z.object({ email: z.email().max(320) });
export const localSignInResponseSchema = z.object({ token: storedText(), expiresAt: storedText() });
export const localSignInUserSchema = z.object({
  name: storedText(),
  email: storedText(),
  roleId: roleIdSchema,
  role: storedText(),
});
export type LocalSignInUser = z.infer<typeof localSignInUserSchema>;
