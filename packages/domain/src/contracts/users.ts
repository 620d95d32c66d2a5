import { z } from 'zod';
import { MODES } from '../auth/modes.ts';
import { ORGANIZATIONS, ROLE_IDS } from '../auth/roles.ts';

export const roleIdSchema = z.enum(ROLE_IDS);
export const organizationSchema = z.enum(ORGANIZATIONS);
export const modeSchema = z.enum(MODES);

export const roleSchema = z.object({ id: roleIdSchema, name: z.string(), organization: organizationSchema });
export type Role = z.infer<typeof roleSchema>;

/** A stored user. roleId is the assigned role; actingRoleId is the demo-mode role switch. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: roleIdSchema,
  organization: organizationSchema,
  regionId: z.string().optional(),
  mode: modeSchema.optional(),
  actingRoleId: roleIdSchema.optional(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /v2/users/current: the signed-in user with the role and mode in effect. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string().optional(),
  role: z.object({ id: roleIdSchema, name: z.string() }),
  assignedRole: z.object({ id: roleIdSchema, name: z.string() }),
  organization: organizationSchema,
  regionId: z.string(),
  mode: modeSchema,
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: roleIdSchema,
  role: z.string(),
  organization: organizationSchema,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** POST /v2/users/{id}: change a user's role (admins only). */
export const setUserRoleRequestSchema = z.object({ roleId: roleIdSchema });

/** POST /v2/users/current/mode: switch between production and demo mode. */
export const setModeRequestSchema = z.object({ mode: modeSchema });

/** POST /v2/users/current/role: the demo-mode role switcher. */
export const switchRoleRequestSchema = z.object({ roleId: roleIdSchema });

/** POST /local-auth/token: local sign-in as a seeded user (local auth mode only). */
export const localSignInRequestSchema = z.object({ email: z.email().max(320) });
export const localSignInResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const localSignInUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  roleId: roleIdSchema,
  role: z.string(),
});
export type LocalSignInUser = z.infer<typeof localSignInUserSchema>;
